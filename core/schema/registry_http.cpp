#include "schema/registry_http.h"
#include "common/translations.h"

#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QSslCertificate>
#include <QTimer>
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
    if (!m_nam)
        m_nam = std::make_unique<QNetworkAccessManager>();
    QUrl url(m_config.url + path);
    QNetworkRequest req(url);
    req.setRawHeader("Accept", "application/vnd.schemaregistry.v1+json, application/json");
    if (!body.isEmpty())
        req.setHeader(QNetworkRequest::ContentTypeHeader,
                      QByteArray("application/vnd.schemaregistry.v1+json"));
    if (!m_config.bearerToken.isEmpty())
        req.setRawHeader("Authorization", "Bearer " + m_config.bearerToken.toUtf8());
    else if (!m_config.username.isEmpty())
        req.setRawHeader(
            "Authorization",
            "Basic " +
                (m_config.username + QLatin1Char(':') + m_config.password).toUtf8().toBase64());
    if (url.scheme() == QLatin1String("https") && !m_config.caFile.isEmpty()) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        const QList<QSslCertificate> extra = QSslCertificate::fromPath(m_config.caFile, QSsl::Pem);
        if (extra.isEmpty())
            return Error::local(
                KS_ERR("No PEM certificate in %1 (the schema registry's CA)").arg(m_config.caFile));
        ssl.addCaCertificates(extra);
        req.setSslConfiguration(ssl);
    }
    req.setTransferTimeout(m_config.timeoutMs);
    QNetworkReply *reply = m_nam->sendCustomRequest(req, method, body);
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QObject::connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
    timer.start(m_config.timeoutMs + 500);
    if (!reply->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    const QString where = m_config.displayUrl();
    if (!reply->isFinished()) {
        reply->abort();
        delete reply;
        return Error::timeout(0, KS_ERR("The schema registry at %1 did not answer within %2 s")
                                     .arg(where)
                                     .arg(m_config.timeoutMs / 1000.0));
    }
    HttpReply out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.body = reply->readAll();
    const QNetworkReply::NetworkError err = reply->error();
    const QString errText = reply->errorString();
    delete reply; // now: a worker thread may run no event loop that would delete it later
    if (out.status == 0) {
        if (err == QNetworkReply::OperationCanceledError || err == QNetworkReply::TimeoutError)
            return Error::timeout(0, KS_ERR("The schema registry at %1 did not answer within %2 s")
                                         .arg(where)
                                         .arg(m_config.timeoutMs / 1000.0));
        QString why = errText;
        if (err == QNetworkReply::ConnectionRefusedError)
            why = KS_TR("connection refused");
        else if (err == QNetworkReply::HostNotFoundError)
            why = KS_TR("host not found");
        else if (err == QNetworkReply::SslHandshakeFailedError)
            why = KS_TR("TLS handshake failed (%1)").arg(errText);
        return Error::local(KS_ERR("Cannot reach the schema registry at %1: %2").arg(where, why));
    }
    return out;
}

} // namespace kafscope::schema
