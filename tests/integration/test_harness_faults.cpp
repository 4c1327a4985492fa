#include "harness_test_util.h"
#include "test_main.h"

using namespace kafscope;

// No strategy loses a message across a consumer restart and a rebalance; duplicates are counted.
class TestHarnessFaults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void restartAndRebalanceLoseNothing_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::newRow("strict") << QStringLiteral("strict");
        QTest::newRow("weighted") << QStringLiteral("weighted:60,30,10");
        QTest::newRow("fifo") << QStringLiteral("fifo");
    }

    void restartAndRebalanceLoseNothing()
    {
        QFETCH(QString, strategy);
        auto c = test::harnessConfig(strategy, {100, 200, 400}, 500, 7000);
        c.faults = {harness::Fault::parse(QStringLiteral("restart@2s")).value(),
                    harness::Fault::parse(QStringLiteral("add-consumer@4s")).value()};
        const auto r = test::runHarness(c);
        QVERIFY(test::accountedFor(r));
        QCOMPARE(r.faults.size(), 2);
        for (const auto &f : r.faults)
            QVERIFY2(f.ok, qPrintable(f.error));
        // The restart and the second consumer both show as rebalances.
        QVERIFY(r.events.filter(QStringLiteral("rebalance")).size() >= 1);
        QVERIFY(r.events.filter(QStringLiteral("consumer-2 assigned")).size() >= 1);
        QVERIFY(r.events.filter(QStringLiteral("consumer-3 assigned")).size() >= 1);
    }

    void crashRedeliversAsCountedDuplicates()
    {
        // A consumer destroyed without closing loses its uncommitted progress: what it processed
        // since the last auto commit comes again, counted as duplicates, none lost.
        auto c = test::harnessConfig(QStringLiteral("strict"), {200, 200, 200}, 500, 6000);
        c.faults = {harness::Fault::parse(QStringLiteral("crash@3s")).value()};
        const auto r = test::runHarness(c);
        QVERIFY(test::accountedFor(r));
        // Redeliveries are likely but not certain (none if the crash came right after an auto
        // commit); whatever came again was counted and explained by the crash (accountedFor).
        QCOMPARE(r.faults.size(), 1);
        QVERIFY2(r.faults.first().ok, qPrintable(r.faults.first().error));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessFaults)
#include "test_harness_faults.moc"
