#include "offsets/wire_reader.h"

namespace kafscope::offsets {

void WireReader::fail(const QString &why)
{
    if (m_error.isEmpty())
        m_error = QStringLiteral("%1 at byte %2").arg(why).arg(m_pos);
}

bool WireReader::need(qint64 n)
{
    if (!ok())
        return false;
    if (n < 0 || n > remaining()) {
        fail(QStringLiteral("truncated: %1 bytes needed, %2 left").arg(n).arg(remaining()));
        return false;
    }
    return true;
}

QByteArray WireReader::take(qint64 n)
{
    if (!need(n))
        return {};
    const QByteArray out = m_bytes.mid(m_pos, n);
    m_pos += n;
    return out;
}

qint8 WireReader::int8()
{
    if (!need(1))
        return 0;
    return qint8(m_bytes[m_pos++]);
}

quint16 WireReader::uint16()
{
    if (!need(2))
        return 0;
    const auto *p = reinterpret_cast<const uchar *>(m_bytes.constData() + m_pos);
    m_pos += 2;
    return quint16((p[0] << 8) | p[1]);
}

qint16 WireReader::int16()
{
    return qint16(uint16());
}

qint32 WireReader::int32()
{
    if (!need(4))
        return 0;
    const auto *p = reinterpret_cast<const uchar *>(m_bytes.constData() + m_pos);
    m_pos += 4;
    return qint32((quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) |
                  quint32(p[3]));
}

qint64 WireReader::int64()
{
    const quint64 hi = quint32(int32());
    const quint64 lo = quint32(int32());
    return ok() ? qint64((hi << 32) | lo) : 0;
}

quint32 WireReader::uvarint()
{
    quint32 value = 0;
    for (int shift = 0; shift <= 28; shift += 7) {
        if (!need(1))
            return 0;
        const quint8 b = quint8(m_bytes[m_pos++]);
        if (shift == 28 && (b & 0xf0)) {
            fail(QStringLiteral("varint too long"));
            return 0;
        }
        value |= quint32(b & 0x7f) << shift;
        if (!(b & 0x80))
            return value;
    }
    fail(QStringLiteral("varint too long"));
    return 0;
}

QUuid WireReader::uuid()
{
    const QByteArray raw = take(16);
    return ok() ? QUuid::fromRfc4122(raw) : QUuid();
}

std::optional<QString> WireReader::nullableString()
{
    const qint16 len = int16();
    if (!ok() || len == -1)
        return std::nullopt;
    if (len < 0) {
        fail(QStringLiteral("negative string length %1").arg(len));
        return std::nullopt;
    }
    return QString::fromUtf8(take(len));
}

QString WireReader::string()
{
    const qsizetype at = m_pos;
    auto s = nullableString();
    if (ok() && !s) {
        m_pos = at;
        fail(QStringLiteral("null where a string is required"));
    }
    return s.value_or(QString());
}

std::optional<QByteArray> WireReader::nullableBytes()
{
    const qint32 len = int32();
    if (!ok() || len == -1)
        return std::nullopt;
    if (len < 0) {
        fail(QStringLiteral("negative bytes length %1").arg(len));
        return std::nullopt;
    }
    return take(len);
}

QByteArray WireReader::bytes()
{
    return nullableBytes().value_or(QByteArray());
}

int WireReader::arrayCount(int minElementSize)
{
    const qint32 n = int32();
    if (!ok() || n == -1)
        return 0;
    if (n < 0 || qint64(n) * qMax(1, minElementSize) > remaining()) {
        fail(QStringLiteral("array of %1 elements cannot fit in %2 bytes").arg(n).arg(remaining()));
        return 0;
    }
    return n;
}

std::optional<QString> WireReader::compactNullableString()
{
    const quint32 len = uvarint();
    if (!ok() || len == 0)
        return std::nullopt;
    return QString::fromUtf8(take(qint64(len) - 1));
}

QString WireReader::compactString()
{
    const qsizetype at = m_pos;
    auto s = compactNullableString();
    if (ok() && !s) {
        m_pos = at;
        fail(QStringLiteral("null where a string is required"));
    }
    return s.value_or(QString());
}

std::optional<QByteArray> WireReader::compactNullableBytes()
{
    const quint32 len = uvarint();
    if (!ok() || len == 0)
        return std::nullopt;
    return take(qint64(len) - 1);
}

int WireReader::compactArrayCount(int minElementSize)
{
    const quint32 n1 = uvarint();
    if (!ok() || n1 == 0)
        return 0;
    const qint64 n = qint64(n1) - 1;
    if (n * qMax(1, minElementSize) > remaining()) {
        fail(QStringLiteral("array of %1 elements cannot fit in %2 bytes").arg(n).arg(remaining()));
        return 0;
    }
    return int(n);
}

QString kafkaUuidString(const QUuid &id)
{
    return QString::fromLatin1(
        id.toRfc4122().toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace kafscope::offsets
