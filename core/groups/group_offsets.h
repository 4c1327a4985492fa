#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::groups {

// A topic-partition, usable as a hash or map key.
struct TopicPartition {
    QString topic;
    int partition = -1;
    bool operator==(const TopicPartition &) const = default;
    bool operator<(const TopicPartition &o) const
    {
        return topic != o.topic ? topic < o.topic : partition < o.partition;
    }
};
inline size_t qHash(const TopicPartition &tp, size_t seed = 0)
{
    return ::qHash(tp.topic, seed) ^ (size_t(tp.partition) * 0x9e3779b9u);
}

// One committed offset of a group.
struct CommittedOffset {
    TopicPartition tp;
    qint64 offset = -1; // -1: nothing committed
    QString metadata;
    int errorCode = 0;
};

// All committed offsets of one group (ListConsumerGroupOffsets), sorted by topic and partition.
Result<QList<CommittedOffset>> committedOffsets(KafkaClient &client, const QString &group);

// Committed offsets of many groups; librdkafka (2.14 as well) takes one group per request, so up to
// `concurrency` requests are kept in flight at once. Results keep the order of `groups`.
struct GroupOffsets {
    QString group;
    QList<CommittedOffset> offsets;
    std::optional<Error> error;
};
QList<GroupOffsets> committedOffsetsMany(KafkaClient &client, const QStringList &groups,
                                         int concurrency = 32);

// Log-end (high watermark, timestamp -1), log-start (-2) or first offset at/after a time (ms)
// of many partitions in one bulk ListOffsets round (rd_kafka_offsets_for_times). A partition
// without an answer is missing from the map.
enum class OffsetSpec : qint64 { End = -1, Start = -2 };
Result<QHash<TopicPartition, qint64>>
listOffsets(KafkaClient &client, const QList<TopicPartition> &tps, qint64 timestampOrSpec);

// One partition's lag: end - committed (lag -1 when nothing is committed or the end is unknown).
struct PartitionLag {
    TopicPartition tp;
    qint64 committed = -1;
    qint64 end = -1;
    qint64 lag = -1;
};
struct GroupLag {
    QList<PartitionLag> partitions; // sorted
    QMap<QString, qint64> perTopic; // sum of known lags
    qint64 total = 0;               // sum of known lags
    bool known = false;             // some partition has a lag (a commit and an end offset)
    // Partitions with a commit whose end offset did not come: their lag is unknown, not 0.
    QList<TopicPartition> unknownEnds;
    // The total, or -1 when no partition has a lag (e.g. nothing committed): shown as "-", not 0.
    qint64 knownTotal() const { return known ? total : -1; }
};
// Pure: joins committed offsets (and extra partitions without commits, e.g. assigned ones)
// with end offsets.
GroupLag computeLag(const QList<CommittedOffset> &committed,
                    const QHash<TopicPartition, qint64> &ends,
                    const QList<TopicPartition> &alsoPartitions = {});

// committedOffsets + listOffsets(End) + computeLag for one group.
Result<GroupLag> groupLag(KafkaClient &client, const QString &group,
                          const QList<TopicPartition> &alsoPartitions = {});

} // namespace kafscope::groups
