#pragma once

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace kafscope {

// One broker as the cluster metadata lists it.
struct BrokerInfo {
    int id = -1;
    QString host;
    int port = 0;
};

// One partition's replica placement as the metadata reports it (no watermarks).
struct PartitionInfo {
    int id = -1;
    int leader = -1;
    QList<int> replicas;
    QList<int> isr;
    int errorCode = 0;
    bool underReplicated() const { return isr.size() < replicas.size(); }
};

// One topic from metadata.
struct TopicInfo {
    QString name;
    QList<PartitionInfo> partitions;
    bool internal = false;
    int errorCode = 0;
    int replicationFactor() const
    {
        return partitions.isEmpty() ? 0 : int(partitions.first().replicas.size());
    }
};

// A full metadata snapshot: brokers, controller and (optionally) topics.
struct ClusterMetadata {
    QString clusterId;
    int controllerId = -1;
    int originBrokerId = -1; // broker that answered
    QList<BrokerInfo> brokers;
    QList<TopicInfo> topics;
    QDateTime fetchedAt;
    qint64 latencyMs = 0;

    int partitionCount() const;
    int topicCount(bool includeInternal) const;
    const BrokerInfo *broker(int id) const;
};

// Topics Kafka itself creates and manages.
bool isInternalTopicName(const QString &name);

} // namespace kafscope

Q_DECLARE_METATYPE(kafscope::ClusterMetadata)
