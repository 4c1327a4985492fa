#pragma once

#include "rebalance/timeline.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>

#include <algorithm>

class QCustomPlot;

namespace kafscope::ui {

// A member's stop in one rebalance as the timeline draws it: a gap in the member's lane. Exact
// stops (the member's own callbacks) are outlined; estimated ones hatched, with a whisker for how
// far the estimate's end may lie either way (± uncertainty). Members that kept running (cooperative
// and KIP-848 members that kept partitions) have no gap: only their moved partitions stopped.
struct StopMark {
    int lane = -1;      // index in Timeline::lanes
    int rebalance = -1; // index in Timeline::rebalances
    QString laneKey;
    rebalance::StopEstimate stop;
    qint64 fromMs() const { return stop.fromMs; }
    // Exact: when it resumed; estimated: the best estimate's end.
    qint64 toMs() const
    {
        return stop.exact && stop.toMs >= stop.fromMs ? stop.toMs : stop.fromMs + stop.ms;
    }
    // Where the end may lie: toMs() ± uncertainty, never before the start.
    qint64 earliestEndMs() const { return std::max(stop.fromMs, toMs() - stop.uncertaintyMs); }
    qint64 latestEndMs() const { return toMs() + stop.uncertaintyMs; }
};

class TimelineStopMarks {
    Q_DECLARE_TR_FUNCTIONS(TimelineStopMarks)
public:
    // Every member stop of the timeline's rebalances that lasted (ms > 0) and has a start.
    static QList<StopMark> collect(const rebalance::Timeline &t);

    // Draws the marks overlapping [lower, upper] (seconds) on the plot's lanes (lane i centred on
    // y = i, laneHeight tall); `background` fills the gap, `colour` outlines, hatches and whiskers.
    // Returns how many it drew.
    static int draw(QCustomPlot *plot, const QList<StopMark> &marks, double lower, double upper,
                    double px, double laneHeight, const QColor &background, const QColor &colour);

    // What hovering over lane `lane` at `timeMs` says about a stop there (empty: none).
    static QString hoverText(const QList<StopMark> &marks, int lane, qint64 timeMs);

    // The legend's two entries, as plain text and as rich text with their symbols.
    static QStringList legendEntries();
    static QStringList legendHtml(const QColor &colour);
};

} // namespace kafscope::ui
