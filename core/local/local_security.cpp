#include "local/local_security.h"

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

QString secretsDir(const QString &clusterDir) { return clusterDir + QStringLiteral("/sasl"); }

} // namespace

QString securityName(LocalSecurity security)
{
    return security == LocalSecurity::SaslPlaintext ? QStringLiteral("sasl_plaintext") : QStringLiteral("plaintext");
}

std::optional<LocalSecurity> parseSecurity(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("plaintext"))
        return LocalSecurity::Plaintext;
    if (n == QLatin1String("sasl_plaintext"))
        return LocalSecurity::SaslPlaintext;
    return std::nullopt;
}

QStringList LocalCredentials::users() { return {QStringLiteral("admin"), QStringLiteral("alice")}; }

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
        return Error::local(QStringLiteral("Cannot create %1").arg(dir));
    LocalCredentials c;
    for (const QString &user : users()) {
        const QString password = randomPassword();
        QFile f(passwordFile(clusterDir, user));
        // Owner-only before the first byte is written.
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            !f.setPermissions(QFile::ReadOwner | QFile::WriteOwner) || f.write(password.toLatin1()) < 0 ||
            !f.flush())
            return Error::local(QStringLiteral("Cannot write %1").arg(f.fileName()));
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
            return Error::local(QStringLiteral("Cannot read %1").arg(f.fileName()));
        const QString password = QString::fromLatin1(f.readAll()).trimmed();
        if (password.isEmpty())
            return Error::local(QStringLiteral("%1 is empty").arg(f.fileName()));
        c.m_passwords.insert(user, password);
    }
    return c;
}

QStringList LocalCredentials::serverPropertyLines() const
{
    const QString prefix = QStringLiteral("listener.name.%1.").arg(kListener.toLower());
    QString plainUsers;
    for (const QString &user : users())
        plainUsers += QStringLiteral(" user_%1=\"%2\"").arg(user, password(user));
    const QString scram = QStringLiteral("org.apache.kafka.common.security.scram.ScramLoginModule required;");
    return {
        QStringLiteral("sasl.enabled.mechanisms=PLAIN,SCRAM-SHA-256,SCRAM-SHA-512"),
        QStringLiteral("sasl.mechanism.inter.broker.protocol=PLAIN"),
        // username/password: how this broker logs in to the others; user_*: who may log in.
        prefix + QStringLiteral("plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule "
                                "required username=\"%1\" password=\"%2\"%3;")
                     .arg(superUser(), password(superUser()), plainUsers),
        prefix + QStringLiteral("scram-sha-256.sasl.jaas.config=") + scram,
        prefix + QStringLiteral("scram-sha-512.sasl.jaas.config=") + scram,
        // Takes effect once an authorizer is configured (issue #16); harmless without one.
        QStringLiteral("super.users=User:%1").arg(superUser()),
    };
}

QStringList LocalCredentials::formatArguments() const
{
    QStringList args;
    for (const QString &mechanism : {QStringLiteral("SCRAM-SHA-256"), QStringLiteral("SCRAM-SHA-512")})
        for (const QString &user : users())
            args << QStringLiteral("--add-scram")
                 << QStringLiteral("%1=[name=%2,password=%3]").arg(mechanism, user, password(user));
    return args;
}

ConnectionProfile LocalCredentials::profile(const QString &bootstrap, const QString &user,
                                            const QString &mechanism) const
{
    ConnectionProfile p;
    p.bootstrap = bootstrap;
    p.properties = {{QStringLiteral("security.protocol"), kListener},
                    {QStringLiteral("sasl.mechanisms"), mechanism},
                    {QStringLiteral("sasl.username"), user},
                    {QStringLiteral("sasl.password"), password(user)}};
    return p;
}

QJsonObject clientsJson(const QString &clusterDir)
{
    QJsonObject clients;
    for (const QString &user : LocalCredentials::users())
        clients.insert(user, QJsonObject{{QStringLiteral("security.protocol"), kListener},
                                         {QStringLiteral("sasl.mechanisms"), LocalCredentials::mechanismFor(user)},
                                         {QStringLiteral("sasl.username"), user},
                                         {QStringLiteral("password_file"),
                                          LocalCredentials::passwordFile(clusterDir, user)}});
    return clients;
}

} // namespace kafscope::local
