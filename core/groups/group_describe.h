#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "groups/group_state.h"
#include "offsets/consumer_protocol.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::groups {

// One member of a group as the coordinator describes it.
struct GroupMember {
    QString memberId;
    QString clientId;
    QString host;
    std::optional<QString> instanceId;
    QList<offsets::TopicPartitions> assignment; // sorted by topic, partitions ascending
    // Decoded from the legacy group listing's raw member metadata (consumer protocol only).
    std::optional<offsets::ConsumerSubscription> subscription;
    QByteArray rawMetadata;
    QByteArray rawAssignment;
    // KIP-848 members only: the assignment the coordinator is moving the member to
    // (ConsumerGroupDescribe), and the member's epoch (from its last current-assignment record in
    // __consumer_offsets; the describe answer carries it but librdkafka does not expose it).
    std::optional<QList<offsets::TopicPartitions>> targetAssignment;
    std::optional<int> memberEpoch;
};

// A group's description: DescribeConsumerGroups joined with the legacy listing (protocol type and
// raw member bytes), matched by member id.
struct GroupDescription {
    QString group;
    GroupState state = GroupState::Unknown;
    QString protocolType; // "consumer", "connect", ... ; empty for groups that only commit offsets
    QString assignor;     // the protocol name ("range", "roundrobin", "cooperative-sticky", ...)
    bool simple = false;  // commits offsets but never joined (no protocol type)
    BrokerInfo coordinator;
    QList<GroupMember> members;
    std::optional<Error> error; // per-group failure in a batch describe
    QString note;               // something the description could not fully say (e.g. topic names)
    GroupType type = GroupType::Unknown; // classic or consumer (KIP-848), as librdkafka says
    // KIP-848 groups: the group epoch and the epoch of the target assignment (from
    // __consumer_offsets).
    std::optional<int> groupEpoch;
    std::optional<int> assignmentEpoch;

    bool hasActiveMembers() const { return !members.isEmpty(); }
    QList<offsets::TopicPartitions> assignedPartitions() const; // union over members
};

// Describes one group (two round trips: DescribeConsumerGroups + legacy DescribeGroups). Blocking;
// call it from a worker thread. A group the broker does not know is reported with state Dead.
Result<GroupDescription> describeGroup(KafkaClient &client, const QString &group);

// Describes many groups with one DescribeConsumerGroups request per batch of `batchSize`; with
// `withMemberBytes` also fetches each group's legacy listing (one round trip per group).
// Per-group failures are in GroupDescription::error; the result fails only when no request worked.
Result<QList<GroupDescription>> describeGroups(KafkaClient &client, const QStringList &groups,
                                               bool withMemberBytes = false, int batchSize = 100);

// Protocol type, protocol and raw member bytes from the legacy listing (rd_kafka_list_groups)
// for one group; empty members when the group has none.
struct LegacyGroupInfo {
    QString group;
    GroupState state = GroupState::Dead;
    QString protocolType;
    QString protocol;
    BrokerInfo coordinator;
    struct Member {
        QString memberId, clientId, clientHost;
        QByteArray metadata, assignment;
    };
    QList<Member> members;
};
Result<LegacyGroupInfo> legacyGroupInfo(KafkaClient &client, const QString &group);

} // namespace kafscope::groups
