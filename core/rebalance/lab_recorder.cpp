#include "rebalance/lab_recorder.h"

namespace kafscope::rebalance {

namespace {
constexpr qsizetype kMaxEvents = 200000;
constexpr qsizetype kMaxDuplicates = 100000;
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

void LabRecorder::processed(const QString &label, const PartitionId &p, qint64 offset,
                            qint64 timeMs)
{
    QMutexLocker lock(&m_mutex);
    ++m_stats.processed;
    ++m_stats.perMember[label];
    int &count = m_seen[qMakePair(p, offset)];
    if (++count == 1) {
        ++m_stats.distinct;
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
