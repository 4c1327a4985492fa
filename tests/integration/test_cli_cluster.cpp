#include "common/kafka_release.h"
#include "cluster/kafka_client.h"
#include "test_main.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;

class TestCliCluster : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clusterJson()
    {
        const auto info = test::clusterInfo("kafka1");
        auto r =
            test::runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), info.bootstrap,
                                              QStringLiteral("cluster"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("cluster_id")).toString(), info.clusterId);
        QCOMPARE(o.value(QStringLiteral("controller_id")).toInt(), 1);
        // Kafka 4 is KRaft: the active controller is not visible, so it is null, never a guess.
        QCOMPARE(o.value(QStringLiteral("metadata_quorum")).toString(), QStringLiteral("kraft"));
        QVERIFY(o.contains(QStringLiteral("active_controller_id")));
        QVERIFY(o.value(QStringLiteral("active_controller_id")).isNull());
        const QJsonArray brokers = o.value(QStringLiteral("brokers")).toArray();
        QCOMPARE(brokers.size(), 1);
        QCOMPARE(brokers[0].toObject().value(QStringLiteral("port")).toInt(),
                 info.nodes[0].spec.port);
        QCOMPARE(brokers[0].toObject().value(QStringLiteral("host")).toString(),
                 QStringLiteral("127.0.0.1"));
        QVERIFY(r.err.isEmpty()); // librdkafka's own logging stays off stdout/stderr
    }
    // Clients connect to the named brokers at once (librdkafka drops the bootstrap connection
    // after its first answer); every one-shot run still prints what the core reads in process.
    void oneShotRunsPrintTheCoreAnswer()
    {
        const auto info = test::clusterInfo("kafka1");
        auto client = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test"));
        QVERIFY(client);
        auto md = client.value()->metadata(false);
        QVERIFY2(md, qPrintable(md ? QString() : md.error().message()));
        for (int i = 0; i < 5; ++i) {
            auto r = test::runProgram("KAFSCOPE_CLI",
                                      {QStringLiteral("--bootstrap"), info.bootstrap,
                                       QStringLiteral("cluster"), QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            const QJsonObject o = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(
                o.keys(),
                (QStringList{QStringLiteral("active_controller_id"), QStringLiteral("brokers"),
                             QStringLiteral("cluster_id"), QStringLiteral("controller_id"),
                             QStringLiteral("kafka_version"), QStringLiteral("metadata_quorum"),
                             QStringLiteral("partitions"), QStringLiteral("topics")}));
            QCOMPARE(o.value(QStringLiteral("cluster_id")).toString(), md->clusterId);
            QCOMPARE(o.value(QStringLiteral("controller_id")).toInt(), md->controllerId);
            // The release line the brokers run, from their ApiVersions (the fixture's release).
            QCOMPARE(o.value(QStringLiteral("kafka_version")).toString(),
                     kafscope::KafkaRelease::parse(info.version)->line());
            const QJsonArray brokers = o.value(QStringLiteral("brokers")).toArray();
            QCOMPARE(brokers.size(), md->brokers.size());
            for (qsizetype b = 0; b < brokers.size(); ++b) {
                QCOMPARE(brokers[b].toObject().value(QStringLiteral("id")).toInt(),
                         md->brokers[b].id);
                QCOMPARE(brokers[b].toObject().value(QStringLiteral("port")).toInt(),
                         md->brokers[b].port);
            }
            auto text =
                test::runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), info.bootstrap,
                                                  QStringLiteral("cluster")});
            QCOMPARE(text.exitCode, 0);
            QVERIFY2(text.out.startsWith("cluster id:  " + md->clusterId.toUtf8() +
                                         "\ncontroller:  KRaft: clients cannot see the active "
                                         "controller (the metadata names a random broker "
                                         "instead)\ntopics:      "),
                     text.out.constData());
            QVERIFY2(
                text.out.contains("\nkafka:       " +
                                  kafscope::KafkaRelease::parse(info.version)->line().toUtf8() +
                                  "\nbrokers:\n"),
                text.out.constData());
            // No broker is marked as the controller under KRaft.
            QVERIFY(text.out.endsWith(QStringLiteral("brokers:\n  %1  %2:%3\n")
                                          .arg(md->brokers[0].id)
                                          .arg(md->brokers[0].host)
                                          .arg(md->brokers[0].port)
                                          .toUtf8()));
        }
    }
    void unreachableIsExitOneWithMessage()
    {
        auto r = test::runProgram("KAFSCOPE_CLI",
                                  {QStringLiteral("--bootstrap"), QStringLiteral("127.0.0.1:1"),
                                   QStringLiteral("--timeout"), QStringLiteral("3000"),
                                   QStringLiteral("cluster"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 QStringLiteral("kafscope-cli: Cannot reach 127.0.0.1:1 — connection refused"));
    }
    void badUsageIsExitTwo()
    {
        auto r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("cluster"),
                                                   QStringLiteral("--nope"), QStringLiteral("x")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("Unknown option --nope"));
    }
    void localStatusOfFixture()
    {
        const QString dir = test::clusterDir("kafka1");
        auto r = test::runProgram("KAFSCOPE_CLI",
                                  {QStringLiteral("local"), QStringLiteral("status"),
                                   QStringLiteral("--dir"), dir, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("brokers")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("running")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("bootstrap")).toString(), test::bootstrap("kafka1"));
        QCOMPARE(o.value(QStringLiteral("dir")).toString(), dir);
    }
    void secondStartReusesRunningCluster()
    {
        const QString dir = test::clusterDir("kafka1");
        auto r = test::runProgram("KAFSCOPE_CLI",
                                  {QStringLiteral("local"), QStringLiteral("start"),
                                   QStringLiteral("--dir"), dir, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value(QStringLiteral("reused")).toBool());
        QCOMPARE(o.value(QStringLiteral("bootstrap")).toString(), test::bootstrap("kafka1"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestCliCluster)
#include "test_cli_cluster.moc"
