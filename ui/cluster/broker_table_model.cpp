#include "cluster/broker_table_model.h"

#include "common/palette.h"

#include <QBrush>
#include <QColor>

namespace kafscope::ui {

void BrokerTableModel::setMetadata(const ClusterMetadata &md)
{
    setStatuses(brokerStatuses(md));
}

void BrokerTableModel::setStatuses(const QList<BrokerStatus> &brokers)
{
    beginResetModel(); // a handful of rows: a reset is the simple, correct choice
    m_brokers = brokers;
    endResetModel();
}

const BrokerStatus *BrokerTableModel::brokerAt(int row) const
{
    return row >= 0 && row < m_brokers.size() ? &m_brokers[row] : nullptr;
}

int BrokerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_brokers.size());
}

int BrokerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BrokerTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_brokers.size())
        return {};
    const BrokerStatus &b = m_brokers[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Id: return b.id;
        case Host: return b.host.isEmpty() ? tr("unknown") : b.host;
        case Port: return b.port > 0 ? QVariant(b.port) : QVariant(QString());
        case Role: return b.controller ? tr("controller") : QString();
        case Answers: return b.answers ? tr("yes") : tr("no");
        }
    } else if (role == Qt::TextAlignmentRole && (index.column() == Id || index.column() == Port)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::BackgroundRole && !b.answers) {
        return QBrush(Palette::color(Palette::Role::ErrorBackground));
    } else if (role == Qt::ToolTipRole && !b.answers) {
        return b.problem;
    }
    return {};
}

QVariant BrokerTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id: return tr("ID");
    case Host: return tr("Host");
    case Port: return tr("Port");
    case Role: return tr("Role");
    case Answers: return tr("Answers");
    }
    return {};
}

} // namespace kafscope::ui
