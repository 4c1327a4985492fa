#pragma once

#include "common/result.h"

#include <QByteArrayView>
#include <QList>

#include <optional>

namespace kafscope::schema {

// The Confluent wire format: magic byte 0, a big-endian 32-bit schema id, then the payload.
struct ConfluentFrame {
    quint32 schemaId = 0;
    QByteArrayView payload; // the bytes after the 5-byte header (a view into the record)
};

// True when `bytes` starts like a framed value (magic 0 and a whole header). Cheap: for picking
// the decoder automatically.
bool looksFramed(QByteArrayView bytes);
// The header and the payload; an error says why the bytes are not framed.
Result<ConfluentFrame> parseConfluentFrame(QByteArrayView bytes);

// Protobuf payloads start with the path of the message type within its .proto file: a zigzag
// varint count, then that many zigzag varint indexes; the single byte 0 stands for [0] (the first
// message). `consumed` receives the bytes read. At most 64 indexes.
struct ProtobufIndexes {
    QList<int> path;
    qsizetype consumed = 0;
};
Result<ProtobufIndexes> parseProtobufIndexes(QByteArrayView payload);

// The message-index array for `path`, as parseProtobufIndexes reads it ([0] is the single byte 0).
QByteArray protobufIndexes(const QList<int> &path);

// Zigzag varints as Avro and the Protobuf index array use them (at most 10 bytes); nullopt when
// the bytes run out or the varint is longer than 64 bits. `pos` advances past what was read.
// Inline: the Avro decoder reads one per field.
inline std::optional<qint64> readZigzagLong(QByteArrayView bytes, qsizetype &pos)
{
    quint64 v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (pos >= bytes.size())
            return std::nullopt;
        const quint8 b = quint8(bytes[pos++]);
        if (shift == 63 && (b & 0x7e)) // the tenth byte may only carry the top bit
            return std::nullopt;
        v |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80))
            return qint64(v >> 1) ^ -qint64(v & 1);
    }
    return std::nullopt;
}

} // namespace kafscope::schema
