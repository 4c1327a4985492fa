#pragma once

#include "topics/topic_listing.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// The partitions of one topic: placement, watermarks and message count; under-replicated rows
// are highlighted.
class PartitionTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Leader, Replicas, Isr, Offline, Low, High, Messages, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setDetail(const TopicDetail &detail);
    const PartitionInfo *partitionAt(int row) const;
    Watermark watermarkAt(int row) const;
    QList<int> offlineReplicas(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<PartitionInfo> m_partitions;
    std::vector<Watermark> m_watermarks;
    QList<int> m_live;
};

} // namespace kafscope::ui
