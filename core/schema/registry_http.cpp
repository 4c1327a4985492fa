#include "schema/registry_http.h"
#include "common/translations.h"

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QUrl>

namespace kafscope::schema {

QString RegistryConfig::displayUrl() const
{
    QUrl u(url);
    u.setUserInfo(QString());
    return u.toString();
}

Status checkRegistryUrl(const QString &url)
{
    const QUrl u(url, QUrl::StrictMode);
    if (!u.isValid() ||
        (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https")) ||
        u.host().isEmpty())
        return Error::usage(
            KS_ERR("The schema registry URL must be http(s)://HOST[:PORT][/PATH], not \"%1\"")
                .arg(QUrl(url).toString(QUrl::RemoveUserInfo)));
    return Ok{};
}

RegistryHttp::RegistryHttp(RegistryConfig config) : m_config(std::move(config))
{
    while (m_config.url.endsWith(QLatin1Char('/')))
        m_config.url.chop(1);
}

RegistryHttp::~RegistryHttp() = default;

Result<HttpReply> RegistryHttp::request(const QByteArray &method, const QString &path,
                                        const QByteArray &body)
{
    net::HttpRequest req;
    req.method = method;
    req.url = QUrl(m_config.url + path);
    req.body = body;
    req.headers.emplaceBack("Accept", "application/vnd.schemaregistry.v1+json, application/json");
    if (!body.isEmpty())
        req.headers.emplaceBack("Content-Type", "application/vnd.schemaregistry.v1+json");
    if (!m_config.bearerToken.isEmpty())
        req.headers.emplaceBack("Authorization", "Bearer " + m_config.bearerToken.toUtf8());
    else if (!m_config.username.isEmpty())
        req.headers.emplaceBack(
            "Authorization",
            "Basic " +
                (m_config.username + QLatin1Char(':') + m_config.password).toUtf8().toBase64());
    if (req.url.scheme() == QLatin1String("https") && !m_config.caFile.isEmpty()) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        const QList<QSslCertificate> extra = QSslCertificate::fromPath(m_config.caFile, QSsl::Pem);
        if (extra.isEmpty())
            return Error::local(
                KS_ERR("No PEM certificate in %1 (the schema registry's CA)").arg(m_config.caFile));
        ssl.addCaCertificates(extra);
        req.ssl = ssl;
    }
    net::HttpLimits limits;
    limits.timeoutMs = m_config.timeoutMs;
    limits.maxBodyBytes = kMaxAnswerBytes;
    return m_http.send(req, limits, KS_ERR("the schema registry at %1").arg(m_config.displayUrl()),
                       m_stop);
}

} // namespace kafscope::schema
