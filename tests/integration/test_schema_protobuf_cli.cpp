// consume --decode with Protobuf schemas in Apicurio Registry (kafka1sr): messages built and
// serialized by Google's Python protobuf from descriptors compiled by protoc
// (tests/integration/schema/protobuf_encode.py), with an import registered as a schema reference,
// the well-known types, nested types picked by the message-index array, maps, oneofs and defaults.
// Without a registry: raw values decoded with a descriptor set, a local .proto or a local .avsc.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "produce/sync_producer.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

// Equal JSON, numbers compared by value (one side may write 0, the other 0.0).
bool sameJson(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() == b.toDouble();
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.keys() != y.keys())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it)
            if (!sameJson(it.value(), y.value(it.key())))
                return false;
        return true;
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i)
            if (!sameJson(x[i], y[i]))
                return false;
        return true;
    }
    return a == b;
}

QByteArray compact(const QJsonValue &v)
{
    return QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
}

} // namespace

class TestSchemaProtobufCli : public QObject {
    Q_OBJECT
    QString m_topic;
    int m_orderId = -1;
    QList<QJsonObject> m_records; // framed_hex, message, expected
    QList<QByteArray> m_lines;

private Q_SLOTS:
    void initTestCase()
    {
        const QString url = clusterInfo("kafka1sr").schemaRegistry;
        QVERIFY2(!url.isEmpty(), "the kafka1sr fixture runs no schema registry");
        m_topic = uniqueName(QStringLiteral("schema-proto"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{m_topic, 1, 1, {}}));

        const QJsonObject schemas =
            QJsonDocument::fromJson(
                runSchemaPython(QStringLiteral("protobuf_encode.py"), {QStringLiteral("schemas")}))
                .object();
        const QString moneySubject = m_topic + QStringLiteral("-money");
        registerSchema(moneySubject, schemas.value(QStringLiteral("money")).toString(), {},
                       QStringLiteral("PROTOBUF"));
        const QJsonArray refs{
            QJsonObject{{QStringLiteral("name"), QStringLiteral("common/money.proto")},
                        {QStringLiteral("subject"), moneySubject},
                        {QStringLiteral("version"), 1}}};
        m_orderId = registerSchema(m_topic + QStringLiteral("-value"),
                                   schemas.value(QStringLiteral("order")).toString(), refs,
                                   QStringLiteral("PROTOBUF"));

        QList<OutgoingMessage> messages;
        for (const QByteArray &line :
             runSchemaPython(QStringLiteral("protobuf_encode.py"),
                             {QStringLiteral("encode"), QString::number(m_orderId)})
                 .split('\n')) {
            if (line.isEmpty())
                continue;
            m_records << QJsonDocument::fromJson(line).object();
            messages << OutgoingMessage{
                m_topic,
                0,
                std::nullopt,
                QByteArray::fromHex(
                    m_records.last().value(QStringLiteral("framed_hex")).toString().toLatin1()),
                {},
                0};
        }
        QCOMPARE(m_records.size(), 4);
        // A message index the schema does not have, and bytes that are no valid Order.
        QByteArray header = messages.first().value->left(5);
        messages << OutgoingMessage{m_topic, 0, std::nullopt, header + QByteArray::fromHex("020a"),
                                    {},      0}
                 << OutgoingMessage{
                        m_topic,
                        0,
                        std::nullopt,
                        header + QByteArray::fromHex("0202") + QByteArray::fromHex("0affff"),
                        {},
                        0};
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        auto sent = produceAndWait(*producer.value(), messages, 30000);
        QVERIFY2(sent, sent ? "" : qPrintable(sent.error().message()));

        const ProcessResult r = runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                             QStringLiteral("--schema-registry"), url, QStringLiteral("consume"),
                             m_topic, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        m_lines = r.out.split('\n');
        m_lines.removeAll(QByteArray());
        QCOMPARE(m_lines.size(), 6);
    }

    void decodesAsGooglesLibraryWrites()
    {
        for (int i = 0; i < m_records.size(); ++i) {
            const QJsonObject line = QJsonDocument::fromJson(m_lines[i]).object();
            QVERIFY2(line.value(QStringLiteral("value_encoding")).toString() ==
                         QLatin1String("schema"),
                     m_lines[i].constData());
            const QJsonValue got = line.value(QStringLiteral("value"));
            const QJsonValue expected = m_records[i].value(QStringLiteral("expected"));
            QVERIFY2(sameJson(got, expected),
                     qPrintable(QStringLiteral("record %1: got %2, protobuf's %3")
                                    .arg(i)
                                    .arg(QString::fromUtf8(compact(got)),
                                         QString::fromUtf8(compact(expected)))));
            const QJsonObject s = line.value(QStringLiteral("value_schema")).toObject();
            QCOMPARE(s.value(QStringLiteral("id")).toInt(), m_orderId);
            QCOMPARE(s.value(QStringLiteral("type")).toString(), QStringLiteral("PROTOBUF"));
            QCOMPARE(s.value(QStringLiteral("subject")).toString(),
                     m_topic + QStringLiteral("-value"));
            QCOMPARE(s.value(QStringLiteral("message")).toString(),
                     m_records[i].value(QStringLiteral("message")).toString());
        }
    }

    // Producing JSON with the subject's schema: the first message (Ping), read back decoded.
    void produceWithSchemaRoundTrip()
    {
        const QString url = clusterInfo("kafka1sr").schemaRegistry;
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        const QString copy = m_topic + QStringLiteral("-copy");
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{copy, 1, 1, {}}));
        const QJsonObject ping = m_records[2].value(QStringLiteral("expected")).toObject();
        const ProcessResult p =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                        QStringLiteral("--schema-registry"), url, QStringLiteral("produce"), copy,
                        QStringLiteral("--value-schema"), m_topic + QStringLiteral("-value"),
                        QStringLiteral("--value"),
                        QString::fromUtf8(QJsonDocument(ping).toJson(QJsonDocument::Compact))});
        QVERIFY2(p.exitCode == 0, p.err.constData());
        const ProcessResult raw =
            runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                        QStringLiteral("consume"), copy, QStringLiteral("--decode"),
                                        QStringLiteral("none"), QStringLiteral("--format"),
                                        QStringLiteral("json")});
        const QJsonObject line = QJsonDocument::fromJson(raw.out.trimmed()).object();
        // Google's library wrote the same message: the same bytes, header and index byte included.
        const QString value = line.value(QStringLiteral("value")).toString();
        const QByteArray bytes =
            line.value(QStringLiteral("value_encoding")).toString() == QLatin1String("base64")
                ? QByteArray::fromBase64(value.toLatin1())
                : value.toUtf8();
        QCOMPARE(bytes.toHex(),
                 m_records[2].value(QStringLiteral("framed_hex")).toString().toLatin1());
        const ProcessResult bad =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                        QStringLiteral("--schema-registry"), url, QStringLiteral("produce"), copy,
                        QStringLiteral("--value-schema"), m_topic + QStringLiteral("-value"),
                        QStringLiteral("--value"), QStringLiteral("{\"frm\": 1}")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("does not fit shop.Ping") && bad.err.contains("frm"),
                 bad.err.constData());
    }

    // A message other than the file's first, chosen by name (SUBJECT#pkg.Message): framed with
    // its message-index array, byte for byte what Google's library wrote ([1, 0] for a nested
    // type, [1] for the second message).
    void produceANamedMessage()
    {
        const QString url = clusterInfo("kafka1sr").schemaRegistry;
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        const QString named = m_topic + QStringLiteral("-named");
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{named, 1, 1, {}}));
        const auto produce = [&](const QString &choice, const QJsonObject &value) {
            return runProgram(
                "KAFSCOPE_CLI",
                {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                 QStringLiteral("--schema-registry"), url, QStringLiteral("produce"), named,
                 QStringLiteral("--value-schema"), choice, QStringLiteral("--value"),
                 QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact))});
        };
        const QString subject = m_topic + QStringLiteral("-value");
        QCOMPARE(m_records[3].value(QStringLiteral("message")).toString(),
                 QStringLiteral("shop.Order.Line"));
        QCOMPARE(m_records[1].value(QStringLiteral("message")).toString(),
                 QStringLiteral("shop.Order"));
        ProcessResult p = produce(subject + QStringLiteral("#shop.Order.Line"),
                                  m_records[3].value(QStringLiteral("expected")).toObject());
        QVERIFY2(p.exitCode == 0, p.err.constData());
        p = produce(subject + QStringLiteral(":1#shop.Order"),
                    m_records[1].value(QStringLiteral("expected")).toObject());
        QVERIFY2(p.exitCode == 0, p.err.constData());
        const ProcessResult unknown = produce(subject + QStringLiteral("#shop.Refund"), {});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("has no message shop.Refund"), unknown.err.constData());

        const ProcessResult raw =
            runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                        QStringLiteral("consume"), named,
                                        QStringLiteral("--decode"), QStringLiteral("none"),
                                        QStringLiteral("--format"), QStringLiteral("json")});
        QList<QByteArray> lines = raw.out.split('\n');
        lines.removeAll(QByteArray());
        QCOMPARE(lines.size(), 2);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject line = QJsonDocument::fromJson(lines[i]).object();
            const QString value = line.value(QStringLiteral("value")).toString();
            const QByteArray bytes =
                line.value(QStringLiteral("value_encoding")).toString() == QLatin1String("base64")
                    ? QByteArray::fromBase64(value.toLatin1())
                    : value.toUtf8();
            QCOMPARE(bytes.toHex(), m_records[i == 0 ? 3 : 1]
                                        .value(QStringLiteral("framed_hex"))
                                        .toString()
                                        .toLatin1());
        }
    }

    // Without a registry: raw (unframed) Protobuf values decoded with a descriptor set that protoc
    // wrote (--include_imports), the message named by --value-message.
    void decodesWithADescriptorSet()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QJsonObject schemas =
            QJsonDocument::fromJson(
                runSchemaPython(QStringLiteral("protobuf_encode.py"), {QStringLiteral("schemas")}))
                .object();
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("common")));
        for (const auto &[name, key] :
             {std::pair{QStringLiteral("common/money.proto"), QStringLiteral("money")},
              std::pair{QStringLiteral("order.proto"), QStringLiteral("order")}}) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(schemas.value(key).toString().toUtf8());
        }
        const QString set = dir.filePath(QStringLiteral("order.pb"));
        QProcess protoc;
        protoc.start(QStringLiteral("protoc"),
                     {QStringLiteral("--include_imports"),
                      QStringLiteral("--descriptor_set_out=") + set,
                      QStringLiteral("-I") + dir.path(), QStringLiteral("order.proto")});
        QVERIFY(protoc.waitForFinished(60000));
        QVERIFY2(protoc.exitCode() == 0, protoc.readAllStandardError().constData());

        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        const QString plain = m_topic + QStringLiteral("-plain");
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{plain, 1, 1, {}}));
        // Record 0 (a full shop.Order) without its header and message index.
        const QByteArray framed = QByteArray::fromHex(
            m_records[0].value(QStringLiteral("framed_hex")).toString().toLatin1());
        QCOMPARE(framed.mid(5, 2), QByteArray::fromHex("0202")); // [1]
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        auto sent =
            produceAndWait(*producer.value(),
                           {OutgoingMessage{plain, 0, std::nullopt, framed.mid(7), {}, 0}}, 30000);
        QVERIFY2(sent, sent ? "" : qPrintable(sent.error().message()));

        const QStringList base{QStringLiteral("--bootstrap"),
                               bootstrap("kafka1sr"),
                               QStringLiteral("consume"),
                               plain,
                               QStringLiteral("--format"),
                               QStringLiteral("json"),
                               QStringLiteral("--value-descriptor-set"),
                               set};
        const ProcessResult r =
            runProgram("KAFSCOPE_CLI", base + QStringList{QStringLiteral("--value-message"),
                                                          QStringLiteral("shop.Order")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject line = QJsonDocument::fromJson(r.out.trimmed()).object();
        QVERIFY2(sameJson(line.value(QStringLiteral("value")),
                          m_records[0].value(QStringLiteral("expected"))),
                 r.out.constData());
        const ProcessResult missing =
            runProgram("KAFSCOPE_CLI", base + QStringList{QStringLiteral("--value-message"),
                                                          QStringLiteral("shop.Refund")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("has no message shop.Refund"), missing.err.constData());
        const ProcessResult noMessage = runProgram("KAFSCOPE_CLI", base);
        QCOMPARE(noMessage.exitCode, 2);
        QVERIFY2(noMessage.err.contains("--value-message"), noMessage.err.constData());
        const ProcessResult notASet = runProgram(
            "KAFSCOPE_CLI",
            QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                        QStringLiteral("consume"), plain, QStringLiteral("--value-descriptor-set"),
                        dir.filePath(QStringLiteral("order.proto")),
                        QStringLiteral("--value-message"), QStringLiteral("shop.Order")});
        QCOMPARE(notASet.exitCode, 2);
        QVERIFY2(notASet.err.contains("not a Protobuf descriptor set"), notASet.err.constData());
    }

    void mismatchesAreExplained()
    {
        const QJsonObject badIndex = QJsonDocument::fromJson(m_lines[4]).object();
        QVERIFY2(badIndex.value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QLatin1String("has no message 5")),
                 m_lines[4].constData());
        const QJsonObject bad = QJsonDocument::fromJson(m_lines[5]).object();
        QVERIFY2(bad.value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QLatin1String("does not match shop.Order")),
                 m_lines[5].constData());
        QCOMPARE(bad.value(QStringLiteral("value_encoding")).toString(), QStringLiteral("base64"));
    }

    // Without a registry: raw Avro with a local .avsc, raw Protobuf with a local .proto and an
    // import path.
    void localSchemaFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto write = [&](const QString &name, const QByteArray &text) {
            QDir().mkpath(QFileInfo(dir.filePath(name)).absolutePath());
            QFile f(dir.filePath(name));
            return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
        };
        QVERIFY(write(
            QStringLiteral("test.avsc"),
            "{\"type\":\"record\",\"name\":\"test\",\"fields\":[{\"name\":\"a\",\"type\":\"long\"},"
            "{\"name\":\"b\",\"type\":\"string\"}]}"));
        QVERIFY(write(QStringLiteral("protos/a.proto"),
                      "syntax = \"proto3\"; package t; import \"inc/b.proto\";\n"
                      "message A { t.B b = 1; int32 n = 2; }\n"));
        QVERIFY(write(QStringLiteral("include/inc/b.proto"),
                      "syntax = \"proto3\"; package t; message B { string s = 1; }\n"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        const QString avroTopic = m_topic + QStringLiteral("-raw-avro"),
                      protoTopic = m_topic + QStringLiteral("-raw-proto");
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{avroTopic, 1, 1, {}}));
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{protoTopic, 1, 1, {}}));
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        // The specification's example record, and A{b: {s: "x"}, n: 5} by the Protobuf wire format.
        QVERIFY(produceAndWait(
            *producer.value(),
            {OutgoingMessage{avroTopic, 0, std::nullopt, QByteArray::fromHex("3606666f6f"), {}, 0},
             OutgoingMessage{
                 protoTopic, 0, std::nullopt, QByteArray::fromHex("0a030a01781005"), {}, 0}},
            30000));
        const QStringList base{QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                               QStringLiteral("consume")};
        ProcessResult r = runProgram(
            "KAFSCOPE_CLI", base + QStringList{avroTopic, QStringLiteral("--value-avsc"),
                                               dir.filePath(QStringLiteral("test.avsc")),
                                               QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("\"value\":{\"a\":27,\"b\":\"foo\"}"), r.out.constData());
        QJsonObject s = QJsonDocument::fromJson(r.out.trimmed())
                            .object()
                            .value(QStringLiteral("value_schema"))
                            .toObject();
        QCOMPARE(s.value(QStringLiteral("file")).toString(),
                 dir.filePath(QStringLiteral("test.avsc")));
        QCOMPARE(s.value(QStringLiteral("type")).toString(), QStringLiteral("AVRO"));
        r = runProgram("KAFSCOPE_CLI",
                       base + QStringList{protoTopic, QStringLiteral("--value-proto"),
                                          dir.filePath(QStringLiteral("protos/a.proto")),
                                          QStringLiteral("--proto-path"),
                                          dir.filePath(QStringLiteral("include")),
                                          QStringLiteral("--value-message"), QStringLiteral("t.A"),
                                          QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("\"value\":{\"b\":{\"s\":\"x\"},\"n\":5}"), r.out.constData());
        s = QJsonDocument::fromJson(r.out.trimmed())
                .object()
                .value(QStringLiteral("value_schema"))
                .toObject();
        QCOMPARE(s.value(QStringLiteral("message")).toString(), QStringLiteral("t.A"));
        // Without the import path the import is not found; both a registry and a file is a usage
        // error.
        r = runProgram("KAFSCOPE_CLI",
                       base + QStringList{protoTopic, QStringLiteral("--value-proto"),
                                          dir.filePath(QStringLiteral("protos/a.proto")),
                                          QStringLiteral("--value-message"),
                                          QStringLiteral("t.A")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("imports inc/b.proto"), r.err.constData());
        r = runProgram("KAFSCOPE_CLI", base + QStringList{avroTopic, QStringLiteral("--value-avsc"),
                                                          dir.filePath(QStringLiteral("test.avsc")),
                                                          QStringLiteral("--schema-registry"),
                                                          schemaRegistryUrl()});
        QCOMPARE(r.exitCode, 2);
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaProtobufCli)
#include "test_schema_protobuf_cli.moc"
