#pragma once

#include "rebalance/lab_member.h"

#include <QHash>
#include <QList>
#include <QMutex>

#include <map>
#include <vector>

namespace kafscope::rebalance {

// A message a lab member processed although the lab had processed it before (same topic,
// partition and offset): the price of a rebalance for at-least-once consumers.
struct DuplicateProcessing {
    qint64 timeMs = 0;
    QString label;
    PartitionId partition;
    qint64 offset = 0;
};

// A test message the broker acknowledged: its key ("key-N" -> N) and the load's sequence number.
struct AckedRecord {
    int key = -1;
    qint64 seq = -1;
    qint64 ackMs = 0;
};

// One processing of a record by a member, in arrival order.
struct ProcessedRecord {
    qint64 timeMs = 0;
    int member = 0;    // index into LabObservations::members
    int partition = 0; // index into LabObservations::partitions
    qint64 offset = 0;
};

// An offset commit the consumer said was refused (on its stderr or as {"commit_error": KIND}).
struct CommitError {
    qint64 timeMs = 0;
    QString member;
    QString kind; // STALE_MEMBER_EPOCH, FENCED_MEMBER_EPOCH, UNKNOWN_MEMBER_ID, ...
    QString line; // what it printed (cut to 300 characters)
};

// Everything the judgement needs of what the load and the members did (see lab_verdict.h).
struct LabObservations {
    QStringList members;                              // labels, by first report
    QList<PartitionId> partitions;                    // by first report
    std::vector<std::map<qint64, AckedRecord>> acked; // per partition index: offset -> record
    std::vector<ProcessedRecord> processed;
    qint64 produceFailed = 0;
    qint64 ackedTotal = 0;
    // Acknowledged without an offset: stored by the broker, but librdkafka could not say where (a
    // retried send the broker already had, after a broker restart). Not judged by offset.
    qint64 ackedWithoutOffset = 0;
    bool truncated = false; // more than the bounds below: later records are not judged
    QList<CommitError> commitErrors;
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
    // The test load: a message the broker acknowledged, or failed ones.
    void acked(const PartitionId &p, qint64 offset, int key, qint64 seq, qint64 ackMs);
    void produceFailed(qint64 count);
    void commitError(const CommitError &e);
    LabObservations observations() const;
    // Forgets the load's and the members' records (a new lab on a store that outlives labs).
    void resetObservations();
    qint64 ackedCount() const;
    // Acknowledged records not processed yet, and when the last processing arrived.
    qint64 unprocessedCount() const;
    qint64 lastProcessedMs() const;
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
    int partitionIndex(const PartitionId &p); // locked by the caller
    LabObservations m_obs;
    QHash<PartitionId, int> m_partitionIndex;
    QHash<QString, int> m_memberIndex;
    qint64 m_ackedProcessed = 0; // acknowledged records processed at least once
    qint64 m_lastProcessedMs = 0;
    ProcessingStats m_stats;
    qint64 m_droppedCommits = 0;
};

} // namespace kafscope::rebalance
