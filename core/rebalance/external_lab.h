#pragma once

#include "rebalance/lab_backend.h"
#include "rebalance/lab_recorder.h"

#include <QHash>
#include <QMutex>

#include <memory>
#include <vector>

namespace kafscope {
class KafkaClient;
class Worker;
namespace harness {
class ExternalConsumer;
}
} // namespace kafscope

namespace kafscope::rebalance {

// A lab whose members are instances of the user's own consumer: a command with the placeholders
// {bootstrap}, {group}, {topics}, {instance} (the member slot's stable id: the group name, '-'
// and the label, e.g. "orders-lab-m2", for group.instance.id and client.id) and {protocol}
// (classic or consumer, switched by a migrate step). The same values are in the environment as
// KAFSCOPE_BOOTSTRAP, KAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_INSTANCE and KAFSCOPE_PROTOCOL.
struct ExternalLabConfig {
    ConnectionProfile profile;
    QString group;
    QStringList topics;
    QString command;
    QString protocol = QStringLiteral("classic"); // what {protocol} starts as
    double produceRate = 50;                      // keyed test messages per second and topic
    QString localClusterDir;   // broker-restart steps: the local cluster's folder
    int stopTimeoutMs = 30000; // a graceful stop (SIGTERM) waits this long, then SIGKILL

    Status validate() const;
};

// The consumer's stderr (or stdout) line as a refused commit, or an empty kind: the error names
// Kafka gives a commit refused after a rebalance (STALE_MEMBER_EPOCH, FENCED_MEMBER_EPOCH,
// UNKNOWN_MEMBER_ID, ILLEGAL_GENERATION, FENCED_INSTANCE_ID, REBALANCE_IN_PROGRESS, and Java's
// exceptions of the same meaning) on a line that speaks of a commit, or {"commit_error": KIND}.
QString commitErrorKind(const QString &line);

// Runs the user's consumer processes for a lab script. Thread-safe; every call blocks (starting
// and stopping processes): call it from a worker thread or the CLI, never the GUI thread.
// Each process's report lines ({"topic","partition","offset"}, one per processed record) go to
// the recorder as processings by its label; refused commits it prints are counted.
class ExternalLab : public LabBackend {
public:
    explicit ExternalLab(ExternalLabConfig config, std::shared_ptr<LabRecorder> recorder = nullptr);
    ~ExternalLab() override;

    Status start() override;
    Partitions partitions() const override { return m_partitions; }
    QString group() const override { return m_config.group; }
    const ConnectionProfile &profile() const override { return m_config.profile; }
    const ExternalLabConfig &config() const { return m_config; }

    Result<QStringList> add(int count) override;
    Status remove(const QString &label) override;           // SIGTERM, wait for the exit
    Status crash(const QString &label) override;            // SIGKILL
    Status stall(const QString &label, qint64 ms) override; // SIGSTOP, SIGCONT after ms
    Status restart(const QString &label) override; // SIGTERM, wait, start the same instance
    Status migrate(const QString &label, const QString &protocol) override;
    Status signal(const QString &label, const QString &name) override;
    QStringList running() const override;
    bool settled() const override;
    // Stops a broker of the local cluster (node -1: the group's coordinator) and starts it again
    // after `downMs`; returns the node id it restarted.
    Result<int> restartBroker(int node, qint64 downMs);

    std::shared_ptr<LabRecorder> recorder() const override { return m_recorder; }
    void stopLoad() override;
    void stop() override;

    // Members that ended by themselves since the last call ("m2 exited with code 1 ...").
    QStringList takeExits();
    // The program's output (stderr and lines that are no report) since the last call.
    QStringList takeLog();
    // Everything a member wrote to stderr (for the report; the start is kept if long).
    QString stderrOf(const QString &label) const;

private:
    struct Member;
    Result<std::shared_ptr<Member>> startMember(const QString &label);
    std::shared_ptr<Member> member(const QString &label) const;
    Status stopMember(const QString &label, bool kill, LabAction::Kind kind);
    Status replace(const QString &label, LabAction::Kind kind); // stop, start the same instance
    void noteExits();

    ExternalLabConfig m_config;
    Partitions m_partitions;
    std::shared_ptr<LabRecorder> m_recorder = std::make_shared<LabRecorder>();
    mutable QMutex m_mutex;
    QList<std::shared_ptr<Member>> m_members;  // running, in joining order
    QList<std::shared_ptr<Member>> m_finished; // stopped or exited: kept for their stderr
    QHash<QString, QString> m_protocolOf;      // label -> its group protocol after a migrate
    int m_added = 0;
    std::vector<std::unique_ptr<Worker>> m_load;
    std::vector<std::unique_ptr<Worker>> m_stalls; // SIGCONT timers
    QStringList m_exits;
    mutable QMutex m_settleMutex; // one settled() at a time; guards the client
    mutable std::unique_ptr<KafkaClient> m_settleClient;
};

} // namespace kafscope::rebalance
