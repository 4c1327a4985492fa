// Kip848Tracker: KIP-848 records of __consumer_offsets -> generation records -> the timeline. The
// record sequence is the one Kafka 4.1 wrote when a second Java consumer joined a one-member group
// of a 3-partition topic (seen with `kafscope-cli offsets-log --group G --json`).
#include "offsets/offsets_log_reader.h"
#include "test_main.h"
#include "rebalance/kip848_tracker.h"
#include "rebalance/timeline.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::rebalance;
using offsets::RecordType;

namespace {

const QString kGroup = QStringLiteral("g");
const QString kTopicId = QStringLiteral("TOPICID");

offsets::OffsetsLogEntry entry(RecordType type, qint64 t, const QString &member,
                               const QJsonObject &value, bool tombstone = false)
{
    offsets::OffsetsLogEntry e;
    e.timestampMs = t;
    e.record.type = int(type);
    e.record.keyDecoded = true;
    e.record.valueDecoded = !tombstone;
    e.record.tombstone = tombstone;
    e.record.group = kGroup;
    e.record.memberId = member;
    e.record.value = value;
    return e;
}

QJsonArray tps(std::initializer_list<int> partitions)
{
    if (partitions.size() == 0)
        return {};
    QJsonArray ps;
    for (int p : partitions)
        ps.append(p);
    return QJsonArray{
        QJsonObject{{QStringLiteral("topic_id"), kTopicId}, {QStringLiteral("partitions"), ps}}};
}

offsets::OffsetsLogEntry memberMeta(qint64 t, const QString &m, const QString &client)
{
    return entry(RecordType::ConsumerGroupMemberMetadata, t, m,
                 {{QStringLiteral("client_id"), client},
                  {QStringLiteral("client_host"), QStringLiteral("/127.0.0.1")},
                  {QStringLiteral("rebalance_timeout_ms"), 300000}});
}
offsets::OffsetsLogEntry groupEpoch(qint64 t, int epoch)
{
    return entry(RecordType::ConsumerGroupMetadata, t, {}, {{QStringLiteral("epoch"), epoch}});
}
offsets::OffsetsLogEntry targetEpoch(qint64 t, int epoch)
{
    return entry(RecordType::ConsumerGroupTargetAssignmentMetadata, t, {},
                 {{QStringLiteral("assignment_epoch"), epoch}});
}
offsets::OffsetsLogEntry current(qint64 t, const QString &m, int epoch, int state,
                                 const QJsonArray &assigned, const QJsonArray &pending = {})
{
    return entry(RecordType::ConsumerGroupCurrentMemberAssignment, t, m,
                 {{QStringLiteral("member_epoch"), epoch},
                  {QStringLiteral("state"), state},
                  {QStringLiteral("assigned_partitions"), assigned},
                  {QStringLiteral("partitions_pending_revocation"), pending}});
}

Partitions parts(std::initializer_list<int> ps)
{
    Partitions out;
    for (int p : ps)
        out.insert(PartitionId{QStringLiteral("t"), p});
    return out;
}

// A second member joins a one-member group: j1 gives up partition 2 at 5,000 ms, j2 gets it at
// 10,000.
QList<offsets::OffsetsLogEntry> secondMemberJoins()
{
    return {memberMeta(0, QStringLiteral("A"), QStringLiteral("j1")),
            groupEpoch(0, 1),
            targetEpoch(0, 1),
            current(0, QStringLiteral("A"), 1, 0, tps({0, 1, 2})),
            memberMeta(1000, QStringLiteral("B"), QStringLiteral("j2")),
            groupEpoch(1000, 2),
            targetEpoch(1000, 2),
            current(1000, QStringLiteral("B"), 2, 2, tps({})), // waits for 2 to be released
            current(1000, QStringLiteral("A"), 1, 1, tps({0, 1}), tps({2})), // must revoke 2
            current(5000, QStringLiteral("A"), 2, 0, tps({0, 1})),           // revoked it
            current(10000, QStringLiteral("B"), 2, 0, tps({2}))};            // got it
}

} // namespace

class TestKip848Tracker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void recordsBecomeGenerationsWithEpochsAndOwnership()
    {
        int asked = 0;
        Kip848Tracker tracker(kGroup, [&] {
            ++asked;
            return QHash<QString, QString>{{kTopicId, QStringLiteral("t")}};
        });
        QList<GenerationRecord> out;
        for (const auto &e : secondMemberJoins())
            if (auto g = tracker.apply(e))
                out << *g;
        QVERIFY(tracker.seenKip848());
        QCOMPARE(asked, 1); // one DescribeTopics for the one unknown id
        QVERIFY(!out.isEmpty());
        // The first state: A alone with everything, at epoch 1, reconciled.
        const GenerationRecord &first = out[1];
        QCOMPARE(first.generation, 1);
        QCOMPARE(first.members.size(), 1);
        QCOMPARE(first.members[0].memberEpoch, 1);
        QCOMPARE(first.members[0].assignment, parts({0, 1, 2}));
        QVERIFY(!first.reconciling);
        // While A still holds partition 2 (pending revocation), it owns it and the group
        // reconciles.
        const auto whileRevoking =
            std::find_if(out.begin(), out.end(), [](const GenerationRecord &g) {
                return g.timeMs == 1000 && g.members.size() == 2 && g.members[0].memberEpoch == 1 &&
                       g.members[0].assignment.size() == 3;
            });
        QVERIFY(whileRevoking != out.end());
        QVERIFY(whileRevoking->reconciling);
        QCOMPARE(whileRevoking->generation, 2);
        // The last: both at epoch 2, A with 0-1, B with 2, reconciled.
        const GenerationRecord &last = out.last();
        QCOMPARE(last.timeMs, 10000);
        QVERIFY(!last.reconciling);
        QCOMPARE(last.members[0].assignment, parts({0, 1}));
        QCOMPARE(last.members[1].assignment, parts({2}));
        QCOMPARE(last.members[1].memberEpoch, 2);
        QCOMPARE(last.protocolType, QStringLiteral("consumer"));
    }

    void timelineShowsTheReconciliationAsTheRebalance()
    {
        Kip848Tracker tracker(kGroup, [] {
            return QHash<QString, QString>{{kTopicId, QStringLiteral("t")}};
        });
        QList<TimelineEvent> events;
        for (const auto &e : secondMemberJoins())
            if (auto g = tracker.apply(e))
                events << *g;
        const Timeline t = buildTimeline(events, parts({0, 1, 2}));
        // The join's rebalance lasts from the epoch bump to the moment B got partition 2 (not the
        // record of the bump itself), and only partition 2 moved.
        const auto r = std::find_if(t.rebalances.begin(), t.rebalances.end(),
                                    [](const Rebalance &x) { return x.generations.contains(2); });
        QVERIFY(r != t.rebalances.end());
        QCOMPARE(r->startMs, 1000);
        QCOMPARE(r->endMs, 10000);
        QCOMPARE(r->moved, parts({2}));
        QCOMPARE(r->kept, parts({0, 1}));
        // A's lane gives partition 2 up at 5,000; B's lane has it from 10,000; epochs on the lanes.
        const auto lane = [&](const QString &client) {
            return *std::find_if(t.lanes.begin(), t.lanes.end(),
                                 [&](const Lane &l) { return l.clientId == client; });
        };
        const Lane a = lane(QStringLiteral("j1")), b = lane(QStringLiteral("j2"));
        QCOMPARE(a.memberEpoch, 2);
        QCOMPARE(b.memberEpoch, 2);
        bool aGaveUp = false, bGot = false;
        for (const LaneInterval &i : a.intervals)
            aGaveUp |= i.partitions == parts({0, 1}) && i.startMs == 5000;
        for (const LaneInterval &i : b.intervals)
            bGot |= i.partitions == parts({2}) && i.startMs == 10000;
        QVERIFY(aGaveUp);
        QVERIFY(bGot);
    }

    void memberTombstoneEndsItsLane()
    {
        Kip848Tracker tracker(kGroup, [] {
            return QHash<QString, QString>{{kTopicId, QStringLiteral("t")}};
        });
        QList<TimelineEvent> events;
        QList<offsets::OffsetsLogEntry> log = secondMemberJoins();
        log << entry(RecordType::ConsumerGroupMemberMetadata, 20000, QStringLiteral("B"), {}, true)
            << groupEpoch(20000, 3) << targetEpoch(20000, 3)
            << current(25000, QStringLiteral("A"), 3, 0, tps({0, 1, 2}));
        for (const auto &e : log)
            if (auto g = tracker.apply(e))
                events << *g;
        const Timeline t = buildTimeline(events, parts({0, 1, 2}));
        const auto b = std::find_if(t.lanes.begin(), t.lanes.end(), [](const Lane &l) {
            return l.clientId == QLatin1String("j2");
        });
        QVERIFY(b != t.lanes.end());
        QCOMPARE(b->endMs, 20000);
        QVERIFY(t.rebalances.last().complete());
        QCOMPARE(t.rebalances.last().endMs, 25000);
    }

    void otherGroupsAndClassicRecordsAreIgnored()
    {
        Kip848Tracker tracker(kGroup);
        auto e = memberMeta(0, QStringLiteral("A"), QStringLiteral("j1"));
        e.record.group = QStringLiteral("other");
        QVERIFY(!tracker.apply(e));
        auto c = entry(RecordType::OffsetCommit, 0, {}, {});
        QVERIFY(!tracker.apply(c));
        QVERIFY(!tracker.seenKip848());
        // Without a resolver, topics are named by id.
        tracker.apply(memberMeta(0, QStringLiteral("A"), QStringLiteral("j1")));
        const auto g = tracker.apply(current(0, QStringLiteral("A"), 1, 0, tps({0})));
        QVERIFY(g);
        QCOMPARE(g->members[0].assignment.begin()->topic, QStringLiteral("topic-id:TOPICID"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestKip848Tracker)
#include "test_kip848_tracker.moc"
