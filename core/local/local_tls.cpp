#include "local/local_tls.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>

namespace kafscope::local {

namespace {

// Our own minimal openssl configuration, so the result does not depend on the system's openssl.cnf.
const char kConfig[] = "[req]\n"
                       "distinguished_name = dn\n"
                       "prompt = no\n"
                       "[dn]\n"
                       "CN = unused\n"
                       "[ca_ext]\n"
                       "basicConstraints = critical,CA:TRUE\n"
                       "keyUsage = critical,keyCertSign,cRLSign\n"
                       "subjectKeyIdentifier = hash\n"
                       "[server_ext]\n"
                       "basicConstraints = CA:FALSE\n"
                       "keyUsage = critical,digitalSignature,keyEncipherment\n"
                       // serverAuth and clientAuth: brokers also log in to each other with it.
                       "extendedKeyUsage = serverAuth,clientAuth\n"
                       "subjectAltName = IP:127.0.0.1,DNS:localhost\n"
                       "[wrong_host_ext]\n"
                       "basicConstraints = CA:FALSE\n"
                       "keyUsage = critical,digitalSignature,keyEncipherment\n"
                       "extendedKeyUsage = serverAuth\n"
                       "subjectAltName = DNS:wrong-host.invalid\n"
                       "[client_ext]\n"
                       "basicConstraints = CA:FALSE\n"
                       "keyUsage = critical,digitalSignature\n"
                       "extendedKeyUsage = clientAuth\n";

Result<QByteArray> openssl(const QStringList &args, const QString &workDir)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    if (tool.isEmpty())
        return Error::local(
            KS_ERR("The openssl command is not installed (Debian package openssl); it makes "
                   "the certificates of a TLS local cluster"));
    QProcess p;
    if (!workDir.isEmpty())
        p.setWorkingDirectory(workDir);
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        const QString err = QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
        return Error::local(KS_ERR("openssl %1 failed: %2").arg(args.value(0), err.left(400)));
    }
    return p.readAllStandardOutput();
}

QString randomSecret()
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString out;
    for (int i = 0; i < 32; ++i)
        out += QLatin1Char(alphabet[QRandomGenerator::system()->bounded(int(sizeof alphabet) - 1)]);
    return out;
}

Status ownerOnly(const QString &path)
{
    if (!QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner))
        return Error::local(KS_ERR("Cannot restrict %1 to its owner").arg(path));
    return Ok{};
}

// Creates an empty owner-only file (so a secret is never readable by others, even for a moment).
Status writeOwnerOnly(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        !f.setPermissions(QFile::ReadOwner | QFile::WriteOwner) || f.write(bytes) < 0 || !f.flush())
        return Error::local(KS_ERR("Cannot write %1").arg(path));
    return Ok{};
}

Result<QByteArray> readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::local(KS_ERR("Cannot read %1").arg(path));
    return f.readAll();
}

QString serial()
{
    return QStringLiteral("0x%1%2")
        .arg(QRandomGenerator::system()->generate64() >> 1, 16, 16, QLatin1Char('0'))
        .arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
}

class Maker {
public:
    Maker(QString dir) : m_dir(std::move(dir)) {}
    QString path(const QString &name) const { return m_dir + QLatin1Char('/') + name; }

    Status key(const QString &file) const
    {
        // Owner-only first: genpkey itself creates the file with the umask's mode.
        if (auto s = writeOwnerOnly(file, {}); !s)
            return s;
        auto r = openssl({QStringLiteral("genpkey"), QStringLiteral("-algorithm"),
                          QStringLiteral("EC"), QStringLiteral("-pkeyopt"),
                          QStringLiteral("ec_paramgen_curve:P-256"), QStringLiteral("-out"), file},
                         m_dir);
        if (!r)
            return r.error();
        return ownerOnly(file);
    }

    Status selfSignedCa(const QString &keyFile, const QString &certFile, const QString &cn) const
    {
        if (auto s = key(keyFile); !s)
            return s;
        auto r = openssl(
            {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-new"),
             QStringLiteral("-config"), path(QStringLiteral("openssl.cnf")), QStringLiteral("-key"),
             keyFile, QStringLiteral("-subj"), QStringLiteral("/O=Kafscope/CN=") + cn,
             QStringLiteral("-days"), QStringLiteral("3650"), QStringLiteral("-sha256"),
             QStringLiteral("-extensions"), QStringLiteral("ca_ext"), QStringLiteral("-set_serial"),
             serial(), QStringLiteral("-out"), certFile},
            m_dir);
        return r ? Status(Ok{}) : Status(r.error());
    }

    // A new key and a certificate for `subject` signed by caKey; days -1 makes it already expired.
    Status leaf(const QString &keyFile, const QString &certFile, const QString &subject,
                const QString &ext, const QString &caCert, const QString &caKey,
                int days = 825) const
    {
        if (auto s = key(keyFile); !s)
            return s;
        const QString csr = certFile + QStringLiteral(".csr");
        auto r = openssl({QStringLiteral("req"), QStringLiteral("-new"), QStringLiteral("-config"),
                          path(QStringLiteral("openssl.cnf")), QStringLiteral("-key"), keyFile,
                          QStringLiteral("-subj"), subject, QStringLiteral("-out"), csr},
                         m_dir);
        if (!r)
            return r.error();
        r = openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), csr,
                     QStringLiteral("-CA"), caCert, QStringLiteral("-CAkey"), caKey,
                     QStringLiteral("-set_serial"), serial(), QStringLiteral("-days"),
                     QString::number(days), QStringLiteral("-sha256"), QStringLiteral("-extfile"),
                     path(QStringLiteral("openssl.cnf")), QStringLiteral("-extensions"), ext,
                     QStringLiteral("-out"), certFile},
                    m_dir);
        QFile::remove(csr);
        return r ? Status(Ok{}) : Status(r.error());
    }

    // key, then the certificate, then the CA: the PEM keystore layout Kafka reads.
    Status keystore(const QString &file, const QString &keyFile, const QString &certFile,
                    const QString &caCert) const
    {
        QByteArray all;
        for (const QString &part : {keyFile, certFile, caCert}) {
            auto bytes = readAll(part);
            if (!bytes)
                return bytes.error();
            all += bytes.value();
            if (!all.endsWith('\n'))
                all += '\n';
        }
        return writeOwnerOnly(file, all);
    }

private:
    QString m_dir;
};

QString base64Url(const QByteArray &bytes)
{
    return QString::fromLatin1(
        bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

} // namespace

Status runOpenssl(const QStringList &args, const QString &workDir)
{
    auto r = openssl(args, workDir);
    return r ? Status(Ok{}) : Status(r.error());
}

LocalTls::LocalTls(const QString &clusterDir) : m_dir(clusterDir + QStringLiteral("/tls")) {}

bool LocalTls::exists() const
{
    return QFile::exists(caCert()) && QFile::exists(brokerKeystore());
}
bool LocalTls::hasOidc() const
{
    return QFile::exists(oidcJwks());
}

Status LocalTls::create(const QStringList &users, bool withOidc) const
{
    for (const QString &d :
         {m_dir, m_dir + QStringLiteral("/bad"), m_dir + QStringLiteral("/oidc")})
        if (!QDir().mkpath(d) ||
            !QFile::setPermissions(d, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            return Error::local(KS_ERR("Cannot create %1").arg(d));
    Maker m(m_dir);
    {
        QFile cnf(m.path(QStringLiteral("openssl.cnf")));
        if (!cnf.open(QIODevice::WriteOnly | QIODevice::Truncate) || cnf.write(kConfig) < 0)
            return Error::local(KS_ERR("Cannot write %1").arg(cnf.fileName()));
    }
    const QString server = QStringLiteral("server_ext");
    const QString client = QStringLiteral("client_ext");
    if (auto s = m.selfSignedCa(caKey(), caCert(), QStringLiteral("Kafscope local CA")); !s)
        return s;
    // The broker: CN kafscope-broker is its principal when brokers log in to each other over mTLS.
    const QString brokerKey = m.path(QStringLiteral("broker.key"));
    if (auto s = m.leaf(brokerKey, brokerCert(), QStringLiteral("/O=Kafscope/CN=kafscope-broker"),
                        server, caCert(), caKey());
        !s)
        return s;
    if (auto s = m.keystore(brokerKeystore(), brokerKey, brokerCert(), caCert()); !s)
        return s;
    for (const QString &user : users) {
        if (auto s = m.leaf(clientKey(user), clientCert(user),
                            QStringLiteral("/O=Kafscope/CN=") + user, client, caCert(), caKey());
            !s)
            return s;
        const QString password = randomSecret();
        if (auto s = writeOwnerOnly(clientP12PasswordFile(user), password.toLatin1()); !s)
            return s;
        if (auto s = writeOwnerOnly(clientP12(user), {}); !s)
            return s;
        auto r = openssl({QStringLiteral("pkcs12"), QStringLiteral("-export"),
                          QStringLiteral("-inkey"), clientKey(user), QStringLiteral("-in"),
                          clientCert(user), QStringLiteral("-certfile"), caCert(),
                          QStringLiteral("-name"), user, QStringLiteral("-passout"),
                          QStringLiteral("file:") + clientP12PasswordFile(user),
                          QStringLiteral("-out"), clientP12(user)},
                         m_dir);
        if (!r)
            return r.error();
    }
    // The bad material.
    const QString untrustedCaKey = m.path(QStringLiteral("bad/untrusted-ca.key"));
    if (auto s = m.selfSignedCa(untrustedCaKey, untrustedCaCert(), QStringLiteral("Untrusted CA"));
        !s)
        return s;
    if (auto s = m.leaf(untrustedClientKey(), untrustedClientCert(),
                        QStringLiteral("/O=Kafscope/CN=alice"), client, untrustedCaCert(),
                        untrustedCaKey);
        !s)
        return s;
    const QString wrongKey = m.path(QStringLiteral("bad/wrong-host.key"));
    const QString wrongCert = m.path(QStringLiteral("bad/wrong-host.pem"));
    if (auto s = m.leaf(wrongKey, wrongCert, QStringLiteral("/O=Kafscope/CN=") + wrongHostName(),
                        QStringLiteral("wrong_host_ext"), caCert(), caKey());
        !s)
        return s;
    if (auto s = m.keystore(wrongHostKeystore(), wrongKey, wrongCert, caCert()); !s)
        return s;
    const QString expiredKey = m.path(QStringLiteral("bad/expired.key"));
    const QString expiredCert = m.path(QStringLiteral("bad/expired.pem"));
    if (auto s = m.leaf(expiredKey, expiredCert, QStringLiteral("/O=Kafscope/CN=expired-broker"),
                        server, caCert(), caKey(), -1);
        !s)
        return s;
    if (auto s = m.keystore(expiredKeystore(), expiredKey, expiredCert, caCert()); !s)
        return s;
    if (auto s = m.leaf(expiredClientKey(), expiredClientCert(),
                        QStringLiteral("/O=Kafscope/CN=alice"), client, caCert(), caKey(), -1);
        !s)
        return s;

    if (withOidc) {
        if (auto s = writeOwnerOnly(oidcSigningKey(), {}); !s)
            return s;
        auto r =
            openssl({QStringLiteral("genpkey"), QStringLiteral("-algorithm"), QStringLiteral("RSA"),
                     QStringLiteral("-pkeyopt"), QStringLiteral("rsa_keygen_bits:2048"),
                     QStringLiteral("-out"), oidcSigningKey()},
                    m_dir);
        if (!r)
            return r.error();
        auto modulus = openssl({QStringLiteral("rsa"), QStringLiteral("-in"), oidcSigningKey(),
                                QStringLiteral("-noout"), QStringLiteral("-modulus")},
                               m_dir);
        if (!modulus)
            return modulus.error();
        const QByteArray hex = modulus.value().trimmed().mid(modulus.value().indexOf('=') + 1);
        const QJsonObject key{{QStringLiteral("kty"), QStringLiteral("RSA")},
                              {QStringLiteral("use"), QStringLiteral("sig")},
                              {QStringLiteral("alg"), QStringLiteral("RS256")},
                              {QStringLiteral("kid"), oidcKeyId()},
                              {QStringLiteral("n"), base64Url(QByteArray::fromHex(hex))},
                              {QStringLiteral("e"), base64Url(QByteArray::fromHex("010001"))}};
        QFile jwks(oidcJwks());
        if (!jwks.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            jwks.write(
                QJsonDocument(QJsonObject{{QStringLiteral("keys"), QJsonArray{key}}}).toJson()) < 0)
            return Error::local(KS_ERR("Cannot write %1").arg(jwks.fileName()));
    }
    return Ok{};
}

QJsonObject LocalTls::toJson(const QStringList &users) const
{
    QJsonObject clients;
    for (const QString &user : users)
        clients.insert(user, QJsonObject{{QStringLiteral("certificate"), clientCert(user)},
                                         {QStringLiteral("key"), clientKey(user)},
                                         {QStringLiteral("pkcs12"), clientP12(user)},
                                         {QStringLiteral("pkcs12_password_file"),
                                          clientP12PasswordFile(user)}});
    QJsonObject o{
        {QStringLiteral("ca"), caCert()},
        {QStringLiteral("broker_certificate"), brokerCert()},
        {QStringLiteral("client_certificates"), clients},
        {QStringLiteral("bad"),
         QJsonObject{{QStringLiteral("untrusted_ca"), untrustedCaCert()},
                     {QStringLiteral("untrusted_client_certificate"), untrustedClientCert()},
                     {QStringLiteral("untrusted_client_key"), untrustedClientKey()},
                     {QStringLiteral("expired_client_certificate"), expiredClientCert()},
                     {QStringLiteral("expired_client_key"), expiredClientKey()}}}};
    if (hasOidc())
        o.insert(QStringLiteral("oidc"),
                 QJsonObject{{QStringLiteral("jwks"), oidcJwks()},
                             {QStringLiteral("signing_key"), oidcSigningKey()},
                             {QStringLiteral("kid"), oidcKeyId()},
                             {QStringLiteral("audience"), oidcAudience()},
                             {QStringLiteral("issuer"), oidcIssuer()}});
    return o;
}

} // namespace kafscope::local
