// Streams groups (KIP-1071): the coordinator's StreamsGroupDescribe answer turned into Kafscope's
// description (members, tasks, topology), and the reasons a group is not Stable, judged from the
// description and the topics the cluster has.
#include "common/translations.h"
#include "groups/streams_group.h"
#include "test_main.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <algorithm>

using namespace kafscope;
using namespace kafscope::groups;
namespace msg = kafscope::protocol::msg;
using Kind = StreamsBlocker::Kind;
using Described = msg::StreamsGroupDescribeResponse::DescribedGroup;

namespace {

msg::StreamsGroupDescribeResponse::TaskIds task(const char *sub, std::vector<int32_t> parts)
{
    return {QString::fromLatin1(sub), std::move(parts)};
}

msg::StreamsGroupDescribeResponse::TopicInfo topic(const char *name, int partitions)
{
    msg::StreamsGroupDescribeResponse::TopicInfo t;
    t.name = QString::fromLatin1(name);
    t.partitions = partitions;
    t.replicationFactor = 1;
    t.topicConfigs.push_back({QStringLiteral("cleanup.policy"), QStringLiteral("compact")});
    return t;
}

// The word-count application of tests/peers/java-streams: subtopology 0 reads "words" and writes
// the repartition topic, subtopology 1 reads it and keeps a store with a changelog; two members.
Described wordCount()
{
    Described g;
    g.groupId = QStringLiteral("wc");
    g.groupState = QStringLiteral("Stable");
    g.groupEpoch = 4;
    g.assignmentEpoch = 4;
    msg::StreamsGroupDescribeResponse::Topology topology;
    topology.epoch = 0;
    msg::StreamsGroupDescribeResponse::Subtopology s0, s1;
    s1.subtopologyId = QStringLiteral("1"); // out of order on purpose
    s1.repartitionSourceTopics.push_back(topic("wc-counts-repartition", 4));
    s1.stateChangelogTopics.push_back(topic("wc-counts-changelog", 4));
    s0.subtopologyId = QStringLiteral("0");
    s0.sourceTopics = {QStringLiteral("words")};
    s0.repartitionSinkTopics = {QStringLiteral("wc-counts-repartition")};
    topology.subtopologies = std::vector{s1, s0};
    g.topology = topology;
    for (int i = 0; i < 2; ++i) {
        msg::StreamsGroupDescribeResponse::Member m;
        m.memberId = QStringLiteral("m%1").arg(2 - i);
        m.memberEpoch = 4;
        m.clientId = QStringLiteral("wc-client-%1").arg(2 - i);
        m.clientHost = QStringLiteral("/127.0.0.1");
        m.processId = QStringLiteral("p%1").arg(i);
        m.assignment.activeTasks = {task("1", {3 - i, 1 - i}), task("0", {1 - i, 3 - i})};
        m.targetAssignment = m.assignment;
        g.members.push_back(m);
    }
    g.members[0].assignment.standbyTasks = {task("1", {0})};
    g.members[0].targetAssignment.standbyTasks = {task("1", {0})};
    return g;
}

QSet<QString> allTopics()
{
    return {QStringLiteral("words"), QStringLiteral("wc-counts-repartition"),
            QStringLiteral("wc-counts-changelog")};
}

} // namespace

class TestStreamsGroup : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void describedFromTheAnswer()
    {
        const StreamsGroupDescription d = streamsGroupFrom(wordCount());
        QCOMPARE(d.group, QStringLiteral("wc"));
        QCOMPARE(d.state, GroupState::Stable);
        QCOMPARE(d.topologyEpoch, std::optional<int>(0));
        QVERIFY(d.subtopologies);
        QCOMPARE(d.subtopologies->size(), 2);
        QCOMPARE(d.subtopologies->at(0).id, QStringLiteral("0")); // in subtopology order
        QCOMPARE(d.subtopologies->at(0).sourceTopics, QStringList{QStringLiteral("words")});
        QCOMPARE(d.subtopologies->at(1).stateChangelogTopics.first().configs.value(
                     QStringLiteral("cleanup.policy")),
                 QStringLiteral("compact"));
        QCOMPARE(d.internalTopics(), (QStringList{QStringLiteral("wc-counts-changelog"),
                                                  QStringLiteral("wc-counts-repartition")}));
        QCOMPARE(d.members.size(), 2);
        QCOMPARE(d.members[0].clientId, QStringLiteral("wc-client-1")); // sorted by client id
        QCOMPARE(d.members[0].host, QStringLiteral("127.0.0.1"));       // Kafka's "/" dropped
        QCOMPARE(tasksText(d.members[0].assignment.active), QStringLiteral("0:0,2 1:0,2"));
        QCOMPARE(tasksText(d.members[1].assignment.standby), QStringLiteral("1:0"));
        // The lag is the active tasks' input partitions: source and repartition topics.
        const QList<TopicPartition> inputs = d.activeInputPartitions();
        QCOMPARE(inputs.size(), 8);
        QVERIFY(inputs.contains(TopicPartition{QStringLiteral("words"), 3}));
        QVERIFY(inputs.contains(TopicPartition{QStringLiteral("wc-counts-repartition"), 0}));
        QVERIFY(!inputs.contains(TopicPartition{QStringLiteral("wc-counts-changelog"), 0}));
        QVERIFY(streamsBlockers(d, allTopics()).isEmpty());
    }
    void missingInternalTopicsAreNamed()
    {
        Described g = wordCount();
        g.groupState = QStringLiteral("NotReady");
        const StreamsGroupDescription d = streamsGroupFrom(g);
        QCOMPARE(d.state, GroupState::NotReady);
        QSet<QString> topics = allTopics();
        topics.remove(QStringLiteral("wc-counts-changelog"));
        const QList<StreamsBlocker> b = streamsBlockers(d, topics);
        QCOMPARE(b.size(), 1);
        QCOMPARE(b[0].kind, Kind::MissingInternalTopics);
        QCOMPARE(b[0].names, QStringList{QStringLiteral("wc-counts-changelog")});
        QCOMPARE(wireName(b[0].kind), QStringLiteral("missing_internal_topics"));
        QVERIFY(blockerText(b[0]).contains(QStringLiteral("wc-counts-changelog")));
    }
    void unconfiguredTopology()
    {
        Described g = wordCount();
        g.groupState = QStringLiteral("NotReady");
        g.topology->subtopologies.reset(); // Kafka: source topics missing or mis-partitioned
        const StreamsGroupDescription d = streamsGroupFrom(g);
        QCOMPARE(streamsBlockers(d, {}),
                 (QList<StreamsBlocker>{{Kind::TopologyNotConfigured, {}}}));
        // With the source topics the topology description names, the missing ones are named.
        StreamsGroupDescription named = d;
        named.describedSourceTopics = {QStringLiteral("words"), QStringLiteral("other")};
        QCOMPARE(streamsBlockers(named, {QStringLiteral("words")}),
                 (QList<StreamsBlocker>{{Kind::MissingSourceTopics, {QStringLiteral("other")}}}));
        g.topology.reset();
        QCOMPARE(streamsBlockers(streamsGroupFrom(g), {}),
                 (QList<StreamsBlocker>{{Kind::NoTopology, {}}}));
    }
    void sourceTopicsFromTheTopologyRecord()
    {
        // The topology record as the __consumer_offsets decoder gives it (snake_case fields).
        offsets::GroupState state;
        state.group = QStringLiteral("wc");
        offsets::OffsetsLogEntry e;
        e.record.type = int(offsets::RecordType::StreamsGroupTopology);
        e.record.value = QJsonDocument::fromJson(R"({"epoch": 0, "subtopologies": [
            {"subtopology_id": "1", "source_topics": [],
             "repartition_source_topics": [{"name": "wc-counts-repartition"}]},
            {"subtopology_id": "0", "source_topics": ["words", "more-words"]}]})")
                             .object();
        offsets::OffsetsLogEntry other;
        other.record.type = int(offsets::RecordType::StreamsGroupMetadata);
        other.record.value = QJsonObject{{QStringLiteral("epoch"), 3}};
        state.records = {other, e};
        QCOMPARE(declaredSourceTopics(state),
                 (QStringList{QStringLiteral("more-words"), QStringLiteral("words")}));
        state.records = {other};
        QCOMPARE(declaredSourceTopics(state), QStringList());
    }
    void reconcilingAndStaleMembers()
    {
        Described g = wordCount();
        g.groupState = QStringLiteral("Reconciling");
        g.groupEpoch = 6;
        g.assignmentEpoch = 5;
        g.topology->epoch = 1;
        g.members[0].topologyEpoch = 1;
        g.members[0].memberEpoch = 5;
        g.members[1].instanceId = QStringLiteral("static-1");
        g.members[1].targetAssignment.activeTasks = {task("0", {0, 1, 2, 3})};
        const QList<StreamsBlocker> b = streamsBlockers(streamsGroupFrom(g), allTopics());
        QCOMPARE(b.size(), 3);
        QCOMPARE(b[0], (StreamsBlocker{Kind::AssignmentBehind, {QStringLiteral("5 < 6")}}));
        // m1 is on topology epoch 0 and member epoch 4; a static member is named by its instance
        // id.
        QCOMPARE(b[1], (StreamsBlocker{Kind::StaleTopology, {QStringLiteral("static-1")}}));
        QCOMPARE(b[2].kind, Kind::MembersReconciling);
        QCOMPARE(b[2].names, QStringList{QStringLiteral("static-1")});
    }
    void emptyGroup()
    {
        Described g = wordCount();
        g.groupState = QStringLiteral("Empty");
        g.members.clear();
        QCOMPARE(streamsBlockers(streamsGroupFrom(g), allTopics()),
                 (QList<StreamsBlocker>{{Kind::NoMembers, {}}}));
    }
    void reasonsAreTranslated()
    {
        QCOMPARE(i18n::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        for (Kind k : {Kind::NoTopology, Kind::TopologyNotConfigured, Kind::MissingSourceTopics,
                       Kind::MissingInternalTopics, Kind::AssignmentBehind,
                       Kind::MembersReconciling, Kind::StaleTopology, Kind::NoMembers}) {
            const StreamsBlocker b{k, {QStringLiteral("t")}};
            const QString text = blockerText(b);
            QVERIFY2(std::any_of(text.cbegin(), text.cend(),
                                 [](QChar c) { return c.unicode() >= 0x4e00; }),
                     qPrintable(wireName(k)));
        }
        QVERIFY(displayName(GroupState::NotReady) != QStringLiteral("Not ready"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestStreamsGroup)
#include "test_streams_group.moc"
