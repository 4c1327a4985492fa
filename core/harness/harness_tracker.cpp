#include "harness/harness_tracker.h"
#include "common/translations.h"

#include <QDateTime>

#include <algorithm>

namespace kafscope::harness {

namespace {
quint64 offsetKey(int level, int partition, qint64 offset)
{
    return (quint64(level) << 60) | (quint64(partition & 0xfff) << 48) |
           (quint64(offset) & 0xffffffffffffull);
}
} // namespace

HarnessTracker::HarnessTracker(const HarnessConfig &config)
    : m_config(config), m_checker(config.levels), m_levels(config.levels),
      m_partitions(config.levels)
{
    m_checker.setDuplicateWindow(config.duplicateWindowMs);
}

qint64 HarnessTracker::wallMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void HarnessTracker::startLoad()
{
    QMutexLocker lock(&m_mutex);
    m_loadStartMs = wallMs();
    m_lastTickMs = m_loadStartMs;
    m_phase = Phase::Load;
}

void HarnessTracker::setPhase(Phase phase)
{
    QMutexLocker lock(&m_mutex);
    m_phase = phase;
}

Phase HarnessTracker::phase() const
{
    QMutexLocker lock(&m_mutex);
    return m_phase;
}

qint64 HarnessTracker::elapsedMs() const
{
    QMutexLocker lock(&m_mutex);
    return m_loadStartMs > 0 ? wallMs() - m_loadStartMs : 0;
}

void HarnessTracker::acked(int level, qint64 seq, int partition, qint64 offset, qint64 produceMs)
{
    const qint64 now = wallMs();
    QMutexLocker lock(&m_mutex);
    m_checker.acked(level, seq, partition, offset, produceMs);
    if (!m_trackOffsets || level < 0 || level >= m_partitions.size())
        return;
    PartitionState &p = m_partitions[level][partition];
    p.acked.insert_or_assign(offset, Stored{seq, produceMs});
    if (offset < p.coveredUpTo) { // a commit covered it before its delivery report arrived
        Level &l = m_levels[level];
        ++l.totals.committed;
        l.totals.commitLatency.record(qMax<qint64>(0, now - produceMs) * 1000);
    }
    // Reports of the consumer that came before this acknowledgement.
    const auto pending = m_pending.take(offsetKey(level, partition, offset));
    for (const PendingReport &r : pending)
        processedLocked(level, seq, partition, produceMs, r.atMs, r.duringLoad, false);
}

void HarnessTracker::processedAt(int level, int partition, qint64 offset)
{
    const qint64 now = wallMs();
    QMutexLocker lock(&m_mutex);
    const bool load = m_phase == Phase::Load;
    if (level >= 0 && level < m_partitions.size()) {
        const auto p = m_partitions[level].constFind(partition);
        if (p != m_partitions[level].constEnd()) {
            const auto it = p->acked.find(offset);
            if (it != p->acked.end()) {
                processedLocked(level, it->second.seq, partition, it->second.produceMs, now, load,
                                false);
                return;
            }
        }
    }
    m_pending[offsetKey(qMax(0, level), partition, offset)] << PendingReport{now, load};
}

qint64 HarnessTracker::unmatchedReports() const
{
    QMutexLocker lock(&m_mutex);
    qint64 n = 0;
    for (const auto &list : m_pending)
        n += list.size();
    return n;
}

void HarnessTracker::commitsObserved(const QList<QHash<int, qint64>> &byLevel, qint64 atMs)
{
    QMutexLocker lock(&m_mutex);
    const qint64 dt = m_lastCommitPollMs > 0 ? qMax<qint64>(0, atMs - m_lastCommitPollMs) : 0;
    m_lastCommitPollMs = atMs;
    const bool load = m_phase == Phase::Load;
    QList<qint64> covered(m_levels.size(), 0);
    for (int level = 0; level < m_levels.size() && level < byLevel.size(); ++level) {
        Level &l = m_levels[level];
        for (auto c = byLevel[level].cbegin(); c != byLevel[level].cend(); ++c) {
            PartitionState &p = m_partitions[level][c.key()];
            p.committed = c.value();
            if (c.value() <= p.coveredUpTo)
                continue;
            for (auto it = p.acked.lower_bound(p.coveredUpTo);
                 it != p.acked.end() && it->first < c.value(); ++it) {
                const qint64 us = qMax<qint64>(0, atMs - it->second.produceMs) * 1000;
                l.totals.commitLatency.record(us);
                l.intervalCommitLatency.record(us);
                ++covered[level];
            }
            p.coveredUpTo = c.value();
        }
        l.totals.committed += covered[level];
        l.intervalCommitted += covered[level];
    }
    const bool advanced =
        std::any_of(covered.cbegin(), covered.cend(), [](qint64 n) { return n > 0; });
    if (advanced) {
        if (m_commitProgress.size() < 20000) {
            CommitPoint point{m_loadStartMs > 0 ? atMs - m_loadStartMs : 0, {}};
            for (const Level &l : m_levels)
                point.committed << l.totals.committed;
            m_commitProgress << point;
        }
        if (m_lastCommitAdvanceMs > 0)
            m_commitGaps << atMs - m_lastCommitAdvanceMs;
        m_lastCommitAdvanceMs = atMs;
    }
    if (!load || dt == 0) {
        for (int level = 0; level < m_levels.size(); ++level)
            m_levels[level].commitBacklogAtPoll = commitBacklog(level);
        return;
    }
    // Judged once the commit interval is known: before, a higher level's uncommitted message may
    // only be waiting for the consumer's next commit.
    const bool judge = m_commitGaps.size() >= 2;
    const qint64 limit = m_config.toleranceMs + commitResolutionLocked();
    bool contended = true;
    QList<qint64> backlog(m_levels.size(), 0);
    for (int level = 0; level < m_levels.size(); ++level) {
        backlog[level] = commitBacklog(level);
        contended = contended && backlog[level] > 0 && m_levels[level].commitBacklogAtPoll > 0;
    }
    if (contended)
        ++m_commitContendedIntervals;
    for (int level = 0; level < m_levels.size(); ++level) {
        Level &l = m_levels[level];
        l.totals.commitMaxBacklog = qMax(l.totals.commitMaxBacklog, backlog[level]);
        if (advanced && covered[level] == 0 && backlog[level] > 0 && l.commitBacklogAtPoll > 0)
            l.totals.commitStarvedMs += dt; // the consumer committed progress, none of this level's
        if (contended)
            l.totals.commitContendedServed += covered[level];
        if (judge && covered[level] > 0)
            for (int higher = 0; higher < level; ++higher) {
                const qint64 oldest = oldestUncoveredMs(higher);
                if (oldest >= 0 && atMs - oldest > limit) {
                    l.totals.commitInversions += covered[level];
                    m_commitInversions += covered[level];
                    break;
                }
            }
        l.commitBacklogAtPoll = backlog[level];
    }
}

qint64 HarnessTracker::commitBacklog(int level) const
{
    qint64 n = 0;
    for (const PartitionState &p : m_partitions[level])
        n += qint64(std::distance(p.acked.lower_bound(p.coveredUpTo), p.acked.end()));
    return n;
}

qint64 HarnessTracker::oldestUncoveredMs(int level) const
{
    qint64 oldest = -1;
    for (const PartitionState &p : m_partitions[level]) {
        const auto it = p.acked.lower_bound(p.coveredUpTo);
        if (it != p.acked.end() && (oldest < 0 || it->second.produceMs < oldest))
            oldest = it->second.produceMs;
    }
    return oldest;
}

qint64 HarnessTracker::notCommitted(int level) const
{
    QMutexLocker lock(&m_mutex);
    if (level < 0 || level >= m_partitions.size())
        return 0;
    qint64 n = 0;
    for (const PartitionState &p : m_partitions[level])
        n +=
            qint64(std::distance(p.acked.lower_bound(qMax<qint64>(0, p.committed)), p.acked.end()));
    return n;
}

qint64 HarnessTracker::commitResolutionLocked() const
{
    if (m_commitGaps.isEmpty())
        return m_commitPollMs;
    QList<qint64> gaps = m_commitGaps;
    std::sort(gaps.begin(), gaps.end());
    return qMax(m_commitPollMs, gaps[gaps.size() / 2]);
}

qint64 HarnessTracker::commitResolutionMs() const
{
    QMutexLocker lock(&m_mutex);
    return commitResolutionLocked();
}

bool HarnessTracker::commitIntervalKnown() const
{
    QMutexLocker lock(&m_mutex);
    return !m_commitGaps.isEmpty();
}

bool HarnessTracker::commitsAdvanced() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastCommitAdvanceMs > 0;
}

qint64 HarnessTracker::lastCommitAdvanceMs() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastCommitAdvanceMs;
}

qint64 HarnessTracker::commitInversions() const
{
    QMutexLocker lock(&m_mutex);
    return m_commitInversions;
}

QList<HarnessTracker::CommitPoint> HarnessTracker::commitProgress() const
{
    QMutexLocker lock(&m_mutex);
    return m_commitProgress;
}

qint64 HarnessTracker::commitContendedIntervals() const
{
    QMutexLocker lock(&m_mutex);
    return m_commitContendedIntervals;
}

void HarnessTracker::failed(int level, qint64 seq)
{
    QMutexLocker lock(&m_mutex);
    m_checker.failed(level, seq);
}

void HarnessTracker::processed(int level, qint64 seq, int partition, qint64 produceMs,
                               bool heldHigher)
{
    const qint64 now = wallMs();
    QMutexLocker lock(&m_mutex);
    processedLocked(level, seq, partition, produceMs, now, m_phase == Phase::Load, heldHigher);
}

void HarnessTracker::processedLocked(int level, qint64 seq, int partition, qint64 produceMs,
                                     qint64 now, bool duringLoad, bool heldHigher)
{
    if (level < 0 || level >= m_levels.size())
        return;
    const auto outcome = m_checker.processed(level, seq, partition, now);
    m_anyProcessed = true;
    Level &l = m_levels[level];
    if (outcome.duplicate)
        return; // a redelivery: counted by the checker, not as service of the level
    const qint64 latencyUs = qMax<qint64>(0, now - produceMs) * 1000;
    l.totals.latency.record(latencyUs);
    l.interval.record(latencyUs);
    ++l.intervalServed;
    if (!duringLoad)
        return;
    ++l.totals.consumedDuringLoad;
    if (heldHigher)
        ++m_consumerInversions;
    for (int higher = 0; higher < level; ++higher) {
        const qint64 oldest = m_checker.oldestUnprocessedMs(higher);
        if (oldest >= 0 && now - oldest > m_config.toleranceMs) {
            ++l.totals.inversions;
            ++m_inversions;
            break;
        }
    }
}

void HarnessTracker::event(const QString &what, bool disturbs)
{
    QMutexLocker lock(&m_mutex);
    const qint64 now = wallMs();
    if (disturbs)
        m_checker.disturbance(now);
    const QString line =
        m_loadStartMs == 0
            ? KS_TR("setup: %1").arg(what)
            : KS_TR("%1 s: %2").arg(double(now - m_loadStartMs) / 1000.0, 0, 'f', 1).arg(what);
    m_pendingEvents << line;
    m_allEvents << line;
}

HarnessSnapshot HarnessTracker::tick()
{
    QMutexLocker lock(&m_mutex);
    const qint64 now = wallMs();
    const qint64 dt = qMax<qint64>(1, now - m_lastTickMs);
    m_lastTickMs = now;
    HarnessSnapshot s;
    s.elapsedMs = m_loadStartMs > 0 ? now - m_loadStartMs : 0;
    s.phase = m_phase;
    s.inversions = !m_anyProcessed && m_lastCommitPollMs > 0 ? m_commitInversions : m_inversions;
    s.events = std::exchange(m_pendingEvents, {});
    const bool load = m_phase == Phase::Load;
    bool allContended = load;
    for (int i = 0; i < m_levels.size(); ++i) {
        const qint64 backlog = m_checker.backlog(i);
        allContended = allContended && backlog > 0 && m_levels[i].backlogAtTick > 0;
    }
    if (allContended)
        ++m_contendedIntervals;
    for (int i = 0; i < m_levels.size(); ++i) {
        Level &l = m_levels[i];
        const LevelCorrectness c = m_checker.result(i);
        const qint64 backlog = m_checker.backlog(i);
        if (load) {
            l.totals.maxBacklog = qMax(l.totals.maxBacklog, backlog);
            if (backlog > 0 && l.backlogAtTick > 0 && l.intervalServed == 0)
                l.totals.starvedMs += dt;
            if (allContended)
                l.totals.contendedServed += l.intervalServed;
        }
        LevelSample ls;
        ls.acked = c.acked;
        ls.consumed = c.consumed;
        ls.backlog = backlog;
        ls.rate = double(l.intervalServed) * 1000.0 / double(dt);
        ls.p50Ms = l.interval.percentileMs(0.50);
        ls.p95Ms = l.interval.percentileMs(0.95);
        ls.p99Ms = l.interval.percentileMs(0.99);
        ls.totalP50Ms = l.totals.latency.percentileMs(0.50);
        ls.totalP95Ms = l.totals.latency.percentileMs(0.95);
        ls.totalP99Ms = l.totals.latency.percentileMs(0.99);
        ls.starvedMs = l.totals.starvedMs;
        ls.inversions = l.totals.inversions;
        if (m_lastCommitPollMs > 0) {
            ls.committed = l.totals.committed;
            if (!m_anyProcessed) {
                ls.rate = double(l.intervalCommitted) * 1000.0 / double(dt);
                ls.backlog = commitBacklog(i);
                ls.p50Ms = l.intervalCommitLatency.percentileMs(0.50);
                ls.p95Ms = l.intervalCommitLatency.percentileMs(0.95);
                ls.p99Ms = l.intervalCommitLatency.percentileMs(0.99);
                ls.totalP50Ms = l.totals.commitLatency.percentileMs(0.50);
                ls.totalP95Ms = l.totals.commitLatency.percentileMs(0.95);
                ls.totalP99Ms = l.totals.commitLatency.percentileMs(0.99);
                ls.starvedMs = l.totals.commitStarvedMs;
                ls.inversions = l.totals.commitInversions;
            }
        }
        l.intervalCommitted = 0;
        l.intervalCommitLatency.clear();
        s.levels << ls;
        l.interval.clear();
        l.intervalServed = 0;
        l.backlogAtTick = backlog;
    }
    return s;
}

bool HarnessTracker::allProcessed() const
{
    QMutexLocker lock(&m_mutex);
    return m_checker.allProcessed();
}

HarnessTracker::LevelTotals HarnessTracker::totals(int level) const
{
    QMutexLocker lock(&m_mutex);
    if (level < 0 || level >= m_levels.size())
        return {};
    LevelTotals t = m_levels[level].totals;
    t.correctness = m_checker.result(level);
    return t;
}

qint64 HarnessTracker::inversions() const
{
    QMutexLocker lock(&m_mutex);
    return m_inversions;
}

qint64 HarnessTracker::contendedIntervals() const
{
    QMutexLocker lock(&m_mutex);
    return m_contendedIntervals;
}

qint64 HarnessTracker::consumerInversions() const
{
    QMutexLocker lock(&m_mutex);
    return m_consumerInversions;
}

QStringList HarnessTracker::allEvents() const
{
    QMutexLocker lock(&m_mutex);
    return m_allEvents;
}

} // namespace kafscope::harness
