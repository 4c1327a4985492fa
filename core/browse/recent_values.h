#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "produce/payload_format.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace kafscope {

// What a topic's values look like, judged from a few of its records, so the Produce form can type
// a value the way the topic holds them (a JSON topic gets JSON).
struct ValueShape {
    int sampled = 0;                     // values looked at (null values left out)
    std::optional<PayloadFormat> format; // Json, Text or Base64 (binary); none: nothing sampled
    bool schemaFramed = false; // every value in the schema registry's wire format (0, 4-byte id)
    int schemaId = -1;         // the id of the last framed value
};

// Judges `values` (nullopt: a null value, left out): all JSON objects or arrays -> Json; all in the
// registry's framing -> schemaFramed (and Json: a schema takes JSON typed); all UTF-8 -> Text;
// anything else -> Base64. Pure.
ValueShape judgeValues(const QList<std::optional<QByteArray>> &values);

// Reads the newest record of each partition (up to `maxRecords`), without a group, and judges their
// values. Blocking (a worker thread); bounded by the profile's timeout and `timeoutMs` of reading.
Result<ValueShape> peekRecentValues(const ConnectionProfile &profile, const QString &topic,
                                    int maxRecords = 12, int timeoutMs = 3000);

} // namespace kafscope
