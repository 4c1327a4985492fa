// The pure bounds of schema decoding (issue 32): .proto text checked for depth and size before
// libprotobuf sees it (F2), the Protobuf JSON output bound and its defaults (F1), a long echo cut
// (F9), and the request rate (F4).
#include "common/text_cut.h"
#include "test_main.h"
#include "net/bounded_http.h"
#include "net/request_rate.h"
#include "schema/protobuf_schema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::schema;

namespace {

QString nested(int levels)
{
    QString s = QStringLiteral("syntax = \"proto3\";\npackage p;\n");
    for (int i = 0; i < levels; ++i)
        s += QStringLiteral("message M%1 {\n").arg(i);
    s += QStringLiteral(" int32 x = 1;\n") + QStringLiteral("}\n").repeated(levels);
    return s;
}

// M {repeated M children = 1; 200 int32 fields}: an empty child prints ~4 KB of defaults.
std::shared_ptr<const ProtobufSchema> amplifier()
{
    QString s = QStringLiteral(
        "syntax = \"proto3\";\npackage amp;\nmessage M {\n repeated M children = 1;\n");
    for (int i = 0; i < 200; ++i)
        s += QStringLiteral(" int32 field_number_%1 = %2;\n")
                 .arg(i, 3, 10, QLatin1Char('0'))
                 .arg(i + 2);
    s += QStringLiteral("}\n");
    auto parsed = ProtobufSchema::parse(s, {});
    if (!parsed)
        qFatal("%s", qPrintable(parsed.error().message()));
    return parsed.value();
}

} // namespace

class TestSchemaBounds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // 30,000 nested messages overflowed libprotobuf's stack (SIGSEGV): the depth is checked first.
    void aDeepProtoIsRefusedBeforeLibprotobuf()
    {
        auto deep = ProtobufSchema::parse(nested(30000), {});
        QVERIFY(!deep);
        QVERIFY2(deep.error().message().contains(QLatin1String("nests deeper than 64 levels")),
                 qPrintable(deep.error().message()));
        auto over = ProtobufSchema::parse(nested(65), {});
        QVERIFY(!over);
        QVERIFY(over.error().message().contains(QLatin1String("nests deeper than 64 levels")));
        auto fine = ProtobufSchema::parse(nested(30), {}); // libprotobuf itself allows 32
        QVERIFY2(fine, fine ? "" : qPrintable(fine.error().message()));
    }

    void depthCountsBracketsOutsideStringsAndComments()
    {
        const QString braces = QStringLiteral("{").repeated(100);
        const QString text = QStringLiteral("syntax = \"proto3\";\npackage p;\n// %1\n/* %1 */\n"
                                            "message A {\n  map<string, int32> m = 1;\n"
                                            "  string s = 2 [json_name = \"%1\"];\n}\n")
                                 .arg(braces);
        QVERIFY(ProtobufSchema::checkTextBounds(QStringLiteral("a.proto"), text));
        auto parsed = ProtobufSchema::parse(text, {});
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
        auto bad = ProtobufSchema::checkTextBounds(QStringLiteral("b.proto"),
                                                   QStringLiteral("\n\n") + braces);
        QVERIFY(!bad);
        QVERIFY2(bad.error().message().contains(QLatin1String("b.proto")) &&
                     bad.error().message().contains(QLatin1String("line 3")),
                 qPrintable(bad.error().message()));
    }

    void aHugeProtoIsRefused()
    {
        const QString text = QStringLiteral("syntax = \"proto3\";\n// ") +
                             QString(ProtobufSchema::kMaxTextChars, QLatin1Char('x'));
        auto r = ProtobufSchema::parse(text, {});
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(QLatin1String("characters (the limit)")),
                 qPrintable(r.error().message()));
    }

    // A 200 KB record of 100,000 empty children printed 421 MB of defaults (7.7 GB of memory);
    // 20,000 of them (40 KB) would print 84 MB: now they print without them, and it says so.
    void protobufDefaultsStayWithinTheOutputBound()
    {
        const auto s = amplifier();
        const QByteArray payload = QByteArray("\x0a\x00", 2).repeated(20000);
        bool cut = false;
        auto json = s->decodeToJson({0}, payload, &cut);
        QVERIFY2(json, json ? "" : qPrintable(json.error().message()));
        QVERIFY(cut);
        QVERIFY2(json->size() < 1024 * 1024, qPrintable(QString::number(json->size())));
        const QJsonObject o = QJsonDocument::fromJson(json.value()).object();
        QCOMPARE(o.value(QStringLiteral("children")).toArray().size(), 20000);

        // A small value keeps its defaults.
        cut = true;
        auto small = s->decodeToJson({0}, QByteArray("\x0a\x00\x10\x05", 4), &cut);
        QVERIFY(small);
        QVERIFY(!cut);
        const QJsonObject so = QJsonDocument::fromJson(small.value()).object();
        QCOMPARE(so.value(QStringLiteral("field_number_000")).toInt(), 5);
        QVERIFY(so.contains(QStringLiteral("field_number_199")));
        QVERIFY(so.value(QStringLiteral("children"))
                    .toArray()
                    .first()
                    .toObject()
                    .contains(QStringLiteral("field_number_100")));
    }

    void aValueTooLargeEvenWithoutDefaultsIsAnError()
    {
        const auto s = amplifier();
        const QByteArray payload = QByteArray("\x0a\x00", 2).repeated(1000);
        auto json = s->decodeToJson({0}, payload, nullptr, 1000);
        QVERIFY(!json);
        QVERIFY2(json.error().message().contains(QLatin1String("(the output limit)")),
                 qPrintable(json.error().message()));
        bool cut = false;
        QVERIFY(s->decodeToJson({0}, payload, &cut, 100000)); // 3,000 bytes without the defaults
        QVERIFY(cut);
    }

    void longTextIsCut()
    {
        QCOMPARE(cutText(QStringLiteral("short"), 10), QStringLiteral("short"));
        const QString cut = cutText(QString(5000000, QLatin1Char('A')), 300);
        QVERIFY(cut.size() < 400);
        QVERIFY2(cut.contains(QLatin1String("5,000,000")) || cut.contains(QLatin1String("5000000")),
                 qPrintable(cut));
    }

    void printableCutEscapesControls()
    {
        QCOMPARE(printableCut(QStringLiteral("a\x1b[31mb\u202Ec"), 100),
                 QStringLiteral("a\\u{1B}[31mb\\u{202E}c"));
        const QString cut = printableCut(QString(5000, QLatin1Char('\x07')), 50);
        QVERIFY(cut.size() < 120);
        QVERIFY(!cut.contains(QLatin1Char('\x07')));
        // A registry's import name echoed by the depth check is printable.
        auto bad = ProtobufSchema::checkTextBounds(QStringLiteral("x\x1b]0;T\x07.proto"),
                                                   QStringLiteral("{").repeated(100));
        QVERIFY(!bad);
        QVERIFY2(!bad.error().message().contains(QLatin1Char('\x1b')),
                 qPrintable(bad.error().message()));
    }

    void requestRateIsBounded()
    {
        using namespace std::chrono;
        net::RequestRate rate(20, 20);
        const auto t0 = steady_clock::now();
        for (int i = 0; i < 20; ++i)
            QCOMPARE(rate.reserve(t0).count(), 0); // the burst
        QCOMPARE(rate.reserve(t0).count(), 50);    // then one every 50 ms
        QCOMPARE(rate.reserve(t0).count(), 100);
        QCOMPARE(rate.reserve(t0 + seconds(10)).count(), 0); // refilled (up to the burst)
        for (int i = 0; i < 19; ++i)
            QCOMPARE(rate.reserve(t0 + seconds(10)).count(), 0);
        QVERIFY(rate.reserve(t0 + seconds(10)).count() > 0);
    }

    void sameOriginMeansSchemeHostAndPort()
    {
        QVERIFY(net::sameOrigin(QUrl(QStringLiteral("http://a:80/x")),
                                QUrl(QStringLiteral("http://A/y"))));
        QVERIFY(!net::sameOrigin(QUrl(QStringLiteral("http://a:8081/")),
                                 QUrl(QStringLiteral("http://a:8082/"))));
        QVERIFY(!net::sameOrigin(QUrl(QStringLiteral("https://a/")),
                                 QUrl(QStringLiteral("http://a/"))));
        QVERIFY(
            !net::sameOrigin(QUrl(QStringLiteral("http://a/")), QUrl(QStringLiteral("http://b/"))));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSchemaBounds)
#include "test_schema_bounds.moc"
