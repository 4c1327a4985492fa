#pragma once

#include <QList>
#include <QMap>
#include <QtGlobal>

#include <vector>

namespace kafscope::harness {

// What one level's producer and consumers did, as the checker sees it at the end.
struct LevelCorrectness {
    qint64 acked = 0;                // produced messages the broker acknowledged
    qint64 produceFailed = 0;        // delivery failed (not counted as produced)
    qint64 consumed = 0;             // distinct acknowledged messages processed at least once
    qint64 lost = 0;                 // acknowledged, never processed
    qint64 duplicates = 0;           // extra processings of a message already processed
    qint64 unexpectedDuplicates = 0; // duplicates not soon after a fault or rebalance
    qint64 orderViolations = 0;      // first processings out of producer order within a partition
    qint64 unacknowledged = 0;       // processed although their delivery failed or never reported
};

// Accounts for every produced (producer, sequence): which were acknowledged, which were processed
// how often, whether first processings kept the order within each partition. One producer per
// level (its sequence numbers are 0, 1, 2 ...). Not thread-safe; the tracker guards it.
class CorrectnessChecker {
public:
    explicit CorrectnessChecker(int levels);

    void acked(int level, qint64 seq, int partition, qint64 offset, qint64 produceMs);
    void failed(int level, qint64 seq);
    // Notes a fault or a rebalance: duplicates within `windowMs` after it are expected.
    void disturbance(qint64 atMs);
    void setDuplicateWindow(qint64 windowMs) { m_windowMs = windowMs; }

    struct Outcome {
        bool duplicate = false;
        bool orderViolation = false;
    };
    Outcome processed(int level, qint64 seq, int partition, qint64 atMs);

    // Acknowledged messages not yet processed.
    qint64 backlog(int level) const;
    // Produce time of the oldest acknowledged, unprocessed message of `level`; -1 if none.
    qint64 oldestUnprocessedMs(int level);
    bool allProcessed() const;
    LevelCorrectness result(int level) const;
    int levels() const { return int(m_levels.size()); }

private:
    static constexpr qint64 kUnknown = -1; // no delivery report (yet)
    static constexpr qint64 kFailed = -2;

    struct Level {
        std::vector<qint64> produceMs;        // by sequence number; kUnknown / kFailed
        std::vector<quint16> processed;       // times processed, by sequence number
        QMap<int, qint64> lastSeqByPartition; // last first-processed sequence per partition
        qint64 cursor = 0;                    // below it every message is processed or failed
        LevelCorrectness counts;
    };
    void grow(Level &l, qint64 seq);
    bool expectedDuplicate(qint64 atMs) const;

    std::vector<Level> m_levels;
    QList<qint64> m_disturbances;
    qint64 m_windowMs = 15000;
};

} // namespace kafscope::harness
