#include "monitor/exposition.h"

#include <prometheus/text_serializer.h>

#include <limits>
#include <map>
#include <sstream>

namespace kafscope::monitor {

namespace {

using prometheus::ClientMetric;
using prometheus::MetricFamily;
using prometheus::MetricType;
using Labels = std::vector<ClientMetric::Label>;

std::string u8(const QString &s)
{
    return s.toStdString();
}

// Families by name, in the order they were first used; the help and type are set once.
class Families {
public:
    MetricFamily &family(const char *name, const char *help, MetricType type)
    {
        auto it = m_index.find(name);
        if (it != m_index.end())
            return m_list[it->second];
        m_index.emplace(name, m_list.size());
        m_list.push_back(MetricFamily{name, help, type, {}});
        return m_list.back();
    }
    void gauge(const char *name, const char *help, Labels labels, double value)
    {
        ClientMetric m;
        m.label = std::move(labels);
        m.gauge.value = value;
        family(name, help, MetricType::Gauge).metric.push_back(std::move(m));
    }
    void counter(const char *name, const char *help, Labels labels, double value)
    {
        ClientMetric m;
        m.label = std::move(labels);
        m.counter.value = value;
        family(name, help, MetricType::Counter).metric.push_back(std::move(m));
    }
    void histogram(const char *name, const char *help, Labels labels, const SecondsHistogram &h)
    {
        ClientMetric m;
        m.label = std::move(labels);
        m.histogram.sample_count = h.count;
        m.histogram.sample_sum = h.sum;
        quint64 cumulative = 0;
        const std::vector<double> &b = SecondsHistogram::bounds();
        for (size_t i = 0; i <= b.size(); ++i) {
            cumulative += i < h.counts.size() ? h.counts[i] : 0;
            m.histogram.bucket.push_back(
                {cumulative, i < b.size() ? b[i] : std::numeric_limits<double>::infinity()});
        }
        family(name, help, MetricType::Histogram).metric.push_back(std::move(m));
    }
    std::vector<MetricFamily> take() { return std::move(m_list); }

private:
    std::map<std::string, size_t> m_index;
    std::vector<MetricFamily> m_list;
};

Labels with(const Labels &base, std::initializer_list<std::pair<const char *, QString>> more)
{
    Labels l = base;
    for (const auto &[k, v] : more)
        l.push_back({k, u8(v)});
    return l;
}

void kafkaExporterSeries(Families &f, const MonitorSnapshot &s, const Labels &c)
{
    f.gauge("kafka_brokers", "Number of Brokers in the Kafka Cluster.", c, s.brokers);
    for (auto it = s.topicPartitions.begin(); it != s.topicPartitions.end(); ++it)
        f.gauge("kafka_topic_partitions", "Number of partitions for this Topic",
                with(c, {{"topic", it.key()}}), it.value());
    for (const PartitionRow &p : s.partitions) {
        const Labels l = with(c, {{"topic", p.topic}, {"partition", QString::number(p.partition)}});
        if (p.newest >= 0)
            f.gauge("kafka_topic_partition_current_offset",
                    "Current Offset of a Broker at Topic/Partition", l, double(p.newest));
        if (p.oldest >= 0)
            f.gauge("kafka_topic_partition_oldest_offset",
                    "Oldest Offset of a Broker at Topic/Partition", l, double(p.oldest));
        f.gauge("kafka_topic_partition_leader", "Leader Broker ID of this Topic/Partition", l,
                p.leader);
        f.gauge("kafka_topic_partition_replicas", "Number of Replicas for this Topic/Partition", l,
                p.replicas);
        f.gauge("kafka_topic_partition_in_sync_replica",
                "Number of In-Sync Replicas for this Topic/Partition", l, p.inSync);
        f.gauge("kafka_topic_partition_leader_is_preferred",
                "1 if Topic/Partition is using the Preferred Broker", l, p.preferredLeader ? 1 : 0);
        f.gauge("kafka_topic_partition_under_replicated_partition",
                "1 if Topic/Partition is under Replicated", l, p.inSync < p.replicas ? 1 : 0);
    }
    for (const GroupRow &g : s.groups) {
        const Labels gl = with(c, {{"consumergroup", g.group}});
        f.gauge("kafka_consumergroup_members", "Amount of members in a consumer group", gl,
                g.members);
        QMap<QString, qint64> offsetSum, lagSum;
        QSet<QString> lagUnknown;
        for (const GroupPartitionRow &p : g.partitions) {
            const Labels l =
                with(gl, {{"topic", p.topic}, {"partition", QString::number(p.partition)}});
            f.gauge("kafka_consumergroup_current_offset",
                    "Current Offset of a ConsumerGroup at Topic/Partition", l, double(p.committed));
            offsetSum[p.topic] += p.committed;
            if (p.lag >= 0) {
                f.gauge("kafka_consumergroup_lag",
                        "Current Approximate Lag of a ConsumerGroup at Topic/Partition", l,
                        double(p.lag));
                lagSum[p.topic] += p.lag;
            } else {
                lagUnknown.insert(p.topic); // never a partial sum: it would read as a fall
            }
        }
        for (auto it = offsetSum.begin(); it != offsetSum.end(); ++it) {
            const Labels l = with(gl, {{"topic", it.key()}});
            f.gauge("kafka_consumergroup_current_offset_sum",
                    "Current Offset of a ConsumerGroup at Topic for all partitions", l,
                    double(it.value()));
            if (!lagUnknown.contains(it.key()))
                f.gauge("kafka_consumergroup_lag_sum",
                        "Current Approximate Lag of a ConsumerGroup at Topic for all partitions", l,
                        double(lagSum.value(it.key())));
        }
    }
}

void kminionSeries(Families &f, const MonitorSnapshot &s, const Labels &c)
{
    f.gauge("kminion_kafka_cluster_info", "Kafka cluster information",
            with(c, {{"cluster_id", s.clusterId},
                     {"broker_count", QString::number(s.brokers)},
                     {"controller_id", QString::number(s.controllerId)}}),
            1);
    QMap<QString, qint64> highSum, lowSum;
    QSet<QString> highUnknown, lowUnknown;
    QMap<QString, int> replication;
    for (const PartitionRow &p : s.partitions) {
        const Labels l =
            with(c, {{"topic_name", p.topic}, {"partition_id", QString::number(p.partition)}});
        replication[p.topic] = std::max(replication.value(p.topic), p.replicas);
        if (p.newest >= 0) {
            f.gauge("kminion_kafka_topic_partition_high_water_mark", "Partition High Water Mark", l,
                    double(p.newest));
            highSum[p.topic] += p.newest;
        } else {
            highUnknown.insert(p.topic);
        }
        if (p.oldest >= 0) {
            f.gauge("kminion_kafka_topic_partition_low_water_mark", "Partition Low Water Mark", l,
                    double(p.oldest));
            lowSum[p.topic] += p.oldest;
        } else {
            lowUnknown.insert(p.topic);
        }
    }
    for (auto it = s.topicPartitions.begin(); it != s.topicPartitions.end(); ++it) {
        f.gauge("kminion_kafka_topic_info", "Info labels for a given topic",
                with(c, {{"topic_name", it.key()},
                         {"partition_count", QString::number(it.value())},
                         {"replication_factor", QString::number(replication.value(it.key()))}}),
                1);
        const Labels l = with(c, {{"topic_name", it.key()}});
        if (!highUnknown.contains(it.key()))
            f.gauge("kminion_kafka_topic_high_water_mark_sum",
                    "Sum of all the topic's partition high water marks", l,
                    double(highSum.value(it.key())));
        if (!lowUnknown.contains(it.key()))
            f.gauge("kminion_kafka_topic_low_water_mark_sum",
                    "Sum of all the topic's partition low water marks", l,
                    double(lowSum.value(it.key())));
    }
    for (const GroupRow &g : s.groups) {
        const Labels gl = with(c, {{"group_id", g.group}});
        f.gauge("kminion_kafka_consumer_group_info", "Consumer Group info metrics",
                with(gl, {{"protocol", g.assignor},
                          {"protocol_type", g.protocolType},
                          {"state", groups::wireName(g.state)},
                          {"coordinator_id", QString::number(g.coordinator)}}),
                1);
        f.gauge("kminion_kafka_consumer_group_members", "Consumer Group member count metrics", gl,
                g.members);
        QMap<QString, qint64> offsetSum, lagSum;
        QSet<QString> lagUnknown;
        for (const GroupPartitionRow &p : g.partitions) {
            offsetSum[p.topic] += p.committed;
            if (p.lag >= 0) {
                f.gauge("kminion_kafka_consumer_group_topic_partition_lag",
                        "The number of messages a consumer group is lagging behind the latest "
                        "offset of a partition",
                        with(gl, {{"topic_name", p.topic},
                                  {"partition_id", QString::number(p.partition)}}),
                        double(p.lag));
                lagSum[p.topic] += p.lag;
            } else {
                lagUnknown.insert(p.topic);
            }
        }
        for (auto it = offsetSum.begin(); it != offsetSum.end(); ++it) {
            const Labels l = with(gl, {{"topic_name", it.key()}});
            f.gauge("kminion_kafka_consumer_group_topic_offset_sum",
                    "The sum of all committed group offsets across all partitions in a topic", l,
                    double(it.value()));
            if (!lagUnknown.contains(it.key()))
                f.gauge("kminion_kafka_consumer_group_topic_lag",
                        "The number of messages a consumer group is lagging behind across all "
                        "partitions in a topic",
                        l, double(lagSum.value(it.key())));
        }
    }
}

// The connection's Kafka Connect clusters: each one's reachability, each connector's state (one
// series per connector, the state a label) and its tasks by state.
void connectSeries(Families &f, const MonitorSnapshot &s, const Labels &c)
{
    for (auto it = s.connectUp.constBegin(); it != s.connectUp.constEnd(); ++it)
        f.gauge("kafscope_connect_up", "1 when the Kafka Connect cluster's REST API answered",
                with(c, {{"connect", it.key()}}), it.value() ? 1 : 0);
    for (const ConnectorRow &r : s.connectors) {
        const Labels cl = with(c, {{"connect", r.connect}, {"connector", r.name}});
        f.gauge("kafscope_connect_connector_info",
                "1 per connector, its type and state (RUNNING, PAUSED, STOPPED, FAILED, "
                "UNASSIGNED, RESTARTING) as labels",
                with(cl, {{"type", r.type}, {"state", r.state}}), 1);
        f.gauge("kafscope_connect_connector_failed",
                "1 when the connector or one of its tasks is FAILED", cl,
                r.state == QLatin1String("FAILED") || r.tasksByState.value(QStringLiteral("FAILED"))
                    ? 1
                    : 0);
        for (const char *state : {"RUNNING", "FAILED", "PAUSED", "UNASSIGNED", "RESTARTING"})
            f.gauge("kafscope_connect_connector_tasks", "The connector's tasks by state",
                    with(cl, {{"state", QString::fromLatin1(state)}}),
                    r.tasksByState.value(QString::fromLatin1(state)));
    }
}

void kafscopeSeries(Families &f, const PublishedCluster &pc, const Labels &c, qint64 nowMs)
{
    const MonitorSnapshot &s = pc.snapshot;
    f.gauge("kafscope_up", "1 when the last collection reached the cluster, else 0", c,
            s.up ? 1 : 0);
    f.gauge("kafscope_snapshot_age_seconds",
            "Age of the data served: since the last collection that reached the cluster", c,
            s.takenMs > 0 ? (nowMs - s.takenMs) / 1000.0 : -1);
    f.gauge("kafscope_collect_duration_seconds", "How long the last collection took", c,
            s.collectSeconds);
    f.counter("kafscope_collections_total", "Collections run since the monitor started", c,
              double(pc.cycles));
    for (const char *kind : {"metadata", "watermarks", "groups", "group_describe", "group_offsets",
                             "lag_time", "rebalance_watch", "connect"})
        f.counter("kafscope_collect_errors_total",
                  "Collection errors since the monitor started, by kind",
                  with(c, {{"kind", QString::fromLatin1(kind)}}),
                  double(pc.errorsTotal.value(QString::fromLatin1(kind))));
    for (const char *kind :
         {"partitions", "groups", "lag_time", "rebalance_groups", "connectors"}) {
        const QString k = QString::fromLatin1(kind);
        const double v = k == QLatin1String("rebalance_groups") ? double(pc.rebalanceGroupsLeftOut)
                                                                : double(s.leftOut.value(k));
        f.gauge("kafscope_series_left_out",
                "What the bounds left out of the last collection, by kind (0: nothing)",
                with(c, {{"kind", k}}), v);
    }
    connectSeries(f, s, c);
    if (s.takenMs <= 0)
        return; // never reached: no cluster data to say
    f.gauge("kafscope_brokers_absent",
            "Brokers that partitions name as replicas but the cluster does not list (stopped or "
            "fenced)",
            c, double(s.absentReplicaBrokers.size()));
    for (int b : s.absentReplicaBrokers)
        f.gauge("kafscope_broker_absent", "1 for each broker named as a replica but not listed",
                with(c, {{"broker", QString::number(b)}}), 1);
    f.gauge("kafscope_partitions_under_replicated",
            "Partitions with fewer in-sync replicas than replicas", c, s.underReplicated);
    f.gauge("kafscope_partitions_offline", "Partitions without a leader", c, s.offline);
    f.gauge("kafscope_rebalance_watch_up", "1 while __consumer_offsets is being followed", c,
            pc.rebalanceWatchUp ? 1 : 0);
    for (const GroupRow &g : s.groups) {
        const Labels gl = with(c, {{"consumergroup", g.group}});
        f.gauge("kafscope_consumergroup_info",
                "The group's state, type (classic, consumer, share, streams), protocol type and "
                "assignor",
                with(gl, {{"state", groups::wireName(g.state)},
                          {"type", groups::wireName(g.type)},
                          {"protocol_type", g.protocolType},
                          {"assignor", g.assignor}}),
                1);
        if (g.offsetsFailed)
            f.gauge("kafscope_consumergroup_offsets_unknown",
                    "1 when the group's committed offsets could not be read (its lag is unknown, "
                    "not 0)",
                    gl, 1);
        if (const qint64 lag = g.lagSum(); lag >= 0 && !g.partitions.isEmpty() && !g.offsetsFailed)
            f.gauge("kafscope_consumergroup_lag",
                    "The group's total lag over the kept topics (absent when unknown)", gl,
                    double(lag));
        if (g.lagChangePerSecond)
            f.gauge("kafscope_consumergroup_lag_change_per_second",
                    "How fast the group's lag changed since the previous collection (messages/s; "
                    "positive: growing)",
                    gl, *g.lagChangePerSecond);
        if (const double m = g.maxLagSeconds(); m >= 0)
            f.gauge("kafscope_consumergroup_max_lag_seconds",
                    "Age of the group's oldest unconsumed record over its partitions", gl, m);
        for (const GroupPartitionRow &p : g.partitions) {
            const Labels l =
                with(gl, {{"topic", p.topic}, {"partition", QString::number(p.partition)}});
            if (p.lagSeconds >= 0)
                f.gauge("kafscope_consumergroup_lag_seconds",
                        "Age of the oldest record the group has not consumed, from that record's "
                        "timestamp (label timestamp: create_time, log_append_time; none when "
                        "there is no lag)",
                        with(l, {{"timestamp", p.lag == 0 ? QStringLiteral("none")
                                                          : wireName(p.lagTimeSource)}}),
                        p.lagSeconds);
            if (p.behindLogStart)
                f.gauge("kafscope_consumergroup_behind_log_start",
                        "1 when the committed offset is below the log start: records were deleted "
                        "before the group read them",
                        l, 1);
        }
    }
    for (auto it = pc.rebalances.begin(); it != pc.rebalances.end(); ++it) {
        const Labels gl = with(c, {{"consumergroup", it.key()}});
        f.counter("kafscope_rebalances_total",
                  "Rebalances completed since the monitor started (from __consumer_offsets)", gl,
                  double(it->rebalances));
        f.histogram(
            "kafscope_rebalance_duration_seconds",
            "The coordinator's window of each rebalance as __consumer_offsets shows it: from "
            "the group's state change the record stamps until its generation record (a "
            "lower bound: the join phase before is not written)",
            gl, it->window);
        f.histogram("kafscope_rebalance_member_stop_seconds",
                    "How long members stopped in each rebalance (a crashed member's partitions "
                    "from its last sign of life; incremental protocols: each moved partition), "
                    "estimated from commits",
                    gl, it->memberStop);
    }
}

} // namespace

std::vector<prometheus::MetricFamily> exposition(const QList<PublishedCluster> &clusters,
                                                 NameStyle style, qint64 nowMs)
{
    Families f;
    for (const PublishedCluster &pc : clusters) {
        const Labels c = {{"cluster", u8(pc.snapshot.cluster)}};
        if (pc.snapshot.takenMs > 0) {
            if (style == NameStyle::Kminion)
                kminionSeries(f, pc.snapshot, c);
            else
                kafkaExporterSeries(f, pc.snapshot, c);
        }
        kafscopeSeries(f, pc, c, nowMs);
    }
    return f.take();
}

QByteArray exposeText(const std::vector<prometheus::MetricFamily> &families)
{
    std::ostringstream out;
    prometheus::TextSerializer().Serialize(out, families);
    const std::string s = out.str();
    return QByteArray(s.data(), qsizetype(s.size()));
}

} // namespace kafscope::monitor
