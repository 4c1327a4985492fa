// Evaluates a compiled filter against one record; JSON is parsed at most once per side.
#include "browse/filter.h"

#include <re2/re2.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace kafscope {

namespace {

using Op = FilterPredicate::Op;
using Kind = FilterLiteral::Kind;

struct Context {
    const RecordView &record;
    std::optional<QJsonDocument> keyJson;
    std::optional<QJsonDocument> valueJson;

    const QJsonDocument &json(bool key)
    {
        std::optional<QJsonDocument> &slot = key ? keyJson : valueJson;
        if (!slot) {
            const QByteArrayView v = key ? record.keyView() : record.valueView();
            const char *data = key ? record.key : record.value;
            slot = data ? QJsonDocument::fromJson(QByteArray::fromRawData(v.data(), v.size()))
                        : QJsonDocument();
        }
        return *slot;
    }
};

template <typename T> bool ordered(Op op, const T &a, const T &b)
{
    switch (op) {
    case Op::Eq: return a == b;
    case Op::Ne: return !(a == b);
    case Op::Lt: return a < b;
    case Op::Le: return a <= b;
    case Op::Gt: return a > b;
    case Op::Ge: return a >= b;
    default: return false;
    }
}

std::optional<double> numberIn(QByteArrayView bytes)
{
    if (bytes.isEmpty() || bytes.size() > 64)
        return std::nullopt;
    bool ok = false;
    const double d = QByteArray::fromRawData(bytes.data(), bytes.size()).toDouble(&ok);
    return ok ? std::optional<double>(d) : std::nullopt;
}

// Raw bytes (key, value or a header value; `isNull` for a null one) against one literal.
bool compareBytes(Op op, QByteArrayView bytes, bool isNull, const FilterLiteral &l)
{
    if (l.kind == Kind::Null)
        return op == Op::Eq ? isNull : op == Op::Ne ? !isNull : false;
    if (isNull)
        return op == Op::Ne;
    if (l.kind == Kind::Number) {
        const auto n = numberIn(bytes);
        if (!n)
            return op == Op::Ne;
        return ordered(op, *n, l.number);
    }
    if (l.kind == Kind::Bool)
        return ordered(op, bytes, QByteArrayView(l.boolean ? "true" : "false"));
    return ordered(op, bytes, QByteArrayView(l.bytes));
}

bool compareJson(Op op, const QJsonValue &v, const FilterLiteral &l)
{
    if (v.isUndefined())
        return op == Op::Ne;
    switch (l.kind) {
    case Kind::Null: return op == Op::Eq ? v.isNull() : op == Op::Ne ? !v.isNull() : false;
    case Kind::Bool: return v.isBool() ? ordered(op, v.toBool(), l.boolean) : op == Op::Ne;
    case Kind::Number: return v.isDouble() ? ordered(op, v.toDouble(), l.number) : op == Op::Ne;
    case Kind::String:
    case Kind::Bytes:
        if (!v.isString())
            return op == Op::Ne;
        return l.kind == Kind::String
                   ? ordered(op, v.toString(), l.text)
                   : ordered(op, QByteArrayView(v.toString().toUtf8()), QByteArrayView(l.bytes));
    }
    return false;
}

QJsonValue walk(const QJsonDocument &doc, const QList<JsonPathStep> &path)
{
    if (doc.isNull())
        return QJsonValue(QJsonValue::Undefined);
    QJsonValue cur = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
    for (const JsonPathStep &s : path) {
        if (s.index >= 0 && cur.isArray()) {
            const QJsonArray a = cur.toArray();
            if (s.index >= a.size())
                return QJsonValue(QJsonValue::Undefined);
            cur = a.at(s.index);
        } else if (cur.isObject()) {
            const QJsonObject o = cur.toObject();
            const QString key = s.index >= 0 ? QString::number(s.index) : s.name;
            auto it = o.constFind(key);
            if (it == o.constEnd())
                return QJsonValue(QJsonValue::Undefined);
            cur = it.value();
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return cur;
}

bool containsBytes(QByteArrayView hay, bool isNull, const FilterLiteral &needle)
{
    return !isNull && hay.indexOf(QByteArrayView(needle.bytes)) >= 0;
}

bool regexMatches(const std::shared_ptr<const re2::RE2> &re, QByteArrayView utf8)
{
    return RE2::PartialMatch(re2::StringPiece(utf8.data(), size_t(utf8.size())), *re);
}

bool evalBytes(const FilterPredicate &p, QByteArrayView bytes, bool isNull)
{
    switch (p.op) {
    case Op::Exists: return !isNull;
    case Op::Contains: return containsBytes(bytes, isNull, p.literals.first());
    case Op::Matches: return !isNull && regexMatches(p.regex, bytes);
    case Op::In:
        for (const FilterLiteral &l : p.literals)
            if (compareBytes(Op::Eq, bytes, isNull, l))
                return true;
        return false;
    default: return compareBytes(p.op, bytes, isNull, p.literals.first());
    }
}

bool evalJson(const FilterPredicate &p, const QJsonValue &v)
{
    switch (p.op) {
    case Op::Exists: return !v.isUndefined();
    case Op::Contains: {
        const FilterLiteral &l = p.literals.first();
        if (v.isString())
            return v.toString().toUtf8().contains(l.bytes);
        if (v.isArray())
            for (const QJsonValue &e : v.toArray())
                if (compareJson(Op::Eq, e, l))
                    return true;
        return false;
    }
    case Op::Matches:
        if (v.isString())
            return regexMatches(p.regex, v.toString().toUtf8());
        if (v.isDouble())
            return regexMatches(p.regex, QByteArray::number(v.toDouble(), 'g', 17));
        return false;
    case Op::In:
        for (const FilterLiteral &l : p.literals)
            if (compareJson(Op::Eq, v, l))
                return true;
        return false;
    default: return compareJson(p.op, v, p.literals.first());
    }
}

bool evalNumber(const FilterPredicate &p, qint64 n)
{
    const double d = double(n);
    if (p.op == Op::In) {
        for (const FilterLiteral &l : p.literals)
            if (d == l.number)
                return true;
        return false;
    }
    return ordered(p.op, d, p.literals.first().number);
}

bool evalHeader(const FilterPredicate &p, const RecordView &r)
{
    const int n = r.headerCount();
    for (int i = 0; i < n; ++i) {
        const HeaderView h = r.header(i);
        if (h.key == QByteArrayView(p.header))
            return p.op == Op::Exists ||
                   evalBytes(p, h.value, h.isNull); // a null-valued header exists
    }
    return p.op == Op::Ne;
}

bool evalPredicate(const FilterPredicate &p, Context &ctx)
{
    using F = FilterPredicate::Field;
    const RecordView &r = ctx.record;
    switch (p.field) {
    case F::Partition: return evalNumber(p, r.partition);
    case F::Offset: return evalNumber(p, r.offset);
    case F::Timestamp: return evalNumber(p, r.timestampMs);
    case F::Size: return evalNumber(p, r.value ? r.valueLen : 0);
    case F::Header: return evalHeader(p, r);
    case F::Key:
    case F::Value: {
        const bool key = p.field == F::Key;
        if (p.hasPath)
            return evalJson(p, walk(ctx.json(key), p.path));
        return evalBytes(p, key ? r.keyView() : r.valueView(), (key ? r.key : r.value) == nullptr);
    }
    }
    return false;
}

bool evalNode(const FilterNode &n, Context &ctx)
{
    switch (n.kind) {
    case FilterNode::Kind::And: return evalNode(*n.left, ctx) && evalNode(*n.right, ctx);
    case FilterNode::Kind::Or: return evalNode(*n.left, ctx) || evalNode(*n.right, ctx);
    case FilterNode::Kind::Not: return !evalNode(*n.left, ctx);
    case FilterNode::Kind::Predicate: return evalPredicate(n.predicate, ctx);
    }
    return false;
}

} // namespace

bool Filter::matches(const RecordView &record) const
{
    if (!m_root)
        return true;
    Context ctx{record, std::nullopt, std::nullopt};
    return evalNode(*m_root, ctx);
}

} // namespace kafscope
