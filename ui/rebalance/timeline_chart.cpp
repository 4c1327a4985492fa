#include "rebalance/timeline_chart.h"
#include "rebalance/timeline_chart_style.h"

#include "common/palette.h"
#include "common/time_display.h"
#include "rebalance/lab_report.h"
#include "rebalance/timeline_epochs.h"

#include <qcustomplot.h>

#include <QDateTime>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTimer>
#include <QSet>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace kafscope::ui {

using namespace kafscope::rebalance;

using namespace timeline_style;

TimelineChart::TimelineChart(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("rebalanceTimelinePlot"));
    m_plot->setNotAntialiasedElements(QCP::aeAll);
    m_plot->setMinimumSize(300, 140);
    layout->addWidget(m_plot, 1);
    // The legend below the plot, in its own scroll area: at a small window it scrolls rather than
    // print over the time axis.
    m_legendArea = new QScrollArea(this);
    m_legendArea->setObjectName(QStringLiteral("rebalanceLegendArea"));
    m_legendArea->setFrameShape(QFrame::NoFrame);
    m_legendArea->setWidgetResizable(true);
    m_legendArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_legendArea->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_legend = new QLabel(m_legendArea);
    m_legend->setObjectName(QStringLiteral("rebalanceLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setContentsMargins(6, 2, 6, 2);
    m_legend->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_legendArea->setWidget(m_legend);
    layout->addWidget(m_legendArea);
    m_plot->addLayer(QStringLiteral("bands"), m_plot->layer(QStringLiteral("grid")),
                     QCustomPlot::limBelow);
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("HH:mm:ss"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setLabel(tr("time"));
    m_plot->yAxis->setRangeReversed(true);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    Palette::styleChart(m_plot);
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *) { userMovedView(); });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this](QWheelEvent *) { userMovedView(); });
    connect(m_plot, &QCustomPlot::mouseMove, this, &TimelineChart::onMouseMove);
    m_commits = m_plot->addGraph();
    m_commits->setName(tr("offset commits"));
    m_commits->setLineStyle(QCPGraph::lsNone);
    m_commits->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssPlus, commitColour(), 4));
    m_commits->setAdaptiveSampling(true);
    // Zoomed or panned past what was drawn (or zoomed in or out twice over): draw again.
    connect(m_plot->xAxis, qOverload<const QCPRange &>(&QCPAxis::rangeChanged), this,
            [this](const QCPRange &r) {
                if (r.lower < m_builtLower || r.upper > m_builtUpper ||
                    r.size() > 2 * m_builtSpan || r.size() < m_builtSpan / 2)
                    m_needRebuild = true;
            });
    m_replot = new QTimer(this);
    m_replot->setInterval(200);
    connect(m_replot, &QTimer::timeout, this, [this] {
        // Open intervals and bands reach "now": let them grow while following a live group.
        if (m_follow && isVisible() && !m_timeline.lanes.isEmpty() &&
            QDateTime::currentMSecsSinceEpoch() - m_builtMs >= 1000)
            rebuild();
        if (m_follow)
            applyRange();
        if (m_needRebuild && isVisible())
            rebuild();
        if (m_dirty && isVisible()) {
            m_dirty = false;
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        }
    });
    m_replot->start();
    updateLegend(true);
}

void TimelineChart::fitLegend()
{
    // As tall as its text needs at this width, up to three lines; the rest scrolls.
    const int width = std::max(100, m_legendArea->viewport()->width());
    const int needed = m_legend->heightForWidth(width);
    const int line = m_legend->fontMetrics().lineSpacing();
    const int h = std::min(needed > 0 ? needed : line * 2, line * 3 + 6);
    if (m_legendArea->height() != h)
        m_legendArea->setFixedHeight(h);
}

void TimelineChart::resizeEvent(QResizeEvent *e)
{
    QWidget::resizeEvent(e);
    fitLegend();
    m_needRebuild = true; // the generation labels are placed in pixels
}

void TimelineChart::showEvent(QShowEvent *e)
{
    QWidget::showEvent(e);
    fitLegend();
    if (m_needRebuild)
        rebuild();
    m_dirty = true;
}

qint64 TimelineChart::endOf(qint64 endMs) const
{
    if (endMs >= 0)
        return endMs;
    return std::max(m_timeline.lastMs, QDateTime::currentMSecsSinceEpoch()); // still so now
}

QColor TimelineChart::colourFor(const PartitionId &p) const
{
    return Palette::series(int(m_paletteIndex.value(p, 0)));
}

void TimelineChart::setTimeline(const Timeline &timeline)
{
    m_timeline = timeline;
    Partitions all;
    for (const Lane &l : m_timeline.lanes)
        for (const LaneInterval &i : l.intervals)
            all.insert(i.partitions.begin(), i.partitions.end());
    m_palette = QList<PartitionId>(all.begin(), all.end());
    m_paletteIndex.clear();
    for (qsizetype i = 0; i < m_palette.size(); ++i)
        m_paletteIndex.insert(m_palette[i], int(i));
    // The group's last change (a polled state only says it is still so; commits are routine).
    m_lastActivityMs = 0;
    for (const Lane &l : m_timeline.lanes)
        for (const LaneInterval &i : l.intervals)
            m_lastActivityMs = std::max({m_lastActivityMs, i.startMs, i.endMs});
    for (const GenerationMarker &g : m_timeline.generations)
        m_lastActivityMs = std::max(m_lastActivityMs, g.timeMs);
    if (m_selected >= m_timeline.rebalances.size())
        m_selected = -1;
    m_stopMarks = TimelineStopMarks::collect(m_timeline);
    if (isVisible())
        rebuild();
    else
        m_needRebuild = true; // drawn when shown
}

void TimelineChart::rebuild()
{
    m_builtMs = QDateTime::currentMSecsSinceEpoch();
    if (m_follow)
        applyRange();
    m_plot->clearItems();
    m_highlight = nullptr;
    const int lanes = int(m_timeline.lanes.size());
    const double top = -0.5, bottom = std::max(lanes, 1) - 0.5;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < lanes; ++i)
        ticker->addTick(i, m_timeline.lanes[i].label);
    m_plot->yAxis->setTicker(ticker);
    // Above the first lane, two rows of generation labels, sized in pixels whatever the lanes.
    const QFontMetrics labelMetrics(m_plot->font());
    const double rowPx = labelMetrics.height() + 2;
    const double plotPx = std::max(60, m_plot->axisRect()->height());
    const double headerPx = std::min(2 * rowPx + 4, plotPx / 3);
    const double header = headerPx * (bottom - top) / (plotPx - headerPx);
    const double unitPx = (plotPx - headerPx) / (bottom - top);
    const double ceiling = top - header;
    m_plot->yAxis->setRange(ceiling, bottom);

    // Only what lies in the shown range and a range's width on either side is drawn (a zoom or pan
    // beyond that draws again), and nothing finer than a pixel: a long history stays a few
    // thousand items however many events it has. Hover still reads the whole timeline.
    const QCPRange shown = m_plot->xAxis->range();
    m_builtLower = shown.lower - shown.size();
    m_builtUpper = shown.upper + shown.size();
    m_builtSpan = shown.size();
    m_needRebuild = false; // after applyRange(), whose range change would otherwise ask for another
    const double px = shown.size() / std::max(1, m_plot->axisRect()->width()); // seconds per pixel
    auto inWindow = [this](double x0, double x1) {
        return x1 >= m_builtLower && x0 <= m_builtUpper;
    };

    // State bands under two pixels are left out: translucent fills cost the most to draw, and
    // zoomed out so far that states alternate within a pixel the generation markers tell it.
    // Rebalancing states last milliseconds: they get three pixels, so they are seen at any zoom.
    // (while there are few of them in the window: zoomed out over hours they would be thousands).
    const auto rebalancingInWindow =
        std::count_if(m_timeline.states.begin(), m_timeline.states.end(), [&](const StateBand &s) {
            return rebalancing(s.state) && inWindow(sec(s.startMs), sec(endOf(s.endMs)));
        });
    const bool widen = rebalancingInWindow <= 200;
    for (const StateBand &s : m_timeline.states) {
        const double x0 = sec(s.startMs);
        double x1 = sec(endOf(s.endMs));
        if (widen && rebalancing(s.state))
            x1 = std::max(x1, x0 + 3 * px);
        if (!inWindow(x0, x1) || x1 - x0 < 2 * px)
            continue;
        auto *band = new QCPItemRect(m_plot);
        band->setLayer(QStringLiteral("bands"));
        band->topLeft->setCoords(x0, ceiling);
        band->bottomRight->setCoords(x1, bottom);
        band->setPen(Qt::NoPen);
        band->setBrush(stateColour(s.state));
    }

    // A stripe per partition while they fit; intervals under two pixels wide, or too many stripes,
    // become grey runs (adjacent ones merged).
    qsizetype inView = 0;
    for (const Lane &l : m_timeline.lanes)
        for (const LaneInterval &i : l.intervals)
            if (inWindow(sec(i.startMs), sec(endOf(i.endMs))))
                inView += qsizetype(i.partitions.size());
    const bool detailed = inView <= kMaxStripes;
    m_stripes = 0;
    m_silencesDrawn = 0;
    auto rect = [this](double x0, double x1, double y0, double y1, const QColor &c) {
        auto *r = new QCPItemRect(m_plot);
        r->topLeft->setCoords(x0, y0);
        r->bottomRight->setCoords(x1, y1);
        r->setPen(QPen(c.darker(130)));
        r->setBrush(c);
        ++m_stripes;
    };
    for (int li = 0; li < lanes; ++li) {
        const Lane &lane = m_timeline.lanes[li];
        const double laneTop = li - kLaneHeight / 2, laneBottom = li + kLaneHeight / 2;
        double runStart = 0, runEnd = -1; // a grey run being merged
        auto flush = [&] {
            if (runEnd >= runStart)
                rect(runStart, runEnd, laneTop, laneBottom, undetailedColour());
            runEnd = -1;
        };
        for (const LaneInterval &iv : lane.intervals) {
            const double x0 = sec(iv.startMs), x1 = sec(endOf(iv.endMs));
            if (iv.partitions.empty() || !inWindow(x0, x1))
                continue;
            if (detailed && x1 - x0 >= 2 * px) {
                flush();
                const int n = int(iv.partitions.size());
                const double h = kLaneHeight / n;
                int k = 0;
                for (const PartitionId &p : iv.partitions) {
                    const double y0 = laneTop + k++ * h;
                    rect(x0, x1, y0, y0 + h, colourFor(p));
                }
                continue;
            }
            if (runEnd >= runStart && x0 - runEnd <= px)
                runEnd = std::max(runEnd, x1);
            else {
                flush();
                runStart = x0;
                runEnd = x1;
            }
        }
        flush();
        // Silent (crashed, not yet timed out): cross-hatched over what it still held.
        // Like the stops, bounded: under two pixels wide they are left out (hover finds them),
        // and never more than kMaxSilences.
        for (const Silence &sl : lane.silences) {
            const double x0 = sec(sl.fromMs), x1 = std::max(sec(endOf(sl.toMs)), x0 + px);
            if (!inWindow(x0, x1) || x1 - x0 < 2 * px || m_silencesDrawn >= kMaxSilences)
                continue;
            auto *hatch = new QCPItemRect(m_plot);
            hatch->topLeft->setCoords(x0, laneTop);
            hatch->bottomRight->setCoords(x1, laneBottom);
            hatch->setPen(QPen(silenceColour(), 1, Qt::DotLine));
            hatch->setBrush(QBrush(silenceColour(), Qt::DiagCrossPattern));
            ++m_silencesDrawn;
            const QString word = QStringLiteral(" ") + tr("silent");
            if ((x1 - x0) / px < labelMetrics.horizontalAdvance(word) + 8)
                continue; // too narrow for its word: the hover and the legend say it
            auto *label = new QCPItemText(m_plot);
            label->position->setCoords(x0, li);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setText(word);
            label->setColor(Palette::textOn(plotBackground()));
            label->setBrush(plotBackground());
            label->setClipToAxisRect(true);
        }
        for (const auto &[from, to] : lane.stalls) {
            const double x0 = sec(from), x1 = std::max(sec(endOf(to)), sec(from) + px);
            if (!inWindow(x0, x1))
                continue;
            auto *s = new QCPItemRect(m_plot);
            s->topLeft->setCoords(x0, laneBottom);
            s->bottomRight->setCoords(x1, laneBottom + 0.08);
            s->setPen(Qt::NoPen);
            s->setBrush(stallColour());
        }
    }

    m_epochLabels = TimelineEpochs::draw(m_plot, m_timeline, m_builtLower, m_builtUpper, px,
                                         kLaneHeight, markerColour());
    m_stopsDrawn = TimelineStopMarks::draw(m_plot, m_stopMarks, m_builtLower, m_builtUpper, px,
                                           kLaneHeight, plotBackground(), stopColour());

    // Offset commits: who was still making progress (a tick on the owner's lane; one a pixel).
    QVector<double> cx, cy;
    QSet<qint64> ticked; // lane * 2^32 + pixel column
    QHash<QString, int> laneOf;
    for (int li = 0; li < lanes; ++li)
        laneOf.insert(m_timeline.lanes[li].key, li);
    for (const CommitPoint &c : m_timeline.commits) {
        const double x = sec(c.timeMs);
        if (!inWindow(x, x))
            continue;
        const int li = laneOf.value(c.laneKey, -1);
        const qint64 tick = (qint64(li) << 32) + qint64((x - m_builtLower) / px);
        if (li < 0 || ticked.contains(tick))
            continue;
        ticked.insert(tick);
        cx << x;
        cy << li + kLaneHeight / 2 + 0.04;
    }
    m_commits->setData(cx, cy, true); // the builder keeps them in time order

    // A dashed line per generation (one for those within 3 pixels of each other), labelled where
    // there is room: two rows so close ones stay readable, the assignor when it changes.
    // Each label is measured: it goes in the first of the two rows where it does not touch the
    // one before; with no room in either, the hover names it.
    m_markers = 0;
    m_generationLabels.clear();
    QString lastAssignor;
    double lastLine = -1e300, rowEnd[2] = {-1e300, -1e300}; // pixels
    for (const GenerationMarker &g : m_timeline.generations) {
        const double x = sec(g.timeMs);
        const bool changed = g.assignor != lastAssignor;
        lastAssignor = g.assignor;
        if (!inWindow(x, x))
            continue;
        ++m_markers;
        if (x - lastLine >= 3 * px) {
            auto *line = new QCPItemStraightLine(m_plot);
            line->point1->setCoords(x, 0);
            line->point2->setCoords(x, 1);
            line->setPen(QPen(markerColour(), 1, Qt::DashLine));
            lastLine = x;
        }
        const QString text = changed ? QStringLiteral("g%1 %2").arg(g.generation).arg(g.assignor)
                                     : QStringLiteral("g%1").arg(g.generation);
        const double left = m_plot->xAxis->coordToPixel(x) + 2;
        const double width = labelMetrics.horizontalAdvance(text) + 4;
        int row = -1;
        for (int r = 0; r < 2 && row < 0; ++r)
            if (left >= rowEnd[r] + 4)
                row = r;
        if (row < 0)
            continue;
        auto *label = new QCPItemText(m_plot);
        label->position->setCoords(x, ceiling + (2 + rowPx * (row + 0.5)) / unitPx);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(2, 0, 2, 0));
        label->setText(text);
        label->setColor(markerColour());
        rowEnd[row] = left + width;
        m_generationLabels << GenerationLabel{text, row, left, left + width};
    }
    placeHighlight();
    updateLegend(detailed);
    m_dirty = true;
}

void TimelineChart::placeHighlight()
{
    if (m_highlight) {
        m_plot->removeItem(m_highlight);
        m_highlight = nullptr;
    }
    m_dirty = true;
    if (m_selected < 0)
        return;
    const Rebalance &r = m_timeline.rebalances[m_selected];
    m_highlight = new QCPItemRect(m_plot);
    m_highlight->setLayer(QStringLiteral("bands"));
    m_highlight->topLeft->setCoords(sec(r.startMs), m_plot->yAxis->range().lower);
    m_highlight->bottomRight->setCoords(sec(endOf(r.endMs)), m_plot->yAxis->range().upper);
    m_highlight->setPen(QPen(markerColour(), 2));
    m_highlight->setBrush(translucent(Palette::Role::Accent, 40));
}

void TimelineChart::selectRebalance(int index)
{
    m_selected = index >= 0 && index < m_timeline.rebalances.size() ? index : -1;
    placeHighlight();
    if (m_selected < 0)
        return;
    // Show the rebalance with some context on both sides.
    const Rebalance &r = m_timeline.rebalances[m_selected];
    const qint64 end = endOf(r.endMs);
    const double pad = std::max(2.0, sec(end - r.startMs) * 0.5);
    setFollowLive(false);
    m_plot->xAxis->setRange(sec(r.startMs) - pad, sec(end) + pad);
}

void TimelineChart::setFollowLive(bool on)
{
    if (m_follow == on)
        return;
    m_follow = on;
    if (on)
        applyRange();
    m_dirty = true;
    Q_EMIT followLiveChanged(on);
}

void TimelineChart::applyRange()
{
    const double now = sec(std::max(m_timeline.lastMs, QDateTime::currentMSecsSinceEpoch()));
    const double first = m_timeline.firstMs > 0 ? sec(m_timeline.firstMs) : now - m_windowSec;
    double lower = std::max(first - 1, now - m_windowSec);
    double upper = now + 2;
    const double last = sec(m_lastActivityMs);
    if (m_lastActivityMs > 0 && last < now - m_windowSec / 2) {
        // A quiet group: show its latest activity (its whole history up to a window) until it
        // moves.
        lower = std::max(first - 1, last - m_windowSec);
        upper = last + std::max(2.0, (last - lower) * 0.05);
    }
    if (m_plot->xAxis->range().lower != lower || m_plot->xAxis->range().upper != upper) {
        m_plot->xAxis->setRange(lower, upper);
        m_dirty = true;
    }
}

void TimelineChart::userMovedView()
{
    if (m_follow)
        m_windowSec = std::max(10.0, m_plot->xAxis->range().size());
    setFollowLive(false);
}

void TimelineChart::onMouseMove(QMouseEvent *e)
{
    const double x = m_plot->xAxis->pixelToCoord(e->position().x());
    const int lane = int(std::lround(m_plot->yAxis->pixelToCoord(e->position().y())));
    const QString text = hoverText(qint64(x * 1000), lane);
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(e->globalPosition().toPoint(), text, m_plot);
}

qsizetype TimelineChart::laneIndex(const QString &key) const
{
    if (key.isEmpty())
        return -1;
    for (qsizetype i = 0; i < m_timeline.lanes.size(); ++i)
        if (m_timeline.lanes[i].key == key)
            return i;
    return -1;
}

QWidget *TimelineChart::legendArea() const
{
    return m_legendArea;
}

QStringList TimelineChart::laneLabels() const
{
    QStringList out;
    for (const Lane &l : m_timeline.lanes)
        out << l.label;
    return out;
}

bool TimelineChart::savePng(const QString &path)
{
    if (m_needRebuild)
        rebuild();
    m_plot->replot();
    if (!isVisible())
        return m_plot->savePng(path);
    return grab().save(path, "PNG");
}

} // namespace kafscope::ui
