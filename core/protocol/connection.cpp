#include "protocol/connection.h"

#include "cluster/net_probe.h"
#include "cluster/tls_probe.h"
#include "common/translations.h"
#include "protocol/sasl.h"

#include <librdkafka/rdkafka.h>
#include <openssl/err.h>
#include <openssl/ssl.h>

#include <QDeadlineTimer>

#include <cerrno>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace kafscope::protocol {

using connprobe::prop;

struct Connection::Private {
    QString host;
    int port = 0;
    ConnectionOptions options;
    connprobe::Fd fd;
    std::unique_ptr<SSL_CTX, decltype(&SSL_CTX_free)> ctx{nullptr, SSL_CTX_free};
    std::unique_ptr<SSL, decltype(&SSL_free)> ssl{nullptr, SSL_free};
    QByteArray keyPassword;
    int32_t correlation = 0;
    QHash<int16_t, ApiRange> apis;
    int metadataVersionMax = -1;

    QString address() const { return connprobe::HostPort{host, port}.text(); }
    Error ioError(const QString &why) const
    {
        return Error::kafka(RD_KAFKA_RESP_ERR__TRANSPORT,
                            KS_ERR("The connection to %1 failed: %2").arg(address(), why));
    }
    Error timedOut(const char *what) const
    {
        return Error::timeout(RD_KAFKA_RESP_ERR__TIMED_OUT,
                              KS_ERR("%1 did not answer %2 within %3 ms")
                                  .arg(address(), QString::fromLatin1(what))
                                  .arg(options.timeoutMs));
    }

    // Waits until the socket can be read or written; an error for a timeout or a stop.
    Status wait(short events, const QDeadlineTimer &deadline, const char *what)
    {
        for (;;) {
            if (options.stop && options.stop())
                return Error::cancelled(KS_ERR("Stopped"));
            const qint64 left = deadline.remainingTime();
            if (left == 0)
                return timedOut(what);
            pollfd p{fd.fd, events, 0};
            const int rc = ::poll(&p, 1, int(left < 0 || left > 100 ? 100 : left));
            if (rc > 0)
                return Ok{};
            if (rc < 0 && errno != EINTR)
                return ioError(QString::fromLocal8Bit(strerror(errno)));
        }
    }

    // After an SSL_* call returned `rc` (not a success): when OpenSSL wants the socket readable
    // or writable, waits for it (true: call again); otherwise false, with the SSL error in `error`.
    Result<bool> waitForTls(int rc, const QDeadlineTimer &deadline, const char *what, int &error)
    {
        error = SSL_get_error(ssl.get(), rc);
        if (error != SSL_ERROR_WANT_READ && error != SSL_ERROR_WANT_WRITE)
            return false;
        if (auto s = wait(error == SSL_ERROR_WANT_READ ? POLLIN : POLLOUT, deadline, what); !s)
            return s.error();
        return true;
    }

    Status writeAll(const QByteArray &bytes, const QDeadlineTimer &deadline)
    {
        const connprobe::SigpipeGuard noSigpipe;
        qsizetype done = 0;
        while (done < bytes.size()) {
            if (ssl) {
                ERR_clear_error();
                const int n =
                    SSL_write(ssl.get(), bytes.constData() + done, int(bytes.size() - done));
                if (n > 0) {
                    done += n;
                    continue;
                }
                int e = 0;
                const Result<bool> again = waitForTls(n, deadline, "the request", e);
                if (!again)
                    return again.error();
                if (*again)
                    continue;
                return ioError(connprobe::opensslErrors());
            }
            const ssize_t n =
                ::send(fd.fd, bytes.constData() + done, size_t(bytes.size() - done), MSG_NOSIGNAL);
            if (n > 0) {
                done += n;
            } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
                if (auto s = wait(POLLOUT, deadline, "the request"); !s)
                    return s;
            } else {
                return ioError(QString::fromLocal8Bit(strerror(errno)));
            }
        }
        return Ok{};
    }

    Status readExactly(char *into, qsizetype size, const QDeadlineTimer &deadline)
    {
        qsizetype done = 0;
        while (done < size) {
            if (ssl) {
                ERR_clear_error();
                const int n = SSL_read(ssl.get(), into + done, int(size - done));
                if (n > 0) {
                    done += n;
                    continue;
                }
                int e = 0;
                const Result<bool> again = waitForTls(n, deadline, "the request", e);
                if (!again)
                    return again.error();
                if (*again)
                    continue;
                if (e == SSL_ERROR_ZERO_RETURN)
                    return ioError(KS_TR("the broker closed the connection"));
                const QString why = connprobe::opensslErrors();
                return ioError(why.isEmpty() ? KS_TR("the broker closed the connection") : why);
            }
            const ssize_t n = ::recv(fd.fd, into + done, size_t(size - done), 0);
            if (n > 0) {
                done += n;
            } else if (n == 0) {
                return ioError(KS_TR("the broker closed the connection"));
            } else if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                if (auto s = wait(POLLIN, deadline, "the request"); !s)
                    return s;
            } else {
                return ioError(QString::fromLocal8Bit(strerror(errno)));
            }
        }
        return Ok{};
    }

    Status startTls(const ConnectionProfile &profile)
    {
        const auto settings = connprobe::TlsSettings::from(profile);
        ctx.reset(SSL_CTX_new(TLS_client_method()));
        QString setupError;
        if (!connprobe::setUpContext(ctx.get(), settings, keyPassword, setupError))
            return Error::local(ErrorText::raw(setupError));
        SSL_CTX_set_verify(ctx.get(),
                           settings.verifyCertificate ? SSL_VERIFY_PEER : SSL_VERIFY_NONE, nullptr);
        ssl.reset(SSL_new(ctx.get()));
        SSL_set_fd(ssl.get(), fd.fd);
        const QByteArray h = host.toUtf8();
        if (!connprobe::isIpAddress(host))
            SSL_set_tlsext_host_name(ssl.get(), h.constData());
        if (settings.verifyCertificate && settings.verifyHostname) {
            X509_VERIFY_PARAM *param = SSL_get0_param(ssl.get());
            if (connprobe::isIpAddress(host))
                X509_VERIFY_PARAM_set1_ip_asc(param, h.constData());
            else
                X509_VERIFY_PARAM_set1_host(param, h.constData(), 0);
        }
        const QDeadlineTimer deadline(options.timeoutMs);
        const connprobe::SigpipeGuard noSigpipe;
        for (;;) {
            ERR_clear_error();
            const int rc = SSL_connect(ssl.get());
            if (rc == 1)
                return Ok{};
            int e = 0;
            const Result<bool> again = waitForTls(rc, deadline, "the TLS handshake", e);
            if (!again)
                return again.error();
            if (*again)
                continue;
            const long verify = SSL_get_verify_result(ssl.get());
            QString why = connprobe::opensslErrors();
            if (verify != X509_V_OK)
                why = QString::fromUtf8(X509_verify_cert_error_string(verify));
            return Error::kafka(RD_KAFKA_RESP_ERR__SSL,
                                KS_ERR("The TLS handshake with %1 failed: %2")
                                    .arg(address(), why.isEmpty() ? KS_TR("closed") : why));
        }
    }
};

Connection::Connection(std::unique_ptr<Private> p) : d(std::move(p)) {}
Connection::~Connection()
{
    if (d && d->ssl) {
        const connprobe::SigpipeGuard noSigpipe;
        SSL_shutdown(d->ssl.get());
    }
}

QString Connection::address() const
{
    return d->address();
}

Result<std::unique_ptr<Connection>> Connection::open(const ConnectionProfile &profile,
                                                     const QString &host, int port,
                                                     const ConnectionOptions &options)
{
    auto p = std::make_unique<Private>();
    p->host = host;
    p->port = port;
    p->options = options;
    if (p->options.timeoutMs <= 0) // the user's --timeout (or the profile's), as librdkafka's
        p->options.timeoutMs = profile.timeoutMs > 0 ? profile.timeoutMs : 10000;
    const connprobe::HostPort hp{host, port};
    const connprobe::Resolved resolved = connprobe::resolve(hp);
    if (resolved.addrs.isEmpty())
        return Error::kafka(RD_KAFKA_RESP_ERR__RESOLVE,
                            KS_ERR("Cannot resolve %1: %2").arg(hp.host, resolved.error));
    QString why;
    for (const QByteArray &addr : resolved.addrs) {
        if (options.stop && options.stop())
            return Error::cancelled(KS_ERR("Stopped"));
        p->fd = connprobe::connectTo(addr, p->options.timeoutMs, why);
        if (p->fd.fd >= 0)
            break;
    }
    if (p->fd.fd < 0)
        return Error::kafka(RD_KAFKA_RESP_ERR__TRANSPORT,
                            KS_ERR("Cannot reach %1 — %2").arg(hp.text(), why));
    ::fcntl(p->fd.fd, F_SETFL, ::fcntl(p->fd.fd, F_GETFL, 0) | O_NONBLOCK);
    const QString protocol = prop(profile.properties, QStringLiteral("security.protocol"));
    if (connprobe::isTlsProtocol(protocol))
        if (auto s = p->startTls(profile); !s)
            return s.error();
    std::unique_ptr<Connection> c(new Connection(std::move(p)));
    if (auto s = c->handshakeApiVersions(); !s)
        return s.error();
    if (connprobe::isSaslProtocol(protocol))
        if (auto s = c->authenticate(profile); !s)
            return s.error();
    return c;
}

Result<QByteArray> Connection::exchange(int16_t apiKey, int16_t version, bool flexible,
                                        const QByteArray &body, bool apiVersionsHeader)
{
    msg::RequestHeader header;
    header.requestApiKey = apiKey;
    header.requestApiVersion = version;
    header.correlationId = ++d->correlation;
    header.clientId = QStringLiteral("kafscope");
    Writer frame;
    header.write(frame, flexible ? 2 : 1);
    frame.raw(body);
    Writer sized;
    sized.i32(int32_t(frame.data().size()));
    sized.raw(frame.data());
    const QDeadlineTimer deadline(d->options.timeoutMs);
    if (auto s = d->writeAll(sized.data(), deadline); !s)
        return s.error();
    char lengthBytes[4];
    if (auto s = d->readExactly(lengthBytes, 4, deadline); !s)
        return s.error();
    Reader lengthReader(lengthBytes, 4);
    const int32_t length = lengthReader.i32();
    if (length < 4 || length > d->options.maxAnswerBytes)
        return malformed(QLatin1String("frame"),
                         QStringLiteral("an answer of %1 bytes (the limit is %2)")
                             .arg(length)
                             .arg(d->options.maxAnswerBytes));
    QByteArray answer(length, Qt::Uninitialized);
    if (auto s = d->readExactly(answer.data(), length, deadline); !s)
        return s.error();
    Reader r(answer);
    msg::ResponseHeader rh;
    // ApiVersions answers with header v0 whatever its version (the client may not know yet).
    rh.read(r, flexible && !apiVersionsHeader ? 1 : 0);
    if (!r.ok())
        return malformed(QLatin1String("response header"), r.error());
    if (rh.correlationId != header.correlationId)
        return malformed(QLatin1String("response header"),
                         QStringLiteral("correlation id %1 answers request %2")
                             .arg(rh.correlationId)
                             .arg(header.correlationId));
    return answer.mid(r.offset());
}

Error Connection::malformed(QLatin1String what, const QString &why) const
{
    return Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                        KS_ERR("%1 sent a malformed %2: %3").arg(d->address(), what, why))
        .withCause(Error::Cause::MalformedAnswer);
}

std::optional<ApiRange> Connection::apiRange(int16_t apiKey) const
{
    const auto it = d->apis.constFind(apiKey);
    if (it == d->apis.constEnd())
        return std::nullopt;
    return *it;
}

Result<int16_t> Connection::negotiate(int16_t apiKey, int16_t ourMin, int16_t ourMax,
                                      QLatin1String name) const
{
    const auto theirs = apiRange(apiKey);
    QString request = name;
    request.remove(QLatin1String("Request"));
    if (!theirs)
        return Error::kafka(
            RD_KAFKA_RESP_ERR__UNSUPPORTED_FEATURE,
            KS_ERR("The broker at %1 does not support %2").arg(d->address(), request));
    const int16_t v = std::min(ourMax, theirs->max);
    if (v < ourMin || v < theirs->min)
        return Error::kafka(
            RD_KAFKA_RESP_ERR__UNSUPPORTED_FEATURE,
            KS_ERR("The broker at %1 speaks %2 versions %3 to %4, Kafscope %5 to %6: no common "
                   "version")
                .arg(d->address(), request)
                .arg(int(theirs->min))
                .arg(int(theirs->max))
                .arg(int(ourMin))
                .arg(int(ourMax)));
    return v;
}

BrokerApis Connection::brokerApis() const
{
    return BrokerApis{d->apis, d->metadataVersionMax};
}

Status Connection::handshakeApiVersions()
{
    msg::ApiVersionsRequest request;
    request.clientSoftwareName = QStringLiteral("kafscope");
    request.clientSoftwareVersion = QStringLiteral(KAFSCOPE_VERSION);
    // The newest version first. A broker that does not know it answers UNSUPPORTED_VERSION in
    // version 0's form; a recent one (Kafka 3.x) lists only ApiVersions' own range there, so the
    // request is made again at the newest version the broker speaks.
    const auto ask = [&](int16_t version) -> Result<msg::ApiVersionsResponse> {
        Writer w;
        request.write(w, version);
        const auto body =
            exchange(msg::ApiVersionsRequest::kApiKey, version,
                     version >= msg::ApiVersionsRequest::kFirstFlexible, w.data(), true);
        if (!body)
            return body.error();
        Reader peek(*body);
        const int16_t readAs = peek.i16() == 35 /* UNSUPPORTED_VERSION */ ? 0 : version;
        msg::ApiVersionsResponse response;
        Reader r(*body);
        response.read(r, readAs);
        if (r.ok() && r.left() > 0)
            r.fail(QStringLiteral("%1 bytes after the answer").arg(r.left()));
        if (!r.ok())
            return malformed(QLatin1String(msg::ApiVersionsResponse::kName), r.error());
        return response;
    };
    Result<msg::ApiVersionsResponse> answer = ask(msg::ApiVersionsRequest::kMaxVersion);
    if (answer && answer->errorCode == 35) {
        int16_t theirs = -1;
        for (const auto &api : answer->apiKeys)
            if (api.apiKey == msg::ApiVersionsRequest::kApiKey)
                theirs = api.maxVersion;
        if (theirs >= 0 && theirs < msg::ApiVersionsRequest::kMaxVersion) {
            answer = ask(theirs);
        } else {
            msg::ApiVersionsResponse v0 = std::move(answer).value();
            v0.errorCode = 0; // an old broker's v0 list is what it speaks
            answer = std::move(v0);
        }
    }
    if (!answer) {
        // A TLS or SASL listener reached without them closes at once.
        Error e = answer.error();
        if (e.code == RD_KAFKA_RESP_ERR__TRANSPORT)
            e.text = KS_ERR("%1 (check security.protocol: the listener may need TLS or SASL)")
                         .arg(e.text);
        return e;
    }
    if (answer->errorCode != 0)
        return kafkaError(answer->errorCode, QStringLiteral("ApiVersions at %1").arg(address()));
    for (const auto &api : answer->apiKeys)
        d->apis.insert(api.apiKey, ApiRange{api.minVersion, api.maxVersion});
    for (const auto &feature : answer->supportedFeatures)
        if (feature.name == QLatin1String("metadata.version"))
            d->metadataVersionMax = feature.maxVersion;
    return Ok{};
}

Status Connection::authenticate(const ConnectionProfile &profile)
{
    auto mechanism = SaslMechanism::create(profile, d->host, d->options);
    if (!mechanism)
        return mechanism.error();
    msg::SaslHandshakeRequest handshake;
    handshake.mechanism = (*mechanism)->name();
    const auto shook = call<msg::SaslHandshakeRequest, msg::SaslHandshakeResponse>(handshake);
    if (!shook)
        return shook.error();
    if (shook->errorCode != 0) {
        QStringList offered;
        for (const QString &m : shook->mechanisms)
            offered << m;
        return Error::kafka(
            RD_KAFKA_RESP_ERR__AUTHENTICATION,
            KS_ERR("The broker at %1 does not offer SASL %2 (it offers %3)")
                .arg(address(), handshake.mechanism, offered.join(QStringLiteral(", "))));
    }
    QByteArray challenge;
    for (int round = 0; round < 8; ++round) {
        auto token = (*mechanism)->next(challenge);
        if (!token)
            return token.error();
        msg::SaslAuthenticateRequest step;
        step.authBytes = *token;
        const auto answer = call<msg::SaslAuthenticateRequest, msg::SaslAuthenticateResponse>(step);
        if (!answer)
            return answer.error();
        if (answer->errorCode != 0)
            return Error::kafka(
                RD_KAFKA_RESP_ERR__AUTHENTICATION,
                KS_ERR("SASL %1 authentication with %2 failed: %3")
                    .arg(handshake.mechanism, address(),
                         answer->errorMessage.value_or(QString::fromUtf8(
                             rd_kafka_err2str(rd_kafka_resp_err_t(answer->errorCode))))));
        challenge = answer->authBytes;
        if (auto done = (*mechanism)->finished(challenge); !done)
            return done.error();
        else if (*done)
            return Ok{};
    }
    return Error::kafka(RD_KAFKA_RESP_ERR__AUTHENTICATION,
                        KS_ERR("SASL %1 authentication with %2 did not finish")
                            .arg(handshake.mechanism, address()));
}

Error kafkaError(int16_t code, const QString &what, const std::optional<QString> &message)
{
    const QString text = message && !message->isEmpty()
                             ? *message
                             : QString::fromUtf8(rd_kafka_err2str(rd_kafka_resp_err_t(code)));
    return Error::kafka(code, KS_ERR("%1: %2").arg(what, text));
}

} // namespace kafscope::protocol
