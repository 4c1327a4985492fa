#pragma once

#include "offsets/offsets_log_reader.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QVector>

namespace kafscope::ui {

// The records read from __consumer_offsets or __transaction_state (bounded; the oldest are evicted
// past the budget), with a filter (group, topic, record type) kept as an index of matching rows.
// Once full, a batch removes the evicted rows from the top and inserts the new ones at the bottom:
// no model reset, so the selection and the scroll position survive a live read (issue #19).
class OffsetsLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Time, Partition, Offset, Type, Group, Subject, Value, ColumnCount };
    struct Filter {
        QString group;
        QString topic;
        int type = -2; // -2: any
        bool matches(const offsets::OffsetsLogEntry &e) const;
    };

    explicit OffsetsLogModel(QObject *parent = nullptr, int maxRows = 500000);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

    // Which log the rows come from: the titles of the owner and subject columns follow it
    // (group and topic/partition or member; transactional id and state). Clears the rows.
    void setLog(offsets::OffsetsLogOptions::Log log);
    offsets::OffsetsLogOptions::Log log() const { return m_log; }
    void append(const QList<offsets::OffsetsLogEntry> &batch); // one insert per batch
    void clear();
    void setFilter(const Filter &f);
    const offsets::OffsetsLogEntry *entry(int row) const; // a visible row
    const QList<offsets::OffsetsLogEntry> &all() const { return m_entries; }
    qint64 evicted() const { return m_evicted; }

private:
    void rebuildIndex();

    QList<offsets::OffsetsLogEntry>
        m_entries; // m_entries[i] has the sequence number m_firstSeq + i
    qint64 m_firstSeq = 0;
    QVector<qint64> m_visible; // sequence numbers of the matching entries, ascending
    Filter m_filter;
    offsets::OffsetsLogOptions::Log m_log = offsets::OffsetsLogOptions::Log::ConsumerOffsets;
    int m_maxRows;
    qint64 m_evicted = 0;
};

} // namespace kafscope::ui
