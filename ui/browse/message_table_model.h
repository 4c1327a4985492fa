#pragma once

#include "browse/record_store.h"
#include "transactions/transaction_marks.h"

#include <QAbstractTableModel>
#include <QCache>

namespace kafscope::ui {

QString timestampText(qint64 ms, int type);

// The browsed records as a table: partition, offset, timestamp (with its type), key preview, value
// preview (the decoded JSON where a registry schema decoded it), the schema or why it did not
// decode, size, header count. Appends in batches (one insert per batch), evicts the oldest rows
// in one step when the memory budget is reached, and builds preview strings lazily (cached).
class MessageTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Partition, Offset, Timestamp, Key, Value, Schema, Size, Headers, ColumnCount };

    explicit MessageTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void appendBatch(const QList<BrowseRecord> &records);
    void clear();
    const BrowseRecord &record(int row) const { return m_store.at(row); }
    BrowseRecord &record(int row) { return m_store.at(row); }
    // Replaces a preview with the whole record (after "load full value"); updates that row.
    void replaceRecord(int row, BrowseRecord record);
    const RecordStore &store() const { return m_store; }
    RecordSnapshot snapshot() const { return m_store.snapshot(); }
    void setMemoryBudget(qint64 bytes) { m_store.setBudget(bytes); }
    // What the partitions' logs say about transactions (read uncommitted): aborted records are
    // struck through and muted, records of open transactions amber, each with a tooltip. Cleared
    // by clear().
    void setTransactionMarks(const QHash<int, transactions::PartitionTransactions> &marks);
    // The mark of a row's record, or null when it is not in a transaction (or not scanned).
    const transactions::TxnRange *transactionOf(int row) const;
    // A row's timestamp as shown (the zone left to the column's title).
    static QString timestampText(qint64 ms, int type) { return ui::timestampText(ms, type); }

Q_SIGNALS:
    // Rows were dropped from the front to stay inside the memory budget.
    void evicted(qint64 total);

private:
    enum class Cached { Value, Key, Schema };
    QString preview(int row, bool key) const;
    QString schemaText(int row) const;
    qint64 cacheKey(int row, Cached what) const { return (m_firstSerial + row) * 3 + int(what); }

    RecordStore m_store;
    qint64 m_firstSerial = 0; // serial number of row 0 (the cache key survives evictions)
    mutable QCache<qint64, QString> m_previews{20000};
    QHash<int, transactions::PartitionTransactions> m_transactions;
};

// Short display text for a timestamp: date and time with milliseconds in the display zone (named
// in the column's title), marked when it is a log-append time.
QString timestampText(qint64 ms, int type);

} // namespace kafscope::ui
