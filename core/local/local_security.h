#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kafscope::local {

// How clients reach a local cluster: "plaintext" (the default), "sasl_plaintext", "ssl" (mutual
// TLS: every client shows a certificate), "sasl_ssl", or "sasl_gssapi" (SASL_PLAINTEXT with
// Kerberos only, against a KDC of its own started beside the brokers: local/local_kdc.h).
enum class LocalSecurity { Plaintext, SaslPlaintext, Ssl, SaslSsl, SaslGssapi };

QString securityName(LocalSecurity security);
std::optional<LocalSecurity> parseSecurity(const QString &name);
bool usesSasl(LocalSecurity security); // SASL with passwords (PLAIN, SCRAM)
bool usesTls(LocalSecurity security);
bool usesKerberos(LocalSecurity security);
// The host the client listeners advertise: "localhost" under Kerberos (the host of the brokers'
// service principal, kafka/localhost), else "127.0.0.1".
QString listenerHost(LocalSecurity security);

// One client listener of a local cluster. The first of listenersFor() is the main one (the
// bootstrap, and the brokers' own); a TLS cluster has more, for the tests and the demo: see there.
struct ListenerSpec {
    QString name;     // Kafka listener name, e.g. "SASL_SSL", "WRONG_HOST"
    QString protocol; // PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL
    QString purpose;  // one line for `local start`
    bool mutualTls = false;
};
QList<ListenerSpec> listenersFor(LocalSecurity security);

// The SASL users of a local cluster and their passwords. These are throw-away test credentials
// for a broker on loopback, generated at format time; they are never a user's own secret. Each
// password lives in its own file (mode 0600) in the cluster folder, so nothing has to print it.
class LocalCredentials {
public:
    static QStringList users(); // "admin" (the super user), "alice"
    static QString superUser() { return QStringLiteral("admin"); }
    static QString mechanismFor(const QString &user); // what `local start --json` suggests

    // Draws a random password for every user and writes the files.
    static Result<LocalCredentials> create(const QString &clusterDir);
    static Result<LocalCredentials> load(const QString &clusterDir);
    static QString passwordFile(const QString &clusterDir, const QString &user);

    QString password(const QString &user) const { return m_passwords.value(user); }

    // server.properties lines for the SASL listeners named `listeners` (brokers log in to each
    // other as admin with PLAIN when the inter-broker listener is one of them). With
    // `oidcJwksFile`, OAUTHBEARER is enabled too, its tokens checked against that JWKS file
    // (RS256).
    QStringList
    serverPropertyLines(const QStringList &listeners = {QStringLiteral("SASL_PLAINTEXT")},
                        const QString &oidcJwksFile = {}) const;
    // kafka-storage format arguments that create the SCRAM-SHA-256 and -512 credentials. They hold
    // the passwords: pass them in a Java argument file (javaArgumentFile), never on a command line
    // that `ps` shows.
    QStringList formatArguments() const;
    // A profile that logs in as `user` with `mechanism` (for readiness checks and tests); with
    // `caFile`, over SASL_SSL trusting that CA.
    ConnectionProfile profile(const QString &bootstrap, const QString &user,
                              const QString &mechanism, const QString &caFile = {}) const;

private:
    QMap<QString, QString> m_passwords;
};

// The text of a Java launcher argument file (`java @FILE`) that holds `args` exactly: each one
// quoted, backslashes and quotes escaped. The launcher expands such a file only before the main
// class, so the whole command (classpath, main class, its arguments) goes in the file.
QByteArray javaArgumentFile(const QStringList &args);

// The "clients" object of `local start --json`: per user, the librdkafka properties for the main
// listener and the paths of the password and certificate files (never a password).
QJsonObject clientsJson(const QString &clusterDir,
                        LocalSecurity security = LocalSecurity::SaslPlaintext);

// The Kerberos users of a sasl_gssapi cluster, each with a keytab: admin (a super user) and alice.
// A profile that logs in as `user` from its keytab.
ConnectionProfile kerberosProfile(const QString &clusterDir, const QString &bootstrap,
                                  const QString &user);

} // namespace kafscope::local
