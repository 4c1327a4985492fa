#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "rebalance/timeline_events.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <future>
#include <memory>

struct rd_kafka_s;

namespace kafscope {
class Worker;
}

namespace kafscope::rebalance {

// What lab members report, from their own threads (implementations lock).
class LabObserver {
public:
    virtual ~LabObserver() = default;
    virtual void callback(const MemberCallback &cb) = 0;
    virtual void processed(const QString &label, const PartitionId &p, qint64 offset,
                           qint64 timeMs) = 0;
    virtual void memberError(const QString &label, const QString &message) = 0;
};

// How one lab consumer is configured.
struct LabMemberConfig {
    ConnectionProfile profile;
    QString label; // m1, m2, ...
    QString group;
    QStringList topics;
    // classic: librdkafka's client-side assignor (range, roundrobin, cooperative-sticky);
    // consumer (KIP-848): the broker's group.remote.assignor (uniform, range).
    QString assignor = QStringLiteral("range");
    QString groupProtocol = QStringLiteral("classic"); // classic or consumer
    int sessionTimeoutMs = 6000; // classic only: under KIP-848 the broker owns the session
    int maxPollIntervalMs = 300000;
    QString instanceId; // group.instance.id; empty: a dynamic member
    int processingDelayMs = 0;
};

// The librdkafka properties of a lab consumer (checked by librdkafka when the handle is made).
QList<QPair<QString, QString>> labConsumerProperties(const LabMemberConfig &c);

// One test consumer: its own librdkafka handle, polled in its own thread from subscribe to destroy.
// Rebalance callbacks and every processed message go to the observer, timed when they happen.
class LabMember : public std::enable_shared_from_this<LabMember> {
public:
    static Result<std::shared_ptr<LabMember>> start(const LabMemberConfig &config,
                                                    std::shared_ptr<LabObserver> observer);
    ~LabMember();

    const LabMemberConfig &config() const { return m_config; }
    bool running() const { return !m_finished.load(); }

    // Leaves the group (consumer close: the final revocation, a commit and LeaveGroup — static
    // members skip LeaveGroup) and destroys the handle. Blocks up to `timeoutMs`; false if it hung.
    bool close(int timeoutMs = 30000);
    // Stops polling and destroys the handle without closing: no LeaveGroup, no commit. The
    // coordinator notices only when the session times out.
    bool crash(int timeoutMs = 30000);
    // Stops polling for `ms` (the handle stays; past max.poll.interval.ms librdkafka leaves the
    // group).
    void stall(qint64 ms);

private:
    enum Command : int { Run = 0, Close = 1, Crash = 2 };
    LabMember(LabMemberConfig config, std::shared_ptr<LabObserver> observer);
    void run();
    bool finish(Command command, int timeoutMs);
    void onRebalance(int err, void *partitions);
    static void rebalanceCallback(rd_kafka_s *rk, int err, void *partitions, void *opaque);

    LabMemberConfig m_config;
    std::shared_ptr<LabObserver> m_observer;
    rd_kafka_s *m_rk = nullptr;
    std::unique_ptr<Worker> m_worker; // "kafscope-member": polls until m_command says stop
    std::promise<void> m_donePromise;
    std::shared_future<void> m_done;
    std::atomic<int> m_command{Run};
    std::atomic<qint64> m_stallUntilMs{0};
    std::atomic<bool> m_closing{false};
    std::atomic<bool> m_finished{false};
};

} // namespace kafscope::rebalance
