#include "harness/priority_scheduler.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope::harness;

namespace {

QList<LevelView> views(const QList<qint64> &buffered, const QList<qint64> &lag = {},
                       const QList<qint64> &heads = {})
{
    QList<LevelView> out;
    for (int i = 0; i < buffered.size(); ++i)
        out << LevelView{buffered[i], lag.value(i), heads.value(i, buffered[i] > 0 ? i : -1)};
    return out;
}

Strategy strategy(const QString &text)
{
    return Strategy::parse(text, 3).value();
}

} // namespace

class TestHarnessScheduler : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void strictServesTheHighestBufferedLevel()
    {
        PriorityScheduler s(strategy(QStringLiteral("strict")), 3);
        QCOMPARE(s.pick(views({5, 5, 5}), 0), 0);
        QCOMPARE(s.pick(views({0, 5, 5}), 0), 1);
        QCOMPARE(s.pick(views({0, 0, 5}), 0), 2);
        QCOMPARE(s.pick(views({0, 0, 0}), 0), -1);
    }

    void strictWaitsForAHigherLevelBeingFetched()
    {
        PriorityScheduler s(strategy(QStringLiteral("strict")), 3, 20, 100);
        // High has messages on the broker, none buffered yet: wait rather than serve low...
        QCOMPARE(s.pick(views({0, 0, 5}, {3, 0, 0}), 1000), -1);
        QCOMPARE(s.pick(views({0, 0, 5}, {3, 0, 0}), 1050), -1);
        // ... but not forever (a stale watermark must not stop the consumer).
        QCOMPARE(s.pick(views({0, 0, 5}, {3, 0, 0}), 1100), 2);
        QCOMPARE(s.pick(views({2, 0, 5}, {0, 0, 0}), 1101), 0);
        QCOMPARE(s.pick(views({0, 0, 5}, {3, 0, 0}), 1102), -1); // a new wait starts
    }

    void strictPausesLevelsBelowABacklog()
    {
        PriorityScheduler s(strategy(QStringLiteral("strict")), 3);
        QCOMPARE(s.paused(views({0, 0, 9})), (QList<bool>{false, false, false}));
        QCOMPARE(s.paused(views({1, 0, 9})), (QList<bool>{false, true, true}));
        QCOMPARE(s.paused(views({0, 0, 9}, {0, 4, 0})), (QList<bool>{false, false, true}));
    }

    void weightedKeepsQuotasWhenEveryLevelHasData()
    {
        PriorityScheduler s(strategy(QStringLiteral("weighted:70,20,10")), 3, 20);
        QCOMPARE(s.quota(), (QList<int>{14, 4, 2}));
        QList<int> served(3, 0);
        for (int i = 0; i < 200; ++i) {
            const int l = s.pick(views({100, 100, 100}), i);
            QVERIFY(l >= 0);
            s.served(l);
            ++served[l];
        }
        QCOMPARE(served, (QList<int>{140, 40, 20}));
        // Nothing is paused under weighted.
        QCOMPARE(s.paused(views({5, 5, 5})), (QList<bool>{false, false, false}));
    }

    void weightedGivesIdleQuotaToOthers()
    {
        PriorityScheduler s(strategy(QStringLiteral("weighted:70,20,10")), 3, 20);
        QList<int> served(3, 0);
        for (int i = 0; i < 100; ++i) {
            const int l = s.pick(views({0, 100, 100}), i); // high is idle
            s.served(l);
            ++served[l];
        }
        QCOMPARE(served[0], 0);
        QCOMPARE(served[1] + served[2], 100);
        // Windows of 4 mid + 2 low: 16 whole windows, then 4 mid.
        QCOMPARE(served[1], 68);
        QCOMPARE(served[2], 32);
        QCOMPARE(s.pick(views({0, 0, 0}), 0), -1);
    }

    void weightedZeroWeightLevelStillServedWhenAlone()
    {
        PriorityScheduler s(Strategy::parse(QStringLiteral("weighted:1,0"), 2).value(), 2, 10);
        QCOMPARE(s.quota(), (QList<int>{10, 0}));
        QCOMPARE(s.pick(views({0, 3}), 0), 1);
        QCOMPARE(s.pick(views({1, 3}), 0), 0);
    }

    void fifoServesTheOldestArrival()
    {
        PriorityScheduler s(strategy(QStringLiteral("fifo")), 3);
        QCOMPARE(s.pick(views({1, 1, 1}, {}, {7, 9, 3}), 0), 2);
        QCOMPARE(s.pick(views({1, 1, 0}, {}, {7, 5, -1}), 0), 1);
        QCOMPARE(s.pick(views({0, 0, 0}), 0), -1);
        QCOMPARE(s.paused(views({5, 5, 5}, {9, 9, 9})), (QList<bool>{false, false, false}));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessScheduler)
#include "test_harness_scheduler.moc"
