#pragma once

#include "browse/browse_types.h"
#include "cluster/kafka_client.h"

#include <map>
#include <memory>

struct rd_kafka_topic_s;

namespace kafscope {

// Loads records whole (no preview cut) one after another over one consumer (no group, nothing
// committed): an export of many cut values pays for one connection, not one per record. Each
// partition asked for keeps fetching: records asked for in offset order within a partition are read
// on from where the last one ended; an earlier or a far offset restarts that partition's fetch.
// Blocking: a worker thread or the CLI.
class WholeRecordReader {
public:
    static Result<std::unique_ptr<WholeRecordReader>>
    open(const ConnectionProfile &profile, const QString &topic, Isolation isolation);
    ~WholeRecordReader();
    WholeRecordReader(const WholeRecordReader &) = delete;
    WholeRecordReader &operator=(const WholeRecordReader &) = delete;

    // The record at `offset` of `partition`; an error when it is gone (deleted, compacted, an
    // aborted or control record) or nothing answered within the profile's timeout. `cancelled`,
    // when given, is checked while waiting.
    Result<BrowseRecord> fetch(int partition, qint64 offset,
                               const std::atomic<int> *cancelled = nullptr);

private:
    WholeRecordReader() = default;
    void stop(int partition);

    std::unique_ptr<KafkaClient> m_client;
    rd_kafka_topic_s *m_topic = nullptr;
    QString m_topicName;
    int m_timeoutMs = 10000;
    std::map<int, qint64> m_next; // partitions being fetched -> the offset each delivers next
};

} // namespace kafscope
