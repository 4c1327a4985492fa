#pragma once

#include "browse/browse_types.h"
#include "browse/fair_share.h"
#include "browse/record_view.h"
#include "cluster/kafka_client.h"

#include <functional>
#include <memory>

struct rd_kafka_queue_s;
struct rd_kafka_topic_s;
struct rd_kafka_message_s;

namespace kafscope {

class Filter;

// Reads one topic without a consumer group: a consumer handle with no group.id, the legacy
// per-partition consume API on one queue, explicit start offsets, nothing ever committed (kcat's
// way). Blocking: run it in a worker thread or the CLI. The filter runs here, before anything is
// copied; only kept records reach the visitor.
class BrowseReader {
public:
    // Resolves the request: metadata, partitions, watermarks, start offsets, the filter (a parse
    // error is a usage error naming its position). Starts fetching.
    static Result<std::unique_ptr<BrowseReader>> open(const ConnectionProfile &profile,
                                                      const BrowseRequest &request);
    ~BrowseReader();
    BrowseReader(const BrowseReader &) = delete;
    BrowseReader &operator=(const BrowseReader &) = delete;

    using Visitor = std::function<void(const RecordView &)>;
    // Takes what is queued (up to 10,000 records; when nothing is, waits up to `timeoutMs` for the
    // next one) and passes each kept record to `visit`. Returns false
    // once the browse is over (every partition read to its end, or the limit reached).
    bool step(const Visitor &visit, int timeoutMs = 100);
    bool finished() const { return m_finished; }

    const BrowseRequest &request() const { return m_request; }
    const QList<PartitionPlan> &plan() const { return m_plan; }
    qint64 scanned() const { return m_scanned; }
    qint64 kept() const { return m_kept; }
    bool limitReached() const { return m_limitReached; }
    // True when the limit is shared by the partitions read (a bounded read of several).
    bool limitShared() const { return m_fair.limited(); }
    // Records in the planned ranges (from the watermarks); -1 for a live tail.
    qint64 estimatedTotal() const;
    // Partition errors met while reading (each also ends its partition), in plain words.
    const QStringList &errors() const { return m_errors; }
    // True once the read found its topic gone (errors() says so too): a live tail, or a read to
    // the end that waited a while for records that never came.
    bool topicDeleted() const { return m_topicDeleted; }
    // The consumer handle the read uses (e.g. for the cluster's id).
    KafkaClient &client() const { return *m_client; }

private:
    BrowseReader() = default;
    Status resolvePlan(int timeoutMs);
    Status startFetching();
    void handle(const rd_kafka_message_s *m, const Visitor &visit);
    void finishPartition(PartitionPlan &p);
    // Ends a read with an error once its topic is gone: a live tail every few seconds, a bounded
    // read once nothing came for a while.
    void checkTopicStillThere();
    PartitionPlan *planFor(int partition);
    // A bounded read of several partitions shares its limit (FairShare): a partition holding its
    // share stops fetching until a finished one leaves it room.
    void pause(PartitionPlan &p);
    void resumeWithRoom();

    static constexpr qint64 kTopicCheckIntervalMs = 2000;
    static constexpr int kTopicCheckTimeoutMs = 2000;

    BrowseRequest m_request;
    std::unique_ptr<KafkaClient> m_client;
    std::unique_ptr<Filter> m_filter;
    rd_kafka_topic_s *m_topic = nullptr;
    rd_kafka_queue_s *m_queue = nullptr;
    QList<PartitionPlan> m_plan;
    QList<int> m_started;
    int m_reading = 0;
    qint64 m_scanned = 0;
    qint64 m_kept = 0;
    bool m_limitReached = false;
    bool m_finished = false;
    QStringList m_errors;
    qint64 m_lastTopicCheckMs = 0;
    qint64 m_lastMessageMs = 0; // when step() last got anything (a record, an end, an error)
    bool m_topicDeleted = false;
    std::vector<rd_kafka_message_s *> m_batch;
    FairShare m_fair;
    QList<int> m_paused;
};

// Loads one record whole (no preview cut), e.g. a 10 MB value the browser showed truncated.
Result<BrowseRecord> fetchRecord(const ConnectionProfile &profile, const QString &topic,
                                 int partition, qint64 offset, Isolation isolation);

// The librdkafka properties a browse consumer uses (no group, no commits, the isolation level).
QList<QPair<QString, QString>> browseConsumerProperties(Isolation isolation);

// A consumer that never looks like a group member (the profile's group settings dropped) and its
// handle on one topic for the per-partition API: what the browser and the whole-value reader
// read with. The caller destroys `topic` (rd_kafka_topic_destroy) before `client`.
struct BrowseHandle {
    std::unique_ptr<KafkaClient> client;
    rd_kafka_topic_s *topic = nullptr;
};
Result<BrowseHandle> openBrowseHandle(const ConnectionProfile &profile, const QString &topic,
                                      Isolation isolation, const QString &clientSuffix);

} // namespace kafscope
