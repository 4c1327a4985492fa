#pragma once

// The Transactions view's tables: the transactional ids the coordinators know, the partitions of
// the selected one with their leaders' view of its producer, and the hanging transactions.

#include "transactions/transactions.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// What one refresh of the view read (on the session's worker).
struct TransactionsSnapshot {
    QList<transactions::TransactionDescription> transactions; // every listed id, described
    QList<transactions::PartitionProducers> producers;        // the partitions they hold
    QList<transactions::OpenTransaction> hanging;
    qint64 readAtMs = 0;
};

// Text for a span of milliseconds ("3 min 20 s", "1.5 s"), translated.
QString durationText(qint64 ms);

// One row per transactional id: id, state (coloured by meaning), producer id and epoch, timeout,
// start, duration, partitions.
class TransactionListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, State, Producer, Epoch, Timeout, Started, Duration, Partitions, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;
    void setSnapshot(const TransactionsSnapshot &snapshot);
    const transactions::TransactionDescription *at(int row) const;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<transactions::TransactionDescription> m_rows;
    qint64 m_nowMs = 0;
};

// The partitions one transaction holds, or the hanging transactions: topic, partition, producer,
// epoch, the offset the open transaction starts at, its last write, and whether it hangs.
class TransactionPartitionModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Topic, Partition, Producer, Epoch, StartOffset, LastWrite, Status, ColumnCount };
    struct Row {
        transactions::PartitionRef partition;
        std::optional<transactions::ActiveProducer> producer; // none: the leader has no state
        QString transactionalId;
        bool hanging = false;
    };
    using QAbstractTableModel::QAbstractTableModel;
    void setRows(const QList<Row> &rows, qint64 nowMs);
    const Row *at(int row) const;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<Row> m_rows;
    qint64 m_nowMs = 0;
};

} // namespace kafscope::ui
