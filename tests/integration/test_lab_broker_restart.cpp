// Issue 35: the external-consumer lab's broker fault on kafka3 (three nodes): the group's
// coordinator is stopped and started again under a running sarama group; the group moves to a
// new coordinator and back, nothing is lost, and the event is measured.
#include "test_cluster.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;

class TestLabBrokerRestart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void coordinatorRestartLosesNothing()
    {
        const QString consumer =
            qEnvironmentVariable("KAFSCOPE_LAB_CONSUMERS") + QStringLiteral("/lab-consumer-sarama");
        QVERIFY2(QFileInfo(consumer).isExecutable(), qPrintable(consumer));
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--bootstrap"),
             test::bootstrap("kafka3"), QStringLiteral("--local-cluster"),
             test::clusterDir("kafka3"), QStringLiteral("--consumer-cmd"),
             consumer + QStringLiteral(" --bootstrap {bootstrap} --group {group} --topics "
                                       "{topics} --instance {instance}"),
             QStringLiteral("--members"), QStringLiteral("2"), QStringLiteral("--rate"),
             QStringLiteral("30"), QStringLiteral("--script"),
             QStringLiteral("wait 2s; broker-restart coordinator for 3s; wait stable; wait 3s"),
             QStringLiteral("--json")},
            300000);
        const QJsonObject report = QJsonDocument::fromJson(r.out).object();
        const QJsonObject v = report.value(QStringLiteral("verdict")).toObject();
        QVERIFY2(r.exitCode == 0,
                 qPrintable(QString::fromUtf8(r.err.right(2000)) +
                            QJsonDocument(v.value(QStringLiteral("reasons")).toArray())
                                .toJson(QJsonDocument::Compact) +
                            QJsonDocument(report.value(QStringLiteral("steps")).toArray())
                                .toJson(QJsonDocument::Compact)));
        QCOMPARE(v.value(QStringLiteral("lost")).toInt(), 0);
        QCOMPARE(v.value(QStringLiteral("unprocessed")).toInt(), 0);
        QJsonObject restart;
        for (const QJsonValue &e : v.value(QStringLiteral("events")).toArray())
            if (e.toObject()
                    .value(QStringLiteral("step"))
                    .toString()
                    .startsWith(QLatin1String("broker-restart")))
                restart = e.toObject();
        QVERIFY(!restart.isEmpty());
        QVERIFY2(
            restart.value(QStringLiteral("member")).toString().startsWith(QLatin1String("broker ")),
            qPrintable(restart.value(QStringLiteral("member")).toString()));
        QVERIFY(restart.value(QStringLiteral("recover_ms")).toInt() >= 0);
        // Every broker is back.
        QCOMPARE(test::clusterInfo("kafka3").runningCount(), 3);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabBrokerRestart)
#include "test_lab_broker_restart.moc"
