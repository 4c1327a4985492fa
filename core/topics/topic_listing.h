#pragma once

#include "admin/config_admin.h"
#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "topics/watermarks.h"

#include <QList>
#include <QString>

namespace kafscope {

// One row of the topic list.
struct TopicSummary {
    QString name;
    int partitions = 0;
    int replicationFactor = 0;
    bool internal = false;
    qint64 messages = -1; // sum of high - low watermarks; -1 when a watermark is unknown
    int underReplicated = 0;
    int offline = 0; // partitions without a leader
};

// The topic list and what could not be measured.
struct TopicListing {
    QList<TopicSummary> topics; // sorted by name
    QString watermarkError;     // why some message counts are unknown
    QString hiddenNote; // set when Kafka may hide topics this login may not describe (issue #17)
    ClusterMetadata metadata;
};

// Builds the list rows of a snapshot, with message counts from `watermarks`.
QList<TopicSummary> summarize(const QList<TopicInfo> &topics, const WatermarkTable &watermarks);

// Metadata plus watermarks of every topic (internal ones only when asked for).
Result<TopicListing> listTopics(KafkaClient &client, bool includeInternal);

// Everything the detail view and `topics describe` show of one topic.
struct TopicDetail {
    TopicInfo info;
    QList<int> liveBrokers;            // brokers in the metadata; other replicas are offline
    std::vector<Watermark> watermarks; // by partition id
    QString watermarkError;
    QList<ConfigEntry> configs;
    QString configError; // configs could not be read (the partitions still can)
};

Result<TopicDetail> describeTopic(KafkaClient &client, const QString &topic);

} // namespace kafscope
