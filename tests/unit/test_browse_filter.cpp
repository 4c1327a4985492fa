#include "browse/filter.h"
#include "test_main.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace kafscope;

namespace {

BrowseRecord record(int partition, qint64 offset, std::optional<QByteArray> key,
                    std::optional<QByteArray> value, QList<RecordHeader> headers = {},
                    qint64 ts = 1700000000000)
{
    return BrowseRecord::make(partition, offset, ts, 1, key, value, headers);
}

bool keeps(const QString &filter, const BrowseRecord &r)
{
    auto f = Filter::parse(filter);
    if (!f)
        qFatal("filter %s did not parse: %s", qPrintable(filter), qPrintable(f.error().message()));
    return f->matches(RecordView::of(r));
}

} // namespace

class TestBrowseFilter : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void textAndBytesContains()
    {
        const auto r = record(0, 5, QByteArray("user-17"), QByteArray("hello\x00\xff world", 13));
        QVERIFY(keeps(QStringLiteral("value contains \"world\""), r));
        QVERIFY(!keeps(QStringLiteral("value contains \"planet\""), r));
        QVERIFY(keeps(QStringLiteral("value contains 0x00ff"), r));
        QVERIFY(!keeps(QStringLiteral("value contains 0xff00"), r));
        QVERIFY(keeps(QStringLiteral("key contains 'user'"), r));
        QVERIFY(keeps(QStringLiteral("key == \"user-17\""), r));
        QVERIFY(!keeps(QStringLiteral("key != \"user-17\""), r));
    }

    void regularExpressions()
    {
        const auto r = record(0, 1, QByteArray("order-2024-001"), QByteArray("status=SHIPPED"));
        QVERIFY(keeps(QStringLiteral("key matches \"^order-\\d{4}-\\d+$\""), r));
        QVERIFY(keeps(QStringLiteral("value ~ 'SHIP+ED'"), r));
        QVERIFY(!keeps(QStringLiteral("value matches \"^SHIPPED\""), r));
    }

    void catastrophicPatternsNeitherHangNorHide()
    {
        // Backtracking engines give up on these after exponential work and report "no match";
        // RE2 answers in linear time, so every record the pattern describes is kept.
        const QByteArray value = QByteArray(40, 'a') + 'b';
        const auto r = record(0, 1, std::nullopt, value);
        QVERIFY(keeps(QStringLiteral("value matches \"^(?:(a+)+x|a+b)$\""), r));
        QVERIFY(keeps(QStringLiteral("value matches \"(a+)+b$\""), r));
        QVERIFY(!keeps(QStringLiteral("value matches \"(a+)+$\""), r));
        const auto longA = record(0, 2, std::nullopt, QByteArray(1 << 20, 'a') + '!');
        QVERIFY(!keeps(QStringLiteral("value matches \"(a+)+$\""), longA));
        QVERIFY(keeps(QStringLiteral("value matches \"(a|aa)+!$\""), longA));
        const auto json = record(0, 3, std::nullopt, QByteArray("{\"s\":\"") + value + "\"}");
        QVERIFY(keeps(QStringLiteral("value.s matches \"^(?:(a+)+x|a+b)$\""), json));
    }

    void jsonPaths()
    {
        const auto r = record(
            0, 1, QByteArray("{\"id\":3}"),
            QByteArray(
                R"({"user":{"id":42,"name":"Ann","tags":["a","b"]},"status":"A","items":[{"sku":"x1"}],"ok":true,"n":null})"));
        QVERIFY(keeps(QStringLiteral("value.user.id == 42"), r));
        QVERIFY(!keeps(QStringLiteral("value.user.id == 43"), r));
        QVERIFY(keeps(QStringLiteral("value.user.id >= 40 and value.user.id < 50"), r));
        QVERIFY(keeps(QStringLiteral("value.status in [\"A\", \"B\"]"), r));
        QVERIFY(!keeps(QStringLiteral("value.status in [\"C\"]"), r));
        QVERIFY(keeps(QStringLiteral("value.items[0].sku == 'x1'"), r));
        QVERIFY(keeps(QStringLiteral("value.user.tags contains \"b\""), r));
        QVERIFY(keeps(QStringLiteral("value.ok == true"), r));
        QVERIFY(keeps(QStringLiteral("value.n == null"), r));
        QVERIFY(keeps(QStringLiteral("value.user.name matches '^A'"), r));
        QVERIFY(keeps(QStringLiteral("value[\"status\"] == 'A'"), r));
        QVERIFY(keeps(QStringLiteral("not value.missing exists"), r));
        QVERIFY(keeps(QStringLiteral("key.id == 3"), r));
        // Not JSON: a path is missing, so only != holds.
        const auto plain = record(0, 2, std::nullopt, QByteArray("not json"));
        QVERIFY(!keeps(QStringLiteral("value.user.id == 42"), plain));
        QVERIFY(keeps(QStringLiteral("value.user.id != 42"), plain));
    }

    void headers()
    {
        const auto r = record(
            0, 1, std::nullopt, QByteArray("v"),
            {{"trace", QByteArray("abc")}, {"empty", QByteArray("")}, {"nothing", std::nullopt}});
        QVERIFY(keeps(QStringLiteral("header.trace == \"abc\""), r));
        QVERIFY(keeps(QStringLiteral("header[\"trace\"] exists"), r));
        QVERIFY(!keeps(QStringLiteral("header.missing exists"), r));
        QVERIFY(keeps(QStringLiteral("header.empty == \"\""), r));
        QVERIFY(!keeps(QStringLiteral("header.empty == null"), r));
        QVERIFY(keeps(QStringLiteral("header.nothing == null"), r));
        QVERIFY(keeps(QStringLiteral("header.nothing exists"), r));
    }

    void partitionsOffsetsTimestampsAndNulls()
    {
        const auto r =
            record(2, 150, std::nullopt, std::nullopt, {}, 1714564800000); // 2024-05-01T12:00:00Z
        QVERIFY(keeps(QStringLiteral("partition in [0, 2]"), r));
        QVERIFY(!keeps(QStringLiteral("partition in [1,3]"), r));
        QVERIFY(keeps(QStringLiteral("offset >= 100 && offset < 200"), r));
        QVERIFY(!keeps(QStringLiteral("offset > 150"), r));
        QVERIFY(keeps(
            QStringLiteral(
                "timestamp >= \"2024-05-01T00:00:00Z\" and timestamp < '2024-05-02T00:00:00Z'"),
            r));
        QVERIFY(keeps(QStringLiteral("timestamp == 1714564800000"), r));
        QVERIFY(keeps(QStringLiteral("value == null and key == null"), r));
        QVERIFY(!keeps(QStringLiteral("value exists"), r));
        QVERIFY(!keeps(QStringLiteral("value contains \"\""), r));
        QVERIFY(keeps(QStringLiteral("size == 0"), r));
    }

    void precedenceAndNot()
    {
        const auto r = record(1, 1, QByteArray("k"), QByteArray("v"));
        QVERIFY(keeps(QStringLiteral("partition == 0 and key == 'x' or value == 'v'"),
                      r)); // and binds tighter
        QVERIFY(!keeps(QStringLiteral("partition == 0 and (key == 'x' or value == 'v')"), r));
        QVERIFY(keeps(QStringLiteral("not partition == 0"), r));
        QVERIFY(keeps(QStringLiteral("!(partition == 0) && !!(value == 'v')"), r));
    }

    void parseErrorsNamePositions_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown field") << "colour == 1" << 1 << "unknown field";
        QTest::newRow("missing operand") << "value ==" << 9 << "expected a value";
        QTest::newRow("unclosed string") << "key == \"abc" << 8 << "no closing";
        QTest::newRow("unclosed paren") << "(key exists" << 12 << "closing parenthesis";
        QTest::newRow("bad regex") << "value matches \"a(b\"" << 16 << "regular expression";
        QTest::newRow("lookahead") << "value matches \"a(?=b)\"" << 16
                                   << "unsupported in a regular expression: lookahead (?=...)";
        QTest::newRow("negative lookbehind")
            << "value ~ \"(?<!a)b\"" << 10 << "negative lookbehind (?<!...)";
        QTest::newRow("backreference") << "key matches \"(a)\\\\1\"" << 14 << "backreference \\1";
        QTest::newRow("possessive") << "value matches \"a*+\"" << 16 << "possessive quantifier *+";
        QTest::newRow("atomic group")
            << "value matches \"(?>a+)b\"" << 16 << "atomic group (?>...)";
        QTest::newRow("named group") << "value matches \"(?<n>a)\"" << 16 << "write (?P<name>...)";
        QTest::newRow("numeric field with text") << "offset == \"x\"" << 11 << "numbers";
        QTest::newRow("odd hex") << "value contains 0xabc" << 16 << "even number";
        QTest::newRow("trailing") << "key exists value exists" << 12 << "expected and/or";
        QTest::newRow("bad time") << "timestamp > 'yesterday'" << 13 << "ISO 8601";
        QTest::newRow("stray char") << "key == $" << 8 << "unexpected character";
    }

    void parseErrorsNamePositions()
    {
        QFETCH(QString, filter);
        QFETCH(int, position);
        QFETCH(QString, words);
        int at = -1;
        auto f = Filter::parse(filter, &at);
        QVERIFY(!f);
        QCOMPARE(f.error().kind, Error::Kind::Usage);
        QCOMPARE(at, position);
        QVERIFY2(f.error().message().contains(QStringLiteral("position %1").arg(position)),
                 qPrintable(f.error().message()));
        QVERIFY2(f.error().message().contains(words), qPrintable(f.error().message()));
    }

    void deepNestingIsAnErrorNotACrash()
    {
        int at = 0;
        auto f =
            Filter::parse(QString(100000, QLatin1Char('(')) + QStringLiteral("key exists"), &at);
        QVERIFY(!f);
        QVERIFY(f.error().message().contains(QStringLiteral("longer than")) ||
                f.error().message().contains(QStringLiteral("deeper")));
        auto g = Filter::parse(QString(200, QLatin1Char('(')) + QStringLiteral("key exists") +
                               QString(200, QLatin1Char(')')));
        QVERIFY(!g);
        QVERIFY(g.error().message().contains(QStringLiteral("deeper than")));
        QVERIFY(Filter::parse(QString(20, QLatin1Char('(')) + QStringLiteral("key exists") +
                              QString(20, QLatin1Char(')'))));
    }

    // Mutations of valid filters: every result is either a filter or an error with a position
    // inside the text (or just past it), and evaluating parsed ones on a record terminates.
    void fuzzParser()
    {
        const QStringList seeds = {
            QStringLiteral("value.user.id == 42 and not header.x exists"),
            QStringLiteral(
                "(key contains 0xdead or value matches \"a+b\") && partition in [0,1,2]"),
            QStringLiteral("timestamp >= '2024-01-01T00:00:00Z' || offset < 10"),
            QStringLiteral("value[\"a\"][3] != null"),
        };
        const QString alphabet = QStringLiteral("()[]\"'.,=!<>~&|0x9aZ \\-_é\u202E");
        const auto r =
            record(0, 1, QByteArray("{\"a\":[1,2,3,4]}"), QByteArray(R"({"user":{"id":42}})"));
        QRandomGenerator rng(1234);
        int parsed = 0;
        for (int i = 0; i < 20000; ++i) {
            QString s = seeds[int(rng.bounded(seeds.size()))];
            const int edits = 1 + int(rng.bounded(4));
            for (int e = 0; e < edits; ++e) {
                const int pos = int(rng.bounded(s.size() + 1));
                switch (rng.bounded(3)) {
                case 0: s.insert(pos, alphabet[int(rng.bounded(alphabet.size()))]); break;
                case 1:
                    if (pos < s.size())
                        s.remove(pos, 1);
                    break;
                default:
                    if (pos < s.size())
                        s[pos] = alphabet[int(rng.bounded(alphabet.size()))];
                }
            }
            int at = -1;
            auto f = Filter::parse(s, &at);
            if (f) {
                ++parsed;
                QCOMPARE(at, 0);
                f->matches(RecordView::of(r));
            } else {
                QVERIFY2(at >= 1 && at <= s.size() + 1,
                         qPrintable(s + QStringLiteral(" -> ") + f.error().message()));
            }
        }
        QVERIFY(parsed > 0); // the mutations are not all broken: the fuzzer reaches the evaluator
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrowseFilter)
#include "test_browse_filter.moc"
