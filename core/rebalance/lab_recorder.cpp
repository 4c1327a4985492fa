#include "rebalance/lab_recorder.h"

namespace kafscope::rebalance {

namespace {
constexpr qsizetype kMaxEvents = 200000;
constexpr qsizetype kMaxDuplicates = 100000;
// The judgement's bounds: a lab run at the default rates stays far below them.
constexpr qint64 kMaxAcked = 2000000;
constexpr size_t kMaxProcessed = 4000000;
constexpr qsizetype kMaxCommitErrors = 10000;
} // namespace

void LabRecorder::callback(const MemberCallback &cb)
{
    addEvent(cb);
}

void LabRecorder::action(const LabAction &a)
{
    addEvent(a);
}

void LabRecorder::addEvent(const TimelineEvent &e)
{
    QMutexLocker lock(&m_mutex);
    // Commits are the bulk; past the budget they are counted, not kept, so membership history and
    // the indexes eventsSince() hands out survive.
    if (m_events.size() >= kMaxEvents && std::holds_alternative<CommitObservation>(e)) {
        if (m_droppedCommits++ == 0)
            m_stats.errors
                << QStringLiteral(
                       "timeline: more than %1 events; later offset commits are not shown")
                       .arg(kMaxEvents);
        return;
    }
    m_events << e;
}

int LabRecorder::partitionIndex(const PartitionId &p)
{
    auto it = m_partitionIndex.find(p);
    if (it != m_partitionIndex.end())
        return it.value();
    const int i = int(m_obs.partitions.size());
    m_obs.partitions << p;
    m_obs.acked.emplace_back();
    m_partitionIndex.insert(p, i);
    return i;
}

void LabRecorder::acked(const PartitionId &p, qint64 offset, int key, qint64 seq, qint64 ackMs)
{
    QMutexLocker lock(&m_mutex);
    if (offset < 0) {
        ++m_obs.ackedWithoutOffset;
        return;
    }
    if (m_obs.ackedTotal >= kMaxAcked) {
        m_obs.truncated = true;
        return;
    }
    ++m_obs.ackedTotal;
    m_obs.acked[size_t(partitionIndex(p))][offset] = AckedRecord{key, seq, ackMs};
    if (m_seen.contains(qMakePair(p, offset))) // processed before its delivery report arrived
        ++m_ackedProcessed;
}

void LabRecorder::produceFailed(qint64 count)
{
    QMutexLocker lock(&m_mutex);
    m_obs.produceFailed += count;
}

void LabRecorder::commitError(const CommitError &e)
{
    QMutexLocker lock(&m_mutex);
    if (m_obs.commitErrors.size() < kMaxCommitErrors)
        m_obs.commitErrors << e;
}

LabObservations LabRecorder::observations() const
{
    QMutexLocker lock(&m_mutex);
    return m_obs;
}

void LabRecorder::resetObservations()
{
    QMutexLocker lock(&m_mutex);
    m_obs = LabObservations{};
    m_partitionIndex.clear();
    m_memberIndex.clear();
    m_ackedProcessed = 0;
}

qint64 LabRecorder::ackedCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_obs.ackedTotal;
}

qint64 LabRecorder::unprocessedCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_obs.ackedTotal - m_ackedProcessed;
}

qint64 LabRecorder::lastProcessedMs() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastProcessedMs;
}

void LabRecorder::processed(const QString &label, const PartitionId &p, qint64 offset,
                            qint64 timeMs)
{
    QMutexLocker lock(&m_mutex);
    ++m_stats.processed;
    ++m_stats.perMember[label];
    m_lastProcessedMs = std::max(m_lastProcessedMs, timeMs);
    if (m_obs.processed.size() < kMaxProcessed) {
        auto member = m_memberIndex.find(label);
        if (member == m_memberIndex.end()) {
            member = m_memberIndex.insert(label, int(m_obs.members.size()));
            m_obs.members << label;
        }
        const int pi = partitionIndex(p);
        m_obs.processed.push_back(ProcessedRecord{timeMs, member.value(), pi, offset});
    } else {
        m_obs.truncated = true;
    }
    int &count = m_seen[qMakePair(p, offset)];
    if (++count == 1) {
        ++m_stats.distinct;
        const int pi = partitionIndex(p);
        if (m_obs.acked[size_t(pi)].count(offset))
            ++m_ackedProcessed;
        return;
    }
    ++m_stats.duplicateCount;
    if (m_stats.duplicates.size() < kMaxDuplicates)
        m_stats.duplicates << DuplicateProcessing{timeMs, label, p, offset};
}

void LabRecorder::memberError(const QString &label, const QString &message)
{
    QMutexLocker lock(&m_mutex);
    if (m_stats.errors.size() < 1000)
        m_stats.errors << QStringLiteral("%1: %2").arg(label, message);
}

QList<TimelineEvent> LabRecorder::events() const
{
    QMutexLocker lock(&m_mutex);
    return m_events;
}

QList<TimelineEvent> LabRecorder::eventsSince(qsizetype from) const
{
    QMutexLocker lock(&m_mutex);
    return from >= m_events.size() ? QList<TimelineEvent>() : m_events.mid(from);
}

qint64 LabRecorder::eventCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_events.size();
}

ProcessingStats LabRecorder::processing() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats;
}

} // namespace kafscope::rebalance

namespace kafscope::rebalance {

QStringList LabRecorder::errors() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats.errors;
}

qsizetype LabRecorder::errorCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_stats.errors.size();
}

} // namespace kafscope::rebalance
