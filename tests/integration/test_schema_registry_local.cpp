// `local start --schema-registry`: Apicurio Registry from Maven Central beside the brokers.
#include "local/local_schema_registry.h"
#include "test_main.h"
#include "schema/registry_http.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

class TestSchemaRegistryLocal : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixturePrintsAndServesTheRegistry()
    {
        const ProcessResult r =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("local"), QStringLiteral("status"), QStringLiteral("--dir"),
                        clusterDir("kafka1sr"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject status = QJsonDocument::fromJson(r.out).object();
        const QString url = status.value(QStringLiteral("schema_registry")).toString();
        QVERIFY2(url.startsWith(QLatin1String("http://127.0.0.1:")) &&
                     url.endsWith(QLatin1String("/apis/ccompat/v7")),
                 qPrintable(url));

        // Register a schema through the ccompat API and read it back by the id the registry gave.
        schema::RegistryConfig config;
        config.url = url;
        schema::RegistryHttp http(config);
        const QString subject = uniqueName(QStringLiteral("local-sr")) + QStringLiteral("-value");
        const QString avro = QStringLiteral("{\"type\":\"record\",\"name\":\"Ping\",\"fields\":[{"
                                            "\"name\":\"n\",\"type\":\"long\"}]}");
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("schema"), avro}})
                                    .toJson(QJsonDocument::Compact);
        auto reg = http.request("POST", QStringLiteral("/subjects/%1/versions").arg(subject), body);
        QVERIFY2(reg, reg ? "" : qPrintable(reg.error().message()));
        QCOMPARE(reg->status, 200);
        const int id =
            QJsonDocument::fromJson(reg->body).object().value(QStringLiteral("id")).toInt(-1);
        QVERIFY(id >= 0);
        auto byId = http.request("GET", QStringLiteral("/schemas/ids/%1").arg(id));
        QVERIFY(byId);
        QCOMPARE(byId->status, 200);
        QCOMPARE(
            QJsonDocument::fromJson(byId->body).object().value(QStringLiteral("schema")).toString(),
            avro);
        auto missing = http.request("GET", QStringLiteral("/schemas/ids/%1").arg(id + 100000));
        QVERIFY(missing);
        QCOMPARE(missing->status, 404);
    }

    void seedDemoAddsAvroAndProtobufTopics()
    {
        const ProcessResult seed =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("local"), QStringLiteral("seed-demo"),
                        QStringLiteral("--dir"), clusterDir("kafka1sr"), QStringLiteral("--json")});
        QVERIFY2(seed.exitCode == 0, seed.err.constData());
        const QJsonObject topics = QJsonDocument::fromJson(seed.out)
                                       .object()
                                       .value(QStringLiteral("schema_topics"))
                                       .toObject();
        QCOMPARE(topics.value(QStringLiteral("demo-orders-avro")).toInt(), 24);
        QCOMPARE(topics.value(QStringLiteral("demo-payments-protobuf")).toInt(), 24);
        const QString url = clusterInfo("kafka1sr").schemaRegistry;
        for (const QString &topic :
             {QStringLiteral("demo-orders-avro"), QStringLiteral("demo-payments-protobuf")}) {
            const ProcessResult r = runProgram(
                "KAFSCOPE_CLI",
                {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                 QStringLiteral("--schema-registry"), url, QStringLiteral("consume"), topic,
                 QStringLiteral("--decode"), QStringLiteral("registry"), QStringLiteral("--max"),
                 QStringLiteral("0"), QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(r.exitCode, 0);
            const QList<QByteArray> lines = r.out.trimmed().split('\n');
            QCOMPARE(lines.size(), 24);
            for (const QByteArray &line : lines) {
                const QJsonObject o = QJsonDocument::fromJson(line).object();
                QVERIFY2(o.value(QStringLiteral("value_encoding")).toString() ==
                             QLatin1String("schema"),
                         line.constData());
                QVERIFY(!o.value(QStringLiteral("value"))
                             .toObject()
                             .value(QStringLiteral("order_id"))
                             .toString()
                             .isEmpty());
            }
        }
    }

    void startReuseAndStopOnItsOwn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        local::LocalSchemaRegistry registry(dir.path());
        QVERIFY(registry.runningUrl().isEmpty());
        auto url = registry.start();
        QVERIFY2(url, url ? "" : qPrintable(url.error().message()));
        QCOMPARE(registry.runningUrl(), url.value());
        auto again = local::LocalSchemaRegistry(dir.path()).start(); // a second start reuses it
        QVERIFY(again);
        QCOMPARE(again.value(), url.value());

        QVERIFY(registry.stop());
        QVERIFY(registry.runningUrl().isEmpty());
        schema::RegistryConfig config;
        config.url = url.value();
        config.timeoutMs = 3000;
        schema::RegistryHttp http(config);
        auto gone = http.request("GET", QStringLiteral("/subjects"));
        QVERIFY(!gone);
        QVERIFY2(gone.error().message().contains(QLatin1String("connection refused")),
                 qPrintable(gone.error().message()));
        QVERIFY(registry.stop()); // stopping a stopped registry is fine
    }

    void stopWithoutStartIsNothing()
    {
        QTemporaryDir dir;
        QVERIFY(local::LocalSchemaRegistry(dir.path()).stop());
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaRegistryLocal)
#include "test_schema_registry_local.moc"
