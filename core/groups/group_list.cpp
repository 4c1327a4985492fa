#include "groups/group_list.h"

#include "admin/admin_call.h"
#include "common/translations.h"
#include "groups/group_describe.h"

#include <librdkafka/rdkafka.h>

#include <QHash>

#include <algorithm>
#include <vector>

namespace kafscope::groups {

namespace {

QString text(const char *s)
{
    return s ? QString::fromUtf8(s) : QString();
}

Result<QList<GroupListing>> adminList(KafkaClient &client, const QStringList &types)
{
    AdminCall call(client, RD_KAFKA_ADMIN_OP_LISTCONSUMERGROUPS);
    if (!types.isEmpty()) {
        std::vector<rd_kafka_consumer_group_type_t> match;
        for (const QString &t : types) {
            if (!groupTypeFilters().contains(t))
                return Error::usage(KS_ERR("Unknown group type \"%1\": use %2")
                                        .arg(t, groupTypeFilters().join(QStringLiteral(" or "))));
            match.push_back(parseGroupType(t) == GroupType::Classic
                                ? RD_KAFKA_CONSUMER_GROUP_TYPE_CLASSIC
                                : RD_KAFKA_CONSUMER_GROUP_TYPE_CONSUMER);
        }
        if (rd_kafka_error_t *e = rd_kafka_AdminOptions_set_match_consumer_group_types(
                call.options(), match.data(), match.size())) {
            const Error err = Error::usage(
                KS_ERR("Listing groups by type: %1").arg(text(rd_kafka_error_string(e))));
            rd_kafka_error_destroy(e);
            return err;
        }
    }
    rd_kafka_ListConsumerGroups(client.handle(), call.options(), call.queue());
    auto ev =
        call.wait(RD_KAFKA_EVENT_LISTCONSUMERGROUPS_RESULT, KS_ERR("Listing consumer groups"));
    if (!ev)
        return ev.error();
    const rd_kafka_ListConsumerGroups_result_t *res =
        rd_kafka_event_ListConsumerGroups_result(ev.value());
    size_t n = 0, nerr = 0;
    const rd_kafka_ConsumerGroupListing_t **valid =
        rd_kafka_ListConsumerGroups_result_valid(res, &n);
    const rd_kafka_error_t **errors = rd_kafka_ListConsumerGroups_result_errors(res, &nerr);
    if (n == 0 && nerr > 0) {
        Error e =
            client.makeError(rd_kafka_error_code(errors[0]), KS_ERR("Listing consumer groups"));
        if (e.kind == Error::Kind::Kafka)
            e.text =
                KS_ERR("Listing consumer groups: %1").arg(text(rd_kafka_error_string(errors[0])));
        return e;
    }
    QList<GroupListing> out;
    for (size_t i = 0; i < n; ++i) {
        GroupListing g;
        g.group = text(rd_kafka_ConsumerGroupListing_group_id(valid[i]));
        g.state = groupStateFromRdkafka(rd_kafka_ConsumerGroupListing_state(valid[i]));
        g.simple = rd_kafka_ConsumerGroupListing_is_simple_consumer_group(valid[i]);
        g.type = groupTypeFromRdkafka(rd_kafka_ConsumerGroupListing_type(valid[i]));
        out << g;
    }
    return out;
}

} // namespace

QStringList groupTypeFilters()
{
    return {wireName(GroupType::Classic), wireName(GroupType::Consumer)};
}

Result<QList<GroupListing>> listGroups(KafkaClient &client, const QStringList &types)
{
    auto listed = adminList(client, types);
    if (!listed)
        return listed.error();
    QList<GroupListing> out = std::move(listed).value();
    const struct rd_kafka_group_list *legacy = nullptr;
    const rd_kafka_resp_err_t err =
        rd_kafka_list_groups(client.handle(), nullptr, &legacy, client.profile().timeoutMs);
    if (err)
        return client.makeError(err, KS_ERR("Describing consumer groups"));
    QHash<QString, qsizetype> index;
    for (qsizetype i = 0; i < out.size(); ++i)
        index.insert(out[i].group, i);
    for (int i = 0; i < legacy->group_cnt; ++i) {
        const rd_kafka_group_info &li = legacy->groups[i];
        const QString name = text(li.group);
        auto it = index.find(name);
        if (it == index.end() && !types.isEmpty())
            continue; // the legacy call lists every type: the filtered listing is the one that
                      // counts
        if (it == index.end()) { // listed by the legacy call only (e.g. a broker answered late)
            GroupListing g;
            g.group = name;
            g.state = GroupState::Unknown;
            it = index.insert(name, out.size());
            out << g;
        }
        GroupListing &g = out[*it];
        if (li.err) {
            g.needsOffsetsLog = true;
            g.note = KS_TR("The classic describe does not know this group (%1)")
                         .arg(QString::fromUtf8(rd_kafka_err2str(li.err)));
            continue;
        }
        const GroupState legacyState = parseGroupState(text(li.state));
        if (legacyState == GroupState::Dead && g.state != GroupState::Dead && li.member_cnt == 0 &&
            text(li.protocol_type).isEmpty()) {
            // Kafka 4.x answers the classic DescribeGroups for a KIP-848 "consumer" (or share,
            // streams) group with state Dead and no error, although ListConsumerGroups lists it as
            // alive.
            g.needsOffsetsLog = true;
            g.coordinatorId = li.broker.id;
            g.note = KS_TR(
                "The classic describe reports this listed group as Dead (not a classic group)");
            continue;
        }
        g.protocolType = text(li.protocol_type);
        g.assignor = text(li.protocol);
        g.members = li.member_cnt;
        g.coordinatorId = li.broker.id;
        if (g.state == GroupState::Unknown)
            g.state = legacyState;
    }
    rd_kafka_group_list_destroy(legacy);
    std::sort(out.begin(), out.end(),
              [](const GroupListing &a, const GroupListing &b) { return a.group < b.group; });
    return out;
}

} // namespace kafscope::groups
