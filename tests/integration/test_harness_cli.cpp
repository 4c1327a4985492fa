#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;

class TestHarnessCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void comparesStrategiesOnOneLoadProfileAsJson()
    {
        const QString prefix = test::uniqueName(QStringLiteral("prio-cli"));
        const auto r = test::runProgram("KAFSCOPE_CLI",
                                        {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
                                         QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
                                         QStringLiteral("--rates"), QStringLiteral("100,300"), QStringLiteral("--capacity"),
                                         QStringLiteral("3ms"), QStringLiteral("--duration"), QStringLiteral("4s"),
                                         QStringLiteral("--strategy"), QStringLiteral("strict,weighted:80,20"),
                                         QStringLiteral("--partitions"), QStringLiteral("1"), QStringLiteral("--topic-prefix"),
                                         prefix, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray runs = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject().value(QStringLiteral("strategy")).toString(), QStringLiteral("strict"));
        QCOMPARE(runs[1].toObject().value(QStringLiteral("strategy")).toString(), QStringLiteral("weighted:80,20"));
        for (const auto &run : runs) {
            const QJsonObject o = run.toObject();
            QCOMPARE(o.value(QStringLiteral("verdict")).toString(), QStringLiteral("pass"));
            QVERIFY(o.contains(QStringLiteral("inversions")));
            const QJsonArray levels = o.value(QStringLiteral("levels")).toArray();
            QCOMPARE(levels.size(), 2);
            QCOMPARE(levels[0].toObject().value(QStringLiteral("topic")).toString(), prefix + QStringLiteral("-high"));
            for (const auto &lv : levels) {
                const QJsonObject l = lv.toObject();
                QVERIFY(l.value(QStringLiteral("produced")).toInteger() > 0);
                QCOMPARE(l.value(QStringLiteral("consumed")).toInteger(), l.value(QStringLiteral("produced")).toInteger());
                QCOMPARE(l.value(QStringLiteral("lost")).toInteger(), 0);
                QVERIFY(l.value(QStringLiteral("duplicates")).isDouble());
                QVERIFY(l.value(QStringLiteral("max_backlog")).isDouble());
                QVERIFY(l.value(QStringLiteral("starved_ms")).isDouble());
                const QJsonObject lat = l.value(QStringLiteral("latency_ms")).toObject();
                QVERIFY(lat.value(QStringLiteral("p50")).toDouble() <= lat.value(QStringLiteral("p99")).toDouble());
                QVERIFY(lat.value(QStringLiteral("p99")).toDouble() > 0);
            }
        }
    }

    void tableAndComparisonOnScreen()
    {
        const auto r = test::runProgram("KAFSCOPE_CLI",
                                        {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("harness"),
                                         QStringLiteral("priority"), QStringLiteral("--levels"), QStringLiteral("2"),
                                         QStringLiteral("--rates"), QStringLiteral("100"), QStringLiteral("--capacity"),
                                         QStringLiteral("400"), QStringLiteral("--duration"), QStringLiteral("3s"),
                                         QStringLiteral("--strategy"), QStringLiteral("fifo"), QStringLiteral("--bursts"),
                                         QStringLiteral("on,off"), QStringLiteral("--burst-period"), QStringLiteral("500ms/500ms"),
                                         QStringLiteral("--topic-prefix"), test::uniqueName(QStringLiteral("prio-cli"))});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY(out.contains(QStringLiteral("strategy fifo")));
        QVERIFY(out.contains(QStringLiteral("verdict pass")));
        QVERIFY(out.contains(QStringLiteral("high")) && out.contains(QStringLiteral("low")));
    }

    void badOptionsAreUsageErrors()
    {
        auto r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                                   QStringLiteral("harness"), QStringLiteral("priority"),
                                                   QStringLiteral("--strategy"), QStringLiteral("lottery")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("Unknown strategy"));
        r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("harness"), QStringLiteral("priority"),
                                              QStringLiteral("--fault"), QStringLiteral("broker-restart@1s")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--local-dir"));
        r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("harness"), QStringLiteral("other")});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestHarnessCli)
#include "test_harness_cli.moc"
