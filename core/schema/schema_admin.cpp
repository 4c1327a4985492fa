#include "schema/schema_admin.h"
#include "common/translations.h"

#include "admin/write_guard.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kafscope::schema {

std::optional<SchemaReference> parseSchemaReference(const QString &text)
{
    const QString ref = text.trimmed();
    const qsizetype eq = ref.indexOf(QLatin1Char('=')), colon = ref.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const int version = colon > eq ? ref.mid(colon + 1).toInt(&ok) : -1;
    if (eq <= 0 || colon <= eq + 1 || !ok || version < 1)
        return std::nullopt;
    return SchemaReference{ref.left(eq).trimmed(), ref.mid(eq + 1, colon - eq - 1).trimmed(),
                           version};
}

namespace {

QByteArray schemaBody(const NewSchema &s)
{
    QJsonObject o{{QStringLiteral("schema"), s.text}};
    if (s.type != SchemaType::Avro)
        o.insert(QStringLiteral("schemaType"), schemaTypeName(s.type));
    QJsonArray refs;
    for (const SchemaReference &r : s.references)
        refs.append(QJsonObject{{QStringLiteral("name"), r.name},
                                {QStringLiteral("subject"), r.subject},
                                {QStringLiteral("version"), r.version}});
    if (!refs.isEmpty())
        o.insert(QStringLiteral("references"), refs);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QList<int> intsOf(const QJsonObject &o)
{
    QList<int> out;
    for (const QJsonValue &v : o.value(QStringLiteral("items")).toArray())
        out << v.toInt();
    return out;
}

} // namespace

std::optional<RegistryConfig> registryConfigOf(const ConnectionProfile &profile)
{
    if (profile.registryUrl.isEmpty())
        return std::nullopt;
    RegistryConfig c;
    c.url = profile.registryUrl;
    c.username = profile.registryUser;
    c.password = profile.registryPassword;
    if (profile.timeoutMs > 0)
        c.timeoutMs = profile.timeoutMs;
    return c;
}

std::optional<SchemaType> schemaTypeFromName(const QString &name)
{
    const QString n = name.toLower();
    if (n == QLatin1String("avro"))
        return SchemaType::Avro;
    if (n == QLatin1String("protobuf"))
        return SchemaType::Protobuf;
    if (n == QLatin1String("json"))
        return SchemaType::Json;
    return std::nullopt;
}

Result<QStringList> SchemaAdmin::subjects()
{
    auto o =
        m_client.requestJson("GET", QStringLiteral("/subjects"), {}, KS_TR("The subject list"));
    if (!o)
        return o.error();
    QStringList out;
    for (const QJsonValue &v : o->value(QStringLiteral("items")).toArray())
        out << v.toString();
    out.sort();
    return out;
}

Result<QList<int>> SchemaAdmin::versions(const QString &subject)
{
    auto o =
        m_client.requestJson("GET", QStringLiteral("/subjects/%1/versions").arg(pathPart(subject)),
                             {}, KS_TR("Subject %1").arg(subject));
    if (!o)
        return o.error();
    return intsOf(o.value());
}

Result<RegisteredSchema> SchemaAdmin::get(const QString &subject, int version)
{
    return m_client.subjectVersion(subject, version);
}

Result<QString> SchemaAdmin::compatibilityLevel(const QString &subject)
{
    auto own = m_client.requestJson("GET", QStringLiteral("/config/%1").arg(pathPart(subject)), {},
                                    KS_TR("The compatibility of %1").arg(subject));
    if (own)
        return own->value(QStringLiteral("compatibilityLevel")).toString();
    auto global = m_client.requestJson("GET", QStringLiteral("/config"), {},
                                       KS_TR("The default compatibility"));
    if (!global)
        return global.error();
    return global->value(QStringLiteral("compatibilityLevel")).toString();
}

Result<CompatibilityResult> SchemaAdmin::check(const QString &subject, const NewSchema &schema)
{
    auto o = m_client.requestJson(
        "POST",
        QStringLiteral("/compatibility/subjects/%1/versions/latest?verbose=true")
            .arg(pathPart(subject)),
        schemaBody(schema), KS_TR("Subject %1").arg(subject));
    if (!o)
        return o.error();
    CompatibilityResult r;
    r.compatible = o->value(QStringLiteral("is_compatible")).toBool();
    for (const QJsonValue &m : o->value(QStringLiteral("messages")).toArray())
        r.messages << m.toString();
    return r;
}

Result<int> SchemaAdmin::registerSchema(const QString &subject, const NewSchema &schema)
{
    if (auto g = WriteGuard::admit(m_profile, {WriteKind::RegisterSchema, subject}); !g)
        return g.error();
    auto existing = versions(subject);
    if (existing && !existing->isEmpty()) {
        auto c = check(subject, schema);
        if (!c)
            return c.error();
        if (!c->compatible)
            return Error::kafka(
                409, KS_ERR("The schema is not compatible with the latest version of %1%2")
                         .arg(subject,
                              c->messages.isEmpty()
                                  ? QString()
                                  : QStringLiteral(": ") + c->messages.join(QStringLiteral("; "))));
    }
    auto o =
        m_client.requestJson("POST", QStringLiteral("/subjects/%1/versions").arg(pathPart(subject)),
                             schemaBody(schema), QStringLiteral("the schema for %1").arg(subject));
    if (!o)
        return o.error();
    return o->value(QStringLiteral("id")).toInt(-1);
}

Result<QList<int>> SchemaAdmin::remove(const QString &subject, int version,
                                       const QString &confirmation)
{
    if (auto s = WriteGuard::admit(m_profile, {WriteKind::DeleteSchema, subject}, confirmation); !s)
        return s.error();
    if (version >= 0) {
        auto o = m_client.requestJson(
            "DELETE",
            QStringLiteral("/subjects/%1/versions/%2").arg(pathPart(subject)).arg(version), {},
            QStringLiteral("Subject %1 version %2").arg(subject).arg(version));
        if (!o)
            return o.error();
        return QList<int>{version};
    }
    auto o = m_client.requestJson("DELETE", QStringLiteral("/subjects/%1").arg(pathPart(subject)),
                                  {}, KS_TR("Subject %1").arg(subject));
    if (!o)
        return o.error();
    return intsOf(o.value());
}

} // namespace kafscope::schema
