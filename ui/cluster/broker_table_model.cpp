#include "cluster/broker_table_model.h"

namespace kafscope::ui {

void BrokerTableModel::setMetadata(const ClusterMetadata &md)
{
    beginResetModel(); // a handful of rows: a reset is the simple, correct choice
    m_brokers = md.brokers;
    m_controller = md.controllerId;
    endResetModel();
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
    const BrokerInfo &b = m_brokers[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Id: return b.id;
        case Host: return b.host;
        case Port: return b.port;
        case Role: return b.id == m_controller ? tr("controller") : QString();
        }
    } else if (role == Qt::TextAlignmentRole && (index.column() == Id || index.column() == Port)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
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
    }
    return {};
}

} // namespace kafscope::ui
