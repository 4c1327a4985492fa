#include "groups/share_group.h"

#include "admin/write_guard.h"
#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QMap>
#include <QThread>

#include <algorithm>
#include <map>

namespace kafscope::groups {

namespace msg = protocol::msg;

namespace {

constexpr int8_t kGroupKeyType = 0;

ErrorText shareGroupsFeature()
{
    return KS_ERR("Share groups (KIP-932)");
}

// The cluster must speak `apiKey`, else the typed "not supported by this cluster (Kafka X)".
Status requireShareApi(protocol::ProtocolClient &client, int16_t apiKey)
{
    return client.require(apiKey, shareGroupsFeature());
}

QList<offsets::TopicPartitions> assignmentOf(const msg::ShareGroupDescribeResponse::Assignment &a)
{
    std::map<QString, QList<int>> byTopic;
    for (const auto &tp : a.topicPartitions)
        for (int32_t p : tp.partitions)
            byTopic[tp.topicName] << p;
    QList<offsets::TopicPartitions> out;
    for (auto &[topic, parts] : byTopic) {
        std::sort(parts.begin(), parts.end());
        out << offsets::TopicPartitions{topic, parts};
    }
    return out;
}

ShareGroupDescription described(const msg::ShareGroupDescribeResponse::DescribedGroup &g,
                                int brokerId)
{
    ShareGroupDescription d;
    d.group = g.groupId;
    d.coordinatorId = brokerId;
    if (g.errorCode != 0) {
        d.error = protocol::kafkaError(
            g.errorCode, KS_TR("Describing share group %1").arg(g.groupId), g.errorMessage);
        return d;
    }
    d.stateName = g.groupState;
    d.state = parseGroupState(g.groupState);
    d.groupEpoch = g.groupEpoch;
    d.assignmentEpoch = g.assignmentEpoch;
    d.assignor = g.assignorName;
    for (const auto &m : g.members) {
        ShareMember s;
        s.memberId = m.memberId;
        s.clientId = m.clientId;
        s.host = m.clientHost;
        s.rackId = m.rackId;
        s.memberEpoch = m.memberEpoch;
        for (const QString &t : m.subscribedTopicNames)
            s.subscribedTopics << t;
        s.subscribedTopics.sort();
        s.assignment = assignmentOf(m.assignment);
        d.members << s;
    }
    std::sort(d.members.begin(), d.members.end(), [](const ShareMember &a, const ShareMember &b) {
        return std::tie(a.clientId, a.memberId) < std::tie(b.clientId, b.memberId);
    });
    return d;
}

// Refuses a write to a share group that has members, as Kafka would, but in plain words first.
enum class ShareWrite { Reset, Delete };
Status requireEmptyShareGroup(protocol::ProtocolClient &client, const QString &group,
                              ShareWrite write)
{
    auto d = describeShareGroup(client, group);
    if (!d)
        return d.error();
    if (d->members.isEmpty())
        return Ok{};
    QStringList clients;
    for (const ShareMember &m : d->members)
        clients << m.clientId;
    clients.removeDuplicates();
    const ErrorText text =
        write == ShareWrite::Reset
            ? KS_ERR("Cannot change the offsets of share group %1: it has %2 active member(s) "
                     "(%3). Stop its share consumers first; Kafka only changes the offsets of an "
                     "empty share group.")
            : KS_ERR("Cannot delete the offsets of share group %1: it has %2 active member(s) "
                     "(%3). Stop its share consumers first; Kafka only changes the offsets of an "
                     "empty share group.");
    return Error::usage(
        text.arg(group).arg(d->members.size()).arg(clients.join(QStringLiteral(", "))));
}

Result<protocol::Connection *> coordinatorConnection(protocol::ProtocolClient &client,
                                                     const QString &group)
{
    auto id = groupCoordinator(client, group);
    if (!id)
        return id.error();
    return client.broker(*id);
}

} // namespace

qint64 ShareGroupOffsets::knownLag() const
{
    qint64 sum = -1;
    for (const SharePartitionOffset &p : partitions)
        if (p.lag >= 0)
            sum = (sum < 0 ? 0 : sum) + p.lag;
    return sum;
}

namespace {

constexpr int16_t kCoordinatorLoadInProgress = 14;
constexpr int16_t kCoordinatorNotAvailable = 15;

Result<int> findCoordinatorOnce(protocol::ProtocolClient &client, const QString &group)
{
    auto c = client.anyBroker();
    if (!c)
        return c.error();
    const auto version = (*c)->versionFor<msg::FindCoordinatorRequest>();
    if (!version)
        return version.error();
    msg::FindCoordinatorRequest request;
    request.keyType = kGroupKeyType;
    if (*version >= 4)
        request.coordinatorKeys.push_back(group);
    else
        request.key = group;
    auto answer = (*c)->call<msg::FindCoordinatorRequest, msg::FindCoordinatorResponse>(request);
    if (!answer)
        return answer.error();
    const QString what = KS_TR("Finding the coordinator of group %1").arg(group);
    if (*version >= 4) {
        if (answer->coordinators.empty())
            return Error::kafka(
                RD_KAFKA_RESP_ERR__BAD_MSG,
                KS_ERR("FindCoordinator named no coordinator for group %1").arg(group));
        const auto &k = answer->coordinators.front();
        if (k.errorCode != 0)
            return protocol::kafkaError(k.errorCode, what, k.errorMessage);
        return k.nodeId;
    }
    if (answer->errorCode != 0)
        return protocol::kafkaError(answer->errorCode, what, answer->errorMessage);
    return answer->nodeId;
}

} // namespace

Result<int> groupCoordinator(protocol::ProtocolClient &client, const QString &group)
{
    // A coordinator still loading (or just elected) answers so for a moment: asked again, within
    // the connection's timeout, as Kafka's clients do.
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        auto id = findCoordinatorOnce(client, group);
        const int code = id ? 0 : id.error().code;
        if (id || (code != kCoordinatorLoadInProgress && code != kCoordinatorNotAvailable) ||
            clock.elapsed() > client.options().timeoutMs)
            return id;
        QThread::msleep(100);
    }
}

Result<QList<ShareGroupDescription>> describeShareGroupsAt(protocol::ProtocolClient &client,
                                                           int brokerId, const QStringList &groups)
{
    if (auto s = requireShareApi(client, msg::ShareGroupDescribeRequest::kApiKey); !s)
        return s.error();
    auto c = client.broker(brokerId);
    if (!c)
        return c.error();
    msg::ShareGroupDescribeRequest request;
    for (const QString &g : groups)
        request.groupIds.push_back(g);
    auto answer =
        (*c)->call<msg::ShareGroupDescribeRequest, msg::ShareGroupDescribeResponse>(request);
    if (!answer)
        return answer.error();
    QHash<QString, ShareGroupDescription> byId;
    for (const auto &g : answer->groups)
        byId.insert(g.groupId, described(g, brokerId));
    QList<ShareGroupDescription> out;
    for (const QString &g : groups) {
        ShareGroupDescription d = byId.value(g);
        if (!byId.contains(g)) {
            d.group = g;
            d.error = Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                                   KS_ERR("The coordinator did not describe %1").arg(g));
        }
        out << d;
    }
    return out;
}

Result<ShareGroupDescription> describeShareGroup(protocol::ProtocolClient &client,
                                                 const QString &group)
{
    if (auto s = requireShareApi(client, msg::ShareGroupDescribeRequest::kApiKey); !s)
        return s.error();
    auto id = groupCoordinator(client, group);
    if (!id)
        return id.error();
    auto d = describeShareGroupsAt(client, *id, {group});
    if (!d)
        return d.error();
    if (d->front().error)
        return *d->front().error;
    return d->front();
}

Result<ShareGroupOffsets> shareGroupOffsets(protocol::ProtocolClient &client, const QString &group)
{
    if (auto s = requireShareApi(client, msg::DescribeShareGroupOffsetsRequest::kApiKey); !s)
        return s.error();
    auto c = coordinatorConnection(client, group);
    if (!c)
        return c.error();
    const auto version = (*c)->versionFor<msg::DescribeShareGroupOffsetsRequest>();
    if (!version)
        return version.error();
    msg::DescribeShareGroupOffsetsRequest request;
    msg::DescribeShareGroupOffsetsRequest::DescribeShareGroupOffsetsRequestGroup g;
    g.groupId = group;
    g.topics = std::nullopt; // every share-partition of the group
    request.groups.push_back(g);
    auto answer =
        (*c)->call<msg::DescribeShareGroupOffsetsRequest, msg::DescribeShareGroupOffsetsResponse>(
            request);
    if (!answer)
        return answer.error();
    ShareGroupOffsets out;
    out.group = group;
    out.lagReported = *version >= 1;
    for (const auto &rg : answer->groups) {
        if (rg.groupId != group)
            continue;
        if (rg.errorCode != 0)
            return protocol::kafkaError(
                rg.errorCode, KS_TR("Describing the share offsets of group %1").arg(group),
                rg.errorMessage);
        for (const auto &t : rg.topics)
            for (const auto &p : t.partitions) {
                SharePartitionOffset o;
                o.tp = TopicPartition{t.topicName, p.partitionIndex};
                o.startOffset = p.startOffset;
                o.leaderEpoch = p.leaderEpoch;
                o.lag = *version >= 1 ? p.lag : -1;
                if (p.errorCode != 0)
                    o.error = protocol::kafkaError(
                        p.errorCode, QStringLiteral("%1/%2").arg(t.topicName).arg(p.partitionIndex),
                        p.errorMessage);
                out.partitions << o;
            }
    }
    std::sort(
        out.partitions.begin(), out.partitions.end(),
        [](const SharePartitionOffset &a, const SharePartitionOffset &b) { return a.tp < b.tp; });
    return out;
}

GroupDescription asGroupDescription(const ShareGroupDescription &g, const BrokerInfo &coordinator)
{
    GroupDescription d;
    d.group = g.group;
    d.state = g.state;
    d.type = GroupType::Share;
    d.protocolType = wireName(GroupType::Share);
    d.assignor = g.assignor;
    d.coordinator = coordinator;
    d.groupEpoch = g.groupEpoch;
    d.assignmentEpoch = g.assignmentEpoch;
    for (const ShareMember &m : g.members) {
        GroupMember gm;
        gm.memberId = m.memberId;
        gm.clientId = m.clientId;
        gm.host = m.host;
        gm.assignment = m.assignment;
        gm.memberEpoch = m.memberEpoch;
        offsets::ConsumerSubscription sub;
        sub.topics = m.subscribedTopics;
        gm.subscription = sub;
        d.members << gm;
    }
    return d;
}

GroupLag asGroupLag(const ShareGroupOffsets &o, const QHash<TopicPartition, qint64> &ends)
{
    GroupLag lag;
    for (const SharePartitionOffset &p : o.partitions) {
        PartitionLag pl{p.tp, p.startOffset, ends.value(p.tp, -1), p.lag};
        if (p.lag >= 0) {
            lag.known = true;
            lag.total += p.lag;
            lag.perTopic[p.tp.topic] += p.lag;
        }
        lag.partitions << pl;
    }
    return lag;
}

Result<ShareGroupSnapshot> shareGroupSnapshot(KafkaClient &client, const QString &group)
{
    protocol::ProtocolClient pc(client);
    auto d = describeShareGroup(pc, group);
    if (!d)
        return d.error();
    auto o = shareGroupOffsets(pc, group);
    if (!o)
        return o.error();
    QList<TopicPartition> tps;
    for (const SharePartitionOffset &p : o->partitions)
        tps << p.tp;
    auto ends = listOffsets(client, tps, qint64(OffsetSpec::End));
    if (!ends)
        return ends.error();
    BrokerInfo coordinator;
    coordinator.id = d->coordinatorId;
    if (const ClusterMetadata *md = pc.metadata())
        if (const BrokerInfo *b = md->broker(d->coordinatorId))
            coordinator = *b;
    ShareGroupSnapshot s{*d, *o, asGroupDescription(*d, coordinator), asGroupLag(*o, *ends)};
    return s;
}

Result<ResetPlan> planShareReset(protocol::ProtocolClient &client, KafkaClient &kafka,
                                 const QString &group, const QStringList &topics,
                                 const ResetTarget &target)
{
    auto offsets = shareGroupOffsets(client, group);
    if (!offsets)
        return offsets.error();
    QStringList chosen = topics;
    QHash<TopicPartition, qint64> current;
    for (const SharePartitionOffset &p : offsets->partitions) {
        current.insert(p.tp, p.startOffset);
        if (topics.isEmpty() && !chosen.contains(p.tp.topic))
            chosen << p.tp.topic;
    }
    if (chosen.isEmpty())
        return Error::usage(
            KS_ERR("Share group %1 has no share-partition start offsets: name the topics to reset "
                   "with --topic")
                .arg(group));
    auto plan = planResetFrom(kafka, group, chosen, current, target);
    if (!plan)
        return plan.error();
    ResetPlan out = std::move(plan).value();
    out.source = QStringLiteral("share %1").arg(out.source);
    return out;
}

Status applyShareReset(protocol::ProtocolClient &client, const ConnectionProfile &profile,
                       const ResetPlan &plan, const QString &confirmation)
{
    if (auto s = WriteGuard::admit(profile, {WriteKind::ResetOffsets, plan.group}, confirmation);
        !s)
        return s;
    if (auto s = requireShareApi(client, msg::AlterShareGroupOffsetsRequest::kApiKey); !s)
        return s;
    if (auto s = requireEmptyShareGroup(client, plan.group, ShareWrite::Reset); !s)
        return s;
    auto c = coordinatorConnection(client, plan.group);
    if (!c)
        return c.error();
    msg::AlterShareGroupOffsetsRequest request;
    request.groupId = plan.group;
    QMap<QString, msg::AlterShareGroupOffsetsRequest::AlterShareGroupOffsetsRequestTopic> byTopic;
    for (const ResetRow &r : plan.rows) {
        auto &t = byTopic[r.tp.topic];
        t.topicName = r.tp.topic;
        t.partitions.push_back({r.tp.partition, r.target});
    }
    for (const auto &t : byTopic)
        request.topics.push_back(t);
    auto answer =
        (*c)->call<msg::AlterShareGroupOffsetsRequest, msg::AlterShareGroupOffsetsResponse>(
            request);
    if (!answer)
        return answer.error();
    const QString what = KS_TR("Writing the share offsets of group %1").arg(plan.group);
    if (answer->errorCode != 0)
        return protocol::kafkaError(answer->errorCode, what, answer->errorMessage);
    for (const auto &t : answer->responses)
        for (const auto &p : t.partitions)
            if (p.errorCode != 0)
                return protocol::kafkaError(
                    p.errorCode,
                    QStringLiteral("%1: %2/%3").arg(what, t.topicName).arg(p.partitionIndex),
                    p.errorMessage);
    return Ok{};
}

Status deleteShareOffsets(protocol::ProtocolClient &client, const ConnectionProfile &profile,
                          const QString &group, const QStringList &topics,
                          const QString &confirmation)
{
    if (auto s = WriteGuard::admit(profile, {WriteKind::DeleteGroupOffsets, group}, confirmation);
        !s)
        return s;
    if (topics.isEmpty())
        return Error::usage(KS_ERR("Name the topics whose share offsets to delete"));
    if (auto s = requireShareApi(client, msg::DeleteShareGroupOffsetsRequest::kApiKey); !s)
        return s;
    if (auto s = requireEmptyShareGroup(client, group, ShareWrite::Delete); !s)
        return s;
    auto c = coordinatorConnection(client, group);
    if (!c)
        return c.error();
    msg::DeleteShareGroupOffsetsRequest request;
    request.groupId = group;
    for (const QString &t : topics)
        request.topics.push_back({t});
    auto answer =
        (*c)->call<msg::DeleteShareGroupOffsetsRequest, msg::DeleteShareGroupOffsetsResponse>(
            request);
    if (!answer)
        return answer.error();
    const QString what = KS_TR("Deleting the share offsets of group %1").arg(group);
    if (answer->errorCode != 0)
        return protocol::kafkaError(answer->errorCode, what, answer->errorMessage);
    for (const auto &t : answer->responses)
        if (t.errorCode != 0)
            return protocol::kafkaError(
                t.errorCode, QStringLiteral("%1: %2").arg(what, t.topicName), t.errorMessage);
    return Ok{};
}

} // namespace kafscope::groups
