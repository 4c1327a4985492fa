#pragma once

#include "rebalance/timeline.h"

#include <QColor>
#include <QCoreApplication>
#include <QStringList>

class QCustomPlot;

namespace kafscope::ui {

// KIP-848 reconciliation on the timeline: each member epoch a lane's records gave, as a small
// "eN" label where it began, and, on hover, the epoch at that moment and what the member got and
// gave up when its assignment last changed.
class TimelineEpochs {
    Q_DECLARE_TR_FUNCTIONS(TimelineEpochs)
public:
    // Labels the epoch changes within [lower, upper] (seconds) above each lane (lane i centred on
    // y = i, laneHeight tall), leaving out those with no room. Returns how many it drew.
    static int draw(QCustomPlot *plot, const rebalance::Timeline &t, double lower, double upper,
                    double px, double laneHeight, const QColor &colour);

    // Hover for `lane` at `timeMs`: its member epoch then (empty: none) ...
    static QString epochLine(const rebalance::Lane &lane, qint64 timeMs);
    // ... and the change that led to what it owned then ("got t-1; gave up t-2 at 12:00:01.250").
    static QString changeLine(const rebalance::Lane &lane, qint64 timeMs);
};

} // namespace kafscope::ui
