#include "browse/utf8_text.h"

#include <cstring>

namespace kafscope {

int utf8SequenceLength(const unsigned char *p, qsizetype n, char32_t *cp)
{
    const unsigned char c = p[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    int len = 0;
    char32_t v = 0, min = 0;
    if ((c & 0xE0) == 0xC0) {
        len = 2, v = c & 0x1F, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        len = 3, v = c & 0x0F, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        len = 4, v = c & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if (n < len)
        return 0;
    for (int i = 1; i < len; ++i) {
        if ((p[i] & 0xC0) != 0x80)
            return 0;
        v = (v << 6) | (p[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return len;
}

bool isValidUtf8(QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // ASCII fast path, eight bytes at a time.
        while (i + 8 <= n) {
            quint64 w;
            memcpy(&w, p + i, 8);
            if (w & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        if (p[i] < 0x80) {
            ++i;
            continue;
        }
        char32_t cp;
        const int len = utf8SequenceLength(p + i, n - i, &cp);
        if (!len)
            return false;
        i += len;
    }
    return true;
}

bool isBidiOrInvisible(char32_t c)
{
    return c == 0x061C || c == 0x200B || c == 0x200C || c == 0x200D || c == 0x200E || c == 0x200F ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 ||
           c == 0x2029 || c == 0xFEFF || c == 0x180E || (c >= 0xFFF9 && c <= 0xFFFB);
}

namespace {

void appendHexByte(QByteArray &out, const char *prefix, unsigned v)
{
    static const char digits[] = "0123456789ABCDEF";
    out += prefix;
    out += digits[(v >> 4) & 0xF];
    out += digits[v & 0xF];
}

void appendCodePointEscape(QByteArray &out, char32_t c)
{
    out += "\\u{";
    out += QByteArray::number(uint(c), 16).toUpper();
    out += '}';
}

} // namespace

void appendEscapedUtf8(QByteArray &out, QByteArrayView bytes, const EscapeOptions &o)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = o.maxBytes >= 0 ? qMin(bytes.size(), o.maxBytes) : bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c >= 0x20 && c < 0x7F) {
            if (c == '\\' && o.escapeBackslash)
                out += '\\';
            out += char(c);
            ++i;
            continue;
        }
        if (c < 0x80) {
            if (o.keepLineBreaks && (c == '\n' || c == '\t'))
                out += char(c);
            else if (c == '\n')
                out += "\\n";
            else if (c == '\t')
                out += "\\t";
            else if (c == '\r')
                out += "\\r";
            else
                appendHexByte(out, "\\x", c);
            ++i;
            continue;
        }
        char32_t cp;
        const int len = utf8SequenceLength(p + i, bytes.size() - i, &cp);
        if (!len) {
            appendHexByte(out, "\\x", c);
            ++i;
        } else if ((cp >= 0x80 && cp < 0xA0) || isBidiOrInvisible(cp)) {
            appendCodePointEscape(out, cp);
            i += len;
        } else {
            out.append(reinterpret_cast<const char *>(p + i), len);
            i += len;
        }
    }
    if (n < bytes.size())
        out += "…";
}

QString escapedText(QByteArrayView bytes, const EscapeOptions &options)
{
    QByteArray out;
    out.reserve(
        qMin<qsizetype>(options.maxBytes >= 0 ? options.maxBytes : bytes.size(), bytes.size()) + 8);
    appendEscapedUtf8(out, bytes, options);
    return QString::fromUtf8(out);
}

QString escapedText(const QString &text, bool keepLineBreaks)
{
    EscapeOptions o;
    o.keepLineBreaks = keepLineBreaks;
    return escapedText(QByteArrayView(text.toUtf8()), o);
}

} // namespace kafscope
