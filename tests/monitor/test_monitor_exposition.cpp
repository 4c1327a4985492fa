// The monitor's pure parts: the series it exposes for a snapshot (kafka_exporter's and kminion's
// names, Kafscope's own), what it leaves out when something is unknown, the listen address rule,
// the scope filters and the lag-time cache.
#include "monitor/exposition.h"
#include "test_main.h"
#include "monitor/monitor_service.h"

#include <QTest>

using namespace kafscope;
using namespace kafscope::monitor;

namespace {

MonitorSnapshot sample()
{
    MonitorSnapshot s;
    s.cluster = QStringLiteral("prod");
    s.clusterId = QStringLiteral("abc");
    s.up = true;
    s.takenMs = 1000000;
    s.brokers = 3;
    s.brokerIds = {1, 2, 3};
    s.topicPartitions = {{QStringLiteral("orders"), 2}};
    PartitionRow p0{QStringLiteral("orders"), 0, 1, 3, 3, true, 5, 100};
    PartitionRow p1{QStringLiteral("orders"), 1, 2, 3, 2, false, -1, -1}; // leader did not answer
    s.partitions = {p0, p1};
    s.underReplicated = 1;
    GroupRow g;
    g.group = QStringLiteral("billing");
    g.state = groups::GroupState::Stable;
    g.type = groups::GroupType::Consumer;
    g.assignor = QStringLiteral("uniform");
    g.members = 2;
    GroupPartitionRow a{QStringLiteral("orders"),  0,    40, 100, 60, 12.5,
                        LagTimeSource::CreateTime, false};
    GroupPartitionRow b{QStringLiteral("orders"), 1, 7, -1, -1, -1, LagTimeSource::None, false};
    g.partitions = {a, b};
    g.lagChangePerSecond = 2.0;
    GroupRow quiet;
    quiet.group = QStringLiteral("audit");
    quiet.state = groups::GroupState::Empty;
    quiet.type = groups::GroupType::Classic;
    quiet.protocolType = QStringLiteral("consumer");
    GroupPartitionRow c{QStringLiteral("orders"), 0, 100, 100, 0, 0, LagTimeSource::None, false};
    GroupPartitionRow d{QStringLiteral("orders"), 1, 1, 50, 49, -1, LagTimeSource::None, true};
    quiet.partitions = {c, d};
    s.groups = {quiet, g};
    return s;
}

QString text(const QList<PublishedCluster> &clusters, NameStyle style = NameStyle::KafkaExporter)
{
    return QString::fromUtf8(exposeText(exposition(clusters, style, 1003000)));
}

QStringList samples(const QString &all, const QString &name)
{
    QStringList out;
    for (const QString &line : all.split(QLatin1Char('\n')))
        if (line.startsWith(name + QLatin1Char('{')) || line.startsWith(name + QLatin1Char(' ')))
            out << line;
    return out;
}

} // namespace

class TestMonitorExposition : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void kafkaExporterNamesAndLabels()
    {
        PublishedCluster pc;
        pc.snapshot = sample();
        const QString t = text({pc});
        QVERIFY(t.contains(QStringLiteral("kafka_brokers{cluster=\"prod\"} 3\n")));
        QVERIFY(t.contains(
            QStringLiteral("kafka_topic_partitions{cluster=\"prod\",topic=\"orders\"} 2\n")));
        QVERIFY(t.contains(QStringLiteral("kafka_topic_partition_current_offset{cluster=\"prod\","
                                          "topic=\"orders\",partition=\"0\"} 100\n")));
        QVERIFY(t.contains(QStringLiteral("kafka_consumergroup_lag{cluster=\"prod\",consumergroup="
                                          "\"billing\",topic=\"orders\",partition=\"0\"} 60\n")));
        QVERIFY(
            t.contains(QStringLiteral("kafka_topic_partition_under_replicated_partition{"
                                      "cluster=\"prod\",topic=\"orders\",partition=\"1\"} 1\n")));
        QVERIFY(t.contains(QStringLiteral("kafka_consumergroup_members{cluster=\"prod\","
                                          "consumergroup=\"billing\"} 2\n")));
        QVERIFY(t.contains(QStringLiteral("# TYPE kafka_consumergroup_lag gauge")));
    }

    void unknownIsNeverZero()
    {
        PublishedCluster pc;
        pc.snapshot = sample();
        const QString t = text({pc});
        // Partition 1's end offset is unknown: no current offset, no lag, no lag sum for billing.
        QCOMPARE(samples(t, QStringLiteral("kafka_topic_partition_current_offset")).size(), 1);
        QCOMPARE(samples(t, QStringLiteral("kafka_consumergroup_lag")).filter("billing").size(), 1);
        QVERIFY(
            samples(t, QStringLiteral("kafka_consumergroup_lag_sum")).filter("billing").isEmpty());
        QVERIFY(
            samples(t, QStringLiteral("kafscope_consumergroup_lag")).filter("billing").isEmpty());
        // audit's lagging partition 1 has no age read: its maximum is unknown, not 0.
        QVERIFY(samples(t, QStringLiteral("kafscope_consumergroup_max_lag_seconds"))
                    .filter("audit")
                    .isEmpty());
        QCOMPARE(samples(t, QStringLiteral("kafscope_consumergroup_max_lag_seconds"))
                     .filter("billing")
                     .size(),
                 0); // billing's partition 1 lag is unknown too
        // The known sums are there.
        QVERIFY(t.contains(QStringLiteral("kafka_consumergroup_lag_sum{cluster=\"prod\","
                                          "consumergroup=\"audit\",topic=\"orders\"} 49\n")));
        QVERIFY(
            t.contains(QStringLiteral("kafscope_consumergroup_behind_log_start{cluster=\"prod\","
                                      "consumergroup=\"audit\",topic=\"orders\",partition=\"1\"}"
                                      " 1\n")));
    }

    void kafscopeSeries()
    {
        PublishedCluster pc;
        pc.snapshot = sample();
        pc.cycles = 4;
        pc.errorsTotal = {{QStringLiteral("watermarks"), 2}};
        GroupRebalanceStats rb;
        rb.rebalances = 2;
        rb.window.observe(0.3);
        rb.window.observe(45);
        rb.memberStop.observe(3);
        pc.rebalances.insert(QStringLiteral("billing"), rb);
        const QString t = text({pc});
        QVERIFY(t.contains(QStringLiteral("kafscope_up{cluster=\"prod\"} 1\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_snapshot_age_seconds{cluster=\"prod\"} 3\n")));
        QVERIFY(t.contains(QStringLiteral(
            "kafscope_collect_errors_total{cluster=\"prod\",kind=\"watermarks\"} 2\n")));
        QVERIFY(
            t.contains(QStringLiteral("kafscope_consumergroup_info{cluster=\"prod\","
                                      "consumergroup=\"billing\",state=\"Stable\",type="
                                      "\"consumer\",protocol_type=\"\",assignor=\"uniform\"} 1")));
        QVERIFY(t.contains(QStringLiteral("kafscope_consumergroup_lag_seconds{cluster=\"prod\","
                                          "consumergroup=\"billing\",topic=\"orders\",partition="
                                          "\"0\",timestamp=\"create_time\"} 12.5\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_consumergroup_lag_change_per_second{cluster="
                                          "\"prod\",consumergroup=\"billing\"} 2\n")));
        QVERIFY(t.contains(QStringLiteral(
            "kafscope_rebalances_total{cluster=\"prod\",consumergroup=\"billing\"} 2\n")));
        // Cumulative buckets: 0.3 s falls in le=0.5, 45 s in le=60; +Inf holds both.
        QVERIFY(t.contains(QStringLiteral("kafscope_rebalance_duration_seconds_bucket{cluster="
                                          "\"prod\",consumergroup=\"billing\",le=\"0.25\"} 0\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_rebalance_duration_seconds_bucket{cluster="
                                          "\"prod\",consumergroup=\"billing\",le=\"0.5\"} 1\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_rebalance_duration_seconds_bucket{cluster="
                                          "\"prod\",consumergroup=\"billing\",le=\"60\"} 2\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_rebalance_duration_seconds_bucket{cluster="
                                          "\"prod\",consumergroup=\"billing\",le=\"+Inf\"} 2\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_rebalance_duration_seconds_sum{cluster="
                                          "\"prod\",consumergroup=\"billing\"} 45.3")));
    }

    void kminionNames()
    {
        PublishedCluster pc;
        pc.snapshot = sample();
        const QString t = text({pc}, NameStyle::Kminion);
        QVERIFY(!t.contains(QStringLiteral("kafka_consumergroup_lag{")));
        QVERIFY(t.contains(QStringLiteral("kminion_kafka_consumer_group_topic_partition_lag{"
                                          "cluster=\"prod\",group_id=\"billing\","
                                          "topic_name=\"orders\",partition_id=\"0\"} 60\n")));
        QVERIFY(
            t.contains(QStringLiteral("kminion_kafka_topic_partition_high_water_mark{cluster="
                                      "\"prod\",topic_name=\"orders\",partition_id=\"0\"} 100\n")));
        // Unknown high water mark: no sum for the topic.
        QVERIFY(samples(t, QStringLiteral("kminion_kafka_topic_high_water_mark_sum")).isEmpty());
        QVERIFY(t.contains(QStringLiteral("kafscope_up{cluster=\"prod\"} 1\n")));
    }

    void downClusterKeepsLastDataAndSaysSo()
    {
        PublishedCluster up, down;
        up.snapshot = sample();
        down.snapshot = sample();
        down.snapshot.cluster = QStringLiteral("dr");
        down.snapshot.up = false;
        down.snapshot.takenMs = 900000;
        PublishedCluster never;
        never.snapshot.cluster = QStringLiteral("new");
        const QString t = text({up, down, never});
        QVERIFY(t.contains(QStringLiteral("kafscope_up{cluster=\"dr\"} 0\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_snapshot_age_seconds{cluster=\"dr\"} 103\n")));
        QVERIFY(t.contains(QStringLiteral("kafka_brokers{cluster=\"dr\"} 3\n")));
        QVERIFY(t.contains(QStringLiteral("kafscope_up{cluster=\"new\"} 0\n")));
        QVERIFY(!t.contains(QStringLiteral("kafka_brokers{cluster=\"new\"}")));
        // One HELP/TYPE per family, whatever the number of clusters.
        QCOMPARE(t.count(QStringLiteral("# TYPE kafscope_up gauge")), 1);
    }

    void namesFromTheClusterAreEscaped()
    {
        PublishedCluster pc;
        pc.snapshot = sample();
        pc.snapshot.groups[1].group = QStringLiteral("evil\"}\nkafka_brokers{cluster=\"x\"} 9");
        const QString t = text({pc});
        QVERIFY(!t.contains(QStringLiteral("\nkafka_brokers{cluster=\"x\"} 9")));
        QVERIFY(t.contains(QStringLiteral("consumergroup=\"evil\\\"}\\nkafka_brokers")));
    }

    void listenIsLoopbackUnlessAllowed()
    {
        QVERIFY(parseListen(QStringLiteral("127.0.0.1:9308"), false));
        QVERIFY(parseListen(QStringLiteral("[::1]:9308"), false));
        QVERIFY(parseListen(QStringLiteral("localhost:0"), false));
        const auto remote = parseListen(QStringLiteral("0.0.0.0:9308"), false);
        QVERIFY(!remote);
        QVERIFY(remote.error().message().contains(QStringLiteral("--allow-remote")));
        QVERIFY(!parseListen(QStringLiteral(":9308"), false)); // every interface
        QVERIFY(parseListen(QStringLiteral("0.0.0.0:9308"), true));
        QVERIFY(!parseListen(QStringLiteral("127.0.0.1"), false));
        QVERIFY(!parseListen(QStringLiteral("127.0.0.1:99999"), false));
        QVERIFY(!parseListen(QStringLiteral("example.org:9308"), true));
    }

    void scopeFilters()
    {
        MonitorScope s;
        QVERIFY(s.keepsTopic(QStringLiteral("__consumer_offsets")));
        s.topicExclude =
            parseScopeRegex(QStringLiteral("^__"), QStringLiteral("topic-exclude")).value();
        QVERIFY(!s.keepsTopic(QStringLiteral("__consumer_offsets")));
        QVERIFY(s.keepsTopic(QStringLiteral("orders")));
        s.groupFilter =
            parseScopeRegex(QStringLiteral("bill"), QStringLiteral("group-filter")).value();
        QVERIFY(s.keepsGroup(QStringLiteral("team-billing"))); // a match anywhere, as Go's
        QVERIFY(!s.keepsGroup(QStringLiteral("audit")));
        const auto bad = parseScopeRegex(QStringLiteral("(["), QStringLiteral("group-filter"));
        QVERIFY(!bad);
        QVERIFY(bad.error().message().contains(QStringLiteral("--group-filter")));
    }

    void lagTimeCacheIsPerOffset()
    {
        LagTimeCache c;
        c.put(QStringLiteral("t"), 0, {10, 5000, LagTimeSource::CreateTime});
        c.put(QStringLiteral("t"), 0, {20, 6000, LagTimeSource::CreateTime});
        QCOMPARE(c.find(QStringLiteral("t"), 0, 10)->timestampMs, 5000);
        QCOMPARE(c.find(QStringLiteral("t"), 0, 20)->timestampMs, 6000);
        QVERIFY(!c.find(QStringLiteral("t"), 0, 30));
        c.keepOnly({LagTimeCache::key(QStringLiteral("t"), 0) + QStringLiteral("@20")});
        QVERIFY(!c.find(QStringLiteral("t"), 0, 10));
        QVERIFY(c.find(QStringLiteral("t"), 0, 20));
        QCOMPARE(c.size(), 1);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestMonitorExposition)
#include "test_monitor_exposition.moc"
