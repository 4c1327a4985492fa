#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <set>
#include <variant>

namespace kafscope::rebalance {

// One topic-partition, ordered by topic then partition.
struct PartitionId {
    QString topic;
    int partition = 0;
    bool operator==(const PartitionId &o) const
    {
        return partition == o.partition && topic == o.topic;
    }
    bool operator<(const PartitionId &o) const
    {
        return topic != o.topic ? topic < o.topic : partition < o.partition;
    }
    QString text() const { return topic + QLatin1Char('-') + QString::number(partition); }
};
using Partitions = std::set<PartitionId>;

QString partitionsText(const Partitions &p); // "t-0, t-1"

enum class GroupState { Unknown, PreparingRebalance, CompletingRebalance, Stable, Empty, Dead };
QString groupStateName(GroupState s);
GroupState parseGroupState(const QString &name); // librdkafka / Kafka names; Unknown otherwise

// Observations, all stamped with wall-clock milliseconds since the epoch, merged by time.

// The group's state as a describe call reported it.
struct StateObservation {
    qint64 timeMs = 0;
    GroupState state = GroupState::Unknown;
    qint64 previousPollMs =
        -1; // the describe before, which still saw the previous state (-1: none)
};

// A member as the coordinator stored it in a classic group-metadata record.
struct RecordMember {
    QString memberId;
    QString instanceId;
    QString clientId;
    QString host;
    int sessionTimeoutMs = 0;
    int rebalanceTimeoutMs = 0;
    int memberEpoch = -1; // KIP-848 members: the member epoch of this assignment
    Partitions assignment;
};

// A classic group-metadata record (written by the coordinator after each sync, and when the group
// empties); timeMs is the record's timestamp.
struct GenerationRecord {
    qint64 timeMs = 0;
    qint64 stateTimestampMs = -1; // currentStateTimestamp when the record has one
    int generation = 0;
    QString protocolType;
    QString assignor; // the protocol name, e.g. "range", "cooperative-sticky"
    QString leader;
    QList<RecordMember> members;
    // KIP-848: some member has not reached the target assignment yet (its epoch is behind, or it
    // still holds partitions to revoke or waits for some to be released). A classic record never
    // is.
    bool reconciling = false;
};

// An offset commit seen in __consumer_offsets.
struct CommitObservation {
    qint64 timeMs = 0;
    PartitionId partition;
    qint64 offset = 0;
};

// A lab consumer's rebalance callback, timed when it fired.
struct MemberCallback {
    enum class Kind { Assigned, Revoked, Lost };
    qint64 timeMs = 0;
    Kind kind = Kind::Assigned;
    QString label; // the lab's name for the member (m1, m2, ...)
    QString memberId;
    QString instanceId;
    bool incremental = false; // cooperative protocol: partitions are added/removed, not replaced
    bool closing = false;     // fired while the member was being closed
    Partitions partitions;
};

// Something the lab did to a member.
struct LabAction {
    enum class Kind { Add, Remove, Crash, Stall, StallEnd, Restart, Migrate, BrokerRestart };
    qint64 timeMs = 0;
    Kind kind = Kind::Add;
    QString label;
    qint64 durationMs = 0;
    // An external member (a process of the user's consumer command): it reports no callbacks;
    // its lane comes from the coordinator's records, matched by instanceId (its {instance}, as
    // group.instance.id or client.id).
    bool external = false;
    QString instanceId;
};
QString labActionName(LabAction::Kind kind);

using TimelineEvent =
    std::variant<StateObservation, GenerationRecord, CommitObservation, MemberCallback, LabAction>;
qint64 eventTime(const TimelineEvent &e);

} // namespace kafscope::rebalance

namespace kafscope::rebalance {
inline size_t qHash(const PartitionId &p, size_t seed = 0)
{
    return ::qHash(p.topic, seed) ^ (size_t(p.partition) * 0x9e3779b97f4a7c15ULL);
}
} // namespace kafscope::rebalance
