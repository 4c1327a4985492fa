#include "browse/record_store.h"

namespace kafscope {

RecordStore::Plan RecordStore::plan(const QList<BrowseRecord> &batch) const
{
    Plan p;
    qint64 incoming = 0;
    for (const BrowseRecord &r : batch)
        incoming += r.memoryCost();
    // The batch alone is too big: keep its newest rows only.
    qsizetype i = 0;
    while (incoming > m_budget && i < batch.size())
        incoming -= batch[i++].memoryCost();
    p.dropFromBatch = i;
    qint64 total = m_bytes + incoming;
    size_t e = 0;
    while (total > m_budget && e < m_costs.size())
        total -= m_costs[e++];
    p.evict = qsizetype(e);
    return p;
}

void RecordStore::evictFront(qsizetype count)
{
    count = qMin(count, size());
    for (qsizetype i = 0; i < count; ++i)
        m_bytes -= m_costs[size_t(i)];
    m_rows.erase(m_rows.begin(), m_rows.begin() + count);
    m_costs.erase(m_costs.begin(), m_costs.begin() + count);
    m_evicted += count;
}

void RecordStore::append(QList<BrowseRecord> batch, qsizetype dropFromBatch)
{
    m_evicted += qMin(dropFromBatch, batch.size());
    for (qsizetype i = dropFromBatch; i < batch.size(); ++i) {
        const qint64 cost = batch[i].memoryCost();
        m_bytes += cost;
        m_costs.push_back(cost);
        m_rows.push_back(std::move(batch[i]));
    }
}

void RecordStore::clear()
{
    m_rows.clear();
    m_costs.clear();
    m_bytes = 0;
    m_evicted = 0;
}

} // namespace kafscope
