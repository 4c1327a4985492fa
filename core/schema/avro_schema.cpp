#include "schema/avro_schema.h"
#include "common/translations.h"

#include "browse/record_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kafscope::schema::avro {

namespace {
constexpr int kMaxAvroSchemaDepth = 64;
constexpr size_t kMaxNodes = 20000;

std::optional<Type> primitive(const QString &name)
{
    static const QHash<QString, Type> map = {
        {QStringLiteral("null"), Type::Null},   {QStringLiteral("boolean"), Type::Boolean},
        {QStringLiteral("int"), Type::Int},     {QStringLiteral("long"), Type::Long},
        {QStringLiteral("float"), Type::Float}, {QStringLiteral("double"), Type::Double},
        {QStringLiteral("bytes"), Type::Bytes}, {QStringLiteral("string"), Type::String},
    };
    const auto it = map.find(name);
    return it == map.end() ? std::nullopt : std::optional<Type>(*it);
}

Error bad(const QString &why)
{
    return Error::usage(KS_ERR("Invalid Avro schema: %1").arg(why));
}
} // namespace

QString typeName(Type t)
{
    static const char *names[] = {"null",   "boolean", "int",  "long",  "float", "double", "bytes",
                                  "string", "record",  "enum", "array", "map",   "union",  "fixed"};
    return QString::fromLatin1(names[int(t)]);
}

// Builds a Schema's nodes from its JSON.
class SchemaParser {
public:
    explicit SchemaParser(Schema &s) : m_s(s) {}

    Result<int> parse(const QJsonValue &v, const QString &ns, int depth)
    {
        if (depth > kMaxAvroSchemaDepth)
            return bad(KS_TR("nested deeper than %1 levels").arg(kMaxAvroSchemaDepth));
        if (m_s.m_nodes.size() >= kMaxNodes)
            return bad(KS_TR("more than %1 types").arg(kMaxNodes));
        if (v.isString())
            return named(v.toString(), ns);
        if (v.isArray())
            return parseUnion(v.toArray(), ns, depth);
        if (!v.isObject())
            return bad(KS_TR("a type must be a name, an object or a union array"));
        const QJsonObject o = v.toObject();
        const QJsonValue t = o.value(QStringLiteral("type"));
        if (!t.isString()) {
            if (t.isObject() || t.isArray()) // {"type": {...}}: the inner type
                return parse(t, ns, depth + 1);
            return bad(KS_TR("an object type needs a \"type\""));
        }
        const QString type = t.toString();
        if (auto p = primitive(type))
            return withLogical(*p, o);
        if (type == QLatin1String("record") || type == QLatin1String("error"))
            return parseRecord(o, ns, depth);
        if (type == QLatin1String("enum"))
            return parseEnum(o, ns);
        if (type == QLatin1String("fixed"))
            return parseFixed(o, ns);
        if (type == QLatin1String("array") || type == QLatin1String("map")) {
            const QJsonValue inner =
                o.value(type == QLatin1String("array") ? QStringLiteral("items")
                                                       : QStringLiteral("values"));
            if (inner.isUndefined())
                return bad(QStringLiteral("%1 without %2")
                               .arg(type, type == QLatin1String("array")
                                              ? QStringLiteral("items")
                                              : QStringLiteral("values")));
            auto child = parse(inner, ns, depth + 1);
            if (!child)
                return child;
            Node n;
            n.type = type == QLatin1String("array") ? Type::Array : Type::Map;
            n.items = child.value();
            return add(std::move(n));
        }
        return named(type, ns);
    }

private:
    int add(Node n)
    {
        m_s.m_nodes.push_back(std::move(n));
        return int(m_s.m_nodes.size() - 1);
    }

    int primitiveNode(Type t)
    {
        if (int &cached = m_primitive[int(t)]; cached >= 0)
            return cached;
        Node n;
        n.type = t;
        return m_primitive[int(t)] = add(std::move(n));
    }

    Result<int> named(const QString &name, const QString &ns)
    {
        if (auto p = primitive(name))
            return primitiveNode(*p);
        const QString full = qualify(name, ns);
        if (auto it = m_s.m_named.find(full); it != m_s.m_named.end())
            return *it;
        if (auto it = m_s.m_named.find(name); it != m_s.m_named.end())
            return *it;
        return bad(
            KS_TR("unknown type \"%1\" (not defined before its use, nor in a referenced schema)")
                .arg(full));
    }

    static QString qualify(const QString &name, const QString &ns)
    {
        return name.contains(QLatin1Char('.')) || ns.isEmpty() ? name
                                                               : ns + QLatin1Char('.') + name;
    }

    // The full name and namespace of a named type; registers it (before its fields, so it may refer
    // to itself).
    Result<int> define(const QJsonObject &o, const QString &ns, Node n, QString *ownNs)
    {
        const QString name = o.value(QStringLiteral("name")).toString();
        if (name.isEmpty())
            return bad(KS_TR("a %1 needs a name").arg(typeName(n.type)));
        QString space = o.contains(QStringLiteral("namespace"))
                            ? o.value(QStringLiteral("namespace")).toString()
                            : ns;
        n.fullName = qualify(name, space);
        if (name.contains(QLatin1Char('.')))
            space = name.section(QLatin1Char('.'), 0, -2);
        if (m_s.m_named.contains(n.fullName))
            return bad(QStringLiteral("\"%1\" is defined twice").arg(n.fullName));
        *ownNs = space;
        const int index = add(std::move(n));
        m_s.m_named.insert(m_s.m_nodes[size_t(index)].fullName, index);
        for (const QJsonValue &alias : o.value(QStringLiteral("aliases")).toArray())
            m_s.m_named.insert(qualify(alias.toString(), space), index);
        return index;
    }

    Result<int> parseRecord(const QJsonObject &o, const QString &ns, int depth)
    {
        Node n;
        n.type = Type::Record;
        QString space;
        auto index = define(o, ns, std::move(n), &space);
        if (!index)
            return index;
        const QJsonValue fields = o.value(QStringLiteral("fields"));
        if (!fields.isArray())
            return bad(KS_TR("record %1 needs a fields array")
                           .arg(m_s.m_nodes[size_t(index.value())].fullName));
        QList<Field> out;
        for (const QJsonValue &f : fields.toArray()) {
            const QString name = f.toObject().value(QStringLiteral("name")).toString();
            if (name.isEmpty())
                return bad(KS_TR("a field of %1 has no name")
                               .arg(m_s.m_nodes[size_t(index.value())].fullName));
            for (const Field &seen : out)
                if (seen.name == name)
                    return bad(KS_TR("field \"%1\" appears twice").arg(name));
            auto type = parse(f.toObject().value(QStringLiteral("type")), space, depth + 1);
            if (!type)
                return type;
            QByteArray key;
            appendJsonString(key, name.toUtf8());
            out << Field{name, type.value(), key + ':',
                         f.toObject().value(QStringLiteral("default"))};
        }
        m_s.m_nodes[size_t(index.value())].fields = out;
        return index;
    }

    Result<int> parseEnum(const QJsonObject &o, const QString &ns)
    {
        Node n;
        n.type = Type::Enum;
        for (const QJsonValue &s : o.value(QStringLiteral("symbols")).toArray()) {
            n.symbols << s.toString();
            n.jsonSymbols << QByteArray();
            appendJsonString(n.jsonSymbols.last(), s.toString().toUtf8());
        }
        if (n.symbols.isEmpty())
            return bad(
                KS_TR("enum %1 has no symbols").arg(o.value(QStringLiteral("name")).toString()));
        QString space;
        return define(o, ns, std::move(n), &space);
    }

    Result<int> parseFixed(const QJsonObject &o, const QString &ns)
    {
        Node n;
        n.type = Type::Fixed;
        n.fixedSize = o.value(QStringLiteral("size")).toInteger(-1);
        if (n.fixedSize < 0 || n.fixedSize > (1 << 20))
            return bad(KS_TR("fixed %1 needs a size from 0 to 1 MiB")
                           .arg(o.value(QStringLiteral("name")).toString()));
        setLogical(n, o);
        QString space;
        return define(o, ns, std::move(n), &space);
    }

    Result<int> parseUnion(const QJsonArray &a, const QString &ns, int depth)
    {
        Node n;
        n.type = Type::Union;
        for (const QJsonValue &b : a) {
            if (b.isArray())
                return bad(KS_TR("a union may not hold a union directly"));
            auto branch = parse(b, ns, depth + 1);
            if (!branch)
                return branch;
            n.branches << branch.value();
        }
        if (n.branches.isEmpty())
            return bad(KS_TR("an empty union"));
        return add(std::move(n));
    }

    Result<int> withLogical(Type t, const QJsonObject &o)
    {
        Node n;
        n.type = t;
        setLogical(n, o);
        return n.logical == Logical::None ? primitiveNode(t) : add(std::move(n));
    }

    // An invalid or unknown logical type is ignored, as the specification asks.
    static void setLogical(Node &n, const QJsonObject &o)
    {
        const QString l = o.value(QStringLiteral("logicalType")).toString();
        if (l.isEmpty())
            return;
        struct Rule {
            const char *name;
            Type type;
            Logical logical;
        };
        static const Rule rules[] = {
            {"date", Type::Int, Logical::Date},
            {"time-millis", Type::Int, Logical::TimeMillis},
            {"time-micros", Type::Long, Logical::TimeMicros},
            {"timestamp-millis", Type::Long, Logical::TimestampMillis},
            {"timestamp-micros", Type::Long, Logical::TimestampMicros},
            {"local-timestamp-millis", Type::Long, Logical::LocalTimestampMillis},
            {"local-timestamp-micros", Type::Long, Logical::LocalTimestampMicros},
            {"uuid", Type::String, Logical::Uuid},
            {"decimal", Type::Bytes, Logical::Decimal},
            {"decimal", Type::Fixed, Logical::Decimal},
        };
        for (const Rule &r : rules)
            if (l == QLatin1String(r.name) && n.type == r.type)
                n.logical = r.logical;
        if (l == QLatin1String("duration") && n.type == Type::Fixed && n.fixedSize == 12)
            n.logical = Logical::Duration;
        if (l == QLatin1String("uuid") && n.type == Type::Fixed && n.fixedSize == 16)
            n.logical = Logical::Uuid;
        if (n.logical == Logical::Decimal) {
            n.precision = o.value(QStringLiteral("precision")).toInt(0);
            n.scale = o.value(QStringLiteral("scale")).toInt(0);
            // The largest precision a fixed of this size holds: floor(log10(2^(8n-1) - 1)).
            const int maxPrecision =
                n.type == Type::Fixed ? int((8 * n.fixedSize - 1) * 0.30102999566398) : 1000;
            if (n.precision <= 0 || n.precision > maxPrecision || n.scale < 0 ||
                n.scale > n.precision)
                n.logical = Logical::None;
        }
    }

    Schema &m_s;
    int m_primitive[8] = {-1, -1, -1, -1, -1, -1, -1, -1};
};

Result<Schema> Schema::parse(const QString &text, const QStringList &references)
{
    Schema s;
    SchemaParser parser(s);
    auto parseOne = [&](const QString &t, bool isRoot) -> Status {
        QJsonParseError err;
        // A bare primitive name ("string") is a schema too, but not a JSON document Qt parses.
        const QString trimmed = t.trimmed();
        const QJsonDocument doc =
            QJsonDocument::fromJson(QByteArray("[") + trimmed.toUtf8() + QByteArray("]"), &err);
        if (err.error != QJsonParseError::NoError || doc.array().size() != 1)
            return bad(KS_TR("not JSON (%1)").arg(err.errorString()));
        auto root = parser.parse(doc.array().first(), QString(), 0);
        if (!root)
            return root.error();
        if (isRoot)
            s.m_root = root.value();
        return Ok{};
    };
    for (const QString &ref : references)
        if (auto st = parseOne(ref, false); !st)
            return st.error();
    if (auto st = parseOne(text, true); !st)
        return st.error();
    return s;
}

} // namespace kafscope::schema::avro
