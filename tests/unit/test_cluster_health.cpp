// A cluster's health and its total lag: unknown is never zero, and a sick cluster is not healthy.
#include "admin/broker_admin.h"
#include "test_main.h"
#include "groups/group_offsets.h"
#include "history/cluster_health.h"
#include "history/cluster_snapshot.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::history;

namespace {

ClusterSnapshot healthySnapshot()
{
    ClusterSnapshot s;
    s.timeMs = 1000;
    s.cluster = QStringLiteral("c1");
    s.brokers = {1, 2, 3};
    s.topics = 2;
    s.partitions = 6;
    s.groupState = {{QStringLiteral("a"), QStringLiteral("Stable")},
                    {QStringLiteral("b"), QStringLiteral("Empty")}};
    s.groupLag = {{QStringLiteral("a"), 5}, {QStringLiteral("b"), 7}};
    return s;
}

bool hasSample(const QList<Sample> &samples, const QString &kind, const QString &key = {})
{
    for (const Sample &s : samples)
        if (s.kind == kind && s.key == key)
            return true;
    return false;
}

} // namespace

class TestClusterHealth : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aPartitionWithoutAnEndIsUnknownNotZero()
    {
        const QList<groups::CommittedOffset> committed{{{QStringLiteral("t"), 0}, 10, {}},
                                                       {{QStringLiteral("t"), 1}, 20, {}}};
        const QHash<groups::TopicPartition, qint64> ends{{{QStringLiteral("t"), 0}, 15}};
        const groups::GroupLag lag = groups::computeLag(committed, ends);
        QCOMPARE(lag.total, 5);
        QCOMPARE(lag.unknownEnds.size(), 1);
        QCOMPARE(lag.unknownEnds.first().partition, 1);
    }

    void unknownCountsOnlyForTopicsThatExist()
    {
        groups::GroupSummary g;
        g.lag = 3;
        g.unknownEnds = {{QStringLiteral("gone"), 0}};
        QVERIFY(!lagIsUnknown(g, {QStringLiteral("t")})); // commits for a deleted topic
        QVERIFY(lagIsUnknown(g, {QStringLiteral("t"), QStringLiteral("gone")}));
        groups::GroupSummary failed;
        failed.lagError = Error::local(KS_ERR("no offsets"));
        QVERIFY(lagIsUnknown(failed, {}));
    }

    void unknownTotalIsNotStored()
    {
        ClusterSnapshot s = healthySnapshot();
        QCOMPARE(s.totalLag().value_or(-1), 12);
        QList<Sample> samples = samplesOf(s, nullptr);
        QVERIFY(hasSample(samples, QStringLiteral("total.lag")));

        s.groupLag[QStringLiteral("b")] = -1;
        s.lagUnknown.insert(QStringLiteral("b"));
        QVERIFY(!s.totalLag().has_value());
        samples = samplesOf(s, nullptr);
        QVERIFY(!hasSample(samples, QStringLiteral("total.lag")));
        QVERIFY(!hasSample(samples, QStringLiteral("group.lag"), QStringLiteral("b")));
        QVERIFY(hasSample(samples, QStringLiteral("group.lag"), QStringLiteral("a")));
    }

    void healthyClusterIsHealthy()
    {
        const ClusterHealth h = assessHealth(healthySnapshot(), {1, 2, 3});
        QCOMPARE(h.level, ClusterHealth::Level::Healthy);
        QVERIFY(h.missingBrokers.isEmpty());
    }

    void missingBrokerDegrades()
    {
        ClusterSnapshot s = healthySnapshot();
        s.brokers = {1, 2};
        s.underReplicated = 4;
        const ClusterHealth h = assessHealth(s, {1, 2, 3});
        QCOMPARE(h.level, ClusterHealth::Level::Degraded);
        QCOMPARE(h.missingBrokers, QList<int>{3});
        QCOMPARE(h.underReplicated, 4);
    }

    void unreadFiguresDegrade()
    {
        ClusterSnapshot s = healthySnapshot();
        s.watermarkError = QStringLiteral("Leader high watermark is not caught up");
        QCOMPARE(assessHealth(s, {1, 2, 3}).level, ClusterHealth::Level::Degraded);
        s = healthySnapshot();
        s.lagUnknown.insert(QStringLiteral("a"));
        QCOMPARE(assessHealth(s, {1, 2, 3}).lagUnknownGroups, 1);
        QCOMPARE(assessHealth(s, {1, 2, 3}).level, ClusterHealth::Level::Degraded);
    }

    // A stopped broker keeps the address it was last seen at in the broker list.
    void stoppedBrokerKeepsItsAddress()
    {
        ClusterMetadata before;
        before.clusterId = QStringLiteral("addr-test");
        before.brokers = {{1, QStringLiteral("h1"), 9091}, {3, QStringLiteral("h3"), 9093}};
        TopicInfo t;
        t.name = QStringLiteral("t");
        t.partitions = {{0, 1, {1, 3}, {1, 3}, 0}};
        before.topics = {t};
        QCOMPARE(brokerStatuses(before).size(), 2);
        ClusterMetadata after = before;
        after.brokers = {{1, QStringLiteral("h1"), 9091}};
        after.topics[0].partitions[0].isr = {1};
        const QList<BrokerStatus> now = brokerStatuses(after);
        QCOMPARE(now.size(), 2);
        QCOMPARE(now[1].id, 3);
        QVERIFY(!now[1].answers);
        QCOMPARE(now[1].host, QStringLiteral("h3"));
        QCOMPARE(now[1].port, 9093);
        // Another cluster's broker 3 is not this one.
        after.clusterId = QStringLiteral("other");
        QCOMPARE(brokerStatuses(after)[1].host, QString());
    }

    void offlinePartitionsAreCritical()
    {
        ClusterSnapshot s = healthySnapshot();
        s.offline = 2;
        QCOMPARE(assessHealth(s, {1, 2, 3}).level, ClusterHealth::Level::Critical);
        s = healthySnapshot();
        s.brokers.clear();
        QCOMPARE(assessHealth(s, {1, 2, 3}).level, ClusterHealth::Level::Critical);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestClusterHealth)
#include "test_cluster_health.moc"
