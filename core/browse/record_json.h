#pragma once

#include "browse/record_view.h"

#include <QByteArray>
#include <QString>

namespace kafscope {

// Writes records as the JSON Lines `consume --format json` prints and `produce --from-jsonl`
// reads back:
//   {"topic","partition","offset","timestamp","timestamp_type","key","value",
//    "headers":[{"key","value","value_encoding"}],"key_encoding","value_encoding"}
// Valid UTF-8 is written as a string ("utf8"), anything else as base64 ("base64"), a null as null
// ("null"). Appends into a caller-owned buffer, with no per-record allocation.
class RecordJsonWriter {
public:
    explicit RecordJsonWriter(const QString &topic);
    void append(QByteArray &out, const RecordView &record) const; // one line, with '\n'
    // The same line with the key and the value replaced by `decodedKey` / `decodedValue` (JSON
    // text, encoding "schema") when they are not empty, and `extraFields` (e.g.
    // "value_schema":{...}) added before the end.
    void append(QByteArray &out, const RecordView &record, QByteArrayView decodedKey,
                QByteArrayView decodedValue, QByteArrayView extraFields) const;

private:
    QByteArray m_prefix; // {"topic":"...","partition":
};

// Appends `bytes` as a JSON string with its quotes (the bytes must be valid UTF-8).
void appendJsonString(QByteArray &out, QByteArrayView utf8);
// Appends standard base64 of `bytes`.
void appendBase64(QByteArray &out, QByteArrayView bytes);
void appendInteger(QByteArray &out, qint64 value);

// The `--format text` line: partition, offset, timestamp (UTC ISO 8601), key, value, tab-separated,
// with control and bidi characters escaped so a terminal shows them safely; null as (null).
void appendRecordText(QByteArray &out, const RecordView &record);

} // namespace kafscope
