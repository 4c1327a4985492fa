#pragma once

#include "groups/group_summary.h"

#include <QAbstractTableModel>
#include <QHash>

namespace kafscope::ui {

// The group list: one row per listed group; lag and topics fill in as batches are computed.
class GroupTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Group,
        State,
        Type,
        Protocol,
        Assignor,
        Members,
        Coordinator,
        Topics,
        Lag,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

    void
    setGroups(const QList<groups::GroupListing> &groups); // keeps known lags of groups still listed
    void updateSummaries(const QList<groups::GroupSummary> &summaries);
    const groups::GroupSummary *summary(int row) const;
    QString groupAt(int row) const;
    int rowOf(const QString &group) const { return m_index.value(group, -1); }

private:
    QList<groups::GroupSummary> m_rows;
    QList<bool> m_lagKnown;
    QHash<QString, int> m_index;
};

} // namespace kafscope::ui
