// Groups formed by Kafka's own Java consumer (kafka-console-consumer from the cached distribution):
// a KIP-848 group.protocol=consumer group, which librdkafka 2.0.2 cannot describe, recognised from
// __consumer_offsets in groups list/describe and decoded by offsets-log; and a classic Java member
// sharing a group with a librdkafka member, checked partition by partition.
#include "groups_test_support.h"
#include "test_main.h"
#include "local/kafka_distribution.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

QJsonObject describe(const QString &group)
{
    return describeJson("kafka1", group);
}

// The group's row of "groups list --json", with `extra` options (e.g. --type consumer).
QJsonObject listed(const QString &group, const QStringList &extra = {})
{
    for (const QJsonValue &g :
         cliJson("kafka1", QStringList{QStringLiteral("groups"), QStringLiteral("list"),
                                       QStringLiteral("--json")} +
                               extra)
             .json.array())
        if (g[QStringLiteral("group")].toString() == group)
            return g.toObject();
    return {};
}

QList<QJsonObject> offsetsLog(const QString &group)
{
    auto r = runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1"),
                                         QStringLiteral("offsets-log"), QStringLiteral("--group"),
                                         group, QStringLiteral("--json")});
    QList<QJsonObject> out;
    for (const QByteArray &line : r.out.split('\n'))
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    return out;
}

QList<QPair<QString, int>> assignmentOf(const QJsonObject &member)
{
    QList<QPair<QString, int>> parts;
    for (const QJsonValue &a : member[QStringLiteral("assignment")].toArray())
        parts << qMakePair(a[QStringLiteral("topic")].toString(),
                           a[QStringLiteral("partition")].toInt());
    std::sort(parts.begin(), parts.end());
    return parts;
}

// kafka-console-consumer (org.apache.kafka.tools.consumer.ConsoleConsumer) in a group.
class JavaConsumer {
public:
    // `topic` is a topic name, or with `pattern` a regular expression of topics (--include).
    JavaConsumer(const QString &group, const QString &topic, const QString &protocol,
                 const QString &clientId, bool pattern = false)
    {
        auto java = local::findJava();
        if (!java)
            qFatal("java: %s", qPrintable(java.error().message()));
        const local::KafkaDistribution dist(local::KafkaDistribution::defaultVersion(),
                                            local::KafkaDistribution::defaultCacheRoot());
        QStringList args{QStringLiteral("-Xmx128m"),
                         QStringLiteral("-cp"),
                         dist.classpath(),
                         QStringLiteral("org.apache.kafka.tools.consumer.ConsoleConsumer"),
                         QStringLiteral("--bootstrap-server"),
                         bootstrap("kafka1"),
                         pattern ? QStringLiteral("--include") : QStringLiteral("--topic"),
                         topic,
                         QStringLiteral("--group"),
                         group,
                         QStringLiteral("--from-beginning")};
        QStringList props{QStringLiteral("group.protocol=") + protocol,
                          QStringLiteral("client.id=") + clientId,
                          QStringLiteral("auto.commit.interval.ms=300")};
        if (protocol == QLatin1String("classic"))
            props << QStringLiteral("session.timeout.ms=6000")
                  << QStringLiteral("heartbeat.interval.ms=500")
                  << QStringLiteral("partition.assignment.strategy=org.apache.kafka.clients."
                                    "consumer.RangeAssignor");
        for (const QString &p : props)
            args << QStringLiteral("--consumer-property") << p;
        m_process.setProcessChannelMode(QProcess::SeparateChannels);
        m_process.start(java.value(), args);
        if (!m_process.waitForStarted())
            qFatal("java did not start: %s", qPrintable(m_process.errorString()));
    }
    ~JavaConsumer() { stop(); }

    // Messages printed so far (reads what is available, waiting up to 200 ms).
    int printed()
    {
        m_process.waitForReadyRead(200);
        m_out += m_process.readAllStandardOutput();
        m_err += m_process.readAllStandardError();
        return int(m_out.count('\n'));
    }
    QByteArray log() const { return m_err.right(3000); }

    // SIGTERM: the console consumer's shutdown hook closes the consumer, which leaves the group.
    bool stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return true;
        m_process.terminate();
        if (m_process.waitForFinished(30000))
            return true;
        m_process.kill();
        m_process.waitForFinished(5000);
        return false;
    }

private:
    QProcess m_process;
    QByteArray m_out;
    QByteArray m_err;
};

} // namespace

class TestGroupsJava : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void consumerProtocolGroupIsRecognisedFromTheLog()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("grp-848"), 2);
        const QString group = uniqueName(QStringLiteral("g-848"));
        produceMessages(profile(), topic, 4, 0);
        produceMessages(profile(), topic, 3, 1);
        JavaConsumer java(group, topic, QStringLiteral("consumer"), QStringLiteral("java-848"));
        QVERIFY2(waitUntil([&] { return java.printed() >= 7; }, 60000), java.log().constData());

        // describe: from __consumer_offsets, the one member owning both partitions, everything
        // committed.
        QJsonObject d;
        QVERIFY2(waitUntil(
                     [&] {
                         d = describe(group);
                         const QJsonArray offs = d[QStringLiteral("offsets")].toArray();
                         return d[QStringLiteral("state")].toString() == QLatin1String("Stable") &&
                                d[QStringLiteral("members")].toArray().size() == 1 &&
                                offs.size() == 2 &&
                                offs[0][QStringLiteral("committed")].toInt() == 4 &&
                                offs[1][QStringLiteral("committed")].toInt() == 3;
                     },
                     30000),
                 QJsonDocument(d).toJson().constData());
        QCOMPARE(d[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
        QCOMPARE(d[QStringLiteral("lag")].toInt(), 0);
        const QJsonObject member = d[QStringLiteral("members")].toArray()[0].toObject();
        QCOMPARE(member[QStringLiteral("client_id")].toString(), QStringLiteral("java-848"));
        QVERIFY(member[QStringLiteral("host")].toString().contains(QStringLiteral("127.0.0.1")));
        QCOMPARE(assignmentOf(member), (QList<QPair<QString, int>>{{topic, 0}, {topic, 1}}));
        const QString memberId = member[QStringLiteral("member_id")].toString();
        QVERIFY(!memberId.isEmpty());

        // list: the same group, alive, with its member, not "Dead".
        const QJsonObject l = listed(group);
        QCOMPARE(l[QStringLiteral("state")].toString(), QStringLiteral("Stable"));
        QCOMPARE(l[QStringLiteral("members")].toInt(), 1);
        QCOMPARE(l[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
        QCOMPARE(l[QStringLiteral("lag")].toInt(), 0);
        // ListConsumerGroups names the KIP-848 type, and filters on it.
        QCOMPARE(l[QStringLiteral("type")].toString(), QStringLiteral("consumer"));
        QCOMPARE(listed(group, {QStringLiteral("--type"),
                                QStringLiteral("consumer")})[QStringLiteral("group")]
                     .toString(),
                 group);
        QVERIFY(listed(group, {QStringLiteral("--type"), QStringLiteral("classic")}).isEmpty());

        // offsets-log decodes the KIP-848 records without notes.
        QSet<QString> types;
        for (const QJsonObject &e : offsetsLog(group)) {
            const QString type = e[QStringLiteral("record_type")].toString();
            types.insert(type);
            QVERIFY2(!e.contains(QStringLiteral("notes")), QJsonDocument(e).toJson().constData());
            const QJsonObject v = e[QStringLiteral("value")].toObject();
            if (type == QLatin1String("ConsumerGroupMemberMetadata")) {
                QCOMPARE(e[QStringLiteral("key")][QStringLiteral("member_id")].toString(),
                         memberId);
                QCOMPARE(v[QStringLiteral("client_id")].toString(), QStringLiteral("java-848"));
                QCOMPARE(v[QStringLiteral("subscribed_topic_names")].toArray(), QJsonArray{topic});
                QCOMPARE(v[QStringLiteral("classic_member_metadata")],
                         QJsonValue(QJsonValue::Null));
            } else if (type == QLatin1String("ConsumerGroupCurrentMemberAssignment")) {
                QVERIFY(v[QStringLiteral("member_epoch")].toInt() >= 1);
                QCOMPARE(v[QStringLiteral("assigned_partitions")]
                             .toArray()[0][QStringLiteral("partitions")]
                             .toArray(),
                         (QJsonArray{0, 1}));
            } else if (type == QLatin1String("OffsetCommit")) {
                QCOMPARE(e[QStringLiteral("key")][QStringLiteral("topic")].toString(), topic);
            }
        }
        for (const char *t :
             {"ConsumerGroupMetadata", "ConsumerGroupMemberMetadata",
              "ConsumerGroupTargetAssignmentMetadata", "ConsumerGroupTargetAssignmentMember",
              "ConsumerGroupCurrentMemberAssignment", "OffsetCommit"})
            QVERIFY2(types.contains(QLatin1String(t)), t);

        // The member leaves: Empty (not Dead) with no members, offsets kept (three more messages
        // are lag), the member's records tombstoned.
        QVERIFY(java.stop());
        produceMessages(profile(), topic, 3, 1);
        QVERIFY2(waitUntil(
                     [&] {
                         d = describe(group);
                         return d[QStringLiteral("state")].toString() == QLatin1String("Empty");
                     },
                     30000),
                 QJsonDocument(d).toJson().constData());
        QCOMPARE(d[QStringLiteral("members")].toArray().size(), 0);
        QCOMPARE(d[QStringLiteral("offsets")].toArray()[0][QStringLiteral("committed")].toInt(), 4);
        QCOMPARE(d[QStringLiteral("offsets")].toArray()[1][QStringLiteral("committed")].toInt(), 3);
        QCOMPARE(d[QStringLiteral("lag")].toInt(), 3);
        bool tombstone = false;
        for (const QJsonObject &e : offsetsLog(group))
            tombstone |= e[QStringLiteral("record_type")].toString() ==
                             QLatin1String("ConsumerGroupMemberMetadata") &&
                         e[QStringLiteral("value")].isNull();
        QVERIFY(tombstone);
        const QJsonObject after = listed(group);
        QCOMPARE(after[QStringLiteral("state")].toString(), QStringLiteral("Empty"));
        QCOMPARE(after[QStringLiteral("members")].toInt(), 0);
        QCOMPARE(after[QStringLiteral("lag")].toInt(), 3);
    }

    // Two topics in one KIP-848 group: the log names them only by topic id, and with no
    // partition-metadata records (Kafka 4.1) the names come from DescribeTopics' topic ids.
    void kip848AssignmentOverTwoTopicsIsShownByName()
    {
        const QString a = makeTopic(profile(), QStringLiteral("grp-848-a"), 2);
        const QString b = makeTopic(profile(), QStringLiteral("grp-848-b"), 1);
        const QString group = uniqueName(QStringLiteral("g-848-two"));
        produceMessages(profile(), a, 2, 0);
        produceMessages(profile(), b, 2, 0);
        JavaConsumer java(group, QStringLiteral("^(%1|%2)$").arg(a, b), QStringLiteral("consumer"),
                          QStringLiteral("java-848-two"), true);
        QVERIFY2(waitUntil([&] { return java.printed() >= 4; }, 60000), java.log().constData());
        QJsonObject d;
        const QList<QPair<QString, int>> expected{{a, 0}, {a, 1}, {b, 0}};
        QVERIFY2(waitUntil(
                     [&] {
                         d = describe(group);
                         const QJsonArray members = d[QStringLiteral("members")].toArray();
                         return d[QStringLiteral("state")].toString() == QLatin1String("Stable") &&
                                members.size() == 1 &&
                                assignmentOf(members[0].toObject()) == expected;
                     },
                     30000),
                 (QJsonDocument(d).toJson() + java.log()).constData());
        QVERIFY2(!d.contains(QStringLiteral("note")), QJsonDocument(d).toJson().constData());
        QVERIFY(java.stop());
    }

    void classicJavaMemberBesideALibrdkafkaMember()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("grp-java"), 4);
        const QString group = uniqueName(QStringLiteral("g-java"));
        GroupConsumer rdk(
            profile(),
            {group, {topic}, QStringLiteral("range"), QStringLiteral("rdk-peer"), {}, false});
        JavaConsumer java(group, topic, QStringLiteral("classic"), QStringLiteral("java-classic"));
        QJsonObject d;
        QJsonObject javaMember;
        QVERIFY2(waitUntil(
                     [&] {
                         d = describe(group);
                         const QJsonArray members = d[QStringLiteral("members")].toArray();
                         if (d[QStringLiteral("state")].toString() != QLatin1String("Stable") ||
                             members.size() != 2)
                             return false;
                         for (const QJsonValue &m : members)
                             if (m[QStringLiteral("member_id")].toString() == rdk.memberId()) {
                                 if (assignmentOf(m.toObject()) != rdk.assignment() ||
                                     rdk.assignment().size() != 2)
                                     return false;
                             } else {
                                 javaMember = m.toObject();
                             }
                         return javaMember[QStringLiteral("client_id")].toString() ==
                                QLatin1String("java-classic");
                     },
                     60000),
                 (QJsonDocument(d).toJson() + java.log()).constData());
        QCOMPARE(d[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
        QCOMPARE(d[QStringLiteral("assignor")].toString(), QStringLiteral("range"));
        // The Java member owns exactly the partitions the librdkafka member does not.
        QList<QPair<QString, int>> rest;
        for (int p = 0; p < 4; ++p)
            if (!rdk.assignment().contains(qMakePair(topic, p)))
                rest << qMakePair(topic, p);
        QCOMPARE(assignmentOf(javaMember), rest);
        // Java's subscription bytes (a newer consumer-protocol version) decode to the topic.
        QCOMPARE(javaMember[QStringLiteral("subscription")].toArray(), QJsonArray{topic});
        QCOMPARE(listed(group)[QStringLiteral("type")].toString(), QStringLiteral("classic"));
        QCOMPARE(listed(group, {QStringLiteral("--type"),
                                QStringLiteral("classic")})[QStringLiteral("type")]
                     .toString(),
                 QStringLiteral("classic"));
        QVERIFY(listed(group, {QStringLiteral("--type"), QStringLiteral("consumer")}).isEmpty());
        QVERIFY(java.stop());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupsJava)
#include "test_groups_java.moc"
