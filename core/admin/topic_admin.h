#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>

namespace kafscope {

// What a new topic should look like.
struct NewTopicSpec {
    QString name;
    int partitions = 1;
    int replicationFactor = -1; // -1: the broker's default.replication.factor
    QList<QPair<QString, QString>> configs;
    bool internalOverride =
        false; // needed to create an internal ("__") topic (WriteGuard::isInternalTopic)
};

// Creates one topic: the name is checked by Kafka's rules first; refused on a read-only connection.
// Returns once the controller accepted it and (within the profile's timeout, at most 10 s) the
// metadata shows it with a leader for every partition. Add partitions waits the same way.
Status createTopic(KafkaClient &client, const NewTopicSpec &spec);
// Creates many topics in one request (checked the same way); the first refusal is the error.
Status createTopics(KafkaClient &client, const QList<NewTopicSpec> &specs);

// Deletes a topic. `confirmation` is the topic name typed back (WriteGuard::confirmationFor).
Status deleteTopic(KafkaClient &client, const QString &topic, const QString &confirmation);

// Kafka's controller writes at most this many records for one request (QuorumController's
// MAX_RECORDS_PER_USER_OP); a larger CreatePartitions is applied only in part.
inline constexpr int kMaxNewPartitionsPerRequest = 10000;

// An increase the user must confirm by typing the topic's name: more than 100 new partitions and
// more than the topic has now.
bool isLargePartitionIncrease(int current, int total);

// Grows a topic to `totalPartitions` partitions; a count that is not larger, or more than
// kMaxNewPartitionsPerRequest new ones, is a usage error sent nowhere. A large increase needs
// `confirmation` == the topic's name. When the broker refuses, the error says how many partitions
// the topic has afterwards.
Status addPartitions(KafkaClient &client, const QString &topic, int totalPartitions,
                     const QString &confirmation = {});

// One partition's answer to a delete-records request.
struct DeletedRecords {
    int partition = -1;
    qint64 lowWatermark = -1; // the partition's new first offset
    ErrorText error; // set when this partition refused; the others may still have succeeded
};

// Deletes every record before `beforeOffset` (-1: up to the high watermark) in each listed
// partition. `confirmation` is the topic name typed back. Per-partition refusals are in the
// entries.
Result<QList<DeletedRecords>> deleteRecords(KafkaClient &client, const QString &topic,
                                            const QList<QPair<int, qint64>> &partitionOffsets,
                                            const QString &confirmation);

// The number of partitions of `topic` from fresh metadata, or an error if it does not exist.
Result<int> partitionCount(KafkaClient &client, const QString &topic);

// The error every call reports for a topic the cluster does not have.
Error unknownTopicError(const QString &topic);

} // namespace kafscope
