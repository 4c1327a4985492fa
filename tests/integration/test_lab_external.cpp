// Issue 35: `kafscope-cli lab run --consumer-cmd` puts real consumers of four clients (the
// examples/lab-consumers programs: kafka-go, sarama, Java's KafkaConsumer, confluent-kafka for
// Python, built by the fixture with their build.sh) through rolls, crashes, stalls, scaling and
// protocol migrations on kafka1, and judges them. Every run's verdict is checked against what
// the consumers themselves said: their stderr (a commit-first consumer names what it committed
// before processing) and the group's committed offsets after the run (where every partition
// must end when nothing was lost).
#include "cluster/kafka_client.h"
#include "test_main.h"
#include "groups/group_offsets.h"
#include "test_cluster.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

namespace {

QString consumer(const QString &client)
{
    const QString path =
        qEnvironmentVariable("KAFSCOPE_LAB_CONSUMERS") + QStringLiteral("/lab-consumer-") + client;
    if (!QFileInfo(path).isExecutable())
        qFatal("the lab consumer %s was not built (fixture lab_consumers)", qPrintable(path));
    return path;
}

// The command as a user writes it: the example with the lab's placeholders.
QString command(const QString &client, const QString &extra = {})
{
    return consumer(client) +
           QStringLiteral(" --bootstrap {bootstrap} --group {group} --topics {topics} --instance "
                          "{instance} --protocol {protocol} ") +
           extra;
}

struct LiveRun {
    int exitCode = -1;
    QByteArray out, err;
    QList<QPair<qint64, QString>> lines; // stdout lines as they arrived (ms since start)
    qint64 endMs = 0;
};

// Runs `kafscope-cli lab run ARGS` and keeps each line of its output with the time it came.
LiveRun lab(const QStringList &args, int timeoutMs = 400000)
{
    QProcess p;
    p.setProgram(qEnvironmentVariable("KAFSCOPE_CLI"));
    p.setArguments(QStringList{QStringLiteral("lab"), QStringLiteral("run"),
                               QStringLiteral("--bootstrap"), test::bootstrap("kafka1")} +
                   args);
    QElapsedTimer t;
    t.start();
    p.start();
    LiveRun r;
    if (!p.waitForStarted(10000))
        return r;
    QByteArray partial;
    auto read = [&] {
        partial += p.readAllStandardOutput();
        qsizetype nl;
        while ((nl = partial.indexOf('\n')) >= 0) {
            const QByteArray line = partial.left(nl);
            r.out += line + '\n';
            r.lines << qMakePair(t.elapsed(), QString::fromUtf8(line));
            partial.remove(0, nl + 1);
        }
    };
    while (p.state() != QProcess::NotRunning && t.elapsed() < timeoutMs) {
        p.waitForReadyRead(200);
        read();
    }
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished(5000);
    }
    read();
    r.out += partial;
    r.err = p.readAllStandardError();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.endMs = t.elapsed();
    return r;
}

QJsonObject json(const LiveRun &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

QJsonObject stepEvent(const QJsonObject &verdict, const QString &step)
{
    for (const QJsonValue &e : verdict.value(QStringLiteral("events")).toArray())
        if (e.toObject().value(QStringLiteral("step")).toString() == step)
            return e.toObject();
    return {};
}

// What went wrong, readably: the verdict's reasons and the steps, else the output's end.
QString why(const LiveRun &r)
{
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    if (o.isEmpty())
        return QString::fromUtf8(r.err.right(3000) + "\n" + r.out.right(6000));
    const QJsonObject v = o.value(QStringLiteral("verdict")).toObject();
    QJsonObject brief{{QStringLiteral("reasons"), v.value(QStringLiteral("reasons"))},
                      {QStringLiteral("steps"), o.value(QStringLiteral("steps"))},
                      {QStringLiteral("exits"), v.value(QStringLiteral("exits"))}};
    QJsonArray events;
    for (const QJsonValue &e : v.value(QStringLiteral("events")).toArray()) {
        QJsonObject x = e.toObject();
        x.remove(QStringLiteral("member_stops"));
        events << x;
    }
    brief.insert(QStringLiteral("events"), events);
    return QString::fromUtf8(r.err.right(2000)) +
           QString::fromUtf8(QJsonDocument(brief).toJson(QJsonDocument::Compact));
}

// After the run every partition's committed offset is its end: the group itself says nothing
// acknowledged was left behind.
void committedToTheEnd(const QString &group, const QString &topic)
{
    auto client = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test"));
    QVERIFY(client.ok());
    auto lag = groups::groupLag(*client.value(), group);
    QVERIFY2(lag.ok(), lag.ok() ? "" : qPrintable(lag.error().message()));
    int partitions = 0;
    for (const auto &p : lag->partitions)
        if (p.tp.topic == topic) {
            ++partitions;
            QVERIFY2(p.lag == 0, qPrintable(QStringLiteral("%1-%2 committed %3, end %4")
                                                .arg(topic)
                                                .arg(p.tp.partition)
                                                .arg(p.committed)
                                                .arg(p.end)));
        }
    QCOMPARE(partitions, 4);
}

} // namespace

class TestLabExternal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A rolling restart, a crash, a stall past the session timeout, scale out and in: nothing
    // lost, every replay an at-least-once one (never after its commit), each event measured.
    void everyClientThroughEveryFault_data()
    {
        QTest::addColumn<QString>("client");
        QTest::newRow("sarama") << "sarama";
        QTest::newRow("kafka-go") << "kafka-go";
        QTest::newRow("java") << "java";
        QTest::newRow("python (librdkafka)") << "python";
    }

    void everyClientThroughEveryFault()
    {
        QFETCH(QString, client);
        const QString group = test::uniqueName(QStringLiteral("labx-") + client);
        const QString topic = test::uniqueName(QStringLiteral("labx-") + client);
        const LiveRun r = lab(
            {QStringLiteral("--consumer-cmd"),
             command(client, QStringLiteral("--session-timeout 6000")), QStringLiteral("--group"),
             group, QStringLiteral("--topic"), topic, QStringLiteral("--partitions"),
             QStringLiteral("4"), QStringLiteral("--members"), QStringLiteral("2"),
             QStringLiteral("--rate"), QStringLiteral("40"), QStringLiteral("--script"),
             QStringLiteral("wait 2s; roll; wait 2s; crash 1; wait stable; "
                            "stall 1 for 10s; wait 12s; wait stable; add 1; "
                            "wait stable; remove 1; wait stable; wait 2s"),
             QStringLiteral("--stall-threshold"), QStringLiteral("30s"),
             // A member stopped past its session is replaced; when it wakes it
             // may process what it had fetched, after its successor committed
             // it (a zombie): processed twice, and allowed here.
             QStringLiteral("--allow-duplicates"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
        const QJsonObject report = json(r);
        const QJsonObject v = report.value(QStringLiteral("verdict")).toObject();
        QVERIFY(v.value(QStringLiteral("pass")).toBool());
        QCOMPARE(v.value(QStringLiteral("mode")).toString(), QStringLiteral("exact"));
        QVERIFY(v.value(QStringLiteral("acked")).toInt() > 500);
        QCOMPARE(v.value(QStringLiteral("lost")).toInt(), 0);
        QCOMPARE(v.value(QStringLiteral("unprocessed")).toInt(), 0);
        QCOMPARE(v.value(QStringLiteral("distinct")).toInt(),
                 v.value(QStringLiteral("acked")).toInt());
        // Processed after a commit had covered them: only ever by the member that was stalled.
        for (const QJsonValue &e : v.value(QStringLiteral("events")).toArray())
            if (e.toObject().value(QStringLiteral("step")).toString() !=
                QLatin1String("stall 1 for 10s"))
                QVERIFY2(e.toObject().value(QStringLiteral("real_duplicates")).toInt() == 0,
                         qPrintable(why(r)));
        // The crashed member's partitions wait for its session (6 s) to run out.
        const QJsonObject crash = stepEvent(v, QStringLiteral("crash 1"));
        QVERIFY2(crash.value(QStringLiteral("recover_ms")).toInt() >= 4000, qPrintable(why(r)));
        QVERIFY(crash.value(QStringLiteral("rebalances")).toInt() >= 1);
        // The stalled member stood still for the 10 s it was stopped.
        const QJsonObject stall = stepEvent(v, QStringLiteral("stall 1 for 10s"));
        const QString stalled = stall.value(QStringLiteral("member")).toString();
        const QJsonObject stop =
            stall.value(QStringLiteral("member_stops")).toObject().value(stalled).toObject();
        QVERIFY2(stop.value(QStringLiteral("ms")).toInt() >= 9000, qPrintable(why(r)));
        QVERIFY(stall.value(QStringLiteral("rebalances")).toInt() >= 1); // past its session
        QVERIFY(stepEvent(v, QStringLiteral("add 1")).value(QStringLiteral("rebalances")).toInt() >=
                1);
        QVERIFY(
            stepEvent(v, QStringLiteral("remove 1")).value(QStringLiteral("rebalances")).toInt() >=
            1);
        // Every dynamic member's restart in the roll rebalanced the group.
        QVERIFY(stepEvent(v, QStringLiteral("roll")).value(QStringLiteral("rebalances")).toInt() >=
                2);
        // The members' lanes are their labels (matched by their client id).
        QStringList lanes;
        for (const QJsonValue &m : report.value(QStringLiteral("members")).toArray())
            lanes << m.toObject().value(QStringLiteral("label")).toString();
        QVERIFY2(lanes.contains(QStringLiteral("m3")), qPrintable(lanes.join(QLatin1Char(','))));
        committedToTheEnd(group, topic);
    }

    // The online KIP-848 upgrade and its rollback, for the Java client and librdkafka.
    void migrateToTheConsumerProtocolAndBack_data()
    {
        QTest::addColumn<QString>("client");
        QTest::newRow("java") << "java";
        QTest::newRow("python (librdkafka)") << "python";
    }

    void migrateToTheConsumerProtocolAndBack()
    {
        QFETCH(QString, client);
        const QString group = test::uniqueName(QStringLiteral("labm-") + client);
        const QString topic = test::uniqueName(QStringLiteral("labm-") + client);
        const LiveRun r =
            lab({QStringLiteral("--consumer-cmd"), command(client), QStringLiteral("--group"),
                 group, QStringLiteral("--topic"), topic, QStringLiteral("--partitions"),
                 QStringLiteral("4"), QStringLiteral("--members"), QStringLiteral("2"),
                 QStringLiteral("--rate"), QStringLiteral("40"), QStringLiteral("--script"),
                 QStringLiteral("wait 2s; migrate 1 consumer; wait stable; "
                                "migrate 2 consumer; wait stable; wait 2s; "
                                "migrate 1 classic; wait stable; wait 2s"),
                 QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
        const QJsonObject v = json(r).value(QStringLiteral("verdict")).toObject();
        QVERIFY(v.value(QStringLiteral("pass")).toBool());
        QCOMPARE(v.value(QStringLiteral("lost")).toInt(), 0);
        QCOMPARE(v.value(QStringLiteral("real_duplicates")).toInt(), 0);
        for (const QString &step :
             {QStringLiteral("migrate 1 consumer"), QStringLiteral("migrate 2 consumer"),
              QStringLiteral("migrate 1 classic")}) {
            const QJsonObject e = stepEvent(v, step);
            QVERIFY2(!e.isEmpty(), qPrintable(step));
            QVERIFY2(e.value(QStringLiteral("recover_ms")).toInt() >= 0, qPrintable(why(r)));
        }
        // The rebalances the migrations caused name them.
        QStringList causes;
        for (const QJsonValue &rb : json(r).value(QStringLiteral("rebalances")).toArray())
            for (const QJsonValue &c : rb.toObject().value(QStringLiteral("cause")).toArray())
                causes << c.toString();
        QVERIFY2(causes.contains(QStringLiteral("migrate m1")), qPrintable(causes.join(',')));
        committedToTheEnd(group, topic);
    }

    // A consumer that commits before it processes, then crashes: the verdict names as lost
    // exactly records the consumer said it had committed ahead of processing.
    void commitFirstThenCrashLosesWhatItCommitted()
    {
        QTemporaryDir dir;
        const QString group = test::uniqueName(QStringLiteral("labcf"));
        const LiveRun r = lab(
            {QStringLiteral("--consumer-cmd"),
             QStringLiteral("sh -c 'exec %1 --bootstrap {bootstrap} --group {group} --topics "
                            "{topics} --instance {instance} --commit-first --work 150ms "
                            "2>>%2/{instance}.err'")
                 .arg(consumer(QStringLiteral("sarama")), dir.path()),
             QStringLiteral("--group"), group, QStringLiteral("--members"), QStringLiteral("2"),
             // More than the members can do: the crash always finds m1 in the middle of a
             // record it has committed already (and the backlog left is not waited for).
             QStringLiteral("--rate"), QStringLiteral("20"), QStringLiteral("--drain-max"),
             QStringLiteral("3000"), QStringLiteral("--script"),
             QStringLiteral("wait 4s; crash 1; wait stable; wait 2s"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 1, qPrintable(why(r))); // the verdict fails
        const QJsonObject v = json(r).value(QStringLiteral("verdict")).toObject();
        QVERIFY(!v.value(QStringLiteral("pass")).toBool());
        const int lost = v.value(QStringLiteral("lost")).toInt();
        QVERIFY2(lost >= 1, qPrintable(why(r)));
        QVERIFY(v.value(QStringLiteral("reasons"))
                    .toArray()
                    .first()
                    .toString()
                    .contains(QLatin1String("never processed")));
        // What the crashed member committed before processing it: "commit-first T P NEXT".
        QFile f(dir.filePath(group + QStringLiteral("-m1.err")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QSet<QString> committedAhead;
        static const QRegularExpression re(QStringLiteral(R"(commit-first (\S+) (\d+) (\d+))"));
        for (auto m = re.globalMatch(QString::fromUtf8(f.readAll())); m.hasNext();) {
            const auto x = m.next();
            committedAhead.insert(QStringLiteral("%1-%2@%3")
                                      .arg(x.captured(1), x.captured(2))
                                      .arg(x.captured(3).toLongLong() - 1));
        }
        const QJsonArray records = v.value(QStringLiteral("lost_records")).toArray();
        QCOMPARE(records.size(), lost);
        for (const QJsonValue &x : records) {
            const QJsonObject o = x.toObject();
            const QString id = QStringLiteral("%1-%2@%3")
                                   .arg(o.value(QStringLiteral("topic")).toString())
                                   .arg(o.value(QStringLiteral("partition")).toInt())
                                   .arg(o.value(QStringLiteral("offset")).toInteger());
            QVERIFY2(committedAhead.contains(id), qPrintable(id));
        }
    }

    // Static members rolled one by one within their session: the coordinator keeps the
    // assignment, so the roll rebalances nothing (and --max-rebalances 0 holds).
    void staticRollCausesNoRebalance()
    {
        const LiveRun r = lab(
            {QStringLiteral("--consumer-cmd"),
             command(QStringLiteral("java"), QStringLiteral("--static --session-timeout 30000")),
             QStringLiteral("--members"), QStringLiteral("3"), QStringLiteral("--rate"),
             QStringLiteral("30"), QStringLiteral("--script"),
             QStringLiteral("wait 2s; roll; wait 2s"), QStringLiteral("--max-rebalances"),
             QStringLiteral("0"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
        const QJsonObject v = json(r).value(QStringLiteral("verdict")).toObject();
        const QJsonObject roll = stepEvent(v, QStringLiteral("roll"));
        QCOMPARE(roll.value(QStringLiteral("rebalances")).toInt(), 0);
        QCOMPARE(roll.value(QStringLiteral("member")).toString(), QStringLiteral("m1,m2,m3"));
        // Each member stood still while its JVM restarted, and said so with its records.
        const QJsonObject stops = roll.value(QStringLiteral("member_stops")).toObject();
        QCOMPARE(stops.size(), 3);
        for (const QJsonValue &s : stops)
            QVERIFY(s.toObject().value(QStringLiteral("ms")).toInt() > 200);
        QCOMPARE(v.value(QStringLiteral("lost")).toInt(), 0);
        QVERIFY(stepEvent(v, QStringLiteral("add 3")).value(QStringLiteral("setup")).toBool());
    }

    // KIP-848: a member that stops polling keeps heartbeating from its background thread, so the
    // group stays stable and its partitions just stop. The lab says so while it happens (live,
    // within the threshold), and the verdict fails on it.
    void kip848SilentStallIsReportedLive()
    {
        const LiveRun r =
            lab({QStringLiteral("--consumer-cmd"),
                 command(QStringLiteral("java"), QStringLiteral("--pause-on-usr1 18s")),
                 QStringLiteral("--protocol"), QStringLiteral("consumer"),
                 QStringLiteral("--members"), QStringLiteral("2"), QStringLiteral("--rate"),
                 QStringLiteral("30"), QStringLiteral("--stall-threshold"), QStringLiteral("6s"),
                 QStringLiteral("--script"), QStringLiteral("wait 2s; signal 1 USR1; wait 22s")});
        QVERIFY2(r.exitCode == 1, qPrintable(why(r)));
        qint64 signalAt = -1, warnedAt = -1, verdictAt = -1;
        for (const auto &[at, line] : r.lines) {
            if (line.contains(QLatin1String("signal 1 USR1 -> m1")) && signalAt < 0)
                signalAt = at;
            if (line.contains(QLatin1String("no progress on")) && warnedAt < 0)
                warnedAt = at;
            if (line.startsWith(QLatin1String("Verdict:")))
                verdictAt = at;
        }
        QVERIFY2(signalAt >= 0 && warnedAt > signalAt && verdictAt > warnedAt, qPrintable(why(r)));
        // Printed as it happened: about the threshold after the signal, long before the end.
        QVERIFY2(warnedAt - signalAt < 6000 + 4000, qPrintable(why(r)));
        QVERIFY(verdictAt - warnedAt > 5000);
        QVERIFY(r.out.contains("a silent stall"));
        QVERIFY(r.out.contains("silent stall: "));
        QVERIFY(r.out.contains("owned by m1"));
    }

    // A consumer that prints nothing is judged from its group's commits, and the report says so.
    void withoutRecordLinesTheCommitsJudge()
    {
        const LiveRun r = lab(
            {QStringLiteral("--consumer-cmd"),
             QStringLiteral("sh -c 'exec %1 >/dev/null'")
                 .arg(command(QStringLiteral("sarama"), QStringLiteral("--session-timeout 6000"))),
             QStringLiteral("--members"), QStringLiteral("2"), QStringLiteral("--rate"),
             QStringLiteral("30"), QStringLiteral("--script"),
             QStringLiteral("wait 3s; crash 1; wait stable; wait 3s"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
        const QJsonObject v = json(r).value(QStringLiteral("verdict")).toObject();
        QCOMPARE(v.value(QStringLiteral("mode")).toString(), QStringLiteral("commits"));
        QVERIFY(v.value(QStringLiteral("lost")).isNull()); // not known without the records
        const QJsonObject crash = stepEvent(v, QStringLiteral("crash 1"));
        QVERIFY2(crash.value(QStringLiteral("recover_ms")).toInt() >= 4000, qPrintable(why(r)));
        const int resolution = crash.value(QStringLiteral("recover_resolution_ms")).toInt();
        QVERIFY2(resolution >= 500 && resolution <= 3000, qPrintable(why(r))); // about 1 s
        QVERIFY(v.value(QStringLiteral("notes"))
                    .toArray()
                    .first()
                    .toString()
                    .contains(QLatin1String("from its commits")));
    }

    // The same script over two clients, side by side.
    void comparesTwoConsumers()
    {
        const LiveRun r =
            lab({QStringLiteral("--consumer-cmd"), command(QStringLiteral("sarama")),
                 QStringLiteral("--consumer-cmd"), command(QStringLiteral("kafka-go")),
                 QStringLiteral("--members"), QStringLiteral("1"), QStringLiteral("--rate"),
                 QStringLiteral("20"), QStringLiteral("--script"),
                 QStringLiteral("wait 2s; add 1; wait stable")});
        QVERIFY2(r.exitCode == 0, qPrintable(why(r)));
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains(QLatin1String("lab-consumer-sarama")));
        QVERIFY(out.contains(QLatin1String("lab-consumer-kafka-go")));
        const qsizetype table = out.lastIndexOf(QLatin1String("recover ms"));
        QVERIFY2(table > 0, qPrintable(out));
        QCOMPARE(out.mid(table).count(QLatin1String(" pass")), 2);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabExternal)
#include "test_lab_external.moc"
