// The filter language's lexer and recursive-descent parser.
#include "browse/filter.h"

#include <re2/re2.h>

#include <QDateTime>

namespace kafscope {

namespace {

constexpr int kMaxFilterDepth = 64;
constexpr int kMaxLength = 10000;

struct Token {
    enum class Type { Ident, String, Number, Bytes, Op, End };
    Type type = Type::End;
    QString text; // identifier, operator, decoded string
    double number = 0;
    QByteArray bytes;
    int pos = 0; // 1-based
};

// RE2 refuses what it cannot run in linear time; the message names the construct, not just
// RE2's "invalid perl operator: (?=".
ErrorText regexConstruct(const RE2 &re, const QByteArray &pattern)
{
    const QByteArray a = QByteArray::fromStdString(re.error_arg());
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    switch (re.error_code()) {
    case RE2::ErrorBadPerlOp:
        if (a == "(?=")
            return KS_ERR("lookahead (?=...)");
        if (a == "(?!")
            return KS_ERR("negative lookahead (?!...)");
        if (a == "(?<" && pattern.contains("(?<="))
            return KS_ERR("lookbehind (?<=...)");
        if (a == "(?<" && pattern.contains("(?<!"))
            return KS_ERR("negative lookbehind (?<!...)");
        if (a == "(?<")
            return KS_ERR("named group (?<name>...) (write (?P<name>...))");
        if (a == "(?>")
            return KS_ERR("atomic group (?>...)");
        if (a == "(?(")
            return KS_ERR("conditional (?(...)...)");
        if (a == "(?R" || (a.size() == 3 && digit(a[2])))
            return KS_ERR("recursion %1").arg(QString::fromUtf8(a));
        return KS_ERR("group %1").arg(QString::fromUtf8(a));
    case RE2::ErrorBadEscape:
        if (a.size() == 2 && (digit(a[1]) || a[1] == 'k' || a[1] == 'g'))
            return KS_ERR("backreference %1").arg(QString::fromUtf8(a));
        return KS_ERR("escape %1").arg(QString::fromUtf8(a));
    case RE2::ErrorRepeatOp:
        if (a.endsWith('+') && a.size() >= 2)
            return KS_ERR("possessive quantifier %1").arg(QString::fromUtf8(a));
        return {};
    default: return {};
    }
}

struct ParseFailure {
    int pos;
    ErrorText message; // the detail, inside "Filter error at position %1: %2"
};

class Lexer {
public:
    explicit Lexer(const QString &s) : m_s(s) {}

    QList<Token> run()
    {
        QList<Token> out;
        while (true) {
            while (m_i < m_s.size() && m_s[m_i].isSpace())
                ++m_i;
            Token t;
            t.pos = int(m_i) + 1;
            if (m_i >= m_s.size()) {
                out.append(t);
                return out;
            }
            const QChar c = m_s[m_i];
            if (c == QLatin1Char('"') || c == QLatin1Char('\''))
                lexString(t);
            else if (c == QLatin1Char('0') && m_i + 1 < m_s.size() &&
                     (m_s[m_i + 1] == QLatin1Char('x') || m_s[m_i + 1] == QLatin1Char('X')))
                lexBytes(t);
            else if (c.isDigit() ||
                     (c == QLatin1Char('-') && m_i + 1 < m_s.size() && m_s[m_i + 1].isDigit()))
                lexNumber(t);
            else if (c.isLetter() || c == QLatin1Char('_'))
                lexIdent(t);
            else
                lexOp(t);
            out.append(t);
        }
    }

private:
    [[noreturn]] void fail(qsizetype at, const ErrorText &msg)
    {
        throw ParseFailure{int(at) + 1, msg};
    }

    void lexString(Token &t)
    {
        const QChar quote = m_s[m_i++];
        t.type = Token::Type::String;
        while (true) {
            if (m_i >= m_s.size())
                fail(t.pos - 1, KS_ERR("this string has no closing %1").arg(quote));
            QChar c = m_s[m_i++];
            if (c == quote)
                break;
            if (c == QLatin1Char('\\')) {
                if (m_i >= m_s.size())
                    fail(m_i - 1, KS_ERR("a backslash ends the filter"));
                const QChar e = m_s[m_i++];
                if (e == QLatin1Char('n'))
                    c = QLatin1Char('\n');
                else if (e == QLatin1Char('t'))
                    c = QLatin1Char('\t');
                else if (e == QLatin1Char('r'))
                    c = QLatin1Char('\r');
                else if (e == QLatin1Char('0'))
                    c = QChar(0);
                else
                    c = e; // \" \' \\ and, in regular expressions, everything else stays literal
                if (e != QLatin1Char('n') && e != QLatin1Char('t') && e != QLatin1Char('r') &&
                    e != QLatin1Char('0') && e != quote && e != QLatin1Char('\\'))
                    t.text += QLatin1Char('\\');
            }
            t.text += c;
        }
        t.bytes = t.text.toUtf8();
    }

    void lexBytes(Token &t)
    {
        const qsizetype start = m_i;
        m_i += 2;
        QByteArray hex;
        while (m_i < m_s.size() && isxdigit(m_s[m_i].toLatin1()))
            hex += m_s[m_i++].toLatin1();
        if (hex.isEmpty() || hex.size() % 2)
            fail(start, KS_ERR("a bytes literal needs an even number of hex digits after 0x"));
        t.type = Token::Type::Bytes;
        t.bytes = QByteArray::fromHex(hex);
        t.text = m_s.mid(start, m_i - start);
    }

    void lexNumber(Token &t)
    {
        const qsizetype start = m_i;
        if (m_s[m_i] == QLatin1Char('-'))
            ++m_i;
        while (m_i < m_s.size() &&
               (m_s[m_i].isDigit() || m_s[m_i] == QLatin1Char('.') ||
                m_s[m_i] == QLatin1Char('e') || m_s[m_i] == QLatin1Char('E') ||
                ((m_s[m_i] == QLatin1Char('+') || m_s[m_i] == QLatin1Char('-')) &&
                 (m_s[m_i - 1] == QLatin1Char('e') || m_s[m_i - 1] == QLatin1Char('E')))))
            ++m_i;
        bool ok = false;
        t.text = m_s.mid(start, m_i - start);
        t.number = t.text.toDouble(&ok);
        if (!ok)
            fail(start, KS_ERR("\"%1\" is not a number").arg(t.text));
        t.type = Token::Type::Number;
    }

    void lexIdent(Token &t)
    {
        const qsizetype start = m_i;
        while (m_i < m_s.size() && (m_s[m_i].isLetterOrNumber() || m_s[m_i] == QLatin1Char('_') ||
                                    m_s[m_i] == QLatin1Char('-')))
            ++m_i;
        t.type = Token::Type::Ident;
        t.text = m_s.mid(start, m_i - start);
    }

    void lexOp(Token &t)
    {
        static const QStringList ops = {
            QStringLiteral("=="), QStringLiteral("!="), QStringLiteral("<="), QStringLiteral(">="),
            QStringLiteral("&&"), QStringLiteral("||"), QStringLiteral("<"),  QStringLiteral(">"),
            QStringLiteral("!"),  QStringLiteral("~"),  QStringLiteral("("),  QStringLiteral(")"),
            QStringLiteral("["),  QStringLiteral("]"),  QStringLiteral(","),  QStringLiteral("."),
            QStringLiteral("=")};
        for (const QString &op : ops)
            if (QStringView(m_s).mid(m_i).startsWith(op)) {
                t.type = Token::Type::Op;
                t.text = op == QLatin1String("=") ? QStringLiteral("==") : op;
                m_i += op.size();
                return;
            }
        fail(m_i, KS_ERR("unexpected character '%1'").arg(m_s[m_i]));
    }

    const QString &m_s;
    qsizetype m_i = 0;
};

class Parser {
public:
    explicit Parser(QList<Token> tokens) : m_t(std::move(tokens)) {}

    std::unique_ptr<FilterNode> run()
    {
        auto root = parseOr(0);
        if (peek().type != Token::Type::End)
            fail(peek(),
                 KS_ERR("expected and/or or the end of the filter, found \"%1\"").arg(peek().text));
        return root;
    }

private:
    [[noreturn]] static void fail(const Token &t, const ErrorText &msg)
    {
        throw ParseFailure{t.pos, msg};
    }
    const Token &peek() const { return m_t[m_i]; }
    const Token &take() { return m_t[m_i < m_t.size() - 1 ? m_i++ : m_i]; }
    bool isWord(const char *w) const
    {
        return peek().type == Token::Type::Ident &&
               peek().text.compare(QLatin1String(w), Qt::CaseInsensitive) == 0;
    }
    bool isOp(const char *o) const
    {
        return peek().type == Token::Type::Op && peek().text == QLatin1String(o);
    }
    void expectOp(const char *o, const ErrorText &what)
    {
        if (!isOp(o))
            fail(peek(), KS_ERR("expected %1").arg(what));
        take();
    }

    static std::unique_ptr<FilterNode> join(FilterNode::Kind k, std::unique_ptr<FilterNode> a,
                                            std::unique_ptr<FilterNode> b)
    {
        auto n = std::make_unique<FilterNode>();
        n->kind = k;
        n->left = std::move(a);
        n->right = std::move(b);
        return n;
    }

    void enter(int depth)
    {
        if (depth > kMaxFilterDepth)
            fail(peek(), KS_ERR("the filter nests deeper than %1 levels").arg(kMaxFilterDepth));
    }

    std::unique_ptr<FilterNode> parseOr(int depth)
    {
        enter(depth);
        auto left = parseAnd(depth + 1);
        while (isWord("or") || isOp("||")) {
            take();
            left = join(FilterNode::Kind::Or, std::move(left), parseAnd(depth + 1));
        }
        return left;
    }

    std::unique_ptr<FilterNode> parseAnd(int depth)
    {
        enter(depth);
        auto left = parseUnary(depth + 1);
        while (isWord("and") || isOp("&&")) {
            take();
            left = join(FilterNode::Kind::And, std::move(left), parseUnary(depth + 1));
        }
        return left;
    }

    std::unique_ptr<FilterNode> parseUnary(int depth)
    {
        enter(depth);
        if (isWord("not") || isOp("!")) {
            take();
            return join(FilterNode::Kind::Not, parseUnary(depth + 1), nullptr);
        }
        if (isOp("(")) {
            take();
            auto inner = parseOr(depth + 1);
            expectOp(")", KS_ERR("a closing parenthesis"));
            return inner;
        }
        auto n = std::make_unique<FilterNode>();
        n->predicate = parsePredicate();
        return n;
    }

    FilterPredicate parsePredicate()
    {
        FilterPredicate p;
        const Token &f = peek();
        if (f.type != Token::Type::Ident)
            fail(f,
                 KS_ERR(
                     "expected a field: key, value, header, partition, offset, timestamp or size"));
        const QString name = f.text.toLower();
        take();
        using F = FilterPredicate::Field;
        if (name == QLatin1String("key") || name == QLatin1String("value")) {
            p.field = name == QLatin1String("key") ? F::Key : F::Value;
            parsePath(p);
        } else if (name == QLatin1String("header") || name == QLatin1String("headers")) {
            p.field = F::Header;
            parseHeaderName(p);
        } else if (name == QLatin1String("partition")) {
            p.field = F::Partition;
        } else if (name == QLatin1String("offset")) {
            p.field = F::Offset;
        } else if (name == QLatin1String("timestamp") || name == QLatin1String("time")) {
            p.field = F::Timestamp;
        } else if (name == QLatin1String("size")) {
            p.field = F::Size;
        } else {
            fail(
                f,
                KS_ERR(
                    "unknown field \"%1\" (key, value, header, partition, offset, timestamp, size)")
                    .arg(f.text));
        }
        parseOperator(p);
        return p;
    }

    void parsePath(FilterPredicate &p)
    {
        while (isOp(".") || isOp("[")) {
            p.hasPath = true;
            if (take().text == QLatin1String(".")) {
                if (peek().type != Token::Type::Ident && peek().type != Token::Type::Number)
                    fail(peek(), KS_ERR("expected a field name after '.'"));
                p.path.append({take().text, -1});
                continue;
            }
            const Token &inside = take();
            if (inside.type == Token::Type::Number && inside.number >= 0 && inside.number < 1e9 &&
                inside.number == double(int(inside.number)))
                p.path.append({QString(), int(inside.number)});
            else if (inside.type == Token::Type::String)
                p.path.append({inside.text, -1});
            else
                fail(inside, KS_ERR("expected an array index or a quoted name inside [ ]"));
            expectOp("]", KS_ERR("']'"));
        }
    }

    void parseHeaderName(FilterPredicate &p)
    {
        if (isOp(".")) {
            take();
            if (peek().type != Token::Type::Ident && peek().type != Token::Type::Number)
                fail(peek(), KS_ERR("expected a header name after \"header.\""));
            p.header = take().text.toUtf8();
        } else if (isOp("[")) {
            take();
            if (peek().type != Token::Type::String)
                fail(peek(), KS_ERR("expected a quoted header name inside [ ]"));
            p.header = take().bytes;
            expectOp("]", KS_ERR("']'"));
        } else {
            fail(peek(), KS_ERR("expected header.NAME or header[\"NAME\"]"));
        }
    }

    FilterLiteral parseLiteral()
    {
        const Token &t = peek();
        FilterLiteral l;
        switch (t.type) {
        case Token::Type::String:
            l.kind = FilterLiteral::Kind::String;
            l.text = t.text;
            l.bytes = t.bytes;
            break;
        case Token::Type::Bytes:
            l.kind = FilterLiteral::Kind::Bytes;
            l.bytes = t.bytes;
            break;
        case Token::Type::Number:
            l.kind = FilterLiteral::Kind::Number;
            l.number = t.number;
            break;
        case Token::Type::Ident:
            if (isWord("null")) {
                l.kind = FilterLiteral::Kind::Null;
            } else if (isWord("true") || isWord("false")) {
                l.kind = FilterLiteral::Kind::Bool;
                l.boolean = isWord("true");
            } else {
                fail(t,
                     KS_ERR(
                         "expected a value (a \"string\", a number, 0xBYTES, true, false or null), "
                         "found \"%1\"")
                         .arg(t.text));
            }
            break;
        default:
            fail(t,
                 KS_ERR("expected a value (a \"string\", a number, 0xBYTES, true, false or null)"));
        }
        take();
        return l;
    }

    // Timestamps may be given as ISO 8601 strings; they are turned into milliseconds here.
    FilterLiteral timestampLiteral()
    {
        const Token at = peek();
        FilterLiteral l = parseLiteral();
        if (l.kind == FilterLiteral::Kind::String) {
            const QDateTime t = QDateTime::fromString(l.text, Qt::ISODateWithMs);
            if (!t.isValid())
                fail(at, KS_ERR("\"%1\" is not an ISO 8601 time").arg(l.text));
            l.kind = FilterLiteral::Kind::Number;
            l.number = double(t.toMSecsSinceEpoch());
        }
        if (l.kind != FilterLiteral::Kind::Number)
            fail(at, KS_ERR("this field compares with numbers"));
        return l;
    }

    FilterLiteral operand(const FilterPredicate &p)
    {
        using F = FilterPredicate::Field;
        if (p.field == F::Timestamp)
            return timestampLiteral();
        const Token at = peek();
        FilterLiteral l = parseLiteral();
        if ((p.field == F::Partition || p.field == F::Offset || p.field == F::Size) &&
            l.kind != FilterLiteral::Kind::Number)
            fail(at, KS_ERR("this field compares with numbers"));
        return l;
    }

    void parseOperator(FilterPredicate &p)
    {
        using O = FilterPredicate::Op;
        const Token at = peek();
        static const QList<QPair<const char *, O>> cmp = {
            {"==", O::Eq}, {"!=", O::Ne}, {"<", O::Lt}, {"<=", O::Le}, {">", O::Gt}, {">=", O::Ge}};
        for (const auto &[sym, op] : cmp)
            if (isOp(sym)) {
                take();
                p.op = op;
                p.literals.append(operand(p));
                return;
            }
        if (isWord("exists")) {
            take();
            p.op = O::Exists;
        } else if (isWord("in")) {
            take();
            p.op = O::In;
            expectOp("[", KS_ERR("'[' after in"));
            if (!isOp("]"))
                do {
                    p.literals.append(operand(p));
                } while (isOp(",") && (take(), true));
            expectOp("]", KS_ERR("',' or ']'"));
        } else if (isWord("contains")) {
            take();
            p.op = O::Contains;
            if (peek().type != Token::Type::String && peek().type != Token::Type::Bytes)
                fail(peek(), KS_ERR("contains needs a \"string\" or 0xBYTES"));
            p.literals.append(parseLiteral());
        } else if (isWord("matches") || isOp("~")) {
            take();
            p.op = O::Matches;
            if (peek().type != Token::Type::String)
                fail(peek(), KS_ERR("matches needs a regular expression in quotes"));
            const Token re = take();
            RE2::Options options;
            options.set_log_errors(false);
            const QByteArray pattern = re.text.toUtf8();
            auto compiled = std::make_shared<const RE2>(
                re2::StringPiece(pattern.constData(), size_t(pattern.size())), options);
            if (!compiled->ok()) {
                const ErrorText construct = regexConstruct(*compiled, pattern);
                if (!construct.isEmpty())
                    throw ParseFailure{
                        re.pos + 1,
                        KS_ERR("unsupported in a regular expression: %1 (RE2 syntax: no "
                               "backreferences, lookaround, atomic groups or possessive "
                               "quantifiers)")
                            .arg(construct)};
                throw ParseFailure{re.pos + 1, KS_ERR("invalid regular expression: %1")
                                                   .arg(QString::fromStdString(compiled->error()))};
            }
            p.regex = std::move(compiled);
        } else {
            fail(at, KS_ERR("expected an operator (== != < <= > >= in contains matches exists)"));
        }
        using F = FilterPredicate::Field;
        const bool numeric = p.field == F::Partition || p.field == F::Offset ||
                             p.field == F::Timestamp || p.field == F::Size;
        if (numeric && (p.op == O::Contains || p.op == O::Matches || p.op == O::Exists))
            fail(at, KS_ERR("this field only compares with numbers (== != < <= > >= in)"));
    }

    QList<Token> m_t;
    qsizetype m_i = 0;
};

} // namespace

Result<Filter> Filter::parse(const QString &text, int *errorPosition)
{
    if (errorPosition)
        *errorPosition = 0;
    auto failWith = [&](int pos, const ErrorText &msg) -> Result<Filter> {
        if (errorPosition)
            *errorPosition = pos;
        return Error::usage(KS_ERR("Filter error at position %1: %2").arg(pos).arg(msg))
            .withCause(Error::Cause::InvalidFilter);
    };
    if (text.size() > kMaxLength)
        return failWith(kMaxLength,
                        KS_ERR("the filter is longer than %1 characters").arg(kMaxLength));
    if (text.trimmed().isEmpty())
        return failWith(1, KS_ERR("the filter is empty"));
    try {
        Filter f;
        f.m_text = text;
        f.m_root = Parser(Lexer(text).run()).run();
        return f;
    } catch (const ParseFailure &e) {
        return failWith(e.pos, e.message);
    }
}

} // namespace kafscope
