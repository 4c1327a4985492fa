#include "net/bounded_http.h"
#include "common/text_cut.h"
#include "common/translations.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace kafscope::net {

namespace {

constexpr int kStopPollMs = 50;
constexpr int kMaxUrlChars = 200; // of a server's redirect target, in a message

int portOf(const QUrl &u)
{
    const QString scheme = u.scheme().toLower();
    return u.port(scheme == QLatin1String("https")  ? 443
                  : scheme == QLatin1String("http") ? 80
                                                    : -1);
}

// What happened besides the reply finishing, as the loop saw it.
struct Exchange {
    QByteArray body;
    QUrl current; // the URL now asked (after same-origin redirects)
    QUrl refused; // a redirect to another origin, not followed
    bool tooLarge = false;
    bool stopped = false;
};

void watch(QNetworkReply *reply, const HttpRequest &request, const HttpLimits &limits, Exchange &x)
{
    QObject::connect(reply, &QNetworkReply::redirected, reply,
                     [reply, &request, &x](const QUrl &to) {
                         const QUrl target = x.current.resolved(to);
                         if (!sameOrigin(request.url, target)) {
                             x.refused = target;
                             reply->abort();
                             return;
                         }
                         x.current = target;
                         x.body.clear();
                         Q_EMIT reply->redirectAllowed();
                     });
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, &limits, &x] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > limits.maxBodyBytes) {
            x.tooLarge = true;
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [reply, &limits, &x] {
        x.body += reply->read(limits.maxBodyBytes + 1 - x.body.size());
        if (x.body.size() > limits.maxBodyBytes) {
            x.tooLarge = true;
            x.body.clear();
            reply->abort();
        }
    });
}

QString reasonOf(QNetworkReply::NetworkError err, const QString &text)
{
    if (err == QNetworkReply::ConnectionRefusedError)
        return KS_TR("connection refused");
    if (err == QNetworkReply::HostNotFoundError)
        return KS_TR("host not found");
    if (err == QNetworkReply::SslHandshakeFailedError)
        return KS_TR("TLS handshake failed (%1)").arg(text);
    return text;
}

} // namespace

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0 &&
           a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && portOf(a) == portOf(b);
}

BoundedHttp::BoundedHttp() = default;
BoundedHttp::~BoundedHttp() = default;

Result<HttpReply> BoundedHttp::send(const HttpRequest &request, const HttpLimits &limits,
                                    const ErrorText &who, const std::function<bool()> &stop)
{
    if (stop && stop())
        return Error::cancelled(KS_ERR("Stopped before asking %1").arg(who));
    if (!m_nam)
        m_nam = std::make_unique<QNetworkAccessManager>();
    QNetworkRequest req(request.url);
    for (const auto &[name, value] : request.headers)
        req.setRawHeader(name, value);
    if (request.ssl)
        req.setSslConfiguration(*request.ssl);
    // Redirects are checked one by one: Qt would carry the Authorization header anywhere.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::UserVerifiedRedirectPolicy);
    req.setMaximumRedirectsAllowed(limits.maxRedirects);
    req.setTransferTimeout(limits.timeoutMs);
    QNetworkReply *reply = m_nam->sendCustomRequest(req, request.method, request.body);
    Exchange x;
    x.current = request.url;
    watch(reply, request, limits, x);
    QEventLoop loop;
    QTimer deadline, poll;
    deadline.setSingleShot(true);
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (stop && stop()) {
            x.stopped = true;
            loop.quit();
        }
    });
    deadline.start(limits.timeoutMs + 500);
    if (stop)
        poll.start(kStopPollMs);
    if (!reply->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    const bool finished = reply->isFinished();
    if (!finished)
        reply->abort();
    if (finished && !x.tooLarge && x.refused.isEmpty())
        x.body += reply->read(limits.maxBodyBytes + 1 - x.body.size());
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError err = reply->error();
    const QString errText = reply->errorString();
    delete reply; // now: a worker thread may run no event loop that would delete it later

    const auto noAnswer = [&] {
        return Error::timeout(
            0, KS_ERR("No answer from %1 within %2 s").arg(who).arg(limits.timeoutMs / 1000.0));
    };
    if (x.stopped)
        return Error::cancelled(KS_ERR("Stopped while waiting for %1").arg(who));
    if (!x.refused.isEmpty())
        return Error::local(
            KS_ERR("%1 redirected to %2, another host, port or scheme: not followed, so that no "
                   "credentials go there")
                .arg(who)
                .arg(printableCut(x.refused.toString(QUrl::RemoveUserInfo), kMaxUrlChars)));
    if (x.tooLarge || x.body.size() > limits.maxBodyBytes)
        return Error::kafka(status, KS_ERR("The answer from %1 is larger than %L2 bytes (the "
                                           "limit for one answer)")
                                        .arg(who)
                                        .arg(limits.maxBodyBytes));
    if (!finished)
        return noAnswer();
    if (status == 0) {
        if (err == QNetworkReply::OperationCanceledError || err == QNetworkReply::TimeoutError)
            return noAnswer();
        if (err == QNetworkReply::TooManyRedirectsError)
            return Error::local(
                KS_ERR("%1 redirected more than %2 times").arg(who).arg(limits.maxRedirects));
        return Error::local(KS_ERR("Cannot reach %1: %2").arg(who).arg(reasonOf(err, errText)));
    }
    return HttpReply{status, std::move(x.body)};
}

} // namespace kafscope::net
