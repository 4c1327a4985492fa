#include "harness/harness_tracker.h"

#include <QDateTime>

namespace kafscope::harness {

namespace {
quint64 offsetKey(int level, int partition, qint64 offset)
{
    return (quint64(level) << 60) | (quint64(partition & 0xfff) << 48) | (quint64(offset) & 0xffffffffffffull);
}
} // namespace

HarnessTracker::HarnessTracker(const HarnessConfig &config)
    : m_config(config), m_checker(config.levels), m_levels(config.levels)
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
    QMutexLocker lock(&m_mutex);
    m_checker.acked(level, seq, partition, offset, produceMs);
    m_byOffset.insert(offsetKey(level, partition, offset), Stored{seq, produceMs});
}

qint64 HarnessTracker::notCommitted(int level, const QHash<int, qint64> &committed) const
{
    QMutexLocker lock(&m_mutex);
    qint64 n = 0;
    for (auto it = m_byOffset.cbegin(); it != m_byOffset.cend(); ++it) {
        if (int(it.key() >> 60) != level)
            continue;
        const int partition = int((it.key() >> 48) & 0xfff);
        const qint64 offset = qint64(it.key() & 0xffffffffffffull);
        if (offset >= committed.value(partition, -1) || !committed.contains(partition))
            ++n;
    }
    return n;
}

bool HarnessTracker::processedAt(int level, int partition, qint64 offset)
{
    Stored s;
    {
        QMutexLocker lock(&m_mutex);
        const auto it = m_byOffset.constFind(offsetKey(level, partition, offset));
        if (it == m_byOffset.constEnd())
            return false;
        s = it.value();
    }
    processed(level, s.seq, partition, s.produceMs);
    return true;
}

void HarnessTracker::failed(int level, qint64 seq)
{
    QMutexLocker lock(&m_mutex);
    m_checker.failed(level, seq);
}

void HarnessTracker::processed(int level, qint64 seq, int partition, qint64 produceMs, bool heldHigher)
{
    const qint64 now = wallMs();
    QMutexLocker lock(&m_mutex);
    if (level < 0 || level >= m_levels.size())
        return;
    const auto outcome = m_checker.processed(level, seq, partition, now);
    Level &l = m_levels[level];
    if (outcome.duplicate)
        return; // a redelivery: counted by the checker, not as service of the level
    const qint64 latencyUs = qMax<qint64>(0, now - produceMs) * 1000;
    l.totals.latency.record(latencyUs);
    l.interval.record(latencyUs);
    ++l.intervalServed;
    if (m_phase != Phase::Load)
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
    const QString line = m_loadStartMs == 0
                             ? QStringLiteral("setup: %1").arg(what)
                             : QStringLiteral("%1 s: %2").arg(double(now - m_loadStartMs) / 1000.0, 0, 'f', 1).arg(what);
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
    s.inversions = m_inversions;
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
