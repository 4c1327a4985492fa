#include "rebalance/lab_report.h"
#include "test_main.h"
#include "rebalance/stop_estimator.h"
#include "rebalance/timeline_csv.h"

#include <QtTest>

using namespace kafscope::rebalance;

namespace {

PartitionId tp(int p)
{
    return PartitionId{QStringLiteral("t"), p};
}

GenerationRecord gen(qint64 t, int g, const QString &assignor,
                     const QList<QPair<QString, QList<int>>> &members)
{
    GenerationRecord r;
    r.timeMs = t;
    r.generation = g;
    r.protocolType = QStringLiteral("consumer");
    r.assignor = assignor;
    for (const auto &[id, ps] : members) {
        RecordMember m;
        m.memberId = id;
        m.clientId = QStringLiteral("sarama");
        for (int p : ps)
            m.assignment.insert(tp(p));
        r.members << m;
    }
    r.leader = r.members.first().memberId;
    return r;
}

void commit(QList<TimelineEvent> &e, qint64 t, const QList<int> &ps, qint64 offset)
{
    for (int p : ps)
        e << CommitObservation{t, tp(p), offset};
}

// Members A (t-0, t-1) and B (t-2, t-3) commit every 500 ms; C joins. A stops at ~3205 (its last
// commit 3210), B at ~3215 (3220); the generation-2 record is written at 3400; A's first commit
// afterwards is at 3700, B's at 3750, C's at 3800. A's real stop: 3205 .. 3410.
QList<TimelineEvent> joinHistory(const QString &assignor, bool commitsAfter = true)
{
    QList<TimelineEvent> e;
    e << gen(1000, 1, assignor, {{QStringLiteral("A"), {0, 1}}, {QStringLiteral("B"), {2, 3}}});
    e << StateObservation{1100, GroupState::Stable, -1};
    for (qint64 t = 1500, o = 10; t <= 3000; t += 500, o += 10)
        commit(e, t, {0, 1, 2, 3}, o);
    commit(e, 3210, {0, 1}, 45);
    commit(e, 3220, {2, 3}, 46);
    e << StateObservation{3300, GroupState::PreparingRebalance, 2800};
    e << gen(
        3400, 2, assignor,
        {{QStringLiteral("A"), {0, 1}}, {QStringLiteral("B"), {2}}, {QStringLiteral("C"), {3}}});
    e << StateObservation{3800, GroupState::Stable, 3300};
    if (commitsAfter) {
        commit(e, 3700, {0, 1}, 60);
        commit(e, 3750, {2}, 61);
        commit(e, 3800, {3}, 62);
    }
    return e;
}

} // namespace

class TestStopEstimator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eagerMembersStopWithinTheCommitGap()
    {
        const Timeline t = buildTimeline(joinHistory(QStringLiteral("range")));
        QCOMPARE(t.rebalances.size(), 2); // the group forming, then the join
        const Rebalance &r = t.rebalances.last();
        QVERIFY(r.complete());
        QVERIFY(!r.incremental);
        // A stopped after 3000 (the commit before its last) and before the record (its last commit,
        // 3210, plus its 500 ms commit interval is later), and resumed within [3400, 3700].
        const StopEstimate a = r.memberStops.value(QStringLiteral("A"));
        QCOMPARE(a.ms, 350);
        QCOMPARE(a.uncertaintyMs, 350);
        QVERIFY(!a.exact);
        QVERIFY(qAbs(a.ms - (3410 - 3205)) <= a.uncertaintyMs); // the stop it really had
        QCOMPARE(a.commitIntervalMs,
                 qint64(500)); // the median gap between t-0's and t-1's advancing commits
        QCOMPARE(rebalanceJson(r)[QStringLiteral("member_stop_ms")][QStringLiteral("A")]
                                 [QStringLiteral("commit_interval_ms")]
                                     .toInteger(),
                 qint64(500));
        const StopEstimate b = r.memberStops.value(QStringLiteral("B"));
        QCOMPARE(b.ms, 375); // [3400 - 3400, 3750 - 3000]
        QCOMPARE(b.uncertaintyMs, 375);
        QVERIFY(
            !r.memberStops.contains(QStringLiteral("C"))); // it joined: it waited, it did not stop
        QCOMPARE(r.longestMemberStopMs(), 375);
        // Under eager every partition stops, kept or moved.
        QCOMPARE(r.partitionStops.size(), size_t(4));
        QCOMPARE(r.partitionStops.at(tp(3)).ms,
                 400); // B stopped in [3000, 3400], C resumed in [3400, 3800]
        QCOMPARE(r.partitionStops.at(tp(3)).uncertaintyMs, 400);
        QCOMPARE(r.durationMs(),
                 100); // the coordinator's window: PreparingRebalance seen .. the synced record
    }

    void cooperativeKeepsUnmovedPartitionsRunning()
    {
        const Timeline t = buildTimeline(joinHistory(QStringLiteral("cooperative-sticky")));
        const Rebalance &r = t.rebalances.last();
        QVERIFY(r.incremental);
        QCOMPARE(r.memberStops.value(QStringLiteral("A")).ms, 0); // kept everything
        QCOMPARE(r.memberStops.value(QStringLiteral("B")).ms, 0); // kept t-2
        QCOMPARE(r.partitionStops.size(), size_t(1));             // only the moved one stopped
        QVERIFY(r.partitionStops.count(tp(3)));
    }

    void noProgressAfterwardsMeansNoEstimate()
    {
        const Timeline t = buildTimeline(joinHistory(QStringLiteral("range"), false));
        const Rebalance &r = t.rebalances.last();
        QVERIFY(r.memberStops.isEmpty());
        QVERIFY(r.partitionStops.empty());
        QCOMPARE(r.longestMemberStopMs(), -1);
        QVERIFY(rebalanceJson(r).value(QStringLiteral("longest_member_stop_ms")).isNull());
    }

    void labCallbacksAreExact()
    {
        QList<TimelineEvent> e;
        auto cb = [](qint64 t, const QString &l, MemberCallback::Kind k, const QList<int> &ps) {
            MemberCallback c;
            c.timeMs = t;
            c.label = l;
            c.memberId = l + QStringLiteral("-id");
            c.kind = k;
            for (int p : ps)
                c.partitions.insert(tp(p));
            return c;
        };
        e << cb(1000, QStringLiteral("m1"), MemberCallback::Kind::Assigned, {0, 1, 2, 3});
        e << LabAction{1900, LabAction::Kind::Add, QStringLiteral("m2"), 0};
        e << cb(2000, QStringLiteral("m1"), MemberCallback::Kind::Revoked, {0, 1, 2, 3});
        e << cb(2100, QStringLiteral("m1"), MemberCallback::Kind::Assigned, {0, 1});
        e << cb(2130, QStringLiteral("m2"), MemberCallback::Kind::Assigned, {2, 3});
        Partitions all;
        for (int p : {0, 1, 2, 3})
            all.insert(tp(p));
        const Timeline t = buildTimeline(e, all);
        QCOMPARE(t.rebalances.size(), 2); // the group forming, then the join
        const Rebalance &r = t.rebalances.last();
        const StopEstimate m1 = r.memberStops.value(QStringLiteral("m1"));
        QVERIFY(m1.exact);
        QCOMPARE(m1.ms, 100);
        QCOMPARE(m1.uncertaintyMs, 0);
        // m2 joined: the lab's pause counts its wait for a first assignment; it did not stop.
        QVERIFY(r.memberPauseMs.contains(QStringLiteral("m2")));
        QVERIFY(!r.memberStops.contains(QStringLiteral("m2")));
        QCOMPARE(r.partitionStops.at(tp(0)).ms, 100);
        QVERIFY(r.partitionStops.at(tp(0)).exact);
        QCOMPARE(r.partitionStops.at(tp(2)).ms, 130); // m1 gave it up at 2000, m2 took it at 2130
        const QJsonObject j = rebalanceJson(r);
        const QJsonObject stop = j.value(QStringLiteral("member_stop_ms"))
                                     .toObject()
                                     .value(QStringLiteral("m1"))
                                     .toObject();
        QCOMPARE(stop.value(QStringLiteral("ms")).toInt(), 100);
        QCOMPARE(stop.value(QStringLiteral("exact")).toBool(), true);
        QCOMPARE(j.value(QStringLiteral("partition_stop_ms"))
                     .toObject()
                     .value(QStringLiteral("t-2"))
                     .toObject()
                     .value(QStringLiteral("ms"))
                     .toInt(),
                 130);
        QVERIFY(j.contains(QStringLiteral("duration_ms")));
        QVERIFY(!j.contains(QStringLiteral("pause_ms")));
        QVERIFY(timelineCsv(t).contains(QStringLiteral("stop,m1,")));
        QVERIFY(timelineCsv(t).contains(QStringLiteral("t-2 stopped 130 ms (exact)")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestStopEstimator)
#include "test_stop_estimator.moc"
