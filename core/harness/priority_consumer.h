#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "common/worker.h"
#include "harness/harness_config.h"

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <atomic>
#include <deque>
#include <future>
#include <memory>

struct rd_kafka_s;
struct rd_kafka_message_s;
struct rd_kafka_topic_partition_list_s;
struct rd_kafka_error_s;

namespace kafscope::harness {

class HarnessTracker;
class PriorityScheduler;

// How a consumer under test is set up.
struct ConsumerSetup {
    ConnectionProfile profile;
    QString name; // client id suffix, shown in events
    QString groupId;
    QString runId;      // messages of other runs (ks-run header) are skipped
    QStringList topics; // by level, most important first
    Strategy strategy;
    double capacity = 800; // messages per second
    int weightedWindow = 20;
    int sessionTimeoutMs = 3000;                       // classic only
    QString groupProtocol = QStringLiteral("classic"); // or consumer (KIP-848)
    int bufferLimit = 1000; // per partition: fetching pauses above it, resumes at half
    int toleranceMs = 250;  // for counting the consumer's own inversions
};

// The consumer under test: ONE librdkafka consumer in one group subscribed to every level's
// topic, with local buffers per partition. Its own thread ("kafscope-prio") creates the handle,
// polls, applies the strategy (PriorityScheduler: pause/resume of lower levels' partitions,
// quotas, FIFO), processes at the configured capacity, stores the offset of each processed
// message (auto commit of stored offsets: at-least-once), handles rebalances (buffers of revoked
// partitions are dropped: those messages come again from the committed offset), and closes.
class PriorityConsumer {
public:
    PriorityConsumer(ConsumerSetup setup, HarnessTracker &tracker);
    ~PriorityConsumer(); // stops (closing) if still running
    PriorityConsumer(const PriorityConsumer &) = delete;
    PriorityConsumer &operator=(const PriorityConsumer &) = delete;

    // Starts the thread; an error when the handle cannot be created or subscribe fails.
    Status start();
    enum class StopMode { Close, Crash };
    // Close: leave the group committing what was processed. Crash: destroy without closing.
    void stop(StopMode mode = StopMode::Close);
    // Processing at unlimited speed (the drain phase) or back at the capacity.
    void setUnlimited(bool unlimited) { m_unlimited.store(unlimited); }
    int assignedPartitions() const { return m_assigned.load(); }
    // Assigned partitions whose fetching has begun (a watermark is known): a run starts its
    // load once every partition is fetching, so start-up delays are not measured as latency.
    int fetchingPartitions() const { return m_fetching.load(); }
    qint64 foreignMessages() const { return m_foreign.load(); }
    QString lastError() const;
    const QString &name() const { return m_setup.name; }

private:
    struct Item {
        qint64 seq = 0;
        qint64 produceMs = 0;
        qint64 offset = 0;
        qint64 arrival = 0;
    };
    struct Partition {
        int level = 0;
        int id = 0;
        QByteArray topic;
        std::deque<Item> buffer;
        qint64 nextOffset = -1; // after the last message received
        bool paused = false;
    };

    void threadMain(std::promise<Status> *started, const WorkerContext &ctx);
    Status create();
    void loop(const WorkerContext &ctx);
    void drainQueue(int max);
    void receive(rd_kafka_message_s *m);
    void updatePauses();
    bool processOne(qint64 nowMs);
    void closeHandle();
    void rebalance(int err, rd_kafka_topic_partition_list_s *parts);
    // Reports a failed (incremental_)assign: `error` is destroyed, `plain` an rd_kafka_resp_err_t.
    void assignmentCall(rd_kafka_error_s *error, int plain);
    void setError(const QString &text);
    static QString key(const char *topic, int partition);

    ConsumerSetup m_setup;
    HarnessTracker &m_tracker;
    std::unique_ptr<PriorityScheduler> m_scheduler;
    rd_kafka_s *m_rk = nullptr;
    std::unique_ptr<Worker> m_worker; // "kafscope-consumer": polls until its token is raised
    std::atomic<int> m_stopMode{0};
    std::atomic<bool> m_unlimited{false};
    std::atomic<int> m_assigned{0};
    std::atomic<int> m_fetching{0};
    std::atomic<qint64> m_foreign{0};
    QHash<QString, Partition> m_partitions; // touched only on the consumer's thread
    QHash<QString, int> m_levelOfTopic;
    qint64 m_arrivals = 0;
    mutable QMutex m_errorMutex;
    QString m_lastError;
};

} // namespace kafscope::harness
