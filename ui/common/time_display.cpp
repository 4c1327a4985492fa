#include "common/time_display.h"

#include <QDateTime>
#include <QLocale>
#include <QSettings>

namespace kafscope::ui {

namespace {
constexpr const char *kZoneKey = "display/timeZone";
constexpr const char *kFormatKey = "display/timeFormat";

// The locale's short date and its time of day with seconds (and milliseconds), e.g. "12/5/26
// 2:03:07.125 PM".
QString localeText(const QDateTime &t, bool millis)
{
    const QLocale locale;
    QString timeFormat = locale.timeFormat(QLocale::ShortFormat);
    if (!timeFormat.contains(QLatin1String("ss")))
        timeFormat.replace(QLatin1String("mm"),
                           millis ? QStringLiteral("mm:ss.zzz") : QStringLiteral("mm:ss"));
    return locale.toString(t.date(), QLocale::ShortFormat) + QLatin1Char(' ') +
           locale.toString(t.time(), timeFormat);
}
} // namespace

TimeDisplay &TimeDisplay::instance()
{
    static TimeDisplay display;
    return display;
}

TimeDisplay::TimeDisplay()
{
    QSettings s;
    const QString zone = s.value(QLatin1String(kZoneKey), QStringLiteral("local")).toString();
    if (zone == QLatin1String("local") || zone == QLatin1String("UTC") ||
        QTimeZone(zone.toUtf8()).isValid())
        m_zoneId = zone;
    m_format = s.value(QLatin1String(kFormatKey)).toString() == QLatin1String("locale")
                   ? Format::Locale
                   : Format::Iso;
}

QTimeZone TimeDisplay::zone() const
{
    if (m_zoneId == QLatin1String("local"))
        return QTimeZone::systemTimeZone();
    if (m_zoneId == QLatin1String("UTC"))
        return QTimeZone::utc();
    return QTimeZone(m_zoneId.toUtf8());
}

bool TimeDisplay::setZone(const QString &id)
{
    if (id != QLatin1String("local") && id != QLatin1String("UTC") &&
        !QTimeZone(id.toUtf8()).isValid())
        return false;
    if (id != m_zoneId) {
        m_zoneId = id;
        QSettings().setValue(QLatin1String(kZoneKey), id);
        Q_EMIT changed();
    }
    return true;
}

void TimeDisplay::setFormat(Format format)
{
    if (format == m_format)
        return;
    m_format = format;
    QSettings().setValue(QLatin1String(kFormatKey), format == Format::Locale
                                                        ? QStringLiteral("locale")
                                                        : QStringLiteral("iso"));
    Q_EMIT changed();
}

QDateTime TimeDisplay::at(qint64 msSinceEpoch) const
{
    return QDateTime::fromMSecsSinceEpoch(msSinceEpoch, zone());
}

QString TimeDisplay::dateTime(qint64 msSinceEpoch) const
{
    const QDateTime t = at(msSinceEpoch);
    const QString abbreviation = zone().abbreviation(t);
    if (m_format == Format::Locale)
        return localeText(t, true) + QLatin1Char(' ') + abbreviation;
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz ")) + abbreviation;
}

QString TimeDisplay::dateTimeSeconds(qint64 msSinceEpoch) const
{
    const QDateTime t = at(msSinceEpoch);
    const QString abbreviation = zone().abbreviation(t);
    if (m_format == Format::Locale)
        return localeText(t, false) + QLatin1Char(' ') + abbreviation;
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss ")) + abbreviation;
}

QString TimeDisplay::timeOfDay(qint64 msSinceEpoch) const
{
    return at(msSinceEpoch).toString(QStringLiteral("HH:mm:ss.zzz"));
}

QString TimeDisplay::exact(qint64 msSinceEpoch) const
{
    const QDateTime utc = QDateTime::fromMSecsSinceEpoch(msSinceEpoch, QTimeZone::utc());
    return tr("%1 UTC\n%2 (%3)\n%4 ms since the epoch")
        .arg(utc.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz")), dateTime(msSinceEpoch),
             zone().id().isEmpty() ? m_zoneId : QString::fromUtf8(zone().id()))
        .arg(msSinceEpoch);
}

QStringList TimeDisplay::zoneChoices()
{
    QStringList out{QStringLiteral("local"), QStringLiteral("UTC")};
    for (const QByteArray &id : QTimeZone::availableTimeZoneIds())
        out << QString::fromUtf8(id);
    return out;
}

} // namespace kafscope::ui
