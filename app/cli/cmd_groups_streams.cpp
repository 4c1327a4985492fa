#include "cli/cmd_groups_streams.h"

#include "groups/streams_group.h"

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

QJsonValue orNull(const std::optional<QString> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonArray tasksJson(const QList<StreamsTasks> &tasks)
{
    QJsonArray out;
    for (const StreamsTasks &t : tasks) {
        QJsonArray ps;
        for (int p : t.partitions)
            ps.append(p);
        out.append(QJsonObject{{QStringLiteral("subtopology"), t.subtopology},
                               {QStringLiteral("partitions"), ps}});
    }
    return out;
}

QJsonObject assignmentJson(const StreamsAssignment &a)
{
    return {{QStringLiteral("active"), tasksJson(a.active)},
            {QStringLiteral("standby"), tasksJson(a.standby)},
            {QStringLiteral("warmup"), tasksJson(a.warmup)}};
}

QJsonArray topicsJson(const QList<StreamsInternalTopic> &topics)
{
    QJsonArray out;
    for (const StreamsInternalTopic &t : topics) {
        QJsonObject configs;
        for (auto it = t.configs.cbegin(); it != t.configs.cend(); ++it)
            configs.insert(it.key(), it.value());
        out.append(QJsonObject{{QStringLiteral("name"), t.name},
                               {QStringLiteral("partitions"), t.partitions},
                               {QStringLiteral("replication_factor"), t.replicationFactor},
                               {QStringLiteral("configs"), configs}});
    }
    return out;
}

QJsonObject streamsJson(const StreamsGroupDescription &d, const GroupLag &lag)
{
    QJsonValue subtopologies = QJsonValue::Null;
    if (d.subtopologies) {
        QJsonArray subs;
        for (const StreamsSubtopology &s : *d.subtopologies)
            subs.append(QJsonObject{
                {QStringLiteral("id"), s.id},
                {QStringLiteral("source_topics"), QJsonArray::fromStringList(s.sourceTopics)},
                {QStringLiteral("repartition_sink_topics"),
                 QJsonArray::fromStringList(s.repartitionSinkTopics)},
                {QStringLiteral("repartition_source_topics"),
                 topicsJson(s.repartitionSourceTopics)},
                {QStringLiteral("state_changelog_topics"), topicsJson(s.stateChangelogTopics)}});
        subtopologies = subs;
    }
    QJsonArray members;
    for (const StreamsMember &m : d.members) {
        QJsonObject tags;
        for (auto it = m.clientTags.cbegin(); it != m.clientTags.cend(); ++it)
            tags.insert(it.key(), it.value());
        members.append(
            QJsonObject{{QStringLiteral("member_id"), m.memberId},
                        {QStringLiteral("member_epoch"), m.memberEpoch},
                        {QStringLiteral("instance_id"), orNull(m.instanceId)},
                        {QStringLiteral("rack_id"), orNull(m.rackId)},
                        {QStringLiteral("client_id"), m.clientId},
                        {QStringLiteral("host"), m.host},
                        {QStringLiteral("process_id"), m.processId},
                        {QStringLiteral("topology_epoch"), m.topologyEpoch},
                        {QStringLiteral("user_endpoint"), orNull(m.userEndpoint)},
                        {QStringLiteral("client_tags"), tags},
                        {QStringLiteral("is_classic"), m.isClassic},
                        {QStringLiteral("assignment"), assignmentJson(m.assignment)},
                        {QStringLiteral("target_assignment"), assignmentJson(m.targetAssignment)}});
    }
    QJsonArray blockers;
    for (const StreamsBlocker &b : d.blockers)
        blockers.append(QJsonObject{{QStringLiteral("reason"), wireName(b.kind)},
                                    {QStringLiteral("names"), QJsonArray::fromStringList(b.names)},
                                    {QStringLiteral("text"), blockerText(b)}});
    QJsonArray offsets;
    for (const PartitionLag &p : lag.partitions)
        offsets.append(QJsonObject{{QStringLiteral("topic"), p.tp.topic},
                                   {QStringLiteral("partition"), p.tp.partition},
                                   {QStringLiteral("committed"), orNull(p.committed)},
                                   {QStringLiteral("end"), orNull(p.end)},
                                   {QStringLiteral("lag"), orNull(p.lag)}});
    const QJsonObject coord{{QStringLiteral("id"), d.coordinator.id},
                            {QStringLiteral("host"), d.coordinator.host},
                            {QStringLiteral("port"), d.coordinator.port}};
    return {{QStringLiteral("group"), d.group},
            {QStringLiteral("type"), wireName(GroupType::Streams)},
            {QStringLiteral("state"), wireName(d.state)},
            {QStringLiteral("coordinator"), coord},
            {QStringLiteral("group_epoch"), d.groupEpoch},
            {QStringLiteral("assignment_epoch"), d.assignmentEpoch},
            {QStringLiteral("topology_epoch"),
             d.topologyEpoch ? QJsonValue(*d.topologyEpoch) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("assignor"), orNull(d.assignor)},
            {QStringLiteral("subtopologies"), subtopologies},
            {QStringLiteral("members"), members},
            {QStringLiteral("not_stable"), blockers},
            {QStringLiteral("offsets"), offsets},
            {QStringLiteral("lag"), orNull(lag.knownTotal())}};
}

QString topicsText(const QList<StreamsInternalTopic> &topics)
{
    QStringList parts;
    for (const StreamsInternalTopic &t : topics)
        parts << (t.partitions > 0 ? QStringLiteral("%1 (%2)").arg(t.name).arg(t.partitions)
                                   : t.name);
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
}

QString listText(const QStringList &l)
{
    return l.isEmpty() ? QStringLiteral("-") : l.join(QStringLiteral(", "));
}

void streamsText(QTextStream &out, const StreamsGroupDescription &d, const GroupLag &lag)
{
    out << "group:        " << d.group << '\n'
        << "type:         streams\n"
        << "state:        " << displayName(d.state) << '\n'
        << "coordinator:  " << d.coordinator.id << " (" << d.coordinator.host << ':'
        << d.coordinator.port << ")\n"
        << "epochs:       group " << d.groupEpoch << ", target assignment " << d.assignmentEpoch
        << ", topology "
        << (d.topologyEpoch ? QString::number(*d.topologyEpoch) : QStringLiteral("-")) << '\n';
    if (d.assignor)
        out << "assignor:     " << *d.assignor << '\n';
    out << "members:      " << d.members.size() << '\n';
    for (const StreamsBlocker &b : d.blockers)
        out << "not stable:   " << blockerText(b) << '\n';
    if (!d.subtopologies) {
        out << "topology:     (not configured)\n";
    } else {
        for (const StreamsSubtopology &s : *d.subtopologies)
            out << "subtopology " << s.id << '\n'
                << "  source topics:             " << listText(s.sourceTopics) << '\n'
                << "  repartition source topics: " << topicsText(s.repartitionSourceTopics) << '\n'
                << "  repartition sink topics:   " << listText(s.repartitionSinkTopics) << '\n'
                << "  changelog topics:          " << topicsText(s.stateChangelogTopics) << '\n';
    }
    const auto tasks = [](const QList<StreamsTasks> &t) {
        return t.isEmpty() ? QStringLiteral("-") : tasksText(t);
    };
    for (const StreamsMember &m : d.members) {
        out << "member " << m.memberId << '\n'
            << "  client " << m.clientId << "  host " << m.host << "  process " << m.processId
            << (m.instanceId ? QStringLiteral("  instance ") + *m.instanceId : QString())
            << "  epoch " << m.memberEpoch << "  topology epoch " << m.topologyEpoch
            << (m.isClassic ? " (classic protocol)" : "") << '\n'
            << "  active:  " << tasks(m.assignment.active) << '\n'
            << "  standby: " << tasks(m.assignment.standby) << '\n'
            << "  warmup:  " << tasks(m.assignment.warmup) << '\n';
        if (!(m.targetAssignment == m.assignment))
            out << "  target:  active " << tasks(m.targetAssignment.active) << ", standby "
                << tasks(m.targetAssignment.standby) << ", warmup "
                << tasks(m.targetAssignment.warmup) << '\n';
    }
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("TOPIC"), -40)
               .arg(QStringLiteral("PART"), 5)
               .arg(QStringLiteral("COMMITTED"), 12)
               .arg(QStringLiteral("END"), 12)
               .arg(QStringLiteral("LAG"), 10);
    for (const PartitionLag &p : lag.partitions)
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(p.tp.topic, -40)
                   .arg(p.tp.partition, 5)
                   .arg(dash(p.committed), 12)
                   .arg(dash(p.end), 12)
                   .arg(dash(p.lag), 10);
    out << "total lag:    " << dash(lag.knownTotal()) << '\n';
}

} // namespace

int describeStreamsGroupCmd(CliContext &ctx, KafkaClient &client,
                            const groups::StreamsGroupDescription &d)
{
    auto lag = streamsGroupLag(client, d);
    if (!lag)
        return ctx.fail(lag.error());
    if (ctx.json())
        ctx.printJson(streamsJson(d, *lag));
    else
        streamsText(ctx.out(), d, *lag);
    return ExitOk;
}

} // namespace kafscope::cli
