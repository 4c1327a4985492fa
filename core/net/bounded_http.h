#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QList>
#include <QSslConfiguration>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QNetworkAccessManager;

namespace kafscope::net {

// What one request may take, whatever the server does.
struct HttpLimits {
    int timeoutMs = 10000;                  // the whole exchange, redirects included
    qint64 maxBodyBytes = 16 * 1024 * 1024; // the answer's body
    int maxRedirects = 5;                   // same-origin redirects followed
};

struct HttpRequest {
    QByteArray method = "GET";
    QUrl url;
    QList<std::pair<QByteArray, QByteArray>> headers; // "Authorization" among them, when any
    QByteArray body;
    std::optional<QSslConfiguration> ssl;
};

struct HttpReply {
    int status = 0; // HTTP status
    QByteArray body;
};

// Whether two URLs share scheme, host and port (the port a scheme implies counted).
bool sameOrigin(const QUrl &a, const QUrl &b);

// Blocking HTTP requests for core's clients of HTTP services (the schema registry; later the
// monitor and Kafka Connect), made with QNetworkAccessManager on the calling thread by running a
// local event loop until the answer, the time limit or the caller's stop. Untrusted servers are
// bounded: the body by a byte limit, the exchange by a time limit, and a redirect to another
// origin (host, port or scheme) is refused, so headers with credentials never leave the origin
// they were meant for. Any HTTP answer, 4xx and 5xx included, is a reply; everything else is a
// typed error that names `who` ("the schema registry at http://…") and the bound that was hit.
// One BoundedHttp belongs to one thread.
class BoundedHttp {
public:
    BoundedHttp();
    ~BoundedHttp();
    BoundedHttp(const BoundedHttp &) = delete;
    BoundedHttp &operator=(const BoundedHttp &) = delete;

    // `stop`, when set, is asked about every 50 ms: true ends the request with a Cancelled error.
    Result<HttpReply> send(const HttpRequest &request, const HttpLimits &limits,
                           const ErrorText &who, const std::function<bool()> &stop = {});

private:
    std::unique_ptr<QNetworkAccessManager> m_nam; // made on first use, in the thread that uses it
};

} // namespace kafscope::net
