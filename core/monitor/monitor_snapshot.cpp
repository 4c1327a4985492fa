#include "monitor/monitor_snapshot.h"

#include "connect/connect_client.h"

#include "groups/group_describe.h"
#include "groups/group_list.h"
#include "groups/group_offsets.h"
#include "groups/share_group.h"
#include "topics/watermarks.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSet>

#include <librdkafka/rdkafka.h>

#include <algorithm>

namespace kafscope::monitor {

bool MonitorScope::keepsTopic(const QString &topic) const
{
    return topicFilter.match(topic).hasMatch() && !topicExclude.match(topic).hasMatch();
}

bool MonitorScope::keepsGroup(const QString &group) const
{
    return groupFilter.match(group).hasMatch() && !groupExclude.match(group).hasMatch();
}

Result<QRegularExpression> parseScopeRegex(const QString &pattern, const QString &option)
{
    QRegularExpression re(pattern);
    if (!re.isValid())
        return Error::usage(KS_ERR("--%1 is not a valid regular expression: %2 (at %3)")
                                .arg(option, re.errorString())
                                .arg(int(re.patternErrorOffset())));
    re.optimize();
    return re;
}

QString wireName(LagTimeSource s)
{
    switch (s) {
    case LagTimeSource::CreateTime: return QStringLiteral("create_time");
    case LagTimeSource::LogAppendTime: return QStringLiteral("log_append_time");
    case LagTimeSource::None: break;
    }
    return {};
}

qint64 GroupRow::lagSum() const
{
    qint64 sum = 0;
    for (const GroupPartitionRow &p : partitions) {
        if (p.lag < 0)
            return -1;
        sum += p.lag;
    }
    return sum;
}

double GroupRow::maxLagSeconds() const
{
    double m = -1;
    for (const GroupPartitionRow &p : partitions) {
        if (p.lag != 0 && p.lagSeconds < 0)
            return -1; // a lagging (or unknown) partition whose age was not read: unknown
        m = std::max(m, p.lagSeconds);
    }
    return m;
}

QString LagTimeCache::key(const QString &topic, int partition)
{
    return topic + QLatin1Char('\x1f') + QString::number(partition);
}

std::optional<LagTimeCache::Entry> LagTimeCache::find(const QString &topic, int partition,
                                                      qint64 offset) const
{
    auto it =
        m_entries.constFind(key(topic, partition) + QLatin1Char('@') + QString::number(offset));
    if (it == m_entries.constEnd())
        return std::nullopt;
    return *it;
}

void LagTimeCache::put(const QString &topic, int partition, const Entry &e)
{
    m_entries.insert(key(topic, partition) + QLatin1Char('@') + QString::number(e.offset), e);
}

void LagTimeCache::keepOnly(const QSet<QString> &keys)
{
    for (auto it = m_entries.begin(); it != m_entries.end();)
        it = keys.contains(it.key()) ? std::next(it) : m_entries.erase(it);
}

QHash<QString, LagTimeCache::Entry> readRecordTimes(KafkaClient &reader,
                                                    const QList<OffsetAt> &wanted, int budgetMs,
                                                    const std::atomic<int> *cancelled)
{
    QHash<QString, LagTimeCache::Entry> out;
    if (wanted.isEmpty())
        return out;
    rd_kafka_t *rk = reader.handle();
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(int(wanted.size()));
    QHash<QString, qint64> asked;
    for (const OffsetAt &w : wanted) {
        const QByteArray t = w.topic.toUtf8();
        rd_kafka_topic_partition_list_add(list, t.constData(), w.partition)->offset = w.offset;
        asked.insert(LagTimeCache::key(w.topic, w.partition), w.offset);
    }
    const rd_kafka_resp_err_t err = rd_kafka_assign(rk, list);
    rd_kafka_topic_partition_list_destroy(list);
    if (err)
        return out;
    QElapsedTimer clock;
    clock.start();
    while (out.size() < asked.size() && clock.elapsed() < budgetMs &&
           !(cancelled && cancelled->load())) {
        rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, 100);
        if (!m)
            continue;
        if (!m->err && m->rkt) {
            const QString topic = QString::fromUtf8(rd_kafka_topic_name(m->rkt));
            const QString k = LagTimeCache::key(topic, m->partition);
            // The first record at or after the asked offset (a compacted or aborted one is skipped
            // by the fetch): the oldest the group has not consumed.
            if (auto it = asked.constFind(k);
                it != asked.constEnd() && !out.contains(k) && m->offset >= *it) {
                rd_kafka_timestamp_type_t type = RD_KAFKA_TIMESTAMP_NOT_AVAILABLE;
                const qint64 ts = rd_kafka_message_timestamp(m, &type);
                if (ts >= 0 && type != RD_KAFKA_TIMESTAMP_NOT_AVAILABLE)
                    out.insert(k, LagTimeCache::Entry{*it, ts,
                                                      type == RD_KAFKA_TIMESTAMP_LOG_APPEND_TIME
                                                          ? LagTimeSource::LogAppendTime
                                                          : LagTimeSource::CreateTime});
            }
        }
        rd_kafka_message_destroy(m);
    }
    rd_kafka_assign(rk, nullptr);
    // Drop what the assignment had already queued, so the next round starts clean.
    while (rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, 0))
        rd_kafka_message_destroy(m);
    return out;
}

namespace {

// The share-partition offsets of the kept share groups (one DescribeShareGroupOffsets each); a
// group whose offsets could not be read is left out and counted as a group_offsets error.
QHash<QString, groups::ShareGroupOffsets>
shareGroupOffsetsOf(KafkaClient &admin, const QList<groups::GroupListing> &kept, MonitorSnapshot &s)
{
    QHash<QString, groups::ShareGroupOffsets> out;
    std::optional<protocol::ProtocolClient> pc;
    for (const groups::GroupListing &g : kept) {
        if (g.type != groups::GroupType::Share)
            continue;
        if (!pc)
            pc.emplace(admin);
        auto o = groups::shareGroupOffsets(*pc, g.group);
        if (o)
            out.insert(g.group, *o);
        else
            s.cycleErrors[QStringLiteral("group_offsets")] += 1;
    }
    return out;
}

bool isCancelled(const std::atomic<int> *c)
{
    return c && c->load() != 0;
}

} // namespace

MonitorSnapshot collectSnapshot(KafkaClient &admin, KafkaClient *reader, const MonitorScope &scope,
                                const MonitorSnapshot *previous, LagTimeCache &cache,
                                const std::atomic<int> *cancelled)
{
    QElapsedTimer clock;
    clock.start();
    MonitorSnapshot s;
    if (previous)
        s.cluster = previous->cluster;
    auto md = admin.metadata(true);
    if (!md) {
        // The cluster is lost: keep serving the last complete data, marked down.
        if (previous) {
            const QString label = s.cluster;
            s = *previous;
            s.cluster = label;
        }
        s.up = false;
        s.cycleErrors.clear();
        s.cycleErrors[QStringLiteral("metadata")] = 1;
        s.lastError = md.error().message();
        s.collectSeconds = clock.elapsed() / 1000.0;
        s.cycleEndMs = QDateTime::currentMSecsSinceEpoch();
        return s;
    }
    s.up = true;
    s.takenMs = QDateTime::currentMSecsSinceEpoch();
    s.clusterId = md->clusterId;
    s.controllerId = md->controllerId;
    s.brokers = int(md->brokers.size());
    for (const BrokerInfo &b : md->brokers)
        s.brokerIds << b.id;
    std::sort(s.brokerIds.begin(), s.brokerIds.end());
    QSet<int> listed(s.brokerIds.begin(), s.brokerIds.end());
    QSet<int> absent;

    // Topics and partitions within the scope and the partition bound.
    QList<TopicInfo> kept;
    QList<TopicInfo> topics = md->topics;
    std::sort(topics.begin(), topics.end(),
              [](const TopicInfo &a, const TopicInfo &b) { return a.name < b.name; });
    int budget = scope.maxPartitions;
    quint64 leftPartitions = 0;
    for (const TopicInfo &t : std::as_const(topics)) {
        if (!scope.keepsTopic(t.name) || t.errorCode != 0)
            continue;
        if (budget < int(t.partitions.size())) {
            leftPartitions += quint64(t.partitions.size());
            continue;
        }
        budget -= int(t.partitions.size());
        kept << t;
        s.topicPartitions.insert(t.name, int(t.partitions.size()));
    }
    if (leftPartitions)
        s.leftOut[QStringLiteral("partitions")] = leftPartitions;
    const WatermarkTable marks = queryWatermarks(admin, kept);
    if (!marks.error.isEmpty())
        s.cycleErrors[QStringLiteral("watermarks")] += 1;
    QHash<groups::TopicPartition, qint64> ends, starts;
    for (const TopicInfo &t : std::as_const(kept)) {
        for (const PartitionInfo &p : t.partitions) {
            PartitionRow r;
            r.topic = t.name;
            r.partition = p.id;
            r.leader = p.leader;
            r.replicas = int(p.replicas.size());
            r.inSync = int(p.isr.size());
            r.preferredLeader = !p.replicas.isEmpty() && p.replicas.first() == p.leader;
            const Watermark w = marks.at(t.name, p.id);
            r.oldest = w.low;
            r.newest = w.high;
            if (w.high >= 0)
                ends.insert({t.name, p.id}, w.high);
            if (w.low >= 0)
                starts.insert({t.name, p.id}, w.low);
            if (p.leader < 0)
                ++s.offline;
            if (p.underReplicated())
                ++s.underReplicated;
            for (int b : p.replicas)
                if (!listed.contains(b))
                    absent.insert(b);
            s.partitions << r;
        }
    }
    s.absentReplicaBrokers = QList<int>(absent.begin(), absent.end());
    std::sort(s.absentReplicaBrokers.begin(), s.absentReplicaBrokers.end());
    std::sort(s.partitions.begin(), s.partitions.end(),
              [](const PartitionRow &a, const PartitionRow &b) {
                  return a.topic != b.topic ? a.topic < b.topic : a.partition < b.partition;
              });
    if (isCancelled(cancelled))
        return s;

    // Groups: listing (state, type, members), then committed offsets of the kept ones.
    auto listing = groups::listGroups(admin);
    if (!listing) {
        s.cycleErrors[QStringLiteral("groups")] += 1;
        s.lastError = listing.error().message();
    } else {
        QList<groups::GroupListing> keptGroups;
        quint64 leftGroups = 0;
        for (const groups::GroupListing &g : listing.value()) {
            if (!scope.keepsGroup(g.group))
                continue;
            if (keptGroups.size() >= scope.maxGroups) {
                ++leftGroups;
                continue;
            }
            keptGroups << g;
        }
        if (leftGroups)
            s.leftOut[QStringLiteral("groups")] = leftGroups;
        // The legacy listing counts classic members only; KIP-848 groups are described.
        QStringList toDescribe;
        for (const groups::GroupListing &g : std::as_const(keptGroups))
            if ((g.type != groups::GroupType::Classic || g.needsOffsetsLog) &&
                g.type != groups::GroupType::Share) // the listing described share groups
                toDescribe << g.group;
        QHash<QString, groups::GroupDescription> described;
        if (!toDescribe.isEmpty()) {
            auto d = groups::describeGroups(admin, toDescribe);
            if (!d) {
                s.cycleErrors[QStringLiteral("group_describe")] += 1;
            } else {
                for (const groups::GroupDescription &g : d.value()) {
                    if (g.error)
                        s.cycleErrors[QStringLiteral("group_describe")] += 1;
                    else
                        described.insert(g.group, g);
                }
            }
        }
        QStringList names;
        for (const groups::GroupListing &g : std::as_const(keptGroups))
            names << g.group;
        const QList<groups::GroupOffsets> offsets = groups::committedOffsetsMany(admin, names);
        const QHash<QString, groups::ShareGroupOffsets> shareOffsets =
            shareGroupOffsetsOf(admin, keptGroups, s);
        QHash<QString, qint64> previousLag;
        if (previous)
            for (const GroupRow &g : previous->groups)
                previousLag.insert(g.group, g.lagSum());
        const double sincePrevious = previous && previous->up && previous->takenMs > 0
                                         ? (s.takenMs - previous->takenMs) / 1000.0
                                         : 0;
        for (qsizetype i = 0; i < keptGroups.size(); ++i) {
            const groups::GroupListing &l = keptGroups[i];
            GroupRow g;
            g.group = l.group;
            g.state = l.state;
            g.type = l.type;
            g.protocolType = l.protocolType;
            g.assignor = l.assignor;
            g.members = l.members;
            g.coordinator = l.coordinatorId;
            if (auto it = described.constFind(l.group); it != described.constEnd()) {
                g.members = int(it->members.size());
                if (it->state != groups::GroupState::Unknown)
                    g.state = it->state;
                if (g.type == groups::GroupType::Unknown)
                    g.type = it->type;
                if (g.assignor.isEmpty())
                    g.assignor = it->assignor;
                if (g.coordinator < 0)
                    g.coordinator = it->coordinator.id;
            }
            if (l.type == groups::GroupType::Share) {
                // The share-partition start offset stands for the committed offset; the lag is
                // the broker's (acknowledged records past the start are not behind).
                const auto so = shareOffsets.constFind(l.group);
                g.offsetsFailed = so == shareOffsets.constEnd();
                if (!g.offsetsFailed)
                    for (const groups::SharePartitionOffset &sp : so->partitions) {
                        if (!s.topicPartitions.contains(sp.tp.topic))
                            continue;
                        GroupPartitionRow p;
                        p.topic = sp.tp.topic;
                        p.partition = sp.tp.partition;
                        p.committed = sp.startOffset;
                        p.end = ends.value(sp.tp, -1);
                        p.lag = sp.lag;
                        if (p.lag == 0)
                            p.lagSeconds = 0;
                        g.partitions << p;
                    }
            } else {
                const groups::GroupOffsets &o = offsets.value(i);
                if (o.error) {
                    g.offsetsFailed = true;
                    s.cycleErrors[QStringLiteral("group_offsets")] += 1;
                }
                for (const groups::CommittedOffset &c : o.offsets) {
                    if (c.offset < 0 || !s.topicPartitions.contains(c.tp.topic))
                        continue;
                    GroupPartitionRow p;
                    p.topic = c.tp.topic;
                    p.partition = c.tp.partition;
                    p.committed = c.offset;
                    if (auto e = ends.constFind(c.tp); e != ends.constEnd()) {
                        p.end = *e;
                        p.lag = std::max<qint64>(0, *e - c.offset);
                    }
                    if (auto st = starts.constFind(c.tp); st != starts.constEnd())
                        p.behindLogStart = c.offset < *st;
                    if (p.lag == 0)
                        p.lagSeconds = 0;
                    g.partitions << p;
                }
            }
            std::sort(g.partitions.begin(), g.partitions.end(),
                      [](const GroupPartitionRow &a, const GroupPartitionRow &b) {
                          return a.topic != b.topic ? a.topic < b.topic : a.partition < b.partition;
                      });
            const qint64 now = g.lagSum();
            if (const qint64 before = previousLag.value(g.group, -1);
                now >= 0 && before >= 0 && sincePrevious > 0)
                g.lagChangePerSecond = (now - before) / sincePrevious;
            s.groups << g;
        }
    }

    // The age of each lagging partition's oldest unconsumed record: from the cache when the
    // commit has not moved, else read (bounded in count and time). One assignment takes one
    // offset per partition, so groups at different offsets of a partition make further rounds.
    QList<QList<OffsetAt>> rounds;
    QHash<QString, int> roundsOfPartition; // how many rounds already ask for a partition
    QSet<QString> used, asked;
    quint64 leftTimes = 0;
    int reads = 0;
    for (GroupRow &g : s.groups)
        for (GroupPartitionRow &p : g.partitions) {
            if (p.lag <= 0)
                continue;
            const qint64 at = std::max(p.committed, starts.value({p.topic, p.partition}, 0));
            const QString key = LagTimeCache::key(p.topic, p.partition);
            const QString keyAt = key + QLatin1Char('@') + QString::number(at);
            used.insert(keyAt);
            if (cache.find(p.topic, p.partition, at) || asked.contains(keyAt))
                continue;
            if (!reader || reads >= scope.maxLagTimeReads) {
                ++leftTimes;
                continue;
            }
            asked.insert(keyAt);
            ++reads;
            const int round = roundsOfPartition.value(key, 0);
            roundsOfPartition.insert(key, round + 1);
            if (rounds.size() <= round)
                rounds.resize(round + 1);
            rounds[round] << OffsetAt{p.topic, p.partition, at};
        }
    QElapsedTimer readClock;
    readClock.start();
    bool someMissing = false;
    for (const QList<OffsetAt> &round : std::as_const(rounds)) {
        const qint64 left = scope.lagTimeBudgetMs - readClock.elapsed();
        QHash<QString, LagTimeCache::Entry> times;
        if (left > 0 && !isCancelled(cancelled))
            times = readRecordTimes(*reader, round, int(left), cancelled);
        for (const OffsetAt &w : round) {
            const auto it = times.constFind(LagTimeCache::key(w.topic, w.partition));
            if (it == times.constEnd()) {
                ++leftTimes;
                someMissing = true;
            } else {
                cache.put(w.topic, w.partition, *it);
            }
        }
    }
    if (someMissing)
        s.cycleErrors[QStringLiteral("lag_time")] += 1;
    cache.keepOnly(used);
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    for (GroupRow &g : s.groups)
        for (GroupPartitionRow &p : g.partitions) {
            if (p.lag <= 0)
                continue;
            const qint64 at = std::max(p.committed, starts.value({p.topic, p.partition}, 0));
            if (auto e = cache.find(p.topic, p.partition, at)) {
                p.lagSeconds = std::max<qint64>(0, nowMs - e->timestampMs) / 1000.0;
                p.lagTimeSource = e->source;
            }
        }
    if (leftTimes)
        s.leftOut[QStringLiteral("lag_time")] = leftTimes;
    s.collectSeconds = clock.elapsed() / 1000.0;
    s.cycleEndMs = QDateTime::currentMSecsSinceEpoch();
    return s;
}

void collectConnect(const ConnectionProfile &profile, MonitorSnapshot &s,
                    const std::atomic<int> *cancelled)
{
    // A failed cycle carries the last good one's data: its connectors are read again, not kept.
    s.connectUp.clear();
    s.connectors.clear();
    s.leftOut.remove(QStringLiteral("connectors"));
    for (connect::ConnectEndpoint e : connect::connectEndpointsOf(profile)) {
        const QString where = e.displayUrl();
        e.timeoutMs = std::min(e.timeoutMs, profile.timeoutMs);
        connect::ConnectClient client(e, profile);
        if (cancelled)
            client.setStop([cancelled] { return cancelled->load() != 0; });
        auto list = client.connectors();
        s.connectUp[where] = list.ok();
        if (!list) {
            ++s.cycleErrors[QStringLiteral("connect")];
            continue;
        }
        for (const connect::ConnectorInfo &c : *list) {
            if (s.connectors.size() >= MonitorSnapshot::kMaxConnectors) {
                ++s.leftOut[QStringLiteral("connectors")];
                continue;
            }
            ConnectorRow row{where, c.name, c.type, c.state, {}};
            for (const connect::TaskStatus &t : c.tasks)
                ++row.tasksByState[t.state];
            s.connectors << row;
        }
    }
}

} // namespace kafscope::monitor
