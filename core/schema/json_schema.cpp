#include "schema/json_schema.h"
#include "common/translations.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QUrl>

#include <re2/re2.h>

#include <cmath>
#include <mutex>

namespace kafscope::schema {

namespace {

constexpr int kMaxJsonSchemaDepth = 64;
constexpr qint64 kMaxSteps = 1000000;

QString shown(const QJsonValue &v)
{
    if (v.isString())
        return QStringLiteral("\"%1\"").arg(v.toString().left(60));
    if (v.isDouble() || v.isBool() || v.isNull())
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    return jsonKindOf(v);
}

bool isInteger(const QJsonValue &v)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    return std::isfinite(d) && std::floor(d) == d;
}

// JSON Schema's equality: numbers by value, objects regardless of key order (QJsonValue's ==).
bool same(const QJsonValue &a, const QJsonValue &b)
{
    return a == b;
}

// Draft 6+ allows true/false as a schema.
QJsonObject asObject(const QJsonValue &schema)
{
    return schema.toObject();
}

} // namespace

struct JsonSchema::Documents {
    QJsonValue root;
    QHash<QString, QJsonValue> byName; // referenced schemas by the name $ref uses
    mutable std::mutex regexMutex;
    mutable QHash<QString, std::shared_ptr<const re2::RE2>> regexes;

    std::shared_ptr<const re2::RE2> regex(const QString &pattern) const
    {
        std::lock_guard lock(regexMutex);
        auto it = regexes.find(pattern);
        if (it != regexes.end())
            return *it;
        RE2::Options options;
        options.set_log_errors(false);
        const QByteArray p = pattern.toUtf8();
        auto re = std::make_shared<const re2::RE2>(
            re2::StringPiece(p.constData(), size_t(p.size())), options);
        regexes.insert(pattern, re);
        return re;
    }
};

// The checks, with the document the current schema came from (for "#/..." references).
class JsonSchemaCheck {
public:
    using Docs = JsonSchema::Documents;
    explicit JsonSchemaCheck(const Docs &docs) : m_docs(docs) {}

    QString error;

    bool check(const QJsonValue &schema, const QJsonValue &doc, const QJsonValue &v,
               const QString &path, int depth)
    {
        if (depth > kMaxJsonSchemaDepth)
            return fail(path, KS_TR("nested deeper than %1 levels").arg(kMaxJsonSchemaDepth));
        // anyOf/oneOf over references to themselves could branch without end: a budget bounds it.
        if (++m_steps > kMaxSteps) {
            m_overBudget = true;
            return fail(path,
                        KS_TR("the schema takes more than %L1 steps to check").arg(kMaxSteps));
        }
        if (m_overBudget)
            return false;
        if (schema.isBool())
            return schema.toBool() ? true : fail(path, KS_TR("no value is allowed here"));
        if (!schema.isObject())
            return true; // nothing to assert
        const QJsonObject s = asObject(schema);
        if (const QJsonValue ref = s.value(QStringLiteral("$ref")); ref.isString()) {
            QJsonValue target, targetDoc;
            if (!resolve(ref.toString(), doc, target, targetDoc))
                return fail(path,
                            KS_TR("the schema's $ref %1 cannot be resolved").arg(ref.toString()));
            if (!check(target, targetDoc, v, path, depth + 1))
                return false;
            // Draft 4-7 ignore siblings of $ref; 2019-09 on apply them: checking them too is the
            // stricter reading and the one producers need.
        }
        return checkType(s, v, path) && checkEnum(s, v, path) && checkNumber(s, v, path) &&
               checkString(s, v, path) && checkArray(s, doc, v, path, depth) &&
               checkObject(s, doc, v, path, depth) && checkCombinators(s, doc, v, path, depth);
    }

private:
    static QString join(const QString &path, const QString &name)
    {
        return path.isEmpty() ? name : path + QLatin1Char('.') + name;
    }
    static QString index(const QString &path, qsizetype i)
    {
        return QStringLiteral("%1[%2]").arg(path).arg(i);
    }
    bool fail(const QString &path, const QString &why)
    {
        if (error.isEmpty())
            error = QStringLiteral("%1: %2").arg(path.isEmpty() ? KS_TR("the value") : path, why);
        return false;
    }
    // Runs `fn` with errors kept to itself: for anyOf/oneOf/not/if, whose branches may fail.
    template <typename Fn> bool quietly(Fn fn, QString *why = nullptr)
    {
        const QString saved = error;
        error.clear();
        const bool ok = fn();
        if (why)
            *why = error;
        error = saved;
        return ok;
    }

    bool resolve(const QString &ref, const QJsonValue &doc, QJsonValue &target,
                 QJsonValue &targetDoc) const
    {
        const qsizetype hash = ref.indexOf(QLatin1Char('#'));
        const QString name = hash < 0 ? ref : ref.left(hash);
        const QString pointer = hash < 0 ? QString() : ref.mid(hash + 1);
        if (name.isEmpty()) {
            targetDoc = doc;
        } else {
            const auto it = m_docs.byName.constFind(name);
            if (it == m_docs.byName.constEnd())
                return false;
            targetDoc = *it;
        }
        target = targetDoc;
        if (pointer.isEmpty())
            return true;
        if (!pointer.startsWith(QLatin1Char('/')))
            return false; // anchors ("#name") are not supported
        for (QString token : pointer.mid(1).split(QLatin1Char('/'))) {
            token.replace(QStringLiteral("~1"), QStringLiteral("/"));
            token.replace(QStringLiteral("~0"), QStringLiteral("~"));
            token = QUrl::fromPercentEncoding(token.toUtf8());
            if (target.isObject()) {
                const QJsonObject o = target.toObject();
                if (!o.contains(token))
                    return false;
                target = o.value(token);
            } else if (target.isArray()) {
                bool ok = false;
                const int i = token.toInt(&ok);
                if (!ok || i < 0 || i >= target.toArray().size())
                    return false;
                target = target.toArray().at(i);
            } else {
                return false;
            }
        }
        return true;
    }

    static bool hasType(const QString &type, const QJsonValue &v)
    {
        if (type == QLatin1String("null"))
            return v.isNull();
        if (type == QLatin1String("boolean"))
            return v.isBool();
        if (type == QLatin1String("object"))
            return v.isObject();
        if (type == QLatin1String("array"))
            return v.isArray();
        if (type == QLatin1String("number"))
            return v.isDouble();
        if (type == QLatin1String("integer"))
            return isInteger(v);
        if (type == QLatin1String("string"))
            return v.isString();
        return true; // an unknown type name asserts nothing
    }
    static QString typeWords(const QString &type)
    {
        if (type == QLatin1String("null"))
            return QStringLiteral("null");
        if (type == QLatin1String("boolean"))
            return KS_TR("a boolean");
        if (type == QLatin1String("object"))
            return KS_TR("an object");
        if (type == QLatin1String("array"))
            return KS_TR("an array");
        if (type == QLatin1String("number"))
            return KS_TR("a number");
        if (type == QLatin1String("integer"))
            return KS_TR("an integer");
        if (type == QLatin1String("string"))
            return KS_TR("a string");
        return type;
    }

    bool checkType(const QJsonObject &s, const QJsonValue &v, const QString &path)
    {
        const QJsonValue t = s.value(QStringLiteral("type"));
        if (t.isString()) {
            if (!hasType(t.toString(), v))
                return fail(path,
                            KS_TR("expected %1, got %2").arg(typeWords(t.toString()), shown(v)));
        } else if (t.isArray()) {
            QStringList words;
            for (const QJsonValue &one : t.toArray()) {
                if (hasType(one.toString(), v))
                    return true;
                words << typeWords(one.toString());
            }
            return fail(path,
                        KS_TR("expected %1, got %2").arg(words.join(KS_TR(" or ")), shown(v)));
        }
        return true;
    }

    bool checkEnum(const QJsonObject &s, const QJsonValue &v, const QString &path)
    {
        if (const QJsonValue e = s.value(QStringLiteral("enum")); e.isArray()) {
            QStringList allowed;
            for (const QJsonValue &one : e.toArray()) {
                if (same(one, v))
                    return true;
                allowed << shown(one);
            }
            return fail(path, KS_TR("expected one of %1, got %2")
                                  .arg(allowed.join(QStringLiteral(", ")), shown(v)));
        }
        if (s.contains(QStringLiteral("const")) && !same(s.value(QStringLiteral("const")), v))
            return fail(path, KS_TR("expected %1, got %2")
                                  .arg(shown(s.value(QStringLiteral("const"))), shown(v)));
        return true;
    }

    bool checkNumber(const QJsonObject &s, const QJsonValue &v, const QString &path)
    {
        if (!v.isDouble())
            return true;
        const double x = v.toDouble();
        const auto number = [&](const char *key, double &out) {
            const QJsonValue k = s.value(QLatin1String(key));
            if (!k.isDouble())
                return false;
            out = k.toDouble();
            return true;
        };
        double limit = 0;
        // Draft 4: exclusiveMinimum/Maximum are booleans that make minimum/maximum strict.
        const bool exclusiveMin = s.value(QStringLiteral("exclusiveMinimum")).toBool(false);
        const bool exclusiveMax = s.value(QStringLiteral("exclusiveMaximum")).toBool(false);
        if (number("minimum", limit) && (exclusiveMin ? !(x > limit) : x < limit))
            return fail(path, (exclusiveMin ? KS_TR("%1 is not above %2") : KS_TR("%1 is below %2"))
                                  .arg(shown(v), shown(QJsonValue(limit))));
        if (number("maximum", limit) && (exclusiveMax ? !(x < limit) : x > limit))
            return fail(path, (exclusiveMax ? KS_TR("%1 is not below %2") : KS_TR("%1 is above %2"))
                                  .arg(shown(v), shown(QJsonValue(limit))));
        if (number("exclusiveMinimum", limit) && !(x > limit))
            return fail(path, KS_TR("%1 is not above %2").arg(shown(v), shown(QJsonValue(limit))));
        if (number("exclusiveMaximum", limit) && !(x < limit))
            return fail(path, KS_TR("%1 is not below %2").arg(shown(v), shown(QJsonValue(limit))));
        if (number("multipleOf", limit) && limit > 0) {
            const double q = x / limit;
            if (!std::isfinite(q) ||
                std::fabs(q - std::round(q)) > 1e-9 * std::max(1.0, std::fabs(q)))
                return fail(
                    path,
                    KS_TR("%1 is not a multiple of %2").arg(shown(v), shown(QJsonValue(limit))));
        }
        return true;
    }

    bool checkString(const QJsonObject &s, const QJsonValue &v, const QString &path)
    {
        if (!v.isString())
            return true;
        const QString text = v.toString();
        qsizetype codePoints = 0;
        for (qsizetype i = 0; i < text.size(); ++i)
            if (!text.at(i).isLowSurrogate())
                ++codePoints;
        if (const QJsonValue m = s.value(QStringLiteral("minLength"));
            m.isDouble() && codePoints < m.toDouble())
            return fail(path,
                        KS_TR("%1 characters, fewer than %2").arg(codePoints).arg(m.toInteger()));
        if (const QJsonValue m = s.value(QStringLiteral("maxLength"));
            m.isDouble() && codePoints > m.toDouble())
            return fail(path,
                        KS_TR("%1 characters, more than %2").arg(codePoints).arg(m.toInteger()));
        if (const QJsonValue p = s.value(QStringLiteral("pattern")); p.isString()) {
            const auto re = m_docs.regex(p.toString());
            if (!re->ok())
                return fail(path, KS_TR("the schema's pattern %1 is not a regular expression RE2 "
                                        "accepts: %2")
                                      .arg(p.toString(), QString::fromStdString(re->error())));
            const QByteArray utf8 = text.toUtf8();
            if (!RE2::PartialMatch(re2::StringPiece(utf8.constData(), size_t(utf8.size())), *re))
                return fail(path,
                            KS_TR("%1 does not match the pattern %2").arg(shown(v), p.toString()));
        }
        return true;
    }

    bool checkArray(const QJsonObject &s, const QJsonValue &doc, const QJsonValue &v,
                    const QString &path, int depth)
    {
        if (!v.isArray())
            return true;
        const QJsonArray a = v.toArray();
        if (const QJsonValue m = s.value(QStringLiteral("minItems"));
            m.isDouble() && a.size() < m.toDouble())
            return fail(path, KS_TR("%1 items, fewer than %2").arg(a.size()).arg(m.toInteger()));
        if (const QJsonValue m = s.value(QStringLiteral("maxItems"));
            m.isDouble() && a.size() > m.toDouble())
            return fail(path, KS_TR("%1 items, more than %2").arg(a.size()).arg(m.toInteger()));
        if (s.value(QStringLiteral("uniqueItems")).toBool(false))
            for (qsizetype i = 0; i < a.size(); ++i)
                for (qsizetype j = i + 1; j < a.size(); ++j)
                    if (same(a.at(i), a.at(j)))
                        return fail(index(path, j), KS_TR("repeats item %1").arg(i));
        // A tuple: prefixItems (2020-12) or an array under items (older drafts); the rest of the
        // items follow items (2020-12) or additionalItems.
        QJsonArray tuple;
        QJsonValue rest;
        if (s.value(QStringLiteral("prefixItems")).isArray()) {
            tuple = s.value(QStringLiteral("prefixItems")).toArray();
            rest = s.value(QStringLiteral("items"));
        } else if (s.value(QStringLiteral("items")).isArray()) {
            tuple = s.value(QStringLiteral("items")).toArray();
            rest = s.value(QStringLiteral("additionalItems"));
        } else {
            rest = s.value(QStringLiteral("items"));
        }
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonValue itemSchema = i < tuple.size() ? tuple.at(i) : rest;
            if (itemSchema.isUndefined())
                continue;
            if (!check(itemSchema, doc, a.at(i), index(path, i), depth + 1))
                return false;
        }
        if (const QJsonValue c = s.value(QStringLiteral("contains")); !c.isUndefined()) {
            bool found = false;
            for (qsizetype i = 0; i < a.size() && !found; ++i)
                found = quietly([&] { return check(c, doc, a.at(i), index(path, i), depth + 1); });
            if (!found)
                return fail(path, KS_TR("no item fits the schema's \"contains\""));
        }
        return true;
    }

    bool checkObject(const QJsonObject &s, const QJsonValue &doc, const QJsonValue &v,
                     const QString &path, int depth)
    {
        if (!v.isObject())
            return true;
        const QJsonObject o = v.toObject();
        for (const QJsonValue &r : s.value(QStringLiteral("required")).toArray())
            if (!o.contains(r.toString()))
                return fail(join(path, r.toString()), KS_TR("required, but missing"));
        if (const QJsonValue m = s.value(QStringLiteral("minProperties"));
            m.isDouble() && o.size() < m.toDouble())
            return fail(path,
                        KS_TR("%1 properties, fewer than %2").arg(o.size()).arg(m.toInteger()));
        if (const QJsonValue m = s.value(QStringLiteral("maxProperties"));
            m.isDouble() && o.size() > m.toDouble())
            return fail(path,
                        KS_TR("%1 properties, more than %2").arg(o.size()).arg(m.toInteger()));
        const QJsonObject dependent = s.value(QStringLiteral("dependentRequired")).toObject();
        for (auto it = dependent.constBegin(); it != dependent.constEnd(); ++it)
            if (o.contains(it.key()))
                for (const QJsonValue &r : it.value().toArray())
                    if (!o.contains(r.toString()))
                        return fail(join(path, r.toString()),
                                    KS_TR("required when %1 is present").arg(it.key()));
        const QJsonObject properties = s.value(QStringLiteral("properties")).toObject();
        const QJsonObject patterns = s.value(QStringLiteral("patternProperties")).toObject();
        const QJsonValue additional = s.value(QStringLiteral("additionalProperties"));
        const QJsonValue names = s.value(QStringLiteral("propertyNames"));
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString where = join(path, it.key());
            if (!names.isUndefined() && !check(names, doc, QJsonValue(it.key()), where, depth + 1))
                return false;
            bool matched = false;
            if (properties.contains(it.key())) {
                matched = true;
                if (!check(properties.value(it.key()), doc, it.value(), where, depth + 1))
                    return false;
            }
            for (auto p = patterns.constBegin(); p != patterns.constEnd(); ++p) {
                const auto re = m_docs.regex(p.key());
                const QByteArray key = it.key().toUtf8();
                if (re->ok() &&
                    RE2::PartialMatch(re2::StringPiece(key.constData(), size_t(key.size())), *re)) {
                    matched = true;
                    if (!check(p.value(), doc, it.value(), where, depth + 1))
                        return false;
                }
            }
            if (!matched && !additional.isUndefined()) {
                if (additional.isBool() && !additional.toBool())
                    return fail(where, KS_TR("not a property the schema allows"));
                if (!check(additional, doc, it.value(), where, depth + 1))
                    return false;
            }
        }
        return true;
    }

    bool checkCombinators(const QJsonObject &s, const QJsonValue &doc, const QJsonValue &v,
                          const QString &path, int depth)
    {
        for (const QJsonValue &sub : s.value(QStringLiteral("allOf")).toArray())
            if (!check(sub, doc, v, path, depth + 1))
                return false;
        if (const QJsonValue any = s.value(QStringLiteral("anyOf")); any.isArray()) {
            QString firstWhy;
            bool ok = false;
            for (const QJsonValue &sub : any.toArray()) {
                QString why;
                if ((ok = quietly([&] { return check(sub, doc, v, path, depth + 1); }, &why)))
                    break;
                if (firstWhy.isEmpty())
                    firstWhy = why;
            }
            if (!ok)
                return fail(
                    path,
                    KS_TR("fits none of the schema's anyOf (the first says: %1)").arg(firstWhy));
        }
        if (const QJsonValue one = s.value(QStringLiteral("oneOf")); one.isArray()) {
            int fits = 0;
            QString firstWhy;
            for (const QJsonValue &sub : one.toArray()) {
                QString why;
                if (quietly([&] { return check(sub, doc, v, path, depth + 1); }, &why))
                    ++fits;
                else if (firstWhy.isEmpty())
                    firstWhy = why;
            }
            if (fits == 0)
                return fail(
                    path,
                    KS_TR("fits none of the schema's oneOf (the first says: %1)").arg(firstWhy));
            if (fits > 1)
                return fail(path,
                            KS_TR("fits %1 of the schema's oneOf, not exactly one").arg(fits));
        }
        if (const QJsonValue no = s.value(QStringLiteral("not")); !no.isUndefined())
            if (quietly([&] { return check(no, doc, v, path, depth + 1); }))
                return fail(path, KS_TR("fits the schema's \"not\""));
        if (const QJsonValue cond = s.value(QStringLiteral("if")); !cond.isUndefined()) {
            const bool holds = quietly([&] { return check(cond, doc, v, path, depth + 1); });
            const QJsonValue branch =
                s.value(holds ? QStringLiteral("then") : QStringLiteral("else"));
            if (!branch.isUndefined() && !check(branch, doc, v, path, depth + 1))
                return false;
        }
        return true;
    }

    const Docs &m_docs;
    qint64 m_steps = 0;

public:
    bool m_overBudget = false; // once over, every branch fails, and so does the whole check
};

Result<JsonSchema> JsonSchema::parse(const QString &text,
                                     const QList<QPair<QString, QString>> &references)
{
    auto docs = std::make_shared<Documents>();
    const auto read = [](const QString &name, const QString &t) -> Result<QJsonValue> {
        QJsonParseError err;
        const QJsonDocument d = QJsonDocument::fromJson("[" + t.toUtf8() + "]", &err);
        if (err.error != QJsonParseError::NoError || d.array().size() != 1)
            return Error::usage(KS_ERR("Invalid JSON Schema %1: %2")
                                    .arg(name, err.error != QJsonParseError::NoError
                                                   ? err.errorString()
                                                   : KS_TR("not one JSON value")));
        const QJsonValue v = d.array().first();
        if (!v.isObject() && !v.isBool())
            return Error::usage(KS_ERR("Invalid JSON Schema %1: %2")
                                    .arg(name, KS_TR("a schema is an object or a boolean")));
        return v;
    };
    auto root = read(QString(), text);
    if (!root)
        return root.error();
    docs->root = root.value();
    for (const auto &[name, refText] : references) {
        auto r = read(name, refText);
        if (!r)
            return r.error();
        docs->byName.insert(name, r.value());
        // A referenced schema's $id may be what a $ref names too.
        if (const QString id = r->toObject().value(QStringLiteral("$id")).toString(); !id.isEmpty())
            docs->byName.insert(id, r.value());
    }
    JsonSchema s;
    s.m_docs = std::move(docs);
    return s;
}

Status JsonSchema::validate(const QJsonValue &value) const
{
    JsonSchemaCheck check(*m_docs);
    const bool fits = check.check(m_docs->root, m_docs->root, value, QString(), 0);
    if (check.m_overBudget) // a branch's answer may have been cut short: nothing is sure
        return Error::usage(
            KS_ERR("Cannot check the value: the schema takes more than %L1 steps to check")
                .arg(kMaxSteps));
    if (!fits)
        return Error::usage(KS_ERR("The value does not fit the schema: %1").arg(check.error));
    return Ok{};
}

QString jsonKindOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return KS_TR("a boolean");
    case QJsonValue::Double: return KS_TR("a number");
    case QJsonValue::String: return KS_TR("a string");
    case QJsonValue::Array: return KS_TR("an array");
    case QJsonValue::Object: return KS_TR("an object");
    default: return QStringLiteral("nothing");
    }
}

} // namespace kafscope::schema
