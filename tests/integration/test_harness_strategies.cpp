#include "harness_test_util.h"
#include "test_main.h"

using namespace kafscope;

// The load profile of the strategy tests: 200/400/800 msg/s offered to a consumer of 500 msg/s,
// so high + mid alone (600) overload it.
class TestHarnessStrategies : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void strictHasNoInversionsAndStarvesLow()
    {
        const auto r = test::runHarness(
            test::harnessConfig(QStringLiteral("strict"), {200, 400, 800}, 500, 8000));
        QVERIFY(test::accountedFor(r));
        // The consumer never serves a lower level while it holds a waiting higher one; fetch stalls
        // of a loaded machine may still let a higher message wait on the broker beyond the
        // tolerance now and then, but rarely.
        QCOMPARE(r.consumerInversions, 0);
        const harness::LevelReport &high = r.levels[0], &mid = r.levels[1], &low = r.levels[2];
        QVERIFY2(r.inversions <= (mid.consumedDuringLoad + low.consumedDuringLoad) / 20,
                 qPrintable(QString::number(r.inversions)));
        // Low starves under overload: most of the load it waits with nothing served.
        QVERIFY2(low.starvedMs > r.durationMs / 2, qPrintable(QString::number(low.starvedMs)));
        QVERIFY(low.consumedDuringLoad < low.produced / 10);
        QVERIFY(high.starvedMs < low.starvedMs / 10);
        QVERIFY(mid.consumedDuringLoad > 0);
        QVERIFY(high.p99Ms < low.p50Ms);
        QVERIFY(low.maxBacklog > high.maxBacklog);
    }

    void fifoShowsInversions()
    {
        const auto r = test::runHarness(
            test::harnessConfig(QStringLiteral("fifo"), {200, 400, 800}, 500, 8000));
        QVERIFY(test::accountedFor(r));
        QVERIFY2(r.inversions > 100, qPrintable(QString::number(r.inversions)));
        QVERIFY(r.consumerInversions > 100); // FIFO serves low while it holds older high messages
        // Without priority the low level progresses during the load, and high waits like the
        // others.
        QVERIFY(r.levels[2].consumedDuringLoad > r.levels[2].produced / 10);
        QVERIFY(r.levels[0].p99Ms > 250);
    }

    void weightedKeepsQuotas()
    {
        // Every level is offered more than its quota (280/80/40 of 400 msg/s), so all have backlog.
        const auto r = test::runHarness(
            test::harnessConfig(QStringLiteral("weighted:70,20,10"), {600, 300, 200}, 400, 8000));
        QVERIFY(test::accountedFor(r));
        QVERIFY2(r.contendedIntervals >= 10, qPrintable(QString::number(r.contendedIntervals)));
        for (const harness::LevelReport &l : r.levels) {
            QVERIFY(l.share >= 0);
            QVERIFY2(qAbs(l.share - l.quota) <= 0.1 * l.quota,
                     qPrintable(QStringLiteral("%1: share %2, quota %3")
                                    .arg(l.name)
                                    .arg(l.share)
                                    .arg(l.quota)));
            QVERIFY(l.consumedDuringLoad > 0); // no level starves
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessStrategies)
#include "test_harness_strategies.moc"
