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
        const QJsonArray brokers = o.value(QStringLiteral("brokers")).toArray();
        QCOMPARE(brokers.size(), 1);
        QCOMPARE(brokers[0].toObject().value(QStringLiteral("port")).toInt(),
                 info.nodes[0].spec.port);
        QCOMPARE(brokers[0].toObject().value(QStringLiteral("host")).toString(),
                 QStringLiteral("127.0.0.1"));
        QVERIFY(r.err.isEmpty()); // librdkafka's own logging stays off stdout/stderr
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

QTEST_GUILESS_MAIN(TestCliCluster)
#include "test_cli_cluster.moc"
