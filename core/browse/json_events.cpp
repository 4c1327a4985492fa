#include "browse/json_events.h"

#include <vector>

namespace kafscope {

namespace {

struct Frame {
    bool object = false;
    int count = 0;
};

bool isWs(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

void appendUtf8(QByteArray &out, char32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

class Walker {
public:
    Walker(QByteArrayView bytes, int maxDepth,
           const std::function<bool(const JsonEvent &)> &handler)
        : m_b(bytes), m_maxDepth(maxDepth), m_handler(handler)
    {
    }

    Status run()
    {
        skipWs();
        bool hasKey = false;
        QString key;
        int index = -1;
        for (;;) {
            // A value at m_pos.
            if (m_pos >= m_b.size())
                return fail(QStringLiteral("a value is missing"));
            const char c = m_b[m_pos];
            JsonEvent e;
            e.depth = int(m_stack.size());
            e.hasKey = hasKey;
            e.key = key;
            e.index = index;
            bool container = false;
            if (c == '{' || c == '[') {
                if (int(m_stack.size()) >= m_maxDepth)
                    return fail(QStringLiteral("nested deeper than %1 levels").arg(m_maxDepth));
                e.kind = c == '{' ? JsonEvent::Kind::BeginObject : JsonEvent::Kind::BeginArray;
                ++m_pos;
                if (!m_handler(e))
                    return Ok{};
                m_stack.push_back({c == '{', 0});
                container = true;
            } else if (c == '"') {
                e.kind = JsonEvent::Kind::String;
                if (auto s = readString(e.text); !s)
                    return s;
                if (!m_handler(e))
                    return Ok{};
            } else if (c == '-' || isDigit(c)) {
                e.kind = JsonEvent::Kind::Number;
                if (auto s = readNumber(e.text); !s)
                    return s;
                if (!m_handler(e))
                    return Ok{};
            } else if (literal("true")) {
                e.kind = JsonEvent::Kind::True;
                if (!m_handler(e))
                    return Ok{};
            } else if (literal("false")) {
                e.kind = JsonEvent::Kind::False;
                if (!m_handler(e))
                    return Ok{};
            } else if (literal("null")) {
                e.kind = JsonEvent::Kind::Null;
                if (!m_handler(e))
                    return Ok{};
            } else if (c == '.' || c == '+') {
                return fail(QStringLiteral("a number must start with - or a digit"));
            } else {
                return fail(QStringLiteral("unexpected character"));
            }

            // After a value (or the opening of a container): find the next value, closing
            // containers on the way.
            bool justOpened = container;
            for (;;) {
                skipWs();
                if (m_stack.empty()) {
                    if (m_pos != m_b.size())
                        return fail(QStringLiteral("text after the end of the document"));
                    return Ok{};
                }
                Frame &top = m_stack.back();
                if (!justOpened)
                    ++top.count;
                if (m_pos >= m_b.size())
                    return fail(QStringLiteral("the document ends inside %1")
                                    .arg(top.object ? QStringLiteral("an object")
                                                    : QStringLiteral("an array")));
                const char n = m_b[m_pos];
                const char close = top.object ? '}' : ']';
                if (n == close) {
                    ++m_pos;
                    JsonEvent end;
                    end.kind = top.object ? JsonEvent::Kind::EndObject : JsonEvent::Kind::EndArray;
                    end.count = top.count;
                    m_stack.pop_back();
                    end.depth = int(m_stack.size());
                    if (!m_handler(end))
                        return Ok{};
                    justOpened = false;
                    continue;
                }
                if (!justOpened) {
                    if (n != ',')
                        return fail(QStringLiteral("expected , or %1").arg(QLatin1Char(close)));
                    ++m_pos;
                    skipWs();
                }
                if (top.object) {
                    if (m_pos >= m_b.size() || m_b[m_pos] != '"')
                        return fail(QStringLiteral("expected a member name"));
                    if (auto s = readString(key); !s)
                        return s;
                    skipWs();
                    if (m_pos >= m_b.size() || m_b[m_pos] != ':')
                        return fail(QStringLiteral("expected :"));
                    ++m_pos;
                    hasKey = true;
                    index = -1;
                } else {
                    hasKey = false;
                    key.clear();
                    index = top.count;
                }
                skipWs();
                break;
            }
        }
    }

private:
    Status fail(const QString &what) const
    {
        return Error::usage(KS_ERR("Not JSON: %1 at byte %2").arg(what).arg(m_pos));
    }

    void skipWs()
    {
        while (m_pos < m_b.size() && isWs(m_b[m_pos]))
            ++m_pos;
    }

    bool literal(const char *word)
    {
        const qsizetype n = qsizetype(qstrlen(word));
        if (m_b.size() - m_pos < n || m_b.sliced(m_pos, n) != QByteArrayView(word, n))
            return false;
        m_pos += n;
        return true;
    }

    Status readNumber(QString &text)
    {
        const qsizetype start = m_pos;
        if (m_b[m_pos] == '-')
            ++m_pos;
        if (m_pos >= m_b.size() || !isDigit(m_b[m_pos]))
            return fail(QStringLiteral("a number needs a digit"));
        if (m_b[m_pos] == '0') {
            ++m_pos;
        } else {
            while (m_pos < m_b.size() && isDigit(m_b[m_pos]))
                ++m_pos;
        }
        if (m_pos < m_b.size() && m_b[m_pos] == '.') {
            ++m_pos;
            if (m_pos >= m_b.size() || !isDigit(m_b[m_pos]))
                return fail(QStringLiteral("a digit must follow the decimal point"));
            while (m_pos < m_b.size() && isDigit(m_b[m_pos]))
                ++m_pos;
        }
        if (m_pos < m_b.size() && (m_b[m_pos] == 'e' || m_b[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_b.size() && (m_b[m_pos] == '+' || m_b[m_pos] == '-'))
                ++m_pos;
            if (m_pos >= m_b.size() || !isDigit(m_b[m_pos]))
                return fail(QStringLiteral("an exponent needs a digit"));
            while (m_pos < m_b.size() && isDigit(m_b[m_pos]))
                ++m_pos;
        }
        text = QString::fromLatin1(m_b.sliced(start, m_pos - start));
        return Ok{};
    }

    Status readString(QString &text)
    {
        ++m_pos; // the opening quote
        QByteArray out;
        for (;;) {
            if (m_pos >= m_b.size())
                return fail(QStringLiteral("a string is not closed"));
            const char c = m_b[m_pos];
            if (c == '"') {
                ++m_pos;
                break;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail(QStringLiteral("a control character inside a string"));
            if (c != '\\') {
                out += c;
                ++m_pos;
                continue;
            }
            if (m_pos + 1 >= m_b.size())
                return fail(QStringLiteral("a string is not closed"));
            const char esc = m_b[m_pos + 1];
            m_pos += 2;
            switch (esc) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                int unit = readHex4();
                if (unit < 0)
                    return fail(QStringLiteral("\\u needs four hex digits"));
                char32_t cp = char32_t(unit);
                if (unit >= 0xD800 && unit <= 0xDBFF && m_pos + 1 < m_b.size() &&
                    m_b[m_pos] == '\\' && m_b[m_pos + 1] == 'u') {
                    const qsizetype back = m_pos;
                    m_pos += 2;
                    const int low = readHex4();
                    if (low >= 0xDC00 && low <= 0xDFFF)
                        cp = 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(low) - 0xDC00);
                    else
                        m_pos = back; // not a pair: the second escape is read on its own
                }
                if (cp >= 0xD800 && cp <= 0xDFFF)
                    cp = 0xFFFD; // a lone surrogate
                appendUtf8(out, cp);
                break;
            }
            default: return fail(QStringLiteral("an unknown escape \\%1").arg(QLatin1Char(esc)));
            }
        }
        text = QString::fromUtf8(out);
        return Ok{};
    }

    int readHex4()
    {
        if (m_b.size() - m_pos < 4)
            return -1;
        int v = 0;
        for (int i = 0; i < 4; ++i) {
            const int h = hexValue(m_b[m_pos + i]);
            if (h < 0)
                return -1;
            v = v * 16 + h;
        }
        m_pos += 4;
        return v;
    }

    QByteArrayView m_b;
    int m_maxDepth;
    const std::function<bool(const JsonEvent &)> &m_handler;
    qsizetype m_pos = 0;
    std::vector<Frame> m_stack;
};

void appendQuotedJson(QString &out, const QString &s)
{
    out += QLatin1Char('"');
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        switch (c) {
        case u'"': out += QLatin1String("\\\""); break;
        case u'\\': out += QLatin1String("\\\\"); break;
        case u'\n': out += QLatin1String("\\n"); break;
        case u'\r': out += QLatin1String("\\r"); break;
        case u'\t': out += QLatin1String("\\t"); break;
        case u'\b': out += QLatin1String("\\b"); break;
        case u'\f': out += QLatin1String("\\f"); break;
        default:
            if (c < 0x20)
                out += QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
            else
                out += ch;
        }
    }
    out += QLatin1Char('"');
}

} // namespace

Status walkJson(QByteArrayView bytes, int maxDepth,
                const std::function<bool(const JsonEvent &)> &handler)
{
    return Walker(bytes, maxDepth, handler).run();
}

Result<QString> prettyJsonKeepingOrder(QByteArrayView bytes, int maxDepth, qsizetype maxOutputChars)
{
    QString out;
    bool truncated = false;
    std::vector<bool> first{
        true}; // per depth: no element written yet in the container at that depth
    const auto indent = [&](int depth) { out += QString(depth * 2, QLatin1Char(' ')); };
    const Status s = walkJson(bytes, maxDepth, [&](const JsonEvent &e) {
        const bool end =
            e.kind == JsonEvent::Kind::EndObject || e.kind == JsonEvent::Kind::EndArray;
        if (end) {
            if (e.count > 0) {
                out += QLatin1Char('\n');
                indent(e.depth);
            }
            out += e.kind == JsonEvent::Kind::EndObject ? QLatin1Char('}') : QLatin1Char(']');
            first.resize(size_t(e.depth) + 1);
        } else {
            if (e.depth > 0) {
                out += first[size_t(e.depth)] ? QStringLiteral("\n") : QStringLiteral(",\n");
                first[size_t(e.depth)] = false;
                indent(e.depth);
            }
            if (e.hasKey) {
                appendQuotedJson(out, e.key);
                out += QLatin1String(": ");
            }
            switch (e.kind) {
            case JsonEvent::Kind::BeginObject:
            case JsonEvent::Kind::BeginArray:
                out += e.kind == JsonEvent::Kind::BeginObject ? QLatin1Char('{') : QLatin1Char('[');
                first.resize(size_t(e.depth) + 2);
                first[size_t(e.depth) + 1] = true;
                break;
            case JsonEvent::Kind::String: appendQuotedJson(out, e.text); break;
            case JsonEvent::Kind::Number: out += e.text; break;
            case JsonEvent::Kind::True: out += QLatin1String("true"); break;
            case JsonEvent::Kind::False: out += QLatin1String("false"); break;
            case JsonEvent::Kind::Null: out += QLatin1String("null"); break;
            default: break;
            }
        }
        if (out.size() > maxOutputChars) {
            truncated = true;
            return false;
        }
        return true;
    });
    if (!s)
        return s.error();
    if (truncated)
        return out.left(maxOutputChars) + QStringLiteral("\n…");
    return out + QLatin1Char('\n');
}

} // namespace kafscope
