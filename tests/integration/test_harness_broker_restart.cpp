#include "harness_test_util.h"
#include "test_main.h"

using namespace kafscope;

// A broker of the 3-node cluster stops and starts during the run: replication factor 3 keeps
// every level writable and readable, and nothing acknowledged is lost.
class TestHarnessBrokerRestart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void brokerRestartLosesNothing()
    {
        auto c = test::harnessConfig(QStringLiteral("strict"), {100, 100, 200}, 600, 10000);
        c.replicationFactor = 3;
        c.localClusterDir = test::clusterDir("kafka3");
        c.faults = {harness::Fault::parse(QStringLiteral("broker-restart@2s")).value()};
        const auto r = test::runHarness(c, "kafka3");
        QVERIFY(test::accountedFor(r));
        QCOMPARE(r.faults.size(), 1);
        QVERIFY2(r.faults.first().ok, qPrintable(r.faults.first().error));
        QCOMPARE(r.events.filter(QStringLiteral("broker 3 stopped")).size(), 1);
        QCOMPARE(r.events.filter(QStringLiteral("broker 3 started")).size(), 1);
        // The cluster is whole again for the tests after this one.
        QCOMPARE(test::clusterInfo("kafka3").runningCount(), 3);
    }

    // The broker stays down for 4 s (stop and start as separate faults): the load goes on against
    // the other two, and nothing is lost.
    void brokerDownForAWhileLosesNothing()
    {
        auto c = test::harnessConfig(QStringLiteral("strict"), {100, 100, 200}, 600, 10000);
        c.replicationFactor = 3;
        c.localClusterDir = test::clusterDir("kafka3");
        c.faults = {harness::Fault::parse(QStringLiteral("broker-stop:2@2s")).value(),
                    harness::Fault::parse(QStringLiteral("broker-start:2@6s")).value()};
        const auto r = test::runHarness(c, "kafka3");
        QVERIFY(test::accountedFor(r));
        QCOMPARE(r.faults.size(), 2);
        for (const auto &f : r.faults)
            QVERIFY2(f.ok, qPrintable(f.error));
        QVERIFY(r.faults[0].atMs >= 2000 && r.faults[0].atMs < 3000);
        QVERIFY(r.faults[1].atMs >= 6000 && r.faults[1].atMs < 7000);
        QCOMPARE(r.events.filter(QStringLiteral("broker 2 stopped")).size(), 1);
        QCOMPARE(r.events.filter(QStringLiteral("broker 2 started")).size(), 1);
        QCOMPARE(test::clusterInfo("kafka3").runningCount(), 3);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessBrokerRestart)
#include "test_harness_broker_restart.moc"
