// The timeline chart's legend and the text shown when hovering over a lane.
#include "rebalance/timeline_chart.h"
#include "rebalance/timeline_chart_style.h"
#include "rebalance/timeline_epochs.h"

#include <QLabel>
#include <QTimer>

#include <algorithm>

namespace kafscope::ui {

using namespace kafscope::rebalance;
using namespace timeline_style;

void TimelineChart::updateLegend(bool detailed)
{
    QStringList entries, html;
    auto add = [&](const QColor &c, const QString &text) {
        entries << text;
        html << swatch(c, text);
    };
    for (GroupState st : {GroupState::PreparingRebalance, GroupState::CompletingRebalance,
                          GroupState::Stable, GroupState::Empty, GroupState::Dead})
        add(overBackground(stateColour(st)), groupStateName(st));
    add(stallColour(), tr("lab member stalled (not polling)"));
    entries << tr("silent: crashed, no sign of life until the coordinator timed it out (its "
                  "partitions stood still)");
    html << QStringLiteral("<b style=\"color:%1\">&#x25A9;</b>&nbsp;%2")
                .arg(silenceColour().name(),
                     nowrap(tr("silent: crashed, no sign of life until the coordinator timed it "
                               "out (its partitions stood still)")));
    entries << TimelineStopMarks::legendEntries();
    html << TimelineStopMarks::legendHtml(stopColour());
    if (std::any_of(m_timeline.lanes.begin(), m_timeline.lanes.end(),
                    [](const Lane &l) { return !l.epochs.isEmpty(); })) {
        entries << tr("eN: member epoch from then (KIP-848)");
        html << QStringLiteral("<b style=\"color:%1\">eN</b>&nbsp;%2")
                    .arg(markerColour().name(), nowrap(tr("member epoch from then (KIP-848)")));
    }
    entries << tr("+ offset commit")
            << tr("dashed line: new generation (gN, assignor when it changes)");
    html << QStringLiteral("<b style=\"color:%1\">+</b>&nbsp;%2")
                .arg(commitColour().name(), nowrap(tr("offset commit")))
         << QStringLiteral("<b style=\"color:%1\">&#x2506;</b>&nbsp;%2")
                .arg(markerColour().name(),
                     nowrap(tr("new generation (gN, assignor when it changes)")));
    QString partitions;
    if (!detailed) {
        add(undetailedColour(),
            tr("owned partitions (too many for a stripe each: hover for them)"));
    } else {
        QStringList named;
        for (qsizetype i = 0; i < m_palette.size() && i < kLegendPartitions; ++i) {
            const PartitionId &p = m_palette[i];
            const QString name = QStringLiteral("%1-%2").arg(p.topic).arg(p.partition);
            entries << name;
            named << swatch(colourFor(p), name);
        }
        if (m_palette.size() > kLegendPartitions) {
            const QString more = tr("and %1 more partitions (hover a stripe)")
                                     .arg(m_palette.size() - kLegendPartitions);
            entries << more;
            named << nowrap(more);
        }
        if (!named.isEmpty())
            partitions = QStringLiteral("<br>") + tr("Stripes, one colour per partition:") +
                         QStringLiteral(" ") + named.join(QStringLiteral(" &nbsp; "));
    }
    if (entries == m_legendEntries)
        return;
    m_legendEntries = entries;
    QTimer::singleShot(0, this, &TimelineChart::fitLegend);
    m_legend->setText(tr("Group state (background):") + QStringLiteral(" ") +
                      html.mid(0, 5).join(QStringLiteral(" &nbsp; ")) +
                      QStringLiteral(" &nbsp;&nbsp; ") +
                      html.mid(5).join(QStringLiteral(" &nbsp; ")) + partitions);
}

QString TimelineChart::legendText() const
{
    return m_legendEntries.join(QLatin1Char('\n'));
}

QString TimelineChart::hoverText(qint64 timeMs, int laneIndex) const
{
    if (laneIndex < 0 || laneIndex >= m_timeline.lanes.size())
        return {};
    const Lane &lane = m_timeline.lanes[laneIndex];
    QStringList lines{lane.label};
    if (!lane.memberId.isEmpty() && lane.memberId != lane.label)
        lines << tr("member id %1").arg(lane.memberId);
    if (lane.memberEpoch >= 0 && lane.epochs.isEmpty())
        lines << tr("member epoch %1 (KIP-848)").arg(lane.memberEpoch);
    if (const QString epoch = TimelineEpochs::epochLine(lane, timeMs); !epoch.isEmpty())
        lines << epoch;
    for (const LaneInterval &iv : lane.intervals)
        if (iv.startMs <= timeMs && timeMs < endOf(iv.endMs)) {
            lines << tr("owned %1 – %2: %3")
                         .arg(clock(iv.startMs), iv.endMs < 0 ? tr("now") : clock(iv.endMs),
                              iv.partitions.empty() ? tr("nothing")
                                                    : partitionsText(iv.partitions));
            if (const QString change = TimelineEpochs::changeLine(lane, timeMs); !change.isEmpty())
                lines << change;
            break;
        }
    for (auto it = m_timeline.generations.crbegin(); it != m_timeline.generations.crend(); ++it)
        if (it->timeMs <= timeMs) {
            lines << tr("generation %1 (%2), leader %3")
                         .arg(it->generation)
                         .arg(it->assignor, it->leader);
            break;
        }
    for (const StateBand &s : m_timeline.states)
        if (s.startMs <= timeMs && timeMs < endOf(s.endMs))
            lines << tr("group %1").arg(groupStateName(s.state));
    for (const Silence &sl : lane.silences)
        if (sl.fromMs <= timeMs && (sl.toMs < 0 || timeMs <= sl.toMs))
            lines << (sl.exact ? tr("silent since %1 (the lab crashed it) until %2: %3 stood still")
                               : tr("silent since its last commit at %1 until %2: %3 stood still"))
                         .arg(clock(sl.fromMs),
                              sl.toMs < 0
                                  ? tr("now")
                                  : tr("the coordinator timed it out at %1").arg(clock(sl.toMs)),
                              partitionsText(sl.partitions));
    if (lane.endMs >= 0 && timeMs >= lane.endMs)
        lines << tr("gone at %1 (%2)").arg(clock(lane.endMs), lane.endReason);
    if (const QString stop = TimelineStopMarks::hoverText(m_stopMarks, laneIndex, timeMs);
        !stop.isEmpty())
        lines << stop;
    return lines.join(QLatin1Char('\n'));
}

} // namespace kafscope::ui
