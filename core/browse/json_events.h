#pragma once

#include "common/result.h"

#include <QByteArrayView>
#include <QString>

#include <functional>

namespace kafscope {

// A JSON reader that keeps the document as it is written: members in their order, duplicate keys
// kept, numbers as their original text (no double rounding: 12345678901234567890 and 1.50 stay so).
// QJsonDocument sorts keys, drops duplicates and reformats numbers, so a viewer built on it shows a
// different document than the one in Kafka (issue #19).
//
// Iterative (an explicit stack, no recursion) and bounded by maxDepth; the handler sees the events
// in document order and may stop the walk early by returning false.
struct JsonEvent {
    enum class Kind {
        BeginObject,
        EndObject,
        BeginArray,
        EndArray,
        String,
        Number,
        True,
        False,
        Null
    };
    Kind kind = Kind::Null;
    int depth = 0;       // 0 for the top-level value
    bool hasKey = false; // an object member
    QString key;         // the member's name, unescaped
    int index = -1;      // the position in its array, -1 outside arrays
    QString text;        // String: the unescaped value; Number: the text as written
    int count = 0;       // End*: how many members or items the container had
};

// Walks `bytes` as one JSON value (whitespace around it allowed). Returns an error naming the byte
// offset of the first fault, or of the depth limit; returns Ok when the handler stopped the walk.
Status walkJson(QByteArrayView bytes, int maxDepth,
                const std::function<bool(const JsonEvent &)> &handler);

// Pretty-printed JSON with two-space indents, in the document's own order and number text.
// Stops at maxOutputChars (ending with "…"). Strings are re-escaped as JSON.
Result<QString> prettyJsonKeepingOrder(QByteArrayView bytes, int maxDepth,
                                       qsizetype maxOutputChars);

} // namespace kafscope
