#pragma once

#include "common/result.h"
#include "produce/sync_producer.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace kafscope {

// How the user typed a key, value or header value.
enum class PayloadFormat {
    Text,   // UTF-8 text, sent as typed
    Json,   // UTF-8 text that must be valid JSON
    Hex,    // hexadecimal digits (spaces allowed), decoded to bytes
    Base64, // standard or URL-safe base64, decoded to bytes
    File,   // the input is a path; the file's bytes are sent
    Null,   // no bytes at all: a null key/value (a tombstone for values)
};

QString payloadFormatName(PayloadFormat format);
// "text", "json", "hex", "base64", "file", "null" (case-insensitive).
Result<PayloadFormat> parsePayloadFormat(const QString &name);

// The bytes to send for `input` typed in `format`, or why it is not valid (the error names `what`,
// e.g. "value"). Null gives nullopt. Files larger than `maxFileBytes` are refused.
Result<std::optional<QByteArray>> encodePayload(PayloadFormat format, const QString &input,
                                                const QString &what = QStringLiteral("value"),
                                                qint64 maxFileBytes = 64 * 1024 * 1024);

// "name=value" -> header with that value (may be empty); "name" without '=' -> null value.
Result<MessageHeader> parseHeaderArgument(const QString &argument);

} // namespace kafscope
