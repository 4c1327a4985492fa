#include "connect/connect_client.h"

#include "common/text_cut.h"
#include "connect/connect_parse.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QThread>
#include <QUrl>

namespace kafscope::connect {

namespace {

constexpr qsizetype kMaxEchoChars = 2000;

// The worker's "message" ({"error_code": .., "message": ..}), or the start of its body.
QString saysOf(const QJsonDocument &doc, const QByteArray &body)
{
    const QString message = doc.object().value(QStringLiteral("message")).toString();
    return cutText(message.isEmpty() ? QString::fromUtf8(body.left(300)) : message, kMaxEchoChars);
}

Result<QSslConfiguration> sslFor(const ConnectEndpoint &e)
{
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    if (!e.caFile.isEmpty()) {
        const QList<QSslCertificate> extra = QSslCertificate::fromPath(e.caFile, QSsl::Pem);
        if (extra.isEmpty())
            return Error::local(
                KS_ERR("No PEM certificate in %1 (the Connect worker's CA)").arg(e.caFile));
        ssl.addCaCertificates(extra);
    }
    if (e.certFile.isEmpty() != e.keyFile.isEmpty())
        return Error::usage(KS_ERR("A Connect client certificate needs its key, and a key its "
                                   "certificate"));
    if (!e.certFile.isEmpty()) {
        const QList<QSslCertificate> certs = QSslCertificate::fromPath(e.certFile, QSsl::Pem);
        QFile keyFile(e.keyFile);
        if (certs.isEmpty() || !keyFile.open(QIODevice::ReadOnly))
            return Error::local(KS_ERR("Cannot read the Connect client certificate %1 or key %2")
                                    .arg(e.certFile, e.keyFile));
        const QByteArray pem = keyFile.readAll();
        QSslKey key(pem, QSsl::Rsa);
        if (key.isNull())
            key = QSslKey(pem, QSsl::Ec);
        if (key.isNull())
            return Error::local(KS_ERR("%1 is no unencrypted PEM key").arg(e.keyFile));
        ssl.setLocalCertificate(certs.first());
        ssl.setPrivateKey(key);
    }
    return ssl;
}

} // namespace

QString pathPart(const QString &name)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(name));
}

ConnectClient::ConnectClient(ConnectEndpoint endpoint, ConnectionProfile profile)
    : m_endpoint(std::move(endpoint)), m_profile(std::move(profile))
{
    while (m_endpoint.url.endsWith(QLatin1Char('/')))
        m_endpoint.url.chop(1);
}

ConnectClient::~ConnectClient() = default;

Result<QJsonDocument> ConnectClient::call(const QByteArray &method, const QString &path,
                                          const QByteArray &body, const ErrorText &what)
{
    net::HttpRequest req;
    req.method = method;
    req.url = QUrl(m_endpoint.url + path);
    req.body = body;
    req.headers.emplaceBack("Accept", "application/json");
    if (!body.isEmpty())
        req.headers.emplaceBack("Content-Type", "application/json");
    if (!m_endpoint.username.isEmpty())
        req.headers.emplaceBack(
            "Authorization",
            "Basic " +
                (m_endpoint.username + QLatin1Char(':') + m_endpoint.password).toUtf8().toBase64());
    if (req.url.scheme() == QLatin1String("https")) {
        auto ssl = sslFor(m_endpoint);
        if (!ssl)
            return ssl.error();
        req.ssl = ssl.value();
    }
    net::HttpLimits limits;
    limits.timeoutMs = m_endpoint.timeoutMs;
    limits.maxBodyBytes = kMaxAnswerBytes;
    const QString url = m_endpoint.displayUrl();
    const ErrorText who = KS_ERR("the Connect worker at %1").arg(url);
    auto reply = m_http.send(req, limits, who, m_stop);
    // While its group rebalances (a connector was just created, a worker joined) a worker answers
    // 409 or 500 naming the rebalance, having done nothing: the request is asked again for up to
    // the time limit.
    QElapsedTimer waited;
    waited.start();
    while (reply && (reply->status == 409 || reply->status == 500) &&
           reply->body.contains("rebalance") && waited.elapsed() < m_endpoint.timeoutMs &&
           !(m_stop && m_stop())) {
        QThread::msleep(200);
        reply = m_http.send(req, limits, who, m_stop);
    }
    if (!reply)
        return reply.error();
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(reply->body, &parseError);
    const int status = reply->status;
    if (status == 404)
        return Error::usage(KS_ERR("Not found by the Connect cluster at %1 (%2): %3")
                                .arg(url)
                                .arg(what)
                                .arg(saysOf(doc, reply->body)));
    if (status == 401 || status == 403)
        return Error::kafka(status, KS_ERR("The Connect worker at %1 refused the credentials "
                                           "(HTTP %2)")
                                        .arg(url)
                                        .arg(status));
    if (status < 200 || status > 299)
        return Error::kafka(status, KS_ERR("The Connect worker at %1 refused %2 (HTTP %3): %4")
                                        .arg(url)
                                        .arg(what)
                                        .arg(status)
                                        .arg(saysOf(doc, reply->body)));
    if (!reply->body.trimmed().isEmpty() && parseError.error != QJsonParseError::NoError)
        return Error::kafka(status, KS_ERR("The Connect worker at %1 answered %2 with no JSON: %3")
                                        .arg(url)
                                        .arg(what)
                                        .arg(parseError.errorString()))
            .withCause(Error::Cause::MalformedAnswer);
    return doc;
}

Result<QJsonDocument> ConnectClient::callJson(const QByteArray &method, const QString &path,
                                              const QJsonObject &body, const ErrorText &what)
{
    return call(method, path, QJsonDocument(body).toJson(QJsonDocument::Compact), what);
}

Status ConnectClient::admit(WriteKind kind, const QString &name, const QString &confirmation) const
{
    return WriteGuard::admit(m_profile, {kind, name}, confirmation);
}

Result<WorkerInfo> ConnectClient::workerInfo()
{
    auto doc = call("GET", QStringLiteral("/"), {}, KS_ERR("the worker's version"));
    if (!doc)
        return doc.error();
    return parse::workerInfo(doc->object());
}

QStringList ConnectClient::passwordKeysOf(const QString &className)
{
    if (className.isEmpty())
        return {};
    if (auto it = m_passwordKeys.constFind(className); it != m_passwordKeys.constEnd())
        return it.value();
    // Best effort: without the metadata, maskConfig's name rule still hides the usual keys.
    auto v = validate(className, {});
    const QStringList keys = v ? v->passwordKeys() : QStringList();
    m_passwordKeys.insert(className, keys);
    return keys;
}

Result<QList<ConnectorInfo>> ConnectClient::connectors()
{
    auto doc = call("GET", QStringLiteral("/connectors?expand=status&expand=info"), {},
                    KS_ERR("the connector list"));
    if (!doc)
        return doc.error();
    QList<ConnectorInfo> out;
    const QJsonObject all = doc->object();
    for (auto it = all.constBegin(); it != all.constEnd() && out.size() < kMaxItems; ++it) {
        ConnectorInfo c;
        c.name = it.key();
        const QJsonObject entry = it.value().toObject();
        parse::info(entry.value(QStringLiteral("info")).toObject(), c, kMaxItems);
        parse::status(entry.value(QStringLiteral("status")).toObject(), c, kMaxItems);
        c.config = maskConfig(c.config, passwordKeysOf(c.className));
        out << c;
    }
    return out;
}

Result<QStringList> ConnectClient::topicsOf(const QString &name)
{
    auto doc = call("GET", QStringLiteral("/connectors/%1/topics").arg(pathPart(name)), {},
                    KS_ERR("the topics of connector %1").arg(name));
    if (!doc)
        return doc.error();
    QStringList topics;
    for (const QJsonValue &v :
         doc->object().value(name).toObject().value(QStringLiteral("topics")).toArray()) {
        if (topics.size() >= kMaxItems)
            break;
        topics << v.toString();
    }
    return topics;
}

Result<ConnectorInfo> ConnectClient::connector(const QString &name)
{
    const QString base = QStringLiteral("/connectors/%1").arg(pathPart(name));
    const ErrorText what = KS_ERR("connector %1").arg(name);
    auto infoDoc = call("GET", base, {}, what);
    if (!infoDoc)
        return infoDoc.error();
    ConnectorInfo c;
    c.name = name;
    parse::info(infoDoc->object(), c, kMaxItems);
    // A connector just created has no status for a moment (the worker has not written it to its
    // status topic yet): then its state stays empty.
    auto statusDoc = call("GET", base + QStringLiteral("/status"), {}, what);
    if (statusDoc)
        parse::status(statusDoc->object(), c, kMaxItems);
    else if (statusDoc.error().kind != Error::Kind::Usage)
        return statusDoc.error();
    // Topic tracking may be off on a worker (topic.tracking.enable=false): then no topics.
    if (auto topics = topicsOf(name))
        c.topics = topics.value();
    c.config = maskConfig(c.config, passwordKeysOf(c.className));
    return c;
}

Result<QList<PluginInfo>> ConnectClient::plugins(bool connectorsOnly)
{
    auto doc = call("GET",
                    QStringLiteral("/connector-plugins?connectorsOnly=%1")
                        .arg(connectorsOnly ? QStringLiteral("true") : QStringLiteral("false")),
                    {}, KS_ERR("the plugin list"));
    if (!doc)
        return doc.error();
    return parse::plugins(doc->array(), kMaxItems);
}

Result<ValidationResult> ConnectClient::validate(const QString &className,
                                                 const ConnectorConfig &config)
{
    QJsonObject body;
    for (auto it = config.constBegin(); it != config.constEnd(); ++it)
        body.insert(it.key(), it.value());
    body.insert(QStringLiteral("connector.class"), className);
    // The worker requires a name even to validate; a config about to be created has none yet.
    if (!body.contains(QStringLiteral("name")))
        body.insert(QStringLiteral("name"), QStringLiteral("kafscope-validate"));
    auto doc = callJson(
        "PUT", QStringLiteral("/connector-plugins/%1/config/validate").arg(pathPart(className)),
        body, KS_ERR("the validation of a %1 config").arg(className));
    if (!doc)
        return doc.error();
    ValidationResult r = parse::validation(doc->object(), kMaxItems);
    m_passwordKeys.insert(className, r.passwordKeys());
    return r;
}

Result<ConnectorOffsets> ConnectClient::offsets(const QString &name)
{
    auto doc = call("GET", QStringLiteral("/connectors/%1/offsets").arg(pathPart(name)), {},
                    KS_ERR("the offsets of connector %1").arg(name));
    if (!doc)
        return doc.error();
    ConnectorOffsets o;
    const QJsonArray all = doc->object().value(QStringLiteral("offsets")).toArray();
    for (qsizetype i = 0; i < all.size() && i < kMaxItems; ++i)
        o.offsets.append(all.at(i));
    return o;
}

} // namespace kafscope::connect
