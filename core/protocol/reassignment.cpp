// The cluster half of reassignment.h: execute, throttle, progress, cancel and verify.
#include "protocol/reassignment.h"

#include "admin/config_admin.h"
#include "admin/write_guard.h"
#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QHash>
#include <QSet>

#include <algorithm>

namespace kafscope::protocol {

namespace {

const QString kLeaderReplicas = QStringLiteral("leader.replication.throttled.replicas");
const QString kFollowerReplicas = QStringLiteral("follower.replication.throttled.replicas");
const QString kLeaderRate = QStringLiteral("leader.replication.throttled.rate");
const QString kFollowerRate = QStringLiteral("follower.replication.throttled.rate");

QString replicaList(const QList<PartitionMove> &moves, const QString &topic, bool leaders)
{
    QStringList out;
    for (const PartitionMove &m : moves)
        if (m.topic == topic)
            for (int b : leaders ? m.current : m.added())
                out << QStringLiteral("%1:%2").arg(m.partition).arg(b);
    return out.join(QLatin1Char(','));
}

// One AlterPartitionReassignments at the controller; `targets` null replicas cancel.
Result<QList<int>> alterReassignments(ProtocolClient &proto, const QString &what,
                                      const QHash<QString, QList<PartitionMove>> &byTopic,
                                      bool cancel)
{
    auto c = proto.controller();
    if (!c)
        return c.error();
    msg::AlterPartitionReassignmentsRequest request;
    for (auto it = byTopic.cbegin(); it != byTopic.cend(); ++it) {
        msg::AlterPartitionReassignmentsRequest::ReassignableTopic t;
        t.name = it.key();
        for (const PartitionMove &m : it.value()) {
            msg::AlterPartitionReassignmentsRequest::ReassignablePartition p;
            p.partitionIndex = m.partition;
            if (!cancel)
                p.replicas = std::vector<int32_t>(m.target.cbegin(), m.target.cend());
            t.partitions.push_back(p);
        }
        request.topics.push_back(t);
    }
    auto answer = (*c)->call<msg::AlterPartitionReassignmentsRequest,
                             msg::AlterPartitionReassignmentsResponse>(request);
    if (!answer)
        return answer.error();
    if (answer->errorCode != 0)
        return kafkaError(answer->errorCode, what, answer->errorMessage);
    QList<int> done;
    for (const auto &t : answer->responses)
        for (const auto &p : t.partitions) {
            if (p.errorCode != 0)
                return kafkaError(
                    p.errorCode,
                    KS_TR("%1 (partition %2 of %3)").arg(what).arg(p.partitionIndex).arg(t.name),
                    p.errorMessage);
            done << p.partitionIndex;
        }
    std::sort(done.begin(), done.end());
    return done;
}

bool isSetDynamically(const QList<ConfigEntry> &configs, const QString &name, ConfigSource source)
{
    return std::any_of(configs.cbegin(), configs.cend(), [&](const ConfigEntry &e) {
        return e.name == name && e.source == source && e.hasValue && !e.value.isEmpty();
    });
}

} // namespace

Status setReplicationThrottle(KafkaClient &client, const ReassignmentPlan &plan, qint64 bytesPerSec,
                              const Confirmer &confirm)
{
    if (bytesPerSec <= 0)
        return Error::usage(KS_ERR("A throttle is a number of bytes per second above 0"));
    const QList<PartitionMove> moves = plan.changing();
    for (const QString &topic : plan.topics()) {
        ConfigChange change;
        change.set << qMakePair(kLeaderReplicas, replicaList(moves, topic, true));
        const QString followers = replicaList(moves, topic, false);
        if (!followers.isEmpty())
            change.set << qMakePair(kFollowerReplicas, followers);
        if (auto s = alterTopicConfigs(client, topic, change, confirm(topic)); !s)
            return s;
    }
    for (int b : plan.brokers()) {
        ConfigChange change;
        change.set << qMakePair(kLeaderRate, QString::number(bytesPerSec))
                   << qMakePair(kFollowerRate, QString::number(bytesPerSec));
        if (auto s = alterBrokerConfigs(client, b, change, confirm(brokerTarget(b))); !s)
            return s;
    }
    return Ok{};
}

Result<ThrottleCleared> clearReplicationThrottle(KafkaClient &client, const QStringList &topics,
                                                 const Confirmer &confirm)
{
    ThrottleCleared cleared;
    for (const QString &topic : topics) {
        auto configs = describeTopicConfigs(client, topic);
        if (!configs)
            return configs.error();
        ConfigChange change;
        for (const QString &key : {kLeaderReplicas, kFollowerReplicas})
            if (isSetDynamically(*configs, key, ConfigSource::DynamicTopic))
                change.remove << key;
        if (change.remove.isEmpty())
            continue;
        if (auto s = alterTopicConfigs(client, topic, change, confirm(topic)); !s)
            return s.error();
        cleared.topics << topic;
    }
    auto md = client.metadata(false);
    if (!md)
        return md.error();
    for (const BrokerInfo &b : md->brokers) {
        auto configs = describeBrokerConfigs(client, b.id);
        if (!configs)
            return configs.error();
        ConfigChange change;
        for (const QString &key : {kLeaderRate, kFollowerRate})
            if (isSetDynamically(*configs, key, ConfigSource::DynamicBroker))
                change.remove << key;
        if (change.remove.isEmpty())
            continue;
        if (auto s = alterBrokerConfigs(client, b.id, change, confirm(brokerTarget(b.id))); !s)
            return s.error();
        cleared.brokers << b.id;
    }
    std::sort(cleared.brokers.begin(), cleared.brokers.end());
    return cleared;
}

Status executeReassignment(ProtocolClient &proto, KafkaClient &client, const ReassignmentPlan &plan,
                           qint64 throttleBytesPerSec, const Confirmer &confirm)
{
    const QList<PartitionMove> moves = plan.changing();
    if (moves.isEmpty())
        return Error::usage(KS_ERR("Nothing to move: every partition already has its target "
                                   "replicas"));
    QHash<QString, QList<PartitionMove>> byTopic;
    for (const PartitionMove &m : moves)
        byTopic[m.topic] << m;
    for (const QString &topic : plan.topics())
        if (auto g = WriteGuard::admitTopic(client.profile(),
                                            {WriteKind::ReassignPartitions, topic}, confirm(topic));
            !g)
            return g;
    if (throttleBytesPerSec > 0)
        if (auto s = setReplicationThrottle(client, plan, throttleBytesPerSec, confirm); !s)
            return s;
    auto done = alterReassignments(
        proto,
        KS_TR("Reassigning the partitions of %1").arg(plan.topics().join(QStringLiteral(", "))),
        byTopic, false);
    if (!done)
        return done.error();
    return Ok{};
}

qint64 MovingPartition::bytesTotal() const
{
    qint64 sum = 0;
    for (const AddingReplica &r : progress)
        sum += r.sourceBytes;
    return sum;
}

qint64 MovingPartition::bytesLeft() const
{
    qint64 sum = 0;
    for (const AddingReplica &r : progress)
        sum += r.bytesLeft();
    return sum;
}

qint64 ReassignmentProgress::bytesTotal() const
{
    qint64 sum = 0;
    for (const MovingPartition &m : moving)
        sum += m.bytesTotal();
    return sum;
}

qint64 ReassignmentProgress::bytesLeft() const
{
    qint64 sum = 0;
    for (const MovingPartition &m : moving)
        sum += m.bytesLeft();
    return sum;
}

double ReassignmentProgress::percent() const
{
    const qint64 total = bytesTotal();
    if (moving.isEmpty())
        return 100.0;
    if (total <= 0)
        return 0.0;
    return 100.0 * double(total - bytesLeft()) / double(total);
}

Result<ReassignmentProgress> reassignmentProgress(ProtocolClient &proto, const QStringList &topics)
{
    auto c = proto.controller();
    if (!c)
        return c.error();
    msg::ListPartitionReassignmentsRequest request; // null topics: every ongoing one
    auto answer =
        (*c)->call<msg::ListPartitionReassignmentsRequest, msg::ListPartitionReassignmentsResponse>(
            request);
    if (!answer)
        return answer.error();
    if (answer->errorCode != 0)
        return kafkaError(answer->errorCode,
                          KS_TR("ListPartitionReassignments at %1").arg((*c)->address()),
                          answer->errorMessage);
    ReassignmentProgress progress;
    QList<int> brokers;
    for (const auto &t : answer->topics) {
        if (!topics.isEmpty() && !topics.contains(t.name))
            continue;
        for (const auto &p : t.partitions) {
            MovingPartition m{t.name, p.partitionIndex};
            m.replicas = QList<int>(p.replicas.cbegin(), p.replicas.cend());
            m.adding = QList<int>(p.addingReplicas.cbegin(), p.addingReplicas.cend());
            m.removing = QList<int>(p.removingReplicas.cbegin(), p.removingReplicas.cend());
            for (int b : m.replicas)
                if (!brokers.contains(b))
                    brokers << b;
            progress.moving << m;
        }
    }
    std::sort(progress.moving.begin(), progress.moving.end(),
              [](const MovingPartition &a, const MovingPartition &b) {
                  return std::pair(a.topic, a.partition) < std::pair(b.topic, b.partition);
              });
    if (progress.moving.isEmpty())
        return progress;
    auto disks = describeLogDirs(proto, brokers);
    if (!disks) {
        progress.sizesError = disks.error();
        return progress;
    }
    // Each replica's size (a future one, being moved between a broker's own dirs, counts less).
    QHash<QString, qint64> sizes;
    for (const BrokerDisks &b : *disks) {
        if (b.error && !progress.sizesError)
            progress.sizesError = *b.error;
        for (const LogDirInfo &d : b.dirs)
            for (const ReplicaDisk &r : d.replicas) {
                const QString key =
                    QStringLiteral("%1/%2/%3").arg(r.topic).arg(r.partition).arg(b.brokerId);
                if (!r.future || !sizes.contains(key))
                    sizes[key] = r.sizeBytes;
            }
    }
    for (MovingPartition &m : progress.moving) {
        const auto sizeOn = [&](int b) {
            return sizes.value(QStringLiteral("%1/%2/%3").arg(m.topic).arg(m.partition).arg(b), -1);
        };
        qint64 source = 0;
        for (int b : m.replicas)
            if (!m.adding.contains(b))
                source = std::max(source, sizeOn(b));
        for (int b : m.adding)
            m.progress << AddingReplica{b, sizeOn(b), source};
    }
    return progress;
}

Result<QList<int>> cancelReassignment(ProtocolClient &proto, const ConnectionProfile &profile,
                                      const QString &topic, const QList<int> &partitions,
                                      const QString &confirmation)
{
    if (auto g =
            WriteGuard::admitTopic(profile, {WriteKind::CancelReassignment, topic}, confirmation);
        !g)
        return g.error();
    QList<int> wanted = partitions;
    if (wanted.isEmpty()) {
        auto now = reassignmentProgress(proto, {topic});
        if (!now)
            return now.error();
        for (const MovingPartition &m : now->moving)
            wanted << m.partition;
        if (wanted.isEmpty())
            return Error::usage(KS_ERR("No reassignment of %1 is in progress").arg(topic));
    }
    QHash<QString, QList<PartitionMove>> byTopic;
    for (int p : wanted)
        byTopic[topic] << PartitionMove{topic, p, {}, {}};
    return alterReassignments(proto, KS_TR("Cancelling the reassignment of %1").arg(topic), byTopic,
                              true);
}

Result<VerifyResult> verifyReassignment(KafkaClient &client, const ReassignmentPlan &plan)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    QHash<QString, QList<int>> now;
    for (const TopicInfo &t : md->topics)
        for (const PartitionInfo &p : t.partitions)
            now.insert(QStringLiteral("%1/%2").arg(t.name).arg(p.id), p.replicas);
    VerifyResult result;
    for (PartitionMove m : plan.partitions) {
        const QList<int> replicas =
            now.value(QStringLiteral("%1/%2").arg(m.topic).arg(m.partition));
        if (replicas == m.target) {
            result.done << m;
        } else {
            m.current = replicas;
            result.pending << m;
        }
    }
    return result;
}

} // namespace kafscope::protocol
