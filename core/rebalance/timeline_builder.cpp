#include "rebalance/timeline.h"
#include "rebalance/timeline_builder_p.h"

#include "rebalance/stop_estimator.h"

#include <algorithm>

namespace kafscope::rebalance {

namespace detail {

void Builder::handle(const TimelineEvent &e)
{
    std::visit([this](const auto &v) { on(v); }, e);
}

Timeline Builder::finish(qint64 firstMs, qint64 lastMs)
{
    Timeline t;
    for (const LaneState &s : m_lanes)
        t.lanes << s.lane;
    // Join order: members seen in one record (or callback) at once by their names, m2 before
    // m10.
    std::stable_sort(t.lanes.begin(), t.lanes.end(), [](const Lane &a, const Lane &b) {
        if (a.startMs != b.startMs)
            return a.startMs < b.startMs;
        return naturalLess(a.label, b.label);
    });
    t.generations = m_generations;
    t.states = m_states;
    t.commits = m_commits;
    t.rebalances = m_rebalances;
    if (m_open)
        t.rebalances << m_open->r;
    t.firstMs = firstMs;
    t.lastMs = lastMs;
    return t;
}

LaneState &Builder::laneFor(const QString &key, qint64 t)
{
    auto it = std::find_if(m_lanes.begin(), m_lanes.end(),
                           [&](const LaneState &s) { return s.lane.key == key; });
    if (it != m_lanes.end())
        return *it;
    LaneState s;
    s.lane.key = key;
    s.lane.label = key;
    s.lane.startMs = t;
    s.lane.intervals << LaneInterval{t, -1, {}};
    m_lanes << s;
    return m_lanes.last();
}

void Builder::revive(LaneState &s, qint64 t)
{
    if (s.alive)
        return;
    s.alive = true;
    s.silent = false;
    s.lane.endMs = -1;
    s.lane.endReason.clear();
    s.lane.intervals << LaneInterval{t, -1, {}};
}

void Builder::setOwned(LaneState &s, const Partitions &p, qint64 t)
{
    for (const PartitionId &id : p)
        m_seen.insert(id);
    if (m_open) {
        if (!s.owned.empty() && p.empty() && s.idleFrom < 0)
            s.idleFrom = t;
        if (!p.empty() && s.idleFrom >= 0) {
            s.idleMs += t - s.idleFrom;
            s.idleFrom = -1;
        }
    }
    if (s.expected && *s.expected == p)
        s.expected.reset();
    if (s.owned == p && !s.lane.intervals.isEmpty() && s.lane.intervals.last().endMs < 0)
        return;
    s.owned = p;
    if (!s.lane.intervals.isEmpty() && s.lane.intervals.last().endMs < 0) {
        LaneInterval &last = s.lane.intervals.last();
        if (last.startMs == t) {
            last.partitions = p;
            return;
        }
        last.endMs = t;
    }
    s.lane.intervals << LaneInterval{t, -1, p};
}

void Builder::endLane(LaneState &s, qint64 t, const QString &reason)
{
    if (!s.alive)
        return;
    s.owned.clear();
    if (!s.lane.intervals.isEmpty() && s.lane.intervals.last().endMs < 0)
        s.lane.intervals.last().endMs = t;
    s.alive = false;
    s.silent = false;
    s.lane.endMs = t;
    s.lane.endReason = reason;
    s.pendingEnd.clear();
    s.idleFrom = -1;
}

Owners Builder::owners() const
{
    Owners out;
    std::map<PartitionId, qint64> since;
    for (const LaneState &s : m_lanes) {
        if (!s.alive || s.lane.intervals.isEmpty())
            continue;
        const qint64 start = s.lane.intervals.last().startMs;
        for (const PartitionId &p : s.owned)
            if (!since.count(p) || since[p] <= start) {
                since[p] = start;
                out[p] = s.lane.key;
            }
    }
    return out;
}

qsizetype Builder::ownerOf(const PartitionId &p) const
{
    qsizetype out = -1;
    qint64 since = 0;
    for (qsizetype i = 0; i < m_lanes.size(); ++i) {
        const LaneState &s = m_lanes[i];
        if (!s.alive || s.lane.intervals.isEmpty() || !s.owned.count(p))
            continue;
        const qint64 start = s.lane.intervals.last().startMs;
        if (out < 0 || since <= start) {
            out = i;
            since = start;
        }
    }
    return out;
}

QStringList Builder::aliveKeys() const
{
    QStringList out;
    for (const LaneState &s : m_lanes)
        if (s.alive)
            out << s.lane.key;
    out.sort();
    return out;
}

bool Builder::allAssigned() const
{
    const Owners o = owners();
    return std::all_of(universe().begin(), universe().end(),
                       [&](const PartitionId &p) { return o.count(p); });
}

void Builder::open(qint64 t, const QString &evidence)
{
    if (m_open)
        return;
    Open o;
    o.r.index = int(m_rebalances.size()) + 1;
    o.r.startMs = t;
    o.r.startEvidence = evidence;
    if (m_haveStable) {
        o.r.membersBefore = m_stableMembers;
    } else {
        // Nothing seen stable yet: the members that own something (none for a new group).
        QSet<QString> owning;
        for (const auto &[p, key] : owners())
            owning.insert(key);
        o.r.membersBefore = QStringList(owning.begin(), owning.end());
        o.r.membersBefore.sort();
    }
    o.before = m_haveStable ? m_stableOwners : owners();
    // A crashed lab member is gone once the coordinator notices (its session ran out): that is
    // what started this rebalance, unless something else did first.
    for (LaneState &s : m_lanes)
        if (s.alive && s.silent) {
            s.lane.silences.last().toMs = t;
            endLane(s, t, QStringLiteral("crashed"));
        }
    for (const LabAction &a : std::as_const(m_pendingCauses))
        if (a.timeMs <= t && t - a.timeMs <= kMaxCauseAgeMs)
            addCause(o.r, a);
    m_pendingCauses.clear();
    for (LaneState &s : m_lanes) {
        s.idleMs = 0;
        s.idleFrom = s.alive && s.owned.empty() ? t : -1;
    }
    m_open = o;
}

void Builder::checkClose(qint64 t)
{
    if (!m_open || !m_coordinatorStable)
        return;
    if (!aliveKeys().isEmpty() && !allAssigned())
        return;
    for (const LaneState &s : m_lanes)
        if (s.alive && !s.silent && s.expected && *s.expected != s.owned)
            return; // the record is stamped before the members apply it (cooperative
                    // revocations)
    Rebalance &r = m_open->r;
    r.endMs = t;
    const Owners after = owners();
    r.membersAfter = aliveKeys();
    for (const auto &[p, owner] : after) {
        auto b = m_open->before.find(p);
        if (b == m_open->before.end())
            r.assigned.insert(p);
        else if (b->second == owner)
            r.kept.insert(p);
        else
            r.moved.insert(p);
    }
    for (const QString &k : r.membersAfter)
        if (!r.membersBefore.contains(k))
            r.joined << k;
    for (const QString &k : r.membersBefore) {
        if (r.membersAfter.contains(k))
            continue;
        auto it = std::find_if(m_lanes.begin(), m_lanes.end(),
                               [&](const LaneState &s) { return s.lane.key == k; });
        const bool timedOut =
            it != m_lanes.end() && (it->lane.endReason == QLatin1String("crashed") ||
                                    it->lane.endReason == QLatin1String("timed out"));
        (timedOut ? r.timedOut : r.left) << k;
    }
    for (LaneState &s : m_lanes)
        if (s.alive && s.lane.fromCallbacks && !s.owned.empty())
            r.memberPauseMs.insert(s.lane.key, s.idleMs);
    m_stableOwners = after;
    m_stableMembers = r.membersAfter;
    m_haveStable = true;
    m_rebalances << r;
    m_open.reset();
}

void Builder::on(const StateObservation &e)
{
    if (m_states.isEmpty() || m_states.last().state != e.state) {
        if (!m_states.isEmpty())
            m_states.last().endMs = e.timeMs;
        m_states << StateBand{e.timeMs, -1, e.state, e.previousPollMs};
    }
    const bool rebalancing =
        e.state == GroupState::PreparingRebalance || e.state == GroupState::CompletingRebalance;
    m_coordinatorStable = !rebalancing;
    if (rebalancing)
        open(e.timeMs, groupStateName(e.state));
    checkClose(e.timeMs);
}

void Builder::on(const GenerationRecord &e)
{
    const bool newGeneration = e.generation != m_lastGeneration;
    QSet<QString> inRecord;
    QString leader;
    for (const RecordMember &m : e.members) {
        const QString key = keyFor(m.memberId, m.instanceId, m.clientId);
        inRecord.insert(key);
        if (m.memberId == e.leader)
            leader = key;
    }
    if (newGeneration) {
        m_lastGeneration = e.generation;
        m_generations << GenerationMarker{e.timeMs, e.generation, e.assignor, leader,
                                          int(e.members.size())};
        Rebalance *target = nullptr;
        if (!m_open && e.members.isEmpty() && aliveKeys().isEmpty()) {
            // An empty group's record (e.g. generation 0 when the group was created): no pause.
        } else if (m_open) {
            target = &m_open->r;
        } else if (!m_rebalances.isEmpty() && m_rebalances.last().generations.isEmpty() &&
                   e.timeMs - m_rebalances.last().endMs <= kLateRecordMs) {
            // The members' callbacks ended it a moment before the coordinator's record was
            // stamped.
            target = &m_rebalances.last();
        } else {
            qint64 start = e.timeMs;
            if (e.stateTimestampMs > 0 && e.stateTimestampMs < start &&
                e.timeMs - e.stateTimestampMs < kMaxCauseAgeMs)
                start = e.stateTimestampMs;
            open(start, QStringLiteral("generation %1 record").arg(e.generation));
            target = &m_open->r;
        }
        if (target) {
            target->generations << e.generation;
            if (!e.assignor.isEmpty())
                target->assignor = e.assignor;
            target->incremental =
                target->incremental || e.assignor.contains(QLatin1String("cooperative")) ||
                std::any_of(e.members.begin(), e.members.end(),
                            [](const RecordMember &m) { return m.memberEpoch >= 0; });
        }
    }
    for (const RecordMember &m : e.members) {
        LaneState &s = laneFor(keyFor(m.memberId, m.instanceId, m.clientId), e.timeMs);
        if (m.sessionTimeoutMs > 0)
            s.sessionTimeoutMs = m.sessionTimeoutMs;
        if (newGeneration || m.memberEpoch >= 0) // it joined (or heartbeat) for this record
            s.lastLifeMs = std::max(s.lastLifeMs, e.timeMs);
        if (m_callbackLabels.contains(s.lane.key))
            s.lane.fromCallbacks = true; // a lab member: its own callbacks say what it owns
        s.lane.memberId = m.memberId;
        s.lane.instanceId = m.instanceId;
        s.lane.clientId = m.clientId;
        if (m.memberEpoch >= 0) {
            s.lane.memberEpoch = m.memberEpoch;
            if (s.lane.epochs.isEmpty() || s.lane.epochs.last().second != m.memberEpoch)
                s.lane.epochs << qMakePair(e.timeMs, m.memberEpoch);
        }
        // Classic records give each generation's assignment at once; KIP-848 ones each member's
        // next step (its epoch, partitions pending revocation included), so every record
        // counts.
        if (s.lane.fromCallbacks && !s.silent && (newGeneration || m.memberEpoch >= 0)) {
            s.expected = m.assignment;
            if (*s.expected == s.owned)
                s.expected.reset();
        }
        if (!s.lane.fromCallbacks) {
            revive(s, e.timeMs);
            s.lane.label = m_externalLabels.contains(s.lane.key) ? s.lane.key
                           : !m.instanceId.isEmpty()             ? m.instanceId
                           : m.clientId.isEmpty()
                               ? m.memberId
                               : QStringLiteral("%1 (%2)").arg(m.clientId, m.memberId.right(8));
            setOwned(s, m.assignment, e.timeMs);
        }
    }
    for (LaneState &s : m_lanes)
        if (!s.lane.fromCallbacks && s.alive && !inRecord.contains(s.lane.key))
            removeMember(s, e.timeMs);
    m_coordinatorStable = !e.reconciling;
    checkClose(e.timeMs);
}

void Builder::removeMember(LaneState &s, qint64 recordMs)
{
    const qint64 removal =
        std::max(s.lastLifeMs, m_open ? std::min(m_open->r.startMs, recordMs) : recordMs);
    const qint64 threshold =
        s.sessionTimeoutMs > 0 ? qint64(s.sessionTimeoutMs) * 9 / 10 : kUnknownSessionSilenceMs;
    if (s.lastCommitMs < 0 || s.lastLifeMs < 0 || removal - s.lastLifeMs < threshold ||
        s.owned.empty()) {
        endLane(s, recordMs, QStringLiteral("left"));
        return;
    }
    s.lane.silences << Silence{s.lastLifeMs, removal, false, s.owned};
    endLane(s, removal, QStringLiteral("timed out"));
}

void Builder::on(const CommitObservation &e)
{
    const qsizetype owner = ownerOf(e.partition);
    if (owner >= 0) {
        LaneState &s = m_lanes[owner];
        s.lastCommitMs = std::max(s.lastCommitMs, e.timeMs);
        s.lastLifeMs = std::max(s.lastLifeMs, e.timeMs);
    }
    m_commits << CommitPoint{e.timeMs, e.partition, e.offset,
                             owner < 0 ? QString() : m_lanes[owner].lane.key};
}
} // namespace detail

using detail::Builder;

const Lane *Timeline::lane(const QString &key) const
{
    for (const Lane &l : lanes)
        if (l.key == key)
            return &l;
    return nullptr;
}

const Lane *Timeline::ownerAt(const PartitionId &p, qint64 timeMs) const
{
    const Lane *best = nullptr;
    qint64 bestStart = 0;
    for (const Lane &l : lanes)
        for (const LaneInterval &i : l.intervals)
            if (i.startMs <= timeMs && (i.endMs < 0 || timeMs < i.endMs) && i.partitions.count(p) &&
                (!best || i.startMs >= bestStart)) {
                best = &l;
                bestStart = i.startMs;
            }
    return best;
}

Timeline buildTimeline(QList<TimelineEvent> events, const Partitions &universe)
{
    std::stable_sort(
        events.begin(), events.end(),
        [](const TimelineEvent &a, const TimelineEvent &b) { return eventTime(a) < eventTime(b); });
    Builder b(universe);
    b.learnAliases(events);
    for (const TimelineEvent &e : events)
        b.handle(e);
    Timeline t = b.finish(events.isEmpty() ? 0 : eventTime(events.first()),
                          events.isEmpty() ? 0 : eventTime(events.last()));
    estimateStops(t);
    return t;
}

} // namespace kafscope::rebalance
