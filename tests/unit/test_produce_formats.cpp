#include "browse/record_json.h"
#include "test_main.h"
#include "browse/recent_values.h"
#include "produce/jsonl_message.h"
#include "produce/payload_format.h"
#include "produce/producer_settings.h"

#include <QTemporaryFile>
#include <QtTest>

using namespace kafscope;

class TestProduceFormats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void encodesEveryFormat()
    {
        QCOMPARE(*encodePayload(PayloadFormat::Text, QStringLiteral("é")).value(),
                 QByteArray("\xc3\xa9"));
        QCOMPARE(*encodePayload(PayloadFormat::Json, QStringLiteral(" {\"a\":1} ")).value(),
                 QByteArray(" {\"a\":1} "));
        QVERIFY(encodePayload(PayloadFormat::Json, QStringLiteral("42")).ok());
        QCOMPARE(*encodePayload(PayloadFormat::Hex, QStringLiteral("0x00 ff 10")).value(),
                 QByteArray("\x00\xff\x10", 3));
        QCOMPARE(*encodePayload(PayloadFormat::Base64, QStringLiteral("AP8Q")).value(),
                 QByteArray("\x00\xff\x10", 3));
        QCOMPARE(*encodePayload(PayloadFormat::Base64, QStringLiteral("-_8")).value(),
                 QByteArray("\xfb\xff", 2));
        QVERIFY(!encodePayload(PayloadFormat::Null, QStringLiteral("ignored")).value().has_value());
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write("file\0bytes", 10);
        f.flush();
        QCOMPARE(*encodePayload(PayloadFormat::File, f.fileName()).value(),
                 QByteArray("file\0bytes", 10));
        QVERIFY(!encodePayload(PayloadFormat::File, f.fileName(), QStringLiteral("value"), 4).ok());
    }

    void rejectsBadInputWithAReason()
    {
        auto json = encodePayload(PayloadFormat::Json, QStringLiteral("{\"a\":}"));
        QVERIFY(!json.ok());
        QVERIFY2(json.error().message().contains(QStringLiteral("not valid JSON")),
                 qPrintable(json.error().message()));
        QVERIFY(encodePayload(PayloadFormat::Hex, QStringLiteral("abc"))
                    .error()
                    .message()
                    .contains(QStringLiteral("odd")));
        QVERIFY(encodePayload(PayloadFormat::Hex, QStringLiteral("zz"))
                    .error()
                    .message()
                    .contains(QStringLiteral("position 1")));
        QVERIFY(!encodePayload(PayloadFormat::Base64, QStringLiteral("@@@")).ok());
        QVERIFY(!encodePayload(PayloadFormat::File, QStringLiteral("/nonexistent/x")).ok());
        QVERIFY(!parsePayloadFormat(QStringLiteral("yaml")).ok());
        QCOMPARE(parsePayloadFormat(QStringLiteral("BASE64")).value(), PayloadFormat::Base64);
    }

    void headerArguments()
    {
        QCOMPARE(*parseHeaderArgument(QStringLiteral("a=b=c"))->value, QByteArray("b=c"));
        QVERIFY(parseHeaderArgument(QStringLiteral("a="))->value->isEmpty());
        QVERIFY(!parseHeaderArgument(QStringLiteral("a"))->value.has_value());
        QVERIFY(!parseHeaderArgument(QStringLiteral("=x")).ok());
    }

    void producerSettingsMapToLibrdkafka()
    {
        ProducerSettings s;
        auto props = s.properties();
        QVERIFY(props.ok());
        QVERIFY(props->contains({QStringLiteral("enable.idempotence"), QStringLiteral("true")}));
        QVERIFY(props->contains({QStringLiteral("acks"), QStringLiteral("-1")}));
        s.acks = Acks::Leader;
        QVERIFY(!s.properties().ok()); // idempotence needs acks=all
        s.idempotence = false;
        s.compression = parseCompression(QStringLiteral("ZSTD")).value();
        QVERIFY(s.properties()->contains(
            {QStringLiteral("compression.codec"), QStringLiteral("zstd")}));
        QVERIFY(!parseCompression(QStringLiteral("brotli")).ok());
        QCOMPARE(parseAcks(QStringLiteral("all")).value(), Acks::All);
        QVERIFY(!parseAcks(QStringLiteral("2")).ok());
    }

    void jsonLinesAsConsumeWritesThem()
    {
        const QByteArray line =
            R"({"topic":"x","partition":3,"offset":9,"timestamp":1700000000123,"timestamp_type":"create",)"
            R"("key":"AAE=","value":"v","headers":[{"key":"h","value":null},{"key":"e","value":""}],)"
            R"("key_encoding":"base64","value_encoding":"utf8"})";
        auto m = messageFromJsonLine(line, QStringLiteral("target"), {}, 1);
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.error().message()));
        QCOMPARE(m->topic, QStringLiteral("target"));
        QCOMPARE(m->partition, -1);
        QCOMPARE(m->timestampMs, qint64(0));
        QCOMPARE(*m->key, QByteArray("\x00\x01", 2));
        QCOMPARE(*m->value, QByteArray("v"));
        QVERIFY(!m->headers[0].value);
        QVERIFY(m->headers[1].value->isEmpty());
        auto kept = messageFromJsonLine(line, QStringLiteral("target"), {true, true}, 1);
        QCOMPARE(kept->partition, 3);
        QCOMPARE(kept->timestampMs, qint64(1700000000123));
        auto tomb = messageFromJsonLine(R"({"key":"k","value":null,"value_encoding":"null"})",
                                        QStringLiteral("t"), {}, 2);
        QVERIFY(!tomb->value);
        auto bad = messageFromJsonLine("not json", QStringLiteral("t"), {}, 7);
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message().startsWith(QStringLiteral("Line 7")));
        QVERIFY(!messageFromJsonLine(R"({"value":"x","value_encoding":"rot13"})",
                                     QStringLiteral("t"), {}, 1)
                     .ok());
    }

    // Issue 32 F10: values of 200 KB and more, base64 as consume --format json writes them, were
    // refused as "not valid base64" (a regular expression ran out of its backtracking stack).
    void bigBase64ValuesRoundTrip()
    {
        for (const qsizetype size : {150'000, 200'000, 300'000, 4 * 1024 * 1024 + 1}) {
            QByteArray bytes(size, Qt::Uninitialized);
            for (qsizetype i = 0; i < size; ++i)
                bytes[i] = char((i * 7919 + i / 251) & 0xFF);
            QByteArray line = R"({"value":)";
            appendJsonString(line, [&] {
                QByteArray b64;
                appendBase64(b64, bytes);
                return b64;
            }());
            line += R"(,"value_encoding":"base64"})";
            auto m = messageFromJsonLine(line, QStringLiteral("t"), {}, 1);
            QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.error().message()));
            QCOMPARE(m->value->size(), size);
            QVERIFY(*m->value == bytes);
        }
        // A wrong value says what is wrong with it.
        auto bad = messageFromJsonLine(R"({"value":"AAAA*AAA","value_encoding":"base64"})",
                                       QStringLiteral("t"), {}, 4);
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().message(),
                 QStringLiteral("Line 4: value is not valid base64: character 5 (U+002A) is not "
                                "a base64 letter"));
        bad = messageFromJsonLine(R"({"value":"AAAAA","value_encoding":"base64"})",
                                  QStringLiteral("t"), {}, 5);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message().contains(QStringLiteral("length 5 is not a multiple of 4")),
                 qPrintable(bad.error().message()));
        QVERIFY(!messageFromJsonLine(R"({"value":"AA=A","value_encoding":"base64"})",
                                     QStringLiteral("t"), {}, 6)
                     .ok());
    }

    // The Produce form types a value as the topic holds them: judged from a few recent values.
    void recentValuesGiveTheFormat()
    {
        using V = std::optional<QByteArray>;
        const ValueShape json =
            judgeValues({V("{\"id\":1}"), std::nullopt, V("[1,2]"), V(" {\"a\": \"b\"}\n")});
        QCOMPARE(json.sampled, 3);
        QCOMPARE(json.format, std::optional<PayloadFormat>(PayloadFormat::Json));
        QVERIFY(!json.schemaFramed);
        // One plain text value among JSON ones: text, since JSON would refuse it.
        QCOMPARE(judgeValues({V("{\"id\":1}"), V("hello")}).format,
                 std::optional<PayloadFormat>(PayloadFormat::Text));
        // A JSON scalar is valid text, not what "a JSON topic" means.
        QCOMPARE(judgeValues({V("42"), V("\"x\"")}).format,
                 std::optional<PayloadFormat>(PayloadFormat::Text));
        const ValueShape binary = judgeValues({V(QByteArray("\xff\xfe\x01", 3))});
        QCOMPARE(binary.format, std::optional<PayloadFormat>(PayloadFormat::Base64));
        // The registry's framing: magic byte 0 and a 4-byte id; typed as JSON for the schema.
        const ValueShape framed = judgeValues({V(QByteArray("\x00\x00\x00\x01\x2a\x02\x06"
                                                            "abc",
                                                            9)),
                                               V(QByteArray("\x00\x00\x00\x01\x2a\x04", 6))});
        QVERIFY(framed.schemaFramed);
        QCOMPARE(framed.schemaId, 298);
        QCOMPARE(framed.format, std::optional<PayloadFormat>(PayloadFormat::Json));
        // Nothing but tombstones, or nothing at all: no judgement.
        QVERIFY(!judgeValues({std::nullopt}).format);
        QVERIFY(!judgeValues({}).format);
        QCOMPARE(judgeValues({}).sampled, 0);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProduceFormats)
#include "test_produce_formats.moc"
