#include "protocol/sasl.h"

#include "cluster/net_probe.h"
#include "common/translations.h"
#include "net/bounded_http.h"
#include "protocol/connection.h"
#include "protocol/sasl_gssapi.h"

#include <librdkafka/rdkafka.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace kafscope::protocol {

using connprobe::prop;

QByteArray scramSaltedPassword(const QByteArray &password, const QByteArray &salt, int iterations,
                               bool sha512)
{
    QByteArray out(sha512 ? 64 : 32, Qt::Uninitialized);
    PKCS5_PBKDF2_HMAC(password.constData(), int(password.size()),
                      reinterpret_cast<const unsigned char *>(salt.constData()), int(salt.size()),
                      iterations, sha512 ? EVP_sha512() : EVP_sha256(), int(out.size()),
                      reinterpret_cast<unsigned char *>(out.data()));
    return out;
}

QByteArray scramHmac(const QByteArray &key, const QByteArray &data, bool sha512)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    HMAC(sha512 ? EVP_sha512() : EVP_sha256(), key.constData(), int(key.size()),
         reinterpret_cast<const unsigned char *>(data.constData()), size_t(data.size()), md, &len);
    return QByteArray(reinterpret_cast<const char *>(md), int(len));
}

QByteArray scramHash(const QByteArray &data, bool sha512)
{
    unsigned char md[EVP_MAX_MD_SIZE];
    unsigned int len = 0;
    EVP_Digest(data.constData(), size_t(data.size()), md, &len,
               sha512 ? EVP_sha512() : EVP_sha256(), nullptr);
    return QByteArray(reinterpret_cast<const char *>(md), int(len));
}

Error saslAuthError(const ErrorText &text)
{
    return Error::kafka(RD_KAFKA_RESP_ERR__AUTHENTICATION, text);
}

namespace {

class Plain : public SaslMechanism {
public:
    Plain(QString user, QString password) : m_user(std::move(user)), m_password(std::move(password))
    {
    }
    QString name() const override { return QStringLiteral("PLAIN"); }
    Result<QByteArray> next(const QByteArray &) override
    {
        return QByteArray(1, '\0') + m_user.toUtf8() + QByteArray(1, '\0') + m_password.toUtf8();
    }
    Result<bool> finished(const QByteArray &) override { return true; }

private:
    QString m_user, m_password;
};

class Scram : public SaslMechanism {
public:
    Scram(bool sha512, QString user, QString password)
        : m_sha512(sha512), m_user(std::move(user)), m_password(std::move(password))
    {
    }
    QString name() const override
    {
        return m_sha512 ? QStringLiteral("SCRAM-SHA-512") : QStringLiteral("SCRAM-SHA-256");
    }
    Result<QByteArray> next(const QByteArray &challenge) override
    {
        if (m_step == 0) {
            unsigned char raw[24];
            RAND_bytes(raw, sizeof raw);
            m_nonce = QByteArray(reinterpret_cast<const char *>(raw), sizeof raw).toBase64();
            QByteArray user = m_user.toUtf8();
            user.replace("=", "=3D").replace(",", "=2C");
            m_clientFirstBare = "n=" + user + ",r=" + m_nonce;
            m_step = 1;
            return "n,," + m_clientFirstBare;
        }
        // The server's first message: r=<nonce>,s=<salt>,i=<iterations>.
        QByteArray nonce, salt;
        int iterations = 0;
        for (const QByteArray &part : challenge.split(',')) {
            if (part.startsWith("r="))
                nonce = part.mid(2);
            else if (part.startsWith("s="))
                salt = QByteArray::fromBase64(part.mid(2));
            else if (part.startsWith("i="))
                iterations = part.mid(2).toInt();
        }
        if (!nonce.startsWith(m_nonce) || salt.isEmpty() || iterations < 1 || iterations > 1000000)
            return saslAuthError(KS_ERR("The broker's SCRAM challenge is not valid"));
        const QByteArray clientFinalBare = "c=biws,r=" + nonce;
        const QByteArray authMessage = m_clientFirstBare + ',' + challenge + ',' + clientFinalBare;
        const QByteArray salted =
            scramSaltedPassword(m_password.toUtf8(), salt, iterations, m_sha512);
        const QByteArray clientKey = scramHmac(salted, "Client Key", m_sha512);
        const QByteArray signature =
            scramHmac(scramHash(clientKey, m_sha512), authMessage, m_sha512);
        QByteArray proof = clientKey;
        for (qsizetype i = 0; i < proof.size(); ++i)
            proof[i] = char(proof[i] ^ signature[i]);
        m_serverSignature =
            scramHmac(scramHmac(salted, "Server Key", m_sha512), authMessage, m_sha512);
        m_step = 2;
        return clientFinalBare + ",p=" + proof.toBase64();
    }
    Result<bool> finished(const QByteArray &answer) override
    {
        if (m_step < 2)
            return false;
        if (answer.startsWith("e="))
            return saslAuthError(KS_ERR("SCRAM: the broker refused the login: %1")
                                     .arg(QString::fromUtf8(answer.mid(2))));
        if (!answer.startsWith("v=") || QByteArray::fromBase64(answer.mid(2)) != m_serverSignature)
            return saslAuthError(
                KS_ERR("SCRAM: the broker's signature does not match; it may not be the broker "
                       "it claims to be"));
        return true;
    }

private:
    bool m_sha512;
    QString m_user, m_password;
    int m_step = 0;
    QByteArray m_nonce, m_clientFirstBare, m_serverSignature;
};

class OAuthBearer : public SaslMechanism {
public:
    explicit OAuthBearer(QByteArray token) : m_token(std::move(token)) {}
    QString name() const override { return QStringLiteral("OAUTHBEARER"); }
    Result<QByteArray> next(const QByteArray &) override
    {
        if (m_sent)
            return QByteArray(1, '\x01'); // after an error challenge: ask for the final answer
        m_sent = true;
        return "n,,\x01"
               "auth=Bearer " +
               m_token + "\x01\x01";
    }
    Result<bool> finished(const QByteArray &answer) override
    {
        if (!answer.isEmpty())
            return saslAuthError(KS_ERR("OAUTHBEARER: the broker refused the token: %1")
                                     .arg(QString::fromUtf8(answer.left(500))));
        return true;
    }

private:
    QByteArray m_token;
    bool m_sent = false;
};

// librdkafka's unsecured JWT: sasl.oauthbearer.config "principal=<p> [scope=<s>]
// [lifeSeconds=<n>]".
Result<QByteArray> unsecuredToken(const ConnectionProfile &profile)
{
    const QString config = prop(profile.properties, QStringLiteral("sasl.oauthbearer.config"));
    QString principal;
    QStringList scope;
    qint64 life = 3600;
    for (const QString &part : config.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (part.startsWith(QLatin1String("principal=")))
            principal = part.mid(10);
        else if (part.startsWith(QLatin1String("scope=")))
            scope = part.mid(6).split(QLatin1Char(','), Qt::SkipEmptyParts);
        else if (part.startsWith(QLatin1String("lifeSeconds=")))
            life = part.mid(12).toLongLong();
    }
    if (principal.isEmpty())
        return Error::usage(KS_ERR("OAUTHBEARER needs sasl.oauthbearer.method=oidc with a token "
                                   "endpoint, or an unsecured token's principal in "
                                   "sasl.oauthbearer.config (principal=NAME)"));
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QJsonObject claims{{QStringLiteral("sub"), principal},
                       {QStringLiteral("iat"), now},
                       {QStringLiteral("exp"), now + life}};
    if (!scope.isEmpty())
        claims.insert(QStringLiteral("scope"), QJsonArray::fromStringList(scope));
    const auto b64 = [](const QByteArray &b) {
        return b.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    };
    return b64(R"({"alg":"none"})") + '.' +
           b64(QJsonDocument(claims).toJson(QJsonDocument::Compact)) + '.';
}

// An access token from the profile's OIDC token endpoint (the client credentials grant).
Result<QByteArray> oidcToken(const ConnectionProfile &profile, const ConnectionOptions &options)
{
    const auto &p = profile.properties;
    const QUrl url(prop(p, QStringLiteral("sasl.oauthbearer.token.endpoint.url")));
    if (!url.isValid() || url.scheme().isEmpty())
        return Error::usage(
            KS_ERR("OAUTHBEARER with OIDC needs sasl.oauthbearer.token.endpoint.url"));
    net::HttpRequest request;
    request.method = "POST";
    request.url = url;
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"), QStringLiteral("client_credentials"));
    if (const QString scope = prop(p, QStringLiteral("sasl.oauthbearer.scope")); !scope.isEmpty())
        form.addQueryItem(QStringLiteral("scope"), scope);
    request.body = form.toString(QUrl::FullyEncoded).toUtf8();
    const QByteArray login =
        QUrl::toPercentEncoding(prop(p, QStringLiteral("sasl.oauthbearer.client.id"))) + ':' +
        QUrl::toPercentEncoding(prop(p, QStringLiteral("sasl.oauthbearer.client.secret")));
    request.headers = {{"Content-Type", "application/x-www-form-urlencoded"},
                       {"Accept", "application/json"},
                       {"Authorization", "Basic " + login.toBase64()}};
    net::HttpLimits limits;
    limits.timeoutMs = options.timeoutMs;
    limits.maxBodyBytes = 1024 * 1024;
    net::BoundedHttp http;
    const auto reply =
        http.send(request, limits,
                  KS_ERR("the OIDC token endpoint at %1").arg(url.toString(QUrl::RemoveUserInfo)),
                  options.stop);
    if (!reply)
        return reply.error();
    const QJsonObject answer = QJsonDocument::fromJson(reply->body).object();
    const QString token = answer.value(QStringLiteral("access_token")).toString();
    if (reply->status != 200 || token.isEmpty())
        return saslAuthError(KS_ERR("The OIDC token endpoint at %1 gave no token (HTTP %2): %3")
                                 .arg(url.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery))
                                 .arg(reply->status)
                                 .arg(answer.value(QStringLiteral("error")).toString()));
    return token.toUtf8();
}

} // namespace

Result<std::unique_ptr<SaslMechanism>> SaslMechanism::create(const ConnectionProfile &profile,
                                                             const QString &host,
                                                             const ConnectionOptions &options)
{
    const auto &p = profile.properties;
    QString mechanism = prop(p, QStringLiteral("sasl.mechanisms"));
    if (mechanism.isEmpty())
        mechanism = prop(p, QStringLiteral("sasl.mechanism"));
    if (mechanism.isEmpty())
        mechanism = QStringLiteral("GSSAPI"); // librdkafka's default
    mechanism = mechanism.trimmed().toUpper();
    const QString user = prop(p, QStringLiteral("sasl.username"));
    const QString password = prop(p, QStringLiteral("sasl.password"));
    if (mechanism == QLatin1String("PLAIN"))
        return std::unique_ptr<SaslMechanism>(new Plain(user, password));
    if (mechanism == QLatin1String("SCRAM-SHA-256") || mechanism == QLatin1String("SCRAM-SHA-512"))
        return std::unique_ptr<SaslMechanism>(
            new Scram(mechanism.endsWith(QLatin1String("512")), user, password));
    if (mechanism == QLatin1String("OAUTHBEARER")) {
        const bool oidc = prop(p, QStringLiteral("sasl.oauthbearer.method"))
                              .compare(QLatin1String("oidc"), Qt::CaseInsensitive) == 0;
        auto token = oidc ? oidcToken(profile, options) : unsecuredToken(profile);
        if (!token)
            return token.error();
        return std::unique_ptr<SaslMechanism>(new OAuthBearer(*token));
    }
    if (mechanism == QLatin1String("GSSAPI"))
        return createGssapi(profile, host);
    return Error::usage(KS_ERR("SASL %1 is not supported by Kafscope's own broker connection "
                               "(used for disks, reassignments, the quorum and quotas); it "
                               "supports PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, OAUTHBEARER and "
                               "GSSAPI")
                            .arg(mechanism));
}

} // namespace kafscope::protocol
