#include "protocol/wire.h"

#include <cstring>

namespace kafscope::protocol {

QString uuidText(const Uuid &u)
{
    return QString::fromLatin1(
        QByteArray(reinterpret_cast<const char *>(u.data()), 16)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<Uuid> parseUuid(const QString &text)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() != 16)
        return std::nullopt;
    Uuid u;
    memcpy(u.data(), decoded.decoded.constData(), 16);
    return u;
}

// ---- Writer -----------------------------------------------------------------------------------

void Writer::be(uint64_t v, int bytes)
{
    for (int i = bytes - 1; i >= 0; --i)
        m_data.append(char((v >> (8 * i)) & 0xff));
}

void Writer::f64(double v)
{
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    be(bits, 8);
}

void Writer::uvarint(uint32_t v)
{
    while (v >= 0x80) {
        m_data.append(char((v & 0x7f) | 0x80));
        v >>= 7;
    }
    m_data.append(char(v));
}

void Writer::string(const QString &s, bool compact)
{
    const QByteArray utf8 = s.toUtf8();
    if (compact)
        uvarint(uint32_t(utf8.size()) + 1);
    else
        i16(int16_t(utf8.size()));
    m_data.append(utf8);
}

void Writer::nullableString(const std::optional<QString> &s, bool compact)
{
    if (s)
        string(*s, compact);
    else if (compact)
        uvarint(0);
    else
        i16(-1);
}

void Writer::bytes(const QByteArray &b, bool compact)
{
    if (compact)
        uvarint(uint32_t(b.size()) + 1);
    else
        i32(int32_t(b.size()));
    m_data.append(b);
}

void Writer::nullableBytes(const std::optional<QByteArray> &b, bool compact)
{
    if (b)
        bytes(*b, compact);
    else if (compact)
        uvarint(0);
    else
        i32(-1);
}

void Writer::arrayLength(qsizetype n, bool compact)
{
    if (compact)
        uvarint(uint32_t(n) + 1);
    else
        i32(int32_t(n));
}

void Writer::nullLength(bool compact)
{
    if (compact)
        uvarint(0);
    else
        i32(-1);
}

// ---- Reader -----------------------------------------------------------------------------------

void Reader::fail(const QString &why)
{
    if (m_error.isEmpty())
        m_error = QStringLiteral("%1 (at byte %2)").arg(why).arg(offset());
    m_left = 0;
}

bool Reader::need(qsizetype n, const char *what)
{
    if (!ok())
        return false;
    if (n > m_left) {
        fail(QStringLiteral("%1 needs %2 bytes, %3 are left")
                 .arg(QLatin1String(what))
                 .arg(n)
                 .arg(m_left));
        return false;
    }
    return true;
}

uint64_t Reader::be(int bytes)
{
    if (!need(bytes, "a number"))
        return 0;
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | uint8_t(m_p[m_pos + i]);
    m_pos += bytes;
    m_left -= bytes;
    return v;
}

int8_t Reader::i8()
{
    return int8_t(uint8_t(be(1)));
}

double Reader::f64()
{
    const uint64_t bits = be(8);
    double v;
    memcpy(&v, &bits, sizeof v);
    return v;
}

Uuid Reader::uuid()
{
    Uuid u{};
    if (need(16, "a uuid")) {
        memcpy(u.data(), m_p + m_pos, 16);
        m_pos += 16;
        m_left -= 16;
    }
    return u;
}

uint32_t Reader::uvarint()
{
    uint32_t v = 0;
    for (int shift = 0; shift <= 28; shift += 7) {
        if (!need(1, "a varint"))
            return 0;
        const uint8_t b = uint8_t(m_p[m_pos]);
        ++m_pos;
        --m_left;
        if (shift == 28 && (b & 0xf0)) {
            fail("a varint longer than 32 bits");
            return 0;
        }
        v |= uint32_t(b & 0x7f) << shift;
        if (!(b & 0x80))
            return v;
    }
    fail("a varint longer than 32 bits");
    return 0;
}

qsizetype Reader::length(bool compact, bool wide)
{
    qsizetype n;
    if (compact)
        n = qsizetype(uvarint()) - 1;
    else
        n = wide ? qsizetype(i32()) : qsizetype(i16());
    if (!ok())
        return -1;
    if (n < -1) {
        fail(QStringLiteral("a negative length %1").arg(n));
        return -1;
    }
    if (n > m_left) {
        fail(QStringLiteral("a length of %1 bytes, %2 are left").arg(n).arg(m_left));
        return -1;
    }
    return n;
}

std::optional<QString> Reader::nullableString(bool compact)
{
    const qsizetype n = length(compact, false);
    if (n < 0)
        return std::nullopt;
    const QString s = QString::fromUtf8(m_p + m_pos, n);
    m_pos += n;
    m_left -= n;
    return s;
}

QString Reader::string(bool compact)
{
    const qsizetype before = offset();
    auto s = nullableString(compact);
    if (!s && ok()) {
        m_pos = before - m_base; // name the string's own offset
        fail("a null string where none is allowed");
    }
    return s.value_or(QString());
}

std::optional<QByteArray> Reader::nullableBytes(bool compact)
{
    const qsizetype n = length(compact, true);
    if (n < 0)
        return std::nullopt;
    QByteArray b(m_p + m_pos, n);
    m_pos += n;
    m_left -= n;
    return b;
}

QByteArray Reader::bytes(bool compact)
{
    auto b = nullableBytes(compact);
    if (!b && ok())
        fail("null bytes where none are allowed");
    return b.value_or(QByteArray());
}

qsizetype Reader::arrayLength(bool compact, int minElementBytes)
{
    const qsizetype n = compact ? qsizetype(uvarint()) - 1 : qsizetype(i32());
    if (!ok())
        return -1;
    if (n < -1) {
        fail(QStringLiteral("a negative array length %1").arg(n));
        return -1;
    }
    if (n > 0 && n > m_left / std::max(1, minElementBytes)) {
        fail(QStringLiteral("an array of %1 elements in %2 bytes").arg(n).arg(m_left));
        return -1;
    }
    return n;
}

Reader Reader::take(qsizetype n)
{
    if (n < 0 || !need(n, "a tagged field"))
        return Reader(nullptr, 0, offset());
    Reader sub(m_p + m_pos, n, offset());
    m_pos += n;
    m_left -= n;
    return sub;
}

} // namespace kafscope::protocol
