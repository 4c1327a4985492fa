#pragma once

#include "common/result.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

namespace kafscope {

// The ways the detail pane can show a key or a value.
enum class Decoder { Text, Json, Hex, Base64, MessagePack, Protobuf };

QString decoderName(Decoder d); // "Text (UTF-8)", "JSON", ...
QList<Decoder> allDecoders();

// Limits every decoder keeps, whatever the bytes: they never recurse deeper or write more.
struct DecodeLimits {
    int maxDepth = 64;
    qsizetype maxOutputChars = 4 * 1024 * 1024;
};

// Picks the decoder a person most likely wants: JSON if it parses as a JSON object or array,
// text if it is valid UTF-8 without (many) control characters, a MessagePack map, a protobuf
// message, else hex.
Decoder detectDecoder(QByteArrayView bytes);

// The text of `bytes` in the given decoder, already escaped for display, or why it is not that
// format (e.g. "Not MessagePack: truncated at byte 12").
Result<QString> decodeForDisplay(Decoder decoder, QByteArrayView bytes,
                                 const DecodeLimits &limits = {});

// offset | 16 hex bytes | ASCII, one line per 16 bytes.
QString hexDump(QByteArrayView bytes, qsizetype maxBytes = -1);
// JSON pretty-printed (string contents escaped for display); a parse error names its offset.
Result<QString> prettyJson(QByteArrayView bytes, const DecodeLimits &limits = {});
// MessagePack as JSON text (bin as {"$bin": base64}, ext as {"$ext": type, "data": base64}).
Result<QString> messagePackToJson(QByteArrayView bytes, const DecodeLimits &limits = {});
// Protobuf wire format without a schema: one line per field, "number: wiretype value", nested
// messages indented.
Result<QString> protobufWire(QByteArrayView bytes, const DecodeLimits &limits = {});

} // namespace kafscope
