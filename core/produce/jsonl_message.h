#pragma once

#include "common/result.h"
#include "produce/sync_producer.h"

#include <QByteArray>
#include <QString>

namespace kafscope {

// What to take over from a line written by `consume --format json`.
struct JsonlOptions {
    bool keepPartitions =
        false; // send to the line's "partition" (default: the partitioner decides)
    bool keepTimestamps = false; // keep the line's "timestamp" (default: now)
};

// One line of the JSON Lines format `consume --format json` writes:
//   {"topic","partition","offset","timestamp","timestamp_type","key","value",
//    "headers":[{"key","value"}],"key_encoding","value_encoding"}
// with encodings "utf8", "base64" or "null" (a missing encoding: a string is UTF-8, null is null).
// A header may carry its own "value_encoding". "topic", "offset" and "timestamp_type" are ignored:
// the message goes to `topic`. Errors name the line number.
Result<OutgoingMessage> messageFromJsonLine(const QByteArray &line, const QString &topic,
                                            const JsonlOptions &options, int lineNumber);

} // namespace kafscope
