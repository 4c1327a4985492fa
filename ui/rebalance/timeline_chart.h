#pragma once

#include "rebalance/timeline.h"
#include "rebalance/timeline_stop_marks.h"

#include <QHash>
#include <QWidget>

class QCustomPlot;
class QCPGraph;
class QCPItemRect;
class QLabel;
class QScrollArea;
class QTimer;

namespace kafscope::ui {

// The group's timeline on a QCustomPlot: time on x, one lane per member with a stripe per owned
// topic-partition in each interval (one colour per topic-partition, details on hover), a vertical
// marker per generation labelled with its assignor, offset commits as ticks on the owner's lane
// (who was still making progress), state bands behind, and the selected
// rebalance's interval highlighted, each member's stop as a gap in its lane (exact ones outlined,
// estimated ones hatched with a whisker for their uncertainty), and a legend below saying what each
// colour and mark means.
// Horizontal zoom (wheel) and pan (drag); follow-live keeps the newest minutes in view until the
// user zooms or pans.
class TimelineChart : public QWidget {
    Q_OBJECT
public:
    explicit TimelineChart(QWidget *parent = nullptr);

    void setTimeline(const rebalance::Timeline &timeline);
    const rebalance::Timeline &timeline() const { return m_timeline; }
    // Highlights rebalance `index` (position in timeline().rebalances; -1: none) and shows its
    // interval.
    void selectRebalance(int index);
    int selectedRebalance() const { return m_selected; }

    void setFollowLive(bool on);
    bool followLive() const { return m_follow; }

    // The chart with its legend (the plot alone while the chart is not shown).
    bool savePng(const QString &path);
    // The legend as plain text, one entry a line ("Stable", "t-0", …).
    QString legendText() const;
    // What hovering at (time, lane) shows: member, partitions owned then, generation and state.
    QString hoverText(qint64 timeMs, int lane) const;

    QStringList laneLabels() const;
    // The chart draws only the shown range and a range's width either side, merging what is under
    // a pixel; these count what that window holds.
    int stripeCount() const { return m_stripes; }
    int generationMarkerCount() const { return m_markers; }
    // Every member stop the timeline has a place for, and how many of them the window drew.
    const QList<StopMark> &stopMarks() const { return m_stopMarks; }
    int stopMarkCount() const { return m_stopsDrawn; }
    // KIP-848 member epoch labels ("eN") the window drew.
    int epochLabelCount() const { return m_epochLabels; }
    // Crashed members' silences the window drew.
    int silenceCount() const { return m_silencesDrawn; }
    // The generation labels drawn ("g3 range"), their row and horizontal extent in pixels.
    struct GenerationLabel {
        QString text;
        int row = 0;
        double left = 0, right = 0;
    };
    const QList<GenerationLabel> &generationLabels() const { return m_generationLabels; }
    QWidget *legendArea() const;
    QCustomPlot *plot() const { return m_plot; }

Q_SIGNALS:
    void followLiveChanged(bool on);

protected:
    void showEvent(QShowEvent *e) override;
    void resizeEvent(QResizeEvent *e) override;

private:
    void rebuild();
    void fitLegend();
    void placeHighlight();
    void applyRange();
    void userMovedView();
    void onMouseMove(QMouseEvent *e);
    qint64 endOf(qint64 endMs) const; // open ends reach now
    QColor colourFor(const rebalance::PartitionId &p) const;
    void updateLegend(bool detailed);
    qsizetype laneIndex(const QString &key) const;

    QCustomPlot *m_plot = nullptr;
    QLabel *m_legend = nullptr;
    QScrollArea *m_legendArea = nullptr;
    QList<GenerationLabel> m_generationLabels;
    int m_silencesDrawn = 0;
    QStringList m_legendEntries;
    QTimer *m_replot = nullptr;
    rebalance::Timeline m_timeline;
    QList<rebalance::PartitionId> m_palette; // every partition seen, in order
    QHash<rebalance::PartitionId, int> m_paletteIndex;
    double m_builtLower = 0, m_builtUpper = -1; // the x range the items cover
    double m_builtSpan = 0;
    bool m_needRebuild = false;
    QCPItemRect *m_highlight = nullptr;
    QCPGraph *m_commits = nullptr;
    int m_selected = -1;
    bool m_follow = true;
    bool m_dirty = false;
    double m_windowSec = 120;
    qint64 m_lastActivityMs = 0;
    qint64 m_builtMs = 0;
    int m_stripes = 0;
    int m_markers = 0;
    QList<StopMark> m_stopMarks;
    int m_stopsDrawn = 0;
    int m_epochLabels = 0;
};

} // namespace kafscope::ui
