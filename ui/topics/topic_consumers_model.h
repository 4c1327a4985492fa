#pragma once

#include "topics/topic_consumers.h"

#include <QAbstractTableModel>

class QTableView;

namespace kafscope::ui {

// The consumer groups of one topic: group, state, members, partitions with a commit, and the lag
// on this topic (largest first; "unknown" with the reason on hover where it could not be read).
class TopicConsumersModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Group, State, Members, Partitions, Lag, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setConsumers(const QList<TopicConsumer> &consumers);
    QString groupAt(int row) const;
    // Group takes the rest; the numbers are narrow and right-aligned.
    static void layoutColumns(QTableView *table);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<TopicConsumer> m_rows;
};

} // namespace kafscope::ui
