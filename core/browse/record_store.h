#pragma once

#include "browse/browse_types.h"

#include <QList>

#include <deque>
#include <vector>

namespace kafscope {

// The kept records of one browse, oldest first, within a memory budget: appending past the
// budget evicts the oldest rows (and counts them, so the UI can say so). Batches are kept as they
// arrive (the list is shared, never copied row by row); a row is found by its serial number.
// Rows of one batch share its key/value buffer, which is freed with the batch's last row: the
// memory in use can exceed the budget by up to one batch (the worker caps a batch at 32 MB).
// The rows of a RecordStore at one moment, to read on another thread: the store's batches are
// implicitly shared lists, so taking one costs a reference per batch, and rows the store gets or
// drops later do not change it.
struct RecordSnapshot {
    struct Part {
        QList<BrowseRecord> rows;
        qsizetype from = 0; // rows before it were evicted from the store
    };
    std::vector<Part> parts;
    qsizetype size() const
    {
        qsizetype n = 0;
        for (const Part &p : parts)
            n += p.rows.size() - p.from;
        return n;
    }
};

class RecordStore {
public:
    explicit RecordStore(qint64 budgetBytes = 512LL * 1024 * 1024) : m_budget(budgetBytes) {}

    // How an append of `batch` would fit: rows to evict from the front first, and rows to drop from
    // the batch's front when the batch alone is over the budget.
    struct Plan {
        qsizetype evict = 0;
        qsizetype dropFromBatch = 0;
    };
    Plan plan(const QList<BrowseRecord> &batch) const;
    void evictFront(qsizetype count);
    void append(QList<BrowseRecord> batch, qsizetype dropFromBatch = 0);
    void clear();

    qsizetype size() const { return qsizetype(m_endSerial - m_firstSerial); }
    const BrowseRecord &at(qsizetype row) const;
    BrowseRecord &
    at(qsizetype row); // the store's byte count keeps the row's cost when it is replaced
    qint64 bytes() const { return m_bytes; }
    qint64 budget() const { return m_budget; }
    void setBudget(qint64 bytes) { m_budget = bytes; }
    qint64 evictedTotal() const { return m_evicted; }
    RecordSnapshot snapshot() const;

private:
    struct Chunk {
        qint64 firstSerial = 0; // serial number of rows[0]
        QList<BrowseRecord> rows;
        std::vector<qint64> costs; // memoryCost() of each row when it came in
    };
    qsizetype chunkIndex(qint64 serial) const;

    std::deque<Chunk> m_chunks;
    qint64 m_firstSerial = 0; // serial number of row 0 (rows before it were evicted)
    qint64 m_endSerial = 0;
    qint64 m_bytes = 0;
    qint64 m_budget;
    qint64 m_evicted = 0;
};

} // namespace kafscope
