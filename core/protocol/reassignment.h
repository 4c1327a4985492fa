#pragma once

// Partition reassignment: a plan (per partition its current and target replicas) made from "move
// topic T onto these brokers", "give T this replication factor" or an explicit list (Kafka's
// reassignment JSON); executed with AlterPartitionReassignments (optionally throttled with the
// replication throttle configs), followed with ListPartitionReassignments and the brokers' log
// dirs, cancelled, and verified against the metadata. Every change passes the write policy.

#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "protocol/log_dirs.h"
#include "protocol/protocol_client.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace kafscope::protocol {

// One partition of a plan.
struct PartitionMove {
    QString topic;
    int partition = -1;
    QList<int> current; // the replicas now, the preferred leader first
    QList<int> target;
    qint64 expectedBytes = 0; // the largest current replica's size, times the replicas added
    QList<int> added() const;
    QList<int> removed() const;
    bool changes() const { return current != target; } // an order change moves the preferred leader
};

// What a reassignment changes, partition by partition (sorted by topic and partition).
struct ReassignmentPlan {
    QList<PartitionMove> partitions;
    QList<PartitionMove> changing() const; // the partitions whose replicas change
    qint64 expectedBytes() const;
    QStringList topics() const; // of the changing partitions
    QList<int> brokers() const; // every broker a changing partition is on, now or after
};

// Plans on a metadata snapshot (with topics). A broker not in the metadata, a replication factor
// above the broker count, an unknown topic or partition are typed Usage errors.
// Spreads T's partitions evenly over `brokers`, keeping its replication factor: the replicas
// already on one of them stay where the spread allows, and the preferred leaders rotate so each
// broker leads about as many partitions.
Result<ReassignmentPlan> planMoveOnto(const ClusterMetadata &md, const QString &topic,
                                      const QList<int> &brokers);
// Gives every partition of T `replicationFactor` replicas: new ones on the brokers holding the
// fewest replicas (of every topic), or the last ones dropped.
Result<ReassignmentPlan> planReplicationFactor(const ClusterMetadata &md, const QString &topic,
                                               int replicationFactor);
// The target replicas of each partition named in `targets` (topic, partition, target).
Result<ReassignmentPlan> planExplicit(const ClusterMetadata &md,
                                      const QList<PartitionMove> &targets);
// Fills each partition's expectedBytes from the brokers' log dirs.
void addExpectedBytes(ReassignmentPlan &plan, const QList<BrokerDisks> &disks);

// Kafka's reassignment JSON ({"version":1,"partitions":[{"topic","partition","replicas"}]}):
// read (bounded: at most kMaxPlanPartitions partitions) into targets for planExplicit, and
// written, of the target or of the current replicas (to roll back).
constexpr int kMaxPlanPartitions = 100000;
Result<QList<PartitionMove>> parseReassignmentJson(const QByteArray &json);
QByteArray reassignmentJson(const ReassignmentPlan &plan, bool target);

// The confirmation the user gave for a write on `target` (a topic, "broker N"): the UI's typed
// name or the CLI's --yes. Core asks it, never makes one up.
using Confirmer = std::function<QString(const QString &target)>;

// Starts the plan's changing partitions (AlterPartitionReassignments, at the controller); each
// topic is admitted as ReassignPartitions. With `throttleBytesPerSec` > 0 the replication
// throttle is set first: leader.replication.throttled.replicas (the current replicas) and
// follower.replication.throttled.replicas (the added ones) on each topic, and the leader and
// follower throttled rates on every broker involved.
Status executeReassignment(ProtocolClient &proto, KafkaClient &client, const ReassignmentPlan &plan,
                           qint64 throttleBytesPerSec, const Confirmer &confirm);
Status setReplicationThrottle(KafkaClient &client, const ReassignmentPlan &plan, qint64 bytesPerSec,
                              const Confirmer &confirm);

// What clearReplicationThrottle removed.
struct ThrottleCleared {
    QStringList topics;
    QList<int> brokers;
};
// Removes the replication throttle configs from `topics` and the throttled rates from every broker
// that has one set, where they are set (nothing else is written).
Result<ThrottleCleared> clearReplicationThrottle(KafkaClient &client, const QStringList &topics,
                                                 const Confirmer &confirm);

// One replica being added, and how far it has come.
struct AddingReplica {
    int broker = -1;
    qint64 bytes = 0;       // its size on that broker now (-1: not there yet)
    qint64 sourceBytes = 0; // the largest of the partition's other replicas
    qint64 bytesLeft() const
    {
        return std::max<qint64>(0, sourceBytes - std::max<qint64>(0, bytes));
    }
};

struct MovingPartition {
    QString topic;
    int partition = -1;
    QList<int> replicas; // during the move: the target ones and those being removed
    QList<int> adding;
    QList<int> removing;
    QList<AddingReplica> progress;
    qint64 bytesTotal() const;
    qint64 bytesLeft() const;
};

struct ReassignmentProgress {
    QList<MovingPartition> moving;
    std::optional<Error> sizesError; // the log dirs could not be read: no byte counts
    bool done() const { return moving.isEmpty(); }
    qint64 bytesTotal() const;
    qint64 bytesLeft() const;
    double percent() const; // 100 when nothing moves
};

// The ongoing reassignments (of `topics`, or all), with the bytes each added replica still lacks.
Result<ReassignmentProgress> reassignmentProgress(ProtocolClient &proto,
                                                  const QStringList &topics = {});

// Stops the reassignment of `partitions` of `topic` (all of its moving ones when empty): the
// replicas go back to what they were. Admitted as CancelReassignment with `confirmation` (the
// topic). Returns the partitions cancelled.
Result<QList<int>> cancelReassignment(ProtocolClient &proto, const ConnectionProfile &profile,
                                      const QString &topic, const QList<int> &partitions,
                                      const QString &confirmation);

// Every partition of the plan compared with the metadata: done ones have the target replicas
// (a plan read back from a file after the move, as Kafka's --verify does).
struct VerifyResult {
    QList<PartitionMove> done;
    QList<PartitionMove> pending; // current: what the metadata says now
    bool complete() const { return pending.isEmpty(); }
};
Result<VerifyResult> verifyReassignment(KafkaClient &client, const ReassignmentPlan &plan);

} // namespace kafscope::protocol
