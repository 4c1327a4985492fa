#include "harness/harness_charts.h"

#include "common/palette.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace kafscope::ui {

namespace {

const Qt::PenStyle kPercentileStyles[] = {Qt::DotLine, Qt::DashLine,
                                          Qt::SolidLine}; // p50, p95, p99

QCPGraph *addLine(QCustomPlot *chart, const QString &name, const QColor &colour, Qt::PenStyle style)
{
    QCPGraph *g = chart->addGraph();
    g->setName(name);
    g->setPen(QPen(colour, 1.5, style));
    g->setAdaptiveSampling(true);
    return g;
}

} // namespace

HarnessCharts::HarnessCharts(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *pick = new QHBoxLayout;
    auto *pickLabel = new QLabel(tr("Charts of run:"), this);
    m_picker = new QComboBox(this);
    m_picker->setObjectName(QStringLiteral("chartRun"));
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_picker->setEnabled(false);
    pickLabel->setBuddy(m_picker);
    pick->addWidget(pickLabel);
    pick->addWidget(m_picker);
    pick->addStretch(1);
    outer->addLayout(pick);
    auto *layout = new QHBoxLayout;
    m_rate = makeChart(QStringLiteral("rateChart"), tr("consumed msg/s"));
    m_backlog = makeChart(QStringLiteral("backlogChart"), tr("backlog (messages)"));
    m_latency = makeChart(QStringLiteral("latencyChart"), tr("end-to-end latency (ms)"));
    m_latency->xAxis->setLabel(tr("seconds · p50 dotted, p95 dashed, p99 solid"));
    m_latency->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_latency->yAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    for (QCustomPlot *c : {m_rate, m_backlog, m_latency})
        layout->addWidget(c, 1);
    outer->addLayout(layout, 1);
    connect(m_picker, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index != m_shown)
            showRun(index);
    });
    m_replot = new QTimer(this);
    m_replot->setInterval(250);
    connect(m_replot, &QTimer::timeout, this, [this] {
        if (m_dirty && isVisible())
            replotNow();
    });
    m_replot->start();
}

QCustomPlot *HarnessCharts::makeChart(const QString &name, const QString &yLabel)
{
    auto *c = new QCustomPlot(this);
    c->setObjectName(name);
    c->setMinimumSize(220, 160);
    c->setNotAntialiasedElements(QCP::aeAll);
    c->xAxis->setLabel(tr("seconds since the load started"));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    c->xAxis->setLabelFont(small);
    c->yAxis->setLabelFont(small);
    c->xAxis->setTickLabelFont(small);
    c->yAxis->setTickLabelFont(small);
    c->yAxis->setLabel(yLabel);
    // Room above the plot for the "drain" mark, the same on every chart so their plots align.
    c->axisRect()->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom);
    c->axisRect()->setMargins(QMargins(0, QFontMetrics(small).height() + 4, 0, 0));
    c->legend->setVisible(true);
    c->legend->setFont(small);
    c->legend->setIconSize(14, 8);
    // Below the plot in a row of its own, one entry beside the other: never over the data.
    auto *legendRow = new QCPLayoutGrid;
    c->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(4, 0, 4, 4));
    legendRow->addElement(0, 0, c->legend);
    c->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    c->plotLayout()->setRowStretchFactor(1, 0.001);
    Palette::styleChart(c);
    return c;
}

void HarnessCharts::beginRun(const QString &label, const QStringList &levelNames)
{
    m_runs << Run{label, levelNames, {}};
    m_shown = int(m_runs.size()) - 1;
    const QSignalBlocker block(m_picker);
    m_picker->addItem(tr("%1. %2").arg(m_runs.size()).arg(label));
    m_picker->setCurrentIndex(m_shown);
    m_picker->setEnabled(m_runs.size() > 1);
    resetCharts(levelNames);
}

void HarnessCharts::showRun(int index)
{
    if (index < 0 || index >= m_runs.size())
        return;
    m_shown = index;
    {
        const QSignalBlocker block(m_picker);
        m_picker->setCurrentIndex(index);
    }
    resetCharts(m_runs[index].levels);
    for (const harness::HarnessSnapshot &s : m_runs[index].snapshots)
        draw(s);
    replotNow();
}

void HarnessCharts::resetCharts(const QStringList &levelNames)
{
    m_drainStart = -1;
    m_loadRateMax = 0;
    for (QCustomPlot *c : {m_rate, m_backlog, m_latency}) {
        c->clearGraphs();
        c->clearItems();
    }
    static const char *percentiles[] = {"p50", "p95", "p99"};
    for (int l = 0; l < levelNames.size(); ++l) {
        const QColor colour = Palette::series(l);
        addLine(m_rate, levelNames[l], colour, Qt::SolidLine);
        addLine(m_backlog, levelNames[l], colour, Qt::SolidLine);
        for (int p = 0; p < 3; ++p) {
            QCPGraph *g =
                addLine(m_latency, levelNames[l] + QLatin1Char(' ') + QLatin1String(percentiles[p]),
                        colour, kPercentileStyles[p]);
            if (p != 2)
                g->removeFromLegend(); // the legend names levels; the line style tells the
                                       // percentile
        }
    }
    // One legend: a single level needs none (UI_GUIDE: a legend only for several series).
    for (QCustomPlot *c : {m_rate, m_backlog, m_latency})
        c->legend->setVisible(levelNames.size() > 1);
    m_dirty = true;
    replotNow();
}

void HarnessCharts::add(const harness::HarnessSnapshot &s)
{
    if (m_runs.isEmpty())
        return;
    m_runs.last().snapshots << s;
    if (m_shown == m_runs.size() - 1)
        draw(s); // another run is on screen: kept, drawn when picked
}

void HarnessCharts::draw(const harness::HarnessSnapshot &s)
{
    const double t = double(s.elapsedMs) / 1000.0;
    const int levels = qMin<int>(int(s.levels.size()), m_rate->graphCount());
    for (int l = 0; l < levels; ++l) {
        const harness::LevelSample &ls = s.levels[l];
        m_rate->graph(l)->addData(t, ls.rate);
        if (s.phase == harness::Phase::Load)
            m_loadRateMax = qMax(m_loadRateMax, ls.rate);
        m_backlog->graph(l)->addData(t, double(ls.backlog));
        if (ls.rate > 0) { // no processing in the interval: no latency to show
            const double values[] = {ls.p50Ms, ls.p95Ms, ls.p99Ms};
            for (int p = 0; p < 3; ++p)
                m_latency->graph(l * 3 + p)->addData(t, qMax(0.1, values[p]));
        }
    }
    if (s.phase != harness::Phase::Load && m_drainStart < 0 && levels > 0) {
        // Mark where the load stopped and the consumer drains the backlog at full speed.
        m_drainStart = t;
        for (QCustomPlot *c : {m_rate, m_backlog, m_latency}) {
            auto *line = new QCPItemStraightLine(c);
            line->point1->setCoords(t, 1);
            line->point2->setCoords(t, 2);
            line->setPen(QPen(Palette::color(Palette::Role::Muted), 1, Qt::DashDotLine));
        }
        // Above the plot area, ending at the line (the drain is near the right edge): it never
        // prints over a series.
        auto *label = new QCPItemText(m_rate);
        label->setClipToAxisRect(false);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(t, 0.0);
        label->setPositionAlignment(Qt::AlignBottom | Qt::AlignRight); // left of the line
        label->setText(tr("drain at full speed "));
        label->setFont(m_rate->xAxis->tickLabelFont());
        label->setColor(Palette::color(Palette::Role::Muted));
    }
    m_dirty = true;
}

void HarnessCharts::replotNow()
{
    m_dirty = false;
    for (QCustomPlot *c : {m_rate, m_backlog, m_latency}) {
        c->rescaleAxes();
        if (c != m_latency)
            c->yAxis->setRangeLower(0);
        if (c == m_rate && m_drainStart >= 0 && m_loadRateMax > 0)
            c->yAxis->setRangeUpper(m_loadRateMax *
                                    1.3); // the drain runs unthrottled; keep the load readable
        if (c == m_latency)
            updateLatencyTicks();
        c->replot(QCustomPlot::rpQueuedReplot);
    }
}

// A log axis ticked only at powers of ten shows two labels over a range such as 3–300 ms. Tick at
// 1-2-5 per decade (every digit under one decade, powers of ten over four), and widen the range
// out to the ticks next to the data, so both ends carry a label.
void HarnessCharts::updateLatencyTicks()
{
    auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(m_latency->yAxis->ticker());
    if (!ticker)
        return;
    ticker->clear();
    const QCPRange range = m_latency->yAxis->range();
    const double lower = qMax(0.1, range.lower), upper = qMax(lower * 1.01, range.upper);
    const double span = std::log10(upper / lower);
    const QList<double> mantissas = span < 1   ? QList<double>{1, 2, 3, 4, 5, 6, 7, 8, 9}
                                    : span < 4 ? QList<double>{1, 2, 5}
                                               : QList<double>{1};
    QList<double> ticks; // from the decade of `lower` to two decades past `upper`
    for (int decade = int(std::floor(std::log10(lower))); ticks.size() < 80; ++decade) {
        for (double m : mantissas)
            ticks << m * std::pow(10.0, decade);
        if (ticks.last() >= upper * 100)
            break;
    }
    qsizetype first = 0, last = ticks.size() - 1;
    for (qsizetype i = 0; i < ticks.size(); ++i)
        if (ticks[i] <= lower * 1.0001)
            first = i;
    for (qsizetype i = ticks.size() - 1; i >= first; --i)
        if (ticks[i] >= upper * 0.9999)
            last = i;
    last = qMin(ticks.size() - 1, qMax(last, first + 3)); // at least four labels
    for (qsizetype i = first; i <= last; ++i)
        ticker->addTick(ticks[i], QLocale().toString(ticks[i], 'g', 6));
    m_latency->yAxis->setRange(ticks[first], ticks[last]);
}

int HarnessCharts::pointCount(const QCustomPlot *chart)
{
    int n = 0;
    for (int i = 0; i < chart->graphCount(); ++i)
        n += chart->graph(i)->dataCount();
    return n;
}

} // namespace kafscope::ui
