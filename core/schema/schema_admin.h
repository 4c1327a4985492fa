#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "schema/schema_registry_client.h"

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::schema {

// The registry a connection names (URL, basic-auth login from the profile), or nullopt without one.
std::optional<RegistryConfig> registryConfigOf(const ConnectionProfile &profile);

// "avro", "protobuf", "json" (any case) as a schema type.
std::optional<SchemaType> schemaTypeFromName(const QString &name);

// A schema to register or check: its text, type and references.
struct NewSchema {
    QString text;
    SchemaType type = SchemaType::Avro;
    QList<SchemaReference> references;
};

// NAME=SUBJECT:VERSION (the CLI's --reference, the Schemas view's references); nullopt when the
// text is not that.
std::optional<SchemaReference> parseSchemaReference(const QString &text);

struct CompatibilityResult {
    bool compatible = false;
    QStringList messages; // why not, when the registry says
};

// The registry's subjects and versions: reads, and writes admitted by the WriteGuard (a read-only
// connection refuses them; a delete needs the subject typed back as its confirmation).
class SchemaAdmin {
public:
    SchemaAdmin(SchemaRegistryClient &client, const ConnectionProfile &profile)
        : m_client(client), m_profile(profile)
    {
    }

    SchemaRegistryClient &client() { return m_client; }

    Result<QStringList> subjects();
    Result<QList<int>> versions(const QString &subject);
    // The latest version when `version` < 0.
    Result<RegisteredSchema> get(const QString &subject, int version = -1);
    // The subject's compatibility level (its own, else the registry's default), e.g. "BACKWARD".
    Result<QString> compatibilityLevel(const QString &subject);
    // Whether `schema` could be registered as the next version (checked against the latest).
    Result<CompatibilityResult> check(const QString &subject, const NewSchema &schema);
    // Checks compatibility first (an existing subject), then registers; returns the schema id.
    Result<int> registerSchema(const QString &subject, const NewSchema &schema);
    // Deletes one version (version >= 0) or the whole subject; returns the versions deleted.
    Result<QList<int>> remove(const QString &subject, int version, const QString &confirmation);

private:
    SchemaRegistryClient &m_client;
    const ConnectionProfile &m_profile;
};

} // namespace kafscope::schema
