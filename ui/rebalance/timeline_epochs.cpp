#include "rebalance/timeline_epochs.h"
#include "rebalance/timeline_chart_style.h"

#include "common/time_display.h"

#include <qcustomplot.h>

#include <QDateTime>

namespace kafscope::ui {

using namespace kafscope::rebalance;

namespace {

constexpr int kMaxEpochLabels = 400; // a long history stays a bounded drawing

using timeline_style::clock; // one definition, in timeline_chart_style.h

} // namespace

int TimelineEpochs::draw(QCustomPlot *plot, const Timeline &t, double lower, double upper,
                         double px, double laneHeight, const QColor &colour)
{
    int drawn = 0;
    QFont font = plot->font();
    font.setPointSizeF(std::max(6.0, font.pointSizeF() * 0.8));
    const QFontMetrics metrics(font);
    for (int li = 0; li < t.lanes.size() && drawn < kMaxEpochLabels; ++li) {
        double lastEnd = -1e300; // where the previous label on this lane ends
        for (const auto &[timeMs, epoch] : t.lanes[li].epochs) {
            const double x = double(timeMs) / 1000.0;
            if (x < lower || x > upper)
                continue;
            const QString text = QStringLiteral("e%1").arg(epoch);
            if (x < lastEnd)
                continue; // no room: the hover names it
            auto *label = new QCPItemText(plot);
            label->position->setCoords(x, li - laneHeight / 2);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
            label->setFont(font);
            label->setColor(colour);
            label->setText(text);
            label->setPadding(QMargins(1, 0, 1, 0));
            lastEnd = x + (metrics.horizontalAdvance(text) + 4) * px;
            if (++drawn >= kMaxEpochLabels)
                break;
        }
    }
    return drawn;
}

QString TimelineEpochs::epochLine(const Lane &lane, qint64 timeMs)
{
    for (auto it = lane.epochs.crbegin(); it != lane.epochs.crend(); ++it)
        if (it->first <= timeMs)
            return tr("member epoch %1 since %2 (KIP-848)").arg(it->second).arg(clock(it->first));
    return {};
}

QString TimelineEpochs::changeLine(const Lane &lane, qint64 timeMs)
{
    for (qsizetype i = 1; i < lane.intervals.size(); ++i) {
        const LaneInterval &prev = lane.intervals[i - 1], &cur = lane.intervals[i];
        if (cur.startMs > timeMs || (cur.endMs >= 0 && timeMs >= cur.endMs) ||
            prev.endMs != cur.startMs)
            continue;
        Partitions got, gaveUp;
        std::set_difference(cur.partitions.begin(), cur.partitions.end(), prev.partitions.begin(),
                            prev.partitions.end(), std::inserter(got, got.end()));
        std::set_difference(prev.partitions.begin(), prev.partitions.end(), cur.partitions.begin(),
                            cur.partitions.end(), std::inserter(gaveUp, gaveUp.end()));
        if (!got.empty() && !gaveUp.empty())
            return tr("got %1; gave up %2 at %3")
                .arg(partitionsText(got), partitionsText(gaveUp), clock(cur.startMs));
        if (!got.empty())
            return tr("got %1 at %2").arg(partitionsText(got), clock(cur.startMs));
        if (!gaveUp.empty())
            return tr("gave up %1 at %2").arg(partitionsText(gaveUp), clock(cur.startMs));
    }
    return {};
}

} // namespace kafscope::ui
