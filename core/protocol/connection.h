#pragma once

// One connection to one Kafka broker for the requests librdkafka has no API for (DescribeLogDirs,
// the partition reassignments, DescribeQuorum, the client quotas). It connects as the profile says:
// TLS with the profile's CA, client certificate and host name check (the settings librdkafka
// reads), then SASL PLAIN, SCRAM-SHA-256/512, OAUTHBEARER (an OIDC token from the profile's
// token endpoint, or librdkafka's unsecured JWT) or GSSAPI (Kerberos). It asks ApiVersions first
// and speaks, for each request, the highest version both sides know. Every call blocks: run it on a
// Worker (or in the CLI); `stop` is asked while it waits. Answers are bounded in size and decoded
// with the generated, bounded codecs: a malformed answer is an Error, never a crash.

#include "cluster/connection_profile.h"
#include "protocol/broker_release.h"
#include "common/result.h"
#include "protocol/kafka_messages.h"

#include <QHash>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace kafscope::protocol {

struct ConnectionOptions {
    int timeoutMs = 0; // each step: connect, handshake, one answer; 0: the profile's timeout
    qint64 maxAnswerBytes = 100 * 1024 * 1024; // one response frame
    std::function<bool()> stop;                // true ends the wait with a Cancelled error
};

class Connection {
public:
    static Result<std::unique_ptr<Connection>> open(const ConnectionProfile &profile,
                                                    const QString &host, int port,
                                                    const ConnectionOptions &options = {});
    ~Connection();
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;

    QString address() const; // host:port
    std::optional<ApiRange> apiRange(int16_t apiKey) const;
    // What the broker's ApiVersions answer said: its APIs and the release line it runs.
    BrokerApis brokerApis() const;
    // The highest version of `Req` both Kafscope and the broker speak.
    template <typename Req> Result<int16_t> versionFor() const
    {
        return negotiate(Req::kApiKey, Req::kMinVersion, Req::kMaxVersion,
                         QLatin1String(Req::kName));
    }

    // Sends `request` at the negotiated version and decodes the answer.
    template <typename Req, typename Resp> Result<Resp> call(const Req &request)
    {
        const auto version = versionFor<Req>();
        if (!version)
            return version.error();
        return callAt<Req, Resp>(request, *version);
    }
    template <typename Req, typename Resp> Result<Resp> callAt(const Req &request, int16_t version)
    {
        Writer w;
        request.write(w, version);
        const auto body = exchange(Req::kApiKey, version, version >= Req::kFirstFlexible, w.data(),
                                   Req::kApiKey == msg::ApiVersionsRequest::kApiKey);
        if (!body)
            return body.error();
        Resp response;
        Reader r(*body);
        response.read(r, version);
        if (r.ok() && r.left() > 0)
            r.fail(QStringLiteral("%1 bytes after the answer").arg(r.left()));
        if (!r.ok())
            return malformed(QLatin1String(Resp::kName), r.error());
        return response;
    }

    // One request frame out, its answer's body (after the response header) back.
    Result<QByteArray> exchange(int16_t apiKey, int16_t version, bool flexible,
                                const QByteArray &body, bool apiVersionsHeader);

    // The error for an answer that does not decode (kind Kafka, code _BAD_MSG).
    Error malformed(QLatin1String what, const QString &why) const;

private:
    struct Private;
    explicit Connection(std::unique_ptr<Private> d);
    Result<int16_t> negotiate(int16_t apiKey, int16_t ourMin, int16_t ourMax,
                              QLatin1String name) const;
    Status handshakeApiVersions();
    Status authenticate(const ConnectionProfile &profile);
    std::unique_ptr<Private> d;
};

// The error Kafka's error `code` in an answer stands for, naming what was asked
// ("DescribeLogDirs on broker 2"); the broker's own message when it sent one.
Error kafkaError(int16_t code, const QString &what, const std::optional<QString> &message = {});

} // namespace kafscope::protocol
