#include "lab_test_util.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <numeric>

using namespace kafscope;

namespace {

test::ProcessResult cli(const QStringList &args)
{
    return test::runProgram("KAFSCOPE_CLI",
                            QStringList{QStringLiteral("--bootstrap"), test::bootstrap("kafka1")} +
                                args);
}

} // namespace

class TestLabCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labRunComparesAssignors()
    {
        const QString topic = test::uniqueName(QStringLiteral("lab-cli"));
        const QString group = test::uniqueName(QStringLiteral("lab-cli"));
        const auto r =
            cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"), group,
                 QStringLiteral("--topic"), topic, QStringLiteral("--partitions"),
                 QStringLiteral("4"), QStringLiteral("--assignor"),
                 QStringLiteral("range,cooperative-sticky"), QStringLiteral("--session-timeout"),
                 QStringLiteral("3000"), QStringLiteral("--script"),
                 QStringLiteral("add 2; wait 3s; add 1; wait 3s"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray rows = o.value(QStringLiteral("comparison")).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].toObject().value(QStringLiteral("assignor")).toString(),
                 QStringLiteral("range"));
        QCOMPARE(rows[1].toObject().value(QStringLiteral("assignor")).toString(),
                 QStringLiteral("cooperative-sticky"));
        const QJsonArray runs = o.value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        for (const QJsonValue &v : runs) {
            const QJsonObject run = v.toObject();
            QCOMPARE(run.value(QStringLiteral("group")).toString(),
                     group + QLatin1Char('-') + run.value(QStringLiteral("assignor")).toString());
            QCOMPARE(run.value(QStringLiteral("partitions")).toArray().size(), 4);
            QCOMPARE(run.value(QStringLiteral("steps")).toArray().size(), 4);
            QVERIFY(run.value(QStringLiteral("settled")).toBool());
            bool joinedM3 = false;
            for (const QJsonValue &rb : run.value(QStringLiteral("rebalances")).toArray())
                if (rb.toObject()
                        .value(QStringLiteral("joined"))
                        .toArray()
                        .contains(QStringLiteral("m3"))) {
                    joinedM3 = true;
                    QVERIFY(rb.toObject().value(QStringLiteral("duration_ms")).toInt() >= 0);
                    QVERIFY(rb.toObject().value(QStringLiteral("moved_count")).toInt() >= 1);
                    QVERIFY(rb.toObject().contains(QStringLiteral("processed_twice")));
                }
            QVERIFY(joinedM3);
            QVERIFY(run.value(QStringLiteral("messages"))
                        .toObject()
                        .value(QStringLiteral("processed"))
                        .toInt() > 0);
        }
    }

    // Issue 33: a crash costs its partitions about the session timeout, not the milliseconds of the
    // rebalance the coordinator runs once it notices. The lab's report counts m1's partitions as
    // stopped from its exact crash time, and `rebalance watch` (the same group from outside, its
    // past replayed from __consumer_offsets) from m1's last commit.
    void crashStopIsAboutTheSessionTimeout()
    {
        const QString topic = test::uniqueName(QStringLiteral("lab-crash"));
        const QString group = test::uniqueName(QStringLiteral("lab-crash"));
        const qint64 session = 6000;
        const auto r =
            cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"), group,
                 QStringLiteral("--topic"), topic, QStringLiteral("--partitions"),
                 QStringLiteral("6"), QStringLiteral("--assignor"), QStringLiteral("range"),
                 QStringLiteral("--session-timeout"), QString::number(session),
                 QStringLiteral("--script"), QStringLiteral("add 3; wait 8s; crash 1; wait 12s"),
                 QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject run = QJsonDocument::fromJson(r.out).object();
        QJsonObject crash;
        for (const QJsonValue &v : run.value(QStringLiteral("rebalances")).toArray())
            if (v.toObject()
                    .value(QStringLiteral("cause"))
                    .toArray()
                    .contains(QStringLiteral("crash m1")))
                crash = v.toObject();
        QVERIFY2(!crash.isEmpty(), r.out.constData());
        const qint64 duration = crash.value(QStringLiteral("duration_ms")).toInteger();
        const qint64 longest = crash.value(QStringLiteral("longest_stop_ms")).toInteger();
        const QJsonObject silent = crash.value(QStringLiteral("silent_members"))
                                       .toObject()
                                       .value(QStringLiteral("m1"))
                                       .toObject();
        const QString why = QStringLiteral("duration %1 ms, longest stop %2 ms: %3")
                                .arg(duration)
                                .arg(longest)
                                .arg(QString::fromUtf8(QJsonDocument(crash).toJson()));
        // Silent from the crash until the coordinator timed it out: the session timeout, give or
        // take a heartbeat and the state poll.
        QVERIFY2(silent.value(QStringLiteral("exact")).toBool(), qPrintable(why));
        const qint64 silence = silent.value(QStringLiteral("ms")).toInteger();
        QVERIFY2(silence >= session * 8 / 10 && silence <= session + 4000, qPrintable(why));
        // Its partitions stood still from the crash to their new owner: at least the silence.
        QVERIFY2(longest >= silence && longest <= session + 8000, qPrintable(why));
        QVERIFY2(crash.value(QStringLiteral("longest_stop"))
                     .toObject()
                     .contains(QStringLiteral("partition")),
                 qPrintable(why));
        QVERIFY2(duration < longest, qPrintable(why));
        // Backward compatible: the member stops are there as before.
        QVERIFY(crash.contains(QStringLiteral("longest_member_stop_ms")));
        QVERIFY(crash.contains(QStringLiteral("member_stop_ms")));

        // From outside: the same group's past as `rebalance watch --json` replays it.
        const auto w =
            cli({QStringLiteral("rebalance"), QStringLiteral("watch"), group,
                 QStringLiteral("--for"), QStringLiteral("8"), QStringLiteral("--json")});
        QVERIFY2(w.exitCode == 0, w.err.constData());
        QJsonObject outside;
        for (const QByteArray &line : w.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            const QString event = o.value(QStringLiteral("event")).toString();
            if ((event == QLatin1String("rebalance") ||
                 event == QLatin1String("rebalance_update")) &&
                !o.value(QStringLiteral("timed_out")).toArray().isEmpty())
                outside = o; // the latest summary of the rebalance that timed m1 out
        }
        QVERIFY2(!outside.isEmpty(), w.out.constData());
        const QString whyOutside = QString::fromUtf8(QJsonDocument(outside).toJson());
        const QJsonObject outSilent = outside.value(QStringLiteral("silent_members")).toObject();
        QCOMPARE(outSilent.size(), 1);
        const qint64 outSilence =
            outSilent.begin().value().toObject().value(QStringLiteral("ms")).toInteger();
        QVERIFY2(outSilence >= session * 8 / 10 && outSilence <= session + 4000,
                 qPrintable(whyOutside));
        const qint64 outLongest = outside.value(QStringLiteral("longest_stop_ms")).toInteger();
        QVERIFY2(outLongest >= session * 8 / 10 && outLongest <= session + 8000,
                 qPrintable(whyOutside));
    }

    // The same script under the classic protocol and KIP-848's consumer protocol, side by side.
    void labRunComparesProtocols()
    {
        const QString topic = test::uniqueName(QStringLiteral("lab-848"));
        const QString group = test::uniqueName(QStringLiteral("lab-848"));
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                            group, QStringLiteral("--topic"), topic, QStringLiteral("--partitions"),
                            QStringLiteral("4"), QStringLiteral("--protocol"),
                            QStringLiteral("both"), QStringLiteral("--session-timeout"),
                            QStringLiteral("3000"), QStringLiteral("--script"),
                            QStringLiteral("add 2; wait 6s; add 1; wait 6s; remove 1"),
                            QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray rows = o.value(QStringLiteral("comparison")).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].toObject().value(QStringLiteral("protocol")).toString(),
                 QStringLiteral("classic"));
        QCOMPARE(rows[1].toObject().value(QStringLiteral("protocol")).toString(),
                 QStringLiteral("consumer"));
        const QJsonArray runs = o.value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        for (const QJsonValue &v : runs) {
            const QJsonObject run = v.toObject();
            const QString protocol = run.value(QStringLiteral("protocol")).toString();
            const QString runGroup = run.value(QStringLiteral("group")).toString();
            QCOMPARE(runGroup, group + QLatin1Char('-') + protocol);
            QCOMPARE(run.value(QStringLiteral("steps")).toArray().size(), 5);
            for (const QJsonValue &st : run.value(QStringLiteral("steps")).toArray())
                QVERIFY2(st.toObject().value(QStringLiteral("ok")).toBool(),
                         qPrintable(st.toObject().value(QStringLiteral("error")).toString()));
            QVERIFY2(run.value(QStringLiteral("settled")).toBool(), qPrintable(protocol));
            QVERIFY2(
                run.value(QStringLiteral("errors")).toArray().isEmpty(),
                QJsonDocument(run.value(QStringLiteral("errors")).toArray()).toJson().constData());
            // After settling every partition has exactly one owner, and it is a running member (m1
            // left).
            const QJsonObject owners = run.value(QStringLiteral("final_assignment")).toObject();
            QCOMPARE(owners.size(), 4);
            QSet<QString> ownerSet;
            for (auto it = owners.begin(); it != owners.end(); ++it) {
                QVERIFY2(it.value().isString(), qPrintable(protocol + QLatin1Char(' ') + it.key()));
                QVERIFY(it.value().toString() == QLatin1String("m2") ||
                        it.value().toString() == QLatin1String("m3"));
                ownerSet.insert(it.value().toString());
            }
            QCOMPARE(ownerSet.size(), 2);
            // m3 joining and m1 leaving each moved partitions. Under KIP-848 a member learns of a
            // new target at its next heartbeat (5 s by default) and reconciles incrementally, so a
            // change may join a reconciliation still going on, or its partitions move in a later
            // rebalance: what holds is that from the rebalance with the change onward some
            // partition moved, and that the lab measured the members' pauses wherever partitions
            // moved.
            int firstM3 = -1, firstM1 = -1;
            QList<int> movedCounts;
            for (const QJsonValue &rb : run.value(QStringLiteral("rebalances")).toArray()) {
                const QJsonObject b = rb.toObject();
                const int i = int(movedCounts.size());
                if (firstM3 < 0 &&
                    b.value(QStringLiteral("joined")).toArray().contains(QStringLiteral("m3")))
                    firstM3 = i;
                if (firstM1 < 0 &&
                    b.value(QStringLiteral("left")).toArray().contains(QStringLiteral("m1")))
                    firstM1 = i;
                movedCounts << b.value(QStringLiteral("moved_count")).toInt();
                if (movedCounts.last() > 0)
                    QVERIFY2(!b.value(QStringLiteral("member_pause_ms")).toObject().isEmpty(),
                             qPrintable(protocol));
            }
            const auto movedFrom = [&](int first) {
                return first >= 0 &&
                       std::accumulate(movedCounts.begin() + first, movedCounts.end(), 0) >= 1;
            };
            QVERIFY2(firstM3 >= 0 && firstM1 >= 0, qPrintable(protocol));
            QVERIFY2(movedFrom(firstM3) && movedFrom(firstM1), qPrintable(protocol));
            QVERIFY(run.value(QStringLiteral("messages"))
                        .toObject()
                        .value(QStringLiteral("processed"))
                        .toInt() > 0);
            // Graceful joins and leaves with offsets committed on revocation: nothing is processed
            // twice.
            QCOMPARE(run.value(QStringLiteral("messages"))
                         .toObject()
                         .value(QStringLiteral("processed_twice"))
                         .toInt(),
                     0);
            // Which protocol the coordinator ran: KIP-848 groups keep ConsumerGroupMetadata records
            // in
            // __consumer_offsets, classic ones GroupMetadata.
            const auto log = cli({QStringLiteral("offsets-log"), QStringLiteral("--group"),
                                  runGroup, QStringLiteral("--json")});
            QVERIFY2(log.exitCode == 0, log.err.constData());
            const bool kip848 = log.out.contains("\"record_type\":\"ConsumerGroupMetadata\"");
            const bool classic = log.out.contains("\"record_type\":\"GroupMetadata\"");
            QCOMPARE(kip848, protocol == QLatin1String("consumer"));
            QCOMPARE(classic, protocol == QLatin1String("classic"));
        }
    }

    void consumerProtocolRefusesClientAssignors()
    {
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                            QStringLiteral("g"), QStringLiteral("--topic"), QStringLiteral("t"),
                            QStringLiteral("--protocol"), QStringLiteral("consumer"),
                            QStringLiteral("--assignor"), QStringLiteral("cooperative-sticky"),
                            QStringLiteral("--script"), QStringLiteral("add 1")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("runs only in the client"), r.err.constData());
        const auto both =
            cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                 QStringLiteral("g"), QStringLiteral("--topic"), QStringLiteral("t"),
                 QStringLiteral("--protocol"), QStringLiteral("both"), QStringLiteral("--assignor"),
                 QStringLiteral("uniform"), QStringLiteral("--script"), QStringLiteral("add 1")});
        QCOMPARE(both.exitCode, 2);
        QVERIFY2(both.err.contains("Unknown assignor \"uniform\" for the classic protocol"),
                 both.err.constData());
        const auto bad =
            cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                 QStringLiteral("g"), QStringLiteral("--topic"), QStringLiteral("t"),
                 QStringLiteral("--protocol"), QStringLiteral("eager"), QStringLiteral("--script"),
                 QStringLiteral("add 1")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("--protocol takes classic, consumer or both"),
                 bad.err.constData());
    }

    void badScriptIsAUsageErrorNamingTheStep()
    {
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                            QStringLiteral("g"), QStringLiteral("--topic"), QStringLiteral("t"),
                            QStringLiteral("--script"), QStringLiteral("add 1; crash 2"),
                            QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Step 2 (\"crash 2\")"), r.err.constData());
        const auto bad =
            cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                 QStringLiteral("g"), QStringLiteral("--topic"), QStringLiteral("t"),
                 QStringLiteral("--assignor"), QStringLiteral("sticky"), QStringLiteral("--script"),
                 QStringLiteral("add 1")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("Unknown assignor"), bad.err.constData());
    }

    void missingTopicIsNamed()
    {
        const QString topic = test::uniqueName(QStringLiteral("lab-missing"));
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
                            QStringLiteral("g"), QStringLiteral("--topic"), topic,
                            QStringLiteral("--script"), QStringLiteral("add 1; wait 1s")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("Topic %1 does not exist").arg(topic).toUtf8()),
                 r.err.constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabCli)
#include "test_lab_cli.moc"
