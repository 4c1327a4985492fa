// Share groups (KIP-932) with Kafka's own share consumer (kafka-console-share-consumer, run from
// the cached distribution's jars) as the peer: Kafscope lists the group with type share and
// describes it with the members, assignments, epochs, start offsets and lags Kafka's own
// ShareGroupCommand (kafka-share-groups --describe [--members|--state] --verbose) prints for the
// same group; its share offsets are reset and deleted end to end, and the write policy refuses
// both on a read-only connection and while the group has members.
#include "groups_test_support.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <map>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

// A share group as both tools print it: the group line, the members, the share-partitions.
struct Member {
    QString host, clientId, assignment; // "t:0,1"
    int epoch = -1;
    bool operator==(const Member &) const = default;
};
struct ShareView {
    QString state;
    int groupEpoch = -1, assignmentEpoch = -1, members = -1;
    std::map<QString, Member> byId;
    std::map<int, QPair<qint64, qint64>> offsets; // partition -> (start offset, lag)
    bool operator==(const ShareView &) const = default;
};

QString toText(const ShareView &v)
{
    QString s = QStringLiteral("state=%1 epoch=%2 assignment_epoch=%3 members=%4\n")
                    .arg(v.state)
                    .arg(v.groupEpoch)
                    .arg(v.assignmentEpoch)
                    .arg(v.members);
    for (const auto &[id, m] : v.byId)
        s += QStringLiteral("  %1 host=%2 client=%3 epoch=%4 %5\n")
                 .arg(id, m.host, m.clientId)
                 .arg(m.epoch)
                 .arg(m.assignment);
    for (const auto &[p, o] : v.offsets)
        s += QStringLiteral("  partition %1 start=%2 lag=%3\n").arg(p).arg(o.first).arg(o.second);
    return s;
}

ShareView fromKafscope(const QString &group)
{
    const QJsonObject d = describeJson("kafka1", group);
    ShareView v;
    if (d[QStringLiteral("type")].toString() != QLatin1String("share"))
        return v;
    v.state = d[QStringLiteral("state")].toString();
    v.groupEpoch = d[QStringLiteral("group_epoch")].toInt(-1);
    v.assignmentEpoch = d[QStringLiteral("assignment_epoch")].toInt(-1);
    const QJsonArray members = d[QStringLiteral("members")].toArray();
    v.members = int(members.size());
    for (const QJsonValue &m : members) {
        std::map<QString, QStringList> byTopic;
        for (const QJsonValue &tp : m[QStringLiteral("assignment")].toArray())
            byTopic[tp[QStringLiteral("topic")].toString()]
                << QString::number(tp[QStringLiteral("partition")].toInt());
        QStringList parts;
        for (const auto &[t, ps] : byTopic)
            parts << t + QLatin1Char(':') + ps.join(QLatin1Char(','));
        v.byId[m[QStringLiteral("member_id")].toString()] =
            Member{m[QStringLiteral("host")].toString(), m[QStringLiteral("client_id")].toString(),
                   parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char(';')),
                   m[QStringLiteral("member_epoch")].toInt(-1)};
    }
    for (const QJsonValue &o : d[QStringLiteral("offsets")].toArray())
        v.offsets[o[QStringLiteral("partition")].toInt()] = {
            o[QStringLiteral("start_offset")].toInteger(-1),
            o[QStringLiteral("lag")].toInteger(-1)};
    return v;
}

// ShareGroupCommand's rows for `group` (its log lines go to standard output too: only the rows
// that start with the group's name count).
QList<QStringList> shareGroupCommand(const QString &group, const QStringList &args)
{
    QProcess p;
    p.start(javaPath(),
            QStringList{QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), kafkaClasspath(),
                        QStringLiteral("org.apache.kafka.tools.consumer.group.ShareGroupCommand"),
                        QStringLiteral("--bootstrap-server"), bootstrap("kafka1"),
                        QStringLiteral("--group"), group} +
                args);
    if (!p.waitForFinished(120000))
        qFatal("ShareGroupCommand did not finish");
    QList<QStringList> rows;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const QStringList cols =
            QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!cols.isEmpty() && cols.first() == group)
            rows << cols;
    }
    return rows;
}

// "t:2,0,1" as "t:0,1,2" (Kafscope sorts a member's partitions; the tool need not).
QString sortedAssignment(const QString &text)
{
    QStringList topics;
    for (const QString &t : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype colon = t.lastIndexOf(QLatin1Char(':'));
        QList<int> ps;
        for (const QString &p : t.mid(colon + 1).split(QLatin1Char(','), Qt::SkipEmptyParts))
            ps << p.toInt();
        std::sort(ps.begin(), ps.end());
        QStringList nums;
        for (int p : ps)
            nums << QString::number(p);
        topics << t.left(colon) + QLatin1Char(':') + nums.join(QLatin1Char(','));
    }
    topics.sort();
    return topics.join(QLatin1Char(';'));
}

ShareView fromCommand(const QString &group)
{
    ShareView v;
    const QStringList describe = {QStringLiteral("--describe"), QStringLiteral("--verbose")};
    // GROUP COORDINATOR (ID) STATE GROUP-EPOCH ASSIGNMENT-EPOCH #MEMBERS; the coordinator is
    // "host:port  (id)", two words.
    const auto state = shareGroupCommand(group, describe + QStringList{QStringLiteral("--state")});
    if (state.size() == 1 && state.first().size() == 7) {
        v.state = state.first()[3];
        v.groupEpoch = state.first()[4].toInt();
        v.assignmentEpoch = state.first()[5].toInt();
        v.members = state.first()[6].toInt();
    }
    // GROUP CONSUMER-ID HOST CLIENT-ID #PARTITIONS MEMBER-EPOCH ASSIGNMENT
    for (const QStringList &c :
         shareGroupCommand(group, describe + QStringList{QStringLiteral("--members")}))
        if (c.size() == 7)
            v.byId[c[1]] = Member{c[2], c[3], sortedAssignment(c[6]), c[5].toInt()};
        else if (c.size() == 6) // no assignment yet
            v.byId[c[1]] = Member{c[2], c[3], QStringLiteral("-"), c[5].toInt()};
    // GROUP TOPIC PARTITION LEADER-EPOCH START-OFFSET LAG
    for (const QStringList &c : shareGroupCommand(group, describe))
        if (c.size() == 6)
            v.offsets[c[2].toInt()] = {c[4] == QLatin1String("-") ? -1 : c[4].toLongLong(),
                                       c[5] == QLatin1String("-") ? -1 : c[5].toLongLong()};
    return v;
}

// Waits until Kafscope, ShareGroupCommand and Kafscope again describe the same group, and that
// `settled` holds for it.
void expectSameAsCommand(const QString &group,
                         const std::function<bool(const ShareView &)> &settled)
{
    ShareView ours, theirs;
    const bool same = waitUntil(
        [&] {
            ours = fromKafscope(group);
            if (!settled(ours))
                return false;
            theirs = fromCommand(group);
            return theirs == ours && fromKafscope(group) == ours;
        },
        120000);
    QVERIFY2(same, qPrintable(QStringLiteral("Kafscope:\n%1ShareGroupCommand:\n%2")
                                  .arg(toText(ours), toText(theirs))));
}

CliJson cli(const QStringList &args)
{
    return cliJson("kafka1", args);
}

qint64 totalLag(const ShareView &v)
{
    qint64 sum = 0;
    for (const auto &[p, o] : v.offsets)
        sum += o.second;
    return sum;
}

// `rebalance watch G --json` for a few seconds: a generation of protocol type share, each member's
// last assignment as the describe has it, and the state the share describe polls.
void timelineAgreesWithDescribe(const QString &group, const QString &topic)
{
    const ShareView described = fromKafscope(group);
    auto watched =
        cliJson("kafka1", {QStringLiteral("rebalance"), QStringLiteral("watch"), group,
                           QStringLiteral("--for"), QStringLiteral("4"), QStringLiteral("--json")});
    QVERIFY2(watched.run.exitCode == 0, watched.run.err.constData());
    bool shareGeneration = false, stable = false;
    std::map<QString, QString> lastAssignment; // member id -> "t:0,1"
    std::map<QString, QString> clientOf;
    for (const QByteArray &line : watched.run.out.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QString event = o[QStringLiteral("event")].toString();
        if (event == QLatin1String("generation"))
            shareGeneration = shareGeneration || o[QStringLiteral("protocol_type")].toString() ==
                                                     QLatin1String("share");
        if (event == QLatin1String("state"))
            stable = o[QStringLiteral("state")].toString() == QLatin1String("Stable");
        if (event != QLatin1String("assignment"))
            continue;
        QStringList partitions;
        for (const QJsonValue &p : o[QStringLiteral("partitions")].toArray()) {
            const QString text = p.toString();
            QVERIFY2(text.startsWith(topic + QLatin1Char('-')), qPrintable(text));
            partitions << text.mid(topic.size() + 1);
        }
        const QString id = o[QStringLiteral("member_id")].toString();
        lastAssignment[id] =
            partitions.isEmpty()
                ? QStringLiteral("-")
                : sortedAssignment(topic + QLatin1Char(':') + partitions.join(QLatin1Char(',')));
        clientOf[id] = o[QStringLiteral("client_id")].toString();
    }
    QVERIFY2(shareGeneration, watched.run.out.constData());
    QVERIFY2(stable, watched.run.out.constData());
    for (const auto &[id, m] : described.byId) {
        QVERIFY2(lastAssignment.count(id),
                 qPrintable(id + QLatin1Char('\n') + QString::fromUtf8(watched.run.out)));
        QCOMPARE(lastAssignment[id], m.assignment);
        QCOMPARE(clientOf[id], m.clientId);
    }
}

} // namespace

class TestShareGroups : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listedAndDescribedAsShareGroupCommandSays()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("share"), 3);
        const QString group = uniqueName(QStringLiteral("g-share"));
        shareGroupFromEarliest("kafka1", group);
        ShareConsumer a("kafka1", group, topic, QStringLiteral("share-a"));
        ShareConsumer b("kafka1", group, topic, QStringLiteral("share-b"));
        // Both members in, each with partitions (the simple assignor may share one among both).
        const auto joined = [](const ShareView &v) {
            if (v.state != QLatin1String("Stable") || v.members != 2)
                return false;
            for (const auto &[id, m] : v.byId)
                if (m.assignment == QLatin1String("-") || m.epoch < 1)
                    return false;
            return true;
        };
        QVERIFY2(waitUntil([&] { return joined(fromKafscope(group)); }, 120000),
                 qPrintable(toText(fromKafscope(group))));
        produceMessages(profile(), topic, 60, -1);
        QVERIFY2(waitUntil([&] { return a.printed() + b.printed() >= 60; }, 120000),
                 qPrintable(QStringLiteral("the share consumers printed %1 of 60 records")
                                .arg(a.printed() + b.printed())));

        // Listed with the other groups, with its type; the type filter keeps only share groups.
        auto listed =
            cli({QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(listed.run.exitCode == 0, listed.run.err.constData());
        bool found = false;
        for (const QJsonValue &g : listed.json.array())
            if (g[QStringLiteral("group")].toString() == group) {
                found = true;
                QCOMPARE(g[QStringLiteral("type")].toString(), QStringLiteral("share"));
                QCOMPARE(g[QStringLiteral("members")].toInt(), 2);
                QCOMPARE(g[QStringLiteral("assignor")].toString(), QStringLiteral("simple"));
            }
        QVERIFY(found);
        auto shareOnly =
            cli({QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--type"),
                 QStringLiteral("share"), QStringLiteral("--json")});
        QVERIFY2(shareOnly.run.exitCode == 0, shareOnly.run.err.constData());
        QStringList shareGroups;
        for (const QJsonValue &g : shareOnly.json.array()) {
            QCOMPARE(g[QStringLiteral("type")].toString(), QStringLiteral("share"));
            shareGroups << g[QStringLiteral("group")].toString();
        }
        QVERIFY(shareGroups.contains(group));
        auto classicOnly =
            cli({QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--type"),
                 QStringLiteral("classic"), QStringLiteral("--json")});
        QVERIFY2(classicOnly.run.exitCode == 0, classicOnly.run.err.constData());
        for (const QJsonValue &g : classicOnly.json.array())
            QVERIFY(g[QStringLiteral("group")].toString() != group);

        // Live: the same members, assignments, epochs, start offsets and lags as Kafka's tool.
        expectSameAsCommand(group,
                            [&](const ShareView &v) { return joined(v) && v.offsets.size() == 3; });

        // The rebalance watch follows it from its records: the share group's epochs, its two
        // members (Kafka's client ids) with the assignment the describe gives, and its state.
        timelineAgreesWithDescribe(group, topic);

        // Stopped, then 30 more records: the lag the broker counts is the same in both tools,
        // and covers at least the records no member saw.
        a.stop();
        b.stop();
        QVERIFY(waitUntil([&] { return fromKafscope(group).members == 0; }, 60000));
        produceMessages(profile(), topic, 30, -1);
        expectSameAsCommand(group, [](const ShareView &v) {
            return v.state == QLatin1String("Empty") && totalLag(v) >= 30;
        });

        // The monitor exports it: its type, no members, and per partition the same lag.
        const ShareView settled = fromCommand(group);
        const ProcessResult exported =
            cli({QStringLiteral("monitor"), QStringLiteral("--once"),
                 QStringLiteral("--group-filter"), QRegularExpression::escape(group)})
                .run;
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        const QString text = QString::fromUtf8(exported.out);
        const QString quoted = QStringLiteral("consumergroup=\"%1\"").arg(group);
        QVERIFY2(text.contains(QRegularExpression(
                     QStringLiteral("kafscope_consumergroup_info\\{[^}]*%1,state=\"Empty\",type="
                                    "\"share\"[^}]*\\} 1")
                         .arg(QRegularExpression::escape(quoted)))),
                 qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(
                     QStringLiteral("kafka_consumergroup_members\\{[^}]*%1\\} 0\n")
                         .arg(QRegularExpression::escape(quoted)))),
                 qPrintable(text));
        for (const auto &[p, o] : settled.offsets) {
            const QRegularExpression line(
                QStringLiteral("kafka_consumergroup_lag\\{[^}]*%1,topic=\"%2\",partition=\"%3\"\\} "
                               "(\\d+)")
                    .arg(QRegularExpression::escape(quoted), QRegularExpression::escape(topic))
                    .arg(p));
            const auto m = line.match(text);
            QVERIFY2(m.hasMatch(), qPrintable(text));
            QCOMPARE(m.captured(1).toLongLong(), o.second);
        }
    }

    void resetAndDeleteThroughTheWritePolicy()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("share-reset"), 2);
        const QString group = uniqueName(QStringLiteral("g-share-reset"));
        shareGroupFromEarliest("kafka1", group);
        ShareConsumer a("kafka1", group, topic, QStringLiteral("share-r"));
        QVERIFY(waitUntil([&] { return fromKafscope(group).members == 1; }, 120000));
        produceMessages(profile(), topic, 20, -1);
        QVERIFY(waitUntil([&] { return a.printed() >= 20; }, 120000));
        const QStringList resetEarliest = {QStringLiteral("groups"), QStringLiteral("reset"), group,
                                           QStringLiteral("--to"), QStringLiteral("earliest")};

        // A member is in: Kafka would refuse, Kafscope says why first.
        auto busy = cli(resetEarliest + QStringList{QStringLiteral("--yes")});
        QVERIFY(busy.run.exitCode != 0);
        QVERIFY2(busy.run.err.contains("active member"), busy.run.err.constData());
        a.stop();
        QVERIFY(waitUntil([&] { return fromKafscope(group).members == 0; }, 60000));
        const ShareView before = fromCommand(group);
        QCOMPARE(int(before.offsets.size()), 2);

        // Read-only: refused, nothing written.
        auto ro = cli(QStringList{QStringLiteral("--read-only")} + resetEarliest +
                      QStringList{QStringLiteral("--yes")});
        QCOMPARE(ro.run.exitCode, 1);
        QVERIFY2(ro.run.err.contains("Read-only"), ro.run.err.constData());
        // The preview writes nothing either.
        auto preview =
            cli(resetEarliest + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(preview.run.exitCode == 0, preview.run.err.constData());
        QCOMPARE(preview.json[QStringLiteral("applied")].toBool(true), false);
        QCOMPARE(preview.json[QStringLiteral("partitions")].toArray().size(), 2);
        for (const QJsonValue &r : preview.json[QStringLiteral("partitions")].toArray())
            QCOMPARE(r[QStringLiteral("new")].toInteger(-1), 0);
        QCOMPARE(fromCommand(group).offsets, before.offsets);

        // Written: every record is to be delivered again, as Kafka's tool then reports.
        auto written =
            cli(resetEarliest + QStringList{QStringLiteral("--yes"), QStringLiteral("--json")});
        QVERIFY2(written.run.exitCode == 0, written.run.err.constData());
        QVERIFY(written.json[QStringLiteral("applied")].toBool());
        const ShareView reset = fromCommand(group);
        QCOMPARE(int(reset.offsets.size()), 2);
        for (const auto &[p, o] : reset.offsets)
            QCOMPARE(o.first, 0);
        QCOMPARE(totalLag(reset), 20);
        QCOMPARE(fromKafscope(group).offsets, reset.offsets);

        // Delete: refused read-only, then the share-partitions are gone.
        const QStringList del = {QStringLiteral("groups"),
                                 QStringLiteral("delete-offsets"),
                                 group,
                                 QStringLiteral("--topic"),
                                 topic,
                                 QStringLiteral("--yes")};
        auto delRo = cli(QStringList{QStringLiteral("--read-only")} + del);
        QCOMPARE(delRo.run.exitCode, 1);
        QVERIFY2(delRo.run.err.contains("Read-only"), delRo.run.err.constData());
        QCOMPARE(int(fromCommand(group).offsets.size()), 2);
        auto deleted = cli(del);
        QVERIFY2(deleted.run.exitCode == 0, deleted.run.err.constData());
        QVERIFY(fromCommand(group).offsets.empty());
        QVERIFY(fromKafscope(group).offsets.empty());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestShareGroups)
#include "test_share_groups.moc"
