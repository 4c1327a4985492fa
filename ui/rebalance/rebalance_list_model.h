#pragma once

#include "rebalance/timeline.h"

#include <QAbstractTableModel>
#include <QHash>

namespace kafscope::ui {

// The rebalances of a timeline, one row each: generation, start, duration, longest stop (of a
// member or a partition: a crashed member's partitions count from its crash), cause, moved
// partitions, members before and after.
// Rebalances only ever grow at the end (the last may still be going on), so updates insert rows.
class RebalanceListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Generation, Start, Duration, LongestStop, Cause, Moved, Members, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setRebalances(const QList<rebalance::Rebalance> &rebalances);
    // What to call each lane key (a member id) in the cause and tooltips: the chart's labels.
    void setLaneLabels(const QHash<QString, QString> &labels) { m_labels = labels; }
    QString laneLabel(const QString &key) const { return m_labels.value(key, key); }
    // The cause in a few words: the lab's actions, else who joined, left or timed out.
    QString causeText(const rebalance::Rebalance &r) const;
    const QList<rebalance::Rebalance> &rebalances() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "249 ms", "6.01 s", "12.3 s"
    static QString durationText(qint64 ms);

private:
    static QString longestStopText(const rebalance::Rebalance &r);
    QString stopsTooltip(const rebalance::Rebalance &r) const;
    QStringList labels(const QStringList &keys) const;

    QList<rebalance::Rebalance> m_rows;
    QHash<QString, QString> m_labels;
};

} // namespace kafscope::ui
