// Protobuf wire format without a schema: field numbers, wire types and values; length-delimited
// fields are shown as nested messages when they parse as one, else as text or bytes.
#include "browse/decoders.h"

#include "browse/utf8_text.h"

#include <cstring>

namespace kafscope {

namespace {

struct WireFailure {
    QString why;
};

class WireReader {
public:
    WireReader(QByteArrayView in, const DecodeLimits &limits) : m_in(in), m_limits(limits) {}

    // Parses [from, to) as a message at `depth`; appends to `out`. Returns the end position (a
    // group stops at its end tag). Throws on anything that is not a well-formed message.
    qsizetype message(qsizetype from, qsizetype to, int depth, QByteArray &out, int groupField = 0)
    {
        if (depth > m_limits.maxDepth)
            throw WireFailure{
                QStringLiteral("nested deeper than %1 levels").arg(m_limits.maxDepth)};
        qsizetype pos = from;
        while (pos < to) {
            const qsizetype fieldStart = pos;
            const quint64 key = varint(pos, to);
            const quint64 field = key >> 3;
            const int type = int(key & 7);
            if (field == 0 || field > 536870911)
                throw WireFailure{QStringLiteral("invalid field number %1 at byte %2")
                                      .arg(field)
                                      .arg(fieldStart)};
            if (type == 4) {
                if (int(field) != groupField)
                    throw WireFailure{QStringLiteral("unexpected end of group %1 at byte %2")
                                          .arg(field)
                                          .arg(fieldStart)};
                return pos;
            }
            out.append(QByteArray(depth * 2, ' '));
            out += QByteArray::number(field);
            switch (type) {
            case 0:
                out += ": varint ";
                out += QByteArray::number(varint(pos, to));
                break;
            case 1: {
                const quint64 v = fixed(pos, to, 8);
                double d;
                memcpy(&d, &v, 8);
                out += ": fixed64 " + QByteArray::number(v) + " (double " +
                       QByteArray::number(d, 'g', 17) + ")";
                break;
            }
            case 5: {
                const quint32 v = quint32(fixed(pos, to, 4));
                float f;
                memcpy(&f, &v, 4);
                out += ": fixed32 " + QByteArray::number(v) + " (float " +
                       QByteArray::number(f, 'g', 9) + ")";
                break;
            }
            case 2: {
                const quint64 len = varint(pos, to);
                if (len > quint64(to - pos))
                    throw WireFailure{
                        QStringLiteral("field %1 claims %2 bytes but only %3 are left")
                            .arg(field)
                            .arg(len)
                            .arg(to - pos)};
                lengthDelimited(pos, pos + qsizetype(len), depth, out);
                pos += qsizetype(len);
                break;
            }
            case 3: {
                out += " group {\n";
                pos = message(pos, to, depth + 1, out, int(field));
                out.append(QByteArray(depth * 2, ' '));
                out += '}';
                break;
            }
            default:
                throw WireFailure{
                    QStringLiteral("invalid wire type %1 at byte %2").arg(type).arg(fieldStart)};
            }
            out += '\n';
            if (out.size() > m_limits.maxOutputChars)
                throw WireFailure{QStringLiteral("the text would be longer than %1 characters")
                                      .arg(m_limits.maxOutputChars)};
        }
        if (groupField)
            throw WireFailure{QStringLiteral("group %1 has no end").arg(groupField)};
        return pos;
    }

private:
    quint64 varint(qsizetype &pos, qsizetype to)
    {
        quint64 v = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            if (pos >= to)
                throw WireFailure{QStringLiteral("truncated varint at byte %1").arg(pos)};
            const auto b = static_cast<unsigned char>(m_in[pos++]);
            if (shift == 63 && b > 1)
                throw WireFailure{QStringLiteral("varint too long at byte %1").arg(pos - 1)};
            v |= quint64(b & 0x7F) << shift;
            if (!(b & 0x80))
                return v;
        }
        throw WireFailure{QStringLiteral("varint too long at byte %1").arg(pos)};
    }

    quint64 fixed(qsizetype &pos, qsizetype to, int bytes)
    {
        if (to - pos < bytes)
            throw WireFailure{
                QStringLiteral("truncated %1-byte value at byte %2").arg(bytes).arg(pos)};
        quint64 v = 0;
        for (int i = bytes - 1; i >= 0; --i)
            v = (v << 8) | static_cast<unsigned char>(m_in[pos + i]);
        pos += bytes;
        return v;
    }

    void lengthDelimited(qsizetype from, qsizetype to, int depth, QByteArray &out)
    {
        const QByteArrayView bytes = m_in.sliced(from, to - from);
        if (to > from && depth < m_limits.maxDepth) {
            QByteArray nested;
            try {
                message(from, to, depth + 1, nested);
                out += " {\n" + nested;
                out.append(QByteArray(depth * 2, ' '));
                out += '}';
                return;
            } catch (const WireFailure &) {
                // not a message: text or bytes below
            }
        }
        if (isValidUtf8(bytes)) {
            out += ": string \"";
            EscapeOptions o;
            o.maxBytes = 4096;
            appendEscapedUtf8(out, bytes, o);
            out += '"';
        } else {
            out += ": bytes " +
                   bytes.first(qMin<qsizetype>(bytes.size(), 2048)).toByteArray().toHex(' ');
            if (bytes.size() > 2048)
                out += " …";
        }
    }

    QByteArrayView m_in;
    const DecodeLimits &m_limits;
};

} // namespace

Result<QString> protobufWire(QByteArrayView bytes, const DecodeLimits &limits)
{
    if (bytes.isEmpty())
        return Error::usage(KS_ERR("Not a protobuf message: no bytes"));
    DecodeLimits l = limits;
    l.maxDepth = qMin(limits.maxDepth, 16); // each level may re-try its fields as messages
    try {
        QByteArray out;
        WireReader(bytes, l).message(0, bytes.size(), 0, out);
        return QString::fromUtf8(out);
    } catch (const WireFailure &f) {
        return Error::usage(KS_ERR("Not a protobuf message: %1").arg(f.why));
    }
}

} // namespace kafscope
