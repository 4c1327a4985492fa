#pragma once

#include "admin/broker_admin.h"
#include "cluster/cluster_metadata.h"
#include "protocol/log_dirs.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

namespace kafscope::ui {

// Brokers: id, host, port, rack, replicas and leaders held, role and whether the broker answers.
// Brokers that dropped out of the metadata but still hold replicas are listed as not answering,
// with the address they were last seen at. The controller is marked only where clients can see it
// (ZooKeeper); under KRaft the role is the node's process.roles, which does not change.
class BrokerTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Id,
        Host,
        Port,
        Rack,
        Partitions,
        Leaders,
        LogData,
        DiskUse,
        Role,
        Answers,
        ColumnCount
    };
    using QAbstractTableModel::QAbstractTableModel;

    void setMetadata(const ClusterMetadata &md);
    void setStatuses(const QList<BrokerStatus> &brokers);
    // Each broker's log directories (the dashboard's sample): the data its replicas hold and how
    // full its disks are.
    void setDisks(const QList<protocol::BrokerDisks> &disks, const QString &error = {});
    // The controller to mark in later metadata (ControllerView::visibleId; -1: none).
    void setVisibleController(int id);
    // Shows addresses learnt since (broker_addresses) for brokers listed without one.
    void refreshAddresses();
    const BrokerStatus *brokerAt(int row) const;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    std::optional<BrokerInfo> addressOf(const BrokerStatus &b) const;

    QList<BrokerStatus> m_brokers;
    QString m_clusterId;
    int m_visibleController = -1;
    QHash<int, protocol::BrokerDisks> m_disks;
    QString m_disksError;
};

} // namespace kafscope::ui
