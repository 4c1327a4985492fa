#include "rebalance/stop_estimator.h"

#include <algorithm>
#include <optional>

namespace kafscope::rebalance {

namespace {

// An instant known to lie within [lo, hi].
struct Span {
    qint64 lo = -1;
    qint64 hi = -1;
    bool exact() const { return lo == hi; }
};

struct Commit {
    qint64 timeMs = 0;
    qint64 offset = 0;
};
// Per partition, the commits that changed its committed offset, in time order.
using Progress = std::map<PartitionId, QList<Commit>>;

Progress progressOf(QList<CommitPoint> commits)
{
    std::stable_sort(
        commits.begin(), commits.end(),
        [](const CommitPoint &a, const CommitPoint &b) { return a.timeMs < b.timeMs; });
    Progress out;
    for (const CommitPoint &c : commits) {
        QList<Commit> &list = out[c.partition];
        if (list.isEmpty() || list.last().offset != c.offset)
            list << Commit{c.timeMs, c.offset};
    }
    return out;
}

// The partition's commit interval as observed: the median gap between its advancing commits.
qint64 observedInterval(const QList<Commit> &list)
{
    QList<qint64> gaps;
    for (qsizetype i = 1; i < list.size(); ++i)
        gaps << list[i].timeMs - list[i - 1].timeMs;
    if (gaps.isEmpty())
        return 0;
    std::nth_element(gaps.begin(), gaps.begin() + gaps.size() / 2, gaps.end());
    return gaps[gaps.size() / 2];
}

// The index of the last commit at or before t, or -1.
qsizetype lastAtOrBefore(const QList<Commit> &list, qint64 t)
{
    auto it = std::upper_bound(list.begin(), list.end(), t,
                               [](qint64 v, const Commit &c) { return v < c.timeMs; });
    return qsizetype(it - list.begin()) - 1;
}

// The first commit after t, or null.
const Commit *firstAfter(const QList<Commit> &list, qint64 t)
{
    auto it = std::upper_bound(list.begin(), list.end(), t,
                               [](qint64 v, const Commit &c) { return v < c.timeMs; });
    return it == list.end() ? nullptr : &*it;
}

qsizetype intervalIndexAt(const Lane &l, qint64 t)
{
    for (qsizetype i = 0; i < l.intervals.size(); ++i) {
        const LaneInterval &in = l.intervals[i];
        if (in.startMs <= t && (in.endMs < 0 || t < in.endMs))
            return i;
    }
    return -1;
}

Partitions ownedAt(const Lane &l, qint64 t)
{
    const qsizetype i = intervalIndexAt(l, t);
    return i < 0 ? Partitions{} : l.intervals[i].partitions;
}

// When the lane stopped owning p, having owned it at `from` without a break (-1: it still owns it).
qint64 releasedAt(const Lane &l, const PartitionId &p, qint64 from)
{
    for (qsizetype i = intervalIndexAt(l, from); i >= 0 && i < l.intervals.size(); ++i) {
        const LaneInterval &in = l.intervals[i];
        if (!in.partitions.count(p))
            return in.startMs;
        if (in.endMs < 0)
            return -1;
        if (i + 1 == l.intervals.size() || l.intervals[i + 1].startMs != in.endMs)
            return in.endMs;
    }
    return -1;
}

// Since when the lane has owned p without a break, owning it at `at`.
qint64 acquiredAt(const Lane &l, const PartitionId &p, qint64 at)
{
    qsizetype i = intervalIndexAt(l, at);
    if (i < 0 || !l.intervals[i].partitions.count(p))
        return -1;
    while (i > 0 && l.intervals[i - 1].endMs == l.intervals[i].startMs &&
           l.intervals[i - 1].partitions.count(p))
        --i;
    return l.intervals[i].startMs;
}

StopEstimate stopBetween(const Span &stopped, const Span &resumed, bool exact)
{
    const qint64 lo = std::max<qint64>(0, resumed.lo - stopped.hi);
    const qint64 hi = std::max(lo, resumed.hi - stopped.lo);
    StopEstimate e;
    e.ms = (lo + hi) / 2;
    e.uncertaintyMs = hi - e.ms;
    e.exact = exact;
    e.fromMs = (stopped.lo + stopped.hi) / 2;
    e.toMs = std::max(e.fromMs, (resumed.lo + resumed.hi) / 2);
    return e;
}

class Estimator {
public:
    explicit Estimator(const Timeline &t) : m_t(t), m_progress(progressOf(t.commits)) {}

    void estimate(Rebalance &r)
    {
        if (!r.complete())
            return;
        m_r = &r;
        m_stateLo = stateLowerBound(r);
        m_recordMs = lastRecordMs(r);
        for (const Lane &l : m_t.lanes)
            if (auto s = memberStop(l))
                r.memberStops.insert(l.key, *s);
        for (const PartitionId &p : allPartitions())
            if (auto s = partitionStop(p))
                r.partitionStops[p] = *s;
        for (const Lane &l : m_t.lanes)
            if (const Silence *s = silenceEndingIn(l, r)) {
                StopEstimate e;
                e.ms = s->toMs - s->fromMs;
                e.exact = s->exact;
                e.fromMs = s->fromMs;
                e.toMs = s->toMs;
                r.silentMembers.insert(l.key, e);
            }
    }

private:
    // The last describe that still saw the group not rebalancing before this rebalance's first
    // rebalancing state (-1: none).
    qint64 stateLowerBound(const Rebalance &r) const
    {
        for (const StateBand &b : m_t.states)
            if (b.startMs >= r.startMs && b.startMs <= r.endMs &&
                (b.state == GroupState::PreparingRebalance ||
                 b.state == GroupState::CompletingRebalance))
                return b.changedAfterMs;
        return -1;
    }

    qint64 lastRecordMs(const Rebalance &r) const
    {
        qint64 out = -1;
        for (const GenerationMarker &g : m_t.generations)
            if (r.generations.contains(g.generation))
                out = std::max(out, g.timeMs);
        return out;
    }

    Partitions allPartitions() const
    {
        Partitions out;
        for (const Lane &l : m_t.lanes)
            for (const LaneInterval &i : l.intervals)
                out.insert(i.partitions.begin(), i.partitions.end());
        return out;
    }

    // When an outside member got p (or its new assignment): the record that gave it, else the
    // rebalance's last record.
    qint64 recordFor(const Lane &l, const PartitionId *p) const
    {
        const qsizetype i = intervalIndexAt(l, m_r->endMs);
        qint64 t = p ? acquiredAt(l, *p, m_r->endMs) : (i < 0 ? -1 : l.intervals[i].startMs);
        if (m_r->incremental && t >= m_r->startMs && t <= m_r->endMs)
            return t;
        return m_recordMs;
    }

    // An outside owner of `parts` stopped within this span, given the record that ended its stop.
    std::optional<Span> stoppedSpan(const Partitions &parts, qint64 recordMs) const
    {
        qint64 lo = m_stateLo, hi = -1;
        for (const PartitionId &p : parts) {
            const auto it = m_progress.find(p);
            if (it == m_progress.end())
                continue;
            const qsizetype last = lastAtOrBefore(it->second, recordMs);
            if (last < 0)
                continue;
            // It may have run on without progress to commit (nothing fetched) until its next tick.
            hi = std::max(hi, it->second[last].timeMs + observedInterval(it->second));
            if (last > 0)
                lo = std::max(lo, it->second[last - 1].timeMs);
        }
        if (hi < 0 || hi < lo || hi > recordMs)
            hi = recordMs; // no progress seen lately: it stopped before the record at the latest
        if (lo < 0 || lo > hi)
            return std::nullopt;
        return Span{lo, hi};
    }

    // An outside owner of `parts` resumed within this span (after the record, before its first
    // commit that advanced one of them).
    std::optional<Span> resumedSpan(const Partitions &parts, qint64 recordMs) const
    {
        qint64 hi = -1;
        for (const PartitionId &p : parts) {
            const auto it = m_progress.find(p);
            if (it == m_progress.end())
                continue;
            if (const Commit *c = firstAfter(it->second, recordMs); c && (hi < 0 || c->timeMs < hi))
                hi = c->timeMs;
        }
        if (hi < 0 || recordMs < 0)
            return std::nullopt;
        return Span{recordMs, hi};
    }

    // The longest commit interval observed on any of `parts` (what an estimate's uncertainty scales
    // with).
    qint64 intervalOf(const Partitions &parts) const
    {
        qint64 out = 0;
        for (const PartitionId &p : parts)
            if (const auto it = m_progress.find(p); it != m_progress.end())
                out = std::max(out, observedInterval(it->second));
        return out;
    }

    std::optional<StopEstimate> memberStop(const Lane &l) const
    {
        const Rebalance &r = *m_r;
        if (l.fromCallbacks) {
            // A member that owned nothing before (it joined) waited for its first assignment: its
            // member_pause_ms counts that wait, but it did not stop.
            if (!r.memberPauseMs.contains(l.key) || ownedAt(l, r.startMs - 1).empty())
                return std::nullopt;
            StopEstimate e;
            e.ms = r.memberPauseMs.value(l.key);
            e.exact = true;
            for (const LaneInterval &i : l.intervals)
                if (i.partitions.empty() && i.startMs >= r.startMs && i.startMs <= r.endMs &&
                    e.ms > 0) {
                    e.fromMs = i.startMs;
                    e.toMs = i.endMs < 0 ? r.endMs : i.endMs;
                }
            return e;
        }
        const Partitions before = ownedAt(l, r.startMs - 1), after = ownedAt(l, r.endMs);
        if (before.empty() || after.empty())
            return std::nullopt; // joined or left: waiting or gone, not a stop
        if (r.incremental && std::any_of(before.begin(), before.end(),
                                         [&](const PartitionId &p) { return after.count(p); })) {
            StopEstimate running; // it kept a partition, which never stopped
            return running;
        }
        const qint64 record = recordFor(l, nullptr);
        const auto stopped = stoppedSpan(before, record);
        const auto resumed = resumedSpan(after, record);
        if (!stopped || !resumed)
            return std::nullopt;
        StopEstimate e = stopBetween(*stopped, *resumed, false);
        Partitions involved = before;
        involved.insert(after.begin(), after.end());
        e.commitIntervalMs = intervalOf(involved);
        return e;
    }

    // The silence of a member that the coordinator timed out when this rebalance began (or
    // within it), null when it had none.
    static const Silence *silenceEndingIn(const Lane &l, const Rebalance &r)
    {
        for (const Silence &s : l.silences)
            if (s.toMs >= r.startMs && s.toMs <= r.endMs && s.fromMs <= s.toMs)
                return &s;
        return nullptr;
    }

    std::optional<StopEstimate> partitionStop(const PartitionId &p) const
    {
        const Rebalance &r = *m_r;
        const Lane *oldOwner = m_t.ownerAt(p, r.startMs - 1);
        const Lane *newOwner = m_t.ownerAt(p, r.endMs);
        if (!oldOwner || !newOwner)
            return std::nullopt;
        if (oldOwner == newOwner) {
            // Kept: lab members show a stop as a break in what they own; outside ones stop only
            // under eager.
            if (oldOwner->fromCallbacks ? acquiredAt(*newOwner, p, r.endMs) < r.startMs
                                        : r.incremental)
                return std::nullopt;
        }
        const qint64 record = newOwner->fromCallbacks ? -1 : recordFor(*newOwner, &p);
        std::optional<Span> stopped, resumed;
        const Silence *silence = oldOwner != newOwner ? silenceEndingIn(*oldOwner, r) : nullptr;
        if (silence && !silence->partitions.count(p))
            silence = nullptr;
        if (silence && silence->exact) {
            stopped = Span{silence->fromMs, silence->fromMs}; // the lab crashed it then
        } else if (silence) {
            // Alive at its last commit; it may have processed on until the next one was due.
            const auto it = m_progress.find(p);
            const qint64 interval = it == m_progress.end() ? 0 : observedInterval(it->second);
            stopped = Span{silence->fromMs, std::min(silence->toMs, silence->fromMs + interval)};
        } else if (oldOwner->fromCallbacks) {
            const qint64 t = releasedAt(*oldOwner, p, r.startMs - 1);
            if (t >= 0)
                stopped = Span{t, t};
        } else {
            stopped = stoppedSpan({p}, record >= 0 ? record : acquiredAt(*newOwner, p, r.endMs));
        }
        if (newOwner->fromCallbacks) {
            const qint64 t = acquiredAt(*newOwner, p, r.endMs);
            if (t >= 0)
                resumed = Span{t, t};
        } else {
            resumed = resumedSpan({p}, record);
        }
        if (!stopped || !resumed)
            return std::nullopt;
        StopEstimate e = stopBetween(*stopped, *resumed, stopped->exact() && resumed->exact());
        if (!e.exact)
            e.commitIntervalMs = intervalOf({p});
        return e;
    }

    const Timeline &m_t;
    Progress m_progress;
    Rebalance *m_r = nullptr;
    qint64 m_stateLo = -1;
    qint64 m_recordMs = -1;
};

} // namespace

const StopEstimate *Rebalance::longestStop(QString *what, bool *partition) const
{
    const StopEstimate *out = nullptr;
    auto consider = [&](const StopEstimate &s, const QString &name, bool isPartition) {
        if (out && s.ms <= out->ms)
            return;
        out = &s;
        if (what)
            *what = name;
        if (partition)
            *partition = isPartition;
    };
    for (auto it = memberStops.begin(); it != memberStops.end(); ++it)
        consider(it.value(), it.key(), false);
    for (const auto &[p, s] : partitionStops)
        consider(s, p.text(), true);
    return out;
}

qint64 Rebalance::longestMemberStopMs() const
{
    qint64 out = -1;
    for (const StopEstimate &s : memberStops)
        out = std::max(out, s.ms);
    return out;
}

void estimateStops(Timeline &t)
{
    Estimator e(t);
    for (Rebalance &r : t.rebalances)
        e.estimate(r);
}

} // namespace kafscope::rebalance
