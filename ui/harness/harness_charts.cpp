#include "harness/harness_charts.h"

#include "common/palette.h"

#include <qcustomplot.h>

#include <QTimer>
#include <QHBoxLayout>

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
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_rate = makeChart(QStringLiteral("rateChart"), tr("consumed msg/s"));
    m_backlog = makeChart(QStringLiteral("backlogChart"), tr("backlog (messages)"));
    m_latency = makeChart(QStringLiteral("latencyChart"), tr("end-to-end latency (ms)"));
    m_latency->xAxis->setLabel(tr("seconds · p50 dotted, p95 dashed, p99 solid"));
    m_latency->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_latency->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    for (QCustomPlot *c : {m_rate, m_backlog, m_latency})
        layout->addWidget(c, 1);
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
    c->legend->setVisible(true);
    c->legend->setFont(small);
    c->legend->setIconSize(14, 8);
    c->legend->setRowSpacing(-3);
    c->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    Palette::styleChart(c);
    return c;
}

void HarnessCharts::reset(const QStringList &levelNames)
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
    m_dirty = true;
    replotNow();
}

void HarnessCharts::add(const harness::HarnessSnapshot &s)
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
        auto *label = new QCPItemText(m_rate);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setCoords(t, 0.05);
        label->setPositionAlignment(Qt::AlignTop | Qt::AlignRight);
        label->setText(tr("drain at full speed "));
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
        c->replot(QCustomPlot::rpQueuedReplot);
    }
}

int HarnessCharts::pointCount(const QCustomPlot *chart)
{
    int n = 0;
    for (int i = 0; i < chart->graphCount(); ++i)
        n += chart->graph(i)->dataCount();
    return n;
}

} // namespace kafscope::ui
