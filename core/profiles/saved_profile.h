#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

namespace kafscope::profiles {

// Names of the secrets a profile may hold besides sensitive librdkafka properties (which keep
// their property name). Secrets live in the OS keychain; a profile carries them in memory only.
inline constexpr const char *kSaslPassword = "sasl.password";
inline constexpr const char *kKeyPassword = "ssl.key.password";
inline constexpr const char *kKeystorePassword = "ssl.keystore.password";
inline constexpr const char *kOidcClientSecret = "sasl.oauthbearer.client.secret";
inline constexpr const char *kRegistryPassword = "schema.registry.password";
inline constexpr const char *kConnectPassword = "connect.password"; // Kafka Connect basic auth

// A saved connection, as a user describes it. Everything but `secrets` is written to the profile
// store; `secrets` (property or secret name -> value) never is.
struct SavedProfile {
    QString name;
    QString bootstrap;
    QString securityProtocol =
        QStringLiteral("PLAINTEXT"); // PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL
    QString mechanism; // PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, OAUTHBEARER, GSSAPI (SASL only)
    QString username;  // PLAIN/SCRAM user
    QString oidcTokenUrl, oidcClientId, oidcScope; // OAUTHBEARER with OIDC client credentials
    QString kerberosServiceName, kerberosPrincipal, kerberosKeytab; // GSSAPI
    QString caFile;         // PEM CA bundle; empty = the system store
    QString clientCertFile; // PEM client certificate (mTLS)
    QString clientKeyFile;  // PEM private key
    QString keystoreFile; // PKCS#12 (.p12/.pfx) with certificate and key, instead of the two above
    bool verifyHostname = true;
    QList<QPair<QString, QString>> properties; // extra librdkafka properties, never a sensitive one
    QString registryUrl, registryUser;
    // Kafka Connect clusters (one REST URL each), their basic-auth user and TLS files (PEM).
    QStringList connectUrls;
    QString connectUser, connectCaFile, connectCertFile, connectKeyFile;
    QString prometheusUrl, prometheusCluster; // the team's history (kafscope-cli monitor)
    QString colour;                           // e.g. "#d32f2f"
    QString label;                            // environment label, e.g. "prod"
    bool readOnly = false;
    int timeoutMs = 10000;
    QMap<QString, QString> secrets;

    // The store's JSON: no secret in it, ever.
    QJsonObject toJson() const;
    static Result<SavedProfile> fromJson(const QJsonObject &o);

    // Moves every sensitive extra property (as librdkafka marks them) into `secrets`.
    void moveSensitivePropertiesToSecrets();
    // Names of the secrets this profile uses (whether or not they are filled in).
    QStringList secretNames() const;

    // Checks names, bootstrap, the security settings and every property against the allowlist.
    Status validate() const;
    // The librdkafka connection this profile describes, secrets included; its properties pass
    // the allowlist (files exist, nothing that loads code).
    Result<ConnectionProfile> toConnection() const;
    // The librdkafka properties it sets (secrets included when filled in), unchecked.
    QList<QPair<QString, QString>> librdkafkaProperties() const;
    // librdkafka properties as text (kcat -F reads them), every secret left out and named in a
    // comment.
    QString exportText() const;
};

// PLAIN and SCRAM log in with a user name and password.
inline bool usesPassword(const QString &mechanism)
{
    return mechanism == QLatin1String("PLAIN") || mechanism.startsWith(QLatin1String("SCRAM-"));
}

inline const QStringList &securityProtocols()
{
    static const QStringList p = {QStringLiteral("PLAINTEXT"), QStringLiteral("SSL"),
                                  QStringLiteral("SASL_PLAINTEXT"), QStringLiteral("SASL_SSL")};
    return p;
}
inline const QStringList &saslMechanisms()
{
    static const QStringList m = {QStringLiteral("PLAIN"), QStringLiteral("SCRAM-SHA-256"),
                                  QStringLiteral("SCRAM-SHA-512"), QStringLiteral("OAUTHBEARER"),
                                  QStringLiteral("GSSAPI")};
    return m;
}

} // namespace kafscope::profiles
