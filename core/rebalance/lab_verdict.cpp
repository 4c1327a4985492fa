#include "rebalance/lab_verdict.h"

#include "common/translations.h"
#include "rebalance/lab_report.h"
#include "rebalance/lab_run.h"

#include <QJsonArray>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace kafscope::rebalance {

namespace {

constexpr int kLostSample = 100;
// Records acknowledged this shortly before the end are in flight, not waiting.
constexpr qint64 kInFlightMs = 5000;

struct Proc {
    qint64 timeMs;
    qint64 offset;
    int member;
};

// Everything the judgement looks up, per partition index.
struct Index {
    std::vector<std::vector<Proc>> procs;                         // by time
    std::vector<std::vector<std::pair<qint64, qint64>>> acks;     // (ackMs, offset) by ack time
    std::vector<std::vector<std::pair<qint64, qint64>>> commits;  // (time, offset) by time
    std::vector<std::vector<qint64>> commitMax;                   // running maximum of commits
    std::vector<std::vector<std::pair<qint64, qint64>>> progress; // (time, offset): new highs
};

bool movesMembers(LabStep::Kind k)
{
    return k != LabStep::Kind::Wait && k != LabStep::Kind::Signal;
}

Index buildIndex(const LabObservations &obs, const Timeline &timeline, bool exact)
{
    const size_t n = size_t(obs.partitions.size());
    Index ix;
    ix.procs.resize(n);
    ix.acks.resize(n);
    ix.commits.resize(n);
    ix.commitMax.resize(n);
    ix.progress.resize(n);
    for (const ProcessedRecord &r : obs.processed)
        ix.procs[size_t(r.partition)].push_back(Proc{r.timeMs, r.offset, r.member});
    for (size_t p = 0; p < n; ++p) {
        std::stable_sort(ix.procs[p].begin(), ix.procs[p].end(),
                         [](const Proc &a, const Proc &b) { return a.timeMs < b.timeMs; });
        for (const auto &[offset, rec] : obs.acked[p])
            ix.acks[p].push_back({rec.ackMs, offset});
        std::stable_sort(ix.acks[p].begin(), ix.acks[p].end());
    }
    QHash<PartitionId, int> index;
    for (qsizetype i = 0; i < obs.partitions.size(); ++i)
        index.insert(obs.partitions[i], int(i));
    for (const CommitPoint &c : timeline.commits) {
        const int p = index.value(c.partition, -1);
        if (p >= 0)
            ix.commits[size_t(p)].push_back({c.timeMs, c.offset});
    }
    for (size_t p = 0; p < n; ++p) {
        std::stable_sort(ix.commits[p].begin(), ix.commits[p].end());
        qint64 high = -1;
        for (const auto &[t, o] : ix.commits[p]) {
            high = std::max(high, o);
            ix.commitMax[p].push_back(high);
        }
        // Progress: the partition moved past everything before (a new highest offset processed,
        // or a higher commit).
        high = -1;
        if (exact) {
            for (const Proc &r : ix.procs[p])
                if (r.offset > high) {
                    high = r.offset;
                    ix.progress[p].push_back({r.timeMs, r.offset});
                }
        } else {
            for (const auto &[t, o] : ix.commits[p])
                if (o > high) {
                    high = o;
                    ix.progress[p].push_back({t, o});
                }
        }
    }
    return ix;
}

// The highest offset committed on partition p strictly before `t` (-1: none).
qint64 committedBefore(const Index &ix, size_t p, qint64 t)
{
    const auto &c = ix.commits[p];
    const auto it =
        std::lower_bound(c.begin(), c.end(), std::make_pair(t, qint64(-1)),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
    const auto i = it - c.begin();
    return i == 0 ? -1 : ix.commitMax[p][size_t(i - 1)];
}

// A consumer that commits a record before it processes it (at most once) has, per partition, at
// most one record committed and not processed yet: the one below its last commit, next after
// everything it processed. When that commit came in the last moments of the run, the record is
// in hand, not lost (a crash would lose it; the run ended first). -1: none.
qint64 recordInHand(const Index &ix, const LabObservations &obs,
                    const std::unordered_map<qint64, int> &seen, size_t p, qint64 highestSeen,
                    qint64 endMs)
{
    const auto &max = ix.commitMax[p];
    if (max.empty())
        return -1;
    const auto first = std::lower_bound(max.begin(), max.end(), max.back());
    if (ix.commits[p][size_t(first - max.begin())].first <= endMs - kInFlightMs)
        return -1;
    const qint64 candidate = max.back() - 1;
    if (candidate <= highestSeen || !obs.acked[p].count(candidate) || seen.count(candidate))
        return -1;
    // Every acknowledged record between the last processed one and it was processed.
    for (auto it = obs.acked[p].upper_bound(highestSeen);
         it != obs.acked[p].end() && it->first < candidate; ++it)
        if (!seen.count(it->first))
            return -1;
    return candidate;
}

// The first offset acknowledged at or after `t` on partition p (-1: none).
std::pair<qint64, qint64> firstAckAfter(const Index &ix, size_t p, qint64 t)
{
    const auto &a = ix.acks[p];
    const auto it = std::lower_bound(a.begin(), a.end(), std::make_pair(t, qint64(-1)));
    if (it == a.end())
        return {-1, -1};
    return *it;
}

// When partition p first moved to `offset` or beyond, at or after `t` (-1: never).
qint64 progressPast(const Index &ix, size_t p, qint64 offset, bool exact)
{
    for (const auto &[time, o] : ix.progress[p])
        if (exact ? o >= offset : o > offset)
            return time;
    return -1;
}

// The median interval between two commits of a partition.
qint64 medianCommitInterval(const Index &ix)
{
    std::vector<qint64> gaps;
    for (const auto &c : ix.commits)
        for (size_t i = 1; i < c.size(); ++i)
            if (c[i].first > c[i - 1].first)
                gaps.push_back(c[i].first - c[i - 1].first);
    if (gaps.empty())
        return 0;
    std::nth_element(gaps.begin(), gaps.begin() + qsizetype(gaps.size() / 2), gaps.end());
    return gaps[gaps.size() / 2];
}

// What made a partition stop at `from`: a script step that moves members and was under way then
// (a roll, a stall or a broker restart lasts until the next step), or a rebalance going on then.
// A step or rebalance that only came later (and perhaps ended it) explains nothing: empty.
QString disturbance(const QList<StepOutcome> &steps, qint64 startMs, const Timeline &t, qint64 from)
{
    constexpr qint64 kSlackMs = 2000;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const StepOutcome &s = steps[i];
        if (!movesMembers(s.step.kind) || !s.error.isEmpty())
            continue;
        const qint64 at = startMs + s.atMs;
        qint64 until = at;
        if (s.step.kind == LabStep::Kind::Stall)
            until = at + s.step.durationMs;
        else if ((s.step.kind == LabStep::Kind::Roll ||
                  s.step.kind == LabStep::Kind::BrokerRestart) &&
                 i + 1 < steps.size())
            until = startMs + steps[i + 1].atMs;
        if (from >= at - kSlackMs && from <= until + kSlackMs)
            return s.step.text;
    }
    for (const Rebalance &r : t.rebalances) {
        const qint64 end = r.complete() ? r.endMs : t.lastMs;
        if (r.startMs <= from + kSlackMs && end >= from)
            return KS_TR("rebalance %1").arg(r.index);
    }
    return {};
}

} // namespace

LabVerdict judgeLab(const LabObservations &obs, const Timeline &timeline,
                    const QList<StepOutcome> &steps, qint64 startMs, qint64 endMs, bool settled,
                    const QStringList &exits, const LabLimits &limits)
{
    LabVerdict v;
    v.limits = limits;
    v.settled = settled;
    v.exits = exits;
    v.truncated = obs.truncated;
    v.exact = !obs.processed.empty();
    v.acked = obs.ackedTotal;
    v.produceFailed = obs.produceFailed;
    v.processed = qint64(obs.processed.size());
    const size_t n = size_t(obs.partitions.size());
    const Index ix = buildIndex(obs, timeline, v.exact);
    v.commitIntervalMs = medianCommitInterval(ix);

    // Every processing in time order: duplicates (real ones after a commit covered the record)
    // and first processings out of their key's production order.
    std::vector<ProcessedRecord> byTime = obs.processed;
    std::stable_sort(byTime.begin(), byTime.end(),
                     [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
    std::vector<std::unordered_map<qint64, int>> seen(n);
    QHash<QPair<QString, int>, qint64> lastSeq; // (topic, key) -> highest sequence processed
    QList<QPair<qint64, bool>> duplicateTimes;  // time, real
    for (const ProcessedRecord &r : byTime) {
        const size_t p = size_t(r.partition);
        int &count = seen[p][r.offset];
        if (++count > 1) {
            ++v.duplicates;
            const bool real = committedBefore(ix, p, r.timeMs) > r.offset;
            if (real)
                ++v.realDuplicates;
            duplicateTimes << qMakePair(r.timeMs, real);
            continue;
        }
        const auto it = obs.acked[p].find(r.offset);
        if (it == obs.acked[p].end())
            continue;
        ++v.distinct;
        if (it->second.key < 0 || it->second.seq < 0)
            continue;
        const auto key = qMakePair(obs.partitions[qsizetype(p)].topic, it->second.key);
        auto last = lastSeq.find(key);
        if (last != lastSeq.end() && it->second.seq < last.value())
            ++v.orderViolations;
        else
            lastSeq.insert(key, it->second.seq);
    }
    if (v.exact) {
        // Never processed: lost when the group moved past it (a later record processed, or a
        // commit beyond it); else still waiting when the run ended.
        for (size_t p = 0; p < n; ++p) {
            qint64 past = ix.commitMax[p].empty() ? -1 : ix.commitMax[p].back() - 1;
            qint64 highestSeen = -1;
            for (const auto &[offset, count] : seen[p])
                highestSeen = std::max(highestSeen, offset);
            const qint64 inHand = recordInHand(ix, obs, seen[p], p, highestSeen, endMs);
            past = std::max(past, highestSeen);
            for (const auto &[offset, rec] : obs.acked[p])
                if (offset == inHand) {
                    ++v.inHand; // committed a moment ago, before its processing ended
                } else if (!seen[p].count(offset) && offset > past &&
                           rec.ackMs > endMs - kInFlightMs) {
                    ++v.inFlight; // a moment ago: a run judged while its load goes on
                } else if (!seen[p].count(offset) && offset > past) {
                    ++v.unprocessed;
                } else if (!seen[p].count(offset)) {
                    ++v.lost;
                    if (v.lostSample.size() < kLostSample)
                        v.lostSample
                            << LostRecord{obs.partitions[qsizetype(p)], offset, rec.key, rec.seq};
                }
        }
    }

    // Per event: until the next step that is no wait.
    QList<const StepOutcome *> events;
    for (const StepOutcome &s : steps)
        if (s.step.kind != LabStep::Kind::Wait && s.error.isEmpty())
            events << &s;
    for (qsizetype i = 0; i < events.size(); ++i) {
        const StepOutcome &s = *events[i];
        EventJudgement e;
        e.step = s.step.text;
        e.member = s.member;
        e.atMs = startMs + s.atMs;
        e.setup = s.step.setup;
        e.untilMs = i + 1 < events.size() ? startMs + events[i + 1]->atMs : endMs;
        e.resolutionMs = v.exact ? 0 : v.commitIntervalMs;
        QSet<int> generations;
        for (const GenerationMarker &g : timeline.generations)
            if (g.timeMs >= e.atMs && g.timeMs < e.untilMs)
                generations.insert(g.generation);
        e.rebalances = int(generations.size());
        // Time to recover: until every partition processed (or committed) a record produced
        // after the event.
        qint64 worst = 0;
        bool never = false;
        for (size_t p = 0; p < n; ++p) {
            const auto [ackMs, offset] = firstAckAfter(ix, p, e.atMs);
            if (offset < 0)
                continue;
            const qint64 at = progressPast(ix, p, offset, v.exact);
            if (at < 0) {
                never = true;
                e.slowestPartition = obs.partitions[qsizetype(p)].text();
                continue;
            }
            if (!never && at - e.atMs > worst) {
                worst = at - e.atMs;
                e.slowestPartition = obs.partitions[qsizetype(p)].text();
            }
        }
        e.recoverMs = never ? -1 : worst;
        for (const auto &[t, real] : duplicateTimes)
            if (t >= e.atMs && t < e.untilMs) {
                ++e.duplicates;
                e.realDuplicates += real ? 1 : 0;
            }
        v.events << e;
    }

    // Each member's stops (exact mode): every gap between two of its records belongs to the
    // event in effect when it resumed (the latest before its first record after the gap); a
    // member that never resumed, to the event at its last record. Each event keeps each member's
    // longest.
    if (v.exact && !v.events.isEmpty()) {
        std::vector<std::vector<qint64>> times(size_t(obs.members.size()));
        for (const ProcessedRecord &r : byTime)
            times[size_t(r.member)].push_back(r.timeMs);
        auto eventBefore = [&](qint64 t) {
            qsizetype i = -1;
            while (i + 1 < v.events.size() && v.events[i + 1].atMs < t)
                ++i;
            return i;
        };
        auto keep = [&](qsizetype i, const QString &label, const MemberStop &stop) {
            if (i < 0)
                return;
            MemberStop &best = v.events[i].stops[label];
            if (stop.ms >= best.ms)
                best = stop;
        };
        for (qsizetype m = 0; m < obs.members.size(); ++m) {
            const QString label = obs.members[m];
            const auto &t = times[size_t(m)];
            for (size_t k = 1; k < t.size(); ++k)
                keep(eventBefore(t[k]), label, MemberStop{t[k - 1], t[k], t[k] - t[k - 1]});
            if (t.empty() || endMs - t.back() < 1000)
                continue;
            // Nothing after its last record: it left (as a step said), owns nothing now, or hung.
            qsizetype at = -1;
            for (qsizetype i = 0; i < events.size() && at < 0; ++i)
                if (v.events[i].atMs >= t.back() - 1000)
                    at = i;
            if (at < 0)
                at = eventBefore(t.back());
            const bool left = std::any_of(events.begin(), events.end(), [&](const auto *s) {
                return (s->step.kind == LabStep::Kind::Remove ||
                        s->step.kind == LabStep::Kind::Crash) &&
                       s->member.split(QLatin1Char(',')).contains(label);
            });
            // Hung: it still owns a partition that got records after its last one.
            const Lane *lane = timeline.lane(label);
            bool owns = false;
            if (lane && !lane->intervals.isEmpty() && lane->intervals.last().endMs < 0)
                for (const PartitionId &p : lane->intervals.last().partitions) {
                    const qsizetype pi = obs.partitions.indexOf(p);
                    if (pi >= 0 && !ix.acks[size_t(pi)].empty() &&
                        ix.acks[size_t(pi)].back().first > t.back() + 500)
                        owns = true;
                }
            if (!left && owns)
                keep(at, label, MemberStop{t.back(), -1, endMs - t.back()});
        }
        for (EventJudgement &e : v.events)
            for (auto it = e.stops.begin(); it != e.stops.end(); ++it)
                if (it->ms > e.longestStopMs) {
                    e.longestStopMs = it->ms;
                    e.longestStopMember = it.key();
                }
    }

    // Partitions with a backlog and no progress for longer than the threshold.
    const qint64 threshold = std::max<qint64>(1000, limits.stallThresholdMs);
    for (size_t p = 0; p < n; ++p) {
        const auto &prog = ix.progress[p];
        const PartitionId pid = obs.partitions[qsizetype(p)];
        auto check = [&](qint64 lastMs, qint64 lastOffset, qint64 nextMs, bool ended) {
            // The backlog starts with the first record acknowledged after the last progress.
            qint64 backlogMs = -1;
            for (const auto &[ackMs, offset] : ix.acks[p])
                if (v.exact ? offset > lastOffset : offset >= lastOffset) {
                    backlogMs = ackMs;
                    break;
                }
            if (backlogMs < 0 || backlogMs > nextMs)
                return;
            const qint64 from = std::max(lastMs, backlogMs);
            if (nextMs - from <= threshold)
                return;
            StuckInterval s;
            s.partition = pid;
            s.fromMs = from;
            s.toMs = nextMs;
            s.ended = ended;
            if (const Lane *owner = timeline.ownerAt(pid, from + (nextMs - from) / 2))
                s.owner = owner->label.isEmpty() ? owner->key : owner->label;
            s.during = disturbance(steps, startMs, timeline, from);
            if (s.during.isEmpty() && s.owner.isEmpty())
                s.during = KS_TR("no owner");
            v.stuck << s;
        };
        if (prog.empty()) {
            if (!ix.acks[p].empty())
                check(startMs, -1, endMs, false);
            continue;
        }
        check(startMs, -1, prog.front().first, true);
        for (size_t i = 1; i < prog.size(); ++i)
            check(prog[i - 1].first, prog[i - 1].second, prog[i].first, true);
        check(prog.back().first, prog.back().second, endMs, false);
    }
    std::sort(v.stuck.begin(), v.stuck.end(), [](const StuckInterval &a, const StuckInterval &b) {
        return a.fromMs != b.fromMs ? a.fromMs < b.fromMs : a.partition < b.partition;
    });
    for (const CommitError &c : obs.commitErrors)
        ++v.commitErrors[c.kind];

    // The verdict.
    if (!settled)
        v.reasons << KS_TR("The group did not settle (stable, every partition owned by a running "
                           "member) before the run ended");
    for (const QString &x : exits)
        v.reasons << KS_TR("A member ended by itself: %1").arg(x);
    if (v.lost > 0) {
        const LostRecord &l = v.lostSample.first();
        v.reasons << KS_TR("%1 acknowledged records were never processed (the first: %2 offset %3)")
                         .arg(v.lost)
                         .arg(l.partition.text())
                         .arg(l.offset);
    }
    if (v.unprocessed > 0)
        v.reasons << KS_TR("%1 acknowledged records were still waiting when the run ended (the "
                           "members did not catch up in time)")
                         .arg(v.unprocessed);
    if (v.realDuplicates > 0 && !limits.allowDuplicates)
        v.reasons << KS_TR("%1 records were processed again after a commit had covered them")
                         .arg(v.realDuplicates);
    if (v.orderViolations > 0)
        v.reasons << KS_TR("%1 records were processed before an older record of the same key")
                         .arg(v.orderViolations);
    for (const StuckInterval &s : v.stuck)
        if (s.silent())
            v.reasons << KS_TR("%1 made no progress for %2 s with records waiting while %3 owned "
                               "it and no rebalance went on (a silent stall)")
                             .arg(s.partition.text(), verdictSeconds(s.toMs - s.fromMs), s.owner);
    for (const EventJudgement &e : v.events) {
        if (e.setup && e.recoverMs >= 0)
            continue;
        if (e.recoverMs < 0)
            v.reasons << KS_TR("After \"%1\" %2 never processed a newer record")
                             .arg(e.step, e.slowestPartition);
        else if (limits.maxRecoverMs >= 0 && e.recoverMs > limits.maxRecoverMs)
            v.reasons << KS_TR("After \"%1\" the group took %2 s to recover (limit %3 s)")
                             .arg(e.step, verdictSeconds(e.recoverMs),
                                  verdictSeconds(limits.maxRecoverMs));
        if (limits.maxStopMs >= 0 && e.longestStopMs > limits.maxStopMs)
            v.reasons << KS_TR("After \"%1\" %2 stopped for %3 s (limit %4 s)")
                             .arg(e.step, e.longestStopMember, verdictSeconds(e.longestStopMs),
                                  verdictSeconds(limits.maxStopMs));
        if (limits.maxRebalances >= 0 && e.rebalances > limits.maxRebalances)
            v.reasons << KS_TR("\"%1\" caused %2 rebalances (limit %3)")
                             .arg(e.step)
                             .arg(e.rebalances)
                             .arg(limits.maxRebalances);
    }
    v.pass = v.reasons.isEmpty();
    if (!v.exact)
        v.notes << KS_TR("The consumer printed no records: loss, duplicates, order and member "
                         "stops need its JSON lines; recovery and stalls come from its commits "
                         "(about every %1 ms)")
                       .arg(v.commitIntervalMs);
    if (v.inFlight > 0)
        v.notes << KS_TR("%1 records acknowledged in the last 5 s were not processed yet (in "
                         "flight, not judged)")
                       .arg(v.inFlight);
    if (v.inHand > 0)
        v.notes << KS_TR("%1 records committed in the last 5 s were not processed yet (a "
                         "consumer that commits before it processes; in hand, not judged)")
                       .arg(v.inHand);
    if (v.produceFailed > 0)
        v.notes << KS_TR("%1 test messages were not acknowledged (not counted as lost)")
                       .arg(v.produceFailed);
    if (obs.ackedWithoutOffset > 0)
        v.notes << KS_TR("%1 test messages were acknowledged without an offset (a retried send "
                         "the broker already had, after a broker restart): not judged")
                       .arg(obs.ackedWithoutOffset);
    if (v.truncated)
        v.notes << KS_TR("The run had more records than the judgement keeps; later ones are not "
                         "judged");
    if (!v.commitErrors.isEmpty())
        v.notes << KS_TR("Commits refused, as the consumers reported them: %1")
                       .arg(QStringList([&] {
                                QStringList l;
                                for (auto it = v.commitErrors.begin(); it != v.commitErrors.end();
                                     ++it)
                                    l << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
                                return l;
                            }())
                                .join(QStringLiteral(", ")));
    return v;
}

QMap<QString, qint64> stalledNow(const LabObservations &obs, qint64 nowMs, qint64 thresholdMs)
{
    QMap<QString, qint64> out;
    const size_t n = size_t(obs.partitions.size());
    std::vector<std::pair<qint64, qint64>> high(n, {-1, -1}); // (offset, time)
    for (const ProcessedRecord &r : obs.processed) {
        auto &h = high[size_t(r.partition)];
        if (r.offset > h.first)
            h = {r.offset, r.timeMs};
    }
    for (size_t p = 0; p < n; ++p) {
        const auto &acked = obs.acked[p];
        const auto next = acked.upper_bound(high[p].first);
        if (next == acked.end() || high[p].first < 0)
            continue;
        const qint64 since = std::max(high[p].second, next->second.ackMs);
        if (nowMs - since > thresholdMs)
            out.insert(obs.partitions[qsizetype(p)].text(), since);
    }
    return out;
}

QString verdictSeconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1);
}

} // namespace kafscope::rebalance
