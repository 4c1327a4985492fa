#pragma once

// Share groups (KIP-932, "queues for Kafka"): described with ShareGroupDescribe and
// DescribeShareGroupOffsets, their share-partition start offsets reset with AlterShareGroupOffsets
// and removed with DeleteShareGroupOffsets, through the protocol layer (librdkafka has none of
// these). Every call blocks: run it on a Worker or in the CLI. A cluster whose release lacks share
// groups gets notSupportedByCluster ("not supported by this cluster (Kafka 3.9)").

#include "groups/group_describe.h"
#include "groups/group_offsets.h"
#include "groups/group_state.h"
#include "groups/offset_reset.h"
#include "offsets/consumer_protocol.h"
#include "protocol/protocol_client.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::groups {

// One member of a share group as its coordinator describes it.
struct ShareMember {
    QString memberId;
    QString clientId;
    QString host;
    std::optional<QString> rackId;
    int memberEpoch = -1;
    QStringList subscribedTopics;
    QList<offsets::TopicPartitions> assignment; // sorted by topic, partitions ascending
};

// ShareGroupDescribe's answer for one group.
struct ShareGroupDescription {
    QString group;
    GroupState state = GroupState::Unknown; // Empty, Stable or Dead
    QString stateName;                      // as the broker spelled it
    int groupEpoch = -1;
    int assignmentEpoch = -1;
    QString assignor;
    int coordinatorId = -1;
    QList<ShareMember> members; // sorted by client id, then member id
    std::optional<Error> error; // this group's own failure (e.g. not a share group)
};

// One share-partition: where the group's consumption starts, and how far behind the log end it is.
struct SharePartitionOffset {
    TopicPartition tp;
    qint64 startOffset = -1; // -1: the share-partition has not been initialised
    int leaderEpoch = -1;
    qint64 lag = -1; // -1: unknown (DescribeShareGroupOffsets v0, Kafka 4.1, has no lag)
    std::optional<Error> error;
};

struct ShareGroupOffsets {
    QString group;
    bool lagReported = false;               // the broker answered v1+ (Kafka 4.2), which has lag
    QList<SharePartitionOffset> partitions; // sorted by topic and partition
    qint64 knownLag() const;                // sum of the known lags; -1 when none is known
};

// The broker coordinating `group` (FindCoordinator, key type group).
Result<int> groupCoordinator(protocol::ProtocolClient &client, const QString &group);

// ShareGroupDescribe of `groups` at their coordinator `brokerId`, in the order asked.
Result<QList<ShareGroupDescription>> describeShareGroupsAt(protocol::ProtocolClient &client,
                                                           int brokerId, const QStringList &groups);
// One group, its coordinator found first. A group that is not a share group is an error.
Result<ShareGroupDescription> describeShareGroup(protocol::ProtocolClient &client,
                                                 const QString &group);

// DescribeShareGroupOffsets for every share-partition the group has (topics: null).
Result<ShareGroupOffsets> shareGroupOffsets(protocol::ProtocolClient &client, const QString &group);

// A share group in the shape the group views take, so they show it with the classic and KIP-848
// groups: the members with their assignment, and per partition the share-partition start offset
// (in PartitionLag::committed), the log end from `ends` and the lag the broker reports (v1+;
// unknown before, never end - start, which would count acknowledged records). Pure.
GroupDescription asGroupDescription(const ShareGroupDescription &g, const BrokerInfo &coordinator);
GroupLag asGroupLag(const ShareGroupOffsets &o, const QHash<TopicPartition, qint64> &ends);

struct ShareGroupSnapshot {
    ShareGroupDescription share;
    ShareGroupOffsets offsets;
    GroupDescription description; // asGroupDescription
    GroupLag lag;                 // asGroupLag with the partitions' log ends
};
// Describe, offsets and log ends of one share group. Blocking.
Result<ShareGroupSnapshot> shareGroupSnapshot(KafkaClient &client, const QString &group);

// The preview of moving the share-partition start offsets of `topics` (every topic the group has
// start offsets for when empty) to `target`. Writes nothing.
Result<ResetPlan> planShareReset(protocol::ProtocolClient &client, KafkaClient &kafka,
                                 const QString &group, const QStringList &topics,
                                 const ResetTarget &target);
// Writes a plan with AlterShareGroupOffsets. Refused on a read-only connection, without the
// confirmation (WriteGuard, ResetOffsets), and while the group has members (Kafka alters only an
// empty share group's offsets).
Status applyShareReset(protocol::ProtocolClient &client, const ConnectionProfile &profile,
                       const ResetPlan &plan, const QString &confirmation);
// Deletes the group's share-partition state for `topics` (DeleteShareGroupOffsets; WriteGuard,
// DeleteGroupOffsets; the group must be empty).
Status deleteShareOffsets(protocol::ProtocolClient &client, const ConnectionProfile &profile,
                          const QString &group, const QStringList &topics,
                          const QString &confirmation);

} // namespace kafscope::groups
