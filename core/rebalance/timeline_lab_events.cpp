#include "rebalance/timeline_builder_p.h"

#include <algorithm>

// What the lab's own members (their callbacks) and the lab's actions do to the timeline.
namespace kafscope::rebalance::detail {

void Builder::learnAliases(const QList<TimelineEvent> &events)
{
    for (const TimelineEvent &e : events)
        if (const auto *cb = std::get_if<MemberCallback>(&e)) {
            if (!cb->memberId.isEmpty())
                m_alias.insert(cb->memberId, cb->label);
            if (!cb->instanceId.isEmpty())
                m_alias.insert(cb->instanceId, cb->label);
            m_callbackLabels.insert(cb->label);
        } else if (const auto *a = std::get_if<LabAction>(&e);
                   a && a->external && !a->instanceId.isEmpty()) {
            // An external member: the coordinator's records name it by the {instance} the lab
            // gave it (its group.instance.id or client.id); its lane is its label.
            m_alias.insert(a->instanceId, a->label);
            m_externalLabels.insert(a->label);
        }
}

QString Builder::externalByClientId(const QString &clientId) const
{
    for (auto it = m_alias.begin(); it != m_alias.end(); ++it) {
        if (!m_externalLabels.contains(it.value()))
            continue;
        const qsizetype at = clientId.indexOf(it.key());
        const qsizetype after = at + it.key().size();
        if (at >= 0 && (after >= clientId.size() || !clientId[after].isLetterOrNumber()))
            return it.value();
    }
    return {};
}

void Builder::addCause(Rebalance &r, const LabAction &a)
{
    QString text = labActionName(a.kind) + QLatin1Char(' ') + a.label;
    if (a.kind == LabAction::Kind::Stall)
        text += QStringLiteral(" for %1 ms").arg(a.durationMs);
    r.causes << text;
    if (r.causeMs < 0 || a.timeMs < r.causeMs)
        r.causeMs = a.timeMs;
}

void Builder::on(const MemberCallback &e)
{
    LaneState &s = laneFor(e.label, e.timeMs);
    s.lane.fromCallbacks = true;
    if (!e.memberId.isEmpty())
        s.lane.memberId = e.memberId;
    if (!e.instanceId.isEmpty())
        s.lane.instanceId = e.instanceId;
    if (s.silent) { // back before the coordinator timed it out (a static member restarted)
        s.lane.silences.last().toMs = e.timeMs;
        s.silent = false;
    }
    Partitions next;
    if (m_open && e.incremental)
        m_open->r.incremental = true;
    if (e.kind == MemberCallback::Kind::Assigned) {
        revive(s, e.timeMs);
        next = e.partitions;
        if (e.incremental)
            next.insert(s.owned.begin(), s.owned.end());
        if (!m_open && next != s.owned) {
            if (s.restarting && !s.lane.instanceId.isEmpty())
                dropPendingRestart(
                    e.label); // a static member back with its partitions: no rebalance
            else
                open(e.timeMs, QStringLiteral("assignment to %1").arg(e.label));
        }
        s.restarting = false;
    } else {
        if (e.incremental) {
            next = s.owned;
            for (const PartitionId &p : e.partitions)
                next.erase(p);
        }
        const bool staticClose = e.closing && !s.lane.instanceId.isEmpty();
        // Partitions another member has taken over since (a stalled member learning it lost
        // them) stop nothing.
        const Owners o = owners();
        const bool effective =
            std::any_of(e.partitions.begin(), e.partitions.end(), [&](const PartitionId &p) {
                const auto it = o.find(p);
                return it != o.end() && it->second == s.lane.key;
            });
        if (!m_open && effective && !staticClose)
            open(e.timeMs,
                 QStringLiteral("%1 by %2")
                     .arg(e.kind == MemberCallback::Kind::Lost ? QStringLiteral("loss")
                                                               : QStringLiteral("revocation"),
                          e.label));
    }
    setOwned(s, next, e.timeMs);
    if (e.closing && !s.pendingEnd.isEmpty())
        endLane(s, e.timeMs, s.pendingEnd);
    checkClose(e.timeMs);
}

void Builder::dropPendingRestart(const QString &label)
{
    m_pendingCauses.erase(std::remove_if(m_pendingCauses.begin(), m_pendingCauses.end(),
                                         [&](const LabAction &a) {
                                             return (a.kind == LabAction::Kind::Restart ||
                                                     a.kind == LabAction::Kind::Migrate) &&
                                                    a.label == label;
                                         }),
                          m_pendingCauses.end());
}

void Builder::on(const LabAction &e)
{
    if (e.kind != LabAction::Kind::StallEnd) {
        if (m_open)
            addCause(m_open->r, e);
        else
            m_pendingCauses << e;
    }
    if (e.external) {
        // The records say what an external member owns and when it left; the lab adds its
        // stalls to its lane (once the records made one).
        auto it = std::find_if(m_lanes.begin(), m_lanes.end(),
                               [&](const LaneState &s) { return s.lane.key == e.label; });
        if (it != m_lanes.end() && e.kind == LabAction::Kind::Stall)
            it->lane.stalls << qMakePair(e.timeMs, qint64(-1));
        if (it != m_lanes.end() && e.kind == LabAction::Kind::StallEnd &&
            !it->lane.stalls.isEmpty() && it->lane.stalls.last().second < 0)
            it->lane.stalls.last().second = e.timeMs;
        checkClose(e.timeMs);
        return;
    }
    LaneState &s = laneFor(e.label, e.timeMs);
    s.lane.fromCallbacks = true;
    switch (e.kind) {
    case LabAction::Kind::Add: revive(s, e.timeMs); break;
    case LabAction::Kind::Remove:
        s.pendingEnd = QStringLiteral("left");
        if (s.owned.empty())
            endLane(s, e.timeMs, s.pendingEnd);
        break;
    case LabAction::Kind::Crash:
        // The coordinator still counts it and its partitions until its session runs out: they
        // stand still from now. Within a rebalance, or owning nothing, it is simply gone.
        if (m_open || s.owned.empty() || !s.alive) {
            endLane(s, e.timeMs, QStringLiteral("crashed"));
        } else {
            s.silent = true;
            s.lane.silences << Silence{e.timeMs, -1, true, s.owned};
        }
        break;
    case LabAction::Kind::Stall: s.lane.stalls << qMakePair(e.timeMs, qint64(-1)); break;
    case LabAction::Kind::StallEnd:
        if (!s.lane.stalls.isEmpty() && s.lane.stalls.last().second < 0)
            s.lane.stalls.last().second = e.timeMs;
        break;
    case LabAction::Kind::Restart:
    case LabAction::Kind::Migrate: s.restarting = true; break;
    case LabAction::Kind::BrokerRestart: break;
    }
    checkClose(e.timeMs);
}
} // namespace kafscope::rebalance::detail
