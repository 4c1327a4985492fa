#include "history/cluster_snapshot.h"

#include "cluster/broker_addresses.h"
#include "groups/group_list.h"
#include "groups/group_summary.h"
#include "topics/watermarks.h"

#include <QDateTime>
#include <QSet>

namespace kafscope::history {

std::optional<qint64> ClusterSnapshot::totalLag() const
{
    if (!lagUnknown.isEmpty())
        return std::nullopt;
    qint64 total = 0;
    for (qint64 lag : groupLag)
        if (lag > 0)
            total += lag;
    return total;
}

bool lagIsUnknown(const groups::GroupSummary &g, const QSet<QString> &existingTopics)
{
    if (g.lagError)
        return true;
    for (const groups::TopicPartition &tp : g.unknownEnds)
        if (existingTopics.contains(tp.topic))
            return true;
    return false;
}

QMap<QString, int> ClusterSnapshot::groupsByState() const
{
    QMap<QString, int> out;
    for (const QString &state : groupState)
        ++out[state];
    return out;
}

Result<ClusterSnapshot> takeSnapshot(KafkaClient &client, int timeoutMs, MetadataQuorum knownQuorum)
{
    auto md = client.metadata(true, timeoutMs);
    if (!md)
        return md.error();
    ClusterSnapshot s;
    s.timeMs = QDateTime::currentMSecsSinceEpoch();
    s.cluster = md->clusterId.isEmpty() ? client.profile().bootstrap : md->clusterId;
    if (knownQuorum != MetadataQuorum::Unknown)
        s.controller = {knownQuorum, md->controllerId, {}};
    else
        s.controller = describeController(client, md.value(), timeoutMs);
    for (const BrokerInfo &b : md->brokers)
        s.brokers << b.id;
    std::sort(s.brokers.begin(), s.brokers.end());
    s.topics = md->topicCount(true);
    s.internalTopics = s.topics - md->topicCount(false);
    s.partitions = md->partitionCount();
    QSet<int> absent;
    for (const TopicInfo &t : md->topics)
        for (const PartitionInfo &p : t.partitions) {
            if (p.leader < 0)
                ++s.offline;
            if (p.isr.size() < p.replicas.size())
                ++s.underReplicated;
            for (int r : p.replicas)
                if (!s.brokers.contains(r))
                    absent.insert(r);
        }
    s.absentReplicaBrokers = absent.values();
    std::sort(s.absentReplicaBrokers.begin(), s.absentReplicaBrokers.end());
    broker_addresses::remember(md.value());
    const WatermarkTable marks = queryWatermarks(client, md->topics, timeoutMs);
    s.watermarkError = marks.error;
    for (const TopicInfo &t : md->topics) {
        const auto it = marks.byTopic.constFind(t.name);
        if (it == marks.byTopic.constEnd() || it->empty())
            continue;
        qint64 end = 0, messages = 0;
        bool all = true;
        for (const Watermark &w : *it) {
            all = all && w.known();
            end += w.high;
            messages += w.messages();
        }
        if (all) {
            s.topicEnd.insert(t.name, end);
            s.topicMessages.insert(t.name, messages);
        }
    }
    auto listed = groups::listGroups(client);
    if (!listed) {
        s.groupsError = listed.error();
        return s;
    }
    QSet<QString> existing;
    for (const TopicInfo &t : md->topics)
        existing.insert(t.name);
    for (const groups::GroupSummary &g : groups::summarizeGroups(client, listed.value())) {
        // The history keeps the wire name (its series keys; the dashboard shows it).
        s.groupState.insert(g.listing.group, groups::wireName(g.listing.state));
        const bool unknown = lagIsUnknown(g, existing);
        s.groupLag.insert(g.listing.group, unknown ? -1 : g.lag);
        if (unknown)
            s.lagUnknown.insert(g.listing.group);
    }
    return s;
}

QHash<QString, double> ratesBetween(const ClusterSnapshot &previous, const ClusterSnapshot &current)
{
    QHash<QString, double> out;
    const double seconds = (current.timeMs - previous.timeMs) / 1000.0;
    if (seconds <= 0 || previous.cluster != current.cluster)
        return out;
    for (auto it = current.topicEnd.constBegin(); it != current.topicEnd.constEnd(); ++it) {
        const auto before = previous.topicEnd.constFind(it.key());
        if (before == previous.topicEnd.constEnd() || it.value() < before.value())
            continue;
        out.insert(it.key(), (it.value() - before.value()) / seconds);
    }
    return out;
}

QList<Sample> samplesOf(const ClusterSnapshot &current, const ClusterSnapshot *previous,
                        const QList<int> &knownBrokers)
{
    QList<Sample> out;
    const qint64 t = current.timeMs;
    QSet<int> brokers(knownBrokers.begin(), knownBrokers.end());
    for (int b : current.brokers)
        brokers.insert(b);
    for (int b : brokers)
        out.append({QStringLiteral("broker.up"), QString::number(b), t,
                    current.brokers.contains(b) ? 1.0 : 0.0});
    out.append({QStringLiteral("brokers.up"), QString(), t, double(current.brokers.size())});
    if (previous) {
        const QHash<QString, double> rates = ratesBetween(*previous, current);
        double total = 0;
        for (auto it = rates.constBegin(); it != rates.constEnd(); ++it) {
            out.append({QStringLiteral("topic.rate"), it.key(), t, it.value()});
            total += it.value();
        }
        if (!rates.isEmpty())
            out.append({QStringLiteral("total.rate"), QString(), t, total});
    }
    if (!current.groupsError) {
        for (auto it = current.groupLag.constBegin(); it != current.groupLag.constEnd(); ++it)
            if (it.value() >= 0)
                out.append({QStringLiteral("group.lag"), it.key(), t, double(it.value())});
        // An unknown total is not stored: a 0 would draw a fall in lag that never happened.
        if (const auto total = current.totalLag())
            out.append({QStringLiteral("total.lag"), QString(), t, double(*total)});
    }
    return out;
}

} // namespace kafscope::history
