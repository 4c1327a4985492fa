// MessagePack -> JSON text, bounded in depth and output, safe on truncated or hostile input.
#include "browse/decoders.h"

#include "browse/record_json.h"
#include "browse/utf8_text.h"

#include <cmath>
#include <cstring>

namespace kafscope {

namespace {

struct MsgPackFailure {
    QString why;
};

class MsgPackReader {
public:
    MsgPackReader(QByteArrayView in, const DecodeLimits &limits) : m_in(in), m_limits(limits) {}

    QByteArray run()
    {
        value(0, 0);
        if (m_pos != m_in.size())
            throw MsgPackFailure{QStringLiteral("%1 bytes after the value at byte %2")
                                     .arg(m_in.size() - m_pos)
                                     .arg(m_pos)};
        return m_out;
    }

private:
    [[noreturn]] void truncated()
    {
        throw MsgPackFailure{QStringLiteral("truncated at byte %1").arg(m_pos)};
    }

    const unsigned char *need(qsizetype n)
    {
        if (n < 0 || m_in.size() - m_pos < n)
            truncated();
        const auto *p = reinterpret_cast<const unsigned char *>(m_in.data()) + m_pos;
        m_pos += n;
        return p;
    }
    quint64 be(int bytes)
    {
        const unsigned char *p = need(bytes);
        quint64 v = 0;
        for (int i = 0; i < bytes; ++i)
            v = (v << 8) | p[i];
        return v;
    }
    void checkSize()
    {
        if (m_out.size() > m_limits.maxOutputChars)
            throw MsgPackFailure{QStringLiteral("the JSON would be longer than %1 characters")
                                     .arg(m_limits.maxOutputChars)};
    }
    void indent(int depth)
    {
        m_out += '\n';
        m_out.append(QByteArray(depth * 2, ' '));
    }

    void string(qsizetype len)
    {
        const unsigned char *p = need(len);
        const QByteArrayView s(reinterpret_cast<const char *>(p), len);
        if (isValidUtf8(s)) {
            appendJsonString(m_out, s);
        } else {
            QByteArray escaped;
            appendEscapedUtf8(escaped, s);
            appendJsonString(m_out, escaped);
        }
    }
    void binary(qsizetype len, const char *tag, int extType = 0, bool ext = false)
    {
        const unsigned char *p = need(len);
        m_out += "{\"";
        m_out += tag;
        m_out += "\": ";
        if (ext) {
            appendInteger(m_out, extType);
            m_out += ", \"data\": ";
        }
        m_out += '"';
        appendBase64(m_out, QByteArrayView(reinterpret_cast<const char *>(p), len));
        m_out += "\"}";
    }
    void number(double d)
    {
        if (!std::isfinite(d))
            m_out += std::isnan(d) ? "\"NaN\"" : (d > 0 ? "\"Infinity\"" : "\"-Infinity\"");
        else
            m_out += QByteArray::number(d, 'g', 17);
    }
    void container(quint64 count, bool map, int depth)
    {
        if (depth >= m_limits.maxDepth)
            throw MsgPackFailure{
                QStringLiteral("nested deeper than %1 levels").arg(m_limits.maxDepth)};
        // Every element takes at least one byte: a count beyond the rest is a lie, not a reason to
        // loop.
        if (count > quint64(m_in.size() - m_pos) * (map ? 1 : 1))
            truncated();
        m_out += map ? '{' : '[';
        for (quint64 i = 0; i < count; ++i) {
            if (i)
                m_out += ',';
            indent(depth + 1);
            if (map) {
                const qsizetype keyStart = m_out.size();
                value(depth + 1, true);
                if (m_out[keyStart] !=
                    '"') { // JSON keys are strings: quote a non-string key's JSON
                    const QByteArray keyJson = m_out.mid(keyStart);
                    m_out.truncate(keyStart);
                    appendJsonString(m_out, keyJson);
                }
                m_out += ": ";
            }
            value(depth + 1, false);
            checkSize();
        }
        if (count)
            indent(depth);
        m_out += map ? '}' : ']';
    }
    void ext(qsizetype len)
    {
        const int type = qint8(need(1)[0]);
        binary(len, "$ext", type, true);
    }

    void value(int depth, bool)
    {
        const unsigned char c = need(1)[0];
        if (c <= 0x7F)
            return appendInteger(m_out, c);
        if (c >= 0xE0)
            return appendInteger(m_out, qint8(c));
        if ((c & 0xF0) == 0x80)
            return container(c & 0x0F, true, depth);
        if ((c & 0xF0) == 0x90)
            return container(c & 0x0F, false, depth);
        if ((c & 0xE0) == 0xA0)
            return string(c & 0x1F);
        switch (c) {
        case 0xC0: m_out += "null"; return;
        case 0xC2: m_out += "false"; return;
        case 0xC3: m_out += "true"; return;
        case 0xC4: return binary(qsizetype(be(1)), "$bin");
        case 0xC5: return binary(qsizetype(be(2)), "$bin");
        case 0xC6: return binary(qsizetype(be(4)), "$bin");
        case 0xC7: return ext(qsizetype(be(1)));
        case 0xC8: return ext(qsizetype(be(2)));
        case 0xC9: return ext(qsizetype(be(4)));
        case 0xCA: {
            const quint32 bits = quint32(be(4));
            float f;
            memcpy(&f, &bits, 4);
            return number(f);
        }
        case 0xCB: {
            const quint64 bits = be(8);
            double d;
            memcpy(&d, &bits, 8);
            return number(d);
        }
        case 0xCC: return appendInteger(m_out, qint64(be(1)));
        case 0xCD: return appendInteger(m_out, qint64(be(2)));
        case 0xCE: return appendInteger(m_out, qint64(be(4)));
        case 0xCF: {
            const quint64 v = be(8);
            m_out += QByteArray::number(v);
            return;
        }
        case 0xD0: return appendInteger(m_out, qint8(be(1)));
        case 0xD1: return appendInteger(m_out, qint16(be(2)));
        case 0xD2: return appendInteger(m_out, qint32(be(4)));
        case 0xD3: return appendInteger(m_out, qint64(be(8)));
        case 0xD4: return ext(1);
        case 0xD5: return ext(2);
        case 0xD6: return ext(4);
        case 0xD7: return ext(8);
        case 0xD8: return ext(16);
        case 0xD9: return string(qsizetype(be(1)));
        case 0xDA: return string(qsizetype(be(2)));
        case 0xDB: return string(qsizetype(be(4)));
        case 0xDC: return container(be(2), false, depth);
        case 0xDD: return container(be(4), false, depth);
        case 0xDE: return container(be(2), true, depth);
        case 0xDF: return container(be(4), true, depth);
        default:
            throw MsgPackFailure{QStringLiteral("byte 0x%1 at %2 is not a MessagePack type")
                                     .arg(c, 2, 16, QLatin1Char('0'))
                                     .arg(m_pos - 1)};
        }
    }

    QByteArrayView m_in;
    const DecodeLimits &m_limits;
    qsizetype m_pos = 0;
    QByteArray m_out;
};

} // namespace

Result<QString> messagePackToJson(QByteArrayView bytes, const DecodeLimits &limits)
{
    if (bytes.isEmpty())
        return Error::usage(KS_ERR("Not MessagePack: no bytes"));
    try {
        EscapeOptions o; // bidi and control characters inside strings are shown escaped
        o.keepLineBreaks = true;
        return escapedText(QByteArrayView(MsgPackReader(bytes, limits).run()), o);
    } catch (const MsgPackFailure &f) {
        return Error::usage(KS_ERR("Not MessagePack: %1").arg(f.why));
    }
}

} // namespace kafscope
