// A KIP-848 group (group.protocol=consumer), formed by Kafka's own Java console consumer from the
// cached distribution. librdkafka 2.0.2 cannot describe such a group; Kafscope recognises it from
// __consumer_offsets: `groups list/describe --json` show its real state, member and assignment (not
// "Dead"), and `offsets-log` decodes its records.
#include "groups_test_support.h"
#include "local/kafka_distribution.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

constexpr int kPartitions = 2;
constexpr int kPerPartition = 10;

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

QJsonObject listed(const QString &group)
{
    const auto r = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
    for (const QJsonValue &g : r.json.array())
        if (g[QStringLiteral("group")].toString() == group)
            return g.toObject();
    return {};
}

QJsonObject described(const QString &group)
{
    return cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("describe"), group, QStringLiteral("--json")})
        .json.object();
}

QList<QJsonObject> offsetsLog(const QString &group)
{
    const ProcessResult r = runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1"),
                                                        QStringLiteral("offsets-log"), QStringLiteral("--group"), group,
                                                        QStringLiteral("--json")});
    if (r.exitCode != 0)
        qWarning("offsets-log: %s", r.err.constData());
    QList<QJsonObject> out;
    for (const QByteArray &line : r.out.split('\n'))
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    return out;
}

QList<QPair<QString, int>> assignmentOf(const QJsonObject &member)
{
    QList<QPair<QString, int>> out;
    for (const QJsonValue &a : member[QStringLiteral("assignment")].toArray())
        out << qMakePair(a[QStringLiteral("topic")].toString(), a[QStringLiteral("partition")].toInt());
    std::sort(out.begin(), out.end());
    return out;
}

qint64 committed(const QJsonObject &description, int partition)
{
    for (const QJsonValue &o : description[QStringLiteral("offsets")].toArray())
        if (o[QStringLiteral("partition")].toInt() == partition)
            return o[QStringLiteral("committed")].toInteger(-1);
    return -1;
}

} // namespace

class TestGroupsKip848 : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void consumerProtocolGroupIsRecognisedFromTheOffsetsLog()
    {
        auto java = local::findJava();
        QVERIFY2(java, java ? "" : qPrintable(java.error().message));
        const local::KafkaDistribution dist(local::KafkaDistribution::defaultVersion(),
                                            local::KafkaDistribution::defaultCacheRoot());
        QVERIFY2(dist.isPresent(), qPrintable(dist.home()));
        const QString topic = makeTopic(profile(), QStringLiteral("kip848"), kPartitions);
        for (int p = 0; p < kPartitions; ++p)
            produceMessages(profile(), topic, kPerPartition, p);
        const QString group = uniqueName(QStringLiteral("kip848-group"));

        QProcess consumer;
        consumer.setProcessChannelMode(QProcess::SeparateChannels);
        consumer.start(java.value(),
                       {QStringLiteral("-cp"), dist.classpath(), QStringLiteral("org.apache.kafka.tools.consumer.ConsoleConsumer"),
                        QStringLiteral("--bootstrap-server"), bootstrap("kafka1"), QStringLiteral("--topic"), topic,
                        QStringLiteral("--group"), group, QStringLiteral("--from-beginning"),
                        QStringLiteral("--consumer-property"), QStringLiteral("group.protocol=consumer"),
                        QStringLiteral("--consumer-property"), QStringLiteral("client.id=kip848-java"),
                        QStringLiteral("--consumer-property"), QStringLiteral("auto.commit.interval.ms=500")});
        QVERIFY(consumer.waitForStarted(10000));
        auto stopConsumer = qScopeGuard([&] {
            if (consumer.state() != QProcess::NotRunning) {
                consumer.kill();
                consumer.waitForFinished(10000);
            }
        });
        // What the consumer itself reports: every message printed, one per line.
        QByteArray printed;
        QVERIFY(waitUntil([&] {
            consumer.waitForReadyRead(200);
            printed += consumer.readAllStandardOutput();
            return printed.count('\n') >= kPartitions * kPerPartition;
        }, 60000));
        QCOMPARE(printed.count('\n'), kPartitions * kPerPartition);

        // Described from __consumer_offsets: Stable, the Java member owning both partitions, all committed.
        QJsonObject d;
        QVERIFY2(waitUntil([&] {
            d = described(group);
            const QJsonArray members = d[QStringLiteral("members")].toArray();
            return d[QStringLiteral("state")].toString() == QLatin1String("Stable") && members.size() == 1 &&
                   assignmentOf(members[0].toObject()).size() == kPartitions && committed(d, 0) == kPerPartition &&
                   committed(d, 1) == kPerPartition;
        }, 30000), QJsonDocument(d).toJson().constData());
        QCOMPARE(d[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
        const QJsonObject member = d[QStringLiteral("members")].toArray()[0].toObject();
        QCOMPARE(member[QStringLiteral("client_id")].toString(), QStringLiteral("kip848-java"));
        QVERIFY(!member[QStringLiteral("member_id")].toString().isEmpty());
        QVERIFY(member[QStringLiteral("host")].toString().contains(QStringLiteral("127.0.0.1")));
        QCOMPARE(assignmentOf(member), (QList<QPair<QString, int>>{{topic, 0}, {topic, 1}}));
        QCOMPARE(d[QStringLiteral("lag")].toInteger(), 0);

        // Listed with that state, not as Dead.
        QJsonObject l = listed(group);
        QCOMPARE(l[QStringLiteral("state")].toString(), QStringLiteral("Stable"));
        QCOMPARE(l[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
        QCOMPARE(l[QStringLiteral("members")].toInt(), 1);
        QCOMPARE(l[QStringLiteral("lag")].toInteger(), 0);

        // offsets-log decodes its KIP-848 records with Kafka's field names.
        const QString memberId = member[QStringLiteral("member_id")].toString();
        bool memberMetadata = false, groupMetadata = false, currentAssignment = false, targetAssignment = false;
        QMap<int, qint64> commits;
        for (const QJsonObject &r : offsetsLog(group)) {
            const QString type = r[QStringLiteral("record_type")].toString();
            const QJsonObject key = r[QStringLiteral("key")].toObject();
            const QJsonObject value = r[QStringLiteral("value")].toObject();
            if (type == QLatin1String("ConsumerGroupMemberMetadata") && key[QStringLiteral("member_id")] == memberId &&
                !r[QStringLiteral("value")].isNull()) {
                QCOMPARE(key[QStringLiteral("group_id")].toString(), group);
                QCOMPARE(value[QStringLiteral("client_id")].toString(), QStringLiteral("kip848-java"));
                QCOMPARE(value[QStringLiteral("subscribed_topic_names")].toArray(), QJsonArray{topic});
                memberMetadata = true;
            } else if (type == QLatin1String("ConsumerGroupMetadata") && !r[QStringLiteral("value")].isNull()) {
                QVERIFY(value[QStringLiteral("epoch")].toInt() >= 1);
                groupMetadata = true;
            } else if (type == QLatin1String("ConsumerGroupCurrentMemberAssignment") &&
                       key[QStringLiteral("member_id")] == memberId && !r[QStringLiteral("value")].isNull()) {
                const QJsonArray parts = value[QStringLiteral("assigned_partitions")].toArray();
                QCOMPARE(parts.size(), 1); // one topic, by id
                QCOMPARE(parts[0][QStringLiteral("partitions")].toArray(), (QJsonArray{0, 1}));
                currentAssignment = true;
            } else if (type == QLatin1String("ConsumerGroupTargetAssignmentMember") &&
                       key[QStringLiteral("member_id")] == memberId) {
                targetAssignment = true;
            } else if (type == QLatin1String("OffsetCommit")) {
                QCOMPARE(key[QStringLiteral("topic")].toString(), topic);
                commits[key[QStringLiteral("partition")].toInt()] = value[QStringLiteral("offset")].toInteger();
            }
        }
        QVERIFY(memberMetadata);
        QVERIFY(groupMetadata);
        QVERIFY(currentAssignment);
        QVERIFY(targetAssignment);
        QCOMPARE(commits, (QMap<int, qint64>{{0, kPerPartition}, {1, kPerPartition}}));

        // The consumer leaves (SIGTERM: it closes and leaves the group); the group is Empty, not
        // Dead, and keeps its offsets: five more messages are lag.
        consumer.terminate();
        QVERIFY(consumer.waitForFinished(20000));
        produceMessages(profile(), topic, 5, 1);
        QVERIFY2(waitUntil([&] {
            l = listed(group);
            return l[QStringLiteral("state")].toString() == QLatin1String("Empty") &&
                   l[QStringLiteral("members")].toInt() == 0 && l[QStringLiteral("lag")].toInteger() == 5;
        }, 30000), QJsonDocument(l).toJson().constData());
        d = described(group);
        QCOMPARE(d[QStringLiteral("state")].toString(), QStringLiteral("Empty"));
        QCOMPARE(d[QStringLiteral("members")].toArray().size(), 0);
        QCOMPARE(committed(d, 1), qint64(kPerPartition));
        QCOMPARE(d[QStringLiteral("lag")].toInteger(), 5);
    }
};

QTEST_MAIN(TestGroupsKip848)
#include "test_groups_kip848.moc"
