// groups list/describe against groups formed by real consumers (librdkafka with each assignor,
// and kcat as an independent client), lag, and the offsets-log reader's promise not to join.
#include "groups/group_describe.h"
#include "test_main.h"
#include "groups_test_support.h"
#include "offsets/offsets_log_reader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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

// member id -> sorted (topic, partition) list, as the CLI reports it.
QMap<QString, QList<QPair<QString, int>>> membersOf(const QJsonObject &d)
{
    QMap<QString, QList<QPair<QString, int>>> out;
    for (const QJsonValue &m : d[QStringLiteral("members")].toArray()) {
        QList<QPair<QString, int>> parts;
        for (const QJsonValue &a : m[QStringLiteral("assignment")].toArray())
            parts << qMakePair(a[QStringLiteral("topic")].toString(),
                               a[QStringLiteral("partition")].toInt());
        std::sort(parts.begin(), parts.end());
        out.insert(m[QStringLiteral("member_id")].toString(), parts);
    }
    return out;
}

// Waits until the group is Stable with exactly what the consumers themselves report owning.
bool settledAsConsumersSay(const QString &group,
                           const std::vector<std::unique_ptr<GroupConsumer>> &consumers,
                           int partitionCount, QJsonObject *last)
{
    return waitUntil(
        [&] {
            *last = describe(group);
            if ((*last)[QStringLiteral("state")].toString() != QLatin1String("Stable"))
                return false;
            QMap<QString, QList<QPair<QString, int>>> expected;
            int owned = 0;
            for (const auto &c : consumers) {
                expected.insert(c->memberId(), c->assignment());
                owned += int(c->assignment().size());
            }
            return owned == partitionCount && membersOf(*last) == expected;
        },
        45000);
}

} // namespace

class TestGroupsCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void membersAndAssignmentsMatchTheConsumers_data()
    {
        QTest::addColumn<QString>("assignor");
        QTest::newRow("range") << QStringLiteral("range");
        QTest::newRow("roundrobin") << QStringLiteral("roundrobin");
        QTest::newRow("cooperative-sticky") << QStringLiteral("cooperative-sticky");
    }
    void membersAndAssignmentsMatchTheConsumers()
    {
        QFETCH(QString, assignor);
        const QString a = makeTopic(profile(), QStringLiteral("grp-a"), 4);
        const QString b = makeTopic(profile(), QStringLiteral("grp-b"), 2);
        const QString group = uniqueName(QStringLiteral("g-") + assignor);
        std::vector<std::unique_ptr<GroupConsumer>> consumers;
        for (int i = 0; i < 3; ++i)
            consumers.push_back(std::make_unique<GroupConsumer>(
                profile(), GroupConsumer::Options{group,
                                                  {a, b},
                                                  assignor,
                                                  QStringLiteral("client-%1").arg(i),
                                                  i == 0 ? QStringLiteral("static-0") : QString(),
                                                  false}));
        QJsonObject d;
        QVERIFY2(settledAsConsumersSay(group, consumers, 6, &d),
                 QJsonDocument(d).toJson().constData());
        QCOMPARE(d[QStringLiteral("assignor")].toString(), assignor);
        QCOMPARE(d[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
        QCOMPARE(d[QStringLiteral("coordinator")].toObject()[QStringLiteral("id")].toInt(), 1);
        QSet<QString> clients, instances;
        for (const QJsonValue &m : d[QStringLiteral("members")].toArray()) {
            clients.insert(m[QStringLiteral("client_id")].toString());
            if (m[QStringLiteral("instance_id")].isString())
                instances.insert(m[QStringLiteral("instance_id")].toString());
            QVERIFY(m[QStringLiteral("host")].toString().contains(QStringLiteral("127.0.0.1")));
            QStringList sub;
            for (const QJsonValue &t : m[QStringLiteral("subscription")].toArray())
                sub << t.toString();
            sub.sort();
            QStringList want{a, b};
            want.sort();
            QCOMPARE(sub, want); // from the raw member metadata, decoded
        }
        QCOMPARE(clients, QSet<QString>({QStringLiteral("client-0"), QStringLiteral("client-1"),
                                         QStringLiteral("client-2")}));
        QCOMPARE(instances, QSet<QString>({QStringLiteral("static-0")}));
        // Every partition is listed in offsets, with nothing committed yet.
        QCOMPARE(d[QStringLiteral("offsets")].toArray().size(), 6);
        // The same from the core call issue 7's worker uses.
        auto client = KafkaClient::create(profile(), QStringLiteral("test"));
        auto core = groups::describeGroup(*client.value(), group);
        QVERIFY(core);
        QCOMPARE(core->members.size(), 3);
        QVERIFY(core->hasActiveMembers());
        for (const groups::GroupMember &m : core->members)
            QVERIFY(m.subscription && m.subscription->topics.size() == 2);
    }

    void independentClientKcat()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("grp-kcat"), 3);
        const QString group = uniqueName(QStringLiteral("g-kcat"));
        QProcess kcat;
        kcat.start(QStringLiteral("kcat"),
                   {QStringLiteral("-b"), bootstrap("kafka1"), QStringLiteral("-G"), group,
                    QStringLiteral("-X"), QStringLiteral("client.id=kcat-peer"), topic});
        QVERIFY(kcat.waitForStarted());
        QString kcatLog;
        const QRegularExpression assigned(QStringLiteral("memberid (\\S+)\\): assigned: (.*)$"));
        const QRegularExpression tp(QStringLiteral("(\\S+) \\[(\\d+)\\]"));
        QString memberId;
        QList<QPair<QString, int>> owned;
        QVERIFY(waitUntil([&] {
            kcat.waitForReadyRead(200);
            kcatLog += QString::fromUtf8(kcat.readAllStandardError());
            for (const QString &line : kcatLog.split(QLatin1Char('\n')))
                if (auto m = assigned.match(line); m.hasMatch()) {
                    memberId = m.captured(1);
                    owned.clear();
                    for (auto it = tp.globalMatch(m.captured(2)); it.hasNext();) {
                        auto x = it.next();
                        owned << qMakePair(x.captured(1), x.captured(2).toInt());
                    }
                }
            return !memberId.isEmpty();
        }));
        std::sort(owned.begin(), owned.end());
        QJsonObject d;
        QVERIFY(waitUntil([&] {
            d = describe(group);
            return d[QStringLiteral("state")].toString() == QLatin1String("Stable");
        }));
        kcat.terminate();
        kcat.waitForFinished();
        const auto members = membersOf(d);
        QCOMPARE(members.keys(), QStringList{memberId});
        QCOMPARE(members.value(memberId), owned);
        QCOMPARE(owned.size(), 3);
        QCOMPARE(d[QStringLiteral("members")].toArray()[0][QStringLiteral("client_id")].toString(),
                 QStringLiteral("kcat-peer"));
    }

    void lagAfterProducingMore()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("grp-lag"), 2);
        const QString group = uniqueName(QStringLiteral("g-lag"));
        produceMessages(profile(), topic, 10, 0);
        produceMessages(profile(), topic, 6, 1);
        {
            GroupConsumer c(
                profile(),
                {group, {topic}, QStringLiteral("range"), QStringLiteral("lag"), {}, true});
            QVERIFY(waitUntil([&] { return c.consumed() == 16; }));
            QVERIFY(
                waitUntil([&] { return describe(group)[QStringLiteral("lag")].toInt(-1) == 0; }));
        }
        produceMessages(profile(), topic, 7, 0);
        produceMessages(profile(), topic, 5, 1);
        const QJsonObject d = describe(group);
        QCOMPARE(d[QStringLiteral("lag")].toInt(), 12);
        const QJsonArray offs = d[QStringLiteral("offsets")].toArray();
        QCOMPARE(offs.size(), 2);
        QCOMPARE(offs[0][QStringLiteral("committed")].toInt(), 10);
        QCOMPARE(offs[0][QStringLiteral("end")].toInt(), 17);
        QCOMPARE(offs[0][QStringLiteral("lag")].toInt(), 7);
        QCOMPARE(offs[1][QStringLiteral("committed")].toInt(), 6);
        QCOMPARE(offs[1][QStringLiteral("end")].toInt(), 11);
        QCOMPARE(offs[1][QStringLiteral("lag")].toInt(), 5);
        QCOMPARE(d[QStringLiteral("state")].toString(), QStringLiteral("Empty"));
        // groups list agrees.
        auto list = cliJson(
            "kafka1", {QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(list.run.exitCode, 0);
        bool found = false;
        for (const QJsonValue &g : list.json.array())
            if (g[QStringLiteral("group")].toString() == group) {
                found = true;
                QCOMPARE(g[QStringLiteral("lag")].toInt(), 12);
                QCOMPARE(g[QStringLiteral("members")].toInt(), 0);
                QCOMPARE(g[QStringLiteral("state")].toString(), QStringLiteral("Empty"));
                QCOMPARE(g[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
                QCOMPARE(g[QStringLiteral("type")].toString(), QStringLiteral("classic"));
            }
        QVERIFY(found);
        auto text = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("list")});
        QCOMPARE(text.run.exitCode, 0);
        QVERIFY2(text.run.out.contains("TYPE"), text.run.out.constData());
        QVERIFY2(text.run.out.contains(group.toUtf8()), text.run.out.constData());
        auto badType = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("list"),
                                          QStringLiteral("--type"), QStringLiteral("queue")});
        QCOMPARE(badType.run.exitCode, 2);
        QVERIFY2(badType.run.err.contains("classic, consumer, share, streams"),
                 badType.run.err.constData());
    }

    void unknownGroupIsReportedPlainly()
    {
        auto r = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("describe"),
                                    QStringLiteral("no-such-group-x"), QStringLiteral("--json")});
        QCOMPARE(r.run.exitCode, 1);
        QVERIFY2(r.run.err.contains("Group no-such-group-x does not exist"), r.run.err.constData());
        auto bad = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("frobnicate")});
        QCOMPARE(bad.run.exitCode, 2);
        QVERIFY(bad.run.err.contains("Unknown groups subcommand"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupsCli)
#include "test_groups_cli.moc"
