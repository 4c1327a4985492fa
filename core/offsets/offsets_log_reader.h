#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "offsets/offsets_decoder.h"

#include <QList>
#include <QStringList>

#include <memory>

namespace kafscope {
class KafkaClient;
}

namespace kafscope::offsets {

// One record of __consumer_offsets with its position.
struct OffsetsLogEntry {
    int partition = -1;
    qint64 offset = -1;
    qint64 timestampMs = -1;
    OffsetsRecord record;
};

struct OffsetsLogOptions {
    // The internal log read: the group coordinator's or the transaction coordinator's.
    enum class Log { ConsumerOffsets, TransactionState };
    Log log = Log::ConsumerOffsets;
    enum class Start { Oldest, Live }; // Live: only what is written after the reader opened
    Start start = Start::Oldest;
    // Finish once every partition read has reached the end offset it had when the reader opened.
    bool stopAtEnd = false;
    QList<int> partitions; // empty: every partition of __consumer_offsets (or of `group`)
    // When set and `partitions` is empty: read only the partition holding this group's records
    // (of __transaction_state: this transactional id's). Records of others in that partition are
    // still returned.
    QString group;
    QStringList groups; // as `group`, for several groups (the union of their partitions)
};

// Reads __consumer_offsets (or __transaction_state) directly by partition assignment: it never
// joins, creates or commits to a consumer group (the consumer's group.id is a placeholder that is
// never used on the broker).
// Blocking: use it from one worker thread (or the CLI).
class OffsetsLogReader {
public:
    static Result<std::unique_ptr<OffsetsLogReader>> open(const ConnectionProfile &profile,
                                                          const OffsetsLogOptions &options);
    ~OffsetsLogReader();

    // Waits up to `timeoutMs` for records and returns what arrived (maybe nothing), at most
    // `maxRecords`; returns early once finished().
    Result<QList<OffsetsLogEntry>> poll(int timeoutMs, int maxRecords = 5000);
    bool finished() const;

    int partitionCount() const { return m_partitionCount; } // of the topic, not just those read
    const QList<int> &partitions() const { return m_partitions; }
    // Per read partition (same order as partitions()): end offset when the reader opened.
    const QList<qint64> &endOffsetsAtOpen() const { return m_endAtOpen; }

    static constexpr const char *kTopic = "__consumer_offsets";
    static constexpr const char *kTransactionTopic = "__transaction_state";
    static const char *topicOf(OffsetsLogOptions::Log log)
    {
        return log == OffsetsLogOptions::Log::TransactionState ? kTransactionTopic : kTopic;
    }
    static constexpr const char *kPlaceholderGroup = "kafscope-offsets-reader-never-joins";

private:
    OffsetsLogReader() = default;
    void markReached(int partition, qint64 nextOffset);

    std::unique_ptr<KafkaClient> m_client;
    OffsetsLogOptions m_options;
    int m_partitionCount = 0;
    QList<int> m_partitions;
    QList<qint64> m_endAtOpen;
    QList<bool> m_done;
};

// The partition of __consumer_offsets that holds a group's records (of __transaction_state: a
// transactional id's): abs(Java String.hashCode(group)) % partitionCount (with Kafka's Utils.abs
// for INT_MIN).
int offsetsPartitionFor(const QString &group, int partitionCount);

} // namespace kafscope::offsets
