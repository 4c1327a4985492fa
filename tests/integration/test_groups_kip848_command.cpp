// KIP-848 groups described by Kafscope and by Kafka's own ConsumerGroupCommand
// (kafka-consumer-groups --describe --members --verbose / --state --verbose), run from the cached
// Kafka distribution against the same broker: one group of Java consumers, one of librdkafka
// consumers. Members, hosts, client ids, assignments, target assignments and the epochs must be the
// same. Both tools describe a live group, so a comparison only counts when Kafscope's answer is
// the same before and after ConsumerGroupCommand's.
#include "groups_test_support.h"
#include "test_main.h"
#include "local/kafka_distribution.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include <map>
#include <memory>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

// One member as both tools can print it.
struct Member {
    QString host, clientId;
    int partitions = -1;
    int epoch = -1;
    QString current, target; // "topic:0,1" (topics sorted, ";" between them), "-" when none
    bool operator==(const Member &) const = default;
};
struct GroupView {
    QString state, assignor;
    int groupEpoch = -1, targetEpoch = -1, members = -1;
    std::map<QString, Member> byId;
    bool operator==(const GroupView &) const = default;
};

QString toText(const GroupView &g)
{
    QString s = QStringLiteral("state=%1 assignor=%2 epoch=%3 target_epoch=%4 members=%5\n")
                    .arg(g.state, g.assignor)
                    .arg(g.groupEpoch)
                    .arg(g.targetEpoch)
                    .arg(g.members);
    for (const auto &[id, m] : g.byId)
        s += QStringLiteral("  %1 host=%2 client=%3 n=%4 epoch=%5 current=%6 target=%7\n")
                 .arg(id, m.host, m.clientId)
                 .arg(m.partitions)
                 .arg(m.epoch)
                 .arg(m.current, m.target);
    return s;
}

// "t:0,1;u:2" from a JSON list of {"topic","partition"}.
QString assignmentText(const QJsonArray &tps)
{
    std::map<QString, QList<int>> byTopic;
    for (const QJsonValue &tp : tps)
        byTopic[tp[QStringLiteral("topic")].toString()] << tp[QStringLiteral("partition")].toInt();
    QStringList parts;
    for (auto &[t, ps] : byTopic) {
        std::sort(ps.begin(), ps.end());
        QStringList nums;
        for (int p : ps)
            nums << QString::number(p);
        parts << t + QLatin1Char(':') + nums.join(QLatin1Char(','));
    }
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char(';'));
}

GroupView fromKafscope(const QString &group)
{
    const QJsonObject d = describeJson("kafka1", group);
    GroupView g;
    g.state = d[QStringLiteral("state")].toString();
    g.assignor = d[QStringLiteral("assignor")].toString();
    g.groupEpoch = d[QStringLiteral("group_epoch")].toInt(-1);
    g.targetEpoch = d[QStringLiteral("assignment_epoch")].toInt(-1);
    const QJsonArray members = d[QStringLiteral("members")].toArray();
    g.members = int(members.size());
    for (const QJsonValue &m : members) {
        Member x;
        x.host = m[QStringLiteral("host")].toString();
        x.clientId = m[QStringLiteral("client_id")].toString();
        x.partitions = int(m[QStringLiteral("assignment")].toArray().size());
        x.epoch = m[QStringLiteral("member_epoch")].toInt(-1);
        x.current = assignmentText(m[QStringLiteral("assignment")].toArray());
        x.target = m.toObject().contains(QStringLiteral("target_assignment"))
                       ? assignmentText(m[QStringLiteral("target_assignment")].toArray())
                       : QStringLiteral("(absent)");
        g.byId[m[QStringLiteral("member_id")].toString()] = x;
    }
    return g;
}

QList<QStringList> tableRows(const QByteArray &out, const QString &group)
{
    QList<QStringList> rows;
    for (const QByteArray &line : out.split('\n')) {
        const QStringList cols =
            QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!cols.isEmpty() && cols.first() == group)
            rows << cols;
    }
    return rows;
}

QByteArray consumerGroupCommand(const QStringList &args)
{
    QProcess p;
    p.start(
        javaPath(),
        QStringList{QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), kafkaClasspath(),
                    QStringLiteral("org.apache.kafka.tools.consumer.group.ConsumerGroupCommand"),
                    QStringLiteral("--bootstrap-server"), bootstrap("kafka1")} +
            args);
    if (!p.waitForFinished(120000))
        qFatal("ConsumerGroupCommand did not finish");
    return p.readAllStandardOutput();
}

// ConsumerGroupCommand's view: --state --verbose for the group, --members --verbose for members.
GroupView fromCommand(const QString &group)
{
    GroupView g;
    // GROUP COORDINATOR (ID) ASSIGNMENT-STRATEGY STATE GROUP-EPOCH TARGET-ASSIGNMENT-EPOCH
    // #MEMBERS; the coordinator column is "host:port  (id)", two words.
    const auto state = tableRows(
        consumerGroupCommand({QStringLiteral("--describe"), QStringLiteral("--state"),
                              QStringLiteral("--verbose"), QStringLiteral("--group"), group}),
        group);
    if (state.size() == 1 && state.first().size() == 8) {
        const QStringList &c = state.first();
        g.assignor = c[3];
        g.state = c[4];
        g.groupEpoch = c[5].toInt();
        g.targetEpoch = c[6].toInt();
        g.members = c[7].toInt();
    }
    // GROUP CONSUMER-ID HOST CLIENT-ID #PARTITIONS CURRENT-EPOCH CURRENT-ASSIGNMENT TARGET-EPOCH
    // TARGET-ASSIGNMENT
    for (const QStringList &c : tableRows(
             consumerGroupCommand({QStringLiteral("--describe"), QStringLiteral("--members"),
                                   QStringLiteral("--verbose"), QStringLiteral("--group"), group}),
             group)) {
        if (c.size() != 9)
            continue;
        Member x;
        x.host = c[2];
        x.clientId = c[3];
        x.partitions = c[4].toInt();
        x.epoch = c[5].toInt();
        x.current = c[6];
        x.target = c[8];
        g.byId[c[1]] = x;
        if (c[7].toInt() != g.targetEpoch)
            g.targetEpoch = -2; // a member line disagreeing with the group line: never equal
    }
    return g;
}

// Waits until Kafscope, ConsumerGroupCommand, and Kafscope again describe the same settled group.
void expectSameAsCommand(const QString &group, int members, int partitions)
{
    GroupView ours, theirs;
    const bool same = waitUntil(
        [&] {
            ours = fromKafscope(group);
            if (ours.state != QLatin1String("Stable") || ours.members != members)
                return false;
            int owned = 0;
            for (const auto &[id, m] : ours.byId)
                owned += m.partitions;
            if (owned != partitions)
                return false;
            theirs = fromCommand(group);
            return theirs == ours && fromKafscope(group) == ours;
        },
        90000);
    QVERIFY2(same, qPrintable(QStringLiteral("Kafscope:\n%1ConsumerGroupCommand:\n%2")
                                  .arg(toText(ours), toText(theirs))));
    // Not trivially equal: real members with epochs and a target assignment.
    QVERIFY(ours.groupEpoch >= 1);
    for (const auto &[id, m] : ours.byId) {
        QVERIFY(m.epoch >= 1);
        QVERIFY(m.target != QLatin1String("(absent)"));
    }
}

class JavaConsumer {
public:
    JavaConsumer(const QString &group, const QString &topic, const QString &clientId)
    {
        m_process.start(
            javaPath(),
            {QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), kafkaClasspath(),
             QStringLiteral("org.apache.kafka.tools.consumer.ConsoleConsumer"),
             QStringLiteral("--bootstrap-server"), bootstrap("kafka1"), QStringLiteral("--topic"),
             topic, QStringLiteral("--group"), group, QStringLiteral("--consumer-property"),
             QStringLiteral("group.protocol=consumer"), QStringLiteral("--consumer-property"),
             QStringLiteral("client.id=") + clientId});
        if (!m_process.waitForStarted())
            qFatal("java did not start");
    }
    ~JavaConsumer()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(30000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

private:
    QProcess m_process;
};

} // namespace

class TestGroupsKip848Command : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void javaGroupMatchesConsumerGroupCommand()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("cgc-java"), 3);
        const QString group = uniqueName(QStringLiteral("g-cgc-java"));
        produceMessages(profile(), topic, 6, -1);
        JavaConsumer a(group, topic, QStringLiteral("java-a"));
        JavaConsumer b(group, topic, QStringLiteral("java-b"));
        expectSameAsCommand(group, 2, 3);
    }

    void librdkafkaGroupMatchesConsumerGroupCommand()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("cgc-rdk"), 4);
        const QString group = uniqueName(QStringLiteral("g-cgc-rdk"));
        produceMessages(profile(), topic, 8, -1);
        GroupConsumer::Options o;
        o.group = group;
        o.topics = {topic};
        o.protocol = QStringLiteral("consumer");
        o.clientId = QStringLiteral("rdk-a");
        GroupConsumer a(profile(), o);
        o.clientId = QStringLiteral("rdk-b");
        GroupConsumer b(profile(), o);
        expectSameAsCommand(group, 2, 4);
        // librdkafka's own view of what it owns is what both tools describe.
        const GroupView ours = fromKafscope(group);
        for (const GroupConsumer *c : {&a, &b}) {
            QJsonArray owned;
            for (const auto &[t, p] : c->assignment())
                owned.append(
                    QJsonObject{{QStringLiteral("topic"), t}, {QStringLiteral("partition"), p}});
            QVERIFY(ours.byId.count(c->memberId()) == 1);
            QCOMPARE(ours.byId.at(c->memberId()).current, assignmentText(owned));
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupsKip848Command)
#include "test_groups_kip848_command.moc"
