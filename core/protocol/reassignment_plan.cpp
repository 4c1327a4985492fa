// The pure half of reassignment.h: the plan generators and Kafka's reassignment JSON.
#include "protocol/reassignment.h"

#include "common/translations.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace kafscope::protocol {

QList<int> PartitionMove::added() const
{
    QList<int> out;
    for (int b : target)
        if (!current.contains(b))
            out << b;
    return out;
}

QList<int> PartitionMove::removed() const
{
    QList<int> out;
    for (int b : current)
        if (!target.contains(b))
            out << b;
    return out;
}

QList<PartitionMove> ReassignmentPlan::changing() const
{
    QList<PartitionMove> out;
    for (const PartitionMove &m : partitions)
        if (m.changes())
            out << m;
    return out;
}

qint64 ReassignmentPlan::expectedBytes() const
{
    qint64 sum = 0;
    for (const PartitionMove &m : partitions)
        sum += m.expectedBytes;
    return sum;
}

QStringList ReassignmentPlan::topics() const
{
    QStringList out;
    for (const PartitionMove &m : partitions)
        if (m.changes() && !out.contains(m.topic))
            out << m.topic;
    return out;
}

QList<int> ReassignmentPlan::brokers() const
{
    QList<int> out;
    for (const PartitionMove &m : partitions)
        if (m.changes())
            for (int b : m.current + m.target)
                if (!out.contains(b))
                    out << b;
    std::sort(out.begin(), out.end());
    return out;
}

namespace {

Result<const TopicInfo *> findTopic(const ClusterMetadata &md, const QString &topic)
{
    for (const TopicInfo &t : md.topics)
        if (t.name == topic && t.errorCode == 0 && !t.partitions.isEmpty())
            return &t;
    return Error::usage(KS_ERR("Topic %1 does not exist").arg(topic));
}

QList<int> brokerIds(const ClusterMetadata &md)
{
    QList<int> ids;
    for (const BrokerInfo &b : md.brokers)
        ids << b.id;
    return ids;
}

Status checkBrokers(const ClusterMetadata &md, const QList<int> &brokers)
{
    if (brokers.isEmpty())
        return Error::usage(KS_ERR("Name at least one broker"));
    const QList<int> known = brokerIds(md);
    QSet<int> seen;
    for (int b : brokers) {
        if (!known.contains(b))
            return Error::usage(KS_ERR("Broker %1 is not in the cluster").arg(b));
        if (seen.contains(b))
            return Error::usage(KS_ERR("Broker %1 is named twice").arg(b));
        seen.insert(b);
    }
    return Ok{};
}

QList<PartitionInfo> sortedPartitions(const TopicInfo &t)
{
    QList<PartitionInfo> parts = t.partitions;
    std::sort(parts.begin(), parts.end(),
              [](const PartitionInfo &a, const PartitionInfo &b) { return a.id < b.id; });
    return parts;
}

} // namespace

namespace {

// The candidate with the fewest in `counts` (the earlier one of a tie).
int fewest(const QList<int> &candidates, const QHash<int, int> &counts)
{
    int best = -1;
    for (int b : candidates)
        if (best < 0 || counts.value(b) < counts.value(best))
            best = b;
    return best;
}

// Each partition's replicas on `brokers`: every replica already on one of them stays, the missing
// ones go where there are fewest; then, while two brokers differ by more than one, one replica
// moves from the fullest to the emptiest (a newly added one if any, else one that does not lead).
QList<QList<int>> spreadReplicas(const QList<PartitionInfo> &parts, const QList<int> &brokers)
{
    QList<QList<int>> chosen(parts.size());
    QHash<int, int> count;
    qsizetype total = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        total += parts[i].replicas.size();
        for (int b : parts[i].replicas)
            if (brokers.contains(b)) {
                chosen[i] << b;
                ++count[b];
            }
    }
    for (qsizetype i = 0; i < parts.size(); ++i)
        while (chosen[i].size() < parts[i].replicas.size()) {
            QList<int> free;
            for (int b : brokers)
                if (!chosen[i].contains(b))
                    free << b;
            const int b = fewest(free, count);
            chosen[i] << b;
            ++count[b];
        }
    for (qsizetype guard = 0; guard < total * total + 1; ++guard) {
        int hi = brokers.first(), lo = brokers.first();
        for (int b : brokers) {
            if (count.value(b) > count.value(hi))
                hi = b;
            if (count.value(b) < count.value(lo))
                lo = b;
        }
        if (count.value(hi) - count.value(lo) <= 1)
            break;
        qsizetype pick = -1;
        int pickRank = 3;
        for (qsizetype i = 0; i < parts.size(); ++i) {
            if (!chosen[i].contains(hi) || chosen[i].contains(lo))
                continue;
            const int rank = !parts[i].replicas.contains(hi)    ? 0
                             : parts[i].replicas.value(0) != hi ? 1
                                                                : 2;
            if (rank < pickRank) {
                pick = i;
                pickRank = rank;
            }
        }
        if (pick < 0)
            break; // cannot happen: hi is in more partitions than lo
        chosen[pick][chosen[pick].indexOf(hi)] = lo;
        --count[hi];
        ++count[lo];
    }
    return chosen;
}

// Each partition's preferred leader among its chosen replicas: the current one where the rotation
// allows, else the one leading the fewest; then swaps while two brokers lead more than one apart.
QList<int> rotateLeaders(const QList<PartitionInfo> &parts, const QList<QList<int>> &chosen,
                         qsizetype brokerCount)
{
    QList<int> leader(parts.size(), -1);
    QHash<int, int> leads;
    const qsizetype fair = (parts.size() + brokerCount - 1) / brokerCount;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const int now = parts[i].replicas.value(0, -1);
        if (chosen[i].contains(now) && leads.value(now) < fair) {
            leader[i] = now;
            ++leads[now];
        }
    }
    for (qsizetype i = 0; i < parts.size(); ++i)
        if (leader[i] < 0) {
            leader[i] = fewest(chosen[i], leads);
            ++leads[leader[i]];
        }
    for (qsizetype guard = 0; guard < parts.size() * parts.size() + 1; ++guard) {
        bool swapped = false;
        for (qsizetype i = 0; i < parts.size() && !swapped; ++i)
            for (int b : chosen[i])
                if (leads.value(leader[i]) - leads.value(b) > 1) {
                    --leads[leader[i]];
                    ++leads[b];
                    leader[i] = b;
                    swapped = true;
                    break;
                }
        if (!swapped)
            break;
    }
    return leader;
}

} // namespace

Result<ReassignmentPlan> planMoveOnto(const ClusterMetadata &md, const QString &topic,
                                      const QList<int> &brokers)
{
    auto t = findTopic(md, topic);
    if (!t)
        return t.error();
    if (auto s = checkBrokers(md, brokers); !s)
        return s.error();
    const QList<PartitionInfo> parts = sortedPartitions(**t);
    for (const PartitionInfo &p : parts)
        if (p.replicas.size() > brokers.size())
            return Error::usage(KS_ERR("Partition %1 of %2 has %3 replicas: name at least %3 "
                                       "brokers to keep its replication factor")
                                    .arg(p.id)
                                    .arg(topic)
                                    .arg(int(p.replicas.size())));
    const QList<QList<int>> chosen = spreadReplicas(parts, brokers);
    const QList<int> leader = rotateLeaders(parts, chosen, brokers.size());
    ReassignmentPlan plan;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        PartitionMove m{topic, parts[i].id, parts[i].replicas, {leader[i]}};
        for (int b : chosen[i])
            if (b != leader[i])
                m.target << b;
        plan.partitions << m;
    }
    return plan;
}

Result<ReassignmentPlan> planReplicationFactor(const ClusterMetadata &md, const QString &topic,
                                               int replicationFactor)
{
    auto t = findTopic(md, topic);
    if (!t)
        return t.error();
    const QList<int> known = brokerIds(md);
    if (replicationFactor < 1)
        return Error::usage(
            KS_ERR("A replication factor is at least 1, not %1").arg(replicationFactor));
    if (replicationFactor > known.size())
        return Error::usage(
            KS_ERR("A replication factor of %1 needs %1 brokers; the cluster has %2")
                .arg(replicationFactor)
                .arg(int(known.size())));
    // How loaded each broker is: its replicas of every topic, then of this one.
    QHash<int, int> load, topicLoad;
    for (const TopicInfo &other : md.topics)
        for (const PartitionInfo &p : other.partitions)
            for (int b : p.replicas) {
                ++load[b];
                if (other.name == topic)
                    ++topicLoad[b];
            }
    ReassignmentPlan plan;
    for (const PartitionInfo &p : sortedPartitions(**t)) {
        PartitionMove m{topic, p.id, p.replicas, p.replicas.mid(0, replicationFactor)};
        while (m.target.size() < replicationFactor) {
            int best = -1;
            for (int b : known) {
                if (m.target.contains(b))
                    continue;
                if (best < 0 || std::pair(load.value(b), topicLoad.value(b)) <
                                    std::pair(load.value(best), topicLoad.value(best)))
                    best = b;
            }
            m.target << best;
            ++load[best];
            ++topicLoad[best];
        }
        plan.partitions << m;
    }
    return plan;
}

Result<ReassignmentPlan> planExplicit(const ClusterMetadata &md,
                                      const QList<PartitionMove> &targets)
{
    if (targets.isEmpty())
        return Error::usage(KS_ERR("The plan names no partition"));
    ReassignmentPlan plan;
    QSet<QString> seen;
    for (const PartitionMove &want : targets) {
        auto t = findTopic(md, want.topic);
        if (!t)
            return t.error();
        const auto p = std::find_if((*t)->partitions.cbegin(), (*t)->partitions.cend(),
                                    [&](const PartitionInfo &p) { return p.id == want.partition; });
        if (p == (*t)->partitions.cend())
            return Error::usage(
                KS_ERR("Topic %1 has no partition %2").arg(want.topic).arg(want.partition));
        const QString key = QStringLiteral("%1/%2").arg(want.topic).arg(want.partition);
        if (seen.contains(key))
            return Error::usage(KS_ERR("Partition %1 is named twice").arg(key));
        seen.insert(key);
        if (want.target.isEmpty())
            return Error::usage(KS_ERR("Partition %1 needs at least one replica").arg(key));
        if (auto s = checkBrokers(md, want.target); !s)
            return Error::usage(KS_ERR("Partition %1: %2").arg(key).arg(s.error().text));
        plan.partitions << PartitionMove{want.topic, want.partition, p->replicas, want.target};
    }
    std::sort(plan.partitions.begin(), plan.partitions.end(),
              [](const PartitionMove &a, const PartitionMove &b) {
                  return std::pair(a.topic, a.partition) < std::pair(b.topic, b.partition);
              });
    return plan;
}

void addExpectedBytes(ReassignmentPlan &plan, const QList<BrokerDisks> &disks)
{
    QHash<QString, qint64> largest;
    for (const BrokerDisks &b : disks)
        for (const LogDirInfo &d : b.dirs)
            for (const ReplicaDisk &r : d.replicas)
                if (!r.future) {
                    qint64 &l = largest[QStringLiteral("%1/%2").arg(r.topic).arg(r.partition)];
                    l = std::max(l, r.sizeBytes);
                }
    for (PartitionMove &m : plan.partitions)
        m.expectedBytes =
            largest.value(QStringLiteral("%1/%2").arg(m.topic).arg(m.partition)) * m.added().size();
}

Result<QList<PartitionMove>> parseReassignmentJson(const QByteArray &json)
{
    if (json.size() > 16 * 1024 * 1024)
        return Error::usage(KS_ERR("A reassignment plan is at most 16 MiB"));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return Error::usage(
            KS_ERR("The reassignment plan is not a JSON object: %1").arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.contains(QLatin1String("version")) &&
        root.value(QLatin1String("version")).toInt() != 1)
        return Error::usage(KS_ERR("Only version 1 of the reassignment JSON is known"));
    const QJsonValue list = root.value(QLatin1String("partitions"));
    if (!list.isArray())
        return Error::usage(KS_ERR("The reassignment plan has no \"partitions\" list"));
    if (list.toArray().size() > kMaxPlanPartitions)
        return Error::usage(
            KS_ERR("A reassignment plan names at most %L1 partitions").arg(kMaxPlanPartitions));
    QList<PartitionMove> out;
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonValue topic = o.value(QLatin1String("topic"));
        const QJsonValue partition = o.value(QLatin1String("partition"));
        const QJsonValue replicas = o.value(QLatin1String("replicas"));
        const int index = int(out.size());
        if (!topic.isString() || topic.toString().isEmpty() || !partition.isDouble() ||
            partition.toDouble() < 0 || partition.toDouble() != double(partition.toInt()) ||
            !replicas.isArray())
            return Error::usage(KS_ERR("Entry %1 of the plan needs \"topic\" (a name), "
                                       "\"partition\" (a number) and \"replicas\" (broker ids)")
                                    .arg(index + 1));
        PartitionMove m;
        m.topic = topic.toString();
        m.partition = partition.toInt();
        for (const QJsonValue &r : replicas.toArray()) {
            if (!r.isDouble() || r.toDouble() < 0 || r.toDouble() != double(r.toInt()))
                return Error::usage(
                    KS_ERR("Entry %1 of the plan: a replica is a broker id").arg(index + 1));
            m.target << r.toInt();
        }
        out << m;
    }
    return out;
}

QByteArray reassignmentJson(const ReassignmentPlan &plan, bool target)
{
    QJsonArray parts;
    for (const PartitionMove &m : plan.changing()) {
        QJsonArray replicas;
        for (int b : target ? m.target : m.current)
            replicas.append(b);
        parts.append(QJsonObject{{QStringLiteral("topic"), m.topic},
                                 {QStringLiteral("partition"), m.partition},
                                 {QStringLiteral("replicas"), replicas}});
    }
    return QJsonDocument(
               QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("partitions"), parts}})
        .toJson(QJsonDocument::Compact);
}

} // namespace kafscope::protocol
