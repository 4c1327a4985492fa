#pragma once

#include "common/result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace kafscope::local {

// The TLS material of a local cluster, made with the openssl command-line tool at format time
// under <cluster>/tls: a CA, the broker's certificate (SAN 127.0.0.1 and localhost), a client
// certificate per user for mutual TLS (PEM, and PKCS#12 with a random password kept in a 0600
// file), and deliberately bad material for failure tests: a CA nobody trusts (with a client
// certificate it signed), a broker certificate whose SAN names another host, and expired
// certificates (a broker one and a client one). Keys are EC P-256; private keys are mode 0600.
// With OIDC, also an RSA key that signs test tokens and the JWKS file the broker verifies them
// with.
class LocalTls {
public:
    explicit LocalTls(const QString &clusterDir);

    // Writes everything; `withOidc` adds the token-signing key and the JWKS file.
    Status create(const QStringList &users, bool withOidc) const;
    bool exists() const;
    bool hasOidc() const;

    QString dir() const { return m_dir; }
    QString caCert() const { return m_dir + QStringLiteral("/ca.pem"); }
    QString caKey() const { return m_dir + QStringLiteral("/ca.key"); }
    // key + certificate chain in one PEM file: what Kafka's ssl.keystore.type=PEM reads.
    QString brokerKeystore() const { return m_dir + QStringLiteral("/broker-keystore.pem"); }
    QString brokerCert() const { return m_dir + QStringLiteral("/broker.pem"); }
    QString clientCert(const QString &user) const
    {
        return m_dir + QLatin1Char('/') + user + QStringLiteral(".pem");
    }
    QString clientKey(const QString &user) const
    {
        return m_dir + QLatin1Char('/') + user + QStringLiteral(".key");
    }
    QString clientP12(const QString &user) const
    {
        return m_dir + QLatin1Char('/') + user + QStringLiteral(".p12");
    }
    QString clientP12PasswordFile(const QString &user) const
    {
        return clientP12(user) + QStringLiteral(".password");
    }

    QString untrustedCaCert() const { return m_dir + QStringLiteral("/bad/untrusted-ca.pem"); }
    QString untrustedClientCert() const
    {
        return m_dir + QStringLiteral("/bad/untrusted-client.pem");
    }
    QString untrustedClientKey() const
    {
        return m_dir + QStringLiteral("/bad/untrusted-client.key");
    }
    QString wrongHostKeystore() const
    {
        return m_dir + QStringLiteral("/bad/wrong-host-keystore.pem");
    }
    QString expiredKeystore() const { return m_dir + QStringLiteral("/bad/expired-keystore.pem"); }
    QString expiredClientCert() const { return m_dir + QStringLiteral("/bad/expired-client.pem"); }
    QString expiredClientKey() const { return m_dir + QStringLiteral("/bad/expired-client.key"); }

    // OIDC: the RSA key that signs tokens (RS256), its key id and the JWKS the broker reads.
    QString oidcSigningKey() const { return m_dir + QStringLiteral("/oidc/signing.key"); }
    QString oidcJwks() const { return m_dir + QStringLiteral("/oidc/jwks.json"); }
    static QString oidcKeyId() { return QStringLiteral("kafscope-local-1"); }
    static QString oidcAudience() { return QStringLiteral("kafscope-local"); }
    // The issuer ("iss") the local cluster's brokers expect of a token (Kafka 4.4 requires one to
    // be configured).
    static QString oidcIssuer() { return QStringLiteral("https://kafscope-local.invalid/oidc"); }
    // The host names the wrong-host certificate carries.
    static QString wrongHostName() { return QStringLiteral("wrong-host.invalid"); }

    // The "tls" object of `local start --json`: file paths only.
    QJsonObject toJson(const QStringList &users) const;

private:
    QString m_dir;
};

// Runs the openssl tool with `args`; the error names the command and its output.
Status runOpenssl(const QStringList &args, const QString &workDir = {});

} // namespace kafscope::local
