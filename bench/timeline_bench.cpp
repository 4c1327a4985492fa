// Rebalance timeline at scale (bench/timeline_bench.sh drives it; not part of ctest): a long-lived
// group's history of EVENTS observations, the size LiveTimeline rebuilds from every 400 ms while
// it changes, is built into a Timeline (core, on the watch's thread) and shown by the Rebalances
// view's chart and rebalance list (GUI thread, offscreen). The history is generated
// (tests/support/timeline_history.h) in the shape a real one has: static members restarting one at
// a time, a rebalance each, and offset commits between them.
// usage: timeline_bench [EVENTS] [ROUNDS]   prints one JSON object.
#include "rebalance/rebalance_list_model.h"
#include "rebalance/timeline_chart.h"
#include "timeline_history.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>

using namespace kafscope::rebalance;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int target = argc > 1 ? std::atoi(argv[1]) : 200000;
    const int rounds = argc > 2 ? std::atoi(argv[2]) : 3;
    kafscope::test::TimelineHistoryShape shape;
    shape.events = target;
    const int generations = kafscope::test::timelineHistoryGenerations(shape);
    const QList<TimelineEvent> events = kafscope::test::timelineHistory(shape);

    kafscope::ui::TimelineChart chart;
    kafscope::ui::RebalanceListModel model;
    chart.resize(1200, 500);
    chart.show();
    QList<double> build, show, replot, list, allSet, all;
    int liveItems = 0, allItems = 0;
    Timeline t;
    // Runs fn and adds its wall time (ms) to `into`.
    auto timed = [](QList<double> &into, auto fn) {
        QElapsedTimer timer;
        timer.start();
        fn();
        into << timer.nsecsElapsed() / 1e6;
    };
    auto replotNow = [&chart] { chart.plot()->replot(QCustomPlot::rpImmediateRefresh); };
    for (int r = 0; r < rounds; ++r) {
        timed(build, [&] {
            t = buildTimeline(events);
        }); // a copy, as LiveTimeline passes its store's events
        timed(show, [&] { chart.setTimeline(t); });
        timed(replot, replotNow);
        liveItems = chart.plot()->itemCount();
        timed(list, [&] { model.setRebalances(t.rebalances); });
        // The whole history in view (zoomed out), the worst case for drawing: items and a replot.
        chart.setFollowLive(false);
        chart.plot()->xAxis->setRange(double(t.firstMs) / 1000, double(t.lastMs) / 1000);
        timed(allSet, [&] { chart.setTimeline(t); });
        timed(all, replotNow);
        allItems = chart.plot()->itemCount();
        chart.setFollowLive(true);
        chart.setTimeline(t);
        app.processEvents();
    }
    QJsonObject o{{"events", int(events.size())},
                  {"generations", generations},
                  {"members", shape.members},
                  {"partitions", shape.partitions},
                  {"lanes", int(t.lanes.size())},
                  {"rebalances", int(t.rebalances.size())},
                  {"commits", int(t.commits.size())},
                  {"stripes_live", chart.stripeCount()},
                  {"markers_live", chart.generationMarkerCount()},
                  {"items_live", liveItems},
                  {"items_all", allItems},
                  {"rounds", rounds},
                  {"build_ms", median(build)},
                  {"set_timeline_ms", median(show)},
                  {"replot_live_ms", median(replot)},
                  {"zoomed_out_set_timeline_ms", median(allSet)},
                  {"zoomed_out_replot_ms", median(all)},
                  {"list_ms", median(list)}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    return 0;
}
