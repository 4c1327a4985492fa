#pragma once

#include <QString>

namespace kafscope {

// A topic or broker config value in the units a person reads: "1 day" for retention.ms=86400000,
// "1 MiB" for 1048576 bytes, "forever" for Long.MAX_VALUE ms, and the meaning of Kafka's special
// values (-1: no limit; -2 for local.retention.*: "same as retention.*"). Returns "" when the
// config has no unit Kafscope knows or the value is not a whole number: show the raw value then.
// Translated (KS_TR).
QString humanConfigValue(const QString &name, const QString &value);

// Durations and sizes on their own, for other callers: "1 day", "1 h 30 min", "250 ms"; "1 MiB",
// "1.5 GiB", "512 bytes". Exact where the value is a whole number of the unit, else one decimal.
QString humanDurationMs(qint64 ms);
QString humanBytes(qint64 bytes);

} // namespace kafscope
