#pragma once

#include "harness/harness_config.h"

#include <QList>

namespace kafscope::harness {

// What the consumer under test knows about one level when it chooses: messages in its own
// buffers, messages the broker holds beyond what it fetched (lag from the cached watermarks), and
// the arrival number of the oldest buffered message (for FIFO).
struct LevelView {
    qint64 buffered = 0;
    qint64 lag = 0;
    qint64 headArrival = -1; // -1: nothing buffered
    qint64 backlog() const { return buffered + lag; }
};

// The pure decision logic of the consumer under test (no Kafka): which level to serve next and
// which levels' partitions to pause. Level 0 is the most important.
//  - strict: the most important level with backlog; while that level's messages are still being
//    fetched it waits (up to stallMs) rather than serve a lower level; lower levels are paused
//    while a higher one has backlog.
//  - weighted: each window of W messages gives level i round(W * w_i / sum) slots; a level with
//    data and slots left is served, most important first; when no level with data has slots left
//    a new window starts (so idle quotas are not wasted). Nothing is paused.
//  - fifo: the oldest arrival, whatever its level. Nothing is paused.
class PriorityScheduler {
public:
    PriorityScheduler(const Strategy &strategy, int levels, int window = 20, int stallMs = 100);

    // The level to serve now, or -1 (nothing buffered, or strict waiting for a higher level).
    int pick(const QList<LevelView> &levels, qint64 nowMs);
    // Records that a message of `level` was served (pick() does not, so a caller may skip).
    void served(int level);
    // Per level: should its partitions be paused?
    QList<bool> paused(const QList<LevelView> &levels) const;

    const QList<int> &quota() const { return m_quota; } // weighted: slots per window
    const QList<int> &credit() const { return m_credit; }

private:
    int pickStrict(const QList<LevelView> &levels, qint64 nowMs);
    int pickWeighted(const QList<LevelView> &levels);
    static int pickFifo(const QList<LevelView> &levels);

    Strategy m_strategy;
    int m_levels;
    int m_stallMs;
    QList<int> m_quota;
    QList<int> m_credit;
    qint64 m_waitingSince = -1;
};

} // namespace kafscope::harness
