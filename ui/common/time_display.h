#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimeZone>

namespace kafscope::ui {

// How every view shows a point in time: in the local zone, UTC or any IANA zone, as ISO 8601
// (2026-12-05 14:03:07.125) or in the locale's own way. Settings "display/timeZone" ("local",
// "UTC" or an IANA id such as "Asia/Shanghai") and "display/timeFormat" ("iso" or "locale").
// Views listen to changed() and show their times again.
class TimeDisplay : public QObject {
    Q_OBJECT
public:
    enum class Format { Iso, Locale };

    static TimeDisplay &instance();

    QString zoneSetting() const { return m_zoneId; }
    QTimeZone zone() const;
    Format format() const { return m_format; }
    // "local", "UTC" or an IANA zone id; false (nothing changed) for an unknown id.
    bool setZone(const QString &id);
    void setFormat(Format format);

    // Date, time with milliseconds and the zone's abbreviation.
    QString dateTime(qint64 msSinceEpoch) const;
    // Date and time to the second, with the zone.
    QString dateTimeSeconds(qint64 msSinceEpoch) const;
    // The time of day with milliseconds (charts and timelines).
    QString timeOfDay(qint64 msSinceEpoch) const;
    // For a tooltip: the exact instant in UTC, in the chosen zone, and as milliseconds since the
    // epoch.
    QString exact(qint64 msSinceEpoch) const;
    // Every zone offered: "local", "UTC", then the IANA ids this system knows.
    static QStringList zoneChoices();

Q_SIGNALS:
    void changed();

private:
    TimeDisplay();
    QDateTime at(qint64 msSinceEpoch) const;

    QString m_zoneId = QStringLiteral("local");
    Format m_format = Format::Iso;
};

} // namespace kafscope::ui
