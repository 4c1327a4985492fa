#include "groups/group_list.h"

#include "admin/admin_call.h"
#include "common/translations.h"
#include "groups/group_describe.h"
#include "groups/share_group.h"
#include "protocol/protocol_client.h"

#include <librdkafka/rdkafka.h>

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <vector>

namespace kafscope::groups {

namespace {

// ListGroups v0-v5 on one broker: the groups it coordinates.
Result<QList<GroupListing>> listOnBroker(protocol::ProtocolClient &pc, int brokerId,
                                         const QStringList &types)
{
    namespace msg = protocol::msg;
    auto c = pc.broker(brokerId);
    if (!c)
        return c.error();
    const auto version = (*c)->versionFor<msg::ListGroupsRequest>();
    if (!version)
        return version.error();
    msg::ListGroupsRequest request;
    if (*version >= 5)
        for (const QString &t : types)
            request.typesFilter.push_back(t);
    auto answer = (*c)->call<msg::ListGroupsRequest, msg::ListGroupsResponse>(request);
    if (!answer)
        return answer.error();
    if (answer->errorCode != 0)
        return protocol::kafkaError(answer->errorCode,
                                    KS_TR("ListGroups on broker %1").arg(brokerId));
    QList<GroupListing> out;
    for (const auto &l : answer->groups) {
        GroupListing g =
            listingFromWire(l.groupId, l.protocolType, *version >= 4 ? l.groupState : QString(),
                            *version >= 5 ? l.groupType : QString());
        g.coordinatorId = brokerId;
        if (!types.isEmpty() && !types.contains(wireName(g.type)))
            continue;
        out << g;
    }
    return out;
}

// ListGroups on every broker (each lists the groups it coordinates). From v4 on the answer has
// each group's state, from v5 its type (classic, consumer, share, streams) and the broker filters
// on `types`; an older broker knows classic groups only, so the filter is applied here. A broker
// that fails is skipped while another answers; the first failure is the result when none does.
Result<QList<GroupListing>> protocolList(protocol::ProtocolClient &pc, const QStringList &types)
{
    namespace msg = protocol::msg;
    for (const QString &t : types)
        if (!groupTypeFilters().contains(t))
            return Error::usage(KS_ERR("Unknown group type \"%1\": use %2")
                                    .arg(t, groupTypeFilters().join(QStringLiteral(", "))));
    const ClusterMetadata *md = pc.metadata();
    if (!md) {
        auto any = pc.anyBroker(); // the metadata's own error
        return any ? Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_BROKER, KS_ERR("No metadata"))
                   : any.error();
    }
    QList<GroupListing> out;
    QSet<QString> seen;
    std::optional<Error> firstError;
    int answered = 0;
    for (const BrokerInfo &b : md->brokers) {
        auto listed = listOnBroker(pc, b.id, types);
        if (!listed) {
            if (!firstError)
                firstError = listed.error();
            continue;
        }
        ++answered;
        for (const GroupListing &g : *listed)
            if (!seen.contains(g.group)) { // a group moving between coordinators is listed twice
                seen.insert(g.group);
                out << g;
            }
    }
    if (answered == 0 && firstError)
        return *firstError;
    return out;
}

// Members, assignor and state of the listed share groups: one ShareGroupDescribe per coordinator.
// A failure stays with the groups it concerns, as their note; the listing stands.
void addShareGroupDetails(protocol::ProtocolClient &pc, QList<GroupListing> &groups)
{
    QMap<int, QStringList> byCoordinator;
    for (const GroupListing &g : groups)
        if (g.type == GroupType::Share)
            byCoordinator[g.coordinatorId] << g.group;
    QHash<QString, ShareGroupDescription> described;
    QHash<QString, QString> failed;
    for (auto it = byCoordinator.cbegin(); it != byCoordinator.cend(); ++it) {
        auto d = describeShareGroupsAt(pc, it.key(), it.value());
        if (!d) {
            for (const QString &g : it.value())
                failed.insert(g, d.error().message());
            continue;
        }
        for (const ShareGroupDescription &g : *d) {
            if (g.error)
                failed.insert(g.group, g.error->message());
            else
                described.insert(g.group, g);
        }
    }
    for (GroupListing &g : groups) {
        if (g.type != GroupType::Share)
            continue;
        if (const auto it = described.constFind(g.group); it != described.cend()) {
            g.members = int(it->members.size());
            g.assignor = it->assignor;
            if (it->state != GroupState::Unknown)
                g.state = it->state;
        } else if (failed.contains(g.group)) {
            g.note = KS_TR("ShareGroupDescribe failed: %1").arg(failed.value(g.group));
        }
    }
}

} // namespace

QStringList groupTypeFilters()
{
    return {wireName(GroupType::Classic), wireName(GroupType::Consumer), wireName(GroupType::Share),
            wireName(GroupType::Streams)};
}

GroupListing listingFromWire(const QString &group, const QString &protocolType,
                             const QString &state, const QString &type)
{
    GroupListing g;
    g.group = group;
    g.protocolType = protocolType;
    g.state = parseGroupState(state);
    // Before ListGroups v5 (Kafka 3.8) a broker had classic groups only.
    g.type = type.isEmpty() ? GroupType::Classic : parseGroupType(type);
    g.simple = g.type == GroupType::Classic && protocolType.isEmpty();
    return g;
}

Result<QList<GroupListing>> listGroups(KafkaClient &client, const QStringList &types)
{
    protocol::ProtocolClient pc(client);
    auto listed = protocolList(pc, types);
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
        const QString name = QString::fromUtf8(li.group);
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
        if (g.type == GroupType::Share)
            continue; // the classic describe knows nothing of it: ShareGroupDescribe below
        if (li.err) {
            g.needsOffsetsLog = true;
            g.note = KS_TR("The classic describe does not know this group (%1)")
                         .arg(QString::fromUtf8(rd_kafka_err2str(li.err)));
            continue;
        }
        const GroupState legacyState = parseGroupState(QString::fromUtf8(li.state));
        if (legacyState == GroupState::Dead && g.state != GroupState::Dead && li.member_cnt == 0 &&
            QString::fromUtf8(li.protocol_type).isEmpty()) {
            // Kafka 4.x answers the classic DescribeGroups for a KIP-848 "consumer" (or share,
            // streams) group with state Dead and no error, although ListConsumerGroups lists it as
            // alive.
            g.needsOffsetsLog = true;
            g.coordinatorId = li.broker.id;
            g.note = KS_TR(
                "The classic describe reports this listed group as Dead (not a classic group)");
            continue;
        }
        g.protocolType = QString::fromUtf8(li.protocol_type);
        g.assignor = QString::fromUtf8(li.protocol);
        g.members = li.member_cnt;
        g.coordinatorId = li.broker.id;
        if (g.state == GroupState::Unknown)
            g.state = legacyState;
    }
    rd_kafka_group_list_destroy(legacy);
    addShareGroupDetails(pc, out);
    std::sort(out.begin(), out.end(),
              [](const GroupListing &a, const GroupListing &b) { return a.group < b.group; });
    return out;
}

Result<GroupType> groupTypeOf(KafkaClient &client, const QString &group)
{
    protocol::ProtocolClient pc(client);
    auto coordinator = groupCoordinator(pc, group);
    if (!coordinator)
        return coordinator.error();
    auto listed = listOnBroker(pc, *coordinator, {});
    if (!listed)
        return listed.error();
    for (const GroupListing &g : *listed)
        if (g.group == group)
            return g.type;
    return GroupType::Unknown;
}

} // namespace kafscope::groups
