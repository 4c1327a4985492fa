#include "harness/correctness_checker.h"

namespace kafscope::harness {

CorrectnessChecker::CorrectnessChecker(int levels) : m_levels(size_t(qMax(0, levels))) {}

void CorrectnessChecker::grow(Level &l, qint64 seq)
{
    if (seq >= qint64(l.produceMs.size())) {
        l.produceMs.resize(size_t(seq + 1), kUnknown);
        l.processed.resize(size_t(seq + 1), 0);
    }
}

void CorrectnessChecker::acked(int level, qint64 seq, int /*partition*/, qint64 /*offset*/,
                               qint64 produceMs)
{
    if (level < 0 || level >= levels() || seq < 0)
        return;
    Level &l = m_levels[size_t(level)];
    grow(l, seq);
    qint64 &slot = l.produceMs[size_t(seq)];
    if (slot >= 0)
        return; // a second report for the same message cannot happen; ignore it if it does
    if (slot == kFailed)
        --l.counts.produceFailed;
    slot = qMax<qint64>(0, produceMs);
    ++l.counts.acked;
    if (l.processed[size_t(seq)] > 0) {
        ++l.counts.consumed; // processed before its delivery report arrived
        --l.counts.unacknowledged;
    }
}

void CorrectnessChecker::failed(int level, qint64 seq)
{
    if (level < 0 || level >= levels() || seq < 0)
        return;
    Level &l = m_levels[size_t(level)];
    grow(l, seq);
    if (l.produceMs[size_t(seq)] != kUnknown)
        return;
    l.produceMs[size_t(seq)] = kFailed;
    ++l.counts.produceFailed;
}

void CorrectnessChecker::disturbance(qint64 atMs)
{
    m_disturbances << atMs;
}

bool CorrectnessChecker::expectedDuplicate(qint64 atMs) const
{
    for (qint64 d : m_disturbances)
        if (atMs >= d && atMs - d <= m_windowMs)
            return true;
    return false;
}

CorrectnessChecker::Outcome CorrectnessChecker::processed(int level, qint64 seq, int partition,
                                                          qint64 atMs)
{
    Outcome out;
    if (level < 0 || level >= levels() || seq < 0)
        return out;
    Level &l = m_levels[size_t(level)];
    grow(l, seq);
    quint16 &times = l.processed[size_t(seq)];
    if (times > 0) {
        out.duplicate = true;
        ++l.counts.duplicates;
        if (!expectedDuplicate(atMs))
            ++l.counts.unexpectedDuplicates;
    } else {
        if (l.produceMs[size_t(seq)] >= 0)
            ++l.counts.consumed;
        else
            ++l.counts.unacknowledged;
        auto last = l.lastSeqByPartition.find(partition);
        if (last != l.lastSeqByPartition.end() && seq < last.value()) {
            out.orderViolation = true;
            ++l.counts.orderViolations;
        }
        if (last == l.lastSeqByPartition.end() || seq > last.value())
            l.lastSeqByPartition.insert(partition, seq);
    }
    if (times < 0xffff)
        ++times;
    return out;
}

qint64 CorrectnessChecker::backlog(int level) const
{
    if (level < 0 || level >= levels())
        return 0;
    const LevelCorrectness &c = m_levels[size_t(level)].counts;
    return c.acked - c.consumed;
}

qint64 CorrectnessChecker::oldestUnprocessedMs(int level)
{
    if (level < 0 || level >= levels())
        return -1;
    Level &l = m_levels[size_t(level)];
    const qint64 size = qint64(l.produceMs.size());
    while (l.cursor < size &&
           (l.processed[size_t(l.cursor)] > 0 || l.produceMs[size_t(l.cursor)] == kFailed))
        ++l.cursor;
    // Reports of several partitions arrive out of sequence order: look a little past gaps.
    for (qint64 s = l.cursor; s < size && s < l.cursor + 256; ++s)
        if (l.processed[size_t(s)] == 0 && l.produceMs[size_t(s)] >= 0)
            return l.produceMs[size_t(s)];
    return -1;
}

bool CorrectnessChecker::allProcessed() const
{
    for (int level = 0; level < levels(); ++level)
        if (backlog(level) > 0)
            return false;
    return true;
}

LevelCorrectness CorrectnessChecker::result(int level) const
{
    if (level < 0 || level >= levels())
        return {};
    LevelCorrectness c = m_levels[size_t(level)].counts;
    c.lost = c.acked - c.consumed;
    return c;
}

} // namespace kafscope::harness
