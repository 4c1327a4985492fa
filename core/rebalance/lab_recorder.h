#pragma once

#include "rebalance/lab_member.h"

#include <QHash>
#include <QList>
#include <QMutex>

namespace kafscope::rebalance {

// A message a lab member processed although the lab had processed it before (same topic,
// partition and offset): the price of a rebalance for at-least-once consumers.
struct DuplicateProcessing {
    qint64 timeMs = 0;
    QString label;
    PartitionId partition;
    qint64 offset = 0;
};

struct ProcessingStats {
    qint64 processed = 0;                  // every processing, duplicates included
    qint64 distinct = 0;                   // distinct messages processed
    QList<DuplicateProcessing> duplicates; // the first 100000, in time order
    qint64 duplicateCount = 0;
    QHash<QString, qint64> perMember;
    QStringList errors; // "m2: ..." as members reported them
};

// Collects what every lab member reports (thread-safe): rebalance callbacks and lab actions as
// timeline events, and the lab's own sequence tracking of processed messages.
class LabRecorder : public LabObserver {
public:
    void callback(const MemberCallback &cb) override;
    void processed(const QString &label, const PartitionId &p, qint64 offset,
                   qint64 timeMs) override;
    void memberError(const QString &label, const QString &message) override;
    void action(const LabAction &a);
    void addEvent(const TimelineEvent &e); // from other sources (records, states, commits)

    QList<TimelineEvent> events() const;
    QList<TimelineEvent> eventsSince(qsizetype from) const; // events are only ever appended
    qint64 eventCount() const;
    ProcessingStats processing() const;
    QStringList errors() const; // processing().errors without copying the rest
    qsizetype errorCount() const;

private:
    mutable QMutex m_mutex;
    QList<TimelineEvent> m_events;
    QHash<QPair<PartitionId, qint64>, int> m_seen;
    ProcessingStats m_stats;
    qint64 m_droppedCommits = 0;
};

} // namespace kafscope::rebalance
