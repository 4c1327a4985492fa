#include "harness/correctness_checker.h"
#include "test_main.h"
#include "harness/harness_report.h"
#include "harness/harness_tracker.h"

#include <QJsonArray>
#include <QtTest>

using namespace kafscope::harness;

class TestHarnessChecker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyAckedMessageIsAccountedFor()
    {
        CorrectnessChecker c(2);
        for (qint64 seq = 0; seq < 10; ++seq)
            c.acked(0, seq, int(seq % 2), seq / 2, 1000 + seq);
        c.failed(0, 10); // delivery failed: not produced
        for (qint64 seq = 0; seq < 10; ++seq)
            if (seq != 3 && seq != 7)
                c.processed(0, seq, int(seq % 2), 5000);
        QCOMPARE(c.backlog(0), 2);
        QVERIFY(!c.allProcessed());
        const LevelCorrectness r = c.result(0);
        QCOMPARE(r.acked, 10);
        QCOMPARE(r.produceFailed, 1);
        QCOMPARE(r.consumed, 8);
        QCOMPARE(r.lost, 2);
        QCOMPARE(r.duplicates, 0);
        QCOMPARE(r.orderViolations, 0);
        QCOMPARE(c.oldestUnprocessedMs(0), 1003);
        c.processed(0, 3, 1, 5000);
        QCOMPARE(c.oldestUnprocessedMs(0), 1007);
        c.processed(0, 7, 1, 5000);
        QCOMPARE(c.oldestUnprocessedMs(0), -1);
        QVERIFY(c.allProcessed());
        QCOMPARE(c.result(0).lost, 0);
    }

    void duplicatesAreCountedAndExplainedByDisturbances()
    {
        CorrectnessChecker c(1);
        c.setDuplicateWindow(1000);
        for (qint64 seq = 0; seq < 4; ++seq) {
            c.acked(0, seq, 0, seq, 0);
            c.processed(0, seq, 0, 100);
        }
        QVERIFY(c.processed(0, 1, 0, 200).duplicate); // no disturbance before it: unexpected
        c.disturbance(300);
        QVERIFY(c.processed(0, 2, 0, 400).duplicate);  // within the window
        QVERIFY(c.processed(0, 3, 0, 2000).duplicate); // too long after
        const LevelCorrectness r = c.result(0);
        QCOMPARE(r.duplicates, 3);
        QCOMPARE(r.unexpectedDuplicates, 2);
        QCOMPARE(r.consumed, 4);
        QCOMPARE(r.lost, 0);
    }

    void orderWithinAPartitionIsChecked()
    {
        CorrectnessChecker c(1);
        for (qint64 seq = 0; seq < 6; ++seq)
            c.acked(0, seq, int(seq % 2), seq, 0);
        // Partitions interleave freely; within partition 0 (seq 0, 2, 4) 4 comes before 2.
        c.processed(0, 1, 1, 0);
        c.processed(0, 0, 0, 0);
        c.processed(0, 4, 0, 0);
        const auto late = c.processed(0, 2, 0, 0);
        QVERIFY(late.orderViolation);
        QVERIFY(!late.duplicate);
        c.processed(0, 3, 1, 0);
        c.processed(0, 5, 1, 0);
        QCOMPARE(c.result(0).orderViolations, 1);
        // A redelivery going back is a duplicate, not an order violation.
        QVERIFY(!c.processed(0, 0, 0, 0).orderViolation);
        QCOMPARE(c.result(0).orderViolations, 1);
    }

    void processedBeforeItsDeliveryReport()
    {
        CorrectnessChecker c(1);
        c.processed(0, 0, 0, 0);
        QCOMPARE(c.result(0).unacknowledged, 1);
        c.acked(0, 0, 0, 0, 0);
        QCOMPARE(c.result(0).unacknowledged, 0);
        QCOMPARE(c.result(0).consumed, 1);
        QCOMPARE(c.result(0).lost, 0);
    }

    void trackerCountsInversionsBeyondTheTolerance()
    {
        HarnessConfig config;
        config.levels = 2;
        config.toleranceMs = 250;
        HarnessTracker t(config);
        t.startLoad();
        const qint64 now = HarnessTracker::wallMs();
        t.acked(0, 0, 0, 0, now - 60000); // high has waited a minute
        t.acked(1, 0, 0, 0, now);
        t.acked(1, 1, 0, 1, now);
        t.processed(1, 0, 0, now); // low served while high waits: an inversion
        QCOMPARE(t.inversions(), 1);
        t.processed(0, 0, 0, now - 60000);
        t.processed(1, 1, 0, now); // high has nothing left: no inversion
        QCOMPARE(t.inversions(), 1);
        QCOMPARE(t.totals(1).inversions, 1);
        QVERIFY(t.totals(0).latency.percentileMs(0.5) >= 50000);
        t.acked(0, 1, 0, 1, now + 60000); // younger than the tolerance, whatever the speed
        t.acked(1, 2, 0, 2, HarnessTracker::wallMs());
        t.processed(1, 2, 0, HarnessTracker::wallMs());
        QCOMPARE(t.inversions(), 1);
        const HarnessSnapshot s = t.tick();
        QCOMPARE(s.levels.size(), 2);
        QCOMPARE(s.levels[0].backlog, 1);
        QCOMPARE(s.levels[1].consumed, 3);
    }

    void reportJudgesAndKeepsTheCliShape()
    {
        HarnessReport r;
        r.strategy = QStringLiteral("strict");
        LevelReport l;
        l.name = QStringLiteral("high");
        l.topic = QStringLiteral("prio-high");
        l.produced = 10;
        l.consumed = 10;
        r.levels << l;
        r.judge();
        QCOMPARE(r.verdict, Verdict::Pass);
        r.levels[0].lost = 2;
        r.judge();
        QCOMPARE(r.verdict, Verdict::Fail);
        QVERIFY(r.problems.first().contains(QStringLiteral("2 acknowledged messages")));
        const QJsonObject o = r.toJson();
        for (const char *k : {"strategy", "levels", "inversions", "verdict"})
            QVERIFY2(o.contains(QLatin1String(k)), k);
        const QJsonObject level = o.value(QStringLiteral("levels")).toArray().first().toObject();
        for (const char *k : {"topic", "produced", "consumed", "lost", "duplicates", "latency_ms",
                              "max_backlog", "starved_ms"})
            QVERIFY2(level.contains(QLatin1String(k)), k);
        for (const char *k : {"p50", "p95", "p99"})
            QVERIFY(
                level.value(QStringLiteral("latency_ms")).toObject().contains(QLatin1String(k)));
        QVERIFY(r.table().contains(QStringLiteral("prio-high")) ||
                r.table().contains(QStringLiteral("high")));
        HarnessReport other = r;
        other.strategy = QStringLiteral("fifo");
        const QString cmp = comparisonTable({r, other});
        QVERIFY(cmp.contains(QStringLiteral("strict")) && cmp.contains(QStringLiteral("fifo")));
        // Header, one line per run, the ranking's basis.
        QCOMPARE(cmp.count(QLatin1Char('\n')), 4);
        QVERIFY(cmp.contains(QStringLiteral("Ranked by:")));
    }

    // The comparison tells the strategies apart: a failed run ranks last whatever its numbers;
    // among passing runs fewer inversions wins, then the most important level's p99; the best
    // value per column is marked only where the values differ.
    void strategiesAreRanked()
    {
        const auto run = [](const char *strategy, qint64 inversions, double highP99,
                            qint64 lost = 0) {
            HarnessReport r;
            r.strategy = QString::fromLatin1(strategy);
            for (const char *name : {"high", "low"}) {
                LevelReport l;
                l.name = QString::fromLatin1(name);
                l.produced = l.consumed = 100;
                r.levels << l;
            }
            r.levels[0].p99Ms = highP99;
            r.levels[1].p99Ms = 50;
            r.levels[1].starvedMs = inversions; // differs per run
            r.levels[0].lost = lost;
            r.levels[0].consumed -= lost;
            r.inversions = inversions;
            r.judge();
            return r;
        };
        // fifo with 1,217 inversions, strict 68, weighted 278 (the review's numbers), and a run
        // that lost messages but had no inversion.
        const QList<HarnessReport> reports{run("fifo", 1217, 900), run("strict", 68, 40),
                                           run("weighted:70,30", 278, 120),
                                           run("broken", 0, 10, 3)};
        QCOMPARE(reports[3].verdict, Verdict::Fail);
        const StrategyComparison c = compareStrategies(reports);
        QCOMPARE(c.rank, (QList<int>{3, 1, 2, 4}));
        QCOMPARE(c.order, (QList<int>{1, 2, 0, 3}));
        QCOMPARE(c.levelName, QStringLiteral("high"));
        // Columns: lost, duplicates, inversions, high p99, high starved, low p99, low starved.
        QCOMPARE(c.columns.size(), 7);
        QCOMPARE(c.columns[0].kind, ComparisonColumn::Kind::Lost);
        QCOMPARE(c.columns[0].best, (QList<int>{0, 1, 2})); // the three that lost nothing
        QVERIFY(c.columns[1].best.isEmpty());               // every run 0 duplicates: no mark
        QCOMPARE(c.columns[2].best, (QList<int>{3}));       // fewest inversions, though it failed
        QCOMPARE(c.columns[3].kind, ComparisonColumn::Kind::LevelP99);
        QCOMPARE(c.columns[3].level, 0);
        QCOMPARE(c.columns[3].best, (QList<int>{3}));
        QVERIFY(c.columns[5].best.isEmpty()); // low p99 equal everywhere
        QVERIFY(rankingBasis(c).contains(QStringLiteral("(high)")));

        // Equal on the basis: equal rank, and the next rank skips.
        const StrategyComparison tie =
            compareStrategies({run("a", 5, 10), run("b", 5, 10), run("c", 9, 1)});
        QCOMPARE(tie.rank, (QList<int>{1, 1, 3}));
        // Inversions outrank latency.
        QCOMPARE(compareStrategies({run("fast", 10, 1), run("fair", 2, 100)}).rank,
                 (QList<int>{2, 1}));

        // The CLI's table lists best first with its rank and marks the column bests.
        const QStringList lines = comparisonTable(reports).split(QLatin1Char('\n'));
        QVERIFY2(lines[1].startsWith(QStringLiteral("1    strict")), qPrintable(lines[1]));
        QVERIFY2(lines[4].startsWith(QStringLiteral("4    broken")), qPrintable(lines[4]));
        QVERIFY2(lines[4].contains(QStringLiteral("0*")), qPrintable(lines[4]));
        QVERIFY2(lines[4].contains(QStringLiteral("fail")), qPrintable(lines[4]));
        QVERIFY2(!lines[1].contains(QStringLiteral("68*")), qPrintable(lines[1]));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessChecker)
#include "test_harness_checker.moc"
