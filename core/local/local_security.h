#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kafscope::local {

// How clients reach a local cluster: "plaintext" (the default) or "sasl_plaintext".
enum class LocalSecurity { Plaintext, SaslPlaintext };

QString securityName(LocalSecurity security);
std::optional<LocalSecurity> parseSecurity(const QString &name);

// The SASL users of a local cluster and their passwords. These are throw-away test credentials
// for a broker on loopback, generated at format time; they are never a user's own secret. Each
// password lives in its own file (mode 0600) in the cluster folder, so nothing has to print it.
class LocalCredentials {
public:
    static QStringList users();           // "admin" (the super user), "alice"
    static QString superUser() { return QStringLiteral("admin"); }
    static QString mechanismFor(const QString &user); // what `local start --json` suggests

    // Draws a random password for every user and writes the files.
    static Result<LocalCredentials> create(const QString &clusterDir);
    static Result<LocalCredentials> load(const QString &clusterDir);
    static QString passwordFile(const QString &clusterDir, const QString &user);

    QString password(const QString &user) const { return m_passwords.value(user); }

    // server.properties lines for a SASL_PLAINTEXT client listener named SASL_PLAINTEXT that is also
    // the inter-broker listener (brokers log in to each other as admin with PLAIN).
    QStringList serverPropertyLines() const;
    // kafka-storage format arguments that create the SCRAM-SHA-256 and -512 credentials.
    QStringList formatArguments() const;
    // A profile that logs in as `user` with `mechanism` (for readiness checks and tests).
    ConnectionProfile profile(const QString &bootstrap, const QString &user, const QString &mechanism) const;

private:
    QMap<QString, QString> m_passwords;
};

// The "clients" object of `local start --json`: per user, the librdkafka properties and the path
// of the password file (never the password).
QJsonObject clientsJson(const QString &clusterDir);

} // namespace kafscope::local
