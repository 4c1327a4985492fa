// consume --decode against Apicurio Registry (kafka1sr): records encoded by an independent Avro
// library (Python's fastavro, tests/integration/schema/avro_encode.py), with a schema that uses a
// reference, nested and recursive records and every logical type, decoded field for field; and
// values that cannot decode shown raw with the reason.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "produce/sync_producer.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

} // namespace

class TestSchemaConsumeCli : public QObject {
    Q_OBJECT
    QString m_topic;
    int m_orderId = -1;
    QList<QJsonObject> m_expected;
    QList<QByteArray> m_framed; // fastavro's bytes, header included
    QList<QByteArray> m_lines;

    ProcessResult consume(const QStringList &extra)
    {
        return runProgram("KAFSCOPE_CLI",
                          QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                      QStringLiteral("consume"), m_topic,
                                      QStringLiteral("--format"), QStringLiteral("json")} +
                              extra);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!schemaRegistryUrl().isEmpty(), "the kafka1sr fixture runs no schema registry");
        m_topic = uniqueName(QStringLiteral("schema-consume"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{m_topic, 1, 1, {}}));

        // The Order schema refers to com.example.Address, registered under a subject of its own.
        const QJsonObject schemas =
            QJsonDocument::fromJson(
                runSchemaPython(QStringLiteral("avro_encode.py"), {QStringLiteral("schemas")}))
                .object();
        const QString addressSubject = m_topic + QStringLiteral("-address");
        registerSchema(addressSubject, schemas.value(QStringLiteral("address")).toString());
        const QJsonArray refs{
            QJsonObject{{QStringLiteral("name"), QStringLiteral("com.example.Address")},
                        {QStringLiteral("subject"), addressSubject},
                        {QStringLiteral("version"), 1}}};
        m_orderId = registerSchema(m_topic + QStringLiteral("-value"),
                                   schemas.value(QStringLiteral("order")).toString(), refs);

        QList<OutgoingMessage> messages;
        for (const QByteArray &line :
             runSchemaPython(QStringLiteral("avro_encode.py"),
                             {QStringLiteral("encode"), QString::number(m_orderId)})
                 .split('\n')) {
            if (line.isEmpty())
                continue;
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            m_expected << o.value(QStringLiteral("expected")).toObject();
            m_framed << QByteArray::fromHex(
                o.value(QStringLiteral("framed_hex")).toString().toLatin1());
            messages << OutgoingMessage{m_topic, 0, QByteArray("k"), m_framed.last(), {}, 0};
        }
        QCOMPARE(m_expected.size(), 2);
        // Then values that cannot decode: an unknown id, a payload cut short, a plain text value.
        const QByteArray first = messages.first().value.value();
        messages << OutgoingMessage{m_topic, 0, std::nullopt, confluentFramed(987654, first.mid(5)),
                                    {},      0}
                 << OutgoingMessage{m_topic, 0, std::nullopt, first.left(first.size() - 3), {}, 0}
                 << OutgoingMessage{m_topic, 0, std::nullopt, QByteArray("plain text"), {}, 0}
                 << OutgoingMessage{m_topic, 0, std::nullopt, std::nullopt, {}, 0};
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        auto sent = produceAndWait(*producer.value(), messages, 30000);
        QVERIFY2(sent, sent ? "" : qPrintable(sent.error().message()));
        for (const DeliveryResult &d : sent.value())
            QVERIFY(!d.error);

        const ProcessResult r = consume({QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                                         QStringLiteral("--decode"), QStringLiteral("auto")});
        QCOMPARE(r.exitCode, 0);
        m_lines = r.out.split('\n');
        m_lines.removeAll(QByteArray());
        QCOMPARE(m_lines.size(), 6);
    }

    void decodesFieldForField()
    {
        for (int i = 0; i < 2; ++i) {
            const QJsonObject line = QJsonDocument::fromJson(m_lines[i]).object();
            QCOMPARE(line.value(QStringLiteral("value_encoding")).toString(),
                     QStringLiteral("schema"));
            const QJsonObject value = line.value(QStringLiteral("value")).toObject();
            const QJsonObject &expected = m_expected[i];
            QCOMPARE(value.keys(), expected.keys());
            for (auto it = expected.begin(); it != expected.end(); ++it)
                QVERIFY2(
                    value.value(it.key()) == it.value(),
                    qPrintable(
                        QStringLiteral("record %1 field %2: got %3, fastavro's value %4")
                            .arg(i)
                            .arg(it.key(),
                                 QString::fromUtf8(QJsonDocument(QJsonArray{value.value(it.key())})
                                                       .toJson(QJsonDocument::Compact)),
                                 QString::fromUtf8(QJsonDocument(QJsonArray{it.value()})
                                                       .toJson(QJsonDocument::Compact)))));
        }
        // 64-bit integers exactly (a double would round 2^53 + 1), fields in schema order.
        QVERIFY2(
            m_lines[0].contains(
                "\"value\":{\"id\":9007199254740993,\"customer\":{\"id\":42,\"name\":\"\xc3\x85"
                "dne\",\"home\":"),
            m_lines[0].constData());
        QVERIFY(m_lines[0].contains("\"attrs\":{\"a\":1,\"b\":-9223372036854775808}"));
    }

    // A saved profile's registry URL serves when no --schema-registry is given.
    void registryFromASavedProfile()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QStringList env{
            QStringLiteral("XDG_CONFIG_HOME=") + home.filePath(QStringLiteral("config")),
            QStringLiteral("XDG_DATA_HOME=") + home.filePath(QStringLiteral("data")),
            QStringLiteral("XDG_CACHE_HOME=") + home.filePath(QStringLiteral("cache"))};
        const QString name = QStringLiteral("sr-profile");
        ProcessResult r = runProgram("KAFSCOPE_CLI",
                                     {QStringLiteral("profiles"), QStringLiteral("add"), name,
                                      QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                      QStringLiteral("--registry-url"), schemaRegistryUrl()},
                                     120000, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--profile"), name, QStringLiteral("consume"), m_topic,
                        QStringLiteral("--format"), QStringLiteral("json"),
                        QStringLiteral("--decode"), QStringLiteral("registry")},
                       120000, env);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QList<QByteArray> lines = r.out.split('\n');
        lines.removeAll(QByteArray());
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.first(), m_lines.first()); // decoded exactly as with --schema-registry
    }

    void namesTheSchema()
    {
        const QJsonObject schemaInfo = QJsonDocument::fromJson(m_lines[0])
                                           .object()
                                           .value(QStringLiteral("value_schema"))
                                           .toObject();
        QCOMPARE(schemaInfo.value(QStringLiteral("id")).toInt(), m_orderId);
        QCOMPARE(schemaInfo.value(QStringLiteral("subject")).toString(),
                 m_topic + QStringLiteral("-value"));
        QCOMPARE(schemaInfo.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(schemaInfo.value(QStringLiteral("type")).toString(), QStringLiteral("AVRO"));
    }

    void failuresStayRawWithTheReason()
    {
        const QJsonObject unknown = QJsonDocument::fromJson(m_lines[2]).object();
        QCOMPARE(unknown.value(QStringLiteral("value_encoding")).toString(),
                 QStringLiteral("base64"));
        QVERIFY(!unknown.contains(QStringLiteral("value_schema")));
        QVERIFY2(unknown.value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QLatin1String("Schema id 987654 is unknown")),
                 m_lines[2].constData());
        const QJsonObject cut = QJsonDocument::fromJson(m_lines[3]).object();
        QVERIFY2(cut.value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QLatin1String("does not match the schema")),
                 m_lines[3].constData());
        QVERIFY(!cut.value(QStringLiteral("value")).toString().isEmpty());
        // Auto mode leaves what is not framed alone; registry mode says why it is not decoded.
        const QJsonObject plain = QJsonDocument::fromJson(m_lines[4]).object();
        QCOMPARE(plain.value(QStringLiteral("value")).toString(), QStringLiteral("plain text"));
        QVERIFY(!plain.contains(QStringLiteral("value_decode_error")));
        QVERIFY(
            QJsonDocument::fromJson(m_lines[5]).object().value(QStringLiteral("value")).isNull());
        const ProcessResult strict =
            consume({QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                     QStringLiteral("--decode"), QStringLiteral("registry")});
        QCOMPARE(strict.exitCode, 0);
        const QList<QByteArray> lines = strict.out.split('\n');
        QVERIFY2(QJsonDocument::fromJson(lines.value(4))
                     .object()
                     .value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QLatin1String("first byte is 0x70")),
                 lines.value(4).constData());
    }

    // A filter sees the decoded value; --max counts what the filter kept.
    void filtersOnDecodedFields()
    {
        const QStringList sr{QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                             QStringLiteral("--max"), QStringLiteral("0")};
        ProcessResult r = consume(
            sr +
            QStringList{QStringLiteral("--filter"),
                        QStringLiteral("value.customer.id == 42 and value.status == \"PAID\"")});
        QCOMPARE(r.exitCode, 0);
        QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QCOMPARE(
            QJsonDocument::fromJson(lines.first()).object().value(QStringLiteral("offset")).toInt(),
            0);
        r = consume(
            sr + QStringList{QStringLiteral("--filter"), QStringLiteral("value.placed.raw < 0")});
        QCOMPARE(r.out.trimmed().split('\n').size(), 1); // 1969: the second record
        r = consume({QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                     QStringLiteral("--max"), QStringLiteral("1"), QStringLiteral("--filter"),
                     QStringLiteral("value_size > 0 or value.customer.id exists")});
        QCOMPARE(r.exitCode, 2); // a bad filter is an error before the scan
        r = consume({QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                     QStringLiteral("--max"), QStringLiteral("1"), QStringLiteral("--filter"),
                     QStringLiteral("value.customer.id exists")});
        QCOMPARE(r.out.trimmed().split('\n').size(), 1);
        r = consume({QStringLiteral("--decode"), QStringLiteral("none"), QStringLiteral("--filter"),
                     QStringLiteral("value.customer.id == 42")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.trimmed().isEmpty()); // without decoding the raw bytes are no JSON
    }

    void noneAndNoRegistryLeaveValuesRaw()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                          QStringLiteral("--decode"), QStringLiteral("none")},
              QStringList{}}) {
            const ProcessResult r = consume(args);
            QCOMPARE(r.exitCode, 0);
            const QJsonObject first = QJsonDocument::fromJson(r.out.split('\n').first()).object();
            QCOMPARE(first.value(QStringLiteral("value_encoding")).toString(),
                     QStringLiteral("base64"));
            QVERIFY(!first.contains(QStringLiteral("value_schema")));
        }
    }

    void unreachableRegistryIsSaid()
    {
        auto port = local::freeLoopbackPorts(1);
        QVERIFY(port);
        const ProcessResult r = consume({QStringLiteral("--schema-registry"),
                                         QStringLiteral("http://127.0.0.1:%1").arg(port->first())});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject first = QJsonDocument::fromJson(r.out.split('\n').first()).object();
        QVERIFY2(first.value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QLatin1String("Cannot reach the schema registry")),
                 r.out.left(600).constData());
    }

    // Producing the decoded JSON with the subject's schema gives fastavro's bytes again, byte for
    // byte.
    void produceWithSchemaRoundTrip()
    {
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        const QString copy = m_topic + QStringLiteral("-copy");
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{copy, 1, 1, {}}));
        for (int i = 0; i < 2; ++i) {
            const QJsonObject value = QJsonDocument::fromJson(m_lines[i])
                                          .object()
                                          .value(QStringLiteral("value"))
                                          .toObject();
            const ProcessResult p = runProgram(
                "KAFSCOPE_CLI",
                {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                 QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                 QStringLiteral("produce"), copy, QStringLiteral("--value-schema"),
                 m_topic + QStringLiteral("-value"), QStringLiteral("--value"),
                 QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact))});
            QVERIFY2(p.exitCode == 0, p.err.constData());
        }
        const ProcessResult raw =
            runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                        QStringLiteral("consume"), copy, QStringLiteral("--decode"),
                                        QStringLiteral("none"), QStringLiteral("--format"),
                                        QStringLiteral("json")});
        QCOMPARE(raw.exitCode, 0);
        const QList<QByteArray> lines = raw.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject line = QJsonDocument::fromJson(lines[i]).object();
            QCOMPARE(line.value(QStringLiteral("value_encoding")).toString(),
                     QStringLiteral("base64"));
            QCOMPARE(
                QByteArray::fromBase64(line.value(QStringLiteral("value")).toString().toLatin1())
                    .toHex(),
                m_framed[i].toHex());
        }
    }

    void produceWithSchemaNamesTheFieldThatDoesNotFit()
    {
        QJsonObject value =
            QJsonDocument::fromJson(m_lines[0]).object().value(QStringLiteral("value")).toObject();
        QJsonObject customer = value.value(QStringLiteral("customer")).toObject();
        customer.insert(QStringLiteral("id"), QStringLiteral("forty-two"));
        value.insert(QStringLiteral("customer"), customer);
        const ProcessResult p =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                        QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                        QStringLiteral("produce"), m_topic, QStringLiteral("--value-schema"),
                        m_topic + QStringLiteral("-value:1"), QStringLiteral("--value"),
                        QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact))});
        QCOMPARE(p.exitCode, 2);
        QVERIFY2(p.err.contains("customer.id: expected int, got \"forty-two\""), p.err.constData());
        value.remove(QStringLiteral("status"));
        const ProcessResult missing =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                        QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                        QStringLiteral("produce"), m_topic, QStringLiteral("--value-schema"),
                        m_topic + QStringLiteral("-value"), QStringLiteral("--value"),
                        QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("customer.id") || missing.err.contains("status: missing"),
                 missing.err.constData());
    }

    // Keys framed with a registry id are decoded too (plain keys stay as they are); --key-schema
    // encodes them.
    void keysWithSchemas()
    {
        const QString topic = m_topic + QStringLiteral("-keys");
        const int keyId =
            registerSchema(topic + QStringLiteral("-key"),
                           QStringLiteral("{\"type\":\"record\",\"name\":\"OrderKey\",\"fields\":[{"
                                          "\"name\":\"order_id\",\"type\":\"long\"}]}"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{topic, 1, 1, {}}));
        const QJsonObject value =
            QJsonDocument::fromJson(m_lines[0]).object().value(QStringLiteral("value")).toObject();
        const ProcessResult p =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                        QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                        QStringLiteral("produce"), topic, QStringLiteral("--key-schema"),
                        topic + QStringLiteral("-key"), QStringLiteral("--key"),
                        QStringLiteral("{\"order_id\": 7}"), QStringLiteral("--value-schema"),
                        m_topic + QStringLiteral("-value"), QStringLiteral("--value"),
                        QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact))});
        QVERIFY2(p.exitCode == 0, p.err.constData());
        // The key's bytes by the specification: header, then order_id 7 as the zigzag varint 0x0e.
        const ProcessResult raw =
            runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                        QStringLiteral("consume"), topic,
                                        QStringLiteral("--decode"), QStringLiteral("none"),
                                        QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonObject rawLine = QJsonDocument::fromJson(raw.out.trimmed()).object();
        const QString rawKey = rawLine.value(QStringLiteral("key")).toString();
        const QByteArray keyBytes =
            rawLine.value(QStringLiteral("key_encoding")).toString() == QLatin1String("base64")
                ? QByteArray::fromBase64(rawKey.toLatin1())
                : rawKey.toUtf8();
        QCOMPARE(keyBytes.toHex(), (confluentFramed(keyId, QByteArray::fromHex("0e"))).toHex());
        const ProcessResult r = runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
             QStringLiteral("--schema-registry"), schemaRegistryUrl(), QStringLiteral("consume"),
             topic, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--filter"),
             QStringLiteral("key.order_id == 7")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject line = QJsonDocument::fromJson(r.out.trimmed()).object();
        QCOMPARE(line.value(QStringLiteral("key_encoding")).toString(), QStringLiteral("schema"));
        QCOMPARE(
            line.value(QStringLiteral("key")).toObject().value(QStringLiteral("order_id")).toInt(),
            7);
        QCOMPARE(
            line.value(QStringLiteral("key_schema")).toObject().value(QStringLiteral("id")).toInt(),
            keyId);
        QCOMPARE(line.value(QStringLiteral("value_schema"))
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toInt(),
                 m_orderId);
        QCOMPARE(line.value(QStringLiteral("value"))
                     .toObject()
                     .value(QStringLiteral("status"))
                     .toString(),
                 QStringLiteral("PAID"));
        // The plain "k" keys of the first records are left alone.
        QCOMPARE(
            QJsonDocument::fromJson(m_lines[0]).object().value(QStringLiteral("key")).toString(),
            QStringLiteral("k"));
    }

    void usageErrors()
    {
        QCOMPARE(consume({QStringLiteral("--decode"), QStringLiteral("registry")}).exitCode, 2);
        QCOMPARE(consume({QStringLiteral("--decode"), QStringLiteral("avro")}).exitCode, 2);
        const ProcessResult bad = consume({QStringLiteral("--schema-registry=ftp://x")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("http(s)://"));
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaConsumeCli)
#include "test_schema_consume_cli.moc"
