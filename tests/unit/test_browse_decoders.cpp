#include "browse/decoders.h"
#include "test_main.h"
#include "browse/json_events.h"
#include "browse/utf8_text.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QJsonDocument>
#include <QtTest>

using namespace kafscope;

namespace {

QByteArray hex(const char *h)
{
    return QByteArray::fromHex(h);
}

QByteArray randomBytes(QRandomGenerator &rng, int n)
{
    QByteArray b(n, Qt::Uninitialized);
    for (char &c : b)
        c = char(rng.bounded(256));
    return b;
}

} // namespace

class TestBrowseDecoders : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void utf8Validation()
    {
        QVERIFY(isValidUtf8("plain ascii text that is longer than eight bytes"));
        QVERIFY(isValidUtf8(QByteArray("caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x98\x80")));
        QVERIFY(!isValidUtf8(QByteArray("\xc0\xaf")));         // overlong '/'
        QVERIFY(!isValidUtf8(QByteArray("\xed\xa0\x80")));     // a surrogate
        QVERIFY(!isValidUtf8(QByteArray("\xf4\x90\x80\x80"))); // above U+10FFFF
        QVERIFY(!isValidUtf8(QByteArray("abcdefgh\xe2\x9c"))); // cut short
        QVERIFY(!isValidUtf8(QByteArray("\xff")));
    }

    void displayEscapesInvalidControlAndBidi()
    {
        const QByteArray in("ok\x01\x1b[31m \xff\xfe tab\there\nline \xe2\x80\xae"
                            "evil \xd8\x9c"
                            "end\x7f");
        const QString shown = escapedText(in);
        QCOMPARE(
            shown,
            QStringLiteral(
                "ok\\x01\\x1B[31m \\xFF\\xFE tab\\there\\nline \\u{202E}evil \\u{61C}end\\x7F"));
        EscapeOptions keep;
        keep.keepLineBreaks = true;
        QCOMPARE(escapedText(QByteArray("a\tb\nc\rd"), keep), QStringLiteral("a\tb\nc\\rd"));
        EscapeOptions cut;
        cut.maxBytes = 3;
        QCOMPARE(escapedText(QByteArray("abcdef"), cut), QStringLiteral("abc…"));
        QCOMPARE(escapedText(QString(QChar(0x2066)) + QStringLiteral("x"), true),
                 QStringLiteral("\\u{2066}x"));
    }

    void hexDumpLayout()
    {
        const QString dump = hexDump(QByteArray("0123456789abcdefXY\x00", 19));
        const QStringList lines = dump.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(
            lines[0],
            QStringLiteral(
                "00000000  30 31 32 33 34 35 36 37  38 39 61 62 63 64 65 66  |0123456789abcdef|"));
        QVERIFY(lines[1].startsWith(QStringLiteral("00000010  58 59 00 ")));
        QVERIFY(lines[1].endsWith(QStringLiteral("|XY.|")));
        QVERIFY(hexDump(QByteArray(100, 'a'), 32).contains(QStringLiteral("68 more bytes")));
    }

    void base64AndJson()
    {
        QCOMPARE(decodeForDisplay(Decoder::Base64, QByteArray("\x00\xffhi", 4)).value(),
                 QStringLiteral("AP9oaQ=="));
        auto pretty = prettyJson(QByteArray(R"({"a":[1,2],"b":"x\u202ey"})"));
        QVERIFY(pretty);
        QVERIFY(pretty->contains(QStringLiteral("\"a\": [\n")));
        QVERIFY(pretty->contains(
            QStringLiteral("x\\u{202E}y"))); // bidi inside a string is shown escaped
        auto bad = prettyJson(QByteArray("{\"a\": }"));
        QVERIFY(!bad);
        QVERIFY(bad.error().message().contains(QStringLiteral("at byte")));
    }

    // The JSON view shows the document as it is in Kafka: member order, duplicate keys and the
    // number text as written (QJsonDocument sorts, drops duplicates and turns numbers into
    // doubles).
    void jsonKeepsTheDocumentAsWritten()
    {
        const QByteArray doc(
            "{\"z\": 1, \"a\": 12345678901234567890, \"z\": 1.50, \"e\": -0.0e+5, "
            "\"s\": \"tab\\t \\u00e9 \\ud83d\\ude00\", \"l\": [true, false, null, {}, []]}");
        auto pretty = prettyJsonKeepingOrder(doc, 64, 100000);
        QVERIFY2(pretty, pretty ? "" : qPrintable(pretty.error().message()));
        const QString expected = QStringLiteral(
            "{\n  \"z\": 1,\n  \"a\": 12345678901234567890,\n  \"z\": 1.50,\n  \"e\": -0.0e+5,\n"
            "  \"s\": \"tab\\t \u00e9 \U0001F600\",\n  \"l\": [\n    true,\n    false,\n    null,\n"
            "    {},\n    []\n  ]\n}\n");
        QCOMPARE(pretty.value(), expected);

        // The events carry keys, indexes and counts in document order.
        QStringList seen;
        QVERIFY(walkJson(doc, 64, [&](const JsonEvent &e) {
            if (e.kind == JsonEvent::Kind::EndObject || e.kind == JsonEvent::Kind::EndArray)
                seen << QStringLiteral("end%1:%2").arg(e.depth).arg(e.count);
            else
                seen << QStringLiteral("%1%2=%3")
                            .arg(e.hasKey ? e.key : QString::number(e.index))
                            .arg(e.depth)
                            .arg(e.text);
            return true;
        }));
        QCOMPARE(seen.mid(0, 4), (QStringList{QStringLiteral("-10="), QStringLiteral("z1=1"),
                                              QStringLiteral("a1=12345678901234567890"),
                                              QStringLiteral("z1=1.50")}));
        QCOMPARE(seen.last(), QStringLiteral("end0:6"));
        QVERIFY(seen.contains(QStringLiteral("end1:5"))); // the array's five items

        // Faults name their byte; a stopped walk is not an error.
        for (const char *bad :
             {"{\"a\" 1}", "[1,]", "[01]", "[1.]", "{\"a\":tru}", "[\"\\x\"]", "[1] 2", "\"open"}) {
            auto r = prettyJsonKeepingOrder(QByteArray(bad), 64, 1000);
            QVERIFY2(!r && r.error().message().startsWith(QStringLiteral("Not JSON: ")) &&
                         r.error().message().contains(QStringLiteral("at byte")),
                     bad);
        }
        int events = 0;
        QVERIFY(walkJson(doc, 64, [&](const JsonEvent &) { return ++events < 3; }));
        QCOMPARE(events, 3);
        auto cut = prettyJsonKeepingOrder(doc, 64, 20);
        QVERIFY(cut && cut->endsWith(QStringLiteral("\n…")) && cut->size() == 22);
    }

    // On objects and arrays, the reader accepts what QJsonDocument accepts, except numbers and
    // escapes that break RFC 8259's grammar, which Qt lets through.
    void jsonReaderAgreesWithQtOnValidity()
    {
        QRandomGenerator rng(7);
        const QByteArray alphabet("{}[]\":,0123456789-+.eEtrufalsn \\u\"ab");
        const QList<QByteArray> seeds = {
            QByteArray("{\"a\":[1,2.5e3,\"x\\u00e9\"],\"b\":{\"c\":null,\"d\":true}}"),
            QByteArray("[-0.5, 10, \"q\\\"\\n\", [], {}, false]")};
        int valid = 0, invalid = 0;
        for (int i = 0; i < 20000; ++i) {
            QByteArray in = seeds[i % seeds.size()];
            const int edits =
                int(rng.bounded(3)); // 0-2 edits: replace, delete or insert one character
            for (int k = 0; k < edits; ++k) {
                const int at = int(rng.bounded(in.size()));
                const char c = alphabet[int(rng.bounded(alphabet.size()))];
                switch (rng.bounded(3)) {
                case 0: in[at] = c; break;
                case 1: in.remove(at, 1); break;
                default: in.insert(at, c); break;
                }
            }
            if (in.isEmpty() || (in[0] != '{' && in[0] != '['))
                continue;
            QJsonParseError err;
            QJsonDocument::fromJson(in, &err);
            const bool qt = err.error == QJsonParseError::NoError;
            const Status walked = walkJson(in, 64, [](const JsonEvent &) { return true; });
            const bool ours = walked.ok();
            // Never more lenient than Qt; stricter only where RFC 8259 is (Qt takes "2.", "2.e3"
            // and "\\[").
            QVERIFY2(!ours || qt, in.constData());
            if (qt && !ours)
                QVERIFY2(walked.error().message().contains(QStringLiteral("decimal point")) ||
                             walked.error().message().contains(QStringLiteral("exponent")) ||
                             walked.error().message().contains(QStringLiteral("number")) ||
                             walked.error().message().contains(QStringLiteral("unknown escape")),
                         in.constData());
            (ours ? valid : invalid)++;
        }
        QVERIFY(invalid > 100);
        QVERIFY(valid > 100);
    }

    void deepJsonIsRefusedNotACrash()
    {
        const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
        auto r = prettyJson(deep);
        QVERIFY(!r);
        QVERIFY2(r.error().message().startsWith(QStringLiteral("Not JSON")),
                 qPrintable(r.error().message()));
        QCOMPARE(detectDecoder(deep), Decoder::Text); // not JSON, but printable
    }

    void messagePack()
    {
        // {"compact": true, "schema": 0}
        auto j = messagePackToJson(hex("82a7636f6d70616374c3a6736368656d6100"));
        QVERIFY2(j, qPrintable(j ? QString() : j.error().message()));
        QCOMPARE(QString(*j).remove(QLatin1Char(' ')).remove(QLatin1Char('\n')),
                 QStringLiteral("{\"compact\":true,\"schema\":0}"));
        // [-1, 300, 1.5, nil, bin(2), "é", ext(type 5, 1 byte), uint64 max]
        auto k = messagePackToJson(
            hex("98ffcd012ccb3ff8000000000000c0c40201ffa2c3a9d40507cfffffffffffffffff"));
        QVERIFY2(k, qPrintable(k ? QString() : k.error().message()));
        const QString compact = QString(*k).remove(QLatin1Char(' ')).remove(QLatin1Char('\n'));
        QCOMPARE(compact, QStringLiteral("[-1,300,1.5,null,{\"$bin\":\"Af8=\"},\"é\",{\"$ext\":5,"
                                         "\"data\":\"Bw==\"},18446744073709551615]"));
        // A map with an integer key: keys become strings.
        QCOMPARE(QString(messagePackToJson(hex("8101a178")).value())
                     .remove(QLatin1Char(' '))
                     .remove(QLatin1Char('\n')),
                 QStringLiteral("{\"1\":\"x\"}"));
        auto truncated = messagePackToJson(hex("82a7636f6d70"));
        QVERIFY(!truncated);
        QVERIFY(truncated.error().message().contains(QStringLiteral("truncated")));
        auto huge = messagePackToJson(hex("dfffffffff")); // a map claiming 4 billion entries
        QVERIFY(!huge);
        auto trailing = messagePackToJson(hex("c0c0"));
        QVERIFY(!trailing);
        QVERIFY(trailing.error().message().contains(QStringLiteral("after the value")));
        DecodeLimits shallow;
        shallow.maxDepth = 10;
        auto deep =
            messagePackToJson(QByteArray(50, char(0x91)) + QByteArray(1, char(0xc0)), shallow);
        QVERIFY(!deep);
        QVERIFY(deep.error().message().contains(QStringLiteral("deeper")));
    }

    void protobufWireFormat()
    {
        // field 1 varint 150, field 2 "testing", field 3 nested {1: 150}, field 4 fixed32, field 5
        // fixed64
        const QByteArray msg =
            hex("089601120774657374696e671a03089601250000c03f29000000000000f83f");
        auto p = protobufWire(msg);
        QVERIFY2(p, qPrintable(p ? QString() : p.error().message()));
        QVERIFY(p->contains(QStringLiteral("1: varint 150\n")));
        QVERIFY(p->contains(QStringLiteral("2: string \"testing\"")));
        QVERIFY(p->contains(QStringLiteral("3 {\n  1: varint 150\n}")));
        QVERIFY(p->contains(QStringLiteral("(float 1.5)")));
        QVERIFY(p->contains(QStringLiteral("(double 1.5)")));
        auto cut = protobufWire(hex("0896"));
        QVERIFY(!cut);
        QVERIFY(cut.error().message().contains(QStringLiteral("truncated varint")));
        auto lie = protobufWire(hex("12ff01aa"));
        QVERIFY(!lie);
        QVERIFY(lie.error().message().contains(QStringLiteral("claims")));
        QVERIFY(!protobufWire(hex("0f"))); // wire type 7
        QVERIFY(!protobufWire(hex("00"))); // field number 0
        // 1000 nested length-delimited levels: shown to the depth limit, then as bytes.
        QByteArray nested = hex("0801");
        for (int i = 0; i < 1000 && nested.size() < 100000; ++i) {
            QByteArray len;
            quint64 n = quint64(nested.size());
            do {
                len += char((n & 0x7F) | (n > 0x7F ? 0x80 : 0));
                n >>= 7;
            } while (n);
            nested = QByteArray(1, char(0x0a)) + len + nested;
        }
        auto deep = protobufWire(nested);
        QVERIFY(deep);
        QVERIFY(deep->contains(QStringLiteral(": bytes ")));
    }

    void detection()
    {
        QCOMPARE(detectDecoder(QByteArray(" {\"a\":1}")), Decoder::Json);
        QCOMPARE(detectDecoder(QByteArray("hello world")), Decoder::Text);
        QCOMPARE(detectDecoder(hex("82a7636f6d70616374c3a6736368656d6100")), Decoder::MessagePack);
        QCOMPARE(detectDecoder(hex("089601120774657374696e67")), Decoder::Protobuf);
        QCOMPARE(detectDecoder(hex("ffffffff07")), Decoder::Hex);
        // A big text value cut in the middle of a character still reads as text.
        QByteArray big = QByteArray("\xe2\x9c\x93").repeated(30000); // 65536 is not a multiple of 3
        QCOMPARE(detectDecoder(big), Decoder::Text);
    }

    // Random and mutated bytes through every decoder: each returns text within its output limit
    // or an error that says which format it is not.
    void fuzzDecoders()
    {
        QRandomGenerator rng(99);
        const QList<QByteArray> seeds = {
            hex("82a7636f6d70616374c3a6736368656d6100"), hex("089601120774657374696e671a03089601"),
            QByteArray(R"({"a":[1,{"b":"c"}],"d":null})"), QByteArray("caf\xc3\xa9\xe2\x80\xae")};
        DecodeLimits limits;
        limits.maxOutputChars = 200000;
        int decoded = 0;
        for (int i = 0; i < 6000; ++i) {
            QByteArray in =
                i % 2 ? randomBytes(rng, int(rng.bounded(300))) : seeds[i / 2 % seeds.size()];
            if (i % 2 == 0)
                for (int e = 0; e < 3; ++e)
                    if (!in.isEmpty())
                        in[int(rng.bounded(in.size()))] = char(rng.bounded(256));
            for (Decoder d : allDecoders()) {
                auto r = decodeForDisplay(d, in, limits);
                if (r) {
                    ++decoded;
                    QVERIFY(r->size() <= limits.maxOutputChars * 8);
                } else {
                    QVERIFY(r.error().message().startsWith(QStringLiteral("Not ")));
                }
            }
            detectDecoder(in);
        }
        QVERIFY(decoded > 6000 * 3);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrowseDecoders)
#include "test_browse_decoders.moc"
