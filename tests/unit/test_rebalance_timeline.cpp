#include "rebalance/lab_report.h"
#include "test_main.h"
#include "rebalance/timeline.h"
#include "rebalance/timeline_csv.h"
#include "rebalance/watch_events.h"

#include <QJsonDocument>
#include <QtTest>

using namespace kafscope::rebalance;

namespace {

Partitions parts(std::initializer_list<int> ids, const QString &topic = QStringLiteral("t"))
{
    Partitions p;
    for (int i : ids)
        p.insert(PartitionId{topic, i});
    return p;
}

MemberCallback cb(qint64 t, const QString &label, MemberCallback::Kind kind, const Partitions &p,
                  bool incremental = false, bool closing = false, const QString &instance = {})
{
    MemberCallback c;
    c.timeMs = t;
    c.label = label;
    c.kind = kind;
    c.partitions = p;
    c.incremental = incremental;
    c.closing = closing;
    c.memberId = label + QStringLiteral("-id");
    c.instanceId = instance;
    return c;
}

MemberCallback assign(qint64 t, const QString &l, const Partitions &p, bool inc = false)
{
    return cb(t, l, MemberCallback::Kind::Assigned, p, inc);
}

MemberCallback revoke(qint64 t, const QString &l, const Partitions &p, bool inc = false,
                      bool closing = false)
{
    return cb(t, l, MemberCallback::Kind::Revoked, p, inc, closing);
}

LabAction act(qint64 t, LabAction::Kind k, const QString &l)
{
    return LabAction{t, k, l, 0};
}

RecordMember member(const QString &id, const Partitions &p,
                    const QString &client = QStringLiteral("java"))
{
    RecordMember m;
    m.memberId = id;
    m.clientId = client;
    m.assignment = p;
    return m;
}

GenerationRecord record(qint64 t, int gen, QList<RecordMember> members, qint64 stateTs = -1)
{
    GenerationRecord r;
    r.timeMs = t;
    r.generation = gen;
    r.stateTimestampMs = stateTs;
    r.protocolType = QStringLiteral("consumer");
    r.assignor = QStringLiteral("range");
    r.leader = members.isEmpty() ? QString() : members.first().memberId;
    r.members = members;
    return r;
}

// m1 alone owns t-0..t-3 from 1000 (rebalance 1).
QList<TimelineEvent> oneMember(bool incremental = false)
{
    return {act(900, LabAction::Kind::Add, QStringLiteral("m1")),
            assign(1000, QStringLiteral("m1"), parts({0, 1, 2, 3}), incremental)};
}

QStringList list(std::initializer_list<const char *> s)
{
    QStringList out;
    for (const char *x : s)
        out << QString::fromLatin1(x);
    return out;
}

} // namespace

class TestRebalanceTimeline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void eagerJoinMovesHalfAndPausesEveryone()
    {
        auto e = oneMember();
        e << act(5000, LabAction::Kind::Add, QStringLiteral("m2"))
          << revoke(5100, QStringLiteral("m1"), parts({0, 1, 2, 3}))
          << assign(5300, QStringLiteral("m1"), parts({0, 1}))
          << assign(5310, QStringLiteral("m2"), parts({2, 3}));
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 2);
        QCOMPARE(t.rebalances[0].assigned.size(), size_t(4));
        const Rebalance &r = t.rebalances[1];
        QCOMPARE(r.startMs, 5100);
        QCOMPARE(r.durationMs(), 210);
        QCOMPARE(r.moved, parts({2, 3}));
        QCOMPARE(r.kept, parts({0, 1}));
        QCOMPARE(r.joined, list({"m2"}));
        QCOMPARE(r.membersBefore, list({"m1"}));
        QCOMPARE(r.membersAfter, list({"m1", "m2"}));
        QCOMPARE(r.causes, list({"add m2"}));
        QCOMPARE(r.memberPauseMs.value(QStringLiteral("m1")), 200);
        QCOMPARE(r.memberPauseMs.value(QStringLiteral("m2")), 210);
        QCOMPARE(r.startEvidence, QStringLiteral("revocation by m1"));
        const Lane *m1 = t.lane(QStringLiteral("m1"));
        QVERIFY(m1);
        QCOMPARE(m1->intervals.size(), 4); // empty after add, 0-3, empty while revoked, 0-1
        QCOMPARE(m1->intervals.last().partitions, parts({0, 1}));
        QCOMPARE(t.ownerAt(PartitionId{QStringLiteral("t"), 3}, 6000)->key, QStringLiteral("m2"));
        QCOMPARE(t.ownerAt(PartitionId{QStringLiteral("t"), 3}, 4000)->key, QStringLiteral("m1"));
        QVERIFY(!t.ownerAt(PartitionId{QStringLiteral("t"), 3}, 5200));
    }

    void cooperativeJoinPausesOnlyMovedPartitions()
    {
        auto e = oneMember(true);
        e << act(5000, LabAction::Kind::Add, QStringLiteral("m2"))
          << assign(5050, QStringLiteral("m2"), {}, true)
          << revoke(5100, QStringLiteral("m1"), parts({2, 3}), true)
          << assign(5105, QStringLiteral("m1"), {}, true)
          << assign(5400, QStringLiteral("m2"), parts({2, 3}), true);
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 2);
        const Rebalance &r = t.rebalances[1];
        QCOMPARE(r.durationMs(), 300);
        QCOMPARE(r.moved, parts({2, 3}));
        QCOMPARE(r.kept, parts({0, 1}));
        QCOMPARE(r.memberPauseMs.value(QStringLiteral("m1")), 0); // kept processing 0 and 1
        QCOMPARE(r.memberPauseMs.value(QStringLiteral("m2")), 300);
    }

    void crashIsNoticedOnlyAfterTheSessionTimeout()
    {
        auto e = oneMember();
        e << act(2000, LabAction::Kind::Add, QStringLiteral("m2"))
          << revoke(2100, QStringLiteral("m1"), parts({0, 1, 2, 3}))
          << assign(2200, QStringLiteral("m1"), parts({0, 1}))
          << assign(2200, QStringLiteral("m2"), parts({2, 3}))
          << act(10000, LabAction::Kind::Crash, QStringLiteral("m2"))
          << revoke(13000, QStringLiteral("m1"), parts({0, 1}))
          << assign(13200, QStringLiteral("m1"), parts({0, 1, 2, 3}));
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 3);
        const Rebalance &r = t.rebalances[2];
        QCOMPARE(r.durationMs(), 200);
        QCOMPARE(r.causes, list({"crash m2"}));
        QCOMPARE(r.sinceCauseMs(), 3200);
        QCOMPARE(r.timedOut, list({"m2"}));
        QVERIFY(r.left.isEmpty());
        QCOMPARE(r.moved, parts({2, 3}));
        QCOMPARE(r.membersBefore, list({"m1", "m2"}));
        // m2 is silent from its crash until the coordinator notices (the rebalance starts): its
        // partitions stood still from 10000 until m1 took them at 13200, not the 200 ms of the
        // rebalance.
        const Lane *m2 = t.lane(QStringLiteral("m2"));
        QCOMPARE(m2->endReason, QStringLiteral("crashed"));
        QCOMPARE(m2->endMs, 13000);
        QCOMPARE(m2->silences.size(), 1);
        QCOMPARE(m2->silences[0].fromMs, 10000);
        QCOMPARE(m2->silences[0].toMs, 13000);
        QVERIFY(m2->silences[0].exact);
        QCOMPARE(m2->silences[0].partitions, parts({2, 3}));
        QCOMPARE(t.ownerAt(PartitionId{QStringLiteral("t"), 2}, 12000)->key, QStringLiteral("m2"));
        QCOMPARE(r.silentMembers.value(QStringLiteral("m2")).ms, 3000);
        for (int p : {2, 3}) {
            const StopEstimate &s = r.partitionStops.at(PartitionId{QStringLiteral("t"), p});
            QVERIFY(s.exact);
            QCOMPARE(s.ms, 3200);
            QCOMPARE(s.fromMs, 10000);
        }
        QString what;
        bool partition = false;
        const StopEstimate *longest = r.longestStop(&what, &partition);
        QVERIFY(longest);
        QCOMPARE(longest->ms, 3200);
        QVERIFY(partition);
        QCOMPARE(what, QStringLiteral("t-2"));
        QCOMPARE(r.longestMemberStopMs(), 200); // m1's own pause, as before
        const QJsonObject json = rebalanceJson(r);
        QCOMPARE(json.value(QStringLiteral("longest_stop_ms")).toInteger(), 3200);
        QCOMPARE(json.value(QStringLiteral("longest_member_stop_ms")).toInteger(), 200);
        QCOMPARE(json.value(QStringLiteral("longest_stop"))
                     .toObject()
                     .value(QStringLiteral("partition"))
                     .toString(),
                 QStringLiteral("t-2"));
        const QJsonObject silent = json.value(QStringLiteral("silent_members"))
                                       .toObject()
                                       .value(QStringLiteral("m2"))
                                       .toObject();
        QCOMPARE(silent.value(QStringLiteral("ms")).toInteger(), 3000);
        QVERIFY(silent.value(QStringLiteral("exact")).toBool());
        QCOMPARE(silent.value(QStringLiteral("from")).toString(), isoTime(10000));
    }

    // A member of any client that crashed, seen from outside: its commits stop, the coordinator
    // removes it a session timeout later. Its lane is silent from its last commit, and its
    // partitions count as stopped from then, about the session timeout, not the rebalance's
    // milliseconds.
    void crashSeenFromOutsideIsASilenceOfAboutTheSessionTimeout()
    {
        auto withSession = [](RecordMember m) {
            m.sessionTimeoutMs = 6000;
            return m;
        };
        QList<TimelineEvent> e = {
            StateObservation{900, GroupState::PreparingRebalance},
            record(1000, 1,
                   {withSession(member(QStringLiteral("A"), parts({0, 1}))),
                    withSession(member(QStringLiteral("B"), parts({2, 3})))}),
            StateObservation{1100, GroupState::Stable, 900},
        };
        for (qint64 t = 1500; t <= 11000; t += 500)
            for (int p : {0, 1, 2, 3})
                if (p < 2 || t <= 5000) // B crashes just after its commit at 5000
                    e << CommitObservation{t, PartitionId{QStringLiteral("t"), p}, t / 10};
        e << StateObservation{11100, GroupState::PreparingRebalance, 10600}
          << record(11300, 2, {withSession(member(QStringLiteral("A"), parts({0, 1, 2, 3})))})
          << StateObservation{11400, GroupState::Stable, 11100};
        for (int p : {0, 1, 2, 3})
            e << CommitObservation{11500, PartitionId{QStringLiteral("t"), p}, 2000};
        const Timeline t = buildTimeline(e);
        QCOMPARE(t.rebalances.size(), 2);
        const Rebalance &r = t.rebalances[1];
        QCOMPARE(r.startMs, 11100);
        QVERIFY(r.durationMs() < 500); // the coordinator's window is short ...
        QCOMPARE(r.timedOut, list({"B"}));
        const Lane *b = t.lane(QStringLiteral("B"));
        QCOMPARE(b->endReason, QStringLiteral("timed out"));
        QCOMPARE(b->endMs, 11100);
        QCOMPARE(b->silences.size(), 1);
        QCOMPARE(b->silences[0].fromMs, 5000); // its last commit
        QCOMPARE(b->silences[0].toMs, 11100);
        QVERIFY(!b->silences[0].exact);
        QCOMPARE(r.silentMembers.value(QStringLiteral("B")).ms, 6100);
        // ... but B's partitions stood still from about 5000 to about 11300..11500.
        const StopEstimate *longest = r.longestStop();
        QVERIFY(longest);
        QVERIFY2(longest->ms >= 5800 && longest->ms <= 6500,
                 qPrintable(QString::number(longest->ms)));
        QVERIFY(!longest->exact);
        QVERIFY(longest->ms - longest->uncertaintyMs >= 5800);
        QVERIFY(longest->ms + longest->uncertaintyMs <= 6500);
        // A, committing all along, is no silence; a member that left right after committing is not
        // either.
        QVERIFY(t.lane(QStringLiteral("A"))->silences.isEmpty());
        QList<TimelineEvent> left = e.mid(0, 3);
        for (qint64 ts = 1500; ts <= 11000; ts += 500)
            for (int p : {0, 1, 2, 3})
                left << CommitObservation{ts, PartitionId{QStringLiteral("t"), p}, ts / 10};
        left << StateObservation{11100, GroupState::PreparingRebalance, 10600}
             << record(11300, 2, {withSession(member(QStringLiteral("A"), parts({0, 1, 2, 3})))})
             << StateObservation{11400, GroupState::Stable, 11100};
        const Timeline graceful = buildTimeline(left);
        QCOMPARE(graceful.lane(QStringLiteral("B"))->endReason, QStringLiteral("left"));
        QVERIFY(graceful.lane(QStringLiteral("B"))->silences.isEmpty());
        QCOMPARE(graceful.rebalances.last().left, list({"B"}));
    }

    // Lanes are in join order; members that joined together by name, m2 before m10.
    void lanesAreInJoinOrder()
    {
        const QList<TimelineEvent> e = {
            record(1000, 1,
                   {member(QStringLiteral("m10"), parts({0})),
                    member(QStringLiteral("m2"), parts({1})),
                    member(QStringLiteral("m1"), parts({2}))}),
            record(2000, 2,
                   {member(QStringLiteral("m10"), parts({0})),
                    member(QStringLiteral("m2"), parts({1})),
                    member(QStringLiteral("m1"), parts({2})),
                    member(QStringLiteral("m0"), parts({3}))}),
        };
        const Timeline t = buildTimeline(e);
        QStringList keys;
        for (const Lane &l : t.lanes)
            keys << l.key;
        QCOMPARE(keys, list({"m1", "m2", "m10", "m0"}));
    }

    void gracefulLeaveStartsAtTheLeaversRevocation()
    {
        auto e = oneMember();
        e << act(2000, LabAction::Kind::Add, QStringLiteral("m2"))
          << revoke(2100, QStringLiteral("m1"), parts({0, 1, 2, 3}))
          << assign(2200, QStringLiteral("m1"), parts({0, 1}))
          << assign(2200, QStringLiteral("m2"), parts({2, 3}))
          << act(10000, LabAction::Kind::Remove, QStringLiteral("m2"))
          << revoke(10010, QStringLiteral("m2"), parts({2, 3}), false, true)
          << revoke(10050, QStringLiteral("m1"), parts({0, 1}))
          << assign(10100, QStringLiteral("m1"), parts({0, 1, 2, 3}));
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 3);
        const Rebalance &r = t.rebalances[2];
        QCOMPARE(r.startMs, 10010);
        QCOMPARE(r.durationMs(), 90);
        QCOMPARE(r.left, list({"m2"}));
        QCOMPARE(t.lane(QStringLiteral("m2"))->endReason, QStringLiteral("left"));
        QCOMPARE(t.lane(QStringLiteral("m2"))->endMs, 10010);
    }

    void staticRestartIsNoRebalance()
    {
        const QString i1 = QStringLiteral("g-m1");
        QList<TimelineEvent> e = {act(900, LabAction::Kind::Add, QStringLiteral("m1")),
                                  cb(1000, QStringLiteral("m1"), MemberCallback::Kind::Assigned,
                                     parts({0, 1}), false, false, i1),
                                  act(950, LabAction::Kind::Add, QStringLiteral("m2")),
                                  assign(1000, QStringLiteral("m2"), parts({2, 3}))};
        e << act(10000, LabAction::Kind::Restart, QStringLiteral("m1"))
          << cb(10010, QStringLiteral("m1"), MemberCallback::Kind::Revoked, parts({0, 1}), false,
                true, i1)
          << cb(10500, QStringLiteral("m1"), MemberCallback::Kind::Assigned, parts({0, 1}), false,
                false, i1);
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 1);
        QVERIFY(t.rebalances[0].complete());
        QCOMPARE(t.lane(QStringLiteral("m1"))->endMs, -1);
        // A later rebalance does not blame the restart.
        e << revoke(20000, QStringLiteral("m2"), parts({2, 3}))
          << assign(20100, QStringLiteral("m2"), parts({2, 3}));
        QVERIFY(buildTimeline(e, parts({0, 1, 2, 3})).rebalances.last().causes.isEmpty());
    }

    void externalGroupFromRecordsAndStates()
    {
        QList<TimelineEvent> e = {
            record(1000, 1, {member(QStringLiteral("A"), parts({0, 1, 2, 3}))}),
            StateObservation{500, GroupState::PreparingRebalance},
            StateObservation{1200, GroupState::Stable},
            StateObservation{4000, GroupState::PreparingRebalance},
            record(4500, 2,
                   {member(QStringLiteral("A"), parts({0, 1})),
                    member(QStringLiteral("B"), parts({2, 3}), QStringLiteral("go"))},
                   4400),
            StateObservation{4600, GroupState::Stable},
            record(9000, 3,
                   {member(QStringLiteral("B"), parts({0, 1, 2, 3}), QStringLiteral("go"))}, 8950),
        };
        const Timeline t = buildTimeline(e);
        QCOMPARE(t.generations.size(), 3);
        QCOMPARE(t.generations[1].generation, 2);
        QCOMPARE(t.generations[1].assignor, QStringLiteral("range"));
        QCOMPARE(t.generations[1].leader, QStringLiteral("A"));
        QCOMPARE(t.rebalances.size(), 3);
        const Rebalance &r2 = t.rebalances[1];
        QCOMPARE(r2.startMs, 4000);
        QCOMPARE(r2.endMs, 4500);
        QCOMPARE(r2.generations, QList<int>{2});
        QCOMPARE(r2.moved, parts({2, 3}));
        QCOMPARE(r2.joined, list({"B"}));
        const Rebalance &r3 = t.rebalances[2];
        QCOMPARE(r3.startMs, 8950); // no state seen: from the record's state timestamp
        QCOMPARE(r3.left, list({"A"}));
        QCOMPARE(t.lane(QStringLiteral("A"))->endReason, QStringLiteral("left"));
        QCOMPARE(t.lane(QStringLiteral("B"))->label, QStringLiteral("go (B)"));
        QCOMPARE(t.states.size(), 4);
        QCOMPARE(t.states[1].state, GroupState::Stable);
        QCOMPARE(t.states[1].endMs, 4000);
    }

    void recordsOfLabMembersJoinTheirLanes()
    {
        auto e = oneMember();
        e << record(995, 1,
                    {member(QStringLiteral("m1-id"), parts({0, 1, 2, 3}),
                            QStringLiteral("kafscope-lab-m1"))});
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.lanes.size(), 1);
        QCOMPARE(t.rebalances.size(), 1);
        QCOMPARE(t.rebalances[0].generations, QList<int>{1});
        QCOMPARE(t.rebalances[0].endMs,
                 1000); // the member's own assignment, not the record, ends it
        QCOMPARE(t.generations[0].leader, QStringLiteral("m1"));
    }

    void lateRecordJoinsTheRebalanceItEnded()
    {
        auto e = oneMember();
        e << record(1400, 1, {member(QStringLiteral("m1-id"), parts({0, 1, 2, 3}))});
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 1);
        QCOMPARE(t.rebalances[0].generations, QList<int>{1});
        QCOMPARE(t.generations.size(), 1);
    }

    void cooperativeRebalanceSpansTwoGenerations()
    {
        auto e = oneMember(true);
        e << record(995, 1, {member(QStringLiteral("m1-id"), parts({0, 1, 2, 3}))})
          << StateObservation{5000, GroupState::PreparingRebalance}
          << record(5100, 2,
                    {member(QStringLiteral("m1-id"), parts({0, 1})),
                     member(QStringLiteral("m2-id"), {})})
          << revoke(5110, QStringLiteral("m1"), parts({2, 3}), true)
          << assign(5110, QStringLiteral("m2"), {}, true)
          << StateObservation{5200, GroupState::PreparingRebalance}
          << record(5300, 3,
                    {member(QStringLiteral("m1-id"), parts({0, 1})),
                     member(QStringLiteral("m2-id"), parts({2, 3}))})
          << assign(5310, QStringLiteral("m2"), parts({2, 3}), true)
          << StateObservation{5400, GroupState::Stable};
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 2);
        QCOMPARE(t.rebalances[1].generations, (QList<int>{2, 3}));
        QCOMPARE(t.rebalances[1].startMs, 5000);
        QCOMPARE(t.rebalances[1].endMs, 5310);
        QCOMPARE(t.rebalances[1].moved, parts({2, 3}));
    }

    void stalledMemberLosesItsPartitionsAndRejoins()
    {
        auto e = oneMember();
        e << act(2000, LabAction::Kind::Add, QStringLiteral("m2"))
          << revoke(2100, QStringLiteral("m1"), parts({0, 1, 2, 3}))
          << assign(2200, QStringLiteral("m1"), parts({0, 1}))
          << assign(2200, QStringLiteral("m2"), parts({2, 3}))
          << LabAction{10000, LabAction::Kind::Stall, QStringLiteral("m1"), 8000}
          << revoke(13000, QStringLiteral("m2"), parts({2, 3}))
          << assign(13100, QStringLiteral("m2"), parts({0, 1, 2, 3}))
          << LabAction{18000, LabAction::Kind::StallEnd, QStringLiteral("m1"), 0}
          << cb(18010, QStringLiteral("m1"), MemberCallback::Kind::Lost, parts({0, 1}))
          << revoke(18100, QStringLiteral("m2"), parts({0, 1, 2, 3}))
          << assign(18200, QStringLiteral("m1"), parts({0, 1}))
          << assign(18200, QStringLiteral("m2"), parts({2, 3}));
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 4);
        QCOMPARE(t.rebalances[2].causes, list({"stall m1 for 8000 ms"}));
        QCOMPARE(t.rebalances[2].moved, parts({0, 1}));
        QCOMPARE(t.rebalances[3].startEvidence,
                 QStringLiteral("revocation by m2")); // m1's loss stopped nothing
        QCOMPARE(t.rebalances[3].moved, parts({0, 1}));
        const Lane *m1 = t.lane(QStringLiteral("m1"));
        QCOMPARE(m1->stalls.size(), 1);
        QCOMPARE(m1->stalls[0].second, 18000);
    }

    void commitsGoToTheOwnerAndOrderDoesNotMatter()
    {
        QList<TimelineEvent> e = {CommitObservation{3000, PartitionId{QStringLiteral("t"), 1}, 42}};
        e << oneMember();
        e << CommitObservation{500, PartitionId{QStringLiteral("t"), 1}, 1};
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.commits.size(), 2);
        QCOMPARE(t.commits[0].laneKey, QString());
        QCOMPARE(t.commits[1].laneKey, QStringLiteral("m1"));
        QCOMPARE(t.firstMs, 500);
        QCOMPARE(t.lastMs, 3000);
    }

    void openRebalanceIsReportedIncomplete()
    {
        auto e = oneMember();
        e << act(2000, LabAction::Kind::Add, QStringLiteral("m2"))
          << revoke(2100, QStringLiteral("m1"), parts({0, 1, 2, 3}));
        const Timeline t = buildTimeline(e, parts({0, 1, 2, 3}));
        QCOMPARE(t.rebalances.size(), 2);
        QVERIFY(!t.rebalances[1].complete());
        QCOMPARE(t.rebalances[1].durationMs(), -1);
    }

    void emptyGroupRecordIsNoRebalance()
    {
        // A new group's generation-0 record without members, then its first real generation.
        const QList<TimelineEvent> e = {
            record(500, 0, {}), record(1000, 1, {member(QStringLiteral("A"), parts({0, 1}))}, 980),
            record(4000, 2, {})};
        const Timeline t = buildTimeline(e);
        QCOMPARE(t.generations.size(), 3);
        QCOMPARE(t.rebalances.size(), 2);
        QCOMPARE(t.rebalances[0].generations, QList<int>({1}));
        QCOMPARE(t.rebalances[0].startMs, 980);
        QCOMPARE(t.rebalances[1].generations, QList<int>({2}));
        QCOMPARE(t.rebalances[1].left.size(), 1);
    }

    void watchStreamEventsAndSummaries()
    {
        WatchEventStream w(QStringLiteral("g"));
        const QList<TimelineEvent> first = {
            StateObservation{900, GroupState::PreparingRebalance},
            record(1000, 1, {member(QStringLiteral("A"), parts({0, 1}))}),
            StateObservation{1100, GroupState::Stable}};
        QStringList kinds;
        for (const QJsonObject &o : w.add(first))
            kinds << o.value(QStringLiteral("event")).toString();
        QCOMPARE(kinds, QStringList({QStringLiteral("state"), QStringLiteral("generation"),
                                     QStringLiteral("member_joined"), QStringLiteral("assignment"),
                                     QStringLiteral("state")}));
        QList<QJsonObject> done = w.completedRebalances(buildTimeline(w.events()));
        QCOMPARE(done.size(), 1);
        QCOMPARE(done[0].value(QStringLiteral("generation")).toInt(), 1);
        QCOMPARE(done[0].value(QStringLiteral("duration_ms")).toInt(),
                 100); // PreparingRebalance -> the synced record
        QCOMPARE(done[0].value(QStringLiteral("event")).toString(), QStringLiteral("rebalance"));
        QVERIFY(w.completedRebalances(buildTimeline(w.events())).isEmpty()); // printed once

        const QList<TimelineEvent> second = {
            record(3000, 2, {member(QStringLiteral("B"), parts({0, 1}))})};
        kinds.clear();
        for (const QJsonObject &o : w.add(second))
            kinds << o.value(QStringLiteral("event")).toString();
        QCOMPARE(kinds,
                 QStringList({QStringLiteral("generation"), QStringLiteral("member_left"),
                              QStringLiteral("member_joined"), QStringLiteral("assignment")}));
        done = w.completedRebalances(buildTimeline(w.events()));
        QCOMPARE(done.size(), 1);
        QCOMPARE(done[0].value(QStringLiteral("moved_count")).toInt(), 2);
    }

    // A live rebalance is complete at Stable, before the commits that bound its stops: the
    // summary is printed then, and printed again as "rebalance_update" (same generation) once the
    // commits after it let its stops be estimated; once only.
    void watchStreamUpdatesARebalanceWhenItsStopsCanBeEstimated()
    {
        WatchEventStream w(QStringLiteral("g"));
        const auto commit = [](qint64 t, int p, qint64 offset) {
            return CommitObservation{t, PartitionId{QStringLiteral("t"), p}, offset};
        };
        QList<TimelineEvent> events = {
            StateObservation{900, GroupState::PreparingRebalance},
            record(1000, 1, {member(QStringLiteral("A"), parts({0, 1}))}),
            StateObservation{1100, GroupState::Stable, 900}};
        for (qint64 t : {2000, 2500, 3000})
            events << commit(t, 0, t / 100) << commit(t, 1, t / 100);
        events << StateObservation{3200, GroupState::PreparingRebalance, 3100}
               << record(3400, 2,
                         {member(QStringLiteral("A"), parts({0})),
                          member(QStringLiteral("B"), parts({1}))})
               << StateObservation{3500, GroupState::Stable, 3400};
        w.add(events);
        QList<QJsonObject> out = w.completedRebalances(buildTimeline(w.events()), 3600);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out[1].value(QStringLiteral("event")).toString(), QStringLiteral("rebalance"));
        QCOMPARE(out[1].value(QStringLiteral("generation")).toInt(), 2);
        QVERIFY(out[1].value(QStringLiteral("member_stop_ms")).toObject().isEmpty());

        w.add({commit(4000, 0, 40), commit(4100, 1, 40)});
        out = w.completedRebalances(buildTimeline(w.events()), 4200);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out[0].value(QStringLiteral("event")).toString(),
                 QStringLiteral("rebalance_update"));
        QCOMPARE(out[0].value(QStringLiteral("generation")).toInt(), 2);
        const QJsonObject stops = out[0].value(QStringLiteral("member_stop_ms")).toObject();
        QVERIFY2(stops.contains(QStringLiteral("A")), QJsonDocument(out[0]).toJson().constData());
        const QJsonObject a = stops.value(QStringLiteral("A")).toObject();
        QVERIFY(a.value(QStringLiteral("ms")).toInteger() > 0);
        QVERIFY(!out[0].value(QStringLiteral("partition_stop_ms")).toObject().isEmpty());
        QVERIFY(w.completedRebalances(buildTimeline(w.events()), 4300).isEmpty());

        // A rebalance whose stops never come is not waited for past kStopsWaitMs.
        w.add({StateObservation{5000, GroupState::PreparingRebalance, 4900},
               record(5200, 3,
                      {member(QStringLiteral("A"), parts({1})),
                       member(QStringLiteral("B"), parts({0}))}),
               StateObservation{5300, GroupState::Stable, 5200}});
        out = w.completedRebalances(buildTimeline(w.events()), 5400);
        QCOMPARE(out.size(), 1);
        w.add({commit(5500 + WatchEventStream::kStopsWaitMs, 0, 50)});
        QVERIFY(w.completedRebalances(buildTimeline(w.events()),
                                      5400 + WatchEventStream::kStopsWaitMs + 1)
                    .isEmpty());
    }

    void csvHasEveryIntervalGenerationStateAndRebalance()
    {
        auto e = oneMember();
        e << record(1001, 1, {member(QStringLiteral("m1-id"), parts({0, 1, 2, 3}))})
          << StateObservation{1002, GroupState::Stable};
        const QString csv = timelineCsv(buildTimeline(e, parts({0, 1, 2, 3})));
        const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QStringLiteral("kind,lane,start,end,generation,detail"));
        QVERIFY(lines.contains(
            QStringLiteral("interval,m1,1970-01-01T00:00:01.000Z,,,\"t-0, t-1, t-2, t-3\"")));
        QVERIFY(csv.contains(QStringLiteral("\ngeneration,,1970-01-01T00:00:01.001Z,,1,")));
        QVERIFY(csv.contains(QStringLiteral("\nstate,,1970-01-01T00:00:01.002Z,,,Stable")));
        QVERIFY(csv.contains(QStringLiteral("\nrebalance,,")));
        QVERIFY(csv.contains(QStringLiteral("cause add m1")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestRebalanceTimeline)
#include "test_rebalance_timeline.moc"
