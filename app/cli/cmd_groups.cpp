#include "common/translations.h"
#include "cli/commands.h"

#include "cli/cmd_groups_share.h"
#include "cli/cmd_groups_streams.h"

#include "admin/write_guard.h"
#include "cluster/authorization.h"
#include "groups/group_describe.h"
#include "groups/group_list.h"
#include "groups/group_summary.h"
#include "groups/offset_reset.h"
#include "groups/offsets_log_groups.h"
#include "groups/streams_group.h"

#include <librdkafka/rdkafka.h>

KS_CLI_COMMAND("groups")

namespace kafscope::cli {

namespace {

using namespace kafscope::groups;

QJsonValue orNull(qint64 v)
{
    return v < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(v);
}

QString dash(qint64 v)
{
    return v < 0 ? QStringLiteral("-") : QString::number(v);
}

int listGroupsCmd(CliContext &ctx, KafkaClient &client)
{
    QStringList types;
    for (const QString &t : ctx.args().valuesOf(KS_OPT("type")))
        types << t.split(QLatin1Char(','), Qt::SkipEmptyParts);
    auto listed = listGroups(client, types);
    if (!listed)
        return ctx.fail(listed.error());
    QList<GroupListing> groups = listed.value();
    if (auto s = recogniseFromOffsetsLog(ctx.profile(), groups); !s)
        return ctx.fail(s.error());
    const QList<GroupSummary> summaries = summarizeGroups(client, groups);
    if (ctx.json()) {
        QJsonArray arr;
        for (const GroupSummary &s : summaries)
            arr.append(QJsonObject{{QStringLiteral("group"), s.listing.group},
                                   {QStringLiteral("state"), wireName(s.listing.state)},
                                   {QStringLiteral("type"), wireName(s.listing.type)},
                                   {QStringLiteral("protocol_type"), s.listing.protocolType},
                                   {QStringLiteral("assignor"), s.listing.assignor},
                                   {QStringLiteral("members"), s.listing.members},
                                   {QStringLiteral("lag"), orNull(s.lag)}});
        ctx.printJson(arr);
    } else {
        QTextStream &out = ctx.out();
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("GROUP"), -32)
                   .arg(QStringLiteral("STATE"), -20)
                   .arg(QStringLiteral("TYPE"), -9)
                   .arg(QStringLiteral("PROTOCOL"), -9)
                   .arg(QStringLiteral("ASSIGNOR"), -19)
                   .arg(QStringLiteral("MEMBERS"), 7)
                   .arg(QStringLiteral("LAG"), 10);
        for (const GroupSummary &s : summaries)
            out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                       .arg(s.listing.group, -32)
                       .arg(displayName(s.listing.state), -20)
                       .arg(displayName(s.listing.type), -9)
                       .arg(s.listing.protocolType, -9)
                       .arg(s.listing.assignor, -19)
                       .arg(s.listing.members, 7)
                       .arg(dash(s.lag), 10);
    }
    for (const GroupSummary &s : summaries)
        if (s.lagError)
            ctx.fail(*s.lagError); // reported, the listing still stands
    if (const QString note = hiddenByAuthorizerNote(client, KS_TR("groups")); !note.isEmpty())
        ctx.err() << "kafscope-cli: note: " << note << Qt::endl;
    return ExitOk;
}

QJsonObject describeJson(const GroupDescription &g, const GroupLag &lag)
{
    QJsonArray members;
    const auto partitionsJson = [](const QList<offsets::TopicPartitions> &tps) {
        QJsonArray out;
        for (const offsets::TopicPartitions &tp : tps)
            for (int p : tp.partitions)
                out.append(QJsonObject{{QStringLiteral("topic"), tp.topic},
                                       {QStringLiteral("partition"), p}});
        return out;
    };
    for (const GroupMember &m : g.members) {
        const QJsonArray assignment = partitionsJson(m.assignment);
        QJsonObject o{{QStringLiteral("member_id"), m.memberId},
                      {QStringLiteral("client_id"), m.clientId},
                      {QStringLiteral("host"), m.host},
                      {QStringLiteral("instance_id"),
                       m.instanceId ? QJsonValue(*m.instanceId) : QJsonValue::Null},
                      {QStringLiteral("assignment"), assignment}};
        if (m.subscription)
            o.insert(QStringLiteral("subscription"),
                     QJsonArray::fromStringList(m.subscription->topics));
        if (m.targetAssignment)
            o.insert(QStringLiteral("target_assignment"), partitionsJson(*m.targetAssignment));
        if (m.memberEpoch)
            o.insert(QStringLiteral("member_epoch"), *m.memberEpoch);
        members.append(o);
    }
    QJsonArray offsetsArr;
    for (const PartitionLag &p : lag.partitions)
        offsetsArr.append(QJsonObject{{QStringLiteral("topic"), p.tp.topic},
                                      {QStringLiteral("partition"), p.tp.partition},
                                      {QStringLiteral("committed"), orNull(p.committed)},
                                      {QStringLiteral("end"), orNull(p.end)},
                                      {QStringLiteral("lag"), orNull(p.lag)}});
    QJsonObject o{
        {QStringLiteral("group"), g.group},
        {QStringLiteral("state"), wireName(g.state)},
        {QStringLiteral("protocol_type"), g.protocolType},
        {QStringLiteral("assignor"), g.assignor},
        {QStringLiteral("coordinator"), QJsonObject{{QStringLiteral("id"), g.coordinator.id},
                                                    {QStringLiteral("host"), g.coordinator.host},
                                                    {QStringLiteral("port"), g.coordinator.port}}},
        {QStringLiteral("members"), members},
        {QStringLiteral("offsets"), offsetsArr},
        {QStringLiteral("lag"), orNull(lag.knownTotal())}};
    if (g.type != GroupType::Unknown)
        o.insert(QStringLiteral("type"), wireName(g.type));
    if (g.groupEpoch)
        o.insert(QStringLiteral("group_epoch"), *g.groupEpoch);
    if (g.assignmentEpoch)
        o.insert(QStringLiteral("assignment_epoch"), *g.assignmentEpoch);
    if (!g.note.isEmpty())
        o.insert(QStringLiteral("note"), g.note);
    return o;
}

void describeText(QTextStream &out, const GroupDescription &g, const GroupLag &lag)
{
    out << "group:        " << g.group << '\n'
        << "state:        " << displayName(g.state) << '\n'
        << "protocol:     " << g.protocolType
        << (g.assignor.isEmpty() ? QString() : QStringLiteral(" / ") + g.assignor) << '\n'
        << "coordinator:  " << g.coordinator.id << " (" << g.coordinator.host << ':'
        << g.coordinator.port << ")\n"
        << "members:      " << g.members.size() << '\n';
    if (g.groupEpoch)
        out << "epochs:       group " << *g.groupEpoch << ", target assignment "
            << (g.assignmentEpoch ? QString::number(*g.assignmentEpoch) : QStringLiteral("-"))
            << '\n';
    if (!g.note.isEmpty())
        out << "note:         " << g.note << '\n';
    const auto partitionsText = [](const QList<offsets::TopicPartitions> &tps) {
        QStringList parts;
        for (const offsets::TopicPartitions &tp : tps)
            for (int p : tp.partitions)
                parts << QStringLiteral("%1/%2").arg(tp.topic).arg(p);
        return parts.isEmpty() ? QStringLiteral("(none)") : parts.join(QLatin1Char(' '));
    };
    for (const GroupMember &m : g.members) {
        out << "  " << m.memberId << "  client " << m.clientId << "  host " << m.host
            << (m.instanceId ? QStringLiteral("  instance ") + *m.instanceId : QString())
            << (m.memberEpoch ? QStringLiteral("  epoch %1").arg(*m.memberEpoch) : QString())
            << "\n    assigned: " << partitionsText(m.assignment) << '\n';
        if (m.targetAssignment && *m.targetAssignment != m.assignment)
            out << "    target:   " << partitionsText(*m.targetAssignment) << '\n';
    }
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("TOPIC"), -32)
               .arg(QStringLiteral("PART"), 5)
               .arg(QStringLiteral("COMMITTED"), 12)
               .arg(QStringLiteral("END"), 12)
               .arg(QStringLiteral("LAG"), 10);
    for (const PartitionLag &p : lag.partitions)
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(p.tp.topic, -32)
                   .arg(p.tp.partition, 5)
                   .arg(dash(p.committed), 12)
                   .arg(dash(p.end), 12)
                   .arg(dash(p.lag), 10);
    for (auto it = lag.perTopic.cbegin(); it != lag.perTopic.cend(); ++it)
        out << "lag of " << it.key() << ": " << it.value() << '\n';
    out << "total lag:    " << dash(lag.knownTotal()) << '\n';
}

// A streams group (KIP-1071) is described by its own request. The listing's type says which groups
// are; a group it does not type (or list) is asked for as a streams group where the cluster has
// them, and described as any other group when the coordinator says it is none.
std::optional<Result<StreamsGroupDescription>> asStreamsGroup(KafkaClient &client,
                                                              const QString &group)
{
    if (auto listed = listGroups(client))
        for (const GroupListing &l : *listed)
            if (l.group == group && l.type != GroupType::Unknown)
                return isStreamsGroup(l) ? std::optional(describeStreamsGroup(client, group))
                                         : std::nullopt;
    auto d = describeStreamsGroup(client, group);
    return d ? std::optional(std::move(d)) : std::nullopt;
}

// `listed`: the group's type from the listing (Unknown when it gave none).
int describeCmd(CliContext &ctx, KafkaClient &client, const QString &group, GroupType listed)
{
    if (listed == GroupType::Streams) {
        auto d = describeStreamsGroup(client, group);
        return d ? describeStreamsGroupCmd(ctx, client, *d) : ctx.fail(d.error());
    }
    if (listed == GroupType::Unknown)
        if (auto streams = asStreamsGroup(client, group))
            return *streams ? describeStreamsGroupCmd(ctx, client, **streams)
                            : ctx.fail(streams->error());
    auto g = describeGroupAnyProtocol(client, group);
    if (!g)
        return ctx.fail(g.error());
    QList<TopicPartition> assigned;
    for (const offsets::TopicPartitions &tp : g->assignedPartitions())
        for (int p : tp.partitions)
            assigned << TopicPartition{tp.topic, p};
    auto lag = groupLag(client, group, assigned);
    if (!lag)
        return ctx.fail(lag.error());
    if (g->state == GroupState::Dead && g->members.isEmpty() && lag->partitions.isEmpty())
        return ctx.fail(
            Error::kafka(RD_KAFKA_RESP_ERR_GROUP_ID_NOT_FOUND,
                         KS_ERR("Group %1 does not exist: no members, no committed offsets and "
                                "nothing about it in __consumer_offsets")
                             .arg(group)));
    if (ctx.json())
        ctx.printJson(describeJson(g.value(), lag.value()));
    else
        describeText(ctx.out(), g.value(), lag.value());
    return ExitOk;
}

QJsonObject planJson(const ResetPlan &plan, bool applied)
{
    QJsonArray rows;
    for (const ResetRow &r : plan.rows) {
        QJsonObject o{{QStringLiteral("topic"), r.tp.topic},
                      {QStringLiteral("partition"), r.tp.partition},
                      {QStringLiteral("current"), orNull(r.current)},
                      {QStringLiteral("new"), r.target}};
        if (r.logStart >= 0)
            o.insert(QStringLiteral("log_start"), r.logStart);
        if (r.logEnd >= 0)
            o.insert(QStringLiteral("log_end"), r.logEnd);
        if (!r.note.isEmpty())
            o.insert(QStringLiteral("note"), r.note);
        rows.append(o);
    }
    return {{QStringLiteral("group"), plan.group},
            {QStringLiteral("action"), plan.source},
            {QStringLiteral("applied"), applied},
            {QStringLiteral("partitions"), rows}};
}

int resetCmd(CliContext &ctx, KafkaClient &client, const QString &group)
{
    CliArgs &a = ctx.args();
    const bool dryRun = a.has(KS_OPT("dry-run"));
    if (dryRun == a.has(KS_OPT("yes")))
        return ctx.usage(
            KS_ERR("groups reset needs exactly one of --dry-run (preview) or --yes (write)"));
    const QStringList topics = a.valuesOf(KS_OPT("topic"));
    Result<ResetPlan> plan = Error::usage(ErrorText());
    if (a.has(KS_OPT("from-group"))) {
        if (a.has(KS_OPT("to")))
            return ctx.usage(KS_ERR("Use either --to or --from-group, not both"));
        plan = planCopy(client, a.value(KS_OPT("from-group")), group, topics);
    } else {
        if (!a.has(KS_OPT("to")))
            return ctx.usage(
                KS_ERR("groups reset needs --to earliest|latest|offset:N|time:ISO8601|shift:N"));
        auto target = ResetTarget::parse(a.value(KS_OPT("to")));
        if (!target)
            return ctx.fail(target.error());
        plan = planReset(client, group, topics, target.value());
    }
    if (!plan)
        return ctx.fail(plan.error());
    if (!dryRun) {
        if (auto s = applyPlan(client, plan.value(), WriteGuard::confirmationFor(group)); !s)
            return ctx.fail(s.error());
    }
    if (ctx.json()) {
        ctx.printJson(planJson(plan.value(), !dryRun));
    } else {
        QTextStream &out = ctx.out();
        out << (dryRun ? "preview (nothing written): " : "written: ") << group << ", "
            << plan->source << '\n';
        for (const ResetRow &r : plan->rows)
            out << QStringLiteral("  %1/%2  %3 -> %4  %5\n")
                       .arg(r.tp.topic)
                       .arg(r.tp.partition)
                       .arg(dash(r.current))
                       .arg(r.target)
                       .arg(r.note);
    }
    return ExitOk;
}

} // namespace

int runGroups(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    const QString sub = a.words.value(1);
    const QString group = a.words.value(2);
    const int wantWords = sub == QLatin1String("list") ? 2 : 3;
    if (!findCommand(QStringLiteral("groups"))->isSubcommand(sub))
        return ctx.usage(
            sub.isEmpty()
                ? KS_ERR("groups needs a subcommand: list, describe, reset, delete, delete-offsets")
                : KS_ERR("Unknown groups subcommand %1").arg(sub));
    if (a.words.size() != wantWords)
        return ctx.usage(wantWords == 2 ? KS_ERR("groups list takes no group")
                                        : KS_ERR("groups %1 needs exactly one group id").arg(sub));
    if ((sub == QLatin1String("delete") || sub == QLatin1String("delete-offsets")) &&
        !a.has(KS_OPT("yes")))
        return ctx.usage(KS_ERR("groups %1 writes to the cluster: confirm with --yes").arg(sub));
    if (sub == QLatin1String("delete-offsets") && a.valuesOf(KS_OPT("topic")).isEmpty())
        return ctx.usage(KS_ERR("groups delete-offsets needs one --topic"));
    if (sub == QLatin1String("reset") && a.has(KS_OPT("dry-run")) == a.has(KS_OPT("yes")))
        return ctx.usage(
            KS_ERR("groups reset needs exactly one of --dry-run (preview) or --yes (write)"));
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli"));
    if (!client)
        return ctx.fail(client.error());
    KafkaClient &c = *client.value();
    if (sub == QLatin1String("list"))
        return listGroupsCmd(ctx, c);
    GroupType listed = GroupType::Unknown;
    if (sub != QLatin1String("delete")) { // a share group (KIP-932) has its own requests
        // Unknown (or not learnt: the classic path then reports what fails) is not a share group.
        auto type = groupTypeOf(c, group);
        // An unreachable cluster is said at once (within --timeout), not after every path. A
        // broker's own answer (a missing right, a coordinator loading) is left to the path that
        // describes the group, which says what it means for this group.
        if (!type) {
            const Error &e = type.error();
            const bool unreached = e.kind == Error::Kind::Timeout ||
                                   e.kind == Error::Kind::Cancelled ||
                                   (e.kind == Error::Kind::Kafka && e.code < 0 &&
                                    e.cause != Error::Cause::NotSupported);
            if (unreached)
                return ctx.fail(e);
        }
        listed = type ? *type : GroupType::Unknown;
        if (type && *type == GroupType::Share)
            return sub == QLatin1String("describe") ? describeShareGroupCmd(ctx, c, group)
                   : sub == QLatin1String("reset")  ? resetShareGroupCmd(ctx, c, group)
                                                    : deleteShareOffsetsCmd(ctx, c, group);
    }
    if (sub == QLatin1String("delete-offsets") && a.valuesOf(KS_OPT("topic")).size() != 1)
        return ctx.usage(KS_ERR("groups delete-offsets needs one --topic"));
    if (sub == QLatin1String("describe"))
        return describeCmd(ctx, c, group, listed);
    if (sub == QLatin1String("reset"))
        return resetCmd(ctx, c, group);
    Status s = sub == QLatin1String("delete")
                   ? deleteGroup(c, group, WriteGuard::confirmationFor(group))
                   : deleteGroupOffsets(c, group, a.value(KS_OPT("topic")),
                                        WriteGuard::confirmationFor(group));
    if (!s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(
            QJsonObject{{QStringLiteral("group"), group}, {QStringLiteral("deleted"), true}});
    else
        ctx.out() << (sub == QLatin1String("delete") ? "deleted group "
                                                     : "deleted offsets of group ")
                  << group << '\n';
    return ExitOk;
}

} // namespace kafscope::cli
