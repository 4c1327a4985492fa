#include "rebalance/timeline_stop_marks.h"
#include "rebalance/timeline_chart_style.h"

#include <qcustomplot.h>

#include <QLocale>

namespace kafscope::ui {

using namespace kafscope::rebalance;

namespace {

constexpr int kMaxStopMarks = 300;

using timeline_style::sec; // one definition, in timeline_chart_style.h

QString ms(qint64 v)
{
    return QLocale().toString(v);
}

} // namespace

QList<StopMark> TimelineStopMarks::collect(const Timeline &t)
{
    QHash<QString, int> laneOf;
    for (int i = 0; i < t.lanes.size(); ++i)
        laneOf.insert(t.lanes[i].key, i);
    QList<StopMark> out;
    for (int ri = 0; ri < t.rebalances.size(); ++ri) {
        const Rebalance &r = t.rebalances[ri];
        for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it) {
            const int lane = laneOf.value(it.key(), -1);
            if (lane < 0 || it->ms <= 0 || it->fromMs < 0)
                continue; // kept running (or nothing to place)
            out << StopMark{lane, ri, it.key(), it.value()};
        }
    }
    return out;
}

int TimelineStopMarks::draw(QCustomPlot *plot, const QList<StopMark> &marks, double lower,
                            double upper, double px, double laneHeight, const QColor &background,
                            const QColor &colour)
{
    auto inWindow = [&](const StopMark &m) {
        return sec(std::max(m.toMs(), m.latestEndMs())) + px >= lower && sec(m.fromMs()) <= upper;
    };
    // Zoomed out over many rebalances, stops under two pixels are left out (hover still finds
    // them), and never more than kMaxStopMarks are drawn: a long history stays a bounded drawing.
    const auto inView = std::count_if(marks.begin(), marks.end(), inWindow);
    const bool all = inView <= kMaxStopMarks;
    int drawn = 0;
    for (const StopMark &m : marks) {
        if (!inWindow(m) || drawn >= kMaxStopMarks)
            continue;
        const double x0 = sec(m.fromMs()), x1 = std::max(sec(m.toMs()), x0 + px);
        const double reach = std::max(x1, sec(m.latestEndMs()));
        if (!all && reach - x0 < 2 * px)
            continue;
        const double top = m.lane - laneHeight / 2, bottom = m.lane + laneHeight / 2;
        // The gap: the lane's stripes are covered, so the member visibly owns nothing running.
        auto *gap = new QCPItemRect(plot);
        gap->topLeft->setCoords(x0, top);
        gap->bottomRight->setCoords(x1, bottom);
        gap->setPen(QPen(colour, 1, m.stop.exact ? Qt::SolidLine : Qt::DashLine));
        gap->setBrush(background);
        if (!m.stop.exact) {
            auto *hatch = new QCPItemRect(plot);
            hatch->topLeft->setCoords(x0, top);
            hatch->bottomRight->setCoords(x1, bottom);
            hatch->setPen(Qt::NoPen);
            hatch->setBrush(QBrush(colour, Qt::BDiagPattern));
            // The uncertainty: where the stop may have ended, as a whisker across the lane's
            // middle.
            if (m.stop.uncertaintyMs > 0) {
                auto *whisker = new QCPItemLine(plot);
                whisker->start->setCoords(sec(m.earliestEndMs()), m.lane);
                whisker->end->setCoords(sec(m.latestEndMs()), m.lane);
                whisker->setPen(QPen(colour, 2));
                whisker->setHead(QCPLineEnding(QCPLineEnding::esBar, 8));
                whisker->setTail(QCPLineEnding(QCPLineEnding::esBar, 8));
            }
        }
        ++drawn;
    }
    return drawn;
}

QString TimelineStopMarks::hoverText(const QList<StopMark> &marks, int lane, qint64 timeMs)
{
    QStringList lines;
    for (const StopMark &m : marks) {
        if (m.lane != lane || timeMs < m.fromMs() || timeMs > std::max(m.toMs(), m.latestEndMs()))
            continue;
        if (m.stop.exact)
            lines << tr("stopped %1 ms in rebalance %2 (exact, from its own callbacks)")
                         .arg(ms(m.stop.ms))
                         .arg(m.rebalance + 1);
        else
            lines << tr("stopped about %1 ms in rebalance %2 (estimated, ± %3 ms: from offset "
                        "commits, group "
                        "state polls and records; commit interval %4 ms)")
                         .arg(ms(m.stop.ms))
                         .arg(m.rebalance + 1)
                         .arg(ms(m.stop.uncertaintyMs), ms(m.stop.commitIntervalMs));
    }
    return lines.join(QLatin1Char('\n'));
}

QStringList TimelineStopMarks::legendEntries()
{
    return {tr("member stopped (exact, its own callbacks)"),
            tr("member stopped (estimated; whisker: ± uncertainty of its end)")};
}

QStringList TimelineStopMarks::legendHtml(const QColor &colour)
{
    const QStringList text = legendEntries();
    QStringList out;
    // U+25AD (an empty rectangle) and U+25A8 (a hatched square) stand for the two kinds of gap.
    out << QStringLiteral("<b style=\"color:%1\">&#x25AD;</b>&nbsp;%2")
               .arg(colour.name(),
                    text[0].toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    out << QStringLiteral("<b style=\"color:%1\">&#x25A8;</b>&nbsp;%2")
               .arg(colour.name(),
                    text[1].toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    return out;
}

} // namespace kafscope::ui
