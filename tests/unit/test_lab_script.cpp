#include "rebalance/lab_script.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope::rebalance;

class TestLabScript : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesEveryActionWithDurations()
    {
        auto r =
            parseLabScript(QStringLiteral("add 3; wait 5s; crash 1; wait 15s; add 1; remove 2; "
                                          "stall 1 for 8s; restart 1"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message()));
        const QList<LabStep> &s = r.value();
        QCOMPARE(s.size(), 8);
        QCOMPARE(s[0].kind, LabStep::Kind::Add);
        QCOMPARE(s[0].count, 3);
        QCOMPARE(s[1].kind, LabStep::Kind::Wait);
        QCOMPARE(s[1].durationMs, 5000);
        QCOMPARE(s[2].kind, LabStep::Kind::Crash);
        QCOMPARE(s[2].position, 1);
        QCOMPARE(s[5].kind, LabStep::Kind::Remove);
        QCOMPARE(s[6].kind, LabStep::Kind::Stall);
        QCOMPARE(s[6].durationMs, 8000);
        QCOMPARE(s[7].kind, LabStep::Kind::Restart);
        QCOMPARE(s[6].text, QStringLiteral("stall 1 for 8s"));
        QCOMPARE(scriptDurationMs(s), 20000);
    }

    void newLinesCommentsUnitsAndLabels()
    {
        auto r = parseLabScript(
            QStringLiteral("# warm up\nadd 2\nwait 500ms # short\n\nwait 1.5\nwait 1m;crash m2\n"));
        QVERIFY(r.ok());
        QCOMPARE(r->size(), 5);
        QCOMPARE(r->at(1).durationMs, 500);
        QCOMPARE(r->at(2).durationMs, 1500);
        QCOMPARE(r->at(3).durationMs, 60000);
        QCOMPARE(r->at(4).label, QStringLiteral("m2"));
        QCOMPARE(r->at(4).position, 0);
        QCOMPARE(parseLabScript(QStringLiteral("ADD; Wait 2S"))->at(0).count, 1);
    }

    void positionsFollowRunningMembers()
    {
        // add 3 -> m1 m2 m3; crash 1 (m1) -> m2 m3; add 1 -> m2 m3 m4; remove 2 (m3) -> m2 m4
        auto r = parseLabScript(QStringLiteral("add 3; crash 1; add 1; remove 2; restart 2"));
        QVERIFY(r.ok());
        QStringList running = {QStringLiteral("m2"), QStringLiteral("m4")};
        QCOMPARE(resolveMember(r->at(4), running), QStringLiteral("m4"));
        QCOMPARE(resolveMember(r->at(1), {QStringLiteral("m1")}), QStringLiteral("m1"));
        LabStep byLabel;
        byLabel.label = QStringLiteral("m3");
        QCOMPARE(resolveMember(byLabel, running), QString());
    }

    void externalLabActions()
    {
        auto r = parseLabScript(QStringLiteral(
            "add 3; roll; roll 5s; roll stable; migrate 2 consumer; migrate m1 CLASSIC; "
            "signal 1 usr1; signal m3 SIGTERM; broker-restart coordinator; "
            "broker-restart 2 for 10s"));
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message()));
        const QList<LabStep> &s = r.value();
        QCOMPARE(s.size(), 10);
        QCOMPARE(s[1].kind, LabStep::Kind::Roll);
        QCOMPARE(s[1].durationMs, 0);
        QCOMPARE(s[2].durationMs, 5000);
        QCOMPARE(s[3].durationMs, 0);
        QCOMPARE(s[4].kind, LabStep::Kind::Migrate);
        QCOMPARE(s[4].position, 2);
        QCOMPARE(s[4].argument, QStringLiteral("consumer"));
        QCOMPARE(s[5].argument, QStringLiteral("classic"));
        QCOMPARE(s[5].label, QStringLiteral("m1"));
        QCOMPARE(s[6].kind, LabStep::Kind::Signal);
        QCOMPARE(s[6].argument, QStringLiteral("USR1"));
        QCOMPARE(s[7].argument, QStringLiteral("TERM"));
        QVERIFY(labSignalNumber(s[6].argument) != 0);
        QCOMPARE(s[8].kind, LabStep::Kind::BrokerRestart);
        QCOMPARE(s[8].node, -1);
        QCOMPARE(s[9].node, 2);
        QCOMPARE(s[9].durationMs, 10000);
        QCOMPARE(labStepKindName(s[9].kind), QStringLiteral("broker-restart"));
    }

    void errorsNameTheStep_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("needle");
        QTest::newRow("unknown verb") << "add 1; crsh 1"
                                      << "Step 2 (\"crsh 1\"): unknown action";
        QTest::newRow("bad duration") << "wait 5 seconds"
                                      << "takes one argument";
        QTest::newRow("bad unit") << "wait 5h"
                                  << "not a duration";
        QTest::newRow("no member yet") << "crash 1"
                                       << "no running member 1";
        QTest::newRow("member gone") << "add 2; remove 2; stall 2 for 1s"
                                     << "Step 3";
        QTest::newRow("label gone") << "add 2; crash m1; restart m1"
                                    << "no running member m1";
        QTest::newRow("stall without for") << "add 1; stall 1 8s"
                                           << "takes a member, \"for\" and a duration";
        QTest::newRow("stall wrong word") << "add 1; stall 1 during 8s"
                                          << "stall N for DURATION";
        QTest::newRow("bad count") << "add 0"
                                   << "count from 1 to 100";
        QTest::newRow("bad member") << "add 1; crash x"
                                    << "names no member";
        QTest::newRow("empty") << " ; # nothing"
                               << "no steps";
        QTest::newRow("migrate where") << "add 1; migrate 1 kip848"
                                       << "consumer or classic";
        QTest::newRow("migrate nobody") << "migrate 1 consumer"
                                        << "no running member 1";
        QTest::newRow("signal unknown") << "add 1; signal 1 KILL"
                                        << "USR1, USR2, HUP, INT, TERM";
        QTest::newRow("roll twice") << "add 1; roll 5s 6s"
                                    << "\"roll\" takes";
        QTest::newRow("broker node") << "broker-restart leader"
                                     << "node id or \"coordinator\"";
        QTest::newRow("broker for") << "broker-restart 1 during 5s"
                                    << "broker-restart N for DURATION";
    }

    void errorsNameTheStep()
    {
        QFETCH(QString, script);
        QFETCH(QString, needle);
        auto r = parseLabScript(script);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().contains(needle), qPrintable(r.error().message()));
        QCOMPARE(r.error().kind, kafscope::Error::Kind::Usage);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabScript)
#include "test_lab_script.moc"
