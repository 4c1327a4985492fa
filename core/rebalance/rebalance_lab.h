#pragma once

#include "rebalance/lab_backend.h"
#include "rebalance/lab_member.h"
#include "rebalance/lab_recorder.h"

#include <QMutex>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace kafscope {
class Worker;
}

namespace kafscope::rebalance {

// A lab: the group, topics and consumer settings every member shares, plus the test load.
struct LabConfig {
    ConnectionProfile profile;
    QString group;
    QStringList topics;
    QString assignor = QStringLiteral("range");        // one of labAssignors(groupProtocol)
    QString groupProtocol = QStringLiteral("classic"); // classic or consumer (KIP-848)
    int sessionTimeoutMs = 6000; // classic only: the broker owns it under KIP-848
    int maxPollIntervalMs = 300000;
    bool staticMembership = false; // group.instance.id = "<group>-<label>"
    int processingDelayMs = 0;
    double produceRate = 50; // keyed test messages per second and topic (0: none)

    Status validate() const;
};

QStringList labProtocols(); // classic, consumer
// The assignors a protocol takes: classic range, roundrobin, cooperative-sticky (librdkafka's);
// consumer uniform, range (the broker's group.remote.assignor).
QStringList labAssignors(const QString &protocol = QStringLiteral("classic"));
// Null if `assignor` runs under `protocol`, else a usage error saying which assignors it takes.
std::optional<Error> checkLabAssignor(const QString &protocol, const QString &assignor);

// Ok when the cluster serves the consumer group protocol (KIP-848: Kafka 4.0, or 3.7-3.9 with it
// named in group.coordinator.rebalance.protocols); else the typed "not supported by this cluster
// (Kafka X)" error. Blocking.
Status checkConsumerProtocol(const ConnectionProfile &profile);

// Every partition of `topics` (each must exist; one created a moment ago is waited for ~3 s).
Result<Partitions> labPartitions(const ConnectionProfile &profile, const QStringList &topics);

// The lab's keyed, sequence-numbered test load: one producer per topic at `rate` messages per
// second ("key-0".."key-63" in turn; the value starts with the sequence number), every delivery
// reported to `recorder`. Runs until stopLabLoad (which flushes what is in flight).
std::vector<std::unique_ptr<Worker>> startLabLoad(const ConnectionProfile &profile,
                                                  const QStringList &topics, double rate,
                                                  const std::shared_ptr<LabRecorder> &recorder);
void stopLabLoad(std::vector<std::unique_ptr<Worker>> &load);

// Runs test consumers in one group. Every call blocks (creating, closing and destroying handles):
// call it from a worker thread or the CLI, never the GUI thread. Thread-safe.
class RebalanceLab : public LabBackend {
public:
    // `recorder`: where the members report (e.g. one a LiveTimeline also feeds); null: a new one.
    explicit RebalanceLab(LabConfig config, std::shared_ptr<LabRecorder> recorder = nullptr);
    ~RebalanceLab() override; // closes every member gracefully and stops the load

    Status start() override;
    const LabConfig &config() const { return m_config; }
    Partitions partitions() const override { return m_partitions; }
    QString group() const override { return m_config.group; }
    const ConnectionProfile &profile() const override { return m_config.profile; }

    // Adds members m<N+1>… and returns their labels.
    Result<QStringList> add(int count) override;
    Status remove(const QString &label) override; // graceful: LeaveGroup
    Status crash(const QString &label) override;  // no LeaveGroup: the coordinator times it out
    Status stall(const QString &label, qint64 ms) override;
    Status restart(const QString &label) override; // close, rejoin with the same group.instance.id
    // Closes the member and rejoins under the other protocol (its assignor: the lab's when that
    // protocol takes it, else range for classic and uniform for consumer).
    Status migrate(const QString &label, const QString &protocol) override;
    Status signal(const QString &label, const QString &name) override; // a usage error: no process
    QStringList running() const override;                              // labels in joining order
    bool settled() const override;

    std::shared_ptr<LabRecorder> recorder() const override { return m_recorder; }
    void stopLoad() override;
    // Closes every member and stops the load (idempotent).
    void stop() override;

private:
    Result<std::shared_ptr<LabMember>> startMember(const QString &label);
    Status replace(const QString &label, LabAction::Kind kind);
    std::shared_ptr<LabMember> member(const QString &label) const;
    void startLoad();

    LabConfig m_config;
    Partitions m_partitions;
    std::shared_ptr<LabRecorder> m_recorder = std::make_shared<LabRecorder>();
    mutable QMutex m_mutex;
    QList<std::shared_ptr<LabMember>> m_members; // running ones, in joining order
    int m_added = 0;
    QHash<QString, QString> m_protocolOf;        // migrated members: label -> their group protocol
    std::vector<std::unique_ptr<Worker>> m_load; // "kafscope-lab-load", one per topic
};

} // namespace kafscope::rebalance
