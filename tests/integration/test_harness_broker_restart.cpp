#include "harness_test_util.h"

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
};

QTEST_GUILESS_MAIN(TestHarnessBrokerRestart)
#include "test_harness_broker_restart.moc"
