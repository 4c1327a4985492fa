// Member stops on the rebalance timeline: a real lab group (eager range, then cooperative-sticky)
// is drawn twice, from the lab's own callbacks (exact stops, outlined gaps) and from what the
// broker shows alone (estimated stops, hatched gaps with a whisker for the uncertainty). The gaps
// sit on the lanes of the members that stopped, span what the stop estimates say, and hover
// explains them; members that kept partitions under the cooperative protocol get no gap.
#include "../integration/lab_test_util.h"
#include "test_main.h"
#include "rebalance/lab_script.h"
#include "rebalance/rebalance_list_model.h"
#include "rebalance/timeline_chart.h"

#include <qcustomplot.h>

#include <QAbstractItemModelTester>

using namespace kafscope;
using namespace kafscope::rebalance;
using namespace kafscope::ui;

namespace {

double sec(qint64 ms)
{
    return double(ms) / 1000.0;
}

LabRunResult runLab(const QString &assignor, const QString &script)
{
    const QString topic = test::makeLabTopic(QStringLiteral("gui-stops"), 6);
    const LabConfig c = test::labConfig(topic, assignor);
    auto steps = parseLabScript(script);
    if (!steps.ok())
        qFatal("bad script");
    auto run = runLabScript(c, steps.value(), script);
    if (!run.ok())
        qFatal("lab run: %s", qPrintable(run.error().message()));
    return std::move(run).value();
}

// The same group seen from outside: no callbacks, no lab actions.
Timeline watchedFromOutside(const LabRunResult &run)
{
    QList<TimelineEvent> outside;
    for (const TimelineEvent &e : run.events)
        if (!std::holds_alternative<MemberCallback>(e) && !std::holds_alternative<LabAction>(e))
            outside << e;
    return buildTimeline(outside, run.partitions);
}

// The plot's rectangles spanning [x0, x1] on lane `lane` (kLaneHeight 0.8 in the chart).
QList<QCPItemRect *> rectsAt(QCustomPlot *plot, double x0, double x1, int lane)
{
    QList<QCPItemRect *> out;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *r = qobject_cast<QCPItemRect *>(plot->item(i));
            // A stop narrower than a pixel is drawn a pixel wide: it ends at x1 or later.
            r && qAbs(r->topLeft->coords().x() - x0) < 1e-6 &&
            r->bottomRight->coords().x() >= x1 - 1e-6 &&
            qAbs(r->topLeft->coords().y() - (lane - 0.4)) < 1e-6 &&
            qAbs(r->bottomRight->coords().y() - (lane + 0.4)) < 1e-6)
            out << r;
    return out;
}

// A whisker (a line across lane `lane`) from x0 to x1.
bool whiskerAt(QCustomPlot *plot, double x0, double x1, int lane)
{
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *l = qobject_cast<QCPItemLine *>(plot->item(i));
            l && qAbs(l->start->coords().x() - x0) < 1e-6 &&
            qAbs(l->end->coords().x() - x1) < 1e-6 && qAbs(l->start->coords().y() - lane) < 1e-6)
            return true;
    return false;
}

} // namespace

class TestTimelineStops : public QObject {
    Q_OBJECT

    // Shows each rebalance with a stop and checks its marks: one per member stop that lasted, on
    // that member's lane, drawn as a gap (hatched with a whisker when estimated). Counts them.
    void checkMarks(const Timeline &t, bool exact, int *checked)
    {
        *checked = 0;
        TimelineChart chart;
        chart.resize(1200, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setTimeline(t);
        for (int ri = 0; ri < t.rebalances.size(); ++ri) {
            const Rebalance &r = t.rebalances[ri];
            QList<StopMark> marks;
            for (const StopMark &m : chart.stopMarks())
                if (m.rebalance == ri)
                    marks << m;
            int lasting = 0;
            for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it)
                lasting += it->ms > 0 && it->fromMs >= 0;
            QCOMPARE(marks.size(), lasting);
            if (marks.isEmpty())
                continue;
            chart.selectRebalance(ri);
            QCoreApplication::processEvents();
            QVERIFY(chart.stopMarkCount() >= marks.size());
            // To look at it: KAFSCOPE_STOPS_PNG=DIR saves each framed rebalance.
            if (const QString dir = qEnvironmentVariable("KAFSCOPE_STOPS_PNG"); !dir.isEmpty())
                QVERIFY(chart.savePng(
                    QStringLiteral("%1/%2-%3.png")
                        .arg(dir, exact ? QStringLiteral("exact") : QStringLiteral("estimated"))
                        .arg(ri + 1)));
            for (const StopMark &m : marks) {
                const StopEstimate &e = r.memberStops.value(m.laneKey);
                QCOMPARE(t.lanes[m.lane].key, m.laneKey);
                QCOMPARE(m.stop.ms, e.ms);
                QCOMPARE(m.stop.exact, exact);
                const double x0 = sec(m.fromMs()), x1 = sec(m.toMs());
                const QList<QCPItemRect *> rects = rectsAt(chart.plot(), x0, x1, m.lane);
                const bool hatched = std::any_of(rects.begin(), rects.end(), [](QCPItemRect *r) {
                    return r->brush().style() == Qt::BDiagPattern;
                });
                qInfo("rebalance %d lane %s: %s stop %lld ms +- %lld ms drawn as %d rects%s",
                      ri + 1, qPrintable(m.laneKey), exact ? "exact" : "estimated", e.ms,
                      e.uncertaintyMs, int(rects.size()), hatched ? ", hatched" : "");
                QVERIFY2(!rects.isEmpty(), "no gap drawn where the stop is");
                QCOMPARE(hatched, !exact);
                if (!exact && e.uncertaintyMs > 0)
                    QVERIFY2(whiskerAt(chart.plot(), sec(m.earliestEndMs()), sec(m.latestEndMs()),
                                       m.lane),
                             "no whisker for the uncertainty");
                const QString hover = chart.hoverText((m.fromMs() + m.toMs()) / 2, m.lane);
                QVERIFY2(hover.contains(exact ? QStringLiteral("exact")
                                              : QStringLiteral("estimated, ± ")),
                         qPrintable(hover));
                ++*checked;
            }
        }
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A live rebalance is complete at Stable, before the commits that bound its stops: the list
    // shows it at once ("unknown") and updates the same row once the live timeline, rebuilt with
    // the commits after it, can estimate them (what `rebalance watch` prints as rebalance_update).
    void theListUpdatesARebalanceWhenItsStopsCanBeEstimated()
    {
        const auto record = [](qint64 t, int generation, QList<RecordMember> members) {
            GenerationRecord r;
            r.timeMs = t;
            r.generation = generation;
            r.protocolType = QStringLiteral("consumer");
            r.assignor = QStringLiteral("range");
            r.leader = members.first().memberId;
            r.members = members;
            return r;
        };
        const auto member = [](const QString &id, std::initializer_list<int> ps) {
            RecordMember m;
            m.memberId = id;
            for (int p : ps)
                m.assignment.insert(PartitionId{QStringLiteral("t"), p});
            return m;
        };
        const auto commit = [](qint64 t, int p, qint64 offset) {
            return CommitObservation{t, PartitionId{QStringLiteral("t"), p}, offset};
        };
        QList<TimelineEvent> events = {StateObservation{900, GroupState::PreparingRebalance},
                                       record(1000, 1, {member(QStringLiteral("A"), {0, 1})}),
                                       StateObservation{1100, GroupState::Stable, 900}};
        for (qint64 t : {2000, 2500, 3000})
            events << commit(t, 0, t / 100) << commit(t, 1, t / 100);
        events << StateObservation{3200, GroupState::PreparingRebalance, 3100}
               << record(3400, 2,
                         {member(QStringLiteral("A"), {0}), member(QStringLiteral("B"), {1})})
               << StateObservation{3500, GroupState::Stable, 3400};
        RebalanceListModel model;
        QAbstractItemModelTester tester(&model);
        model.setRebalances(buildTimeline(events).rebalances);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex stop = model.index(1, RebalanceListModel::LongestStop);
        QCOMPARE(stop.data().toString(), QStringLiteral("unknown"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        events << commit(4000, 0, 40) << commit(4100, 1, 40);
        model.setRebalances(buildTimeline(events).rebalances);
        QCOMPARE(model.rowCount(), 2); // the same row, updated
        QVERIFY(std::any_of(changed.begin(), changed.end(), [&](const QList<QVariant> &args) {
            return args[0].toModelIndex().row() <= 1 && args[1].toModelIndex().row() >= 1;
        }));
        QVERIFY2(stop.data().toString().startsWith(QLatin1Char('~')),
                 qPrintable(stop.data().toString()));
        QVERIFY(stop.data(Qt::ToolTipRole).toString().contains(QStringLiteral("A: about")));
    }

    // Eager range: m1 (and m2) stop when m3 joins; both views draw them on the right lanes.
    void eagerStopsAreGapsInTheirLanes()
    {
        const LabRunResult run =
            runLab(QStringLiteral("range"), QStringLiteral("add 2; wait 4s; add 1; wait 4s"));
        int exact = 0, estimated = 0;
        checkMarks(run.timeline, true, &exact);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(exact >= 2, qPrintable(QString::number(exact))); // m1 and m2 stop as m3 joins
        const Timeline watched = watchedFromOutside(run);
        checkMarks(watched, false, &estimated);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(estimated >= 2, qPrintable(QString::number(estimated)));
        // The list shows the longest member stop beside the duration: exact in the lab's view,
        // "~N ± U ms" from outside, with every member's stop in the tooltip.
        for (const Timeline *t : {&run.timeline, &watched}) {
            RebalanceListModel model;
            QAbstractItemModelTester tester(&model);
            model.setRebalances(t->rebalances);
            int shown = 0;
            for (int row = 0; row < model.rowCount(); ++row) {
                const Rebalance &r = t->rebalances[row];
                if (r.longestMemberStopMs() <= 0)
                    continue;
                const QModelIndex i = model.index(row, RebalanceListModel::LongestStop);
                const QString text = i.data().toString(), tip = i.data(Qt::ToolTipRole).toString();
                QVERIFY2(t == &watched ? text.startsWith(QLatin1Char('~')) &&
                                             text.contains(QStringLiteral("±"))
                                       : !text.contains(QStringLiteral("±")),
                         qPrintable(text));
                QVERIFY2(tip.contains(t == &watched ? QStringLiteral("estimated")
                                                    : QStringLiteral("own callbacks")),
                         qPrintable(tip));
                ++shown;
            }
            QVERIFY(shown >= 1);
        }
        // The legend says what the two kinds of gap mean.
        TimelineChart chart;
        chart.setTimeline(watched);
        QVERIFY(chart.legendText().contains(QStringLiteral("member stopped (estimated")));
        QVERIFY(chart.legendText().contains(QStringLiteral("member stopped (exact")));
    }

    // Cooperative-sticky: m1 and m2 keep partitions when m3 joins, so their lanes have no gap then,
    // in the lab's view and from outside.
    void cooperativeMembersThatKeepPartitionsHaveNoGap()
    {
        const LabRunResult run = runLab(QStringLiteral("cooperative-sticky"),
                                        QStringLiteral("add 2; wait 4s; add 1; wait 4s"));
        const Rebalance *joined = test::causedBy(run.timeline, QStringLiteral("add m3"));
        QVERIFY(joined && joined->complete() && joined->incremental && !joined->moved.empty() &&
                !joined->kept.empty());
        int kept = 0;
        const QList<Timeline> views{run.timeline, watchedFromOutside(run)}; // exact, then estimated
        for (int v = 0; v < views.size(); ++v) {
            const Timeline &t = views[v];
            TimelineChart chart;
            chart.setTimeline(t);
            for (const StopMark &m : chart.stopMarks()) {
                const Rebalance &r = t.rebalances[m.rebalance];
                const bool keptOne =
                    std::any_of(r.kept.begin(), r.kept.end(), [&](const PartitionId &p) {
                        return t.ownerAt(p, r.endMs) == &t.lanes[m.lane];
                    });
                QVERIFY2(
                    !(r.incremental && keptOne),
                    qPrintable(m.laneKey + QStringLiteral(" has a gap though it kept partitions")));
            }
            for (const Rebalance &r : t.rebalances)
                if (r.incremental && r.complete())
                    kept += int(r.kept.size());
            int drawn = 0;
            checkMarks(t, v == 0, &drawn);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(kept >= 2);
    }
};

KAFSCOPE_TEST_MAIN(TestTimelineStops)
#include "test_timeline_stops.moc"
