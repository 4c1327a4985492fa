#pragma once

#include "harness/correctness_checker.h"
#include "harness/harness_config.h"
#include "produce/latency_histogram.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QStringList>

namespace kafscope::harness {

// One level in one metrics interval (every 250 ms).
struct LevelSample {
    qint64 acked = 0;     // cumulative
    qint64 consumed = 0;  // cumulative, distinct
    qint64 backlog = 0;   // acknowledged, not processed yet
    double rate = 0;      // processed per second in the interval
    double p50Ms = 0, p95Ms = 0, p99Ms = 0; // latency of the interval's processings
    double totalP50Ms = 0, totalP95Ms = 0, totalP99Ms = 0; // of every processing so far
    qint64 starvedMs = 0; // cumulative
    qint64 inversions = 0; // cumulative: this level served while a higher one waited too long
};

enum class Phase { Starting, Load, Drain, Done };

// What the harness shows live: the latest interval of every level.
struct HarnessSnapshot {
    qint64 elapsedMs = 0; // since the load started
    Phase phase = Phase::Starting;
    QList<LevelSample> levels;
    qint64 inversions = 0;
    QStringList events; // faults and rebalances since the previous snapshot
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
    // A message named by where it was stored (an external consumer's report): the level's
    // (seq, produce time) acknowledged at that partition and offset. False if none was.
    bool processedAt(int level, int partition, qint64 offset);
    void event(const QString &what, bool disturbs);
    // Acknowledged messages of `level` at or above the committed offset of their partition
    // (`committed`: partition -> offset; a partition missing from it has nothing committed).
    qint64 notCommitted(int level, const QHash<int, qint64> &committed) const;

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
    };
    LevelTotals totals(int level) const;
    qint64 inversions() const;
    qint64 consumerInversions() const;
    qint64 contendedIntervals() const;
    QStringList allEvents() const;

private:
    struct Level {
        LevelTotals totals;
        LatencyHistogram interval;
        qint64 intervalServed = 0;
        qint64 backlogAtTick = 0;
    };

    HarnessConfig m_config;
    mutable QMutex m_mutex;
    CorrectnessChecker m_checker;
    QList<Level> m_levels;
    struct Stored {
        qint64 seq = 0;
        qint64 produceMs = 0;
    };
    QHash<quint64, Stored> m_byOffset; // key: level, partition, offset (see offsetKey)
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
