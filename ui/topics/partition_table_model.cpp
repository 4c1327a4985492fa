#include "topics/partition_table_model.h"

#include "common/palette.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace kafscope::ui {

namespace {

QString ids(const QList<int> &list)
{
    QStringList s;
    for (int id : list)
        s << QString::number(id);
    return s.join(QStringLiteral(", "));
}

} // namespace

void PartitionTableModel::setDetail(const TopicDetail &detail)
{
    beginResetModel(); // one topic's partitions; a reset keeps it simple
    m_partitions = detail.info.partitions;
    m_watermarks = detail.watermarks;
    m_live = detail.liveBrokers;
    endResetModel();
}

const PartitionInfo *PartitionTableModel::partitionAt(int row) const
{
    return row >= 0 && row < m_partitions.size() ? &m_partitions[row] : nullptr;
}

Watermark PartitionTableModel::watermarkAt(int row) const
{
    const PartitionInfo *p = partitionAt(row);
    return p && size_t(p->id) < m_watermarks.size() ? m_watermarks[size_t(p->id)] : Watermark{};
}

QList<int> PartitionTableModel::offlineReplicas(int row) const
{
    QList<int> out;
    if (const PartitionInfo *p = partitionAt(row))
        for (int r : p->replicas)
            if (!m_live.contains(r))
                out << r;
    return out;
}

int PartitionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_partitions.size());
}

int PartitionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartitionTableModel::data(const QModelIndex &index, int role) const
{
    const PartitionInfo *p = index.isValid() ? partitionAt(index.row()) : nullptr;
    if (!p)
        return {};
    if (role == Qt::DisplayRole) {
        const Watermark w = watermarkAt(index.row());
        const QLocale locale;
        auto offset = [&](qint64 v) { return v < 0 ? tr("unknown") : locale.toString(v); };
        switch (index.column()) {
        case Id: return p->id;
        case Leader: return p->leader < 0 ? tr("none") : QString::number(p->leader);
        case Replicas: return ids(p->replicas);
        case Isr: return ids(p->isr);
        case Offline: return ids(offlineReplicas(index.row()));
        case Low: return offset(w.low);
        case High: return offset(w.high);
        case Messages: return offset(w.messages());
        }
    } else if (role == Qt::BackgroundRole && (p->underReplicated() || p->leader < 0)) {
        return QBrush(Palette::color(p->leader < 0 ? Palette::Role::ErrorBackground
                                                   : Palette::Role::WarningBackground));
    } else if (role == Qt::ToolTipRole && p->underReplicated()) {
        return tr("Under-replicated: %1 of %2 replicas in sync")
            .arg(p->isr.size())
            .arg(p->replicas.size());
    } else if (role == Qt::TextAlignmentRole &&
               (index.column() >= Low || index.column() == Id || index.column() == Leader)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant PartitionTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id: return tr("Partition");
    case Leader: return tr("Leader");
    case Replicas: return tr("Replicas");
    case Isr: return tr("In sync");
    case Offline: return tr("Offline replicas");
    case Low: return tr("Low watermark");
    case High: return tr("High watermark");
    case Messages: return tr("Messages");
    }
    return {};
}

} // namespace kafscope::ui
