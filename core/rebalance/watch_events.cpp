#include "rebalance/watch_events.h"

#include "rebalance/lab_report.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <iterator>

namespace kafscope::rebalance {

QJsonObject WatchEventStream::base(qint64 timeMs, const QString &event) const
{
    return QJsonObject{{QStringLiteral("time"), isoTime(timeMs)},
                       {QStringLiteral("group"), m_group},
                       {QStringLiteral("event"), event}};
}

QList<QJsonObject> WatchEventStream::add(const QList<TimelineEvent> &batch)
{
    QList<QJsonObject> out;
    for (const TimelineEvent &e : batch) {
        m_events << e;
        if (const auto *s = std::get_if<StateObservation>(&e)) {
            if (s->state == m_state)
                continue;
            m_state = s->state;
            QJsonObject o = base(s->timeMs, QStringLiteral("state"));
            o.insert(QStringLiteral("state"), groupStateName(s->state));
            out << o;
        } else if (const auto *r = std::get_if<GenerationRecord>(&e)) {
            onRecord(*r, out);
        }
    }
    return out;
}

void WatchEventStream::onRecord(const GenerationRecord &r, QList<QJsonObject> &out)
{
    if (r.generation != m_generation) {
        m_generation = r.generation;
        QJsonObject o = base(r.timeMs, QStringLiteral("generation"));
        o.insert(QStringLiteral("generation"), r.generation);
        o.insert(QStringLiteral("assignor"), r.assignor);
        o.insert(QStringLiteral("protocol_type"), r.protocolType);
        o.insert(QStringLiteral("leader"), r.leader);
        o.insert(QStringLiteral("members"), int(r.members.size()));
        out << o;
    }
    QHash<QString, RecordMember> now;
    for (const RecordMember &m : r.members)
        now.insert(m.memberId, m);
    auto memberObject = [&](const QString &event, const RecordMember &m) {
        QJsonObject o = base(r.timeMs, event);
        o.insert(QStringLiteral("generation"), r.generation);
        o.insert(QStringLiteral("member_id"), m.memberId);
        o.insert(QStringLiteral("client_id"), m.clientId);
        o.insert(QStringLiteral("instance_id"),
                 m.instanceId.isEmpty() ? QJsonValue() : QJsonValue(m.instanceId));
        o.insert(QStringLiteral("host"), m.host);
        if (m.memberEpoch >= 0)
            o.insert(QStringLiteral("member_epoch"), m.memberEpoch); // KIP-848
        return o;
    };
    for (const RecordMember &m : std::as_const(m_members))
        if (!now.contains(m.memberId))
            out << memberObject(QStringLiteral("member_left"), m);
    for (const RecordMember &m : r.members) {
        if (!m_members.contains(m.memberId))
            out << memberObject(QStringLiteral("member_joined"), m);
        const auto old = m_members.constFind(m.memberId);
        if (old == m_members.constEnd() || old->assignment != m.assignment) {
            QJsonObject o = memberObject(QStringLiteral("assignment"), m);
            o.insert(QStringLiteral("partitions"), partitionsJson(m.assignment));
            if (old != m_members.constEnd()) {
                // What changed for this member: under the cooperative and KIP-848 protocols only
                // these stop.
                Partitions added, revoked;
                std::set_difference(m.assignment.begin(), m.assignment.end(),
                                    old->assignment.begin(), old->assignment.end(),
                                    std::inserter(added, added.end()));
                std::set_difference(old->assignment.begin(), old->assignment.end(),
                                    m.assignment.begin(), m.assignment.end(),
                                    std::inserter(revoked, revoked.end()));
                o.insert(QStringLiteral("added"), partitionsJson(added));
                o.insert(QStringLiteral("revoked"), partitionsJson(revoked));
            }
            out << o;
        }
    }
    m_members = now;
}

namespace {

QSet<QString> memberStopKeys(const Rebalance &r)
{
    return QSet<QString>(r.memberStops.keyBegin(), r.memberStops.keyEnd());
}

QSet<QString> partitionStopKeys(const Rebalance &r)
{
    QSet<QString> out;
    for (const auto &[p, s] : r.partitionStops)
        out.insert(p.text());
    return out;
}

// Every stop this rebalance can have is known: each member there before and after, and each
// partition that stopped (the moved ones; under eager every partition owned before and after).
bool allStopsKnown(const Rebalance &r)
{
    for (const QString &m : r.membersBefore)
        if (r.membersAfter.contains(m) && !r.memberStops.contains(m))
            return false;
    for (const PartitionId &p : r.moved)
        if (!r.partitionStops.count(p))
            return false;
    if (!r.incremental)
        for (const PartitionId &p : r.kept)
            if (!r.partitionStops.count(p))
                return false;
    return true;
}

} // namespace

qint64 WatchEventStream::currentTimeMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QList<QJsonObject> WatchEventStream::completedRebalances(const Timeline &timeline, qint64 nowMs)
{
    QList<QJsonObject> out;
    auto summary = [&](const Rebalance &r, const QString &event, qint64 timeMs) {
        QJsonObject o = rebalanceJson(r);
        o.insert(QStringLiteral("time"), isoTime(timeMs));
        o.insert(QStringLiteral("group"), m_group);
        o.insert(QStringLiteral("event"), event);
        out << o;
    };
    // Updates first: a stop estimated now belongs to a rebalance printed before.
    for (auto w = m_waiting.begin(); w != m_waiting.end();) {
        // The same rebalance in the rebuilt timeline: by its generation, from the latest.
        const Rebalance *r = nullptr;
        for (qsizetype i = timeline.rebalances.size() - 1; i >= 0 && !r; --i) {
            const Rebalance &c = timeline.rebalances[i];
            if (w->generation >= 0 ? c.generations.contains(w->generation)
                                   : c.startMs == w->startMs)
                r = &c;
        }
        if (!r || !r->complete() || nowMs - r->endMs > kStopsWaitMs) {
            w = m_waiting.erase(w); // waited for long enough (or the past was rebuilt otherwise)
            continue;
        }
        const QSet<QString> members = memberStopKeys(*r), partitions = partitionStopKeys(*r);
        if (!w->members.contains(members) || !w->partitions.contains(partitions)) {
            summary(*r, QStringLiteral("rebalance_update"), std::max(r->endMs, timeline.lastMs));
            w->members = members;
            w->partitions = partitions;
        }
        if (allStopsKnown(*r))
            w = m_waiting.erase(w);
        else
            ++w;
    }
    while (m_printedRebalances < timeline.rebalances.size() &&
           timeline.rebalances[m_printedRebalances].complete()) {
        const Rebalance &r = timeline.rebalances[m_printedRebalances++];
        summary(r, QStringLiteral("rebalance"), r.endMs);
        if (!allStopsKnown(r) && nowMs - r.endMs <= kStopsWaitMs)
            m_waiting << Waiting{r.generations.isEmpty() ? -1 : r.generations.last(), r.startMs,
                                 memberStopKeys(r), partitionStopKeys(r)};
    }
    return out;
}

} // namespace kafscope::rebalance
