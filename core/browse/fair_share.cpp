#include "browse/fair_share.h"

#include <algorithm>

namespace kafscope {

FairShare::FairShare(qint64 limit, const QList<int> &partitions) : m_limit(qMax<qint64>(limit, 0))
{
    for (int p : partitions)
        m_kept.insert(p, 0);
    m_open = m_kept.keys();
}

qint64 FairShare::share(int partition) const
{
    if (m_limit <= 0)
        return -1;
    const qsizetype rank = m_open.indexOf(partition);
    if (rank < 0)
        return m_kept.value(partition); // finished: what it kept is all it takes
    qint64 left = m_limit;
    for (auto it = m_kept.cbegin(); it != m_kept.cend(); ++it)
        if (!m_open.contains(it.key()))
            left -= it.value();
    left = qMax<qint64>(left, 0);
    const qint64 open = m_open.size();
    return left / open + (rank < left % open ? 1 : 0);
}

bool FairShare::admits(int partition) const
{
    if (m_limit <= 0)
        return true;
    return !limitReached() && m_open.contains(partition) &&
           m_kept.value(partition) < share(partition);
}

void FairShare::kept(int partition)
{
    ++m_kept[partition];
    ++m_total;
}

void FairShare::finished(int partition)
{
    m_open.removeOne(partition);
}

QList<int> FairShare::full() const
{
    QList<int> out;
    if (m_limit <= 0)
        return out;
    for (int p : m_open)
        if (m_kept.value(p) >= share(p))
            out.append(p);
    return out;
}

} // namespace kafscope
