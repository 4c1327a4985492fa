#pragma once

#include "admin/broker_admin.h"
#include "cluster/cluster_metadata.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// Brokers: id, host, port, controller flag and whether the broker answers. Brokers that dropped out
// of the metadata but still hold replicas are listed as not answering.
class BrokerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Host, Port, Role, Answers, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setMetadata(const ClusterMetadata &md);
    void setStatuses(const QList<BrokerStatus> &brokers);
    const BrokerStatus *brokerAt(int row) const;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<BrokerStatus> m_brokers;
};

} // namespace kafscope::ui
