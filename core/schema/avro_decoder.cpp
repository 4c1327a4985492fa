#include "schema/avro_decoder.h"
#include "common/translations.h"

#include "browse/utf8_text.h"
#include "schema/confluent_framing.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>

namespace kafscope::schema::avro {

namespace {

// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's civil-from-days method).
void civilFromDays(qint64 z, qint64 &y, int &m, int &d)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    d = int(doy - (153 * mp + 2) / 5 + 1);
    m = int(mp < 10 ? mp + 3 : mp - 9);
    y = yoe + era * 400 + (m <= 2 ? 1 : 0);
}

qint64 floorDiv(qint64 a, qint64 b)
{
    qint64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

// The decoder's output: a per-thread std::string used as a raw buffer, written by index and grown
// ahead, so appending a character is a store rather than a call (std::string's own push_back is
// not inlined here: a third of the decoder's time went there).
class Out {
public:
    explicit Out(std::string &buffer) : m_s(buffer)
    {
        if (m_s.size() < 512)
            m_s.resize(512);
    }
    void operator+=(char c)
    {
        room(1);
        m_s[m_n++] = c;
    }
    void operator+=(const char *text) { append(text, strlen(text)); }
    void append(const char *p, size_t k)
    {
        room(k);
        memcpy(&m_s[m_n], p, k);
        m_n += k;
    }
    size_t size() const { return m_n; }
    const char *data() const { return m_s.data(); }

private:
    void room(size_t k)
    {
        if (m_n + k > m_s.size())
            grow(k);
    }
    Q_DECL_COLD_FUNCTION void grow(size_t k) { m_s.resize(std::max(m_s.size() * 2, m_n + k)); }

    std::string &m_s;
    size_t m_n = 0;
};

void appendInt(Out &out, qint64 v)
{
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, size_t(r.ptr - buf));
}

void appendBytes(Out &out, const QByteArray &b)
{
    out.append(b.constData(), size_t(b.size()));
}

// A JSON string with its quotes; `s` is valid UTF-8 (checked by the caller).
void appendJson(Out &out, QByteArrayView s)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    qsizetype run = 0;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(s.data() + run, size_t(i - run));
        run = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: {
            const char e[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
            out.append(e, 6);
        }
        }
    }
    out.append(s.data() + run, size_t(s.size() - run));
    out += '"';
}

void appendPadded(Out &out, qint64 v, int width)
{
    char buf[24];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    for (qsizetype n = r.ptr - buf; n < width; ++n)
        out += '0';
    out.append(buf, size_t(r.ptr - buf));
}

void appendDate(Out &out, qint64 days)
{
    qint64 y;
    int m, d;
    civilFromDays(days, y, m, d);
    if (y < 0) {
        out += '-';
        y = -y;
    }
    appendPadded(out, y, 4);
    out += '-';
    appendPadded(out, m, 2);
    out += '-';
    appendPadded(out, d, 2);
}

// hh:mm:ss.fff (unitsPerSecond 1000) or hh:mm:ss.ffffff (1000000); `t` within one day.
void appendTimeOfDay(Out &out, qint64 t, qint64 unitsPerSecond)
{
    const qint64 secs = t / unitsPerSecond;
    appendPadded(out, secs / 3600, 2);
    out += ':';
    appendPadded(out, secs / 60 % 60, 2);
    out += ':';
    appendPadded(out, secs % 60, 2);
    out += '.';
    appendPadded(out, t % unitsPerSecond, unitsPerSecond == 1000 ? 3 : 6);
}

class Decoder {
public:
    Decoder(const Schema &s, QByteArrayView bytes, const DecodeLimits &limits, Out &out)
        : m_s(s), m_in(bytes), m_limits(limits), m_out(out)
    {
    }

    bool value(int index, int depth)
    {
        if (depth > m_limits.maxDepth)
            return fail(KS_TR("nested deeper than %1 levels").arg(m_limits.maxDepth));
        if (qsizetype(m_out.size()) > m_limits.maxOutputBytes)
            return fail(
                KS_TR("the decoded value is larger than %1 bytes").arg(m_limits.maxOutputBytes));
        const Node &n = m_s.node(index);
        switch (n.type) {
        case Type::Null: m_out += "null"; return true;
        case Type::Boolean: return boolean();
        case Type::Int:
        case Type::Long: return integer(n);
        case Type::Float: return floating(4);
        case Type::Double: return floating(8);
        case Type::String:
        case Type::Bytes: return bytesOrString(n);
        case Type::Fixed: return fixed(n);
        case Type::Enum: return enumeration(n);
        case Type::Record: return record(n, depth);
        case Type::Array:
        case Type::Map: return collection(n, depth);
        case Type::Union: return unionValue(n, depth);
        }
        return fail(KS_TR("unknown type"));
    }

    bool finish()
    {
        if (m_pos != m_in.size())
            return fail(
                QStringLiteral("%1 byte(s) left over after the value").arg(m_in.size() - m_pos));
        return true;
    }

    QString error() const { return m_error; }

private:
    bool fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = QStringLiteral("%1 at byte %2").arg(why).arg(m_pos);
        return false;
    }

    bool readLong(qint64 &v)
    {
        const qsizetype at = m_pos;
        auto r = readZigzagLong(m_in, m_pos);
        if (!r) {
            const bool truncated = m_pos >= m_in.size();
            m_pos = at;
            return fail(truncated ? QStringLiteral("truncated") : KS_TR("bad varint"));
        }
        v = *r;
        return true;
    }

    bool boolean()
    {
        if (m_pos >= m_in.size())
            return fail(QStringLiteral("truncated"));
        const char b = m_in[m_pos];
        if (b != 0 && b != 1)
            return fail(KS_TR("boolean byte %1 is neither 0 nor 1").arg(int(quint8(b))));
        ++m_pos;
        m_out += b ? "true" : "false";
        return true;
    }

    bool integer(const Node &n)
    {
        qint64 v = 0;
        if (!readLong(v))
            return false;
        if (n.type == Type::Int &&
            (v < std::numeric_limits<qint32>::min() || v > std::numeric_limits<qint32>::max()))
            return fail(KS_TR("int value %1 does not fit 32 bits").arg(v));
        if (n.logical == Logical::None) {
            appendInt(m_out, v);
            return true;
        }
        m_out += "{\"iso\":\"";
        switch (n.logical) {
        case Logical::Date: appendDate(m_out, v); break;
        case Logical::TimeMillis:
        case Logical::TimeMicros: {
            const qint64 perDay = n.logical == Logical::TimeMillis ? 86400000LL : 86400000000LL;
            if (v < 0 || v >= perDay)
                return fail(KS_TR("time of day %1 is outside one day").arg(v));
            appendTimeOfDay(m_out, v, n.logical == Logical::TimeMillis ? 1000 : 1000000);
            break;
        }
        default: { // timestamps
            const bool micros =
                n.logical == Logical::TimestampMicros || n.logical == Logical::LocalTimestampMicros;
            const qint64 perDay = micros ? 86400000000LL : 86400000LL;
            const qint64 days = floorDiv(v, perDay);
            appendDate(m_out, days);
            m_out += 'T';
            appendTimeOfDay(m_out, v - days * perDay, micros ? 1000000 : 1000);
            if (n.logical == Logical::TimestampMillis || n.logical == Logical::TimestampMicros)
                m_out += 'Z';
        }
        }
        m_out += "\",\"raw\":";
        appendInt(m_out, v);
        m_out += '}';
        return true;
    }

    bool floating(int size)
    {
        if (m_in.size() - m_pos < size)
            return fail(QStringLiteral("truncated"));
        double d;
        char buf[32];
        std::to_chars_result r;
        if (size == 4) {
            quint32 bits = 0;
            for (int i = 3; i >= 0; --i)
                bits = (bits << 8) | quint8(m_in[m_pos + i]);
            float f;
            memcpy(&f, &bits, 4);
            d = f;
            r = std::to_chars(buf, buf + sizeof buf, f);
        } else {
            quint64 bits = 0;
            for (int i = 7; i >= 0; --i)
                bits = (bits << 8) | quint8(m_in[m_pos + i]);
            memcpy(&d, &bits, 8);
            r = std::to_chars(buf, buf + sizeof buf, d);
        }
        m_pos += size;
        if (std::isnan(d))
            m_out += "\"NaN\"";
        else if (std::isinf(d))
            m_out += d > 0 ? "\"Infinity\"" : "\"-Infinity\"";
        else
            m_out.append(buf, size_t(r.ptr - buf));
        return true;
    }

    // A length-prefixed run of bytes, checked against what is left before anything is copied.
    bool span(QByteArrayView &out)
    {
        qint64 len = 0;
        if (!readLong(len))
            return false;
        if (len < 0)
            return fail(KS_TR("negative length %1").arg(len));
        if (len > m_in.size() - m_pos)
            return fail(KS_TR("length %1 is past the end (%2 bytes left)")
                            .arg(len)
                            .arg(m_in.size() - m_pos));
        out = m_in.sliced(m_pos, len);
        m_pos += len;
        return true;
    }

    bool string(QByteArrayView s)
    {
        if (!isValidUtf8(s))
            return fail(KS_TR("a string is not valid UTF-8"));
        appendJson(m_out, s);
        return true;
    }

    bool bytesOrString(const Node &n)
    {
        const qsizetype at = m_pos;
        QByteArrayView s;
        if (!span(s))
            return false;
        if (n.type == Type::String)
            return string(s);
        if (n.logical == Logical::Decimal)
            return decimal(n, s, at);
        m_out += '"';
        appendBytes(m_out, s.toByteArray().toBase64());
        m_out += '"';
        return true;
    }

    bool fixed(const Node &n)
    {
        if (m_in.size() - m_pos < n.fixedSize)
            return fail(QStringLiteral("truncated"));
        const qsizetype at = m_pos;
        const QByteArrayView s = m_in.sliced(m_pos, n.fixedSize);
        m_pos += n.fixedSize;
        if (n.logical == Logical::Decimal)
            return decimal(n, s, at);
        if (n.logical == Logical::Duration) {
            auto le32 = [&](int i) {
                return quint32(quint8(s[i])) | quint32(quint8(s[i + 1])) << 8 |
                       quint32(quint8(s[i + 2])) << 16 | quint32(quint8(s[i + 3])) << 24;
            };
            m_out += "{\"months\":";
            appendInt(m_out, le32(0));
            m_out += ",\"days\":";
            appendInt(m_out, le32(4));
            m_out += ",\"milliseconds\":";
            appendInt(m_out, le32(8));
            m_out += '}';
            return true;
        }
        m_out += '"';
        if (n.logical == Logical::Uuid) {
            const QByteArray hex = s.toByteArray().toHex();
            appendBytes(m_out, hex.left(8) + '-' + hex.mid(8, 4) + '-' + hex.mid(12, 4) + '-' +
                                   hex.mid(16, 4) + '-' + hex.mid(20));
        } else {
            appendBytes(m_out, s.toByteArray().toBase64());
        }
        m_out += '"';
        return true;
    }

    // Digits (most significant first) of an unscaled decimal as a JSON string with `scale` digits
    // after the point ("0.05" for 5 with scale 2).
    void appendScaled(const char *digits, qsizetype nd, bool negative, int scale)
    {
        m_out += '"';
        if (negative)
            m_out += '-';
        if (nd <= scale) {
            m_out += '0';
            if (scale > 0)
                m_out += '.';
            for (qsizetype i = nd; i < scale; ++i)
                m_out += '0';
            m_out.append(digits, size_t(nd));
        } else {
            m_out.append(digits, size_t(nd - scale));
            if (scale > 0) {
                m_out += '.';
                m_out.append(digits + nd - scale, size_t(scale));
            }
        }
        m_out += '"';
    }

    // The two's-complement big-endian unscaled value, as a decimal string with `scale` digits after
    // the point.
    bool decimal(const Node &n, QByteArrayView s, qsizetype at)
    {
        if (s.size() > m_limits.maxDecimalBytes) {
            m_pos = at;
            return fail(KS_TR("a decimal of %1 bytes is longer than %2")
                            .arg(s.size())
                            .arg(m_limits.maxDecimalBytes));
        }
        const qsizetype len = s.size();
        if (len > 0 && len <= 8) { // fits 64 bits: the digits in one conversion
            quint64 raw = 0;
            for (qsizetype i = 0; i < len; ++i)
                raw = (raw << 8) | quint8(s[i]);
            const bool negative = quint8(s[0]) & 0x80;
            if (negative && len < 8)
                raw |= ~quint64(0) << (8 * len); // sign-extend
            const quint64 magnitude = negative ? ~raw + 1 : raw;
            char buf[24];
            const auto r = std::to_chars(buf, buf + sizeof buf, magnitude);
            appendScaled(buf, r.ptr - buf, negative, n.scale);
            return true;
        }
        unsigned char mag[256]; // maxDecimalBytes is at most 256 (checked in decodeToJson)
        memcpy(mag, s.data(), size_t(len));
        const bool negative = len > 0 && (mag[0] & 0x80);
        if (negative) { // magnitude = ~x + 1
            int carry = 1;
            for (qsizetype i = len - 1; i >= 0; --i) {
                const int v = (~mag[i] & 0xff) + carry;
                mag[i] = (unsigned char)(v & 0xff);
                carry = v >> 8;
            }
        }
        char digits[1024]; // least significant first: at most 2.41 digits a byte
        qsizetype nd = 0;
        while (true) {
            bool zero = true;
            int rem = 0;
            for (qsizetype i = 0; i < len; ++i) {
                const int cur = rem * 256 + mag[i];
                mag[i] = (unsigned char)(cur / 10);
                rem = cur % 10;
                zero = zero && mag[i] == 0;
            }
            digits[nd++] = char('0' + rem);
            if (zero)
                break;
        }
        std::reverse(digits, digits + nd);
        appendScaled(digits, nd, negative, n.scale);
        return true;
    }

    bool enumeration(const Node &n)
    {
        qint64 i = 0;
        if (!readLong(i))
            return false;
        if (i < 0 || i >= n.symbols.size())
            return fail(KS_TR("enum %1 has no symbol %2").arg(n.fullName).arg(i));
        appendBytes(m_out, n.jsonSymbols[i]);
        return true;
    }

    bool record(const Node &n, int depth)
    {
        m_out += '{';
        for (qsizetype i = 0; i < n.fields.size(); ++i) {
            if (i)
                m_out += ',';
            appendBytes(m_out, n.fields[i].jsonKey);
            if (!value(n.fields[i].node, depth + 1))
                return false;
        }
        m_out += '}';
        return true;
    }

    bool collection(const Node &n, int depth)
    {
        const bool map = n.type == Type::Map;
        m_out += map ? '{' : '[';
        bool first = true;
        while (true) {
            qint64 count = 0;
            if (!readLong(count))
                return false;
            if (count == 0)
                break;
            if (count < 0) { // a block with its size in bytes, for skipping
                if (count == std::numeric_limits<qint64>::min())
                    return fail(KS_TR("bad block count"));
                count = -count;
                qint64 blockBytes;
                if (!readLong(blockBytes))
                    return false;
            }
            if (count > m_limits.maxItems - m_items)
                return fail(KS_TR("more than %1 array or map entries").arg(m_limits.maxItems));
            m_items += count;
            for (qint64 i = 0; i < count; ++i) {
                if (!first)
                    m_out += ',';
                first = false;
                if (map) {
                    QByteArrayView key;
                    if (!span(key) || !string(key))
                        return false;
                    m_out += ':';
                }
                if (!value(n.items, depth + 1))
                    return false;
            }
        }
        m_out += map ? '}' : ']';
        return true;
    }

    bool unionValue(const Node &n, int depth)
    {
        qint64 branch = 0;
        if (!readLong(branch))
            return false;
        if (branch < 0 || branch >= n.branches.size())
            return fail(KS_TR("union branch %1 of %2").arg(branch).arg(n.branches.size()));
        return value(n.branches[branch], depth + 1);
    }

    const Schema &m_s;
    QByteArrayView m_in;
    const DecodeLimits &m_limits;
    Out &m_out;
    qsizetype m_pos = 0;
    qint64 m_items = 0;
    QString m_error;
};

} // namespace

Result<QByteArray> decodeToJson(const Schema &schema, QByteArrayView bytes,
                                const DecodeLimits &limits)
{
    if (schema.root() < 0)
        return Error::usage(KS_ERR("Empty Avro schema"));
    if (limits.maxDecimalBytes > 256)
        return Error::usage(KS_ERR("The decimal limit is at most 256 bytes"));
    thread_local std::string buffer;
    if (buffer.size() > 1024 * 1024) { // one huge value keeps no huge buffer
        buffer.clear();
        buffer.shrink_to_fit();
    }
    Out out(buffer);
    Decoder d(schema, bytes, limits, out);
    if (!d.value(schema.root(), 0) || !d.finish())
        return Error::usage(KS_ERR("Avro payload does not match the schema: %1").arg(d.error()));
    return QByteArray(out.data(), qsizetype(out.size()));
}

} // namespace kafscope::schema::avro
