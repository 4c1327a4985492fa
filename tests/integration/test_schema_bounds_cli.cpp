// consume --decode against misbehaving registries (issue 32, review items F1-F4, F9): fake
// registries in Python (tests/integration/schema/fake_registry.py) and records on the kafka1
// broker. A 5xx answer is not asked once per record, nor is every distinct unknown id; credentials
// never follow a redirect to another port; a huge answer is refused at its bound; a schema's long
// name is cut in every row; a .proto nested 30,000 deep is refused instead of crashing; a Protobuf
// value whose defaults would print as megabytes is written without them, and the row says so.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "fake_registry.h"
#include "produce/sync_producer.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

// A new topic holding `values` (in one partition, in order).
QString topicWith(const QString &prefix, const QList<QByteArray> &values)
{
    const QString topic = uniqueName(prefix);
    auto admin = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-admin"));
    if (!admin || !createTopic(*admin.value(), NewTopicSpec{topic, 1, 1, {}}))
        qFatal("cannot create %s", qPrintable(topic));
    QList<OutgoingMessage> messages;
    for (const QByteArray &v : values)
        messages << OutgoingMessage{topic, 0, std::nullopt, v, {}, 0};
    auto producer = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-producer"),
                                        KafkaClient::Type::Producer);
    if (!producer)
        qFatal("no producer");
    auto sent = produceAndWait(*producer.value(), messages, 60000);
    if (!sent)
        qFatal("produce: %s", qPrintable(sent.error().message()));
    return topic;
}

QByteArray randomBytes(int n)
{
    QByteArray b(n, '\0');
    for (char &c : b)
        c = char(QRandomGenerator::global()->bounded(256));
    return b;
}

ProcessResult consume(const QString &topic, const QString &registry, const QStringList &extra = {},
                      const QStringList &env = {})
{
    return runProgram("KAFSCOPE_CLI",
                      QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1"),
                                  QStringLiteral("--schema-registry"), registry,
                                  QStringLiteral("consume"), topic, QStringLiteral("--format"),
                                  QStringLiteral("json"), QStringLiteral("--max"),
                                  QStringLiteral("0")} +
                          extra,
                      120000, env);
}

QList<QJsonObject> rows(const QByteArray &out)
{
    QList<QJsonObject> r;
    for (const QByteArray &line : out.split('\n'))
        if (!line.isEmpty())
            r << QJsonDocument::fromJson(line).object();
    return r;
}

QString writeFile(QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(name));
    return f.fileName();
}

} // namespace

class TestSchemaBoundsCli : public QObject {
    Q_OBJECT

    // 150 records framed with the same id: a registry answering `status` is asked a few times,
    // not once per record, and every row says why it was not decoded.
    void sameIdFailing(int status)
    {
        QList<QByteArray> values;
        for (int i = 0; i < 150; ++i)
            values << confluentFramed(777, randomBytes(20));
        const QString topic = topicWith(QStringLiteral("bounds-same"), values);
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("status"),
                               QStringLiteral("--status"), QString::number(status)});
        const ProcessResult r = consume(topic, registry.url());
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 150);
        for (const QJsonObject &l : lines)
            QVERIFY2(l.value(QStringLiteral("value_decode_error"))
                         .toString()
                         .contains(QStringLiteral("HTTP %1").arg(status)),
                     qPrintable(l.value(QStringLiteral("value_decode_error")).toString()));
        const int asked = int(registry.requests().size());
        QVERIFY2(asked <= 10, qPrintable(QStringLiteral("%1 requests for 150 records").arg(asked)));
    }

private Q_SLOTS:
    void aServerErrorIsNotAskedPerRecord() { sameIdFailing(500); }
    void aBadRequestIsNotAskedPerRecord() { sameIdFailing(400); }

    // 250 garbage records with distinct ids against a registry that knows none: at most the
    // bound of ids is asked about; the rest say they were not looked up.
    void distinctUnknownIdsAreBounded()
    {
        QList<QByteArray> values;
        for (int i = 0; i < 250; ++i)
            values << confluentFramed(100000 + i, randomBytes(10));
        const QString topic = topicWith(QStringLiteral("bounds-ids"), values);
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("status"),
                               QStringLiteral("--status"), QStringLiteral("404")});
        const ProcessResult r = consume(topic, registry.url());
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 250);
        const int asked = int(registry.requests().size());
        QVERIFY2(asked <= 100, qPrintable(QStringLiteral("%1 requests for 250 ids").arg(asked)));
        QVERIFY2(lines.last()
                     .value(QStringLiteral("value_decode_error"))
                     .toString()
                     .contains(QStringLiteral("was not looked up")),
                 qPrintable(lines.last().value(QStringLiteral("value_decode_error")).toString()));
    }

    // The registry redirects to another port: the credentials never go there.
    void noCredentialsFollowARedirectToAnotherPort()
    {
        const QString topic =
            topicWith(QStringLiteral("bounds-redirect"), {confluentFramed(5, "\x02x")});
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("redirect")});
        const ProcessResult r =
            consume(topic, registry.url(), {},
                    {QStringLiteral("KAFSCOPE_SCHEMA_REGISTRY_USER=ruser"),
                     QStringLiteral("KAFSCOPE_SCHEMA_REGISTRY_PASSWORD=rpass-SECRET")});
        QCOMPARE(r.exitCode, 0);
        const QStringList asked = registry.requests();
        QVERIFY(!asked.isEmpty());
        for (const QString &line : asked)
            QVERIFY2(!line.startsWith(QString::number(registry.otherPort()) + QLatin1Char(' ')),
                     qPrintable(line));
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 1);
        const QString why = lines[0].value(QStringLiteral("value_decode_error")).toString();
        QVERIFY2(
            why.contains(
                QStringLiteral("redirected to http://127.0.0.1:%1").arg(registry.otherPort())) &&
                why.contains(QStringLiteral("not followed")),
            qPrintable(why));
        QVERIFY(!r.out.contains("rpass-SECRET") && !r.err.contains("rpass-SECRET"));
    }

    // An answer of 20 MB is refused at the bound (16 MiB), and the rows say which bound.
    void aHugeAnswerIsRefusedAtItsBound()
    {
        const QString topic = topicWith(QStringLiteral("bounds-huge"),
                                        {confluentFramed(9, "\x02x"), confluentFramed(9, "\x02y")});
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("huge"),
                               QStringLiteral("--size"), QString::number(20 * 1024 * 1024)});
        const ProcessResult r = consume(topic, registry.url());
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 2);
        for (const QJsonObject &l : lines) {
            const QString why = l.value(QStringLiteral("value_decode_error")).toString();
            QVERIFY2(why.contains(QStringLiteral("(the limit for one answer)")), qPrintable(why));
        }
        QVERIFY2(r.out.size() < 10000, qPrintable(QString::number(r.out.size())));
    }

    // An Avro schema that is one 1 MB type name: the error each row carries is cut.
    void aLongNameIsCutInEveryRow()
    {
        QTemporaryDir dir;
        const QString file =
            writeFile(dir, QStringLiteral("name.avsc"), '"' + QByteArray(1000000, 'A') + '"');
        QList<QByteArray> values;
        for (int i = 0; i < 5; ++i)
            values << confluentFramed(11, "\x02x");
        const QString topic = topicWith(QStringLiteral("bounds-name"), values);
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("schema"),
                               QStringLiteral("--schema-file"), file});
        const ProcessResult r = consume(topic, registry.url());
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 5);
        for (const QJsonObject &l : lines) {
            const QString why = l.value(QStringLiteral("value_decode_error")).toString();
            QVERIFY2(why.contains(QStringLiteral("unknown type")), qPrintable(why.left(200)));
            QVERIFY2(why.size() < 1000, qPrintable(QString::number(why.size())));
        }
    }

    // A .proto of 30,000 nested messages crashed the CLI (SIGSEGV): now the row names the bound.
    void aDeeplyNestedProtoIsRefused()
    {
        QTemporaryDir dir;
        const int n = 30000;
        QByteArray proto = "syntax = \"proto3\";\npackage p;\n";
        for (int i = 0; i < n; ++i)
            proto += "message M" + QByteArray::number(i) + " {\n";
        proto += " int32 x = 1;\n" + QByteArray("}\n").repeated(n);
        const QString file = writeFile(dir, QStringLiteral("deep.proto"), proto);
        const QString topic = topicWith(QStringLiteral("bounds-deep"),
                                        {confluentFramed(777, QByteArray("\0\x08\x01", 3))});
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("schema"),
                               QStringLiteral("--schema-file"), file, QStringLiteral("--type"),
                               QStringLiteral("PROTOBUF")});
        const ProcessResult r = consume(topic, registry.url());
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 1);
        const QString why = lines[0].value(QStringLiteral("value_decode_error")).toString();
        QVERIFY2(why.contains(QStringLiteral("nests deeper than 64 levels")), qPrintable(why));
    }

    // M {repeated M children = 1; 200 int32 fields}: 4,000 empty children (8 KB) printed 17 MB of
    // defaults. Now the value is written without them, and the row says what was left out.
    void protobufDefaultsAreBounded()
    {
        QTemporaryDir dir;
        QByteArray proto =
            "syntax = \"proto3\";\npackage amp;\nmessage M {\n repeated M children = 1;\n";
        for (int i = 0; i < 200; ++i)
            proto += " int32 field_number_" + QByteArray::number(i).rightJustified(3, '0') + " = " +
                     QByteArray::number(i + 2) + ";\n";
        proto += "}\n";
        const QString file = writeFile(dir, QStringLiteral("amp.proto"), proto);
        const QByteArray payload = QByteArray(1, '\0') + QByteArray("\x0a\x00", 2).repeated(4000);
        const QString topic = topicWith(
            QStringLiteral("bounds-amp"),
            {confluentFramed(4, payload), confluentFramed(4, QByteArray("\0\x10\x07", 3))});
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("schema"),
                               QStringLiteral("--schema-file"), file, QStringLiteral("--type"),
                               QStringLiteral("PROTOBUF")});
        const ProcessResult r = consume(topic, registry.url());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.size() < 1024 * 1024, qPrintable(QString::number(r.out.size())));
        const QList<QJsonObject> lines = rows(r.out);
        QCOMPARE(lines.size(), 2);
        const QJsonObject big = lines[0];
        QCOMPARE(big.value(QStringLiteral("value"))
                     .toObject()
                     .value(QStringLiteral("children"))
                     .toArray()
                     .size(),
                 4000);
        QVERIFY2(big.value(QStringLiteral("value_decode_note"))
                     .toString()
                     .contains(QStringLiteral("defaults left out")),
                 qPrintable(QString::fromUtf8(QJsonDocument(big).toJson().left(300))));
        // A small value still shows every field at its default.
        const QJsonObject small = lines[1].value(QStringLiteral("value")).toObject();
        QCOMPARE(small.value(QStringLiteral("field_number_000")).toInt(), 7);
        QVERIFY(small.contains(QStringLiteral("field_number_199")));
        QVERIFY(!lines[1].contains(QStringLiteral("value_decode_note")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSchemaBoundsCli)
#include "test_schema_bounds_cli.moc"
