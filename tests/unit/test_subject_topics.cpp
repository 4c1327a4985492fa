// Which topics a schema registry subject belongs to under the three subject name strategies, and
// the record name each schema type gives.
#include "schema/subject_topics.h"
#include "test_main.h"

#include <QTest>

using namespace kafscope::schema;

class TestSubjectTopics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void recordNames()
    {
        QCOMPARE(schemaRecordName(
                     SchemaType::Avro,
                     QStringLiteral(
                         R"({"type":"record","name":"Order","namespace":"shop.v1","fields":[]})")),
                 QStringLiteral("shop.v1.Order"));
        QCOMPARE(
            schemaRecordName(
                SchemaType::Avro,
                QStringLiteral(
                    R"({"type":"record","name":"a.b.Order","namespace":"ignored","fields":[]})")),
            QStringLiteral("a.b.Order"));
        QCOMPARE(
            schemaRecordName(SchemaType::Avro,
                             QStringLiteral(R"({"type":"enum","name":"Suit","symbols":["A"]})")),
            QStringLiteral("Suit"));
        QCOMPARE(schemaRecordName(SchemaType::Avro, QStringLiteral(R"("string")")), QString());
        QCOMPARE(schemaRecordName(SchemaType::Avro, QStringLiteral(R"(["null","string"])")),
                 QString());
        QCOMPARE(schemaRecordName(
                     SchemaType::Protobuf,
                     QStringLiteral("syntax = \"proto3\";\n// message Fake {\npackage pay.v2;\n"
                                    "import \"google/protobuf/timestamp.proto\";\n"
                                    "/* message AlsoFake { */\nmessage Payment {\n  message Line { "
                                    "string sku = 1; }\n  "
                                    "repeated Line lines = 1;\n}\nmessage Refund {}\n")),
                 QStringLiteral("pay.v2.Payment"));
        QCOMPARE(
            schemaRecordName(SchemaType::Protobuf,
                             QStringLiteral("syntax = \"proto3\"; message Bare { int32 x = 1; }")),
            QStringLiteral("Bare"));
        QCOMPARE(schemaRecordName(SchemaType::Protobuf,
                                  QStringLiteral("syntax = \"proto3\"; enum E { A = 0; }")),
                 QString());
        QCOMPARE(schemaRecordName(SchemaType::Json,
                                  QStringLiteral(R"({"title":"Invoice","type":"object"})")),
                 QStringLiteral("Invoice"));
        QCOMPARE(schemaRecordName(SchemaType::Json, QStringLiteral(R"({"type":"object"})")),
                 QString());
    }

    void strategies()
    {
        const QStringList topics{QStringLiteral("orders"), QStringLiteral("orders-eu"),
                                 QStringLiteral("payments")};
        auto one = [&](const QString &subject, const QString &record) {
            return topicsUsingSubject(subject, record, topics);
        };

        SubjectTopics t = one(QStringLiteral("orders-value"), QStringLiteral("shop.Order"));
        QCOMPARE(t.topics.size(), 1);
        QCOMPARE(t.topics[0].topic, QStringLiteral("orders"));
        QCOMPARE(t.topics[0].part, QStringLiteral("value"));
        QCOMPARE(t.topics[0].strategy, QStringLiteral("TopicNameStrategy"));
        QVERIFY(t.topics[0].exists);
        QVERIFY(!t.recordNamed);

        t = one(QStringLiteral("orders-eu-key"), QString());
        QCOMPARE(t.topics.size(), 1);
        QCOMPARE(t.topics[0].topic, QStringLiteral("orders-eu"));
        QCOMPARE(t.topics[0].part, QStringLiteral("key"));

        // A topic-value subject whose topic the cluster lacks is still named, marked missing.
        t = one(QStringLiteral("gone-value"), QString());
        QCOMPARE(t.topics.size(), 1);
        QVERIFY(!t.topics[0].exists);

        t = one(QStringLiteral("payments-pay.v2.Payment"), QStringLiteral("pay.v2.Payment"));
        QCOMPARE(t.topics.size(), 1);
        QCOMPARE(t.topics[0].topic, QStringLiteral("payments"));
        QCOMPARE(t.topics[0].strategy, QStringLiteral("TopicRecordNameStrategy"));
        QVERIFY(t.topics[0].part.isEmpty());
        // ... but not for a topic the cluster does not have (the record name may itself hold '-').
        QVERIFY(one(QStringLiteral("refunds-pay.v2.Payment"), QStringLiteral("pay.v2.Payment"))
                    .topics.isEmpty());

        t = one(QStringLiteral("shop.Order"), QStringLiteral("shop.Order"));
        QVERIFY(t.recordNamed);
        QVERIFY(t.topics.isEmpty());

        // "-value" alone names no topic.
        QVERIFY(one(QStringLiteral("-value"), QString()).topics.isEmpty());
        QVERIFY(one(QStringLiteral("plain"), QString()).topics.isEmpty());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSubjectTopics)
#include "test_subject_topics.moc"
