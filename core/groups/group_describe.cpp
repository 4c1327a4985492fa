#include "groups/group_describe.h"
#include "cluster/authorization.h"

#include "admin/admin_call.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>
#include <map>

namespace kafscope::groups {

namespace {

QList<offsets::TopicPartitions> fromList(const rd_kafka_topic_partition_list_t *list)
{
    std::map<QString, QList<int>> byTopic;
    for (int i = 0; list && i < list->cnt; ++i)
        byTopic[QString::fromUtf8(list->elems[i].topic)] << list->elems[i].partition;
    QList<offsets::TopicPartitions> out;
    for (auto &[topic, parts] : byTopic) {
        std::sort(parts.begin(), parts.end());
        out << offsets::TopicPartitions{topic, parts};
    }
    return out;
}

GroupDescription fromAdmin(const rd_kafka_ConsumerGroupDescription_t *d)
{
    GroupDescription g;
    g.group = QString::fromUtf8(rd_kafka_ConsumerGroupDescription_group_id(d));
    if (const rd_kafka_error_t *e = rd_kafka_ConsumerGroupDescription_error(d)) {
        g.error = Error::kafka(rd_kafka_error_code(e),
                               KS_ERR("Describing group %1: %2")
                                   .arg(g.group, QString::fromUtf8(rd_kafka_error_string(e))));
        g.state = GroupState::Unknown;
        return g;
    }
    g.state = groupStateFromRdkafka(rd_kafka_ConsumerGroupDescription_state(d));
    g.assignor = QString::fromUtf8(rd_kafka_ConsumerGroupDescription_partition_assignor(d));
    g.simple = rd_kafka_ConsumerGroupDescription_is_simple_consumer_group(d);
    // librdkafka >= 2.10 describes KIP-848 groups with ConsumerGroupDescribe. Their protocol type
    // is always "consumer", and the classic listing merged in later reports them as Dead with none.
    g.type = groupTypeFromRdkafka(rd_kafka_ConsumerGroupDescription_type(d));
    if (g.type == GroupType::Consumer)
        g.protocolType = QStringLiteral("consumer");
    if (const rd_kafka_Node_t *n = rd_kafka_ConsumerGroupDescription_coordinator(d))
        g.coordinator = {rd_kafka_Node_id(n), QString::fromUtf8(rd_kafka_Node_host(n)),
                         int(rd_kafka_Node_port(n))};
    const size_t count = rd_kafka_ConsumerGroupDescription_member_count(d);
    for (size_t i = 0; i < count; ++i) {
        const rd_kafka_MemberDescription_t *m = rd_kafka_ConsumerGroupDescription_member(d, i);
        GroupMember gm;
        gm.memberId = QString::fromUtf8(rd_kafka_MemberDescription_consumer_id(m));
        gm.clientId = QString::fromUtf8(rd_kafka_MemberDescription_client_id(m));
        gm.host = QString::fromUtf8(rd_kafka_MemberDescription_host(m));
        if (const char *inst = rd_kafka_MemberDescription_group_instance_id(m))
            gm.instanceId = QString::fromUtf8(inst);
        if (const rd_kafka_MemberAssignment_t *a = rd_kafka_MemberDescription_assignment(m))
            gm.assignment = fromList(rd_kafka_MemberAssignment_partitions(a));
        if (const rd_kafka_MemberAssignment_t *t = rd_kafka_MemberDescription_target_assignment(m))
            gm.targetAssignment = fromList(rd_kafka_MemberAssignment_partitions(t));
        g.members << gm;
    }
    return g;
}

void mergeLegacy(GroupDescription &g, const LegacyGroupInfo &legacy)
{
    if (!legacy.protocolType.isEmpty())
        g.protocolType = legacy.protocolType;
    if (g.assignor.isEmpty())
        g.assignor = legacy.protocol;
    for (GroupMember &m : g.members)
        for (const LegacyGroupInfo::Member &lm : legacy.members)
            if (lm.memberId == m.memberId) {
                m.rawMetadata = lm.metadata;
                m.rawAssignment = lm.assignment;
                if (g.protocolType == QLatin1String("consumer") && !lm.metadata.isEmpty())
                    if (auto s = offsets::decodeSubscription(lm.metadata, g.assignor))
                        m.subscription = s.value();
            }
}

Result<QList<GroupDescription>> describeBatch(KafkaClient &client, const QStringList &groups)
{
    QList<QByteArray> utf8;
    std::vector<const char *> names;
    for (const QString &g : groups)
        utf8 << g.toUtf8();
    for (const QByteArray &b : utf8)
        names.push_back(b.constData());
    const ErrorText what = groups.size() == 1 ? KS_ERR("Describing group %1").arg(groups.first())
                                              : KS_ERR("Describing %1 groups").arg(groups.size());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBECONSUMERGROUPS);
    rd_kafka_DescribeConsumerGroups(call.handle(), names.data(), names.size(), call.options(),
                                    call.queue());
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBECONSUMERGROUPS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_ConsumerGroupDescription_t **res = rd_kafka_DescribeConsumerGroups_result_groups(
        rd_kafka_event_DescribeConsumerGroups_result(ev.value()), &n);
    QList<GroupDescription> out;
    for (size_t i = 0; i < n; ++i)
        out << fromAdmin(res[i]);
    return out;
}

} // namespace

QList<offsets::TopicPartitions> GroupDescription::assignedPartitions() const
{
    std::map<QString, QList<int>> byTopic;
    for (const GroupMember &m : members)
        for (const offsets::TopicPartitions &tp : m.assignment)
            byTopic[tp.topic] += tp.partitions;
    QList<offsets::TopicPartitions> out;
    for (auto &[topic, parts] : byTopic) {
        std::sort(parts.begin(), parts.end());
        out << offsets::TopicPartitions{topic, parts};
    }
    return out;
}

Result<LegacyGroupInfo> legacyGroupInfo(KafkaClient &client, const QString &group)
{
    const struct rd_kafka_group_list *list = nullptr;
    const QByteArray name = group.toUtf8();
    const rd_kafka_resp_err_t err =
        rd_kafka_list_groups(client.handle(), name.constData(), &list, client.profile().timeoutMs);
    if (err)
        return client.makeError(err, KS_ERR("Listing group %1").arg(group));
    LegacyGroupInfo info;
    info.group = group;
    info.state = GroupState::Dead;
    // Every broker answers; only the coordinator's answer carries no error.
    for (int i = 0; i < list->group_cnt; ++i) {
        const rd_kafka_group_info &g = list->groups[i];
        if (g.err || QString::fromUtf8(g.group) != group)
            continue;
        info.state = parseGroupState(QString::fromUtf8(g.state));
        info.protocolType = QString::fromUtf8(g.protocol_type);
        info.protocol = QString::fromUtf8(g.protocol);
        info.coordinator = {g.broker.id, QString::fromUtf8(g.broker.host), g.broker.port};
        for (int j = 0; j < g.member_cnt; ++j) {
            const rd_kafka_group_member_info &m = g.members[j];
            info.members << LegacyGroupInfo::Member{
                QString::fromUtf8(m.member_id), QString::fromUtf8(m.client_id),
                QString::fromUtf8(m.client_host),
                QByteArray(static_cast<const char *>(m.member_metadata), m.member_metadata_size),
                QByteArray(static_cast<const char *>(m.member_assignment),
                           m.member_assignment_size)};
        }
        break;
    }
    rd_kafka_group_list_destroy(list);
    return info;
}

Result<GroupDescription> describeGroup(KafkaClient &client, const QString &group)
{
    if (group.isEmpty())
        return Error::usage(KS_ERR("A group id is needed"));
    auto batch = describeBatch(client, {group});
    if (!batch)
        return batch.error();
    if (batch->isEmpty())
        return Error::kafka(RD_KAFKA_RESP_ERR__FAIL,
                            KS_ERR("Describing group %1: no answer").arg(group));
    GroupDescription g = batch->first();
    if (g.error) {
        // A per-group timeout means the cluster did not answer: say which broker, as every call
        // does.
        const int code = g.error->code;
        if (code == RD_KAFKA_RESP_ERR__TIMED_OUT || code == RD_KAFKA_RESP_ERR__TRANSPORT)
            return client.makeError(code, KS_ERR("Describing group %1").arg(group));
        if (isAuthorizationFailure(code))
            return notAuthorized(client.profile(), code, KS_ERR("describe"),
                                 QStringLiteral("Describe"), QStringLiteral("group"), group);
        return *g.error;
    }
    auto legacy = legacyGroupInfo(client, group);
    if (!legacy)
        return legacy.error();
    mergeLegacy(g, legacy.value());
    return g;
}

Result<QList<GroupDescription>> describeGroups(KafkaClient &client, const QStringList &groups,
                                               bool withMemberBytes, int batchSize)
{
    QList<GroupDescription> out;
    std::optional<Error> lastError;
    for (qsizetype from = 0; from < groups.size(); from += qMax(1, batchSize)) {
        const QStringList slice = groups.mid(from, qMax(1, batchSize));
        auto batch = describeBatch(client, slice);
        if (!batch) {
            lastError = batch.error();
            for (const QString &g : slice) {
                GroupDescription failed;
                failed.group = g;
                failed.state = GroupState::Unknown;
                failed.error = batch.error();
                out << failed;
            }
            continue;
        }
        for (GroupDescription &g : batch.value()) {
            if (g.error && isAuthorizationFailure(g.error->code))
                g.error =
                    notAuthorized(client.profile(), g.error->code, KS_ERR("describe"),
                                  QStringLiteral("Describe"), QStringLiteral("group"), g.group);
            if (withMemberBytes && !g.error) {
                if (auto legacy = legacyGroupInfo(client, g.group))
                    mergeLegacy(g, legacy.value());
            }
            out << std::move(g);
        }
    }
    if (lastError && out.size() == groups.size() &&
        std::all_of(out.begin(), out.end(),
                    [](const GroupDescription &g) { return g.error.has_value(); }))
        return *lastError;
    return out;
}

} // namespace kafscope::groups
