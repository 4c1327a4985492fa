#pragma once

#include "rebalance/timeline.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// The rebalances of a timeline, one row each: generation, start, duration, longest
// member stop, cause, moved partitions.
// Rebalances only ever grow at the end (the last may still be going on), so updates insert rows.
class RebalanceListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Generation, Start, Duration, LongestStop, Cause, Moved, Members, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setRebalances(const QList<rebalance::Rebalance> &rebalances);
    const QList<rebalance::Rebalance> &rebalances() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    static QString longestStopText(const rebalance::Rebalance &r);
    static QString stopsTooltip(const rebalance::Rebalance &r);

    QList<rebalance::Rebalance> m_rows;
};

} // namespace kafscope::ui
