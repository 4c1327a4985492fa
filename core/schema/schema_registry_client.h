#pragma once

#include "common/result.h"
#include "net/request_rate.h"
#include "schema/registry_http.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>

namespace kafscope::schema {

namespace avro {
class Schema;
}
class ProtobufSchema;

enum class SchemaType { Avro, Protobuf, Json };
QString schemaTypeName(SchemaType t); // "AVRO", "PROTOBUF", "JSON" as the registry spells them
// A subject or other path segment, percent-encoded for a registry URL.
QString pathPart(const QString &segment);

struct SchemaReference {
    QString name; // how the schema refers to it (an Avro full name, a .proto import path)
    QString subject;
    int version = -1;
};

// A schema as the registry gave it for an id, with the texts of everything it references.
struct RegisteredSchema {
    quint32 id = 0;
    SchemaType type = SchemaType::Avro;
    QString text;
    QList<SchemaReference> references;
    QStringList referencedTexts; // every (transitively) referenced schema, dependencies first
    QStringList referencedNames; // their names as referenced (a .proto import path), same order
    QString subject;             // the first subject/version the registry lists for the id
    int version = -1;
    std::shared_ptr<const avro::Schema> avro;       // parsed once, for Avro schemas
    std::shared_ptr<const ProtobufSchema> protobuf; // parsed once, for Protobuf schemas
};

// Reads schemas from a Confluent-compatible registry (Confluent Schema Registry, Apicurio's
// /apis/ccompat/v7, Redpanda, Karapace) by id, with basic or bearer auth and TLS, and caches them
// for the client's lifetime. Blocking: use it on the thread that decodes (a browse worker, the
// CLI), never on the GUI thread. One client belongs to one thread.
class SchemaRegistryClient {
public:
    explicit SchemaRegistryClient(RegistryConfig config);

    const RegistryConfig &config() const { return m_http.config(); }

    // Ends a request that waits (and the wait for the request rate) with a Cancelled error.
    void setStop(std::function<bool()> stop) { m_http.setStop(std::move(stop)); }

    // The schema for `id`, parsed when it is Avro. A known id is fetched once. A registry's
    // answer is never asked for once per record: an unknown id (404) or a schema that does not
    // parse is remembered for good, another 4xx answer for an id for kFailedIdSeconds; a 5xx, 429,
    // 401 or 403 answer pauses every lookup (1 s, doubling up to kMaxPauseSeconds), an unreachable
    // registry for 15 s. At most kMaxFailedIds ids that failed are asked about (a topic of
    // garbage is not a request per record), and lookups make at most kRequestsPerSecond requests.
    Result<std::shared_ptr<const RegisteredSchema>> schemaById(quint32 id);
    static constexpr int kFailedIdSeconds = 60;
    static constexpr int kMaxPauseSeconds = 60;
    static constexpr int kMaxFailedIds = 100;
    static constexpr int kRequestsPerSecond = 20;
    // The text of a schema and everything it references, in all.
    static constexpr qsizetype kMaxSchemaChars = 4 * 1024 * 1024;
    int fetches() const { return m_fetches; } // HTTP requests made so far

    // The latest (version < 0) or a given version of a subject: {id, version, schema, references}.
    Result<RegisteredSchema> subjectVersion(const QString &subject, int version = -1);

    // One request; a JSON array answer comes back as {"items": [...]}. 404 is a usage error
    // ("`what` is unknown ..."), 401/403 refused credentials, 409/422 the registry's refusal.
    Result<QJsonObject> requestJson(const QByteArray &method, const QString &path,
                                    const QByteArray &body, const QString &what);

private:
    Result<RegisteredSchema> fetch(quint32 id);
    Result<RegisteredSchema> parsed(RegisteredSchema s);
    // A GET for a lookup, at most kRequestsPerSecond of them.
    Result<QJsonObject> getJson(const QString &path, const QString &what);
    void remember(quint32 id, const Error &e);
    Status addReferences(RegisteredSchema &s, const QList<SchemaReference> &refs, int depth,
                         QStringList &seen);

    RegistryHttp m_http;
    QHash<quint32, std::shared_ptr<const RegisteredSchema>> m_cache;
    struct Failed {
        Error error;
        std::chrono::steady_clock::time_point until;
    };
    QHash<quint32, Failed> m_failed;
    std::optional<Error> m_paused; // every lookup fails with it until m_retryAfter
    std::chrono::steady_clock::time_point m_retryAfter;
    std::chrono::seconds m_pause{0}; // the last 5xx pause (doubles while they go on)
    net::RequestRate m_rate{kRequestsPerSecond, kRequestsPerSecond};
    int m_fetches = 0;
};

} // namespace kafscope::schema
