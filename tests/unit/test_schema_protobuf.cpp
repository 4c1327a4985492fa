// The Protobuf schema decoder: .proto text with an import and well-known types, the message-index
// path, payload bytes worked out from the Protobuf encoding spec, parse errors, the nesting bound,
// and random bytes (every decode ends in JSON or in an error, never a crash).
#include "schema/confluent_framing.h"
#include "schema/protobuf_schema.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::schema;

namespace {

QString proto(const char *text)
{
    return QString::fromUtf8(text).replace(QLatin1Char('\''), QLatin1Char('"'));
}

const char *kMoney =
    "syntax = 'proto3'; package m; message Money { string currency = 1; int64 units = 2; }";
const char *kShop = "syntax = 'proto3'; package shop; import 'm/money.proto'; import "
                    "'google/protobuf/timestamp.proto';\n"
                    "message Ping { string from = 1; }\n"
                    "message Order { message Line { string sku = 1; m.Money price = 2; }\n"
                    "  int64 id = 1; repeated Line lines = 2; google.protobuf.Timestamp at = 3; "
                    "map<string, int32> attrs = 4; }\n"
                    "message Node { Node next = 1; int32 v = 2; }";

std::shared_ptr<const ProtobufSchema> shop()
{
    auto s =
        ProtobufSchema::parse(proto(kShop), {{QStringLiteral("m/money.proto"), proto(kMoney)}});
    if (!s)
        qFatal("%s", qPrintable(s.error().message()));
    return s.value();
}

} // namespace

class TestSchemaProtobuf : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void messagePaths()
    {
        const auto s = shop();
        QCOMPARE(s->messageName({0}).value(), QStringLiteral("shop.Ping"));
        QCOMPARE(s->messageName({1}).value(), QStringLiteral("shop.Order"));
        QCOMPARE(s->messageName({1, 0}).value(), QStringLiteral("shop.Order.Line"));
        QVERIFY(!s->messageName({3}));
        QVERIFY(
            s->messageName({1, 5}).error().message().contains(QLatin1String("no nested type 5")));
        QVERIFY(!s->messageName({}));
    }

    void decodesSpecBytes()
    {
        const auto s = shop();
        // Ping{from: "a"}: field 1, wire type 2 (0x0a), length 1, 'a'.
        QCOMPARE(s->decodeToJson({0}, QByteArray::fromHex("0a0161")).value(),
                 QByteArray("{\"from\":\"a\"}"));
        // Order{id: 150, lines: [{sku: "x", price: {units: 3}}], at: {seconds: 1}}; defaults shown.
        const QByteArray order = QByteArray::fromHex("089601"
                                                     "12"
                                                     "07"
                                                     "0a0178"
                                                     "12"
                                                     "02"
                                                     "1003"
                                                     "1a"
                                                     "02"
                                                     "0801");
        auto json = s->decodeToJson({1}, order);
        QVERIFY2(json, json ? "" : qPrintable(json.error().message()));
        // Fields in the order libprotobuf's JSON printer writes them.
        QCOMPARE(json.value(), QByteArray("{\"id\":\"150\",\"lines\":[{\"sku\":\"x\",\"price\":{"
                                          "\"currency\":\"\",\"units\":\"3\"}}],"
                                          "\"attrs\":{},\"at\":\"1970-01-01T00:00:01Z\"}"));
        // The message-index shortcut then the payload, as the framing carries them.
        auto idx = parseProtobufIndexes(QByteArray::fromHex("000a0162"));
        QVERIFY(idx);
        QCOMPARE(
            s->decodeToJson(idx->path, QByteArray::fromHex("000a0162").mid(idx->consumed)).value(),
            QByteArray("{\"from\":\"b\"}"));
    }

    void mismatchesAndBadSchemas()
    {
        const auto s = shop();
        auto bad = s->decodeToJson({1}, QByteArray::fromHex("0affff"));
        QVERIFY(!bad);
        QVERIFY2(bad.error().message().contains(QLatin1String("does not match shop.Order")),
                 qPrintable(bad.error().message()));
        auto syntax = ProtobufSchema::parse(proto("syntax = 'proto3'; message { }"), {});
        QVERIFY(!syntax);
        QVERIFY2(syntax.error().message().contains(QLatin1String("line 1")),
                 qPrintable(syntax.error().message()));
        auto missing = ProtobufSchema::parse(proto(kShop), {});
        QVERIFY(!missing);
        QVERIFY2(missing.error().message().contains(QLatin1String("m/money.proto")),
                 qPrintable(missing.error().message()));
    }

    void nestingIsBounded()
    {
        const auto s = shop();
        QByteArray inner = QByteArray::fromHex("1001"); // Node{v: 1}
        for (int i = 0; i < 200; ++i) {
            QByteArray len; // Node{next: inner}: field 1, wire type 2, varint length
            for (quint32 n = quint32(inner.size());; n >>= 7) {
                len += char((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
                if (n <= 0x7f)
                    break;
            }
            inner = QByteArray::fromHex("0a") + len + inner;
        }
        auto deep = s->decodeToJson({2}, inner);
        QVERIFY(!deep);
        QVERIFY(deep.error().message().contains(QLatin1String("does not match shop.Node")));
    }

    void randomBytes()
    {
        const auto s = shop();
        QRandomGenerator rng(18);
        int decoded = 0;
        for (int round = 0; round < 20000; ++round) {
            QByteArray b(int(rng.bounded(64)), '\0');
            for (char &c : b)
                c = char(rng.bounded(256));
            const QList<int> path = round % 3 == 0   ? QList<int>{0}
                                    : round % 3 == 1 ? QList<int>{1}
                                                     : QList<int>{1, 0};
            auto r = s->decodeToJson(path, b);
            if (!r) {
                QVERIFY2(r.error().message().contains(QLatin1String("does not match")) ||
                             r.error().message().contains(QLatin1String("as JSON")),
                         qPrintable(r.error().message()));
                continue;
            }
            ++decoded;
            QJsonParseError err;
            QJsonDocument::fromJson(r.value(), &err);
            QVERIFY2(err.error == QJsonParseError::NoError, r->constData());
        }
        QVERIFY(decoded > 0); // some random bytes are valid messages: the JSON path was exercised
    }
};

QTEST_APPLESS_MAIN(TestSchemaProtobuf)
#include "test_schema_protobuf.moc"
