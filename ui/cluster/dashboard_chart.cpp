// The dashboard's chart: messages per second and total lag over the chosen range (split from
// dashboard_panel.cpp by responsibility).
#include "cluster/dashboard_panel.h"

#include "common/palette.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDateTime>
#include <QLabel>

namespace kafscope::ui {

QString DashboardPanel::chartRangeText() const
{
    return m_rangeText;
}

void DashboardPanel::drawChart()
{
    auto fill = [](QCPGraph *g, const history::Series &s) {
        QVector<double> x, y;
        for (const auto &p : s) {
            x << p.first / 1000.0;
            y << p.second;
        }
        g->setData(x, y, true);
    };
    m_chart->graph(0)->setPen(QPen(Palette::series(0), 2));
    m_chart->graph(1)->setPen(QPen(Palette::color(Palette::Role::Neutral), 1.5, Qt::DashLine));
    fill(m_chart->graph(0), m_data.totalRate);
    fill(m_chart->graph(1), m_data.totalLag);

    // The time range fits the history there is: the chosen span at most, and no empty stretch
    // before the first sample (at least two minutes, so a new cluster's first samples spread).
    const double now = QDateTime::currentMSecsSinceEpoch() / 1000.0;
    const double span = (m_range ? m_range->currentData().toLongLong() : 3600000) / 1000.0;
    double first = now;
    for (const history::Series *s : {&m_data.totalRate, &m_data.totalLag})
        if (!s->isEmpty())
            first = qMin(first, s->first().first / 1000.0);
    const double shown = qBound(120.0, (now - first) * 1.05, span);
    // A little room after the newest sample, so it is not drawn on the axis.
    m_chart->xAxis->setRange(now - shown, now + shown * 0.03);
    m_timeTicker->setDateTimeFormat(shown <= 1800    ? QStringLiteral("HH:mm:ss")
                                    : shown <= 86400 ? QStringLiteral("HH:mm")
                                                     : QStringLiteral("HH:mm\nMMM d"));
    const int minutes = qRound(shown / 60);
    m_rangeText = shown < span ? tr("last %n minute(s), all the history there is", nullptr, minutes)
                               : m_range->currentText();

    // An axis without data shows no scale (no "0 to 1" of nothing).
    bool any = false;
    for (int i = 0; i < 2; ++i) {
        QCPAxis *axis = i == 0 ? m_chart->yAxis : m_chart->yAxis2;
        bool found = false;
        const QCPRange r = m_chart->graph(i)->getValueRange(found);
        any = any || found;
        axis->setTickLabels(found);
        axis->setTicks(found);
        axis->grid()->setVisible(found && i == 0);
        axis->setRange(0, found ? qMax(1.0, r.upper * 1.15) : 1.0);
    }
    m_chart->xAxis->setTickLabels(any);
    m_noData->setVisible(!any);
    m_noData->setColor(Palette::color(Palette::Role::Muted));
    if (m_rangeLabel) {
        m_rangeLabel->setText(any ? m_rangeText : QString());
        m_rangeLabel->setToolTip(m_rangeLabel->text());
    }
    m_chart->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace kafscope::ui
