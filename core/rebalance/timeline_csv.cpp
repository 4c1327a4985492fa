#include "rebalance/timeline_csv.h"

#include "rebalance/lab_report.h"

#include <QStringList>

namespace kafscope::rebalance {

namespace {

QString quoted(const QString &field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) &&
        !field.contains(QLatin1Char('\n')))
        return field;
    QString f = field;
    f.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + f + QLatin1Char('"');
}

QString row(const QStringList &fields)
{
    QStringList q;
    for (const QString &f : fields)
        q << quoted(f);
    return q.join(QLatin1Char(',')) + QLatin1Char('\n');
}

QString timeOrEmpty(qint64 ms)
{
    return ms < 0 ? QString() : isoTime(ms);
}

} // namespace

QString stopText(const StopEstimate &s)
{
    if (s.exact)
        return QStringLiteral("%1 ms (exact)").arg(s.ms);
    return QStringLiteral("%1 ms +- %2 ms (estimate)").arg(s.ms).arg(s.uncertaintyMs);
}

QString rebalanceCause(const Rebalance &r)
{
    if (!r.causes.isEmpty())
        return r.causes.join(QStringLiteral(", "));
    QStringList parts;
    if (!r.joined.isEmpty())
        parts << QStringLiteral("joined: ") + r.joined.join(QStringLiteral(", "));
    if (!r.left.isEmpty())
        parts << QStringLiteral("left: ") + r.left.join(QStringLiteral(", "));
    if (!r.timedOut.isEmpty())
        parts << QStringLiteral("timed out: ") + r.timedOut.join(QStringLiteral(", "));
    if (!parts.isEmpty())
        return parts.join(QStringLiteral("; "));
    return r.startEvidence;
}

QString timelineCsv(const Timeline &t)
{
    QString out =
        row({QStringLiteral("kind"), QStringLiteral("lane"), QStringLiteral("start"),
             QStringLiteral("end"), QStringLiteral("generation"), QStringLiteral("detail")});
    for (const Lane &l : t.lanes)
        for (const LaneInterval &i : l.intervals)
            out += row({QStringLiteral("interval"), l.label, isoTime(i.startMs),
                        timeOrEmpty(i.endMs), QString(), partitionsText(i.partitions)});
    for (const Lane &l : t.lanes)
        for (const Silence &s : l.silences)
            out += row({QStringLiteral("silence"), l.label, isoTime(s.fromMs), timeOrEmpty(s.toMs),
                        QString(),
                        QStringLiteral("%1 until timed out; stood still: %2")
                            .arg(s.exact ? QStringLiteral("crashed") : QStringLiteral("no commit"),
                                 partitionsText(s.partitions))});
    for (const GenerationMarker &g : t.generations)
        out += row({QStringLiteral("generation"), QString(), isoTime(g.timeMs), QString(),
                    QString::number(g.generation),
                    QStringLiteral("assignor %1, leader %2, %3 members")
                        .arg(g.assignor, g.leader)
                        .arg(g.members)});
    for (const StateBand &s : t.states)
        out += row({QStringLiteral("state"), QString(), isoTime(s.startMs), timeOrEmpty(s.endMs),
                    QString(), groupStateName(s.state)});
    for (const Rebalance &r : t.rebalances)
        out += row(
            {QStringLiteral("rebalance"), QString(), isoTime(r.startMs), timeOrEmpty(r.endMs),
             r.generations.isEmpty() ? QString() : QString::number(r.generations.last()),
             QStringLiteral("duration %1 ms; moved %2; kept %3; members %4 -> %5; cause %6")
                 .arg(r.complete() ? QString::number(r.durationMs()) : QStringLiteral("(ongoing)"),
                      partitionsText(r.moved), partitionsText(r.kept),
                      r.membersBefore.join(QLatin1Char(' ')), r.membersAfter.join(QLatin1Char(' ')),
                      rebalanceCause(r))});
    for (const Rebalance &r : t.rebalances) {
        const QString gen =
            r.generations.isEmpty() ? QString() : QString::number(r.generations.last());
        for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it) {
            const Lane *l = t.lane(it.key());
            out += row({QStringLiteral("stop"), l ? l->label : it.key(), timeOrEmpty(it->fromMs),
                        timeOrEmpty(it->toMs), gen,
                        QStringLiteral("member stopped %1").arg(stopText(*it))});
        }
        for (const auto &[p, s] : r.partitionStops)
            out += row({QStringLiteral("partition_stop"), QString(), timeOrEmpty(s.fromMs),
                        timeOrEmpty(s.toMs), gen,
                        QStringLiteral("%1 stopped %2").arg(p.text(), stopText(s))});
    }
    return out;
}

} // namespace kafscope::rebalance
