#include "browse/record_json.h"

#include "browse/utf8_text.h"

#include <QDateTime>

#include <charconv>

namespace kafscope {

void appendInteger(QByteArray &out, qint64 value)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    out.append(buf, r.ptr - buf);
}

void appendJsonString(QByteArray &out, QByteArrayView s)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    const char *p = s.data();
    const qsizetype n = s.size();
    qsizetype run = 0; // start of the current run of bytes that need no escape
    for (qsizetype i = 0; i < n; ++i) {
        const unsigned char c = static_cast<unsigned char>(p[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(p + run, i - run);
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
    out.append(p + run, n - run);
    out += '"';
}

void appendBase64(QByteArray &out, QByteArrayView bytes)
{
    static const char table[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    const qsizetype start = out.size();
    out.resize(start + (n + 2) / 3 * 4);
    char *o = out.data() + start;
    qsizetype i = 0;
    for (; i + 3 <= n; i += 3) {
        const quint32 v = (quint32(p[i]) << 16) | (quint32(p[i + 1]) << 8) | p[i + 2];
        *o++ = table[v >> 18];
        *o++ = table[(v >> 12) & 63];
        *o++ = table[(v >> 6) & 63];
        *o++ = table[v & 63];
    }
    if (i < n) {
        const quint32 v = (quint32(p[i]) << 16) | (i + 1 < n ? quint32(p[i + 1]) << 8 : 0);
        *o++ = table[v >> 18];
        *o++ = table[(v >> 12) & 63];
        *o++ = i + 1 < n ? table[(v >> 6) & 63] : '=';
        *o++ = '=';
    }
}

namespace {

// Writes "NAME":VALUE for a payload and returns its encoding name.
const char *appendPayload(QByteArray &out, const char *name, const char *data, qint64 len)
{
    out += name;
    if (!data) {
        out += "null";
        return "null";
    }
    const QByteArrayView v(data, len);
    if (isValidUtf8(v)) {
        appendJsonString(out, v);
        return "utf8";
    }
    out += '"';
    appendBase64(out, v);
    out += '"';
    return "base64";
}

} // namespace

RecordJsonWriter::RecordJsonWriter(const QString &topic)
{
    m_prefix = "{\"topic\":";
    appendJsonString(m_prefix, QByteArrayView(topic.toUtf8()));
    m_prefix += ",\"partition\":";
}

void RecordJsonWriter::append(QByteArray &out, const RecordView &r) const
{
    out += m_prefix;
    appendInteger(out, r.partition);
    out += ",\"offset\":";
    appendInteger(out, r.offset);
    out += ",\"timestamp\":";
    appendInteger(out, r.timestampMs);
    out += r.timestampType == 1 ? ",\"timestamp_type\":\"create\"" : r.timestampType == 2 ? ",\"timestamp_type\":\"log_append\"" : ",\"timestamp_type\":\"none\"";
    const char *keyEnc = appendPayload(out, ",\"key\":", r.key, r.keyLen);
    const char *valueEnc = appendPayload(out, ",\"value\":", r.value, r.valueLen);
    out += ",\"headers\":[";
    const int n = r.headerCount();
    for (int i = 0; i < n; ++i) {
        const HeaderView h = r.header(i);
        out += i ? ",{\"key\":" : "{\"key\":";
        // Header names are UTF-8 by Kafka's protocol; a broken one is shown escaped, never dropped.
        if (isValidUtf8(h.key)) {
            appendJsonString(out, h.key);
        } else {
            QByteArray fixed;
            appendEscapedUtf8(fixed, h.key);
            appendJsonString(out, fixed);
        }
        const char *enc = appendPayload(out, ",\"value\":", h.isNull ? nullptr : (h.value.data() ? h.value.data() : ""), h.value.size());
        out += ",\"value_encoding\":\"";
        out += enc;
        out += "\"}";
    }
    out += "],\"key_encoding\":\"";
    out += keyEnc;
    out += "\",\"value_encoding\":\"";
    out += valueEnc;
    out += "\"}\n";
}

void appendRecordText(QByteArray &out, const RecordView &r)
{
    appendInteger(out, r.partition);
    out += '\t';
    appendInteger(out, r.offset);
    out += '\t';
    out += r.timestampMs >= 0 ? QDateTime::fromMSecsSinceEpoch(r.timestampMs, Qt::UTC).toString(Qt::ISODateWithMs).toLatin1()
                              : QByteArray("-");
    out += '\t';
    if (r.key)
        appendEscapedUtf8(out, r.keyView());
    else
        out += "(null)";
    out += '\t';
    if (r.value)
        appendEscapedUtf8(out, r.valueView());
    else
        out += "(null)";
    out += '\n';
}

} // namespace kafscope
