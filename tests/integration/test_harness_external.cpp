#include "harness_test_util.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace kafscope;

namespace {

// A harness configuration whose consumer under test is the sarama peer in `mode`, processing
// `rate` messages per second: 2 levels offering 100 + 300 per second, an overload for rate < 400.
harness::HarnessConfig externalConfig(const QString &mode, double rate, qint64 durationMs,
                                      const QString &extra = {})
{
    harness::HarnessConfig c =
        test::harnessConfig(QStringLiteral("strict"), {100, 300}, 800,
                            durationMs); // capacity: the built-in consumer's, unused
    c.consumerCommand =
        QStringLiteral(
            "%1 -bootstrap {bootstrap} -group {group} -topics {topics} -mode %2 -rate %3 %4")
            .arg(qEnvironmentVariable("KAFSCOPE_HARNESS_PEER"), mode)
            .arg(rate)
            .arg(extra);
    c.drainTimeoutMs = 90000;
    return c;
}

qint64 sum(const harness::HarnessReport &r, qint64 harness::LevelReport::*field)
{
    qint64 n = 0;
    for (const auto &l : r.levels)
        n += l.*field;
    return n;
}

QString peer()
{
    return qEnvironmentVariable("KAFSCOPE_HARNESS_PEER");
}

} // namespace

class TestHarnessExternal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Strict priority loses nothing, every acknowledged message is covered by the final commits,
    // and it inverts less than arrival order on the same overload, which does invert; exactly and
    // by commits alike. The commits-only figures agree with the exact ones within the commit
    // interval.
    void strictPassesArrivalOrderInverts()
    {
        const auto strict = test::runHarness(externalConfig(QStringLiteral("strict"), 250, 8000));
        QVERIFY2(test::accountedFor(strict),
                 qPrintable(strict.problems.join(QStringLiteral("; "))));
        QCOMPARE(strict.judgedBy, QStringLiteral("exact"));
        QCOMPARE(strict.strategy, QStringLiteral("external"));
        QCOMPARE(strict.unknownReports, 0);
        QVERIFY(strict.commitResolutionMs > 0);
        // The resolution of commit judgements: the commit interval, plus the test's tolerance for a
        // loaded machine.
        const double slack = double(strict.commitResolutionMs + strict.toleranceMs);
        for (const auto &l : strict.levels) {
            QCOMPARE(l.notCommitted, 0);
            QCOMPARE(l.committed, l.produced);
            QCOMPARE(l.committed, l.consumed);
            const QString where =
                QStringLiteral("%1: exact p50/p95 %2/%3 ms, by commits %4/%5 ms, slack %6 ms")
                    .arg(l.name)
                    .arg(l.p50Ms)
                    .arg(l.p95Ms)
                    .arg(l.commitP50Ms)
                    .arg(l.commitP95Ms)
                    .arg(slack);
            QVERIFY2(l.commitP50Ms >= l.p50Ms - slack && l.commitP50Ms <= l.p50Ms + slack,
                     qPrintable(where));
            QVERIFY2(l.commitP95Ms >= l.p95Ms - slack && l.commitP95Ms <= l.p95Ms + slack,
                     qPrintable(where));
        }

        const auto arrival = test::runHarness(externalConfig(QStringLiteral("arrival"), 250, 8000));
        QVERIFY2(test::accountedFor(arrival),
                 qPrintable(arrival.problems.join(QStringLiteral("; "))));
        QVERIFY(arrival.levels.value(1).inversions > 0);
        QVERIFY2(strict.inversions < arrival.inversions,
                 qPrintable(QStringLiteral("strict %1, arrival %2")
                                .arg(strict.inversions)
                                .arg(arrival.inversions)));
        QVERIFY(arrival.levels.value(1).commitInversions > 0);
        QVERIFY2(strict.commitInversions < arrival.commitInversions,
                 qPrintable(QStringLiteral("by commits: strict %1, arrival %2")
                                .arg(strict.commitInversions)
                                .arg(arrival.commitInversions)));
        // Arrival order makes the high level wait behind the low backlog: by commits as exactly.
        QVERIFY2(arrival.levels[0].commitP95Ms > strict.levels[0].commitP95Ms,
                 qPrintable(QStringLiteral("high p95 by commits: strict %1 ms, arrival %2 ms")
                                .arg(strict.levels[0].commitP95Ms)
                                .arg(arrival.levels[0].commitP95Ms)));
    }

    // Committing before processing, then killed with messages buffered: the exact report names them
    // lost.
    void commitFirstCrashedLoses()
    {
        harness::HarnessConfig c = externalConfig(QStringLiteral("commit-first"), 150, 8000);
        c.faults << harness::Fault::parse(QStringLiteral("crash@4s")).value();
        const auto r = test::runHarness(c);
        QCOMPARE(r.levels.size(), 2);
        QCOMPARE(r.judgedBy, QStringLiteral("exact"));
        QVERIFY2(sum(r, &harness::LevelReport::lost) > 0, qPrintable(r.table()));
        // The commits covered them: judged by commits alone, nothing would look lost.
        QCOMPARE(sum(r, &harness::LevelReport::notCommitted), 0);
        QCOMPARE(r.verdict, harness::Verdict::Fail);
        QCOMPARE(r.faults.size(), 1);
        QVERIFY(r.faults.first().ok);
    }

    // A consumer that never commits and reports nothing: judged by commits, every message is not
    // consumed.
    void noCommitIsNothingConsumed()
    {
        harness::HarnessConfig c = externalConfig(QStringLiteral("no-commit"), 1000, 4000,
                                                  QStringLiteral("-report=false"));
        const auto r = test::runHarness(c);
        QCOMPARE(r.levels.size(), 2);
        QCOMPARE(r.judgedBy, QStringLiteral("commits"));
        for (const auto &l : r.levels) {
            QVERIFY(l.produced > 0);
            QCOMPARE(l.notCommitted, l.produced);
            QCOMPARE(l.lost, l.produced);
            QCOMPARE(l.consumed, 0);
        }
        QCOMPARE(r.verdict, harness::Verdict::Fail);
        QVERIFY2(r.problems.join(QLatin1Char(' ')).contains(QStringLiteral("never committed")),
                 qPrintable(r.problems.join(QLatin1Char(' '))));
        QVERIFY2(r.problems.join(QLatin1Char(' ')).contains(QStringLiteral("not consumed")),
                 qPrintable(r.problems.join(QLatin1Char(' '))));
    }

    // A command that exits at once fails the run with that reason and its stderr.
    void commandExitingEarlyFails()
    {
        harness::HarnessConfig c = externalConfig(QStringLiteral("strict"), 250, 2000);
        c.consumerCommand = QStringLiteral("%1 -bootstrap {bootstrap} -topics {topics} -group ''")
                                .arg(qEnvironmentVariable("KAFSCOPE_HARNESS_PEER"));
        std::atomic<int> stop{0};
        const auto r = harness::HarnessRun(c).run(test::profileFor("kafka1"), stop);
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(QStringLiteral("exited with code 1")),
                 qPrintable(r.error().message()));
        QVERIFY2(r.error().message().contains(QStringLiteral("needs -bootstrap")),
                 qPrintable(r.error().message()));
    }

    // A command that exits on its own during the load fails the run with its exit code and stderr;
    // the report covers the run as far as it went.
    void commandExitingDuringTheLoadFails()
    {
        const auto r = test::runHarness(externalConfig(QStringLiteral("strict"), 1000, 30000,
                                                       QStringLiteral("-exit-after 8s")));
        QCOMPARE(r.levels.size(), 2);
        QCOMPARE(r.verdict, harness::Verdict::Fail);
        const QString problems = r.problems.join(QLatin1Char(' '));
        QVERIFY2(problems.contains(QStringLiteral("exited with code 3 before the run ended")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(QStringLiteral("giving up")), qPrintable(problems));
        QVERIFY(r.consumerStderr.contains(QStringLiteral("[external-1]")));
        QVERIFY(r.consumerStderr.contains(QStringLiteral("giving up: -exit-after reached")));
        QVERIFY(r.levels[0].produced > 0);
        QVERIFY(r.levels[0].produced < 30 * 100); // stopped early, not after the 30 s of load
    }

    // A command that runs but never joins the group fails the run with that reason.
    void commandNeverJoiningFails()
    {
        harness::HarnessConfig c = externalConfig(QStringLiteral("strict"), 250, 2000);
        c.consumerCommand = QStringLiteral("sleep 120");
        c.joinTimeoutMs = 4000;
        std::atomic<int> stop{0};
        const auto r = harness::HarnessRun(c).run(test::profileFor("kafka1"), stop);
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(QStringLiteral("never joined")),
                 qPrintable(r.error().message()));
    }

    // Restart (SIGTERM, start again), crash (SIGKILL, start again) and a second instance joining
    // act on the process: a consumer that marks after processing loses nothing through them.
    void processFaultsLoseNothing()
    {
        harness::HarnessConfig c = externalConfig(QStringLiteral("strict"), 1000, 9000);
        for (const char *f : {"restart@2s", "crash@4s", "add-consumer@6s"})
            c.faults << harness::Fault::parse(QString::fromLatin1(f)).value();
        const auto r = test::runHarness(c);
        QVERIFY2(test::accountedFor(r), qPrintable(r.problems.join(QStringLiteral("; "))));
        QCOMPARE(r.faults.size(), 3);
        for (const auto &f : r.faults)
            QVERIFY2(f.ok, qPrintable(f.error));
        const QString events = r.events.join(QLatin1Char('\n'));
        QVERIFY2(events.contains(QStringLiteral("external-1 terminated")), qPrintable(events));
        QVERIFY2(events.contains(QStringLiteral("external-2 killed")), qPrintable(events));
        for (const auto &l : r.levels)
            QCOMPARE(l.notCommitted, 0);
    }

    // The CLI: placeholders for the topics, the environment for bootstrap and group (the peer reads
    // KAFSCOPE_BOOTSTRAP and KAFSCOPE_GROUP), the report as JSON.
    void cliFillsPlaceholdersAndEnvironment()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-ext-cli"));
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
             QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
             QStringLiteral("--rates"), QStringLiteral("100,100"), QStringLiteral("--duration"),
             QStringLiteral("3s"), QStringLiteral("--partitions"), QStringLiteral("1"),
             QStringLiteral("--topic-prefix"), prefix, QStringLiteral("--consumer-cmd"),
             QStringLiteral("'%1' -topics {topic:high},{topic:low} -mode \"strict\" -rate 2000")
                 .arg(peer()),
             QStringLiteral("--json")},
            180000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("strategy")).toString(), QStringLiteral("external"));
        QCOMPARE(o.value(QStringLiteral("judged_by")).toString(), QStringLiteral("exact"));
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        QVERIFY(o.value(QStringLiteral("consumer_command"))
                    .toString()
                    .contains(QStringLiteral("{topic:high}")));
        QVERIFY(o.value(QStringLiteral("commit_resolution_ms")).toInteger() > 0);
        const QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        // The committed progress over time ends with every message covered.
        const QJsonArray progress = o.value(QStringLiteral("commit_progress")).toArray();
        QVERIFY(progress.size() >= 2);
        const QJsonArray last = progress.last().toArray();
        QCOMPARE(last.size(), 3); // ms, high, low
        QVERIFY(progress.first().toArray()[0].toInteger() < last[0].toInteger());
        for (int i = 0; i < 2; ++i)
            QCOMPARE(last[i + 1].toInteger(),
                     levels[i].toObject().value(QStringLiteral("produced")).toInteger());
        for (const auto &lv : levels) {
            const QJsonObject l = lv.toObject();
            QVERIFY(l.value(QStringLiteral("produced")).toInteger() > 0);
            QCOMPARE(l.value(QStringLiteral("consumed")).toInteger(),
                     l.value(QStringLiteral("produced")).toInteger());
            QCOMPARE(l.value(QStringLiteral("committed")).toInteger(),
                     l.value(QStringLiteral("produced")).toInteger());
            QCOMPARE(l.value(QStringLiteral("not_committed")).toInteger(), 0);
            QVERIFY(l.value(QStringLiteral("commit_p95_ms")).toDouble() > 0);
        }
    }

    // --observe-group: the user runs the consumer; the harness produces and judges from the
    // commits.
    void observedGroupIsJudgedByCommits()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-observe"));
        const QString group = test::uniqueName(QStringLiteral("my-consumers"));
        QProcess consumer;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KAFSCOPE_BOOTSTRAP"), test::bootstrap("kafka1"));
        env.insert(QStringLiteral("KAFSCOPE_GROUP"), group);
        env.insert(QStringLiteral("KAFSCOPE_TOPICS"),
                   prefix + QStringLiteral("-high,") + prefix + QStringLiteral("-low"));
        consumer.setProcessEnvironment(env);
        consumer.setStandardOutputFile(QProcess::nullDevice());
        consumer.start(peer(),
                       {QStringLiteral("-mode"), QStringLiteral("strict"), QStringLiteral("-rate"),
                        QStringLiteral("2000"), QStringLiteral("-report=false")});
        QVERIFY(consumer.waitForStarted());
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
             QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
             QStringLiteral("--rates"), QStringLiteral("100,100"), QStringLiteral("--duration"),
             QStringLiteral("3s"), QStringLiteral("--partitions"), QStringLiteral("1"),
             QStringLiteral("--topic-prefix"), prefix, QStringLiteral("--observe-group"), group,
             QStringLiteral("--json")},
            240000);
        consumer.terminate();
        consumer.waitForFinished(15000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("observed_group")).toString(), group);
        QCOMPARE(o.value(QStringLiteral("group")).toString(), group);
        QCOMPARE(o.value(QStringLiteral("judged_by")).toString(), QStringLiteral("commits"));
        for (const auto &lv : o.value(QStringLiteral("levels")).toArray()) {
            const QJsonObject l = lv.toObject();
            QVERIFY(l.value(QStringLiteral("produced")).toInteger() > 0);
            QCOMPARE(l.value(QStringLiteral("not_committed")).toInteger(), 0);
            QCOMPARE(l.value(QStringLiteral("consumed")).toInteger(),
                     l.value(QStringLiteral("produced")).toInteger());
        }
    }

    // The README's worked example: the sarama consumer of examples/priority-consumer-sarama, run by
    // the command line the README shows (two levels, shorter), serves high before low and loses
    // nothing.
    void readmeExampleServesHighFirst()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-example"));
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
             QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
             QStringLiteral("--rates"), QStringLiteral("100,300"), QStringLiteral("--duration"),
             QStringLiteral("6s"), QStringLiteral("--topic-prefix"), prefix,
             QStringLiteral("--tolerance"), QStringLiteral("1s"), QStringLiteral("--consumer-cmd"),
             QStringLiteral(
                 "%1 -brokers {bootstrap} -group {group} -topics {topics} -work 4ms -report")
                 .arg(qEnvironmentVariable("KAFSCOPE_EXAMPLE_CONSUMER")),
             QStringLiteral("--json")},
            240000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("judged_by")).toString(), QStringLiteral("exact"));
        QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
        const QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        const double highP95 = levels[0]
                                   .toObject()
                                   .value(QStringLiteral("latency_ms"))
                                   .toObject()
                                   .value(QStringLiteral("p95"))
                                   .toDouble();
        const double lowP95 = levels[1]
                                  .toObject()
                                  .value(QStringLiteral("latency_ms"))
                                  .toObject()
                                  .value(QStringLiteral("p95"))
                                  .toDouble();
        QVERIFY2(highP95 < lowP95,
                 qPrintable(QStringLiteral("p95 high %1 ms, low %2 ms").arg(highP95).arg(lowP95)));
        for (const auto &lv : levels)
            QCOMPARE(lv.toObject().value(QStringLiteral("lost")).toInteger(), 0);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessExternal)
#include "test_harness_external.moc"
