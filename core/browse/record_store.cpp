#include "browse/record_store.h"

#include <algorithm>
#include <utility>

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
    qint64 serial = m_firstSerial;
    for (size_t c = 0; c < m_chunks.size() && total > m_budget; ++c) {
        const Chunk &chunk = m_chunks[c];
        for (qint64 k = serial - chunk.firstSerial;
             k < qint64(chunk.costs.size()) && total > m_budget; ++k, ++serial)
            total -= chunk.costs[size_t(k)];
    }
    p.evict = qsizetype(serial - m_firstSerial);
    return p;
}

void RecordStore::evictFront(qsizetype count)
{
    count = qMin(count, size());
    const qint64 end = m_firstSerial + count;
    while (m_firstSerial < end) {
        Chunk &chunk = m_chunks.front();
        const qint64 chunkEnd = chunk.firstSerial + chunk.rows.size();
        const qint64 stop = qMin(end, chunkEnd);
        for (qint64 s = m_firstSerial; s < stop; ++s) {
            const size_t k = size_t(s - chunk.firstSerial);
            m_bytes -= chunk.costs[k];
            if (stop < chunkEnd)
                chunk.rows[qsizetype(k)] =
                    BrowseRecord(); // frees its bytes now; the chunk goes later
        }
        m_firstSerial = stop;
        if (stop == chunkEnd)
            m_chunks.pop_front();
    }
    m_evicted += count;
}

void RecordStore::append(QList<BrowseRecord> batch, qsizetype dropFromBatch)
{
    dropFromBatch = qMin(dropFromBatch, batch.size());
    m_evicted += dropFromBatch;
    if (dropFromBatch == batch.size())
        return;
    Chunk chunk;
    chunk.firstSerial = m_endSerial;
    // Only const access to the list: it stays shared with the sender's copy, no rows are copied.
    chunk.rows = dropFromBatch > 0 ? std::as_const(batch).mid(dropFromBatch) : std::move(batch);
    if (chunk.rows.capacity() - chunk.rows.size() > 1024)
        chunk.rows.squeeze(); // e.g. the last, partly filled batch of a scan
    chunk.costs.reserve(size_t(chunk.rows.size()));
    for (const BrowseRecord &r : std::as_const(chunk.rows)) {
        chunk.costs.push_back(r.memoryCost());
        m_bytes += chunk.costs.back();
    }
    m_endSerial += chunk.rows.size();
    m_chunks.push_back(std::move(chunk));
}

void RecordStore::clear()
{
    m_chunks.clear();
    m_firstSerial = m_endSerial = 0;
    m_bytes = 0;
    m_evicted = 0;
}

qsizetype RecordStore::chunkIndex(qint64 serial) const
{
    const auto it = std::upper_bound(m_chunks.begin(), m_chunks.end(), serial,
                                     [](qint64 s, const Chunk &c) { return s < c.firstSerial; });
    return qsizetype(it - m_chunks.begin()) - 1;
}

const BrowseRecord &RecordStore::at(qsizetype row) const
{
    const qint64 serial = m_firstSerial + row;
    const Chunk &chunk = m_chunks[size_t(chunkIndex(serial))];
    return chunk.rows.at(qsizetype(serial - chunk.firstSerial));
}

BrowseRecord &RecordStore::at(qsizetype row)
{
    const qint64 serial = m_firstSerial + row;
    Chunk &chunk = m_chunks[size_t(chunkIndex(serial))];
    return chunk.rows[qsizetype(serial - chunk.firstSerial)];
}

} // namespace kafscope

namespace kafscope {

RecordSnapshot RecordStore::snapshot() const
{
    RecordSnapshot s;
    s.parts.reserve(m_chunks.size());
    for (const Chunk &c : m_chunks) {
        const qsizetype from = qsizetype(qMax<qint64>(0, m_firstSerial - c.firstSerial));
        if (from < c.rows.size())
            s.parts.push_back({c.rows, from});
    }
    return s;
}

} // namespace kafscope
