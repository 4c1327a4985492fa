#include "harness/priority_scheduler.h"

#include <cmath>

namespace kafscope::harness {

PriorityScheduler::PriorityScheduler(const Strategy &strategy, int levels, int window, int stallMs)
    : m_strategy(strategy), m_levels(levels), m_stallMs(stallMs)
{
    if (strategy.kind != Strategy::Kind::Weighted)
        return;
    double sum = 0;
    for (int w : strategy.weights)
        sum += w;
    for (int l = 0; l < levels; ++l) {
        const int w = strategy.weights.value(l);
        // Every level with a weight gets at least one slot, so it always progresses.
        m_quota << (w > 0 ? qMax(1, int(std::lround(double(window) * w / sum))) : 0);
    }
    m_credit = m_quota;
}

int PriorityScheduler::pick(const QList<LevelView> &levels, qint64 nowMs)
{
    switch (m_strategy.kind) {
    case Strategy::Kind::Strict: return pickStrict(levels, nowMs);
    case Strategy::Kind::Weighted: return pickWeighted(levels);
    case Strategy::Kind::Fifo: return pickFifo(levels);
    }
    return -1;
}

int PriorityScheduler::pickStrict(const QList<LevelView> &levels, qint64 nowMs)
{
    int firstBuffered = -1;
    for (int l = 0; l < levels.size(); ++l)
        if (levels[l].buffered > 0) {
            firstBuffered = l;
            break;
        }
    for (int l = 0; l < levels.size(); ++l) {
        if (levels[l].backlog() <= 0)
            continue;
        if (levels[l].buffered > 0 || firstBuffered < 0) {
            m_waitingSince = -1;
            return levels[l].buffered > 0 ? l : -1;
        }
        // A higher level has messages on the broker not fetched yet: wait for them, but not
        // forever (a stale watermark must not stop the consumer).
        if (m_waitingSince < 0)
            m_waitingSince = nowMs;
        if (nowMs - m_waitingSince < m_stallMs)
            return -1;
        return firstBuffered;
    }
    m_waitingSince = -1;
    return firstBuffered;
}

int PriorityScheduler::pickWeighted(const QList<LevelView> &levels)
{
    for (int round = 0; round < 2; ++round) {
        bool anyData = false;
        for (int l = 0; l < levels.size() && l < m_credit.size(); ++l) {
            if (levels[l].buffered <= 0)
                continue;
            anyData = true;
            if (m_credit[l] > 0)
                return l;
        }
        if (!anyData)
            return -1;
        m_credit = m_quota; // a new window
    }
    // Only levels with weight 0 have data: serve the most important of them.
    for (int l = 0; l < levels.size(); ++l)
        if (levels[l].buffered > 0)
            return l;
    return -1;
}

int PriorityScheduler::pickFifo(const QList<LevelView> &levels)
{
    int best = -1;
    for (int l = 0; l < levels.size(); ++l)
        if (levels[l].buffered > 0 &&
            (best < 0 || levels[l].headArrival < levels[best].headArrival))
            best = l;
    return best;
}

void PriorityScheduler::served(int level)
{
    if (m_strategy.kind == Strategy::Kind::Weighted && level >= 0 && level < m_credit.size() &&
        m_credit[level] > 0)
        --m_credit[level];
}

QList<bool> PriorityScheduler::paused(const QList<LevelView> &levels) const
{
    QList<bool> out(levels.size(), false);
    if (m_strategy.kind != Strategy::Kind::Strict)
        return out;
    bool higherBacklog = false;
    for (int l = 0; l < levels.size(); ++l) {
        out[l] = higherBacklog;
        higherBacklog = higherBacklog || levels[l].backlog() > 0;
    }
    return out;
}

} // namespace kafscope::harness
