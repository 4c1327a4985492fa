#include "admin/broker_admin.h"
#include "test_main.h"
#include "admin/topic_admin.h"
#include "local/local_cluster.h"
#include "test_cluster.h"
#include "topics/topic_listing.h"

#include <QScopeGuard>
#include <QtTest>

using namespace kafscope;

class TestTopicsThreeNodes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stoppedBrokerShowsUnderReplicatedPartitions()
    {
        auto client =
            KafkaClient::create(test::profileFor("kafka3"), QStringLiteral("test-topics3"));
        QVERIFY(client.ok());
        KafkaClient &c = *client.value();
        const QString name = test::uniqueName(QStringLiteral("topics3"));
        QVERIFY(createTopic(c, {name, 3, 3, {}}).ok());
        QTRY_VERIFY_WITH_TIMEOUT(describeTopic(c, name).ok() &&
                                     describeTopic(c, name)->info.partitions.size() == 3,
                                 10000);
        auto before = describeTopic(c, name);
        for (const PartitionInfo &p : before->info.partitions) {
            QCOMPARE(p.replicas.size(), 3);
            QCOMPARE(p.isr.size(), 3);
            QVERIFY(!p.underReplicated());
        }
        auto brokers = listBrokers(c);
        QVERIFY(brokers.ok());
        QCOMPARE(brokers->size(), 3);
        for (const BrokerStatus &b : brokers.value())
            QVERIFY2(b.answers, qPrintable(b.problem));

        local::LocalCluster::Options o;
        o.dir = test::clusterDir("kafka3");
        local::LocalCluster cluster(o);
        auto stopped = cluster.stopNode(2);
        QVERIFY2(stopped.ok(), qPrintable(stopped.ok() ? QString() : stopped.error().message()));
        auto restart = qScopeGuard([&] {
            (void)cluster.startNode(2);
        }); // best effort: the fixture is stopped after anyway

        auto under = [&] {
            auto listing = listTopics(c, false);
            if (!listing)
                return -1;
            for (const TopicSummary &t : listing->topics)
                if (t.name == name)
                    return t.underReplicated;
            return -1;
        };
        QTRY_COMPARE_WITH_TIMEOUT(under(), 3, 30000);
        auto after = describeTopic(c, name);
        QVERIFY(after.ok());
        for (const PartitionInfo &p : after->info.partitions) {
            QCOMPARE(p.replicas.size(), 3);
            QVERIFY(!p.isr.contains(2));
            QVERIFY(p.underReplicated());
            QVERIFY(p.leader != 2);
        }
        auto degraded = listBrokers(c);
        QVERIFY(degraded.ok());
        QCOMPARE(degraded->size(), 3); // broker 2 stays listed, from the replica lists
        const auto b2 = std::find_if(degraded->begin(), degraded->end(),
                                     [](const BrokerStatus &b) { return b.id == 2; });
        QVERIFY(b2 != degraded->end());
        QVERIFY(!b2->answers);

        restart.dismiss();
        auto started = cluster.startNode(2);
        QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message()));
        QTRY_COMPARE_WITH_TIMEOUT(under(), 0, 60000);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTopicsThreeNodes)
#include "test_topics_three_nodes.moc"
