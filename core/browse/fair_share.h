#pragma once

#include <QList>
#include <QMap>

namespace kafscope {

// Shares a bounded read's limit among the partitions it reads, so "oldest, limit 500" over 12
// partitions keeps 41 or 42 records of each instead of 500 of whichever partition's fetch came
// first. Each partition still reading gets an equal share of what the finished ones left (the
// first ones by number one more, so the shares add up to the limit); a partition that holds its
// share waits, and goes on when a partition that finished with fewer than its share lets the others
// have the rest. Pure bookkeeping: the reader pauses and resumes the fetching.
class FairShare {
public:
    FairShare() = default; // no limit: every record is admitted
    FairShare(qint64 limit, const QList<int> &partitions);

    bool limited() const { return m_limit > 0; }
    // True when a record of `partition` may be kept now: its share is not full and the limit is
    // not reached.
    bool admits(int partition) const;
    // A record of `partition` was kept.
    void kept(int partition);
    // `partition` has nothing more to give (read to its end, failed): its unused share goes to the
    // partitions still reading.
    void finished(int partition);
    // What `partition` may keep in all, now (shares only grow as partitions finish).
    qint64 share(int partition) const;
    qint64 keptBy(int partition) const { return m_kept.value(partition); }
    qint64 total() const { return m_total; }
    bool limitReached() const { return m_limit > 0 && m_total >= m_limit; }
    // Partitions still reading whose share is full (they wait for more room or the end).
    QList<int> full() const;

private:
    qint64 m_limit = 0;
    qint64 m_total = 0;
    QMap<int, qint64> m_kept; // every partition of the read, by number
    QList<int> m_open;        // still reading, ascending
};

} // namespace kafscope
