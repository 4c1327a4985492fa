#include "lab_test_util.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace kafscope;

namespace {

test::ProcessResult cli(const QStringList &args)
{
    return test::runProgram("KAFSCOPE_CLI", QStringList{QStringLiteral("--bootstrap"), test::bootstrap("kafka1")} + args);
}

} // namespace

class TestLabCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labRunComparesAssignors()
    {
        const QString topic = test::uniqueName(QStringLiteral("lab-cli"));
        const QString group = test::uniqueName(QStringLiteral("lab-cli"));
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"), group,
                            QStringLiteral("--topic"), topic, QStringLiteral("--partitions"), QStringLiteral("4"),
                            QStringLiteral("--assignor"), QStringLiteral("range,cooperative-sticky"),
                            QStringLiteral("--session-timeout"), QStringLiteral("3000"),
                            QStringLiteral("--script"), QStringLiteral("add 2; wait 3s; add 1; wait 3s"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray rows = o.value(QStringLiteral("comparison")).toArray();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].toObject().value(QStringLiteral("assignor")).toString(), QStringLiteral("range"));
        QCOMPARE(rows[1].toObject().value(QStringLiteral("assignor")).toString(), QStringLiteral("cooperative-sticky"));
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
                if (rb.toObject().value(QStringLiteral("joined")).toArray().contains(QStringLiteral("m3"))) {
                    joinedM3 = true;
                    QVERIFY(rb.toObject().value(QStringLiteral("pause_ms")).toInt() >= 0);
                    QVERIFY(rb.toObject().value(QStringLiteral("moved_count")).toInt() >= 1);
                    QVERIFY(rb.toObject().contains(QStringLiteral("processed_twice")));
                }
            QVERIFY(joinedM3);
            QVERIFY(run.value(QStringLiteral("messages")).toObject().value(QStringLiteral("processed")).toInt() > 0);
        }
    }

    void badScriptIsAUsageErrorNamingTheStep()
    {
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"), QStringLiteral("g"),
                            QStringLiteral("--topic"), QStringLiteral("t"), QStringLiteral("--script"),
                            QStringLiteral("add 1; crash 2"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Step 2 (\"crash 2\")"), r.err.constData());
        const auto bad = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"), QStringLiteral("g"),
                              QStringLiteral("--topic"), QStringLiteral("t"), QStringLiteral("--assignor"),
                              QStringLiteral("sticky"), QStringLiteral("--script"), QStringLiteral("add 1")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("Unknown assignor"), bad.err.constData());
    }

    void missingTopicIsNamed()
    {
        const QString topic = test::uniqueName(QStringLiteral("lab-missing"));
        const auto r = cli({QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"), QStringLiteral("g"),
                            QStringLiteral("--topic"), topic, QStringLiteral("--script"), QStringLiteral("add 1; wait 1s")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("Topic %1 does not exist").arg(topic).toUtf8()), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestLabCli)
#include "test_lab_cli.moc"
