#include "schema/confluent_framing.h"

namespace kafscope::schema {

bool looksFramed(QByteArrayView bytes)
{
    return bytes.size() >= 5 && bytes[0] == '\0';
}

Result<ConfluentFrame> parseConfluentFrame(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return Error::usage(KS_ERR("Empty value: no schema registry header"));
    if (bytes[0] != '\0')
        return Error::usage(
            KS_ERR("No schema registry header: the first byte is 0x%1, not the magic byte 0")
                .arg(quint8(bytes[0]), 2, 16, QLatin1Char('0')));
    if (bytes.size() < 5)
        return Error::usage(
            KS_ERR("Truncated schema registry header: %1 of 5 bytes").arg(bytes.size()));
    ConfluentFrame f;
    for (int i = 1; i < 5; ++i)
        f.schemaId = (f.schemaId << 8) | quint8(bytes[i]);
    f.payload = bytes.sliced(5);
    return f;
}

Result<ProtobufIndexes> parseProtobufIndexes(QByteArrayView payload)
{
    constexpr qint64 kMaxIndexes = 64;
    ProtobufIndexes out;
    qsizetype pos = 0;
    const auto count = readZigzagLong(payload, pos);
    if (!count)
        return Error::usage(KS_ERR("Truncated Protobuf message-index array"));
    if (*count < 0 || *count > kMaxIndexes)
        return Error::usage(
            KS_ERR("Bad Protobuf message-index count %1 (0 to %2)").arg(*count).arg(kMaxIndexes));
    if (*count == 0) {
        out.path = {0}; // the shortcut for the first message type
    } else {
        for (qint64 i = 0; i < *count; ++i) {
            const auto index = readZigzagLong(payload, pos);
            if (!index)
                return Error::usage(KS_ERR("Truncated Protobuf message-index array"));
            if (*index < 0 || *index > std::numeric_limits<int>::max())
                return Error::usage(KS_ERR("Bad Protobuf message index %1").arg(*index));
            out.path << int(*index);
        }
    }
    out.consumed = pos;
    return out;
}

namespace {
void appendZigzag(QByteArray &out, qint64 v)
{
    quint64 z = (quint64(v) << 1) ^ quint64(v >> 63);
    while (z >= 0x80) {
        out += char((z & 0x7f) | 0x80);
        z >>= 7;
    }
    out += char(z);
}
} // namespace

QByteArray protobufIndexes(const QList<int> &path)
{
    if (path == QList<int>{0})
        return QByteArray(1, '\0');
    QByteArray out;
    appendZigzag(out, path.size());
    for (int i : path)
        appendZigzag(out, i);
    return out;
}

} // namespace kafscope::schema
