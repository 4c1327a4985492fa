#include "admin/topic_admin.h"
#include "test_main.h"
#include "produce/payload_format.h"
#include "produce/single_send.h"
#include "test_cluster.h"
#include "test_produce_readback.h"

#include <QTemporaryFile>
#include <QProcess>
#include <QtTest>

using namespace kafscope;

namespace {

QString makeTopic(const QString &prefix, int partitions = 1,
                  QList<QPair<QString, QString>> configs = {})
{
    const QString name = test::uniqueName(prefix);
    auto admin = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-admin"));
    NewTopicSpec spec{name, partitions, 1, configs};
    auto s = createTopic(*admin.value(), spec);
    if (!s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    return name;
}

Result<DeliveryResult> send(const OutgoingMessage &m, ProducerSettings settings = {},
                            ConnectionProfile profile = test::profileFor("kafka1"),
                            QList<QPair<QString, QString>> extra = {})
{
    auto props = settings.properties();
    if (!props)
        return props.error();
    auto producer = KafkaClient::create(profile, QStringLiteral("test"),
                                        KafkaClient::Type::Producer, props.value() + extra);
    if (!producer)
        return producer.error();
    return sendMessage(*producer.value(), m, settings.messageTimeoutMs);
}

QByteArray bytes(PayloadFormat f, const QString &input)
{
    auto r = encodePayload(f, input);
    if (!r || !r.value())
        qFatal("encode failed");
    return *r.value();
}

} // namespace

class TestProduceSingle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyInputFormatHeadersAndPartitionArriveAsSent()
    {
        const QString topic = makeTopic(QStringLiteral("produce-formats"), 3);
        QTemporaryFile file;
        QVERIFY(file.open());
        const QByteArray fileBytes("\x00\x01binary\xff file", 14);
        file.write(fileBytes);
        file.flush();
        const QList<std::optional<QByteArray>> values = {
            bytes(PayloadFormat::Text, QStringLiteral("plain text ✓")),
            bytes(PayloadFormat::Json, QStringLiteral("{\"a\": [1, 2]}")),
            bytes(PayloadFormat::Hex, QStringLiteral("de ad be ef")),
            bytes(PayloadFormat::Base64, QStringLiteral("AAEC/w==")),
            bytes(PayloadFormat::File, file.fileName()),
            std::nullopt, // a tombstone
        };
        QList<DeliveryResult> results;
        for (int i = 0; i < values.size(); ++i) {
            OutgoingMessage m;
            m.topic = topic;
            m.partition = 2; // explicit partition
            m.key = i == 0 ? std::nullopt
                           : std::optional<QByteArray>(QByteArray("k") + QByteArray::number(i));
            m.value = values[i];
            m.headers = {{QStringLiteral("empty"), QByteArray()},
                         {QStringLiteral("null"), std::nullopt},
                         {QStringLiteral("n"), QByteArray::number(i)}};
            auto r = send(m);
            QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message()));
            QCOMPARE(r->partition, 2);
            QCOMPARE(r->offset, qint64(i));
            QVERIFY(r->timestampMs > 0);
            results << r.value();
        }
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, values.size());
        QCOMPARE(read.size(), values.size());
        for (int i = 0; i < read.size(); ++i) {
            QCOMPARE(read[i].partition, 2);
            QCOMPARE(read[i].offset, results[i].offset);
            QCOMPARE(read[i].timestampMs, results[i].timestampMs);
            QCOMPARE(read[i].value.has_value(), values[i].has_value());
            if (values[i])
                QCOMPARE(*read[i].value, *values[i]);
            QCOMPARE(read[i].key.has_value(), i != 0);
            QCOMPARE(read[i].headers.size(), 3);
            QVERIFY(read[i].headers[0].value.has_value());
            QVERIFY(read[i].headers[0].value->isEmpty());
            QVERIFY(!read[i].headers[1].value.has_value());
            QCOMPARE(*read[i].headers[2].value, QByteArray::number(i));
        }
        QCOMPARE(*read[2].value, QByteArray("\xde\xad\xbe\xef"));
        QCOMPARE(*read[4].value, fileBytes);
    }

    void everyCodecAndAcksVariantReadsBack()
    {
        const QString topic = makeTopic(QStringLiteral("produce-codecs"));
        QList<QByteArray> sent;
        for (Compression c : {Compression::None, Compression::Gzip, Compression::Snappy,
                              Compression::Lz4, Compression::Zstd}) {
            for (Acks a : {Acks::None, Acks::Leader, Acks::All}) {
                ProducerSettings s;
                s.compression = c;
                s.acks = a;
                s.idempotence = a == Acks::All;
                OutgoingMessage m;
                m.topic = topic;
                m.value = (compressionName(c) + QStringLiteral(" acks=") + acksName(a))
                              .toUtf8()
                              .repeated(20);
                auto r = send(m, s);
                QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message()));
                if (a != Acks::None)
                    QCOMPARE(r->offset, qint64(sent.size()));
                sent << *m.value;
            }
        }
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, sent.size());
        QCOMPARE(read.size(), sent.size());
        for (int i = 0; i < read.size(); ++i)
            QCOMPARE(*read[i].value, sent[i]);

        // A second, independent reader: kcat decompresses every batch and prints the values.
        QProcess kcat;
        kcat.start(QStringLiteral("kcat"),
                   {QStringLiteral("-C"), QStringLiteral("-b"), test::bootstrap("kafka1"),
                    QStringLiteral("-t"), topic, QStringLiteral("-e"), QStringLiteral("-q"),
                    QStringLiteral("-f"), QStringLiteral("%s\n")});
        QVERIFY2(kcat.waitForFinished(60000), "kcat did not finish");
        QCOMPARE(kcat.exitCode(), 0);
        const QList<QByteArray> lines = kcat.readAllStandardOutput().split('\n');
        QCOMPARE(lines.size(), sent.size() + 1); // the last line is empty
        for (int i = 0; i < sent.size(); ++i)
            QCOMPARE(lines[i], sent[i]);
    }

    void oversizeMessageIsRefusedInPlainWords()
    {
        const QString topic =
            makeTopic(QStringLiteral("produce-oversize"), 1,
                      {{QStringLiteral("max.message.bytes"), QStringLiteral("2000")}});
        OutgoingMessage m;
        m.topic = topic;
        m.value = QByteArray(20000, 'x');
        ProducerSettings s;
        s.messageTimeoutMs = 10000;
        auto r = send(m, s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().startsWith(QStringLiteral("Message too large")),
                 qPrintable(r.error().message()));
        QVERIFY(test::readTopic(test::profileFor("kafka1"), topic).isEmpty());
    }

    void unknownTopicWithAutoCreateOffIsReported()
    {
        OutgoingMessage m;
        m.topic = test::uniqueName(QStringLiteral("produce-missing"));
        m.value = QByteArray("x");
        // The producer asks the broker not to create topics, so the broker's answer stands.
        auto r = send(m, {}, test::profileFor("kafka1"),
                      {{QStringLiteral("allow.auto.create.topics"), QStringLiteral("false")}});
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().startsWith(QStringLiteral("Unknown topic")),
                 qPrintable(r.error().message()));
    }

    void unreachableBrokerIsATimeout()
    {
        auto ports = local::freeLoopbackPorts(1);
        QVERIFY(ports.ok());
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:%1").arg(ports->first());
        p.timeoutMs = 2000;
        OutgoingMessage m;
        m.topic = QStringLiteral("anything");
        m.value = QByteArray("x");
        ProducerSettings s;
        s.messageTimeoutMs = 2000;
        auto r = send(m, s, p);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Timeout);
        QVERIFY2(r.error().message().contains(QStringLiteral("Cannot reach")),
                 qPrintable(r.error().message()));
    }

    void explicitMissingPartitionAndReadOnlyAreRefused()
    {
        const QString topic = makeTopic(QStringLiteral("produce-refused"), 2);
        OutgoingMessage m;
        m.topic = topic;
        m.partition = 7;
        m.value = QByteArray("x");
        auto r = send(m);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().contains(QStringLiteral("has 2 partitions")),
                 qPrintable(r.error().message()));
        m.partition = -1;
        ConnectionProfile ro = test::profileFor("kafka1");
        ro.readOnly = true;
        auto refused = send(m, {}, ro);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, Error::Kind::ReadOnly);
        QVERIFY(test::readTopic(test::profileFor("kafka1"), topic).isEmpty());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProduceSingle)
#include "test_produce_single.moc"
