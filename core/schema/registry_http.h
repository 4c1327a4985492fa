#pragma once

#include "common/result.h"
#include "net/bounded_http.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace kafscope::schema {

// Where a Confluent-compatible schema registry is and how to log in to it. The password and token
// are secrets: never printed, logged or saved.
struct RegistryConfig {
    QString url;      // the API root, e.g. http://127.0.0.1:8081 or .../apis/ccompat/v7
    QString username; // basic auth when set
    QString password;
    QString bearerToken; // Authorization: Bearer, when set (instead of basic auth)
    QString caFile;      // extra CA certificates (PEM) for an https registry
    int timeoutMs = 10000;

    bool isSet() const { return !url.isEmpty(); }
    // The URL with any user:password@ removed, for messages.
    QString displayUrl() const;
};

// Checks a registry URL (http or https, a host); a usage error says what is wrong.
Status checkRegistryUrl(const QString &url);

using HttpReply = net::HttpReply;

// Blocking HTTP requests to the registry through net::BoundedHttp, on the calling thread (a
// reader's worker thread or the CLI's main thread): an answer is at most kMaxAnswerBytes, a
// redirect to another origin is refused (the credentials stay with the registry), and the
// caller's stop ends a request at once. A refused connection, a TLS failure or a timeout is an
// error naming the registry; any HTTP answer, 4xx and 5xx included, is a reply.
class RegistryHttp {
public:
    explicit RegistryHttp(RegistryConfig config);
    ~RegistryHttp();
    RegistryHttp(const RegistryHttp &) = delete;
    RegistryHttp &operator=(const RegistryHttp &) = delete;

    static constexpr qint64 kMaxAnswerBytes = 16 * 1024 * 1024;

    const RegistryConfig &config() const { return m_config; }
    // Asked while a request waits: true ends it with a Cancelled error (Ctrl-C, a browse's Stop).
    void setStop(std::function<bool()> stop) { m_stop = std::move(stop); }
    const std::function<bool()> &stop() const { return m_stop; }
    // `path` is appended to the URL ("/subjects"); `body` is sent as JSON when not empty.
    Result<HttpReply> request(const QByteArray &method, const QString &path,
                              const QByteArray &body = {});

private:
    RegistryConfig m_config;
    net::BoundedHttp m_http;
    std::function<bool()> m_stop;
};

} // namespace kafscope::schema
