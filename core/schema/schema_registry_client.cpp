#include "schema/schema_registry_client.h"

#include "common/text_cut.h"
#include "schema/avro_schema.h"
#include "schema/protobuf_schema.h"

#include <QJsonArray>
#include <QThread>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace kafscope::schema {

namespace {
constexpr int kMaxReferenceDepth = 16;
constexpr int kMaxReferences = 256;
constexpr auto kRetryUnreachable = std::chrono::seconds(15);
constexpr int kMaxEchoChars = 300; // of a registry's message or a schema's error, in ours
constexpr int kRateStepMs = 50;    // how often a wait for the request rate looks at the stop

// The registry's "message", or the start of its body, cut for echoing.
QString saysOf(const QJsonDocument &doc, const QByteArray &body, qsizetype bodyChars)
{
    return cutText(doc.object()
                       .value(QStringLiteral("message"))
                       .toString(QString::fromUtf8(body.left(bodyChars))),
                   kMaxEchoChars);
}

Error tooLong(quint32 id)
{
    return Error::usage(
        KS_ERR("Schema id %1 with its references is longer than %L2 characters (the limit)")
            .arg(id)
            .arg(SchemaRegistryClient::kMaxSchemaChars));
}

// An answer that says the registry as a whole is failing or refusing us, not this id.
bool registryWide(const Error &e)
{
    return e.kind == Error::Kind::Kafka &&
           (e.code >= 500 || e.code == 429 || e.code == 401 || e.code == 403);
}

QList<SchemaReference> referencesOf(const QJsonObject &o)
{
    QList<SchemaReference> refs;
    for (const QJsonValue &v : o.value(QStringLiteral("references")).toArray()) {
        const QJsonObject r = v.toObject();
        refs << SchemaReference{r.value(QStringLiteral("name")).toString(),
                                r.value(QStringLiteral("subject")).toString(),
                                r.value(QStringLiteral("version")).toInt(-1)};
    }
    return refs;
}

std::optional<SchemaType> typeOf(const QJsonObject &o)
{
    const QString t =
        o.value(QStringLiteral("schemaType")).toString(QStringLiteral("AVRO")); // absent means Avro
    if (t == QLatin1String("AVRO"))
        return SchemaType::Avro;
    if (t == QLatin1String("PROTOBUF"))
        return SchemaType::Protobuf;
    if (t == QLatin1String("JSON"))
        return SchemaType::Json;
    return std::nullopt;
}

} // namespace

QString pathPart(const QString &s)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(s));
}

QString schemaTypeName(SchemaType t)
{
    switch (t) {
    case SchemaType::Avro: return QStringLiteral("AVRO");
    case SchemaType::Protobuf: return QStringLiteral("PROTOBUF");
    case SchemaType::Json: return QStringLiteral("JSON");
    }
    return {};
}

SchemaRegistryClient::SchemaRegistryClient(RegistryConfig config) : m_http(std::move(config)) {}

Result<QJsonObject> SchemaRegistryClient::getJson(const QString &path, const QString &what)
{
    auto wait = m_rate.reserve(std::chrono::steady_clock::now());
    while (wait.count() > 0) {
        if (m_http.stop() && m_http.stop()())
            return Error::cancelled(KS_ERR("Stopped before asking the schema registry at %1")
                                        .arg(config().displayUrl()));
        const auto step = std::min<qint64>(wait.count(), kRateStepMs);
        QThread::msleep(static_cast<unsigned long>(step));
        wait -= std::chrono::milliseconds(step);
    }
    return requestJson("GET", path, {}, what);
}

Result<QJsonObject> SchemaRegistryClient::requestJson(const QByteArray &method, const QString &path,
                                                      const QByteArray &body, const QString &what)
{
    ++m_fetches;
    auto reply = m_http.request(method, path, body);
    if (!reply)
        return reply.error();
    QJsonDocument doc = QJsonDocument::fromJson(reply->body);
    if (reply->status == 200 && !doc.isObject() &&
        !doc.isArray()) // a bare number (a deleted version)
        doc = QJsonDocument(QJsonDocument::fromJson("[" + reply->body + "]").array());
    if (reply->status == 404) {
        const QString says =
            cutText(doc.object().value(QStringLiteral("message")).toString(), kMaxEchoChars);
        return Error::usage(
            KS_ERR("%1 is unknown to the schema registry at %2%3")
                .arg(what, config().displayUrl(),
                     says.isEmpty() ? QString() : QStringLiteral(" (it says: %1)").arg(says)));
    }
    if (reply->status == 401 || reply->status == 403)
        return Error::kafka(reply->status,
                            KS_ERR("The schema registry at %1 refused the credentials (HTTP %2)")
                                .arg(config().displayUrl())
                                .arg(reply->status));
    if (reply->status == 409 || reply->status == 422)
        return Error::kafka(reply->status, KS_ERR("The schema registry at %1 refused %2: %3")
                                               .arg(config().displayUrl(), what,
                                                    saysOf(doc, reply->body, kMaxEchoChars)));
    if (reply->status != 200 || (!doc.isObject() && !doc.isArray()))
        return Error::kafka(reply->status,
                            KS_ERR("The schema registry at %1 answered HTTP %2 for %3: %4")
                                .arg(config().displayUrl())
                                .arg(reply->status)
                                .arg(what, saysOf(doc, reply->body, 200)));
    if (doc.isArray()) // wrap, so callers get one shape
        return QJsonObject{{QStringLiteral("items"), doc.array()}};
    return doc.object();
}

Status SchemaRegistryClient::addReferences(RegisteredSchema &s, const QList<SchemaReference> &refs,
                                           int depth, QStringList &seen)
{
    if (depth > kMaxReferenceDepth)
        return Error::usage(KS_ERR("Schema %1 has references nested deeper than %2")
                                .arg(s.id)
                                .arg(kMaxReferenceDepth));
    for (const SchemaReference &ref : refs) {
        const QString key = ref.subject + QLatin1Char(':') + QString::number(ref.version);
        if (seen.contains(key))
            continue;
        if (seen.size() >= kMaxReferences)
            return Error::usage(
                KS_ERR("Schema %1 has more than %2 references").arg(s.id).arg(kMaxReferences));
        seen << key;
        auto o = getJson(
            QStringLiteral("/subjects/%1/versions/%2").arg(pathPart(ref.subject)).arg(ref.version),
            QStringLiteral("Referenced subject %1 version %2").arg(ref.subject).arg(ref.version));
        if (!o)
            return o.error();
        if (auto st = addReferences(s, referencesOf(o.value()), depth + 1, seen); !st)
            return st;
        s.referencedTexts
            << o->value(QStringLiteral("schema")).toString(); // after its own dependencies
        qsizetype total = s.text.size();
        for (const QString &t : std::as_const(s.referencedTexts))
            total += t.size();
        if (total > kMaxSchemaChars)
            return tooLong(s.id);
        s.referencedNames << ref.name;
    }
    return Ok{};
}

Result<RegisteredSchema> SchemaRegistryClient::fetch(quint32 id)
{
    auto o =
        getJson(QStringLiteral("/schemas/ids/%1").arg(id), QStringLiteral("Schema id %1").arg(id));
    if (!o)
        return o.error();
    RegisteredSchema s;
    s.id = id;
    s.text = o->value(QStringLiteral("schema")).toString();
    if (s.text.size() > kMaxSchemaChars)
        return tooLong(id);
    const auto type = typeOf(o.value());
    if (!type)
        return Error::usage(
            KS_ERR("Schema id %1 has the unknown type \"%2\"")
                .arg(id)
                .arg(cutText(o->value(QStringLiteral("schemaType")).toString(), kMaxEchoChars)));
    s.type = *type;
    s.references = referencesOf(o.value());
    QStringList seen;
    if (auto st = addReferences(s, s.references, 0, seen); !st)
        return st.error();
    // Which subject and version the id belongs to: for showing, so a registry without this call
    // still decodes.
    if (auto versions = getJson(QStringLiteral("/schemas/ids/%1/versions").arg(id),
                                QStringLiteral("Schema id %1").arg(id))) {
        const QJsonArray items = versions->value(QStringLiteral("items")).toArray();
        if (!items.isEmpty()) {
            s.subject = items.first().toObject().value(QStringLiteral("subject")).toString();
            s.version = items.first().toObject().value(QStringLiteral("version")).toInt(-1);
        }
    } else if (versions.error().kind == Error::Kind::Cancelled) {
        return versions.error();
    }
    return parsed(std::move(s));
}

// Parses the schema once for every record that uses it; an error echoes at most kMaxEchoChars of
// what the parser said (a name in the schema may be megabytes long).
Result<RegisteredSchema> SchemaRegistryClient::parsed(RegisteredSchema s)
{
    if (s.type == SchemaType::Avro) {
        auto avro = avro::Schema::parse(s.text, s.referencedTexts);
        if (!avro)
            return Error::usage(KS_ERR("Schema id %1: %2")
                                    .arg(s.id)
                                    .arg(cutText(avro.error().message(), kMaxEchoChars)));
        s.avro = std::make_shared<const avro::Schema>(std::move(avro).value());
    } else if (s.type == SchemaType::Protobuf) {
        QList<QPair<QString, QString>> refs;
        for (qsizetype i = 0; i < s.referencedTexts.size(); ++i)
            refs << qMakePair(s.referencedNames[i], s.referencedTexts[i]);
        auto proto = ProtobufSchema::parse(s.text, refs);
        if (!proto)
            return Error::usage(KS_ERR("Schema id %1: %2")
                                    .arg(s.id)
                                    .arg(cutText(proto.error().message(), kMaxEchoChars)));
        s.protobuf = proto.value();
    }
    return s;
}

void SchemaRegistryClient::remember(quint32 id, const Error &e)
{
    const auto now = std::chrono::steady_clock::now();
    if (e.kind == Error::Kind::Cancelled)
        return; // nothing was learnt
    if (e.kind == Error::Kind::Local || e.kind == Error::Kind::Timeout) {
        m_paused = e;
        m_retryAfter = now + kRetryUnreachable;
    } else if (registryWide(e)) {
        m_pause = std::min(std::max(m_pause * 2, std::chrono::seconds(1)),
                           std::chrono::seconds(kMaxPauseSeconds));
        m_paused = e;
        m_retryAfter = now + m_pause;
    } else if (e.kind == Error::Kind::Usage) { // unknown, or a schema that does not parse
        m_failed.insert(id, Failed{e, std::chrono::steady_clock::time_point::max()});
    } else { // another answer about this id (400, an answer too large)
        m_failed.insert(id, Failed{e, now + std::chrono::seconds(kFailedIdSeconds)});
    }
}

Result<std::shared_ptr<const RegisteredSchema>> SchemaRegistryClient::schemaById(quint32 id)
{
    if (auto it = m_cache.constFind(id); it != m_cache.constEnd())
        return *it;
    const auto now = std::chrono::steady_clock::now();
    if (auto it = m_failed.constFind(id); it != m_failed.constEnd()) {
        if (now < it->until)
            return it->error;
        m_failed.remove(id);
    }
    if (m_paused && now < m_retryAfter)
        return *m_paused;
    if (m_failed.size() >= kMaxFailedIds)
        return Error::usage(KS_ERR("Schema id %1 was not looked up: the schema registry at %2 "
                                   "gave no schema for %L3 other ids of this read (the most that "
                                   "are asked)")
                                .arg(id)
                                .arg(config().displayUrl())
                                .arg(kMaxFailedIds));
    auto s = fetch(id);
    if (!s) {
        remember(id, s.error());
        return s.error();
    }
    m_paused.reset();
    m_pause = std::chrono::seconds(0);
    auto shared = std::make_shared<const RegisteredSchema>(std::move(s).value());
    m_cache.insert(id, shared);
    return shared;
}

Result<RegisteredSchema> SchemaRegistryClient::subjectVersion(const QString &subject, int version)
{
    const QString v = version < 0 ? QStringLiteral("latest") : QString::number(version);
    auto o = getJson(QStringLiteral("/subjects/%1/versions/%2").arg(pathPart(subject), v),
                     QStringLiteral("Subject %1 version %2").arg(subject, v));
    if (!o)
        return o.error();
    RegisteredSchema s;
    s.id = quint32(o->value(QStringLiteral("id")).toInteger());
    s.subject = subject;
    s.version = o->value(QStringLiteral("version")).toInt(-1);
    s.text = o->value(QStringLiteral("schema")).toString();
    s.type = typeOf(o.value()).value_or(SchemaType::Avro);
    s.references = referencesOf(o.value());
    QStringList seen;
    if (auto st = addReferences(s, s.references, 0, seen); !st)
        return st.error();
    return s;
}

} // namespace kafscope::schema
