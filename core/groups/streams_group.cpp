#include "groups/streams_group.h"

#include "groups/share_group.h"

#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>

namespace kafscope::groups {

namespace msg = protocol::msg;

namespace {

constexpr int8_t kTopologyDescriptionAvailable = 3;
constexpr int8_t kSourceNode = 0; // TopologyDescriptionNode.NodeType: 0 source, 1 processor, 2 sink

QStringList sortedList(const std::vector<QString> &v)
{
    QStringList out(v.cbegin(), v.cend());
    out.sort();
    return out;
}

QList<StreamsInternalTopic>
internalTopicsFrom(const std::vector<msg::StreamsGroupDescribeResponse::TopicInfo> &v)
{
    QList<StreamsInternalTopic> out;
    for (const auto &t : v) {
        StreamsInternalTopic i{t.name, t.partitions, t.replicationFactor, {}};
        for (const auto &kv : t.topicConfigs)
            i.configs.insert(kv.key, kv.value);
        out << i;
    }
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
    return out;
}

QList<StreamsTasks> tasksFrom(const std::vector<msg::StreamsGroupDescribeResponse::TaskIds> &v)
{
    QList<StreamsTasks> out;
    for (const auto &t : v) {
        StreamsTasks s{t.subtopologyId, QList<int>(t.partitions.cbegin(), t.partitions.cend())};
        std::sort(s.partitions.begin(), s.partitions.end());
        if (!s.partitions.isEmpty())
            out << s;
    }
    // Subtopology ids are numbers as Kafka Streams names them ("0", "1", ... "10"): in their order.
    std::sort(out.begin(), out.end(), [](const StreamsTasks &a, const StreamsTasks &b) {
        return a.subtopology.size() != b.subtopology.size()
                   ? a.subtopology.size() < b.subtopology.size()
                   : a.subtopology < b.subtopology;
    });
    return out;
}

StreamsAssignment assignmentFrom(const msg::StreamsGroupDescribeResponse::Assignment &a)
{
    return {tasksFrom(a.activeTasks), tasksFrom(a.standbyTasks), tasksFrom(a.warmupTasks)};
}

bool subtopologyLess(const StreamsSubtopology &a, const StreamsSubtopology &b)
{
    return a.id.size() != b.id.size() ? a.id.size() < b.id.size() : a.id < b.id;
}

} // namespace

QStringList StreamsSubtopology::inputTopics() const
{
    QStringList out = sourceTopics;
    for (const StreamsInternalTopic &t : repartitionSourceTopics)
        out << t.name;
    return out;
}

QStringList StreamsSubtopology::internalTopics() const
{
    QStringList out;
    for (const StreamsInternalTopic &t : repartitionSourceTopics)
        out << t.name;
    for (const StreamsInternalTopic &t : stateChangelogTopics)
        out << t.name;
    return out;
}

QString tasksText(const QList<StreamsTasks> &tasks)
{
    QStringList parts;
    for (const StreamsTasks &t : tasks) {
        QStringList ps;
        for (int p : t.partitions)
            ps << QString::number(p);
        parts << t.subtopology + QLatin1Char(':') + ps.join(QLatin1Char(','));
    }
    return parts.join(QLatin1Char(' '));
}

QString wireName(StreamsBlocker::Kind kind)
{
    switch (kind) {
    case StreamsBlocker::Kind::NoTopology: return QStringLiteral("no_topology");
    case StreamsBlocker::Kind::TopologyNotConfigured:
        return QStringLiteral("topology_not_configured");
    case StreamsBlocker::Kind::MissingSourceTopics: return QStringLiteral("missing_source_topics");
    case StreamsBlocker::Kind::MissingInternalTopics:
        return QStringLiteral("missing_internal_topics");
    case StreamsBlocker::Kind::AssignmentBehind: return QStringLiteral("assignment_behind");
    case StreamsBlocker::Kind::MembersReconciling: return QStringLiteral("members_reconciling");
    case StreamsBlocker::Kind::StaleTopology: return QStringLiteral("stale_topology");
    case StreamsBlocker::Kind::NoMembers: return QStringLiteral("no_members");
    }
    return QStringLiteral("unknown");
}

QString blockerText(const StreamsBlocker &b)
{
    const QString names = b.names.join(QStringLiteral(", "));
    switch (b.kind) {
    case StreamsBlocker::Kind::NoTopology:
        return KS_TR("No member has sent the application's topology yet");
    case StreamsBlocker::Kind::TopologyNotConfigured:
        return KS_TR("The topology cannot be configured: source topics are missing or not "
                     "partitioned alike");
    case StreamsBlocker::Kind::MissingSourceTopics:
        return KS_TR("Source topics are missing: %1").arg(names);
    case StreamsBlocker::Kind::MissingInternalTopics:
        return KS_TR("Internal topics are missing (the coordinator creates them): %1").arg(names);
    case StreamsBlocker::Kind::AssignmentBehind:
        return KS_TR("The target assignment is being computed: %1").arg(names);
    case StreamsBlocker::Kind::MembersReconciling:
        return KS_TR("Members are still moving to their target tasks: %1").arg(names);
    case StreamsBlocker::Kind::StaleTopology:
        return KS_TR("Members run an older topology: %1").arg(names);
    case StreamsBlocker::Kind::NoMembers: return KS_TR("No instance of the application is running");
    }
    return {};
}

QStringList StreamsGroupDescription::internalTopics() const
{
    QStringList out;
    if (subtopologies)
        for (const StreamsSubtopology &s : *subtopologies)
            out << s.internalTopics();
    out.removeDuplicates();
    out.sort();
    return out;
}

QList<TopicPartition> StreamsGroupDescription::activeInputPartitions() const
{
    QList<TopicPartition> out;
    if (!subtopologies)
        return out;
    for (const StreamsMember &m : members)
        for (const StreamsTasks &t : m.assignment.active)
            for (const StreamsSubtopology &s : *subtopologies)
                if (s.id == t.subtopology)
                    for (const QString &topic : s.inputTopics())
                        for (int p : t.partitions)
                            if (!out.contains(TopicPartition{topic, p}))
                                out << TopicPartition{topic, p};
    std::sort(out.begin(), out.end());
    return out;
}

StreamsGroupDescription streamsGroupFrom(const msg::StreamsGroupDescribeResponse::DescribedGroup &g)
{
    StreamsGroupDescription d;
    d.group = g.groupId;
    d.stateName = g.groupState;
    d.state = parseGroupState(g.groupState);
    d.groupEpoch = g.groupEpoch;
    d.assignmentEpoch = g.assignmentEpoch;
    d.assignor = g.assignorName;
    if (g.topology) {
        d.topologyEpoch = g.topology->epoch;
        if (g.topology->subtopologies) {
            QList<StreamsSubtopology> subs;
            for (const auto &s : *g.topology->subtopologies)
                subs << StreamsSubtopology{s.subtopologyId, sortedList(s.sourceTopics),
                                           sortedList(s.repartitionSinkTopics),
                                           internalTopicsFrom(s.repartitionSourceTopics),
                                           internalTopicsFrom(s.stateChangelogTopics)};
            std::sort(subs.begin(), subs.end(), subtopologyLess);
            d.subtopologies = subs;
        }
    }
    if (g.topologyDescriptionStatus == kTopologyDescriptionAvailable && g.topologyDescription)
        for (const auto &s : g.topologyDescription->subtopologies)
            for (const auto &n : s.nodes)
                if (n.nodeType == kSourceNode)
                    d.describedSourceTopics
                        << QStringList(n.sourceTopics.cbegin(), n.sourceTopics.cend());
    d.describedSourceTopics.removeDuplicates();
    d.describedSourceTopics.sort();
    for (const auto &m : g.members) {
        StreamsMember o;
        o.memberId = m.memberId;
        o.memberEpoch = m.memberEpoch;
        o.instanceId = m.instanceId;
        o.rackId = m.rackId;
        o.clientId = m.clientId;
        o.host = m.clientHost.startsWith(QLatin1Char('/')) ? m.clientHost.mid(1) : m.clientHost;
        o.topologyEpoch = m.topologyEpoch;
        o.processId = m.processId;
        if (m.userEndpoint)
            o.userEndpoint =
                QStringLiteral("%1:%2").arg(m.userEndpoint->host).arg(m.userEndpoint->port);
        for (const auto &kv : m.clientTags)
            o.clientTags.insert(kv.key, kv.value);
        o.assignment = assignmentFrom(m.assignment);
        o.targetAssignment = assignmentFrom(m.targetAssignment);
        o.isClassic = m.isClassic;
        d.members << o;
    }
    std::sort(d.members.begin(), d.members.end(),
              [](const StreamsMember &a, const StreamsMember &b) {
                  return std::tie(a.clientId, a.memberId) < std::tie(b.clientId, b.memberId);
              });
    return d;
}

QList<StreamsBlocker> streamsBlockers(const StreamsGroupDescription &d,
                                      const QSet<QString> &existingTopics)
{
    using Kind = StreamsBlocker::Kind;
    QList<StreamsBlocker> out;
    if (d.state == GroupState::Stable || d.state == GroupState::Dead)
        return out;
    if (d.members.isEmpty())
        out << StreamsBlocker{Kind::NoMembers, {}};
    if (!d.topologyEpoch) {
        if (!d.members.isEmpty())
            out << StreamsBlocker{Kind::NoTopology, {}};
        return out;
    }
    if (!d.subtopologies) {
        QStringList missing;
        for (const QString &t : d.describedSourceTopics)
            if (!existingTopics.contains(t))
                missing << t;
        out << (missing.isEmpty() ? StreamsBlocker{Kind::TopologyNotConfigured, {}}
                                  : StreamsBlocker{Kind::MissingSourceTopics, missing});
        return out;
    }
    QStringList missingSource, missingInternal;
    for (const StreamsSubtopology &s : *d.subtopologies) {
        for (const QString &t : s.sourceTopics)
            if (!existingTopics.contains(t) && !missingSource.contains(t))
                missingSource << t;
        for (const QString &t : s.internalTopics())
            if (!existingTopics.contains(t) && !missingInternal.contains(t))
                missingInternal << t;
    }
    if (!missingSource.isEmpty())
        out << StreamsBlocker{Kind::MissingSourceTopics, missingSource};
    if (!missingInternal.isEmpty())
        out << StreamsBlocker{Kind::MissingInternalTopics, missingInternal};
    if (d.members.isEmpty())
        return out;
    if (d.assignmentEpoch < d.groupEpoch)
        out << StreamsBlocker{Kind::AssignmentBehind,
                              {QStringLiteral("%1 < %2").arg(d.assignmentEpoch).arg(d.groupEpoch)}};
    QStringList stale, reconciling;
    for (const StreamsMember &m : d.members) {
        const QString who = m.instanceId.value_or(m.memberId);
        if (m.topologyEpoch < *d.topologyEpoch)
            stale << who;
        if (m.memberEpoch < d.assignmentEpoch || !(m.assignment == m.targetAssignment))
            reconciling << who;
    }
    if (!stale.isEmpty())
        out << StreamsBlocker{Kind::StaleTopology, stale};
    if (!reconciling.isEmpty())
        out << StreamsBlocker{Kind::MembersReconciling, reconciling};
    return out;
}

bool isStreamsGroup(const GroupListing &listing)
{
    return listing.type == GroupType::Streams || listing.protocolType == QLatin1String("streams");
}

Result<StreamsGroupDescription> describeStreamsGroupAsAnswered(protocol::ProtocolClient &client,
                                                               const QString &group)
{
    if (auto s = client.require(msg::StreamsGroupDescribeRequest::kApiKey,
                                KS_ERR("Streams groups (KIP-1071)"));
        !s)
        return s.error();
    auto coordinator = groupCoordinator(client, group);
    if (!coordinator)
        return coordinator.error();
    auto c = client.broker(*coordinator);
    if (!c)
        return c.error();
    msg::StreamsGroupDescribeRequest request;
    request.groupIds.push_back(group);
    request.includeTopologyDescription = true;
    auto answer =
        (*c)->call<msg::StreamsGroupDescribeRequest, msg::StreamsGroupDescribeResponse>(request);
    if (!answer)
        return answer.error();
    for (const auto &g : answer->groups) {
        if (g.groupId != group)
            continue;
        if (g.errorCode != 0)
            return protocol::kafkaError(
                g.errorCode, KS_TR("Describing the streams group %1").arg(group), g.errorMessage);
        StreamsGroupDescription d = streamsGroupFrom(g);
        if (const ClusterMetadata *md = client.metadata())
            if (const BrokerInfo *b = md->broker(*coordinator))
                d.coordinator = *b;
        d.coordinator.id = *coordinator;
        return d;
    }
    return Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                        KS_ERR("The coordinator's answer does not describe %1").arg(group));
}

Result<StreamsGroupDescription> describeStreamsGroup(KafkaClient &kafka, const QString &group)
{
    protocol::ProtocolClient client(kafka);
    auto answered = describeStreamsGroupAsAnswered(client, group);
    if (!answered)
        return answered.error();
    StreamsGroupDescription d = std::move(answered).value();
    QSet<QString> topics;
    if (const ClusterMetadata *md = client.metadata())
        for (const TopicInfo &t : md->topics)
            topics.insert(t.name);
    d.blockers = streamsBlockers(d, topics);
    if (!d.blockers.isEmpty() &&
        d.blockers.first().kind == StreamsBlocker::Kind::TopologyNotConfigured)
        (void)nameMissingSourceTopics(kafka.profile(), d, topics,
                                      kafka.profile().timeoutMs); // else: said generally
    return d;
}

QStringList declaredSourceTopics(const offsets::GroupState &state)
{
    QStringList declared;
    for (const offsets::OffsetsLogEntry &e : state.records) {
        if (e.record.recordType() != offsets::RecordType::StreamsGroupTopology)
            continue;
        declared.clear(); // the live record: one per group
        for (const QJsonValue &s : e.record.value.value(QStringLiteral("subtopologies")).toArray())
            for (const QJsonValue &t : s[QStringLiteral("source_topics")].toArray())
                declared << t.toString();
    }
    declared.removeDuplicates();
    declared.sort();
    return declared;
}

Status nameMissingSourceTopics(const ConnectionProfile &profile, StreamsGroupDescription &d,
                               const QSet<QString> &existingTopics, int timeoutMs)
{
    auto state = offsets::readGroupState(profile, d.group, timeoutMs);
    if (!state)
        return state.error();
    d.describedSourceTopics = declaredSourceTopics(*state);
    d.blockers = streamsBlockers(d, existingTopics);
    return Ok{};
}

Result<GroupLag> streamsGroupLag(KafkaClient &client, const StreamsGroupDescription &d)
{
    return groupLag(client, d.group, d.activeInputPartitions());
}

} // namespace kafscope::groups
