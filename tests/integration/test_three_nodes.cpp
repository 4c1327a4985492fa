#include "cluster/cluster_session.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "local/local_cluster.h"
#include "test_cluster.h"

#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;

class TestThreeNodes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsThreeBrokers()
    {
        const auto info = test::clusterInfo("kafka3");
        QCOMPARE(info.nodes.size(), 3);
        auto client = KafkaClient::create(test::profileFor("kafka3"), QStringLiteral("test"));
        QVERIFY(client.ok());
        auto md = client.value()->metadata(false);
        QVERIFY(md.ok());
        QCOMPARE(md->brokers.size(), 3);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(md->brokers[i].id, info.nodes[i].spec.id);
            QCOMPARE(md->brokers[i].port, info.nodes[i].spec.port);
        }
        QCOMPARE(md->clusterId, info.clusterId);
    }
    void stoppedBrokerDegradesThenRecovers()
    {
        ClusterSession session(test::profileFor("kafka3"));
        session.setHealthInterval(500);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), ClusterSession::State::Connected, 20000);

        local::LocalCluster::Options o;
        o.dir = test::clusterDir("kafka3");
        local::LocalCluster cluster(o);
        auto stopped = cluster.stopNode(3);
        QVERIFY2(stopped.ok(), qPrintable(stopped.ok() ? QString() : stopped.error().message()));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), ClusterSession::State::Degraded, 30000);
        QVERIFY2(session.stateMessage().contains(QStringLiteral("Broker 3 not answering")),
                 qPrintable(session.stateMessage()));

        auto started = cluster.startNode(3);
        QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message()));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), ClusterSession::State::Connected, 60000);
        QCOMPARE(test::clusterInfo("kafka3").runningCount(), 3);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestThreeNodes)
#include "test_three_nodes.moc"
