#include "topics/config_units.h"

#include "common/translations.h"

#include <QLocale>

#include <limits>

namespace kafscope {

namespace {

constexpr qint64 kLongMax = std::numeric_limits<qint64>::max();

enum class Unit { None, Milliseconds, Seconds, Bytes };

// Which unit a config's value is in, from Kafka's naming habits.
Unit unitOf(const QString &name)
{
    if (name.endsWith(QLatin1String(".ms")) || name.endsWith(QLatin1String("_ms")))
        return Unit::Milliseconds;
    if (name.endsWith(QLatin1String(".seconds")))
        return Unit::Seconds;
    if (name.endsWith(QLatin1String(".bytes")) || name.endsWith(QLatin1String(".size.bytes")))
        return Unit::Bytes;
    return Unit::None;
}

QString number(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

QString humanDurationMs(qint64 ms)
{
    if (ms == kLongMax)
        return KS_TR("forever");
    if (ms < 0)
        return {};
    struct Step {
        qint64 ms;
        QString one, many, abbrev;
    };
    const Step steps[] = {
        {86400000, KS_TR("1 day"), KS_TR("%1 days"), KS_TR("%1 d")},
        {3600000, KS_TR("1 hour"), KS_TR("%1 hours"), KS_TR("%1 h")},
        {60000, KS_TR("1 minute"), KS_TR("%1 minutes"), KS_TR("%1 min")},
        {1000, KS_TR("1 second"), KS_TR("%1 seconds"), KS_TR("%1 s")},
    };
    for (const Step &s : steps) {
        if (ms < s.ms)
            continue;
        const qint64 whole = ms / s.ms, rest = ms % s.ms;
        if (rest == 0)
            return whole == 1 ? s.one : s.many.arg(number(whole));
        // Two units where that is exact ("1 h 30 min"), else one decimal ("1.5 d").
        for (const Step &t : steps)
            if (t.ms < s.ms && rest % t.ms == 0)
                return KS_TR("%1 %2").arg(s.abbrev.arg(number(whole)),
                                          t.abbrev.arg(number(rest / t.ms)));
        return s.abbrev.arg(QLocale().toString(double(ms) / double(s.ms), 'f', 1));
    }
    return KS_TR("%1 ms").arg(number(ms));
}

QString humanBytes(qint64 bytes)
{
    if (bytes == kLongMax)
        return KS_TR("unlimited");
    if (bytes < 0)
        return {};
    const struct {
        qint64 size;
        QString unit;
    } units[] = {{qint64(1) << 40, KS_TR("%1 TiB")},
                 {qint64(1) << 30, KS_TR("%1 GiB")},
                 {qint64(1) << 20, KS_TR("%1 MiB")},
                 {qint64(1) << 10, KS_TR("%1 KiB")}};
    for (const auto &u : units) {
        if (bytes < u.size)
            continue;
        if (bytes % u.size == 0)
            return u.unit.arg(number(bytes / u.size));
        return u.unit.arg(QLocale().toString(double(bytes) / double(u.size), 'f', 1));
    }
    return bytes == 1 ? KS_TR("1 byte") : KS_TR("%1 bytes").arg(number(bytes));
}

QString humanConfigValue(const QString &name, const QString &value)
{
    const Unit unit = unitOf(name);
    if (unit == Unit::None)
        return {};
    bool ok = false;
    const qint64 v = value.trimmed().toLongLong(&ok);
    if (!ok)
        return {};
    // Tiered storage's local limits: -2 means "the same as the topic's total limit".
    if (v == -2 && name == QLatin1String("local.retention.ms"))
        return KS_TR("same as retention.ms");
    if (v == -2 && name == QLatin1String("local.retention.bytes"))
        return KS_TR("same as retention.bytes");
    if (v == -1) {
        if (unit == Unit::Bytes)
            return KS_TR("no limit");
        return name.contains(QLatin1String("retention")) ? KS_TR("forever") : KS_TR("no limit");
    }
    if (v < 0)
        return {};
    switch (unit) {
    case Unit::Milliseconds: return humanDurationMs(v);
    case Unit::Seconds: return v > kLongMax / 1000 ? KS_TR("forever") : humanDurationMs(v * 1000);
    case Unit::Bytes: return humanBytes(v);
    case Unit::None: break;
    }
    return {};
}

} // namespace kafscope
