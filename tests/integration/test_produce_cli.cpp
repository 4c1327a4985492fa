#include "admin/topic_admin.h"
#include "test_main.h"
#include "test_cluster.h"
#include "test_produce_readback.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryFile>
#include <QtTest>

using namespace kafscope;

namespace {

QString makeTopic(const QString &prefix, int partitions)
{
    const QString name = test::uniqueName(prefix);
    auto admin = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-admin"));
    if (auto s = createTopic(*admin.value(), {name, partitions, 1, {}}); !s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    return name;
}

test::ProcessResult cli(const QStringList &args)
{
    return test::runProgram("KAFSCOPE_CLI",
                            QStringList{QStringLiteral("--bootstrap"), test::bootstrap("kafka1")} +
                                args);
}

QJsonObject json(const test::ProcessResult &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestProduceCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void singleSendPrintsWhereItLanded()
    {
        const QString topic = makeTopic(QStringLiteral("cli-produce"), 3);
        auto r = cli({QStringLiteral("produce"), topic, QStringLiteral("--key"),
                      QStringLiteral("k1"), QStringLiteral("--value"), QStringLiteral("68656c6c6f"),
                      QStringLiteral("--value-format"), QStringLiteral("hex"),
                      QStringLiteral("--header"), QStringLiteral("a=1"), QStringLiteral("--header"),
                      QStringLiteral("nul"), QStringLiteral("--partition"), QStringLiteral("1"),
                      QStringLiteral("--compression"), QStringLiteral("lz4"),
                      QStringLiteral("--acks"), QStringLiteral("1"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QLatin1String("topic")).toString(), topic);
        QCOMPARE(o.value(QLatin1String("partition")).toInt(), 1);
        QCOMPARE(o.value(QLatin1String("offset")).toInteger(), 0);
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, 1);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read[0].partition, 1);
        QCOMPARE(read[0].timestampMs, o.value(QLatin1String("timestamp")).toInteger());
        QCOMPARE(*read[0].key, QByteArray("k1"));
        QCOMPARE(*read[0].value, QByteArray("hello"));
        QCOMPARE(read[0].headers.size(), 2);
        QVERIFY(!read[0].headers[1].value.has_value());

        auto bad = cli({QStringLiteral("produce"), topic, QStringLiteral("--value"),
                        QStringLiteral("{oops"), QStringLiteral("--value-format"),
                        QStringLiteral("json")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("not valid JSON"), bad.err.constData());
        auto ro = cli({QStringLiteral("--read-only"), QStringLiteral("produce"), topic,
                       QStringLiteral("--value"), QStringLiteral("x")});
        QCOMPARE(ro.exitCode, 1);
        QVERIFY2(ro.err.contains("Read-only"), ro.err.constData());
    }

    // The defaults (acks=all, idempotent): the producer id is asked for once the bootstrap answer
    // is in, and the send is flushed rather than lingered; one-shot sends still land in order
    // and print the same lines as before.
    void idempotentOneShotSendsLandInOrder()
    {
        const QString topic = makeTopic(QStringLiteral("cli-produce-idem"), 1);
        for (int i = 0; i < 3; ++i) {
            auto r = cli({QStringLiteral("produce"), topic, QStringLiteral("--value"),
                          QStringLiteral("v%1").arg(i), QStringLiteral("--json")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.err.isEmpty(), r.err.constData());
            const QJsonObject o = json(r);
            QCOMPARE(o.keys(), (QStringList{QStringLiteral("offset"), QStringLiteral("partition"),
                                            QStringLiteral("timestamp"), QStringLiteral("topic")}));
            QCOMPARE(o.value(QLatin1String("topic")).toString(), topic);
            QCOMPARE(o.value(QLatin1String("partition")).toInt(), 0);
            QCOMPARE(o.value(QLatin1String("offset")).toInteger(), i);
        }
        auto text = cli(
            {QStringLiteral("produce"), topic, QStringLiteral("--value"), QStringLiteral("v3")});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        const QString line = QString::fromUtf8(text.out);
        QVERIFY2(
            line.startsWith(QStringLiteral("produced to %1 partition 0 offset 3 at ").arg(topic)),
            text.out.constData());
        QVERIFY(line.endsWith(QLatin1Char('\n')));
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, 4);
        QCOMPARE(read.size(), 4);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(*read[i].value, QStringLiteral("v%1").arg(i).toUtf8());
    }

    void fromJsonlSendsEveryLine()
    {
        const QString topic = makeTopic(QStringLiteral("cli-jsonl"), 2);
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(
            R"({"topic":"elsewhere","partition":1,"offset":7,"timestamp":1700000000000,"timestamp_type":"create","key":"a","value":"one","headers":[{"key":"h","value":"v"},{"key":"n","value":null}],"key_encoding":"utf8","value_encoding":"utf8"})"
            "\n"
            R"({"topic":"elsewhere","partition":0,"offset":8,"timestamp":1700000000001,"timestamp_type":"create","key":null,"value":"AP8=","headers":[],"key_encoding":"null","value_encoding":"base64"})"
            "\n"
            R"({"topic":"elsewhere","partition":1,"offset":9,"timestamp":1700000000002,"timestamp_type":"create","key":"c","value":null,"headers":[],"key_encoding":"utf8","value_encoding":"null"})"
            "\n");
        file.flush();
        auto r = cli({QStringLiteral("produce"), topic, QStringLiteral("--from-jsonl"),
                      file.fileName(), QStringLiteral("--keep-partitions"),
                      QStringLiteral("--keep-timestamps"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(json(r).value(QLatin1String("produced")).toInt(), 3);
        auto read = test::readTopic(test::profileFor("kafka1"), topic, 3);
        QCOMPARE(read.size(), 3);
        std::sort(read.begin(), read.end(),
                  [](const auto &a, const auto &b) { return a.timestampMs < b.timestampMs; });
        QCOMPARE(read[0].partition, 1);
        QCOMPARE(*read[0].value, QByteArray("one"));
        QCOMPARE(read[0].headers.size(), 2);
        QVERIFY(!read[0].headers[1].value);
        QCOMPARE(read[1].partition, 0);
        QVERIFY(!read[1].key);
        QCOMPARE(*read[1].value, QByteArray("\x00\xff", 2));
        QCOMPARE(read[2].timestampMs, qint64(1700000000002));
        QVERIFY(!read[2].value); // tombstone
    }

    void generatorCountIsAllReadBack()
    {
        const QString topic = makeTopic(QStringLiteral("cli-generate"), 3);
        auto r = cli({QStringLiteral("produce"), topic, QStringLiteral("--generate"),
                      QStringLiteral("--count"), QStringLiteral("20000"), QStringLiteral("--size"),
                      QStringLiteral("64"), QStringLiteral("--keys"), QStringLiteral("5"),
                      QStringLiteral("--compression"), QStringLiteral("snappy"),
                      QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = json(r);
        QCOMPARE(o.value(QLatin1String("enqueued")).toInteger(), 20000);
        QCOMPARE(o.value(QLatin1String("acked")).toInteger(), 20000);
        QCOMPARE(o.value(QLatin1String("failed")).toInteger(), 0);
        QVERIFY(
            o.value(QLatin1String("latency_ms")).toObject().value(QLatin1String("p99")).toDouble() >
            0);
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, 20000);
        QCOMPARE(read.size(), 20000);
        QCOMPARE(QString::number(test::checksumOf(read), 16),
                 o.value(QLatin1String("checksum")).toString());
        QSet<QByteArray> keys;
        for (const auto &m : read)
            keys.insert(*m.key);
        QCOMPARE(keys.size(), 5);
    }

    void generatorKeepsTheTargetRate()
    {
        // 500 msg/s for 10 s: the pacing is scheduled against the clock, so the count is ±5%.
        const QString topic = makeTopic(QStringLiteral("cli-rate"), 1);
        auto r =
            cli({QStringLiteral("produce"), topic, QStringLiteral("--generate"),
                 QStringLiteral("--duration"), QStringLiteral("10"), QStringLiteral("--rate"),
                 QStringLiteral("500"), QStringLiteral("--template"),
                 QStringLiteral("{\"n\":{{seq}},\"id\":\"{{uuid}}\"}"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = json(r);
        const qint64 enqueued = o.value(QLatin1String("enqueued")).toInteger();
        QVERIFY2(enqueued >= 4750 && enqueued <= 5250, qPrintable(QString::number(enqueued)));
        const double rate = o.value(QLatin1String("rate")).toDouble();
        QVERIFY2(rate >= 475 && rate <= 525, qPrintable(QString::number(rate)));
        QCOMPARE(o.value(QLatin1String("acked")).toInteger(), enqueued);
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, enqueued);
        QCOMPARE(read.size(), enqueued);
        QCOMPARE(QString::number(test::checksumOf(read), 16),
                 o.value(QLatin1String("checksum")).toString());
        QVERIFY(read.last().value->startsWith("{\"n\":" + QByteArray::number(enqueued - 1) + ","));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProduceCli)
#include "test_produce_cli.moc"
