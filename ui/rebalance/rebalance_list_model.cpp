#include "rebalance/rebalance_list_model.h"

#include "common/time_display.h"

#include "rebalance/timeline_csv.h"

#include <QDateTime>
#include <QLocale>

namespace kafscope::ui {

using namespace kafscope::rebalance;

void RebalanceListModel::setRebalances(const QList<Rebalance> &rebalances)
{
    const qsizetype old = m_rows.size();
    bool sameStart = rebalances.size() >= old;
    for (qsizetype i = 0; sameStart && i < old; ++i)
        sameStart = m_rows[i].startMs == rebalances[i].startMs;
    if (!sameStart) { // a different history (another group, a rebuilt past): start over
        beginResetModel();
        m_rows = rebalances;
        endResetModel();
        return;
    }
    for (qsizetype i = 0; i < old; ++i)
        m_rows[i] = rebalances[i];
    if (old > 0)
        Q_EMIT dataChanged(index(0, 0), index(int(old) - 1, ColumnCount - 1));
    if (rebalances.size() > old) {
        beginInsertRows({}, int(old), int(rebalances.size()) - 1);
        m_rows += rebalances.mid(old);
        endInsertRows();
    }
}

int RebalanceListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RebalanceListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RebalanceListModel::longestStopText(const Rebalance &r)
{
    const StopEstimate *longest = nullptr;
    for (const StopEstimate &s : r.memberStops)
        if (!longest || s.ms > longest->ms)
            longest = &s;
    if (!longest) {
        if (!r.complete())
            return QString();
        // Nobody was running before (a new group's first members): nothing could stop.
        return r.membersBefore.isEmpty() ? tr("none") : tr("unknown");
    }
    if (!longest->exact && longest->ms == 0 && longest->uncertaintyMs == 0)
        return tr("none (kept running)");
    return longest->exact ? tr("%1 ms").arg(QLocale().toString(longest->ms))
                          : tr("~%1 ± %2 ms")
                                .arg(QLocale().toString(longest->ms),
                                     QLocale().toString(longest->uncertaintyMs));
}

QString RebalanceListModel::stopsTooltip(const Rebalance &r)
{
    if (r.memberStops.isEmpty())
        return tr("No member was seen stopping and resuming in this rebalance (members that only "
                  "joined or\n"
                  "left wait or go; they do not stop). The duration is the coordinator's window.");
    QStringList lines{
        tr("How long each member stood still (the duration is the coordinator's window):")};
    for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it) {
        if (it->exact)
            lines << tr("%1: %2 ms, from its own callbacks").arg(it.key()).arg(it->ms);
        else if (it->ms == 0 && it->uncertaintyMs == 0)
            lines
                << tr("%1: kept running (it kept partitions; only moved ones stop)").arg(it.key());
        else
            lines << tr("%1: about %2 ms ± %3 ms, estimated from commits, state and records "
                        "(commit interval %4 ms)")
                         .arg(it.key())
                         .arg(it->ms)
                         .arg(it->uncertaintyMs)
                         .arg(it->commitIntervalMs);
    }
    QStringList stopped;
    for (const auto &[p, s] : r.partitionStops)
        stopped << (s.exact ? tr("%1 %2 ms").arg(p.text()).arg(s.ms)
                            : tr("%1 ~%2 ± %3 ms").arg(p.text()).arg(s.ms).arg(s.uncertaintyMs));
    if (!stopped.isEmpty())
        lines << tr("Partitions that stopped: %1").arg(stopped.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

QVariant RebalanceListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Rebalance &r = m_rows[index.row()];
    if (role == Qt::ToolTipRole && index.column() == LongestStop)
        return stopsTooltip(r);
    if (role == Qt::ToolTipRole)
        return tr("Rebalance %1 (%2)\nmembers before: %3\nmembers after: %4\nmoved: %5\nkept: "
                  "%6\nnewly assigned: %7")
            .arg(r.index)
            .arg(r.startEvidence, r.membersBefore.join(QStringLiteral(", ")),
                 r.membersAfter.join(QStringLiteral(", ")), partitionsText(r.moved),
                 partitionsText(r.kept), partitionsText(r.assigned));
    if (role == Qt::TextAlignmentRole &&
        (index.column() == Duration || index.column() == LongestStop || index.column() == Moved))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Generation:
        return r.generations.isEmpty() ? QStringLiteral("–")
                                       : QString::number(r.generations.last());
    case Start: return TimeDisplay::instance().timeOfDay(r.startMs);
    case Duration: return r.complete() ? tr("%1 ms").arg(r.durationMs()) : tr("ongoing");
    case LongestStop: return longestStopText(r);
    case Cause: return rebalanceCause(r);
    case Moved: return int(r.moved.size());
    case Members:
        return QStringLiteral("%1 → %2").arg(r.membersBefore.size()).arg(r.membersAfter.size());
    }
    return {};
}

QVariant RebalanceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Generation: return tr("Generation");
    case Start: return tr("Start");
    case Duration: return tr("Duration");
    case LongestStop: return tr("Longest stop");
    case Cause: return tr("Cause");
    case Moved: return tr("Moved");
    case Members: return tr("Members");
    }
    return {};
}

} // namespace kafscope::ui
