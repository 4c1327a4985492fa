// Producing with a JSON Schema (Apicurio Registry, kafka1sr): a value is checked against the
// subject's schema, which refers to another subject, before it is sent framed with the schema's
// id; one that does not fit names the field and sends nothing; the load generator checks every
// rendered template; consume --decode shows the value as JSON with its schema. The load generator
// with an Avro schema too.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ProcessResult cli(const QStringList &args)
{
    return runProgram("KAFSCOPE_CLI",
                      QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                  QStringLiteral("--schema-registry"), schemaRegistryUrl()} +
                          args);
}

// What a load's JSON statistics say of the messages the schema refused: how many, and why.
int schemaEncodeFailures(const QJsonObject &stats)
{
    return stats.value(QStringLiteral("errors"))
        .toObject()
        .value(QStringLiteral("_SCHEMA_ENCODE"))
        .toInt();
}

QString schemaEncodeReason(const QJsonObject &stats)
{
    return stats.value(QStringLiteral("error_messages"))
        .toObject()
        .value(QStringLiteral("_SCHEMA_ENCODE"))
        .toString();
}

} // namespace

class TestSchemaJsonCli : public QObject {
    Q_OBJECT
    QString m_topic;
    QString m_subject;
    int m_id = -1;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!schemaRegistryUrl().isEmpty(), "the kafka1sr fixture runs no schema registry");
        m_topic = uniqueName(QStringLiteral("schema-json"));
        m_subject = m_topic + QStringLiteral("-value");
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin && createTopic(*admin.value(), NewTopicSpec{m_topic, 2, 1, {}}));
        const QString addressSubject = m_topic + QStringLiteral("-address");
        registerSchema(
            addressSubject,
            QStringLiteral("{\"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"
                           "            \"type\": \"object\", \"required\": [\"zip\"], "
                           "\"additionalProperties\": false,\n"
                           "            \"properties\": {\"zip\": {\"type\": \"string\", "
                           "\"pattern\": \"^[0-9]{5}$\"},\n"
                           "                           \"city\": {\"type\": \"string\"}}}"),
            {}, QStringLiteral("JSON"));
        m_id = registerSchema(
            m_subject,
            QStringLiteral("{\"$schema\": \"http://json-schema.org/draft-07/schema#\",\n"
                           "            \"title\": \"%1\", \"type\": \"object\", \"required\": "
                           "[\"id\", \"status\", \"home\"],\n"
                           "            \"definitions\": {\"money\": {\"type\": \"string\", "
                           "\"pattern\": \"^[0-9]+\\\\.[0-9]{2}$\"}},\n"
                           "            \"properties\": {\n"
                           "                \"id\": {\"type\": \"integer\", \"minimum\": 1},\n"
                           "                \"status\": {\"enum\": [\"NEW\", \"PAID\"]},\n"
                           "                \"total\": {\"$ref\": \"#/definitions/money\"},\n"
                           "                \"home\": {\"$ref\": \"address.json\"},\n"
                           "                \"tags\": {\"type\": \"array\", \"items\": {\"type\": "
                           "\"string\"}, \"uniqueItems\": true}}}")
                .arg(m_topic),
            QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("address.json")},
                                   {QStringLiteral("subject"), addressSubject},
                                   {QStringLiteral("version"), 1}}},
            QStringLiteral("JSON"));
        QVERIFY(m_id > 0);
    }

    void producesWhatFitsAndRefusesWhatDoesNot()
    {
        const QJsonObject order{{QStringLiteral("id"), 7},
                                {QStringLiteral("status"), QStringLiteral("PAID")},
                                {QStringLiteral("total"), QStringLiteral("12.50")},
                                {QStringLiteral("home"),
                                 QJsonObject{{QStringLiteral("zip"), QStringLiteral("04107")},
                                             {QStringLiteral("city"), QStringLiteral("Leipzig")}}},
                                {QStringLiteral("tags"), QJsonArray{QStringLiteral("gift")}}};
        const ProcessResult ok = cli(
            {QStringLiteral("produce"), m_topic, QStringLiteral("--partition"), QStringLiteral("0"),
             QStringLiteral("--value-schema"), m_subject, QStringLiteral("--value"),
             QString::fromUtf8(QJsonDocument(order).toJson(QJsonDocument::Compact))});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());

        // Each refusal names the place: in the referenced schema, through a local $ref, an enum.
        const QList<QPair<QString, QString>> refused = {
            {QStringLiteral("{\"id\": 8, \"status\": \"PAID\", \"home\": {\"zip\": \"041\"}}"),
             QStringLiteral("home.zip: \"041\" does not match the pattern")},
            {QStringLiteral("{\"id\": 8, \"status\": \"PAID\", \"home\": {\"zip\": \"04107\", "
                            "\"street\": \"x\"}}"),
             QStringLiteral("home.street: not a property the schema allows")},
            {QStringLiteral("{\"id\": 8, \"status\": \"PAID\", \"home\": {\"zip\": \"04107\"}, "
                            "\"total\": \"1\"}"),
             QStringLiteral("total: \"1\" does not match")},
            {QStringLiteral("{\"id\": 8, \"status\": \"LOST\", \"home\": {\"zip\": \"04107\"}}"),
             QStringLiteral("status: expected one of \"NEW\", \"PAID\"")},
            {QStringLiteral("{\"id\": 0, \"status\": \"NEW\", \"home\": {\"zip\": \"04107\"}}"),
             QStringLiteral("id: 0 is below 1")},
            {QStringLiteral("{\"status\": \"NEW\", \"home\": {\"zip\": \"04107\"}}"),
             QStringLiteral("id: required, but missing")},
        };
        for (const auto &[value, why] : refused) {
            const ProcessResult bad =
                cli({QStringLiteral("produce"), m_topic, QStringLiteral("--value-schema"),
                     m_subject, QStringLiteral("--value"), value});
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains(why.toUtf8()), bad.err.constData());
        }

        // Read back: one record, framed with the schema's id, shown as the JSON it was.
        const ProcessResult read =
            cli({QStringLiteral("consume"), m_topic, QStringLiteral("--partitions"),
                 QStringLiteral("0"), QStringLiteral("--decode"), QStringLiteral("registry"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(read.exitCode == 0, read.err.constData());
        const QList<QByteArray> lines = read.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        const QJsonObject line = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(line.value(QStringLiteral("value")).toObject(), order);
        const QJsonObject s = line.value(QStringLiteral("value_schema")).toObject();
        QCOMPARE(s.value(QStringLiteral("id")).toInt(), m_id);
        QCOMPARE(s.value(QStringLiteral("type")).toString(), QStringLiteral("JSON"));
        QCOMPARE(s.value(QStringLiteral("subject")).toString(), m_subject);
        const ProcessResult raw =
            cli({QStringLiteral("consume"), m_topic, QStringLiteral("--partitions"),
                 QStringLiteral("0"), QStringLiteral("--decode"), QStringLiteral("none"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonObject rawLine = QJsonDocument::fromJson(raw.out.trimmed()).object();
        const QString rawValue = rawLine.value(QStringLiteral("value")).toString();
        const QByteArray bytes =
            rawLine.value(QStringLiteral("value_encoding")).toString() == QLatin1String("base64")
                ? QByteArray::fromBase64(rawValue.toLatin1())
                : rawValue.toUtf8();
        QCOMPARE(bytes.left(5).toHex(),
                 QByteArray("00") + QByteArray::number(m_id, 16).rightJustified(8, '0'));
        QCOMPARE(QJsonDocument::fromJson(bytes.mid(5)).object(), order);
    }

    // The load generator: every rendered template is checked; refused ones are counted, not sent.
    void generatedLoadIsChecked()
    {
        const auto generate = [&](const QString &tmpl, int count) {
            return cli({QStringLiteral("--json"), QStringLiteral("produce"), m_topic,
                        QStringLiteral("--partition"), QStringLiteral("1"),
                        QStringLiteral("--generate"), QStringLiteral("--count"),
                        QString::number(count), QStringLiteral("--template"), tmpl,
                        QStringLiteral("--value-schema"), m_subject});
        };
        const ProcessResult ok =
            generate(QStringLiteral("{\"id\": 1{{seq}}, \"status\": \"NEW\", \"home\": {\"zip\": "
                                    "\"1{{random_int:1000:9999}}\"}}"),
                     30);
        QVERIFY2(ok.exitCode == 0, (ok.err + ok.out).constData());
        const QJsonObject stats = QJsonDocument::fromJson(ok.out).object();
        QCOMPARE(stats.value(QStringLiteral("acked")).toInt(), 30);
        QCOMPARE(stats.value(QStringLiteral("failed")).toInt(), 0);
        // seq starts at 0, which "minimum": 1 refuses: one failure, named.
        const ProcessResult some =
            generate(QStringLiteral(
                         "{\"id\": {{seq}}, \"status\": \"NEW\", \"home\": {\"zip\": \"12345\"}}"),
                     5);
        const QJsonObject someStats = QJsonDocument::fromJson(some.out).object();
        QCOMPARE(someStats.value(QStringLiteral("acked")).toInt(), 4);
        QCOMPARE(someStats.value(QStringLiteral("failed")).toInt(), 1);
        QVERIFY2(schemaEncodeReason(someStats).contains(QStringLiteral("id: 0 is below 1")),
                 some.out.constData());
        const ProcessResult bad = generate(
            QStringLiteral("{\"id\": {{seq}}, \"status\": \"NEW\", \"home\": {\"zip\": \"x\"}}"),
            10);
        const QJsonObject badStats = QJsonDocument::fromJson(bad.out).object();
        QCOMPARE(badStats.value(QStringLiteral("acked")).toInt(), 0);
        QCOMPARE(badStats.value(QStringLiteral("failed")).toInt(), 10);
        QCOMPARE(schemaEncodeFailures(badStats), 10);
        QVERIFY2(schemaEncodeReason(badStats).contains(QStringLiteral("home.zip")),
                 bad.out.constData());

        const ProcessResult read =
            cli({QStringLiteral("consume"), m_topic, QStringLiteral("--partitions"),
                 QStringLiteral("1"), QStringLiteral("--max"), QStringLiteral("0"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(read.exitCode == 0, read.err.constData());
        const QList<QByteArray> lines = read.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 30 + 4);
        for (const QByteArray &l : lines) {
            const QJsonObject v =
                QJsonDocument::fromJson(l).object().value(QStringLiteral("value")).toObject();
            QVERIFY2(v.value(QStringLiteral("id")).toInteger() >= 1, l.constData());
            QVERIFY2(v.value(QStringLiteral("home"))
                             .toObject()
                             .value(QStringLiteral("zip"))
                             .toString()
                             .size() == 5,
                     l.constData());
        }
    }

    // The load generator with a schema: every rendered template is encoded and framed (read back
    // field for field); a template the schema refuses sends nothing and every message is counted as
    // failed.
    void generatedLoadWithAnAvroSchema()
    {
        const QString topic = uniqueName(QStringLiteral("schema-load"));
        const QString subject = topic + QStringLiteral("-value");
        const int id = registerSchema(
            subject,
            QStringLiteral(R"({"type":"record","name":"Reading","namespace":"load.test","fields":[
            {"name":"id","type":"long"},{"name":"sensor","type":"string"},{"name":"celsius","type":"double"}]})"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin && createTopic(*admin.value(), NewTopicSpec{topic, 2, 1, {}}));
        auto generate = [&](const QString &tmpl, int count) {
            return runProgram("KAFSCOPE_CLI",
                              {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                               QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                               QStringLiteral("--json"), QStringLiteral("produce"), topic,
                               QStringLiteral("--generate"), QStringLiteral("--count"),
                               QString::number(count), QStringLiteral("--template"), tmpl,
                               QStringLiteral("--value-schema"), subject});
        };
        const ProcessResult ok = generate(
            QStringLiteral(R"({"id": {{seq}}, "sensor": "s-{{seq}}", "celsius": 21.5})"), 40);
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        const QJsonObject stats = QJsonDocument::fromJson(ok.out).object();
        QCOMPARE(stats.value(QStringLiteral("acked")).toInt(), 40);
        QCOMPARE(stats.value(QStringLiteral("failed")).toInt(), 0);

        const ProcessResult read =
            runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
                                        QStringLiteral("--schema-registry"), schemaRegistryUrl(),
                                        QStringLiteral("consume"), topic,
                                        QStringLiteral("--decode"), QStringLiteral("auto"),
                                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(read.exitCode == 0, read.err.constData());
        const QList<QByteArray> lines = read.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 40);
        QSet<qint64> ids;
        for (const QByteArray &l : lines) {
            const QJsonObject line = QJsonDocument::fromJson(l).object();
            const QJsonObject value = line.value(QStringLiteral("value")).toObject();
            const qint64 n = value.value(QStringLiteral("id")).toInteger(-1);
            ids.insert(n);
            QCOMPARE(value.value(QStringLiteral("sensor")).toString(),
                     QStringLiteral("s-%1").arg(n));
            QCOMPARE(value.value(QStringLiteral("celsius")).toDouble(), 21.5);
            const QJsonObject used = line.value(QStringLiteral("value_schema")).toObject();
            QCOMPARE(used.value(QStringLiteral("id")).toInt(), id);
            QCOMPARE(used.value(QStringLiteral("subject")).toString(), subject);
        }
        QCOMPARE(ids.size(), 40);
        QVERIFY(ids.contains(0) && ids.contains(39));

        // "id" rendered as a string: nothing sent, all five counted, the field named.
        const ProcessResult bad =
            generate(QStringLiteral(R"({"id": "x{{seq}}", "sensor": "s", "celsius": 1})"), 5);
        QCOMPARE(bad.exitCode, 1);
        const QJsonObject badStats = QJsonDocument::fromJson(bad.out).object();
        QCOMPARE(badStats.value(QStringLiteral("acked")).toInt(), 0);
        QCOMPARE(badStats.value(QStringLiteral("failed")).toInt(), 5);
        QCOMPARE(schemaEncodeFailures(badStats), 5);
        const QString why = schemaEncodeReason(badStats);
        QVERIFY2(why.startsWith(QStringLiteral("Not encoded with the schema: ")) &&
                     why.contains(QStringLiteral("id")),
                 qPrintable(why));

        // Without a template there is no JSON to encode.
        const ProcessResult noTemplate = runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), bootstrap("kafka1sr"),
             QStringLiteral("--schema-registry"), schemaRegistryUrl(), QStringLiteral("produce"),
             topic, QStringLiteral("--generate"), QStringLiteral("--count"), QStringLiteral("3"),
             QStringLiteral("--value-schema"), subject});
        QCOMPARE(noTemplate.exitCode, 2);
        QVERIFY2(noTemplate.err.contains("needs a template"), noTemplate.err.constData());
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaJsonCli)
#include "test_schema_json_cli.moc"
