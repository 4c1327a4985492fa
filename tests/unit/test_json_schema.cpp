// JSON Schema checks before producing (issue #18): each assertion keyword accepts what fits and
// names the first place that does not; $ref within the document and to referenced schemas.
#include "schema/json_schema.h"
#include "test_main.h"
#include "schema/confluent_framing.h"
#include "schema/value_encoder.h"

#include <QJsonDocument>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::schema;

namespace {

QJsonValue json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + "]").array().first();
}

// Empty when `value` fits `schema`, else the error's text.
QString why(const char *schema, const char *value, const QList<QPair<QString, QString>> &refs = {})
{
    auto s = JsonSchema::parse(QString::fromUtf8(schema), refs);
    if (!s)
        return QStringLiteral("schema: ") + s.error().message();
    const Status st = s->validate(json(value));
    return st ? QString() : st.error().message();
}

} // namespace

class TestJsonSchema : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void types()
    {
        QCOMPARE(why("{\"type\":\"integer\"}", "3"), QString());
        QCOMPARE(why("{\"type\":\"integer\"}", "3.0"), QString()); // an integral number
        QVERIFY(why("{\"type\":\"integer\"}", "3.5").contains("expected an integer, got 3.5"));
        QVERIFY(why("{\"type\":\"string\"}", "1").contains("expected a string, got 1"));
        QCOMPARE(why("{\"type\":[\"string\",\"null\"]}", "null"), QString());
        QVERIFY(why("{\"type\":[\"string\",\"null\"]}", "true").contains("a string or null"));
        QCOMPARE(why("true", "{\"any\": 1}"), QString());
        QVERIFY(!why("false", "1").isEmpty());
        QCOMPARE(why("{}", "[1, {}]"), QString());
    }

    void objects()
    {
        const char *order =
            "{\n            \"type\": \"object\",\n            \"properties\": {\n                "
            "\"id\": {\"type\": \"integer\", \"minimum\": 1},\n                \"customer\": "
            "{\"type\": \"object\", \"required\": [\"name\"],\n                             "
            "\"properties\": {\"name\": {\"type\": \"string\", \"minLength\": 1}}},\n              "
            "  \"status\": {\"enum\": [\"NEW\", \"PAID\"]}\n            },\n            "
            "\"required\": [\"id\", \"status\"],\n            \"additionalProperties\": false\n    "
            "    }";
        QCOMPARE(why(order, "{\"id\": 7, \"status\": \"NEW\", \"customer\": {\"name\": \"Ann\"}}"),
                 QString());
        QVERIFY(why(order, "{\"status\": \"NEW\"}").contains("id: required, but missing"));
        QVERIFY2(why(order, "{\"id\": 0, \"status\": \"NEW\"}").contains("id: 0 is below 1"),
                 qPrintable(why(order, "{\"id\": 0, \"status\": \"NEW\"}")));
        QVERIFY(why(order, "{\"id\": 1, \"status\": \"NEW\", \"customer\": {\"name\": \"\"}}")
                    .contains("customer.name: 0 characters, fewer than 1"));
        QVERIFY(why(order, "{\"id\": 1, \"status\": \"NEW\", \"customer\": {}}")
                    .contains("customer.name: required, but missing"));
        QVERIFY(why(order, "{\"id\": 1, \"status\": \"SHIPPED\"}")
                    .contains("status: expected one of \"NEW\", \"PAID\", got \"SHIPPED\""));
        QVERIFY(why(order, "{\"id\": 1, \"status\": \"NEW\", \"extra\": 1}")
                    .contains("extra: not a property the schema allows"));
        QVERIFY(why("{\"patternProperties\": {\"^x-\": {\"type\": \"string\"}}, "
                    "\"additionalProperties\": {\"type\": \"integer\"}}",
                    "{\"x-a\": 1}")
                    .contains("x-a: expected a string"));
        QCOMPARE(why("{\"patternProperties\": {\"^x-\": {\"type\": \"string\"}}, "
                     "\"additionalProperties\": {\"type\": \"integer\"}}",
                     "{\"x-a\": \"s\", \"n\": 2}"),
                 QString());
        QVERIFY(why("{\"dependentRequired\": {\"card\": [\"cvv\"]}}", "{\"card\": \"1\"}")
                    .contains("cvv: required when card is present"));
        QVERIFY(why("{\"maxProperties\": 1}", "{\"a\": 1, \"b\": 2}")
                    .contains("2 properties, more than 1"));
        QVERIFY(why("{\"propertyNames\": {\"pattern\": \"^[a-z]+$\"}}", "{\"Bad\": 1}")
                    .contains("Bad: \"Bad\" does not match the pattern ^[a-z]+$"));
    }

    void arrays()
    {
        QVERIFY(why("{\"items\": {\"type\": \"integer\"}}", "[1, 2, \"3\"]")
                    .contains("[2]: expected an integer"));
        QVERIFY(why("{\"type\":\"object\",\"properties\":{\"tags\":{\"items\":{\"type\":\"string\"}"
                    ",\"maxItems\":2}}}",
                    "{\"tags\": [\"a\", \"b\", \"c\"]}")
                    .contains("tags: 3 items, more than 2"));
        QVERIFY(why("{\"uniqueItems\": true}", "[1, 2, 1]").contains("[2]: repeats item 0"));
        QCOMPARE(
            why("{\"prefixItems\": [{\"type\": \"string\"}], \"items\": {\"type\": \"integer\"}}",
                "[\"a\", 1, 2]"),
            QString());
        QVERIFY(why("{\"prefixItems\": [{\"type\": \"string\"}], \"items\": false}", "[\"a\", 1]")
                    .contains("[1]: no value is allowed here"));
        QVERIFY(why("{\"items\": [{\"type\": \"string\"}], \"additionalItems\": {\"type\": "
                    "\"integer\"}}",
                    "[\"a\", \"b\"]")
                    .contains("[1]: expected an integer"));
        QVERIFY(why("{\"contains\": {\"const\": 5}}", "[1, 2]").contains("no item fits"));
        QCOMPARE(why("{\"contains\": {\"const\": 5}}", "[1, 5]"), QString());
    }

    void numbersAndStrings()
    {
        QVERIFY(why("{\"exclusiveMaximum\": 10}", "10").contains("10 is not below 10"));
        QVERIFY(why("{\"maximum\": 10, \"exclusiveMaximum\": true}", "10")
                    .contains("not below")); // draft 4
        QCOMPARE(why("{\"multipleOf\": 0.01}", "12.34"), QString());
        QVERIFY(why("{\"multipleOf\": 5}", "12").contains("not a multiple of 5"));
        QCOMPARE(why("{\"maxLength\": 2}", "\"\\ud83d\\ude00a\""), QString()); // 2 code points
        QVERIFY(why("{\"pattern\": \"^[0-9]{3}$\"}", "\"12a\"").contains("does not match"));
        QVERIFY(why("{\"pattern\": \"(unclosed\"}", "\"x\"").contains("not a regular expression"));
        QVERIFY(why("{\"const\": {\"a\": [1]}}", "{\"a\": [2]}").contains("expected"));
        QCOMPARE(why("{\"const\": {\"a\": [1], \"b\": 2}}", "{\"b\": 2, \"a\": [1]}"), QString());
    }

    void combinators()
    {
        const char *shape =
            "{\"oneOf\": [{\"type\": \"integer\"}, {\"type\": \"number\", \"minimum\": 10}]}";
        QCOMPARE(why(shape, "3"), QString());
        QCOMPARE(why(shape, "10.5"), QString());
        QVERIFY(why(shape, "12").contains("fits 2 of the schema's oneOf"));
        QVERIFY(why(shape, "\"x\"").contains("fits none of the schema's oneOf"));
        QVERIFY(why("{\"anyOf\": [{\"type\": \"string\"}, {\"type\": \"null\"}]}", "1")
                    .contains("fits none of the schema's anyOf (the first says: the value: "
                              "expected a string"));
        QVERIFY(
            why("{\"allOf\": [{\"minimum\": 1}, {\"maximum\": 2}]}", "3").contains("3 is above 2"));
        QVERIFY(
            why("{\"not\": {\"type\": \"null\"}}", "null").contains("fits the schema's \"not\""));
        const char *cond =
            "{\"if\": {\"properties\": {\"kind\": {\"const\": \"card\"}}},\n                       "
            "        \"then\": {\"required\": [\"number\"]}, \"else\": {\"required\": [\"iban\"]}}";
        QVERIFY(why(cond, "{\"kind\": \"card\"}").contains("number: required"));
        QVERIFY(why(cond, "{\"kind\": \"bank\"}").contains("iban: required"));
    }

    void references()
    {
        const char *local =
            "{\"$defs\": {\"money\": {\"type\": \"string\", \"pattern\": "
            "\"^[0-9]+\\\\.[0-9]{2}$\"}},\n                                \"definitions\": "
            "{\"id\": {\"type\": \"integer\"}},\n                                \"properties\": "
            "{\"total\": {\"$ref\": \"#/$defs/money\"},\n                                          "
            "     \"id\": {\"$ref\": \"#/definitions/id\"}}}";
        QCOMPARE(why(local, "{\"total\": \"10.50\", \"id\": 3}"), QString());
        QVERIFY(why(local, "{\"total\": \"10.5\"}").contains("total: \"10.5\" does not match"));
        QVERIFY(why(local, "{\"id\": \"3\"}").contains("id: expected an integer"));
        // A referenced schema by its name, whole or through a pointer; it resolves its own "#/".
        const QList<QPair<QString, QString>> refs = {
            {QStringLiteral("address.json"),
             QStringLiteral(
                 "{\"$defs\": {\"zip\": {\"type\": \"string\", \"minLength\": 5}},\n               "
                 "                \"type\": \"object\", \"required\": [\"zip\"],\n                 "
                 "              \"properties\": {\"zip\": {\"$ref\": \"#/$defs/zip\"}}}")}};
        const char *person =
            "{\"properties\": {\"home\": {\"$ref\": \"address.json\"},\n                           "
            "                      \"zip\": {\"$ref\": \"address.json#/$defs/zip\"}}}";
        QCOMPARE(why(person, "{\"home\": {\"zip\": \"12345\"}, \"zip\": \"54321\"}", refs),
                 QString());
        QVERIFY(why(person, "{\"home\": {\"zip\": \"123\"}}", refs)
                    .contains("home.zip: 3 characters, fewer than 5"));
        QVERIFY(why(person, "{\"home\": {}}", refs).contains("home.zip: required"));
        QVERIFY(why(person, "{\"zip\": \"1\"}", refs).contains("zip: 1 characters, fewer than 5"));
        QVERIFY(why("{\"$ref\": \"missing.json\"}", "1").contains("cannot be resolved"));
        // A schema that refers to itself is bounded.
        QVERIFY(why("{\"$ref\": \"#\"}", "1").contains("nested deeper than 64 levels"));
        // One that branches on itself is bounded by a step budget, not by patience.
        const QString branching = why("{\"anyOf\": [{\"$ref\": \"#\"}, {\"$ref\": \"#\"}]}", "1");
        QVERIFY2(branching.contains("steps to check"), qPrintable(branching));
    }

    void invalidSchemas()
    {
        QVERIFY(why("{", "1").startsWith("schema: Invalid JSON Schema"));
        QVERIFY(why("3", "1").contains("a schema is an object or a boolean"));
    }

    // The framing side of producing: SUBJECT[:VERSION][#Message], and the Protobuf index array.
    void schemaChoiceAndIndexes()
    {
        auto c = parseSchemaChoice(QStringLiteral("orders-value:3#shop.Order.Line"));
        QVERIFY(c);
        QCOMPARE(c->subject, QStringLiteral("orders-value"));
        QCOMPARE(c->version, 3);
        QCOMPARE(c->message, QStringLiteral("shop.Order.Line"));
        c = parseSchemaChoice(QStringLiteral("orders-value#shop.Refund"));
        QVERIFY(c && c->version == -1 && c->message == QStringLiteral("shop.Refund"));
        QVERIFY(!parseSchemaChoice(QStringLiteral("orders-value#")));
        QCOMPARE(protobufIndexes({0}), QByteArray(1, '\0'));
        // [1, 0]: count 2 (zigzag 4), 1 (zigzag 2), 0.
        QCOMPARE(protobufIndexes({1, 0}), QByteArray::fromHex("040200"));
        for (const QList<int> &path :
             {QList<int>{0}, QList<int>{2}, QList<int>{1, 0}, QList<int>{70, 3}}) {
            auto back = parseProtobufIndexes(protobufIndexes(path));
            QVERIFY(back);
            QCOMPARE(back->path, path);
            QCOMPARE(back->consumed, protobufIndexes(path).size());
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestJsonSchema)
#include "test_json_schema.moc"
