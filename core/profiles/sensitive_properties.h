#pragma once

#include <QString>

namespace kafscope::profiles {

// True when librdkafka itself marks `key` as sensitive: its configuration dump (debug=conf) prints
// "[redacted]" for such a property. Asked once per key and remembered; thread-safe.
bool librdkafkaMarksSensitive(const QString &key);

} // namespace kafscope::profiles
