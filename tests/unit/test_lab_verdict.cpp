// The external lab's judgement (rebalance/lab_verdict.h) on runs written out by hand: what was
// acknowledged, who processed what when, the coordinator's commits and owners, and the script.
#include "rebalance/external_lab.h"
#include "test_main.h"
#include "rebalance/lab_recorder.h"
#include "rebalance/lab_run.h"
#include "rebalance/lab_verdict.h"

#include <QtTest>

using namespace kafscope::rebalance;

namespace {

const PartitionId kP0{QStringLiteral("t"), 0};
const PartitionId kP1{QStringLiteral("t"), 1};

// A run of two partitions: a record acknowledged on each every 100 ms from 0 to `endMs`, keyed
// key-<partition> with sequence numbers in order.
struct Run {
    LabObservations obs;
    Timeline timeline;
    QList<StepOutcome> steps;
    qint64 endMs = 20000;

    Run()
    {
        obs.partitions = {kP0, kP1};
        obs.members = {QStringLiteral("m1"), QStringLiteral("m2")};
        obs.acked.resize(2);
        for (int p = 0; p < 2; ++p)
            for (qint64 o = 0; o * 100 < endMs - 3000; ++o) {
                obs.acked[size_t(p)][o] = AckedRecord{p, o * 2 + p, o * 100};
                ++obs.ackedTotal;
            }
        Lane l1;
        l1.key = l1.label = QStringLiteral("m1");
        l1.intervals << LaneInterval{0, -1, {kP0}};
        Lane l2;
        l2.key = l2.label = QStringLiteral("m2");
        l2.intervals << LaneInterval{0, -1, {kP1}};
        timeline.lanes = {l1, l2};
        step(0, QStringLiteral("add 2"), LabStep::Kind::Add, QStringLiteral("m1,m2"));
    }

    void step(qint64 at, const QString &text, LabStep::Kind kind, const QString &member = {})
    {
        StepOutcome s;
        s.step.kind = kind;
        s.step.text = text;
        s.atMs = at;
        s.member = member;
        steps << s;
    }

    // Member m processes partition p's offsets [from, to) each 20 ms after it was acknowledged.
    void process(int member, int p, qint64 from, qint64 to, qint64 delayMs = 20)
    {
        for (qint64 o = from; o < to; ++o)
            obs.processed.push_back(
                ProcessedRecord{obs.acked[size_t(p)].at(o).ackMs + delayMs, member, p, o});
    }

    qint64 lastOffset(int p) const { return obs.acked[size_t(p)].rbegin()->first; }

    LabVerdict judge(const LabLimits &limits = {}) const
    {
        return judgeLab(obs, timeline, steps, 0, endMs, true, {}, limits);
    }
};

} // namespace

class TestLabVerdict : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aQuietRunPasses()
    {
        Run r;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        const LabVerdict v = r.judge();
        QVERIFY2(v.pass, qPrintable(v.reasons.join(QLatin1Char('\n'))));
        QVERIFY(v.exact);
        QCOMPARE(v.lost, 0);
        QCOMPARE(v.distinct, v.acked);
        QCOMPARE(v.duplicates, 0);
        QCOMPARE(v.orderViolations, 0);
        QCOMPARE(v.events.size(), 1);
        QCOMPARE(v.events[0].recoverMs, 20); // the first records, 20 ms after their ack
        QVERIFY(v.stuck.isEmpty());
    }

    void lostRecordsAreNamedAndFail()
    {
        Run r;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, 5);
        r.process(1, 1, 8, r.lastOffset(1) + 1); // 5, 6 and 7 never processed
        const LabVerdict v = r.judge();
        QVERIFY(!v.pass);
        QCOMPARE(v.lost, 3);
        QCOMPARE(v.lostSample.first().partition, kP1);
        QCOMPARE(v.lostSample.first().offset, 5);
        QCOMPARE(v.lostSample.first().seq, 11);
        QVERIFY2(
            v.reasons.join(QLatin1Char('\n')).contains(QLatin1String("3 acknowledged records")),
            qPrintable(v.reasons.join(QLatin1Char('\n'))));
    }

    // A send retried across a broker restart that the broker already had is acknowledged without
    // an offset (librdkafka's -1001): the recorder keeps it aside, and it is neither lost nor
    // waiting.
    void anAckWithoutAnOffsetIsNotJudgedByOffset()
    {
        LabRecorder recorder;
        recorder.acked(kP0, 0, 0, 0, 100);
        recorder.acked(kP0, -1001, 0, 1, 200);
        recorder.acked(kP0, -1001, 0, 2, 300);
        recorder.processed(QStringLiteral("m1"), kP0, 0, 150);
        QCOMPARE(recorder.ackedCount(), 1);
        QCOMPARE(recorder.observations().ackedWithoutOffset, 2);
        Run r;
        r.obs.ackedWithoutOffset = 2;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        const LabVerdict v = r.judge();
        QVERIFY2(v.pass, qPrintable(v.reasons.join(QLatin1Char('\n'))));
        QVERIFY2(v.notes.join(QLatin1Char('\n'))
                     .contains(QLatin1String("2 test messages were "
                                             "acknowledged without an "
                                             "offset")),
                 qPrintable(v.notes.join(QLatin1Char('\n'))));
    }

    void recordsLeftAtTheEndAreWaitingNotLost()
    {
        Run r;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, r.lastOffset(1) - 2); // the last three of t-1 never came
        r.endMs += 5000;                         // judged when they had long been waiting
        const LabVerdict v = r.judge();
        QCOMPARE(v.lost, 0);
        QCOMPARE(v.unprocessed, 3);
        QVERIFY(!v.pass);
        QVERIFY(v.reasons.join(QLatin1Char('\n')).contains(QLatin1String("still waiting")));
        // Judged 2 s after their ack (a run whose load goes on): in flight, not waiting.
        const LabVerdict live =
            judgeLab(r.obs, r.timeline, r.steps, 0, r.obs.acked[1].rbegin()->second.ackMs + 2000,
                     true, {}, {});
        QCOMPARE(live.unprocessed, 0);
        QCOMPARE(live.inFlight, 3);
        QVERIFY(live.pass);
        // ... unless a commit went past them: then the group skipped them.
        Run c = r;
        c.timeline.commits << CommitPoint{r.endMs - 100, kP1, r.lastOffset(1) + 1, {}};
        QCOMPARE(c.judge().lost, 3);
        QCOMPARE(c.judge().unprocessed, 0);
    }

    // A consumer that commits before it processes (at most once): the record it committed a
    // moment before the end is in its hands, not lost; committed long before, it is lost.
    void aRecordCommittedJustBeforeTheEndIsInHand()
    {
        Run r;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, r.lastOffset(1)); // t-1's last record is being processed
        r.timeline.commits << CommitPoint{r.endMs - 100, kP1, r.lastOffset(1) + 1, {}};
        LabVerdict v = r.judge();
        QCOMPARE(v.lost, 0);
        QCOMPARE(v.inHand, 1);
        QVERIFY2(v.pass, qPrintable(v.reasons.join(QLatin1Char('\n'))));
        QVERIFY(v.notes.join(QLatin1Char('\n')).contains(QLatin1String("in hand")));
        // The same commit 6 s before the end: the consumer never processed it.
        r.timeline.commits.last().timeMs = r.endMs - 6000;
        v = r.judge();
        QCOMPARE(v.inHand, 0);
        QCOMPARE(v.lost, 1);
        QVERIFY(!v.pass);
    }

    void aReplayIsNoRealDuplicateButAProcessingAfterItsCommitIs()
    {
        Run r;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        // Offset 3 of t-0 again at 5000 after a commit of 10 at 4000: a real duplicate. Offset
        // 40 again at 6000 with commits only up to 30: an at-least-once replay.
        r.timeline.commits << CommitPoint{4000, kP0, 10, QStringLiteral("m1")}
                           << CommitPoint{5500, kP0, 30, QStringLiteral("m1")};
        r.obs.processed.push_back(ProcessedRecord{5000, 1, 0, 3});
        r.obs.processed.push_back(ProcessedRecord{6000, 1, 0, 40});
        const LabVerdict v = r.judge();
        QCOMPARE(v.duplicates, 2);
        QCOMPARE(v.realDuplicates, 1);
        QVERIFY(!v.pass);
        LabLimits allow;
        allow.allowDuplicates = true;
        QVERIFY(r.judge(allow).pass);
        QCOMPARE(r.judge(allow).events[0].duplicates, 2);
    }

    void firstProcessingsOutOfKeyOrderAreCounted()
    {
        Run r;
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        // t-0: 0 1 3 2 4 ... (2 after 3: one record before an older one of its key)
        r.process(0, 0, 0, 2);
        r.obs.processed.push_back(ProcessedRecord{400, 0, 0, 3});
        r.obs.processed.push_back(ProcessedRecord{410, 0, 0, 2});
        r.process(0, 0, 4, r.lastOffset(0) + 1);
        const LabVerdict v = r.judge();
        QCOMPARE(v.orderViolations, 1);
        QVERIFY(!v.pass);
    }

    void aCrashIsMeasuredUntilEveryPartitionMovesAgain()
    {
        Run r;
        // m1 crashes at 5000; m2 takes t-0 over at 11000 (its session ran out) from offset 48.
        r.step(5000, QStringLiteral("crash 1"), LabStep::Kind::Crash, QStringLiteral("m1"));
        r.process(0, 0, 0, 50);
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        for (qint64 o = 48; o <= r.lastOffset(0); ++o)
            r.obs.processed.push_back(
                ProcessedRecord{std::max<qint64>(11000, o * 100 + 20), 1, 0, o});
        r.timeline.lanes[0].intervals[0].endMs = 11000;
        r.timeline.lanes[1].intervals << LaneInterval{11000, -1, {kP0, kP1}};
        r.timeline.lanes[1].intervals[0].endMs = 11000;
        const LabVerdict v = r.judge();
        QCOMPARE(v.events.size(), 2);
        const EventJudgement &e = v.events[1];
        QCOMPARE(e.step, QStringLiteral("crash 1"));
        QCOMPARE(e.recoverMs, 6000); // t-0's first record after 5000 was processed at 11000
        QCOMPARE(e.slowestPartition, QStringLiteral("t-0"));
        QVERIFY(!e.stops.contains(QStringLiteral("m1"))); // the crashed member: no stop
        QCOMPARE(e.duplicates, 2);                        // 48 and 49 replayed
        QCOMPARE(e.realDuplicates, 0);
        // t-0 stood still from 5000 to 11000 during the crash: stuck, not silent.
        LabLimits l;
        l.stallThresholdMs = 5000;
        const LabVerdict w = r.judge(l);
        QCOMPARE(w.stuck.size(), 1);
        QCOMPARE(w.stuck[0].during, QStringLiteral("crash 1"));
        QVERIFY(!w.stuck[0].silent());
        QVERIFY2(w.pass, qPrintable(w.reasons.join(QLatin1Char('\n'))));
        l.maxRecoverMs = 5000;
        QVERIFY(!r.judge(l).pass);
    }

    void aSilentStallIsAnOwnedPartitionThatStopsWithNoRebalance()
    {
        Run r;
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        // m1 stops polling from 3000 to 15000 (a signal the group never notices), then catches up.
        r.step(3000, QStringLiteral("signal 1 USR1"), LabStep::Kind::Signal, QStringLiteral("m1"));
        r.process(0, 0, 0, 30);
        for (qint64 o = 30; o <= r.lastOffset(0); ++o)
            r.obs.processed.push_back(
                ProcessedRecord{std::max<qint64>(15000, o * 100 + 20), 0, 0, o});
        const LabVerdict v = r.judge();
        QCOMPARE(v.stuck.size(), 1);
        QCOMPARE(v.stuck[0].partition, kP0);
        QCOMPARE(v.stuck[0].owner, QStringLiteral("m1"));
        QVERIFY(v.stuck[0].silent());
        QCOMPARE(v.stuck[0].fromMs, 3000);
        QCOMPARE(v.stuck[0].toMs, 15000);
        QVERIFY(!v.pass);
        QVERIFY2(v.reasons.join(QLatin1Char('\n')).contains(QLatin1String("silent stall")),
                 qPrintable(v.reasons.join(QLatin1Char('\n'))));
        // Live: at 14000 it has been stuck for 11 s.
        LabObservations partial = r.obs;
        partial.processed.erase(std::remove_if(partial.processed.begin(), partial.processed.end(),
                                               [](const auto &p) { return p.timeMs > 14000; }),
                                partial.processed.end());
        const auto now = stalledNow(partial, 14000, 10000);
        QCOMPARE(now.value(QStringLiteral("t-0"), -1), 3000);
        QVERIFY(!now.contains(QStringLiteral("t-1")));
        QVERIFY(stalledNow(partial, 12000, 10000).isEmpty());
        // A step that came only when it ended (here an add at 15000) explains nothing.
        Run a = r;
        a.steps.removeLast();
        a.step(15000, QStringLiteral("add 1"), LabStep::Kind::Add, QStringLiteral("m3"));
        QVERIFY(a.judge().stuck[0].silent());
        // The same gap under a stall step of the lab's is the step's doing.
        Run s = r;
        s.steps[1].step.kind = LabStep::Kind::Stall;
        s.steps[1].step.text = QStringLiteral("stall 1 for 12s");
        QVERIFY(!s.judge().stuck[0].silent());
        QVERIFY(s.judge().pass);
    }

    void limitsOnStopsAndRebalances()
    {
        Run r;
        r.step(5000, QStringLiteral("restart 2"), LabStep::Kind::Restart, QStringLiteral("m2"));
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, 49);
        r.process(1, 1, 49, r.lastOffset(1) + 1, 2500); // m2 back 2.5 s later
        r.timeline.generations << GenerationMarker{5200, 2, {}, {}, 2}
                               << GenerationMarker{6000, 3, {}, {}, 2};
        const LabVerdict v = r.judge();
        QVERIFY2(v.pass, qPrintable(v.reasons.join(QLatin1Char('\n'))));
        const EventJudgement &e = v.events[1];
        QCOMPARE(e.rebalances, 2);
        QCOMPARE(e.longestStopMember, QStringLiteral("m2"));
        QCOMPARE(e.stops.value(QStringLiteral("m2")).lastBeforeMs, 4820);
        QCOMPARE(e.stops.value(QStringLiteral("m2")).firstAfterMs, 7400);
        QCOMPARE(e.longestStopMs, 2580);
        LabLimits l;
        l.maxStopMs = 2000;
        QVERIFY(!r.judge(l).pass);
        l = {};
        l.maxRebalances = 0;
        const LabVerdict w = r.judge(l);
        QVERIFY(!w.pass);
        QVERIFY(w.reasons.join(QLatin1Char('\n')).contains(QLatin1String("caused 2 rebalances")));
    }

    void aStopBelongsToTheEventItResumedIn()
    {
        Run r;
        r.step(5000, QStringLiteral("restart 1"), LabStep::Kind::Restart, QStringLiteral("m1"));
        r.step(9000, QStringLiteral("stall 2 for 8s"), LabStep::Kind::Stall, QStringLiteral("m2"));
        r.process(0, 0, 0, 49);                         // m1 up to 4820
        r.process(0, 0, 49, r.lastOffset(0) + 1, 1100); // back at 6000
        r.process(1, 1, 0, 90);                         // m2 up to 8920
        for (qint64 o = 90; o <= r.lastOffset(1); ++o)  // back at 17000
            r.obs.processed.push_back(
                ProcessedRecord{std::max<qint64>(17000, o * 100 + 20), 1, 1, o});
        const LabVerdict v = r.judge();
        QCOMPARE(v.events.size(), 3);
        QCOMPARE(v.events[1].stops.value(QStringLiteral("m1")).ms, 1180);
        QVERIFY(v.events[1].stops.value(QStringLiteral("m2")).ms < 1000); // its stall is not here
        QCOMPARE(v.events[2].stops.value(QStringLiteral("m2")).lastBeforeMs, 8920);
        QCOMPARE(v.events[2].stops.value(QStringLiteral("m2")).firstAfterMs, 17000);
        QCOMPARE(v.events[2].longestStopMember, QStringLiteral("m2"));
        // Had m2 never come back, its stop runs to the end of the run, unresumed.
        Run h = r;
        h.obs.processed.erase(std::remove_if(h.obs.processed.begin(), h.obs.processed.end(),
                                             [](const auto &p) { return p.timeMs >= 17000; }),
                              h.obs.processed.end());
        const MemberStop hung = h.judge().events[2].stops.value(QStringLiteral("m2"));
        QCOMPARE(hung.firstAfterMs, -1);
        QCOMPARE(hung.ms, h.endMs - 8920);
    }

    void withoutReportsTheCommitsJudge()
    {
        Run r;
        // No JSON lines: commits of t-0 and t-1 every second; t-1's stop after 8000 until 14000.
        for (qint64 t = 1000; t < r.endMs - 3000; t += 1000) {
            r.timeline.commits << CommitPoint{t, kP0, t / 100, {}};
            if (t <= 8000 || t >= 14000)
                r.timeline.commits << CommitPoint{t, kP1, t / 100, {}};
        }
        r.timeline.commits << CommitPoint{r.endMs - 1000, kP0, r.lastOffset(0) + 1, {}}
                           << CommitPoint{r.endMs - 1000, kP1, r.lastOffset(1) + 1, {}};
        const LabVerdict v = r.judge();
        QVERIFY(!v.exact);
        QCOMPARE(v.commitIntervalMs, 1000);
        QCOMPARE(v.events[0].resolutionMs, 1000);
        QCOMPARE(v.events[0].recoverMs, 1000);
        QCOMPARE(v.stuck.size(), 0); // 6 s < the 10 s threshold
        QVERIFY(v.notes.join(QLatin1Char('\n')).contains(QLatin1String("commits")));
        LabLimits l;
        l.stallThresholdMs = 4000;
        const LabVerdict w = r.judge(l);
        QCOMPARE(w.stuck.size(), 1);
        QCOMPARE(w.stuck[0].partition, kP1);
        QVERIFY(w.stuck[0].silent()); // m2 owned it, nothing happened: a silent stall
    }

    void exitsAndAnUnsettledGroupFail()
    {
        Run r;
        r.process(0, 0, 0, r.lastOffset(0) + 1);
        r.process(1, 1, 0, r.lastOffset(1) + 1);
        const LabVerdict v = judgeLab(r.obs, r.timeline, r.steps, 0, r.endMs, false,
                                      {QStringLiteral("m2: exited with code 3")}, {});
        QVERIFY(!v.pass);
        QCOMPARE(v.reasons.size(), 2);
        QVERIFY(v.reasons[1].contains(QLatin1String("exited with code 3")));
        const QJsonObject j = verdictJson(v);
        QCOMPARE(j.value(QStringLiteral("pass")).toBool(), false);
        QCOMPARE(j.value(QStringLiteral("mode")).toString(), QStringLiteral("exact"));
        QCOMPARE(j.value(QStringLiteral("lost")).toInt(), 0);
        QVERIFY(verdictText(v).startsWith(QLatin1String("Verdict: FAIL")));
    }

    void refusedCommitsAreRecognised_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("kind");
        QTest::newRow("librdkafka") << "m1: commit failed: Broker: The member epoch is stale "
                                       "(STALE_MEMBER_EPOCH)"
                                    << "STALE_MEMBER_EPOCH";
        QTest::newRow("java") << "org.apache.kafka.clients.consumer.CommitFailedException: Commit "
                                 "cannot be completed since the group has already rebalanced"
                              << "COMMIT_FAILED";
        QTest::newRow("sarama") << "a: commit offsets: kafka server: The provided member is not "
                                   "known in the current generation (UNKNOWN_MEMBER_ID)"
                                << "UNKNOWN_MEMBER_ID";
        QTest::newRow("json") << "{\"commit_error\":\"fenced_member_epoch\"}"
                              << "FENCED_MEMBER_EPOCH";
        QTest::newRow("no commit") << "heartbeat: UNKNOWN_MEMBER_ID, rejoining"
                                   << "";
        QTest::newRow("a record") << "{\"topic\":\"t\",\"partition\":0,\"offset\":1}"
                                  << "";
    }

    void refusedCommitsAreRecognised()
    {
        QFETCH(QString, line);
        QFETCH(QString, kind);
        QCOMPARE(commitErrorKind(line), kind);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabVerdict)
#include "test_lab_verdict.moc"
