#pragma once

#include "harness/harness_tracker.h"

#include <QWidget>

class QCustomPlot;
class QTimer;

namespace kafscope::ui {

// Live charts of a harness run, one line per level: consumed rate, backlog, and end-to-end latency
// p50/p95/p99 per metrics interval. Snapshots are appended with addData and replotted on a timer,
// never while hidden.
class HarnessCharts : public QWidget {
    Q_OBJECT
public:
    explicit HarnessCharts(QWidget *parent = nullptr);

    void reset(const QStringList &levelNames);
    void add(const harness::HarnessSnapshot &snapshot);
    void replotNow(); // at the end of a run, so the last points are drawn at once

    QCustomPlot *rateChart() const { return m_rate; }
    QCustomPlot *backlogChart() const { return m_backlog; }
    QCustomPlot *latencyChart() const { return m_latency; }
    // Points in the chart's graphs, all together.
    static int pointCount(const QCustomPlot *chart);

private:
    QCustomPlot *makeChart(const QString &name, const QString &yLabel);

    QCustomPlot *m_rate = nullptr;
    QCustomPlot *m_backlog = nullptr;
    QCustomPlot *m_latency = nullptr;
    QTimer *m_replot = nullptr;
    bool m_dirty = false;
    double m_drainStart = -1;
    double m_loadRateMax = 0;
};

} // namespace kafscope::ui
