// The line diff behind the Schemas view's version comparison: known cases, the fallback for huge
// texts, and random texts whose diff must rebuild both sides and keep a longest common subsequence.
#include "common/text_diff.h"
#include "test_main.h"

#include <QRandomGenerator>
#include <QTest>

#include <functional>
#include <map>

using namespace kafscope;

namespace {

QString render(const TextDiff &d)
{
    QStringList out;
    for (const DiffLine &l : d.lines)
        out << (l.kind == DiffLine::Kind::Same    ? QStringLiteral(" ")
                : l.kind == DiffLine::Kind::Added ? QStringLiteral("+")
                                                  : QStringLiteral("-")) +
                   l.text;
    return out.join(QLatin1Char('|'));
}

// The length of a longest common subsequence, by plain recursion with a memo (independent of the
// code under test).
int lcsLength(const QStringList &a, const QStringList &b)
{
    std::map<std::pair<int, int>, int> memo;
    std::function<int(int, int)> go = [&](int i, int j) -> int {
        if (i == a.size() || j == b.size())
            return 0;
        auto it = memo.find({i, j});
        if (it != memo.end())
            return it->second;
        const int r = a[i] == b[j] ? go(i + 1, j + 1) + 1 : std::max(go(i + 1, j), go(i, j + 1));
        memo[{i, j}] = r;
        return r;
    };
    return go(0, 0);
}

} // namespace

class TestTextDiff : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void knownCases()
    {
        QCOMPARE(render(diffTexts(QString(), QString())), QString());
        QCOMPARE(render(diffTexts(QStringLiteral("a\nb\n"), QStringLiteral("a\nb\n"))),
                 QStringLiteral(" a| b"));
        QCOMPARE(render(diffTexts(QStringLiteral("a\nb\nc"), QStringLiteral("a\nx\nc"))),
                 QStringLiteral(" a|-b|+x| c"));
        QCOMPARE(render(diffTexts(QString(), QStringLiteral("a\nb"))), QStringLiteral("+a|+b"));
        QCOMPARE(render(diffTexts(QStringLiteral("a\nb"), QString())), QStringLiteral("-a|-b"));
        // A field added in the middle of an Avro record: only that line is new.
        const QString v1 = QStringLiteral(
            "{\n  \"fields\": [\n    {\"name\": \"id\"},\n    {\"name\": \"total\"}\n  ]\n}");
        const QString v2 =
            QStringLiteral("{\n  \"fields\": [\n    {\"name\": \"id\"},\n    {\"name\": "
                           "\"currency\"},\n    {\"name\": \"total\"}\n  ]\n}");
        const TextDiff d = diffTexts(v1, v2);
        QCOMPARE(d.added, 1);
        QCOMPARE(d.removed, 0);
        QVERIFY(d.exact);
        QCOMPARE(d.lines[3].kind, DiffLine::Kind::Added);
        QCOMPARE(d.lines[3].text, QStringLiteral("    {\"name\": \"currency\"},"));
        QCOMPARE(d.lines[3].afterLine, 4);
        QCOMPARE(d.lines[4].beforeLine, 4);
        QCOMPARE(d.lines[4].afterLine, 5);
    }

    void hugeMiddlesAreNotSearched()
    {
        QStringList a, b;
        for (int i = 0; i < 50; ++i) {
            a << QStringLiteral("a%1").arg(i);
            b << QStringLiteral("b%1").arg(i);
        }
        a.prepend(QStringLiteral("head"));
        b.prepend(QStringLiteral("head"));
        const TextDiff d = diffLines(a, b, 100);
        QVERIFY(!d.exact);
        QCOMPARE(d.removed, 50);
        QCOMPARE(d.added, 50);
        QCOMPARE(d.lines.first().kind, DiffLine::Kind::Same);
        QVERIFY(diffLines(a, b).exact);
    }

    void randomTextsRebuildAndKeepALongestCommonSubsequence()
    {
        QRandomGenerator rng(20261205);
        for (int round = 0; round < 400; ++round) {
            QStringList a, b;
            const int na = rng.bounded(12), nb = rng.bounded(12);
            for (int i = 0; i < na; ++i)
                a << QString(QChar(u'a' + rng.bounded(4)));
            for (int i = 0; i < nb; ++i)
                b << QString(QChar(u'a' + rng.bounded(4)));
            const TextDiff d = diffLines(a, b);
            QStringList before, after;
            int same = 0;
            for (const DiffLine &l : d.lines) {
                if (l.kind != DiffLine::Kind::Added) {
                    before << l.text;
                    QCOMPARE(l.beforeLine, int(before.size()));
                }
                if (l.kind != DiffLine::Kind::Removed) {
                    after << l.text;
                    QCOMPARE(l.afterLine, int(after.size()));
                }
                same += l.kind == DiffLine::Kind::Same;
            }
            QCOMPARE(before, a);
            QCOMPARE(after, b);
            QCOMPARE(same, lcsLength(a, b));
            QCOMPARE(d.added, int(b.size()) - same);
            QCOMPARE(d.removed, int(a.size()) - same);
            QVERIFY(d.exact);
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTextDiff)
#include "test_text_diff.moc"
