#include "browse/record_json.h"

#include "browse/utf8_text.h"

#include <QDateTime>

#include <charconv>
#include <cstring>

namespace kafscope {

namespace {

// True when every byte is printable ASCII other than '"' and '\\' (nothing to escape or validate),
// checked eight bytes at a time.
bool plainAscii(const char *data, qint64 n)
{
    constexpr quint64 ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    auto hasZero = [](quint64 v) { return (v - ones) & ~v & highs; };
    qint64 i = 0;
    for (; i + 8 <= n; i += 8) {
        quint64 w;
        memcpy(&w, data + i, 8);
        const quint64 below20 = (w - ones * 0x20) & ~w & highs; // a byte < 0x20 (for bytes < 0x80)
        if ((w & highs) || below20 || hasZero(w ^ (ones * '"')) || hasZero(w ^ (ones * '\\')))
            return false;
    }
    for (; i < n; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\')
            return false;
    }
    return true;
}

// Writes into memory reserved beforehand (bounds computed by the callers), so the hot path has no
// per-call capacity checks or reallocations.
struct RawWriter {
    char *p;
    void put(char c) { *p++ = c; }
    void put(const char *s, size_t n)
    {
        memcpy(p, s, n);
        p += n;
    }
    template <size_t N> void lit(const char (&s)[N]) { put(s, N - 1); }
    void integer(qint64 v) { p = std::to_chars(p, p + 24, v).ptr; }
    void jsonString(const char *s, qsizetype n)
    {
        static const char hex[] = "0123456789abcdef";
        put('"');
        qsizetype run = 0;
        for (qsizetype i = 0; i < n; ++i) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            if (c >= 0x20 && c != '"' && c != '\\')
                continue;
            put(s + run, size_t(i - run));
            run = i + 1;
            switch (c) {
            case '"': lit("\\\""); break;
            case '\\': lit("\\\\"); break;
            case '\n': lit("\\n"); break;
            case '\r': lit("\\r"); break;
            case '\t': lit("\\t"); break;
            default: {
                const char e[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xF]};
                put(e, 6);
            }
            }
        }
        put(s + run, size_t(n - run));
        put('"');
    }
    void base64(const char *data, qsizetype n)
    {
        static const char table[] =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        const auto *b = reinterpret_cast<const unsigned char *>(data);
        qsizetype i = 0;
        for (; i + 3 <= n; i += 3) {
            const quint32 v = (quint32(b[i]) << 16) | (quint32(b[i + 1]) << 8) | b[i + 2];
            const char out[4] = {table[v >> 18], table[(v >> 12) & 63], table[(v >> 6) & 63],
                                 table[v & 63]};
            put(out, 4);
        }
        if (i < n) {
            const quint32 v = (quint32(b[i]) << 16) | (i + 1 < n ? quint32(b[i + 1]) << 8 : 0);
            const char out[4] = {table[v >> 18], table[(v >> 12) & 63],
                                 i + 1 < n ? table[(v >> 6) & 63] : '=', '='};
            put(out, 4);
        }
    }
    // "NAME":VALUE for a payload; returns its encoding name.
    const char *payload(const char *data, qint64 len)
    {
        if (!data) {
            lit("null");
            return "null";
        }
        if (plainAscii(data, len)) { // the common case: one pass, one copy
            put('"');
            put(data, size_t(len));
            put('"');
            return "utf8";
        }
        if (isValidUtf8(QByteArrayView(data, len))) {
            jsonString(data, len);
            return "utf8";
        }
        put('"');
        base64(data, len);
        put('"');
        return "base64";
    }
};

// The most a payload can take as a JSON string (every byte escaped as \u00XX) or base64.
constexpr qsizetype payloadBound(qint64 len)
{
    return 6 * len + 8;
}

// Grows `out` by `bound` bytes and returns a writer at the old end; finish() trims to what was
// written.
RawWriter reserveIn(QByteArray &out, qsizetype bound, qsizetype *start)
{
    *start = out.size();
    if (out.capacity() < *start + bound)
        out.reserve(qMax(out.capacity() * 2, *start + bound));
    out.resize(*start + bound);
    return RawWriter{out.data() + *start};
}

void finish(QByteArray &out, const RawWriter &w)
{
    out.resize(w.p - out.constData());
}

} // namespace

void appendInteger(QByteArray &out, qint64 value)
{
    qsizetype start;
    RawWriter w = reserveIn(out, 24, &start);
    w.integer(value);
    finish(out, w);
}

void appendJsonString(QByteArray &out, QByteArrayView s)
{
    qsizetype start;
    RawWriter w = reserveIn(out, payloadBound(s.size()), &start);
    w.jsonString(s.data(), s.size());
    finish(out, w);
}

void appendBase64(QByteArray &out, QByteArrayView bytes)
{
    qsizetype start;
    RawWriter w = reserveIn(out, payloadBound(bytes.size()), &start);
    w.base64(bytes.data(), bytes.size());
    finish(out, w);
}

RecordJsonWriter::RecordJsonWriter(const QString &topic)
{
    m_prefix = "{\"topic\":";
    appendJsonString(m_prefix, QByteArrayView(topic.toUtf8()));
    m_prefix += ",\"partition\":";
}

void RecordJsonWriter::append(QByteArray &out, const RecordView &r) const
{
    append(out, r, {}, {}, {});
}

void RecordJsonWriter::append(QByteArray &out, const RecordView &r, QByteArrayView decodedKey,
                              QByteArrayView decoded, QByteArrayView extra) const
{
    const int n = r.headerCount();
    qsizetype bound = m_prefix.size() + 256 + payloadBound(r.key ? r.keyLen : 0) +
                      payloadBound(r.value ? r.valueLen : 0) + decodedKey.size() + decoded.size() +
                      extra.size() + 1;
    for (int i = 0; i < n; ++i) {
        const HeaderView h = r.header(i);
        bound += 64 + 4 * payloadBound(h.key.size()) + payloadBound(h.value.size());
    }
    qsizetype start;
    RawWriter w = reserveIn(out, bound, &start);
    w.put(m_prefix.constData(), size_t(m_prefix.size()));
    w.integer(r.partition);
    w.lit(",\"offset\":");
    w.integer(r.offset);
    w.lit(",\"timestamp\":");
    w.integer(r.timestampMs);
    if (r.timestampType == 1)
        w.lit(",\"timestamp_type\":\"create\",\"key\":");
    else if (r.timestampType == 2)
        w.lit(",\"timestamp_type\":\"log_append\",\"key\":");
    else
        w.lit(",\"timestamp_type\":\"none\",\"key\":");
    const char *keyEnc = "schema";
    if (decodedKey.isEmpty())
        keyEnc = w.payload(r.key, r.keyLen);
    else
        w.put(decodedKey.data(), size_t(decodedKey.size()));
    w.lit(",\"value\":");
    const char *valueEnc = "schema";
    if (decoded.isEmpty())
        valueEnc = w.payload(r.value, r.valueLen);
    else
        w.put(decoded.data(), size_t(decoded.size()));
    w.lit(",\"headers\":[");
    for (int i = 0; i < n; ++i) {
        const HeaderView h = r.header(i);
        if (i)
            w.put(',');
        w.lit("{\"key\":");
        // Header names are UTF-8 by Kafka's protocol; a broken one is shown escaped, never dropped.
        if (isValidUtf8(h.key)) {
            w.jsonString(h.key.data(), h.key.size());
        } else {
            QByteArray fixed;
            appendEscapedUtf8(fixed, h.key);
            w.jsonString(fixed.constData(), fixed.size());
        }
        w.lit(",\"value\":");
        const char *enc =
            w.payload(h.isNull ? nullptr : (h.value.data() ? h.value.data() : ""), h.value.size());
        w.lit(",\"value_encoding\":\"");
        w.put(enc, strlen(enc));
        w.lit("\"}");
    }
    w.lit("],\"key_encoding\":\"");
    w.put(keyEnc, strlen(keyEnc));
    w.lit("\",\"value_encoding\":\"");
    w.put(valueEnc, strlen(valueEnc));
    w.put('"');
    if (!extra.isEmpty()) {
        w.put(',');
        w.put(extra.data(), size_t(extra.size()));
    }
    w.lit("}\n");
    finish(out, w);
}

void appendRecordText(QByteArray &out, const RecordView &r)
{
    appendInteger(out, r.partition);
    out += '\t';
    appendInteger(out, r.offset);
    out += '\t';
    out += r.timestampMs >= 0 ? QDateTime::fromMSecsSinceEpoch(r.timestampMs, Qt::UTC)
                                    .toString(Qt::ISODateWithMs)
                                    .toLatin1()
                              : QByteArray("-");
    out += '\t';
    // Backslashes are doubled, so a value holding the text \x1B differs from one holding ESC.
    EscapeOptions o;
    o.escapeBackslash = true;
    if (r.key)
        appendEscapedUtf8(out, r.keyView(), o);
    else
        out += "(null)";
    out += '\t';
    if (r.value)
        appendEscapedUtf8(out, r.valueView(), o);
    else
        out += "(null)";
    out += '\n';
}

} // namespace kafscope
