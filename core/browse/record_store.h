#pragma once

#include "browse/browse_types.h"

#include <QList>

#include <deque>

namespace kafscope {

// The kept records of one browse, oldest first, within a memory budget: appending past the
// budget evicts the oldest rows (and counts them, so the UI can say so).
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

    qsizetype size() const { return qsizetype(m_rows.size()); }
    const BrowseRecord &at(qsizetype row) const { return m_rows[size_t(row)]; }
    BrowseRecord &at(qsizetype row) { return m_rows[size_t(row)]; }
    qint64 bytes() const { return m_bytes; }
    qint64 budget() const { return m_budget; }
    void setBudget(qint64 bytes) { m_budget = bytes; }
    qint64 evictedTotal() const { return m_evicted; }

private:
    std::deque<BrowseRecord> m_rows;
    std::deque<qint64> m_costs;
    qint64 m_bytes = 0;
    qint64 m_budget;
    qint64 m_evicted = 0;
};

} // namespace kafscope
