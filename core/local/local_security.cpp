#include "local/local_security.h"

#include "local/local_kdc.h"
#include "local/local_tls.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>

namespace kafscope::local {

namespace {

const QString kListener = QStringLiteral("SASL_PLAINTEXT");

// Letters and digits only: the value goes into a JAAS string and a kafka-storage SCRAM spec,
// where quotes, commas or brackets would need escaping.
QString randomPassword()
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString out;
    for (int i = 0; i < 32; ++i)
        out += QLatin1Char(alphabet[QRandomGenerator::system()->bounded(int(sizeof alphabet) - 1)]);
    return out;
}

QString secretsDir(const QString &clusterDir)
{
    return clusterDir + QStringLiteral("/sasl");
}

} // namespace

QString securityName(LocalSecurity security)
{
    switch (security) {
    case LocalSecurity::SaslPlaintext: return QStringLiteral("sasl_plaintext");
    case LocalSecurity::Ssl: return QStringLiteral("ssl");
    case LocalSecurity::SaslSsl: return QStringLiteral("sasl_ssl");
    case LocalSecurity::SaslGssapi: return QStringLiteral("sasl_gssapi");
    case LocalSecurity::Plaintext: break;
    }
    return QStringLiteral("plaintext");
}

bool usesSasl(LocalSecurity s)
{
    return s == LocalSecurity::SaslPlaintext || s == LocalSecurity::SaslSsl;
}
bool usesTls(LocalSecurity s)
{
    return s == LocalSecurity::Ssl || s == LocalSecurity::SaslSsl;
}
bool usesKerberos(LocalSecurity s)
{
    return s == LocalSecurity::SaslGssapi;
}
QString listenerHost(LocalSecurity s)
{
    return usesKerberos(s) ? LocalKdc::brokerHost() : QStringLiteral("127.0.0.1");
}

QList<ListenerSpec> listenersFor(LocalSecurity security)
{
    const ListenerSpec wrongHost{QStringLiteral("WRONG_HOST"), QStringLiteral("SSL"),
                                 QStringLiteral("TLS with a certificate for ") +
                                     LocalTls::wrongHostName() +
                                     QStringLiteral(" (hostname-mismatch tests)"),
                                 false};
    const ListenerSpec expired{QStringLiteral("EXPIRED"), QStringLiteral("SSL"),
                               QStringLiteral("TLS with an expired certificate (failure tests)"),
                               false};
    const ListenerSpec mtls{QStringLiteral("SSL"), QStringLiteral("SSL"),
                            QStringLiteral("mutual TLS: the client shows its certificate"), true};
    switch (security) {
    case LocalSecurity::Plaintext:
        return {{QStringLiteral("PLAINTEXT"), QStringLiteral("PLAINTEXT"),
                 QStringLiteral("no security"), false}};
    case LocalSecurity::SaslPlaintext:
        return {{QStringLiteral("SASL_PLAINTEXT"), QStringLiteral("SASL_PLAINTEXT"),
                 QStringLiteral("SASL (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512) without TLS"), false}};
    case LocalSecurity::SaslGssapi:
        return {{QStringLiteral("SASL_PLAINTEXT"), QStringLiteral("SASL_PLAINTEXT"),
                 QStringLiteral("SASL GSSAPI (Kerberos, realm ") + LocalKdc::realm() +
                     QStringLiteral(") without TLS"),
                 false}};
    case LocalSecurity::Ssl: return {mtls, wrongHost, expired};
    case LocalSecurity::SaslSsl:
        return {{QStringLiteral("SASL_SSL"), QStringLiteral("SASL_SSL"),
                 QStringLiteral("SASL (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, OAUTHBEARER) over TLS"),
                 false},
                mtls,
                {QStringLiteral("SASL_PLAINTEXT"), QStringLiteral("SASL_PLAINTEXT"),
                 QStringLiteral("SASL without TLS (and a plaintext port for TLS-mismatch tests)"),
                 false},
                wrongHost,
                expired};
    }
    return {};
}

std::optional<LocalSecurity> parseSecurity(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("plaintext"))
        return LocalSecurity::Plaintext;
    if (n == QLatin1String("sasl_plaintext"))
        return LocalSecurity::SaslPlaintext;
    if (n == QLatin1String("ssl"))
        return LocalSecurity::Ssl;
    if (n == QLatin1String("sasl_ssl"))
        return LocalSecurity::SaslSsl;
    if (n == QLatin1String("sasl_gssapi"))
        return LocalSecurity::SaslGssapi;
    return std::nullopt;
}

QStringList LocalCredentials::users()
{
    return {QStringLiteral("admin"), QStringLiteral("alice")};
}

QString LocalCredentials::mechanismFor(const QString &user)
{
    return user == superUser() ? QStringLiteral("SCRAM-SHA-512") : QStringLiteral("SCRAM-SHA-256");
}

QString LocalCredentials::passwordFile(const QString &clusterDir, const QString &user)
{
    return secretsDir(clusterDir) + QLatin1Char('/') + user + QStringLiteral(".password");
}

Result<LocalCredentials> LocalCredentials::create(const QString &clusterDir)
{
    const QString dir = secretsDir(clusterDir);
    if (!QDir().mkpath(dir) ||
        !QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        return Error::local(KS_ERR("Cannot create %1").arg(dir));
    LocalCredentials c;
    for (const QString &user : users()) {
        const QString password = randomPassword();
        QFile f(passwordFile(clusterDir, user));
        // Owner-only before the first byte is written.
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            !f.setPermissions(QFile::ReadOwner | QFile::WriteOwner) ||
            f.write(password.toLatin1()) < 0 || !f.flush())
            return Error::local(KS_ERR("Cannot write %1").arg(f.fileName()));
        c.m_passwords.insert(user, password);
    }
    return c;
}

Result<LocalCredentials> LocalCredentials::load(const QString &clusterDir)
{
    LocalCredentials c;
    for (const QString &user : users()) {
        QFile f(passwordFile(clusterDir, user));
        if (!f.open(QIODevice::ReadOnly))
            return Error::local(KS_ERR("Cannot read %1").arg(f.fileName()));
        const QString password = QString::fromLatin1(f.readAll()).trimmed();
        if (password.isEmpty())
            return Error::local(KS_ERR("%1 is empty").arg(f.fileName()));
        c.m_passwords.insert(user, password);
    }
    return c;
}

QStringList LocalCredentials::serverPropertyLines(const QStringList &listeners,
                                                  const QString &oidcJwksFile) const
{
    QString plainUsers;
    for (const QString &user : users())
        plainUsers += QStringLiteral(" user_%1=\"%2\"").arg(user, password(user));
    const QString scram =
        QStringLiteral("org.apache.kafka.common.security.scram.ScramLoginModule required;");
    QStringList lines{
        QStringLiteral("sasl.enabled.mechanisms=PLAIN,SCRAM-SHA-256,SCRAM-SHA-512") +
            (oidcJwksFile.isEmpty() ? QString() : QStringLiteral(",OAUTHBEARER")),
        QStringLiteral("sasl.mechanism.inter.broker.protocol=PLAIN"),
    };
    for (const QString &listener : listeners) {
        const QString prefix = QStringLiteral("listener.name.%1.").arg(listener.toLower());
        // username/password: how this broker logs in to the others; user_*: who may log in.
        lines << prefix + QStringLiteral("plain.sasl.jaas.config=org.apache.kafka.common.security."
                                         "plain.PlainLoginModule "
                                         "required username=\"%1\" password=\"%2\"%3;")
                              .arg(superUser(), password(superUser()), plainUsers)
              << prefix + QStringLiteral("scram-sha-256.sasl.jaas.config=") + scram
              << prefix + QStringLiteral("scram-sha-512.sasl.jaas.config=") + scram;
        if (!oidcJwksFile.isEmpty())
            lines
                << prefix + QStringLiteral("oauthbearer.sasl.jaas.config=org.apache.kafka.common."
                                           "security.oauthbearer."
                                           "OAuthBearerLoginModule required;")
                << prefix +
                       QStringLiteral(
                           "oauthbearer.sasl.server.callback.handler.class=org.apache.kafka.common."
                           "security.oauthbearer.OAuthBearerValidatorCallbackHandler");
    }
    if (!oidcJwksFile.isEmpty())
        lines << QStringLiteral("sasl.oauthbearer.jwks.endpoint.url=file://") + oidcJwksFile
              << QStringLiteral("sasl.oauthbearer.expected.audience=") + LocalTls::oidcAudience()
              << QStringLiteral("sasl.oauthbearer.expected.issuer=") + LocalTls::oidcIssuer();
    return lines;
}

QStringList LocalCredentials::formatArguments() const
{
    QStringList args;
    for (const QString &mechanism :
         {QStringLiteral("SCRAM-SHA-256"), QStringLiteral("SCRAM-SHA-512")})
        for (const QString &user : users())
            args << QStringLiteral("--add-scram")
                 << QStringLiteral("%1=[name=%2,password=%3]").arg(mechanism, user, password(user));
    return args;
}

QByteArray javaArgumentFile(const QStringList &args)
{
    QByteArray out;
    for (const QString &arg : args) {
        QByteArray quoted = arg.toUtf8();
        quoted.replace('\\', "\\\\").replace('"', "\\\"");
        out += '"' + quoted + "\"\n";
    }
    return out;
}

ConnectionProfile LocalCredentials::profile(const QString &bootstrap, const QString &user,
                                            const QString &mechanism, const QString &caFile) const
{
    ConnectionProfile p;
    p.bootstrap = bootstrap;
    if (!caFile.isEmpty())
        p.properties << qMakePair(QStringLiteral("ssl.ca.location"), caFile);
    p.properties << QList<QPair<QString, QString>>{
        {QStringLiteral("security.protocol"),
         caFile.isEmpty() ? kListener : QStringLiteral("SASL_SSL")},
        {QStringLiteral("sasl.mechanisms"), mechanism},
        {QStringLiteral("sasl.username"), user},
        {QStringLiteral("sasl.password"), password(user)}};
    return p;
}

QJsonObject clientsJson(const QString &clusterDir, LocalSecurity security)
{
    const LocalTls tls(clusterDir);
    QJsonObject clients;
    for (const QString &user : LocalCredentials::users()) {
        QJsonObject c{
            {QStringLiteral("security.protocol"), listenersFor(security).value(0).protocol}};
        if (usesKerberos(security)) {
            const LocalKdc kdc(clusterDir);
            c.insert(QStringLiteral("sasl.mechanisms"), QStringLiteral("GSSAPI"));
            c.insert(QStringLiteral("sasl.kerberos.service.name"), LocalKdc::serviceName());
            c.insert(QStringLiteral("sasl.kerberos.principal"), LocalKdc::userPrincipal(user));
            c.insert(QStringLiteral("sasl.kerberos.keytab"), kdc.userKeytab(user));
            c.insert(QStringLiteral("KRB5_CONFIG"), kdc.krb5Conf());
        }
        if (usesSasl(security)) {
            c.insert(QStringLiteral("sasl.mechanisms"), LocalCredentials::mechanismFor(user));
            c.insert(QStringLiteral("sasl.username"), user);
            c.insert(QStringLiteral("password_file"),
                     LocalCredentials::passwordFile(clusterDir, user));
        }
        if (usesTls(security))
            c.insert(QStringLiteral("ssl.ca.location"), tls.caCert());
        if (security == LocalSecurity::Ssl) {
            c.insert(QStringLiteral("ssl.certificate.location"), tls.clientCert(user));
            c.insert(QStringLiteral("ssl.key.location"), tls.clientKey(user));
        }
        clients.insert(user, c);
    }
    return clients;
}

ConnectionProfile kerberosProfile(const QString &clusterDir, const QString &bootstrap,
                                  const QString &user)
{
    ConnectionProfile p;
    p.bootstrap = bootstrap;
    p.properties = {
        {QStringLiteral("security.protocol"), QStringLiteral("SASL_PLAINTEXT")},
        {QStringLiteral("sasl.mechanisms"), QStringLiteral("GSSAPI")},
        {QStringLiteral("sasl.kerberos.service.name"), LocalKdc::serviceName()},
        {QStringLiteral("sasl.kerberos.principal"), LocalKdc::userPrincipal(user)},
        {QStringLiteral("sasl.kerberos.keytab"), LocalKdc(clusterDir).userKeytab(user)}};
    return p;
}

} // namespace kafscope::local
