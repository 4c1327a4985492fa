#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QMutex>
#include <QString>

#include <memory>

struct rd_kafka_s;
struct rd_kafka_message_s;

namespace kafscope {

// Receives the delivery report of a produced message whose opaque points at it. Called on the
// thread that polls the producer.
class DeliverySink {
public:
    virtual ~DeliverySink() = default;
    virtual void delivered(const rd_kafka_message_s *message) = 0;
};

// Owns one librdkafka handle. Not tied to a thread, but every call blocks: call it from a worker
// thread (or the CLI), never from the GUI thread.
class KafkaClient {
public:
    enum class Type { Producer, Consumer };

    // `extra` properties are applied after the profile's (for purpose-specific settings).
    static Result<std::unique_ptr<KafkaClient>>
    create(const ConnectionProfile &profile, const QString &purpose, Type type = Type::Producer,
           const QList<QPair<QString, QString>> &extra = {});
    ~KafkaClient();
    KafkaClient(const KafkaClient &) = delete;
    KafkaClient &operator=(const KafkaClient &) = delete;

    rd_kafka_s *handle() const { return m_rk; }
    // A second handle, made on first use, for the admin calls a group coordinator answers (see
    // AdminCall). librdkafka 2.14 aborts when such a call's own timeout has fired and its
    // coordinator comes back afterwards (upstream issue #4605), so those calls get librdkafka's
    // longest timeout, Kafscope gives up on them itself, and a handle left with an abandoned call
    // is retired: destroyed (which ends the call safely) once the last call holding it is done.
    // Empty if the handle cannot be made.
    std::shared_ptr<rd_kafka_s> coordinatorHandle();
    void retireCoordinatorHandle(const rd_kafka_s *handle);
    const ConnectionProfile &profile() const { return m_profile; }

    // Brokers, controller, cluster id and (if withTopics) every topic with its partitions.
    Result<ClusterMetadata> metadata(bool withTopics, int timeoutMs = -1);

    // Serves queued callbacks (errors, delivery reports). Cheap; call it after blocking calls.
    void poll(int timeoutMs = 0);

    // Turns a librdkafka error into a user-facing Error, using the last transport error seen
    // (e.g. "Cannot reach 127.0.0.1:1 — connection refused").
    Error makeError(int err, const ErrorText &what);

    // The most recent connection-level error reported by librdkafka, already phrased for users.
    QString lastTransportError() const;
    // The most recent authentication, TLS or protocol-mismatch error, phrased for users; it is the
    // reason a cluster "does not answer" when the wrong credentials or protocol are used.
    QString lastSecurityError() const;
    // How many errors makeError() has turned into "the cluster cannot be reached" (timeouts,
    // transport and handshake failures), and the last one: a session tells its status bar at once,
    // whichever view's call met it.
    quint64 unreachableCount() const;
    ErrorText lastUnreachableMessage() const;

private:
    KafkaClient() = default;
    static void errorCallback(rd_kafka_s *rk, int err, const char *reason, void *opaque);
    QString explainSecurityError(const QString &phrased) const;

    rd_kafka_s *m_rk = nullptr;
    std::shared_ptr<rd_kafka_s> m_coordinator; // guarded by m_mutex
    ConnectionProfile m_profile;
    QString m_purpose;
    mutable QMutex m_mutex;
    QString m_lastTransportError;
    QString m_lastSecurityError;
    ErrorText m_lastUnreachable;
    bool m_answered = false; // a metadata request has succeeded on this handle
    static constexpr int kFirstAttemptMs = 1500;
    quint64 m_unreachableCount = 0;
};

// Rephrases librdkafka's transport error text ("host:port/bootstrap: Connect to ipv4#... failed:
// Connection refused (after 0ms in state CONNECT)") as "Cannot reach host:port — connection
// refused". Returns an empty string when the text is not a connection failure.
QString phraseTransportError(const QString &reason);

// Rephrases librdkafka's authentication, TLS and protocol-mismatch errors ("SASL authentication
// error: ...", "SSL handshake failed: ...", "Disconnected while requesting ApiVersion: might be
// caused by incorrect security.protocol ...") as one line naming the broker; empty when `err` and
// the text are not about security.
QString phraseSecurityError(int err, const QString &reason);

} // namespace kafscope
