#pragma once

// Streams groups (KIP-1071: the Kafka Streams rebalance protocol run by the group coordinator,
// Kafka 4.2 and newer): the group as its coordinator describes it (StreamsGroupDescribe through
// Kafscope's protocol layer; librdkafka has no such call): state, epochs, the topology's
// subtopologies with their source, repartition and changelog topics, the members with their
// active, standby and warm-up tasks, and what keeps the group from being Stable. Committed offsets
// and lag come as for consumer groups (OffsetFetch answers for a streams group too). Blocking: run
// it on a Worker or in the CLI.

#include "common/result.h"
#include "groups/group_list.h"
#include "groups/group_offsets.h"
#include "groups/group_state.h"
#include "offsets/group_state_replay.h"
#include "protocol/protocol_client.h"

#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::groups {

// An internal topic the coordinator creates for a subtopology, as the topology configures it.
struct StreamsInternalTopic {
    QString name;
    int partitions = 0;
    int replicationFactor = 0; // 0: the broker's default
    QMap<QString, QString> configs;
    bool operator==(const StreamsInternalTopic &) const = default;
};

// One subtopology of the application's topology.
struct StreamsSubtopology {
    QString id;
    QStringList sourceTopics;          // the user's input topics
    QStringList repartitionSinkTopics; // repartition topics this subtopology writes
    QList<StreamsInternalTopic> repartitionSourceTopics; // repartition topics it reads
    QList<StreamsInternalTopic> stateChangelogTopics;    // changelogs of its state stores
    bool operator==(const StreamsSubtopology &) const = default;
    // Source and repartition-source topics: the topics whose partition p task `id`_p reads.
    QStringList inputTopics() const;
    QStringList internalTopics() const; // repartition source and changelog topics
};

// The tasks of one subtopology held by a member: task "subtopology_partition" for each partition.
struct StreamsTasks {
    QString subtopology;
    QList<int> partitions; // ascending
    bool operator==(const StreamsTasks &) const = default;
};

struct StreamsAssignment {
    QList<StreamsTasks> active; // by subtopology id
    QList<StreamsTasks> standby;
    QList<StreamsTasks> warmup;
    bool operator==(const StreamsAssignment &) const = default;
    bool isEmpty() const { return active.isEmpty() && standby.isEmpty() && warmup.isEmpty(); }
};

// "0:0,1 1:0,1": subtopology id, colon, partitions; "" for none (as kafka-streams-groups writes a
// member's tasks, one subtopology after another).
QString tasksText(const QList<StreamsTasks> &tasks);

struct StreamsMember {
    QString memberId;
    int memberEpoch = -1;
    std::optional<QString> instanceId;
    std::optional<QString> rackId;
    QString clientId;
    QString host;
    int topologyEpoch = -1;
    QString processId;
    std::optional<QString> userEndpoint; // "host:port" (application.server)
    QMap<QString, QString> clientTags;
    StreamsAssignment assignment;       // what the member holds now
    StreamsAssignment targetAssignment; // where the coordinator is moving it
    bool isClassic = false;
};

// Why a streams group is not Stable, each with the names it concerns.
struct StreamsBlocker {
    enum class Kind {
        NoTopology,            // no member has set a topology yet
        TopologyNotConfigured, // source topics missing or wrongly partitioned (Kafka says no more)
        MissingSourceTopics,   // named: the topology description or offsets name them
        MissingInternalTopics, // repartition or changelog topics the coordinator has not created
        AssignmentBehind,      // the target assignment's epoch is behind the group epoch
        MembersReconciling,    // members not yet at the target assignment (named)
        StaleTopology,         // members on an older topology epoch (named)
        NoMembers,             // nobody runs the application
    };
    Kind kind = Kind::NoTopology;
    QStringList names;
    bool operator==(const StreamsBlocker &) const = default;
};
// Kafka's style of name for JSON ("missing_internal_topics").
QString wireName(StreamsBlocker::Kind kind);
// The reason as a sentence in the user's language.
QString blockerText(const StreamsBlocker &blocker);

struct StreamsGroupDescription {
    QString group;
    GroupState state = GroupState::Unknown;
    QString stateName; // as the coordinator says it ("NotReady", "Stable", ...)
    int groupEpoch = -1;
    int assignmentEpoch = -1;
    std::optional<int> topologyEpoch;                       // none: no topology set yet
    std::optional<QList<StreamsSubtopology>> subtopologies; // none: not configured (see blockers)
    QList<StreamsMember> members;
    std::optional<QString> assignor; // the server-side assignor (Kafka 4.4)
    // The source topics the topology description names (KIP-1331, when the broker stores one):
    // what a topology that cannot be configured waits for.
    QStringList describedSourceTopics;
    BrokerInfo coordinator;         // id -1 when unknown
    QList<StreamsBlocker> blockers; // empty when Stable (or nothing to say)

    // Every internal topic of the configured topology (repartition and changelog), sorted.
    QStringList internalTopics() const;
    // The input partitions of the active tasks, the partitions whose lag is the group's.
    QList<TopicPartition> activeInputPartitions() const;
};

// Pure: the description from the coordinator's answer (no blockers yet).
StreamsGroupDescription
streamsGroupFrom(const protocol::msg::StreamsGroupDescribeResponse::DescribedGroup &g);

// Pure: what keeps the group from Stable, from its description and the topics the cluster has.
QList<StreamsBlocker> streamsBlockers(const StreamsGroupDescription &d,
                                      const QSet<QString> &existingTopics);

// Whether the listing names a streams group: its type (ListGroups v5), or the protocol type
// "streams" of the legacy listing.
bool isStreamsGroup(const GroupListing &listing);

// FindCoordinator then StreamsGroupDescribe on the group's coordinator, with the blockers (a
// topology that cannot be configured has its missing source topics named from the log). An
// error "not supported by this cluster (Kafka X)" where the cluster has no streams groups; a
// group that is not a streams group (or does not exist) is a GROUP_ID_NOT_FOUND error.
Result<StreamsGroupDescription> describeStreamsGroup(KafkaClient &client, const QString &group);
// The coordinator's answer alone (FindCoordinator, StreamsGroupDescribe): no blockers, nothing read
// from __consumer_offsets; for what needs only the state or the topology (the rebalance watch's
// state poll, the topics view's applications).
Result<StreamsGroupDescription> describeStreamsGroupAsAnswered(protocol::ProtocolClient &client,
                                                               const QString &group);

// Pure: the source topics of the topology a streams group's members declared, from its live
// StreamsGroupTopology record in __consumer_offsets (sorted; empty without one).
QStringList declaredSourceTopics(const offsets::GroupState &state);

// For a topology the coordinator cannot configure (its answer then carries no subtopologies): the
// source topics the members declared, from the group's topology record in __consumer_offsets, so
// the missing ones are named (MissingSourceTopics instead of TopologyNotConfigured). Reads the
// group's partition of the log (blocking, up to `timeoutMs`); an error leaves `d` as it was.
Status nameMissingSourceTopics(const ConnectionProfile &profile, StreamsGroupDescription &d,
                               const QSet<QString> &existingTopics, int timeoutMs);

// The group's committed offsets joined with the end offsets of its source and repartition topics:
// every active task's input partition is there, committed or not.
Result<GroupLag> streamsGroupLag(KafkaClient &client, const StreamsGroupDescription &d);

} // namespace kafscope::groups
