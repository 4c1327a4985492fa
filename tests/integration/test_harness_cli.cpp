#include "test_cluster.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <csignal>

using namespace kafscope;

namespace {

// The processes whose command line contains `text` (from /proc), as pid -> command line.
QMap<qint64, QString> processesWith(const QString &text)
{
    QMap<qint64, QString> out;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok || pid == QCoreApplication::applicationPid())
            continue;
        QFile f(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString cmd = QString::fromLocal8Bit(f.readAll().replace('\0', ' '));
        if (cmd.contains(text))
            out.insert(pid, cmd);
    }
    return out;
}

} // namespace

class TestHarnessCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void comparesStrategiesOnOneLoadProfileAsJson()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-cli"));
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
             QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
             QStringLiteral("--rates"), QStringLiteral("100,300"), QStringLiteral("--capacity"),
             QStringLiteral("3ms"), QStringLiteral("--duration"), QStringLiteral("4s"),
             QStringLiteral("--strategy"), QStringLiteral("strict,weighted:80,20"),
             QStringLiteral("--partitions"), QStringLiteral("1"), QStringLiteral("--topic-prefix"),
             prefix, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray runs =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject().value(QStringLiteral("strategy")).toString(),
                 QStringLiteral("strict"));
        QCOMPARE(runs[1].toObject().value(QStringLiteral("strategy")).toString(),
                 QStringLiteral("weighted:80,20"));
        // Ranked, with the basis said: both pass, so fewer inversions ranks first (then the high
        // level's p99).
        const QJsonObject doc = QJsonDocument::fromJson(r.out).object();
        QVERIFY(doc.value(QStringLiteral("ranking_basis"))
                    .toString()
                    .contains(QStringLiteral("priority inversions")));
        const QJsonArray ranking = doc.value(QStringLiteral("ranking")).toArray();
        QCOMPARE(ranking.size(), 2);
        const auto key = [](const QJsonObject &o) {
            return std::make_pair(
                o.value(QStringLiteral("inversions")).toInteger(),
                o.value(QStringLiteral("levels"))
                    .toArray()[0][QStringLiteral("latency_ms")][QStringLiteral("p99")]
                    .toDouble());
        };
        const QJsonObject a = runs[0].toObject(), b = runs[1].toObject();
        const int rankA = a.value(QStringLiteral("rank")).toInt(),
                  rankB = b.value(QStringLiteral("rank")).toInt();
        QCOMPARE(rankA < rankB, key(a) < key(b));
        QCOMPARE(rankA == rankB, key(a) == key(b));
        QCOMPARE(ranking[0][QStringLiteral("rank")].toInt(), 1);
        for (const auto &run : runs) {
            const QJsonObject o = run.toObject();
            QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
            QVERIFY(o.contains(QStringLiteral("inversions")));
            const QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
            QCOMPARE(levels.size(), 2);
            QCOMPARE(levels[0].toObject().value(QStringLiteral("topic")).toString(),
                     prefix + QStringLiteral("-high"));
            for (const auto &lv : levels) {
                const QJsonObject l = lv.toObject();
                QVERIFY(l.value(QStringLiteral("produced")).toInteger() > 0);
                QCOMPARE(l.value(QStringLiteral("consumed")).toInteger(),
                         l.value(QStringLiteral("produced")).toInteger());
                QCOMPARE(l.value(QStringLiteral("lost")).toInteger(), 0);
                QVERIFY(l.value(QStringLiteral("duplicates")).isDouble());
                QVERIFY(l.value(QStringLiteral("max_backlog")).isDouble());
                QVERIFY(l.value(QStringLiteral("starved_ms")).isDouble());
                const QJsonObject lat = l.value(QStringLiteral("latency_ms")).toObject();
                QVERIFY(lat.value(QStringLiteral("p50")).toDouble() <=
                        lat.value(QStringLiteral("p99")).toDouble());
                QVERIFY(lat.value(QStringLiteral("p99")).toDouble() > 0);
            }
        }
    }

    // The consumer under test in a KIP-848 group: a second consumer joins mid-run, so partitions
    // move by incremental revocation and assignment; nothing may be lost.
    void consumerGroupProtocolLosesNothing()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-848"));
        const auto r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"),
                                                         test::bootstrap("kafka1"),
                                                         QStringLiteral("harness"),
                                                         QStringLiteral("priority"),
                                                         QStringLiteral("--levels"),
                                                         QStringLiteral("2"),
                                                         QStringLiteral("--rates"),
                                                         QStringLiteral("100,200"),
                                                         QStringLiteral("--capacity"),
                                                         QStringLiteral("1000"),
                                                         QStringLiteral("--duration"),
                                                         QStringLiteral("6s"),
                                                         QStringLiteral("--partitions"),
                                                         QStringLiteral("2"),
                                                         QStringLiteral("--strategy"),
                                                         QStringLiteral("strict"),
                                                         QStringLiteral("--fault"),
                                                         QStringLiteral("add-consumer@2s"),
                                                         QStringLiteral("--group-protocol"),
                                                         QStringLiteral("consumer"),
                                                         QStringLiteral("--topic-prefix"),
                                                         prefix,
                                                         QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData() + r.out);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("group_protocol")).toString(), QStringLiteral("consumer"));
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        for (const auto &lv : o.value(QStringLiteral("levels")).toArray()) {
            const QJsonObject l = lv.toObject();
            QVERIFY(l.value(QStringLiteral("produced")).toInteger() > 0);
            QCOMPARE(l.value(QStringLiteral("lost")).toInteger(), 0);
            QCOMPARE(l.value(QStringLiteral("consumed")).toInteger(),
                     l.value(QStringLiteral("produced")).toInteger());
        }
        // The group really used the consumer protocol: its state in __consumer_offsets is KIP-848
        // records.
        const auto log = test::runProgram("KAFSCOPE_CLI",
                                          {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                           QStringLiteral("offsets-log"), QStringLiteral("--group"),
                                           o.value(QStringLiteral("group")).toString(),
                                           QStringLiteral("--json")});
        QVERIFY2(log.exitCode == 0, log.err.constData());
        // The start offsets committed before the consumer joins make an empty classic group, which
        // the coordinator converts when the first KIP-848 member joins: a GroupMetadata tombstone,
        // never a value.
        QSet<QString> members;
        bool kip848 = false;
        for (const QByteArray &line : log.out.split('\n')) {
            const QJsonObject rec = QJsonDocument::fromJson(line).object();
            const QString type = rec.value(QStringLiteral("record_type")).toString();
            const QJsonValue value = rec.value(QStringLiteral("value"));
            kip848 |= type == QLatin1String("ConsumerGroupMetadata") && value.isObject();
            QVERIFY2(type != QLatin1String("GroupMetadata") || value.isNull(), line.constData());
            if (type == QLatin1String("ConsumerGroupMemberMetadata") && value.isObject())
                members.insert(value.toObject().value(QStringLiteral("client_id")).toString());
        }
        QVERIFY2(kip848, log.out.left(2000).constData());
        QVERIFY(members.contains(QStringLiteral("kafscope-harness-consumer-1")));
        QVERIFY(members.contains(QStringLiteral("kafscope-harness-consumer-2"))); // add-consumer@2s
        const auto bad = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("harness"), QStringLiteral("priority"),
                             QStringLiteral("--group-protocol"), QStringLiteral("eager")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--group-protocol takes classic or consumer"),
                 bad.err.constData());
    }

    // Each level's own topic, partition count and producer duration, as the GUI's setup table has.
    void perLevelTopicsPartitionsAndDurations()
    {
        const QString high = test::uniqueName(QStringLiteral("orders-urgent"));
        const QString prefix = test::uniqueName(QStringLiteral("prio-own"));
        const auto r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("--bootstrap"),    test::bootstrap("kafka1"),
                             QStringLiteral("harness"),        QStringLiteral("priority"),
                             QStringLiteral("--levels"),       QStringLiteral("2"),
                             QStringLiteral("--rates"),        QStringLiteral("100"),
                             QStringLiteral("--capacity"),     QStringLiteral("1000"),
                             QStringLiteral("--topics"),       high + QStringLiteral(","),
                             QStringLiteral("--topic-prefix"), prefix,
                             QStringLiteral("--partitions"),   QStringLiteral("3,1"),
                             QStringLiteral("--durations"),    QStringLiteral("4s,2s"),
                             QStringLiteral("--strategy"),     QStringLiteral("fifo"),
                             QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject run =
            QJsonDocument::fromJson(r.out).object(); // one strategy: the run itself
        const QJsonArray levels = run.value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels[0].toObject().value(QStringLiteral("topic")).toString(), high);
        QCOMPARE(levels[1].toObject().value(QStringLiteral("topic")).toString(),
                 prefix + QStringLiteral("-low")); // empty: the default
        // 100 msg/s for 4 s against 2 s: the high level produced about twice as much.
        const qint64 producedHigh =
            levels[0].toObject().value(QStringLiteral("produced")).toInteger();
        const qint64 producedLow =
            levels[1].toObject().value(QStringLiteral("produced")).toInteger();
        QVERIFY2(producedHigh > producedLow * 3 / 2 && producedLow > 100,
                 qPrintable(QStringLiteral("%1 vs %2").arg(producedHigh).arg(producedLow)));
        for (const auto &lv : levels)
            QCOMPARE(lv.toObject().value(QStringLiteral("lost")).toInteger(), 0);
        // The topics were created with their own partition counts.
        const auto topics =
            test::runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"),
                                              test::bootstrap("kafka1"), QStringLiteral("topics"),
                                              QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(topics.exitCode == 0, topics.err.constData());
        QMap<QString, int> partitions;
        for (const auto &t : QJsonDocument::fromJson(topics.out).array())
            partitions.insert(t.toObject().value(QStringLiteral("name")).toString(),
                              t.toObject().value(QStringLiteral("partitions")).toInt());
        QCOMPARE(partitions.value(high), 3);
        QCOMPARE(partitions.value(prefix + QStringLiteral("-low")), 1);
    }

    void tableAndComparisonOnScreen()
    {
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"),    test::bootstrap("kafka1"),
             QStringLiteral("harness"),        QStringLiteral("priority"),
             QStringLiteral("--levels"),       QStringLiteral("2"),
             QStringLiteral("--rates"),        QStringLiteral("100"),
             QStringLiteral("--capacity"),     QStringLiteral("400"),
             QStringLiteral("--duration"),     QStringLiteral("3s"),
             QStringLiteral("--strategy"),     QStringLiteral("fifo"),
             QStringLiteral("--bursts"),       QStringLiteral("on,off"),
             QStringLiteral("--burst-period"), QStringLiteral("500ms/500ms"),
             QStringLiteral("--topic-prefix"), test::uniqueName(QStringLiteral("prio-cli"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains(QStringLiteral("strategy fifo")));
        QVERIFY(out.contains(QStringLiteral("verdict pass")));
        QVERIFY(out.contains(QStringLiteral("high")) && out.contains(QStringLiteral("low")));
    }

    // A consumer command that wraps the real consumer (here bash running kcat in the background)
    // leaves nothing behind: the harness ends the command's whole process group, not the wrapper
    // alone (which would leave kcat running in the group, its parent gone).
    void wrappedConsumerCommandLeavesNothingBehind()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-wrap"));
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
             QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
             QStringLiteral("--rates"), QStringLiteral("20,20"), QStringLiteral("--duration"),
             QStringLiteral("3s"), QStringLiteral("--partitions"), QStringLiteral("1"),
             QStringLiteral("--topic-prefix"), prefix, QStringLiteral("--consumer-cmd"),
             QStringLiteral("bash -c 'kcat -q -b {bootstrap} -G {group} {topic:high} {topic:low} "
                            "> /dev/null & wait'")},
            180000);
        const QMap<qint64, QString> left = processesWith(prefix + QStringLiteral("-high"));
        for (auto it = left.begin(); it != left.end(); ++it)
            ::kill(pid_t(it.key()), SIGKILL); // not to leave them to the next tests
        QVERIFY2(r.err.contains("[external-1] started (pid"), r.err.constData()); // it ran
        QVERIFY2(left.isEmpty(), qPrintable(QStringList(left.values()).join(QLatin1Char('\n'))));
    }

    void badOptionsAreUsageErrors()
    {
        auto r = test::runProgram("KAFSCOPE_CLI",
                                  {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                   QStringLiteral("harness"), QStringLiteral("priority"),
                                   QStringLiteral("--strategy"), QStringLiteral("lottery")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("Unknown strategy"));
        r = test::runProgram("KAFSCOPE_CLI",
                             {QStringLiteral("harness"), QStringLiteral("priority"),
                              QStringLiteral("--fault"), QStringLiteral("broker-restart@1s")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--local-dir"));
        r = test::runProgram("KAFSCOPE_CLI",
                             {QStringLiteral("harness"), QStringLiteral("priority"),
                              QStringLiteral("--levels"), QStringLiteral("3"),
                              QStringLiteral("--durations"), QStringLiteral("4s,2s")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--durations takes one value for every level (3)"),
                 r.err.constData());
        r = test::runProgram("KAFSCOPE_CLI",
                             {QStringLiteral("harness"), QStringLiteral("priority"),
                              QStringLiteral("--levels"), QStringLiteral("2"),
                              QStringLiteral("--rates"), QStringLiteral("100"),
                              QStringLiteral("--topics"), QStringLiteral("same,same")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("same topic"), r.err.constData());
        r = test::runProgram("KAFSCOPE_CLI",
                             {QStringLiteral("harness"), QStringLiteral("priority"),
                              QStringLiteral("--partitions"), QStringLiteral("2,0,1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--partitions takes numbers >= 1"), r.err.constData());
        r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("harness"), QStringLiteral("other")});
        QCOMPARE(r.exitCode, 2);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessCli)
#include "test_harness_cli.moc"
