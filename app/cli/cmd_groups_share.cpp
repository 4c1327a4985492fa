#include "cli/cmd_groups_share.h"

#include "admin/write_guard.h"
#include "groups/share_group.h"

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

QJsonArray partitionsJson(const QList<offsets::TopicPartitions> &tps)
{
    QJsonArray out;
    for (const offsets::TopicPartitions &tp : tps)
        for (int p : tp.partitions)
            out.append(
                QJsonObject{{QStringLiteral("topic"), tp.topic}, {QStringLiteral("partition"), p}});
    return out;
}

QString partitionsText(const QList<offsets::TopicPartitions> &tps)
{
    QStringList parts;
    for (const offsets::TopicPartitions &tp : tps)
        for (int p : tp.partitions)
            parts << QStringLiteral("%1/%2").arg(tp.topic).arg(p);
    return parts.isEmpty() ? QStringLiteral("(none)") : parts.join(QLatin1Char(' '));
}

QJsonObject describeJson(const ShareGroupDescription &g, const ShareGroupOffsets &o,
                         const BrokerInfo &coordinator)
{
    QJsonArray members;
    for (const ShareMember &m : g.members)
        members.append(QJsonObject{
            {QStringLiteral("member_id"), m.memberId},
            {QStringLiteral("client_id"), m.clientId},
            {QStringLiteral("host"), m.host},
            {QStringLiteral("rack_id"), m.rackId ? QJsonValue(*m.rackId) : QJsonValue::Null},
            {QStringLiteral("member_epoch"), m.memberEpoch},
            {QStringLiteral("subscription"), QJsonArray::fromStringList(m.subscribedTopics)},
            {QStringLiteral("assignment"), partitionsJson(m.assignment)}});
    QJsonArray offsetsArr;
    for (const SharePartitionOffset &p : o.partitions) {
        QJsonObject row{{QStringLiteral("topic"), p.tp.topic},
                        {QStringLiteral("partition"), p.tp.partition},
                        {QStringLiteral("start_offset"), orNull(p.startOffset)},
                        {QStringLiteral("leader_epoch"), orNull(p.leaderEpoch)},
                        {QStringLiteral("lag"), orNull(p.lag)}};
        if (p.error)
            row.insert(QStringLiteral("error"), p.error->message());
        offsetsArr.append(row);
    }
    return {
        {QStringLiteral("group"), g.group},
        {QStringLiteral("type"), wireName(GroupType::Share)},
        {QStringLiteral("state"), g.stateName},
        {QStringLiteral("assignor"), g.assignor},
        {QStringLiteral("group_epoch"), g.groupEpoch},
        {QStringLiteral("assignment_epoch"), g.assignmentEpoch},
        {QStringLiteral("coordinator"), QJsonObject{{QStringLiteral("id"), coordinator.id},
                                                    {QStringLiteral("host"), coordinator.host},
                                                    {QStringLiteral("port"), coordinator.port}}},
        {QStringLiteral("members"), members},
        {QStringLiteral("offsets"), offsetsArr},
        {QStringLiteral("lag_reported"), o.lagReported},
        {QStringLiteral("lag"), orNull(o.knownLag())}};
}

void describeText(QTextStream &out, const ShareGroupDescription &g, const ShareGroupOffsets &o,
                  const BrokerInfo &coordinator)
{
    out << "group:        " << g.group << '\n'
        << "type:         " << displayName(GroupType::Share) << '\n'
        << "state:        " << g.stateName << '\n'
        << "assignor:     " << g.assignor << '\n'
        << "coordinator:  " << coordinator.id << " (" << coordinator.host << ':' << coordinator.port
        << ")\n"
        << "epochs:       group " << g.groupEpoch << ", assignment " << g.assignmentEpoch << '\n'
        << "members:      " << g.members.size() << '\n';
    for (const ShareMember &m : g.members)
        out << "  " << m.memberId << "  client " << m.clientId << "  host " << m.host << "  epoch "
            << m.memberEpoch << "\n    assigned: " << partitionsText(m.assignment) << '\n';
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("TOPIC"), -32)
               .arg(QStringLiteral("PART"), 5)
               .arg(QStringLiteral("START-OFFSET"), 13)
               .arg(QStringLiteral("LAG"), 10);
    for (const SharePartitionOffset &p : o.partitions)
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(p.tp.topic, -32)
                   .arg(p.tp.partition, 5)
                   .arg(dash(p.startOffset), 13)
                   .arg(dash(p.lag), 10);
    out << "total lag:    "
        << (o.lagReported ? dash(o.knownLag()) : QStringLiteral("- (the broker reports no lag)"))
        << '\n';
}

QJsonObject planJson(const ResetPlan &plan, bool applied)
{
    QJsonArray rows;
    for (const ResetRow &r : plan.rows) {
        QJsonObject o{{QStringLiteral("topic"), r.tp.topic},
                      {QStringLiteral("partition"), r.tp.partition},
                      {QStringLiteral("current"), orNull(r.current)},
                      {QStringLiteral("new"), r.target},
                      {QStringLiteral("log_start"), orNull(r.logStart)},
                      {QStringLiteral("log_end"), orNull(r.logEnd)}};
        if (!r.note.isEmpty())
            o.insert(QStringLiteral("note"), r.note);
        rows.append(o);
    }
    return {{QStringLiteral("group"), plan.group},
            {QStringLiteral("type"), wireName(GroupType::Share)},
            {QStringLiteral("action"), plan.source},
            {QStringLiteral("applied"), applied},
            {QStringLiteral("partitions"), rows}};
}

} // namespace

int describeShareGroupCmd(CliContext &ctx, KafkaClient &client, const QString &group)
{
    protocol::ProtocolClient pc(client);
    auto g = describeShareGroup(pc, group);
    if (!g)
        return ctx.fail(g.error());
    auto o = shareGroupOffsets(pc, group);
    if (!o)
        return ctx.fail(o.error());
    BrokerInfo coordinator;
    coordinator.id = g->coordinatorId;
    if (const ClusterMetadata *md = pc.metadata())
        if (const BrokerInfo *b = md->broker(g->coordinatorId))
            coordinator = *b;
    if (ctx.json())
        ctx.printJson(describeJson(*g, *o, coordinator));
    else
        describeText(ctx.out(), *g, *o, coordinator);
    return ExitOk;
}

int resetShareGroupCmd(CliContext &ctx, KafkaClient &client, const QString &group)
{
    CliArgs &a = ctx.args();
    const bool dryRun = a.has(KS_OPT("dry-run"));
    if (a.has(KS_OPT("from-group")))
        return ctx.usage(KS_ERR("--from-group copies committed offsets: a share group has none"));
    if (!a.has(KS_OPT("to")))
        return ctx.usage(
            KS_ERR("groups reset needs --to earliest|latest|offset:N|time:ISO8601|shift:N"));
    auto target = ResetTarget::parse(a.value(KS_OPT("to")));
    if (!target)
        return ctx.fail(target.error());
    protocol::ProtocolClient pc(client);
    auto plan = planShareReset(pc, client, group, a.valuesOf(KS_OPT("topic")), *target);
    if (!plan)
        return ctx.fail(plan.error());
    if (!dryRun)
        if (auto s = applyShareReset(pc, ctx.profile(), *plan, WriteGuard::confirmationFor(group));
            !s)
            return ctx.fail(s.error());
    if (ctx.json()) {
        ctx.printJson(planJson(*plan, !dryRun));
        return ExitOk;
    }
    QTextStream &out = ctx.out();
    out << (dryRun ? "preview (nothing written): " : "written: ") << group << ", " << plan->source
        << '\n';
    for (const ResetRow &r : plan->rows)
        out << QStringLiteral("  %1/%2  %3 -> %4  %5\n")
                   .arg(r.tp.topic)
                   .arg(r.tp.partition)
                   .arg(dash(r.current))
                   .arg(r.target)
                   .arg(r.note);
    return ExitOk;
}

int deleteShareOffsetsCmd(CliContext &ctx, KafkaClient &client, const QString &group)
{
    const QStringList topics = ctx.args().valuesOf(KS_OPT("topic"));
    protocol::ProtocolClient pc(client);
    if (auto s = deleteShareOffsets(pc, ctx.profile(), group, topics,
                                    WriteGuard::confirmationFor(group));
        !s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("group"), group},
                                  {QStringLiteral("type"), wireName(GroupType::Share)},
                                  {QStringLiteral("topics"), QJsonArray::fromStringList(topics)},
                                  {QStringLiteral("deleted"), true}});
    else
        ctx.out() << "deleted the share offsets of group " << group << " for "
                  << topics.join(QStringLiteral(", ")) << '\n';
    return ExitOk;
}

} // namespace kafscope::cli
