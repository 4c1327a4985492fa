#pragma once

#include "harness/harness_tracker.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QCustomPlot;
class QTimer;

namespace kafscope::ui {

// Charts of harness runs, one line per level: consumed rate, backlog, and end-to-end latency
// p50/p95/p99 per metrics interval. Every run's snapshots are kept, so any run of the session can
// be drawn again (a picker above the charts); the running one is drawn live, appended with addData
// and replotted on a timer, never while hidden. Legends sit below the plots, never over the data.
class HarnessCharts : public QWidget {
    Q_OBJECT
public:
    explicit HarnessCharts(QWidget *parent = nullptr);

    // Starts a new run named `label` (its strategy) and shows it.
    void beginRun(const QString &label, const QStringList &levelNames);
    void add(const harness::HarnessSnapshot &snapshot);
    void replotNow(); // at the end of a run, so the last points are drawn at once

    // The runs kept, in the order they ran, and the one drawn.
    int runCount() const { return int(m_runs.size()); }
    int shownRun() const { return m_shown; }
    void showRun(int index);
    QComboBox *runPicker() const { return m_picker; }

    QCustomPlot *rateChart() const { return m_rate; }
    QCustomPlot *backlogChart() const { return m_backlog; }
    QCustomPlot *latencyChart() const { return m_latency; }
    // Points in the chart's graphs, all together.
    static int pointCount(const QCustomPlot *chart);

private:
    struct Run {
        QString label;
        QStringList levels;
        QList<harness::HarnessSnapshot> snapshots;
    };
    QCustomPlot *makeChart(const QString &name, const QString &yLabel);
    void resetCharts(const QStringList &levelNames);
    void draw(const harness::HarnessSnapshot &snapshot);
    void updateLatencyTicks();

    QComboBox *m_picker = nullptr;
    QCustomPlot *m_rate = nullptr;
    QCustomPlot *m_backlog = nullptr;
    QCustomPlot *m_latency = nullptr;
    QTimer *m_replot = nullptr;
    QList<Run> m_runs;
    int m_shown = -1;
    bool m_dirty = false;
    double m_drainStart = -1;
    double m_loadRateMax = 0;
};

} // namespace kafscope::ui
