#include "lab_test_util.h"
#include "test_main.h"
#include "rebalance/lab_report.h"

#include <thread>

using namespace kafscope;
using namespace kafscope::rebalance;

namespace {

LabRunResult run(const LabConfig &c, const QString &script)
{
    auto steps = parseLabScript(script);
    if (!steps)
        qFatal("script: %s", qPrintable(steps.error().message()));
    auto r = runLabScript(c, steps.value(), script);
    if (!r)
        qFatal("lab run failed: %s", qPrintable(r.error().message()));
    return r.value();
}

// At the end every partition is owned by exactly one running member, and each member's lane
// ends with exactly what replaying its own callbacks gives.
void checkFinalAssignment(const LabRunResult &r, const QStringList &running)
{
    QVERIFY2(r.settled, "the group did not settle");
    std::map<PartitionId, int> owners;
    for (const QString &label : running) {
        const Lane *lane = r.timeline.lane(label);
        QVERIFY2(lane, qPrintable(label));
        Partitions replay;
        for (const MemberCallback &cb : test::callbacks(r.events)) {
            if (cb.label != label)
                continue;
            if (cb.kind == MemberCallback::Kind::Assigned)
                cb.incremental ? replay.insert(cb.partitions.begin(), cb.partitions.end())
                               : void(replay = cb.partitions);
            else if (cb.incremental)
                for (const PartitionId &p : cb.partitions)
                    replay.erase(p);
            else
                replay.clear();
        }
        QCOMPARE(lane->intervals.last().partitions, replay);
        for (const PartitionId &p : replay)
            ++owners[p];
    }
    QCOMPARE(owners.size(), r.partitions.size());
    for (const auto &[p, n] : owners)
        QCOMPARE(n, 1);
}

} // namespace

class TestLabRebalance : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void threeMembersEachAssignorAddAndGracefulLeave()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("lab-assignors"), 6);
        const QString script = QStringLiteral("add 3; wait 4s; add 1; wait 4s; remove 2; wait 1s");
        QList<LabRunResult> results;
        results.resize(3);
        std::vector<std::thread> threads;
        for (int i = 0; i < 3; ++i)
            threads.emplace_back(
                [&, i] { results[i] = run(test::labConfig(topic, labAssignors()[i]), script); });
        for (auto &t : threads)
            t.join();
        for (const LabRunResult &r : results) {
            qInfo().noquote() << reportText(r);
            const bool cooperative = r.config.assignor == QLatin1String("cooperative-sticky");
            checkFinalAssignment(
                r, {QStringLiteral("m1"), QStringLiteral("m3"), QStringLiteral("m4")});
            // The coordinator's records (read from __consumer_offsets) agree with the callbacks.
            QVERIFY(r.timeline.generations.size() >= 3);
            const int compared = test::checkRecordsMatchCallbacks(r);
            QVERIFY2(compared >= 6, qPrintable(QString::number(compared)));
            QCOMPARE(r.timeline.generations.last().assignor, r.config.assignor);
            QVERIFY(!test::causedBy(r.timeline, QStringLiteral("add m4"))->generations.isEmpty());
            QVERIFY(r.processing.processed > 0);
            QCOMPARE(r.processing.perMember.size() >= 3, true);
            const Rebalance *join = test::causedBy(r.timeline, QStringLiteral("add m4"));
            QVERIFY2(join && join->complete(), qPrintable(r.config.assignor));
            QCOMPARE(join->joined, QStringList{QStringLiteral("m4")});
            QVERIFY(!join->moved.empty());
            // Eager assignors take every partition away from every member; cooperative-sticky only
            // the moved ones, so at least one old member keeps processing through it.
            bool someoneKeptProcessing = false;
            for (const QString &m :
                 {QStringLiteral("m1"), QStringLiteral("m2"), QStringLiteral("m3")})
                if (join->memberPauseMs.contains(m) && join->memberPauseMs.value(m) == 0)
                    someoneKeptProcessing = true;
            QCOMPARE(someoneKeptProcessing, cooperative);
            for (const MemberCallback &cb : test::callbacks(r.events))
                QCOMPARE(cb.incremental, cooperative);
            const Rebalance *leave = test::causedBy(r.timeline, QStringLiteral("remove m2"));
            QVERIFY2(leave && leave->complete(), qPrintable(r.config.assignor));
            QCOMPARE(leave->left, QStringList{QStringLiteral("m2")});
            QVERIFY(leave->timedOut.isEmpty());
            QCOMPARE(r.timeline.lane(QStringLiteral("m2"))->endReason, QStringLiteral("left"));
            // a graceful leave is noticed at once, long before the session timeout
            QVERIFY2(leave->sinceCauseMs() < r.config.sessionTimeoutMs,
                     qPrintable(QString::number(leave->sinceCauseMs())));
        }
    }

    void crashIsTimedOutAfterAboutTheSessionTimeout()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("lab-crash"), 4);
        LabConfig c = test::labConfig(topic, QStringLiteral("range"), 3000);
        const LabRunResult r = run(c, QStringLiteral("add 3; wait 4s; crash 1; wait 5s"));
        qInfo().noquote() << reportText(r);
        const Rebalance *crash = test::causedBy(r.timeline, QStringLiteral("crash m1"));
        QVERIFY(crash && crash->complete());
        QCOMPARE(crash->timedOut, QStringList{QStringLiteral("m1")});
        QVERIFY(crash->left.isEmpty());
        qInfo("crash: partitions of the crashed member stood still %lld ms (session timeout %d "
              "ms), pause %lld ms",
              crash->sinceCauseMs(), c.sessionTimeoutMs, crash->durationMs());
        // Loose bounds: the coordinator cannot notice before most of the session timeout passed.
        QVERIFY(crash->sinceCauseMs() >= c.sessionTimeoutMs / 2);
        QVERIFY(crash->sinceCauseMs() < c.sessionTimeoutMs * 4);
        checkFinalAssignment(r, {QStringLiteral("m2"), QStringLiteral("m3")});
    }

    void stallPastMaxPollIntervalLosesPartitionsThenRejoins()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("lab-stall"), 4);
        LabConfig c = test::labConfig(topic, QStringLiteral("range"), 3000);
        c.maxPollIntervalMs = 3000;
        const LabRunResult r = run(c, QStringLiteral("add 2; wait 4s; stall 1 for 6s; wait 7s"));
        qInfo().noquote() << reportText(r);
        const Rebalance *stall = test::causedBy(r.timeline, QStringLiteral("stall m1 for 6000 ms"));
        QVERIFY(stall && stall->complete());
        QVERIFY(!stall->moved.empty());
        // m1 learns it lost its partitions when it polls again, then rejoins.
        qint64 stallAt = stall->causeMs;
        bool lostOrRevoked = false;
        for (const MemberCallback &cb : test::callbacks(r.events))
            if (cb.label == QLatin1String("m1") && cb.timeMs > stallAt &&
                cb.kind != MemberCallback::Kind::Assigned)
                lostOrRevoked = true;
        QVERIFY(lostOrRevoked);
        QVERIFY(r.timeline.rebalances.last().index > stall->index);
        checkFinalAssignment(r, {QStringLiteral("m1"), QStringLiteral("m2")});
        QVERIFY(!r.timeline.lane(QStringLiteral("m1"))->intervals.last().partitions.empty());
    }

    void staticMemberRestartCausesNoRebalance()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("lab-static"), 4);
        LabConfig c = test::labConfig(topic, QStringLiteral("range"), 6000);
        c.staticMembership = true;
        const LabRunResult r = run(c, QStringLiteral("add 2; wait 4s; restart 1; wait 3s"));
        qInfo().noquote() << reportText(r);
        const qint64 restartAt = r.startMs + r.steps[2].atMs;
        for (const Rebalance &rb : r.timeline.rebalances)
            QVERIFY2(rb.endMs < restartAt,
                     qPrintable(QStringLiteral("rebalance %1 after the restart").arg(rb.index)));
        // The coordinator kept the generation: no new one after the restart.
        QVERIFY(!r.timeline.generations.isEmpty());
        QVERIFY(r.timeline.generations.last().timeMs < restartAt);
        QVERIFY(test::checkRecordsMatchCallbacks(r) >= 2);
        Partitions before, after;
        for (const MemberCallback &cb : test::callbacks(r.events)) {
            if (cb.timeMs > restartAt)
                QCOMPARE(cb.label, QStringLiteral("m1")); // m2 saw nothing
            if (cb.label == QLatin1String("m1") && cb.kind == MemberCallback::Kind::Assigned)
                (cb.timeMs < restartAt ? before : after) = cb.partitions;
        }
        QVERIFY(!after.empty());
        QCOMPARE(after, before);
        checkFinalAssignment(r, {QStringLiteral("m1"), QStringLiteral("m2")});
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabRebalance)
#include "test_lab_rebalance.moc"
