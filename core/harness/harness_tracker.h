#pragma once

#include "harness/correctness_checker.h"
#include "harness/harness_config.h"
#include "produce/latency_histogram.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QStringList>

#include <map>

namespace kafscope::harness {

// One level in one metrics interval (every 250 ms).
struct LevelSample {
    qint64 acked = 0;                                      // cumulative
    qint64 consumed = 0;                                   // cumulative, distinct
    qint64 backlog = 0;                                    // acknowledged, not processed yet
    double rate = 0;                                       // processed per second in the interval
    double p50Ms = 0, p95Ms = 0, p99Ms = 0;                // latency of the interval's processings
    double totalP50Ms = 0, totalP95Ms = 0, totalP99Ms = 0; // of every processing so far
    qint64 starvedMs = 0;                                  // cumulative
    qint64 inversions = 0; // cumulative: this level served while a higher one waited too long
    qint64 committed =
        -1; // cumulative: acknowledged messages the group's commits cover; -1: not observed
};

enum class Phase { Starting, Load, Drain, Done };

// What the harness shows live: the latest interval of every level.
struct HarnessSnapshot {
    qint64 elapsedMs = 0; // since the load started
    Phase phase = Phase::Starting;
    QList<LevelSample> levels;
    qint64 inversions = 0;
    QStringList events; // faults and rebalances since the previous snapshot
    QStringList log; // an external consumer's output since the previous snapshot (not its reports)
};

// Everything the producers and consumers report during a run, thread-safe: the correctness
// checker, latency histograms, backlog, inversions and starvation. Producers call acked()/failed()
// from their threads, consumers processed() from theirs; the run calls tick() every interval.
class HarnessTracker {
public:
    explicit HarnessTracker(const HarnessConfig &config);

    static qint64 wallMs(); // the clock ks-ms headers use (ms since the epoch)
    void startLoad();       // the load's time 0
    void setPhase(Phase phase);
    Phase phase() const;
    qint64 elapsedMs() const;

    void acked(int level, qint64 seq, int partition, qint64 offset, qint64 produceMs);
    void failed(int level, qint64 seq);
    // `heldHigher`: the consumer held a more important message older than the tolerance in its
    // own buffers when it served this one (an inversion of its own making, not of fetch delays).
    void processed(int level, qint64 seq, int partition, qint64 produceMs, bool heldHigher = false);
    // A message named by where it was stored (an external consumer's report): the message
    // acknowledged at that partition and offset, processed now. A report that arrives before the
    // producer's delivery report is kept and counted when the acknowledgement comes.
    void processedAt(int level, int partition, qint64 offset);
    // Reports that named no acknowledged message (yet): at the end, reports of nothing produced.
    qint64 unmatchedReports() const;
    void event(const QString &what, bool disturbs);

    // The group's committed offsets, read at `atMs` (per level: partition -> offset). The commits
    // judge the consumer without its help: the messages a commit newly covers were served in the
    // interval, with the delay from their produce time to this observation.
    void commitsObserved(const QList<QHash<int, qint64>> &byLevel, qint64 atMs);
    // Acknowledged messages of `level` the latest observed commits do not cover.
    qint64 notCommitted(int level) const;
    // The consumer's commit interval as observed (the median time between observations that saw
    // the commits advance, at least the observation interval); the resolution of commit judgements.
    qint64 commitResolutionMs() const;
    bool commitIntervalKnown() const;   // the commits advanced at least twice
    bool commitsAdvanced() const;       // any commit covered a message of the run
    qint64 lastCommitAdvanceMs() const; // wall time of the last advance; 0: none
    void setCommitPollMs(qint64 ms) { m_commitPollMs = ms; }
    // Keeps every acknowledged message by partition and offset (for processedAt and the commit
    // judgements): an external consumer's run; the built-in consumer needs none of it.
    void setTrackOffsets(bool on) { m_trackOffsets = on; }

    // The latest interval. An external consumer that reports nothing is shown by its commits: rate,
    // backlog and latency of what the commits covered.
    HarnessSnapshot tick();
    bool allProcessed() const;

    struct LevelTotals {
        LevelCorrectness correctness;
        LatencyHistogram latency;
        qint64 maxBacklog = 0;
        qint64 starvedMs = 0;
        qint64 inversions = 0;
        qint64 consumedDuringLoad = 0;
        qint64 contendedServed = 0; // served in intervals when every level had backlog
        // Judged from the group's commits (external consumers): like the fields above, with
        // "served" meaning "newly covered by a commit".
        qint64 committed = 0;
        LatencyHistogram commitLatency; // produce time -> the observation of the covering commit
        qint64 commitMaxBacklog = 0;
        qint64 commitStarvedMs = 0;
        qint64 commitInversions = 0;
        qint64 commitContendedServed = 0;
    };
    LevelTotals totals(int level) const;
    qint64 inversions() const;
    qint64 consumerInversions() const;
    qint64 contendedIntervals() const;
    qint64 commitInversions() const;
    qint64 commitContendedIntervals() const;
    // The committed progress over time: at each observation that saw the commits advance, the time
    // since the load started (negative before it) and every level's covered count.
    struct CommitPoint {
        qint64 atMs = 0;
        QList<qint64> committed;
    };
    QList<CommitPoint> commitProgress() const;
    QStringList allEvents() const;

private:
    struct Level {
        LevelTotals totals;
        LatencyHistogram interval;
        qint64 intervalServed = 0;
        qint64 backlogAtTick = 0;
        qint64 commitBacklogAtPoll = 0;
        qint64 intervalCommitted = 0; // newly covered since the last tick
        LatencyHistogram intervalCommitLatency;
    };
    struct Stored {
        qint64 seq = 0;
        qint64 produceMs = 0;
    };
    struct PartitionState {
        std::map<qint64, Stored> acked; // by offset
        qint64 committed = -1;          // the latest observed commit
        qint64 coveredUpTo = 0;         // the highest observed commit: below it, counted as covered
    };
    struct PendingReport {
        qint64 atMs = 0;
        bool duringLoad = false;
    };
    void processedLocked(int level, qint64 seq, int partition, qint64 produceMs, qint64 now,
                         bool duringLoad, bool heldHigher);
    qint64 oldestUncoveredMs(int level) const;
    qint64 commitResolutionLocked() const;
    qint64 commitBacklog(int level) const;

    HarnessConfig m_config;
    mutable QMutex m_mutex;
    CorrectnessChecker m_checker;
    QList<Level> m_levels;
    QList<QHash<int, PartitionState>> m_partitions; // per level
    QHash<quint64, QList<PendingReport>>
        m_pending; // reports before their ack; key: level, partition, offset
    qint64 m_commitPollMs = 250;
    qint64 m_lastCommitPollMs = 0;
    qint64 m_lastCommitAdvanceMs = 0;
    QList<qint64> m_commitGaps; // between observations that saw an advance
    qint64 m_commitInversions = 0;
    QList<CommitPoint> m_commitProgress;
    bool m_trackOffsets = false;
    bool m_anyProcessed = false; // a consumer reported processing; else snapshots show the commits
    qint64 m_commitContendedIntervals = 0;
    Phase m_phase = Phase::Starting;
    qint64 m_loadStartMs = 0;
    qint64 m_lastTickMs = 0;
    qint64 m_inversions = 0;
    qint64 m_consumerInversions = 0;
    qint64 m_contendedIntervals = 0;
    QStringList m_pendingEvents;
    QStringList m_allEvents;
};

} // namespace kafscope::harness
