#include "topics/reassign_models.h"

#include "common/palette.h"
#include "topics/config_units.h"

#include <QStringList>

namespace kafscope::ui {

QString brokerIds(const QList<int> &ids)
{
    if (ids.isEmpty())
        return QStringLiteral("–");
    QStringList s;
    for (int id : ids)
        s << QString::number(id);
    return s.join(QStringLiteral(", "));
}

void ReassignPlanModel::setPlan(const protocol::ReassignmentPlan &plan)
{
    beginResetModel();
    m_plan = plan;
    endResetModel();
}

int ReassignPlanModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plan.partitions.size());
}

int ReassignPlanModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReassignPlanModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_plan.partitions.size())
        return {};
    const protocol::PartitionMove &m = m_plan.partitions[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Partition: return m.partition;
        case Current: return brokerIds(m.current);
        case Target: return brokerIds(m.target);
        case Added: return brokerIds(m.added());
        case Removed: return brokerIds(m.removed());
        case Expected: return m.changes() ? humanBytes(m.expectedBytes) : tr("no change");
        }
    } else if (role == Qt::ForegroundRole && !m.changes()) {
        return Palette::color(Palette::Role::Muted);
    } else if (role == Qt::TextAlignmentRole &&
               (index.column() == Partition || index.column() == Expected)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ToolTipRole && index.column() == Target && m.changes() &&
               !m.target.isEmpty() &&
               (m.current.isEmpty() || m.current.first() != m.target.first())) {
        return tr("The preferred leader becomes broker %1").arg(m.target.first());
    }
    return {};
}

QVariant ReassignPlanModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Partition: return tr("Partition");
    case Current: return tr("Replicas now");
    case Target: return tr("Replicas after");
    case Added: return tr("Added");
    case Removed: return tr("Removed");
    case Expected: return tr("Data to copy");
    }
    return {};
}

void ReassignProgressModel::setProgress(const protocol::ReassignmentProgress &progress)
{
    beginResetModel();
    m_progress = progress;
    endResetModel();
}

int ReassignProgressModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_progress.moving.size());
}

int ReassignProgressModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReassignProgressModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_progress.moving.size())
        return {};
    const protocol::MovingPartition &m = m_progress.moving[index.row()];
    const bool sizes = !m_progress.sizesError;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Partition: return m.partition;
        case Replicas: return brokerIds(m.replicas);
        case Adding: return brokerIds(m.adding);
        case Removing: return brokerIds(m.removing);
        case Copied: return sizes ? humanBytes(m.bytesTotal() - m.bytesLeft()) : tr("unknown");
        case Left:
            if (!sizes)
                return tr("unknown");
            return m.bytesTotal() > 0
                       ? tr("%1 (%2%)")
                             .arg(humanBytes(m.bytesLeft()))
                             .arg(100.0 * double(m.bytesLeft()) / double(m.bytesTotal()), 0, 'f', 1)
                       : humanBytes(m.bytesLeft());
        }
    } else if (role == Qt::TextAlignmentRole && index.column() != Replicas &&
               index.column() != Adding && index.column() != Removing) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant ReassignProgressModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Partition: return tr("Partition");
    case Replicas: return tr("Replicas");
    case Adding: return tr("Adding");
    case Removing: return tr("Removing");
    case Copied: return tr("Copied");
    case Left: return tr("Left");
    }
    return {};
}

} // namespace kafscope::ui
