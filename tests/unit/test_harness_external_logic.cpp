#include "harness/external_consumer.h"
#include "test_main.h"
#include "harness/harness_tracker.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::harness;

namespace {

HarnessConfig twoLevels()
{
    HarnessConfig c;
    c.levels = 2;
    c.load = {LevelLoad{100}, LevelLoad{100}};
    c.toleranceMs = 100;
    return c;
}

QStringList split(const QString &text)
{
    auto r = splitCommandLine(text);
    if (!r)
        qWarning("%s", qPrintable(r.error().message()));
    return r ? r.value() : QStringList{QStringLiteral("<error>")};
}

} // namespace

class TestHarnessExternalLogic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Words are split like a shell splits them, without running one.
    void splitsLikeAShell()
    {
        QCOMPARE(split(QStringLiteral("prog -a  b\tc")), (QStringList{"prog", "-a", "b", "c"}));
        QCOMPARE(split(QStringLiteral("prog 'a b' \"c d\"")), (QStringList{"prog", "a b", "c d"}));
        QCOMPARE(split(QStringLiteral("prog -group ''")), (QStringList{"prog", "-group", ""}));
        QCOMPARE(split(QStringLiteral("prog \"\"")), (QStringList{"prog", ""}));
        QCOMPARE(split(QStringLiteral("prog 'it\"s' \"it's\"")),
                 (QStringList{"prog", "it\"s", "it's"}));
        QCOMPARE(split(QStringLiteral("prog a\\ b 'x\\y' \"\\\"q\\\" \\n\"")),
                 (QStringList{"prog", "a b", "x\\y", "\"q\" \\n"}));
        QCOMPARE(split(QStringLiteral("prog ab'cd'\"ef\"")), (QStringList{"prog", "abcdef"}));
        QCOMPARE(split(QStringLiteral("prog $HOME *.go a;b|c")),
                 (QStringList{"prog", "$HOME", "*.go", "a;b|c"}));
        QCOMPARE(split(QStringLiteral("   ")), QStringList{});
        QVERIFY(!splitCommandLine(QStringLiteral("prog 'open")).ok());
        QVERIFY(splitCommandLine(QStringLiteral("prog \"open"))
                    .error()
                    .message()
                    .contains(QStringLiteral("double quote")));
    }

    // Placeholders are filled in every word after splitting, so a value is never split again.
    void expandsPlaceholders()
    {
        ExternalSetup s;
        s.bootstrap = QStringLiteral("localhost:9092");
        s.group = QStringLiteral("g 1");
        s.topics = {QStringLiteral("t-high"), QStringLiteral("t-low")};
        s.levelNames = {QStringLiteral("high"), QStringLiteral("low")};
        s.command = QStringLiteral(
            "prog --bootstrap={bootstrap} -g {group} '{topics}' {topic:low}/{topic:HIGH}");
        auto argv = expandCommand(s);
        QVERIFY(argv.ok());
        QCOMPARE(argv.value(), (QStringList{"prog", "--bootstrap=localhost:9092", "-g", "g 1",
                                            "t-high,t-low", "t-low/t-high"}));
        s.command = QStringLiteral("prog {topic:mid}");
        QVERIFY(!expandCommand(s).ok());
        QVERIFY(expandCommand(s).error().message().contains(QStringLiteral("high, low")));
        s.command = QStringLiteral("  ");
        QVERIFY(!expandCommand(s).ok());
        s.command = QStringLiteral("'' -x");
        QVERIFY(!expandCommand(s).ok());
    }

    // A run's configuration refuses a command it could not start, before anything is created.
    void configRefusesABadCommand()
    {
        HarnessConfig c = twoLevels();
        c.consumerCommand = QStringLiteral("./consumer -topics {topics}");
        QVERIFY(c.validate().ok());
        c.consumerCommand = QStringLiteral("./consumer -group 'open");
        QCOMPARE(c.validate().error().kind, Error::Kind::Usage);
        c.consumerCommand = QStringLiteral("./consumer {topic:urgent}");
        QVERIFY(c.validate().error().message().contains(QStringLiteral("{topic:urgent}")));
        c.consumerCommand.clear();
        c.observeGroup = QStringLiteral("mine");
        QVERIFY(c.validate().ok());
        c.faults << Fault::parse(QStringLiteral("crash@2s")).value();
        QVERIFY(c.validate().error().message().contains(QStringLiteral("observed group")));
    }

    // A consumer's report that arrives before the producer's delivery report is matched when the
    // acknowledgement comes: not lost, not unknown.
    void reportBeforeAckIsMatched()
    {
        HarnessTracker t(twoLevels());
        t.setTrackOffsets(true);
        t.startLoad();
        t.processedAt(0, 1, 40);
        QCOMPARE(t.unmatchedReports(), 1);
        QCOMPARE(t.totals(0).correctness.consumed, 0);
        t.acked(0, 0, 1, 40, HarnessTracker::wallMs());
        QCOMPARE(t.unmatchedReports(), 0);
        QCOMPARE(t.totals(0).correctness.consumed, 1);
        QCOMPARE(t.totals(0).correctness.lost, 0);
        QCOMPARE(t.totals(0).correctness.unacknowledged, 0);
        // The usual order, and a report of something never produced.
        t.acked(0, 1, 1, 41, HarnessTracker::wallMs());
        t.processedAt(0, 1, 41);
        t.processedAt(1, 0, 7);
        QCOMPARE(t.totals(0).correctness.consumed, 2);
        QCOMPARE(t.unmatchedReports(), 1);
        QVERIFY(t.allProcessed());
        // A second report of the same message is a duplicate.
        t.processedAt(0, 1, 41);
        QCOMPARE(t.totals(0).correctness.duplicates, 1);
    }

    // Commits cover acknowledged messages below the committed offset of their partition.
    void commitsCoverMessages()
    {
        HarnessTracker t(twoLevels());
        t.setTrackOffsets(true);
        t.startLoad();
        const qint64 t0 = HarnessTracker::wallMs() - 10000;
        for (int i = 0; i < 10; ++i)
            t.acked(0, i, i % 2, i / 2, t0 + i * 100); // partition 0 and 1, offsets 0..4
        for (int i = 0; i < 4; ++i)
            t.acked(1, i, 0, i, t0 + i * 100);
        QCOMPARE(t.notCommitted(0), 10);
        QVERIFY(!t.commitsAdvanced());
        t.commitsObserved({{{0, 0}}, {{0, 0}}}, t0 + 1000); // start offsets: nothing covered
        QVERIFY(!t.commitsAdvanced());
        t.commitsObserved({{{0, 3}, {1, 5}}, {}}, t0 + 2000);
        QVERIFY(t.commitsAdvanced());
        QCOMPARE(t.notCommitted(0), 2); // offsets 3 and 4 of partition 0
        QCOMPARE(t.notCommitted(1), 4);
        QCOMPARE(t.totals(0).committed, 8);
        QCOMPARE(t.totals(1).committed, 0);
        // The same commits again cover nothing new; an acknowledgement below a commit already read
        // is covered at once.
        t.commitsObserved({{{0, 3}, {1, 5}}, {{0, 2}}}, t0 + 3000);
        QCOMPARE(t.totals(0).committed, 8);
        QCOMPARE(t.totals(1).committed, 2);
        t.acked(1, 9, 1, 0, t0);
        t.commitsObserved({{{0, 3}, {1, 5}}, {{0, 2}, {1, 1}}}, t0 + 4000);
        QCOMPARE(t.notCommitted(1), 2);
        QCOMPARE(t.totals(1).committed, 3);
        // The progress over time: one point per observation that saw the commits advance.
        const auto progress = t.commitProgress();
        QCOMPARE(progress.size(), 3);
        QCOMPARE(progress[0].committed, (QList<qint64>{8, 0}));
        QCOMPARE(progress[2].committed, (QList<qint64>{8, 3}));
        QVERIFY(progress[0].atMs < progress[2].atMs);
        // Delays from produce time to the observed commit: level 0's eight covered at t0+2000.
        const auto latency = t.totals(0).commitLatency;
        QCOMPARE(latency.count(), quint64(8));
        QVERIFY(latency.percentileMs(0.5) >= 1000 && latency.percentileMs(0.5) <= 2000);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessExternalLogic)
#include "test_harness_external_logic.moc"
