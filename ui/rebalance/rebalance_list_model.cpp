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

QString RebalanceListModel::durationText(qint64 ms)
{
    if (ms < 1000)
        return tr("%1 ms").arg(QLocale().toString(ms));
    return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', ms < 10000 ? 2 : 1));
}

QString RebalanceListModel::longestStopText(const Rebalance &r)
{
    const StopEstimate *longest = r.longestStop();
    if (!longest) {
        if (!r.complete())
            return QString();
        // Nobody was running before (a new group's first members): nothing could stop.
        return r.membersBefore.isEmpty() ? tr("none") : tr("unknown");
    }
    if (!longest->exact && longest->ms == 0 && longest->uncertaintyMs == 0)
        return tr("none (kept running)");
    return longest->exact
               ? durationText(longest->ms)
               : tr("~%1 ± %2")
                     .arg(durationText(longest->ms), durationText(longest->uncertaintyMs));
}

QStringList RebalanceListModel::labels(const QStringList &keys) const
{
    QStringList out;
    for (const QString &k : keys)
        out << laneLabel(k);
    return out;
}

QString RebalanceListModel::causeText(const Rebalance &r) const
{
    if (!r.causes.isEmpty())
        return r.causes.join(QStringLiteral(", "));
    QStringList parts;
    if (!r.timedOut.isEmpty())
        parts << tr("timed out: %1").arg(labels(r.timedOut).join(QStringLiteral(", ")));
    if (!r.left.isEmpty())
        parts << tr("left: %1").arg(labels(r.left).join(QStringLiteral(", ")));
    if (!r.joined.isEmpty())
        parts << tr("joined: %1").arg(labels(r.joined).join(QStringLiteral(", ")));
    if (!parts.isEmpty())
        return parts.join(QStringLiteral("; "));
    return r.startEvidence;
}

QString RebalanceListModel::stopsTooltip(const Rebalance &r) const
{
    QStringList lines;
    for (auto it = r.silentMembers.begin(); it != r.silentMembers.end(); ++it)
        lines << (it->exact ? tr("%1 crashed at %2 and was silent until the coordinator timed it "
                                 "out at %3 (%4): its partitions stood still all that time")
                            : tr("%1 gave no sign of life after its last commit at %2 until the "
                                 "coordinator timed it out at %3 (%4): its partitions stood still "
                                 "all that time"))
                     .arg(laneLabel(it.key()), TimeDisplay::instance().timeOfDay(it->fromMs),
                          TimeDisplay::instance().timeOfDay(it->toMs), durationText(it->ms));
    if (r.memberStops.isEmpty() && r.partitionStops.empty()) {
        lines << tr(
            "No member was seen stopping and resuming in this rebalance (members that only "
            "joined or\n"
            "left wait or go; they do not stop). The duration is the coordinator's window.");
        return lines.join(QLatin1Char('\n'));
    }
    lines << tr("How long each member stood still (the duration is the coordinator's window):");
    for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it) {
        if (it->exact)
            lines << tr("%1: %2, from its own callbacks")
                         .arg(laneLabel(it.key()), durationText(it->ms));
        else if (it->ms == 0 && it->uncertaintyMs == 0)
            lines << tr("%1: kept running (it kept partitions; only moved ones stop)")
                         .arg(laneLabel(it.key()));
        else
            lines << tr("%1: about %2 ± %3, estimated from commits, state and records "
                        "(commit interval %4)")
                         .arg(laneLabel(it.key()), durationText(it->ms),
                              durationText(it->uncertaintyMs), durationText(it->commitIntervalMs));
    }
    QStringList stopped;
    for (const auto &[p, s] : r.partitionStops)
        stopped << (s.exact
                        ? tr("%1 %2").arg(p.text(), durationText(s.ms))
                        : tr("%1 ~%2 ± %3")
                              .arg(p.text(), durationText(s.ms), durationText(s.uncertaintyMs)));
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
            .arg(r.startEvidence, labels(r.membersBefore).join(QStringLiteral(", ")),
                 labels(r.membersAfter).join(QStringLiteral(", ")), partitionsText(r.moved),
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
    case Duration: return r.complete() ? durationText(r.durationMs()) : tr("ongoing");
    case LongestStop: return longestStopText(r);
    case Cause: return causeText(r);
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
