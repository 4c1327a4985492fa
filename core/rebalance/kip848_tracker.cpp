#include "rebalance/kip848_tracker.h"

#include "offsets/offsets_log_reader.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kafscope::rebalance {

using offsets::RecordType;

Kip848Tracker::Kip848Tracker(QString group, TopicResolver resolve)
    : m_group(std::move(group)), m_resolve(std::move(resolve))
{
}

Partitions Kip848Tracker::partitionsOf(const QJsonArray &tps)
{
    Partitions out;
    for (const QJsonValue &tp : tps) {
        const QString id = tp[QStringLiteral("topic_id")].toString();
        if (!m_names.contains(id) && m_resolve && !m_asked.contains(id)) {
            m_asked.insert(id);
            const QHash<QString, QString> more = m_resolve();
            for (auto it = more.cbegin(); it != more.cend(); ++it)
                m_names.insert(it.key(), it.value());
        }
        const QString name = m_names.value(id, QStringLiteral("topic-id:%1").arg(id));
        for (const QJsonValue &p : tp[QStringLiteral("partitions")].toArray())
            out.insert(PartitionId{name, p.toInt()});
    }
    return out;
}

GenerationRecord Kip848Tracker::snapshot(qint64 timeMs) const
{
    GenerationRecord g;
    g.timeMs = timeMs;
    g.generation = m_groupEpoch;
    g.protocolType = m_share ? QStringLiteral("share") : QStringLiteral("consumer");
    g.assignor = m_assignor;
    for (const auto &[id, m] : m_members) {
        RecordMember rm;
        rm.memberId = id;
        rm.instanceId = m.instanceId;
        rm.clientId = m.clientId;
        rm.host = m.host;
        rm.rebalanceTimeoutMs = m.rebalanceTimeoutMs;
        rm.memberEpoch = m.epoch;
        rm.assignment = m.owned;
        g.members << rm;
        if (m.epoch != m_targetEpoch || m.state != 0)
            g.reconciling = true;
    }
    if (m_targetEpoch != m_groupEpoch && !m_members.empty())
        g.reconciling = true;
    return g;
}

std::optional<GenerationRecord> Kip848Tracker::apply(const offsets::OffsetsLogEntry &entry)
{
    const offsets::OffsetsRecord &r = entry.record;
    if (r.group != m_group || !r.keyDecoded)
        return std::nullopt;
    const QJsonObject &v = r.value;
    // A share group (KIP-932) keeps the same records under types of its own: a group epoch, a
    // target assignment epoch, members, and each member's current assignment (a share-partition
    // may be assigned to several members at once, and nothing is revoked before it moves).
    RecordType type = r.recordType();
    switch (type) {
    case RecordType::ShareGroupMetadata: type = RecordType::ConsumerGroupMetadata; break;
    case RecordType::ShareGroupTargetAssignmentMetadata:
        type = RecordType::ConsumerGroupTargetAssignmentMetadata;
        break;
    case RecordType::ShareGroupMemberMetadata:
        type = RecordType::ConsumerGroupMemberMetadata;
        break;
    case RecordType::ShareGroupCurrentMemberAssignment:
        type = RecordType::ConsumerGroupCurrentMemberAssignment;
        break;
    default: break;
    }
    if (type != r.recordType())
        m_share = true;
    switch (type) {
    case RecordType::ConsumerGroupMetadata:
        m_seen = true;
        if (r.tombstone) {
            // The group was deleted: nobody is left.
            m_members.clear();
            return snapshot(entry.timestampMs);
        }
        if (const int epoch = v.value(QStringLiteral("epoch")).toInt(-1); epoch != m_groupEpoch) {
            m_groupEpoch = epoch;
            return snapshot(entry.timestampMs);
        }
        return std::nullopt;
    case RecordType::ConsumerGroupTargetAssignmentMetadata:
        m_seen = true;
        if (!r.tombstone)
            m_targetEpoch = v.value(QStringLiteral("assignment_epoch")).toInt(-1);
        return std::nullopt; // the members' records that follow show what it changes
    case RecordType::ConsumerGroupMemberMetadata: {
        m_seen = true;
        if (r.tombstone) {
            if (m_members.erase(r.memberId) == 0)
                return std::nullopt;
            return snapshot(entry.timestampMs); // the member left or was fenced
        }
        Member &m = m_members[r.memberId];
        m.clientId = v.value(QStringLiteral("client_id")).toString();
        m.host = v.value(QStringLiteral("client_host")).toString();
        m.instanceId = v.value(QStringLiteral("instance_id")).toString();
        m.rebalanceTimeoutMs = v.value(QStringLiteral("rebalance_timeout_ms")).toInt();
        if (const QString a = v.value(QStringLiteral("server_assignor")).toString(); !a.isEmpty())
            m_assignor = a;
        return std::nullopt; // shown once it has an assignment record
    }
    case RecordType::ConsumerGroupCurrentMemberAssignment: {
        m_seen = true;
        if (r.tombstone)
            return std::nullopt; // follows the member's own tombstone
        auto it = m_members.find(r.memberId);
        if (it == m_members.end())
            return std::nullopt; // its metadata record was compacted away with the member
        Member &m = it->second;
        m.epoch = v.value(QStringLiteral("member_epoch")).toInt(-1);
        m.state = v.value(QStringLiteral("state")).toInt(0);
        Partitions owned = partitionsOf(v.value(QStringLiteral("assigned_partitions")).toArray());
        const Partitions pending =
            partitionsOf(v.value(QStringLiteral("partitions_pending_revocation")).toArray());
        owned.insert(pending.begin(), pending.end());
        m.owned = owned;
        return snapshot(entry.timestampMs);
    }
    default: return std::nullopt;
    }
}

} // namespace kafscope::rebalance
