#pragma once

#include "cluster/cluster_metadata.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// Brokers of one metadata snapshot: id, host, port, controller flag.
class BrokerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Host, Port, Role, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setMetadata(const ClusterMetadata &md);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<BrokerInfo> m_brokers;
    int m_controller = -1;
};

} // namespace kafscope::ui
