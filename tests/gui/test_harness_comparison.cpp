// The harness comparison as a user reads it, offscreen and without a broker: the strategies ranked
// best first with the basis said, the best value of each column marked, the charts of any run
// drawn again, the legends below the data and a latency axis with enough labels (issue #33).
#include "common/palette.h"
#include "test_main.h"
#include "harness/harness_charts.h"
#include "harness/harness_results.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::harness;
using namespace kafscope::ui;

namespace {

HarnessReport run(const char *strategy, qint64 inversions, double highP99)
{
    HarnessReport r;
    r.strategy = QString::fromLatin1(strategy);
    for (const char *name : {"high", "low"}) {
        LevelReport l;
        l.name = QString::fromLatin1(name);
        l.topic = QStringLiteral("prio-") + l.name;
        l.produced = l.consumed = 1000;
        l.p99Ms = 80;
        r.levels << l;
    }
    r.levels[0].p99Ms = highP99;
    r.levels[1].starvedMs = inversions * 2;
    r.inversions = inversions;
    r.judge();
    return r;
}

HarnessSnapshot snapshot(qint64 ms, double latency, Phase phase = Phase::Load)
{
    HarnessSnapshot s;
    s.elapsedMs = ms;
    s.phase = phase;
    for (int l = 0; l < 2; ++l) {
        LevelSample ls;
        ls.rate = 100 + l;
        ls.backlog = 10 * l;
        ls.p50Ms = latency / 3;
        ls.p95Ms = latency / 1.5;
        ls.p99Ms = latency;
        s.levels << ls;
    }
    return s;
}

qint64 raw(QTableWidget *t, int row, int column)
{
    return t->item(row, column)->data(Qt::UserRole).toLongLong();
}

bool best(QTableWidget *t, int row, int column)
{
    return t->item(row, column)->data(HarnessResults::BestRole).toBool();
}

} // namespace

class TestHarnessComparison : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theComparisonRanksTheStrategies()
    {
        HarnessResults results;
        results.resize(1280, 500);
        results.show();
        const HarnessConfig config;
        // In the order they ran; the review's numbers (every one "passes").
        results.addReport(config, run("fifo", 1217, 900));
        results.addReport(config, run("strict", 68, 40));
        results.addReport(config, run("weighted:70,30", 278, 120));
        QTableWidget *t = results.comparisonTable();
        QCOMPARE(t->rowCount(), 3);
        const QStringList order{t->item(0, HarnessResults::CmpStrategy)->text(),
                                t->item(1, HarnessResults::CmpStrategy)->text(),
                                t->item(2, HarnessResults::CmpStrategy)->text()};
        QCOMPARE(order, (QStringList{QStringLiteral("strict"), QStringLiteral("weighted:70,30"),
                                     QStringLiteral("fifo")}));
        for (int r = 0; r < 3; ++r)
            QCOMPARE(raw(t, r, HarnessResults::CmpRank), r + 1);
        // Columns: rank, strategy, lost, duplicates, inversions, high p99, high starved, low p99,
        // low starved, verdict.
        QCOMPARE(t->columnCount(), 10);
        const int lost = HarnessResults::CmpFirstValue, inversions = lost + 2, highP99 = lost + 3,
                  lowP99 = lost + 5;
        QCOMPARE(t->horizontalHeaderItem(inversions)->text(), QStringLiteral("Inversions"));
        QVERIFY(best(t, 0, inversions) && !best(t, 1, inversions) && !best(t, 2, inversions));
        QVERIFY(t->item(0, inversions)->font().bold());
        QCOMPARE(t->item(0, inversions)->foreground().color(), Palette::color(Palette::Role::Ok));
        QVERIFY(best(t, 0, highP99));
        // Equal everywhere: nothing to mark.
        for (int r = 0; r < 3; ++r)
            QVERIFY(!best(t, r, lost) && !best(t, r, lowP99));
        // The basis is said under the table.
        auto *basis = results.findChild<QLabel *>(QStringLiteral("rankingBasis"));
        QVERIFY(basis && basis->isVisible());
        QVERIFY2(basis->text().contains(QStringLiteral("fewer priority inversions")) &&
                     basis->text().contains(QStringLiteral("(high)")),
                 qPrintable(basis->text()));
        QCOMPARE(t->item(2, t->columnCount() - 1)->text(), QStringLiteral("pass"));
    }

    void aFailedRunRanksLast()
    {
        HarnessResults results;
        const HarnessConfig config;
        HarnessReport lossy = run("lossy", 0, 5);
        lossy.levels[0].lost = 7;
        lossy.judge();
        QCOMPARE(lossy.verdict, Verdict::Fail);
        results.addReport(config, lossy);
        results.addReport(config, run("fifo", 1217, 900));
        QTableWidget *t = results.comparisonTable();
        QCOMPARE(t->item(1, HarnessResults::CmpStrategy)->text(), QStringLiteral("lossy"));
        QCOMPARE(raw(t, 1, HarnessResults::CmpRank), 2);
        QCOMPARE(t->item(1, t->columnCount() - 1)->text(), QStringLiteral("FAIL"));
        QCOMPARE(t->item(1, t->columnCount() - 1)->foreground().color(),
                 Palette::color(Palette::Role::Error));
        QVERIFY(best(t, 0, HarnessResults::CmpFirstValue)); // fifo lost nothing
    }

    void theChartsOfEveryRunCanBeDrawnAgain()
    {
        HarnessCharts charts;
        charts.resize(1200, 320);
        charts.show();
        QVERIFY(!charts.runPicker()->isEnabled()); // one run or none: nothing to pick
        charts.beginRun(QStringLiteral("fifo"), {QStringLiteral("high"), QStringLiteral("low")});
        for (int i = 1; i <= 10; ++i)
            charts.add(snapshot(i * 250, 5 * i));
        charts.beginRun(QStringLiteral("strict"), {QStringLiteral("high"), QStringLiteral("low")});
        for (int i = 1; i <= 4; ++i)
            charts.add(snapshot(i * 250, 3));
        QCOMPARE(charts.runCount(), 2);
        QVERIFY(charts.runPicker()->isEnabled());
        QCOMPARE(charts.runPicker()->currentIndex(), 1);
        QVERIFY(charts.runPicker()->currentText().contains(QStringLiteral("strict")));
        QCOMPARE(HarnessCharts::pointCount(charts.rateChart()), 8);
        // Picked as a user would: the first run's points come back.
        charts.runPicker()->setCurrentIndex(0);
        QCOMPARE(charts.shownRun(), 0);
        QCOMPARE(HarnessCharts::pointCount(charts.rateChart()), 20);
        QCOMPARE(HarnessCharts::pointCount(charts.latencyChart()), 60);
        // The running run keeps its points while another is on screen.
        charts.add(snapshot(1250, 3));
        QCOMPARE(HarnessCharts::pointCount(charts.rateChart()), 20);
        charts.runPicker()->setCurrentIndex(1);
        QCOMPARE(HarnessCharts::pointCount(charts.rateChart()), 10);
    }

    void legendsSitOutsideTheDataAndLatencyHasTicks()
    {
        HarnessCharts charts;
        charts.resize(1200, 320);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        charts.beginRun(QStringLiteral("fifo"), {QStringLiteral("high"), QStringLiteral("low")});
        for (int i = 1; i <= 12; ++i)
            charts.add(snapshot(i * 250, 3 + 25 * i, i > 8 ? Phase::Drain : Phase::Load));
        charts.replotNow();
        for (QCustomPlot *c : {charts.rateChart(), charts.backlogChart(), charts.latencyChart()}) {
            c->replot(QCustomPlot::rpImmediateRefresh);
            QVERIFY(c->legend->visible());
            QVERIFY2(!c->legend->outerRect().intersects(c->axisRect()->rect()),
                     qPrintable(c->objectName()));
            QVERIFY(c->legend->outerRect().top() >= c->axisRect()->rect().bottom());
        }
        // About 9 ms (p50) to 303 ms (p99): labelled at 1-2-5 steps, not only at 10 and 100.
        auto ticker =
            qSharedPointerDynamicCast<QCPAxisTickerText>(charts.latencyChart()->yAxis->ticker());
        QVERIFY(ticker);
        QVERIFY2(ticker->ticks().size() >= 6, qPrintable(QString::number(ticker->ticks().size())));
        const QCPRange range = charts.latencyChart()->yAxis->range();
        QVERIFY(range.lower <= 28.0 / 3 && range.upper >= 303);
        QVERIFY(ticker->ticks().firstKey() <= 28.0 / 3 && ticker->ticks().lastKey() >= 303);
        // A narrow range still gets four labels.
        charts.beginRun(QStringLiteral("strict"), {QStringLiteral("high"), QStringLiteral("low")});
        for (int i = 1; i <= 4; ++i)
            charts.add(snapshot(i * 250, 3 + 0.2 * i));
        charts.replotNow();
        ticker =
            qSharedPointerDynamicCast<QCPAxisTickerText>(charts.latencyChart()->yAxis->ticker());
        QVERIFY2(ticker->ticks().size() >= 4, qPrintable(QString::number(ticker->ticks().size())));
    }
};

KAFSCOPE_TEST_MAIN(TestHarnessComparison)
#include "test_harness_comparison.moc"
