#pragma once

#include "protocol/reassignment.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// A reassignment plan, one row per partition: where its replicas are, where they go, what is
// added and removed, and how much data the move copies. Unchanged partitions are greyed.
class ReassignPlanModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Partition, Expected, Current, Target, Added, Removed, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setPlan(const protocol::ReassignmentPlan &plan);
    const protocol::ReassignmentPlan &plan() const { return m_plan; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    protocol::ReassignmentPlan m_plan;
};

// The partitions still moving: the replicas being added and removed, and the bytes each added
// replica still lacks (from the brokers' log dirs).
class ReassignProgressModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Partition, Copied, Left, Replicas, Adding, Removing, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setProgress(const protocol::ReassignmentProgress &progress);
    const protocol::ReassignmentProgress &progress() const { return m_progress; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    protocol::ReassignmentProgress m_progress;
};

// "1, 2, 3"; "–" for none.
QString brokerIds(const QList<int> &ids);

} // namespace kafscope::ui
