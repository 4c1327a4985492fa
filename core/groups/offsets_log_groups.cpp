#include "groups/offsets_log_groups.h"

#include "common/translations.h"
#include "cluster/authorization.h"

#include "cluster/topic_ids.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSet>

#include <map>

namespace kafscope::groups {

namespace {

using offsets::OffsetsLogEntry;
using offsets::RecordType;

bool isType(const OffsetsLogEntry &e, std::initializer_list<RecordType> types)
{
    for (RecordType t : types)
        if (e.record.recordType() == t)
            return true;
    return false;
}

// Topic id -> name from the partition-metadata records, when the broker wrote them (Kafka 4.1 no
// longer does), over those given.
QHash<QString, QString> topicNames(const offsets::GroupState &s, QHash<QString, QString> names)
{
    for (const OffsetsLogEntry &e : s.records)
        if (isType(e, {RecordType::ConsumerGroupPartitionMetadata}))
            for (const QJsonValue &t : e.record.value.value(QStringLiteral("topics")).toArray())
                names.insert(t[QStringLiteral("topic_id")].toString(),
                             t[QStringLiteral("topic_name")].toString());
    return names;
}

QList<offsets::TopicPartitions> assignmentOf(const QJsonArray &tps,
                                             const QHash<QString, QString> &names,
                                             const QStringList &subscribed)
{
    std::map<QString, QList<int>> byTopic;
    for (const QJsonValue &tp : tps) {
        const QString id = tp[QStringLiteral("topic_id")].toString();
        QString name = names.value(id);
        if (name.isEmpty())
            // One subscribed topic and one assigned topic id can only be the same topic.
            name = subscribed.size() == 1 && tps.size() == 1
                       ? subscribed.first()
                       : QStringLiteral("topic-id:%1").arg(id);
        for (const QJsonValue &p : tp[QStringLiteral("partitions")].toArray())
            byTopic[name] << p.toInt();
    }
    QList<offsets::TopicPartitions> out;
    for (auto &[t, ps] : byTopic) {
        std::sort(ps.begin(), ps.end());
        out << offsets::TopicPartitions{t, ps};
    }
    return out;
}

QString protocolTypeOf(const QString &kind)
{
    return kind == QLatin1String("consumer") ? QStringLiteral("consumer") : kind;
}

} // namespace

GroupState kip848State(const offsets::GroupState &s)
{
    int targetEpoch = -1;
    QSet<QString> members;
    QHash<QString, QPair<int, int>> current; // member -> (epoch, state)
    for (const OffsetsLogEntry &e : s.records) {
        const QJsonObject &v = e.record.value;
        if (isType(e, {RecordType::ConsumerGroupTargetAssignmentMetadata,
                       RecordType::ShareGroupTargetAssignmentMetadata,
                       RecordType::StreamsGroupTargetAssignmentMetadata}))
            targetEpoch = v.value(QStringLiteral("assignment_epoch")).toInt(-1);
        else if (isType(e, {RecordType::ConsumerGroupMemberMetadata,
                            RecordType::ShareGroupMemberMetadata,
                            RecordType::StreamsGroupMemberMetadata}))
            members.insert(e.record.memberId);
        else if (isType(e, {RecordType::ConsumerGroupCurrentMemberAssignment,
                            RecordType::ShareGroupCurrentMemberAssignment,
                            RecordType::StreamsGroupCurrentMemberAssignment}))
            current.insert(e.record.memberId, {v.value(QStringLiteral("member_epoch")).toInt(-1),
                                               v.value(QStringLiteral("state")).toInt(0)});
    }
    if (members.isEmpty())
        return GroupState::Empty;
    if (targetEpoch != s.epoch())
        return GroupState::Assigning;
    for (const QString &m : members) {
        const auto c = current.value(m, {-1, 0});
        if (c.first != targetEpoch || c.second != 0)
            return GroupState::Reconciling;
    }
    return GroupState::Stable;
}

std::optional<GroupDescription> describeFromState(const offsets::GroupState &s,
                                                  const QHash<QString, QString> &known)
{
    if (s.kind.isEmpty() || parseGroupType(s.kind) == GroupType::Classic)
        return std::nullopt;
    GroupDescription g;
    g.group = s.group;
    g.protocolType = protocolTypeOf(s.kind);
    g.state = kip848State(s);
    const QHash<QString, QString> names = topicNames(s, known);
    std::map<QString, GroupMember> members;
    QHash<QString, QStringList> subscribed;
    for (const OffsetsLogEntry &e : s.records) {
        const QJsonObject &v = e.record.value;
        if (isType(e,
                   {RecordType::ConsumerGroupMemberMetadata, RecordType::ShareGroupMemberMetadata,
                    RecordType::StreamsGroupMemberMetadata})) {
            GroupMember &m = members[e.record.memberId];
            m.memberId = e.record.memberId;
            m.clientId = v.value(QStringLiteral("client_id")).toString();
            m.host = v.value(QStringLiteral("client_host")).toString();
            if (v.value(QStringLiteral("instance_id")).isString())
                m.instanceId = v.value(QStringLiteral("instance_id")).toString();
            for (const QJsonValue &t : v.value(QStringLiteral("subscribed_topic_names")).toArray())
                subscribed[m.memberId] << t.toString();
            if (g.assignor.isEmpty())
                g.assignor = v.value(QStringLiteral("server_assignor")).toString();
        }
    }
    for (const OffsetsLogEntry &e : s.records)
        if (isType(e, {RecordType::ConsumerGroupCurrentMemberAssignment,
                       RecordType::ShareGroupCurrentMemberAssignment})) {
            auto it = members.find(e.record.memberId);
            if (it != members.end())
                it->second.assignment = assignmentOf(
                    e.record.value.value(QStringLiteral("assigned_partitions")).toArray(), names,
                    subscribed.value(e.record.memberId));
        } else if (isType(e, {RecordType::ConsumerGroupTargetAssignmentMember})) {
            auto it = members.find(e.record.memberId);
            if (it != members.end())
                it->second.targetAssignment =
                    assignmentOf(e.record.value.value(QStringLiteral("topic_partitions")).toArray(),
                                 names, subscribed.value(e.record.memberId));
        }
    for (auto &[id, m] : members)
        g.members << m;
    addEpochs(g, s);
    return g;
}

void addEpochs(GroupDescription &g, const offsets::GroupState &s)
{
    if (const int epoch = s.epoch(); epoch >= 0)
        g.groupEpoch = epoch;
    QHash<QString, int> memberEpochs;
    for (const OffsetsLogEntry &e : s.records) {
        const QJsonObject &v = e.record.value;
        if (isType(e, {RecordType::ConsumerGroupTargetAssignmentMetadata,
                       RecordType::ShareGroupTargetAssignmentMetadata,
                       RecordType::StreamsGroupTargetAssignmentMetadata}))
            g.assignmentEpoch = v.value(QStringLiteral("assignment_epoch")).toInt(-1);
        else if (isType(e, {RecordType::ConsumerGroupCurrentMemberAssignment,
                            RecordType::ShareGroupCurrentMemberAssignment,
                            RecordType::StreamsGroupCurrentMemberAssignment}))
            memberEpochs.insert(e.record.memberId,
                                v.value(QStringLiteral("member_epoch")).toInt(-1));
    }
    for (GroupMember &m : g.members)
        if (auto it = memberEpochs.constFind(m.memberId); it != memberEpochs.constEnd() && *it >= 0)
            m.memberEpoch = *it;
}

Status recogniseFromOffsetsLog(const ConnectionProfile &profile, QList<GroupListing> &groups)
{
    QStringList wanted;
    for (const GroupListing &g : groups)
        if (g.needsOffsetsLog)
            wanted << g.group;
    if (wanted.isEmpty())
        return Ok{};
    offsets::OffsetsLogOptions opts;
    opts.stopAtEnd = true;
    opts.groups = wanted;
    auto reader = offsets::OffsetsLogReader::open(profile, opts);
    if (!reader)
        return reader.error();
    offsets::GroupStateReplay replay;
    replay.setOnlyGroups(wanted);
    while (!reader.value()->finished()) {
        auto batch = reader.value()->poll(200);
        if (!batch)
            return batch.error();
        for (const OffsetsLogEntry &e : batch.value())
            replay.apply(e);
    }
    for (GroupListing &g : groups) {
        if (!g.needsOffsetsLog)
            continue;
        const auto state = replay.state(g.group);
        const auto d = state ? describeFromState(*state) : std::nullopt;
        if (!d)
            continue; // nothing recorded: keep what the listing said
        g.protocolType = d->protocolType;
        // The coordinator's own word (ListGroups) over the replay's reading of the records.
        if (g.state == GroupState::Unknown)
            g.state = d->state;
        g.assignor = d->assignor;
        g.members = int(d->members.size());
        g.note = KS_TR("%1 group: described from __consumer_offsets").arg(state->kind);
        if (g.type == GroupType::Unknown)
            g.type = parseGroupType(state->kind);
    }
    return Ok{};
}

Result<GroupDescription> describeGroupAnyProtocol(KafkaClient &client, const QString &group)
{
    auto d = describeGroup(client, group);
    // An unreachable cluster is not "a group the describe did not see": the log cannot be read
    // either, and trying would spend the timeout a second time.
    if (!d && d.error().kind == Error::Kind::Timeout)
        return d;
    const bool unseen = !d || (d->state == GroupState::Dead && d->members.isEmpty()) ||
                        d->state == GroupState::Unknown;
    if (!unseen) {
        // A KIP-848 group described natively: its epochs come from the log (librdkafka does not
        // expose the describe answer's member epochs). Not finding them leaves the description as
        // it is.
        if (d->type == GroupType::Consumer && !d->members.isEmpty()) {
            if (auto state =
                    offsets::readGroupState(client.profile(), group, client.profile().timeoutMs))
                addEpochs(d.value(), state.value());
            else
                d.value().note =
                    KS_TR("Member epochs are not shown: %1").arg(state.error().message());
        }
        return d;
    }
    auto state = offsets::readGroupState(client.profile(), group, client.profile().timeoutMs * 3);
    if (!state) {
        // Not allowed to describe the group: that is the answer, not that the log could not be
        // read.
        if (!d && isAuthorizationFailure(d.error().code))
            return d;
        return d ? Result<GroupDescription>(d.value()) : Result<GroupDescription>(state.error());
    }
    auto fromLog = describeFromState(state.value());
    const auto unnamed = [](const GroupDescription &g) {
        for (const offsets::TopicPartitions &tp : g.assignedPartitions())
            if (tp.topic.startsWith(QLatin1String("topic-id:")))
                return true;
        return false;
    };
    if (fromLog && unnamed(*fromLog)) {
        if (auto ids = fetchTopicIds(client))
            fromLog = describeFromState(state.value(), ids.value());
        else
            fromLog->note = KS_TR("Topics are shown by id: %1").arg(ids.error().message());
    }
    if (fromLog) {
        if (d)
            fromLog->coordinator = d->coordinator;
        return *fromLog;
    }
    return d;
}

} // namespace kafscope::groups
