// The reassignment plans (protocol/reassignment.h) on made-up metadata: moving a topic onto
// brokers spreads replicas and leaders evenly and moves little; a replication factor change adds
// on the least loaded brokers or drops the last; an explicit plan and Kafka's JSON; every invalid
// input a typed Usage error.
#include "protocol/reassignment.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::protocol;

namespace {

ClusterMetadata cluster(int brokers)
{
    ClusterMetadata md;
    for (int b = 1; b <= brokers; ++b)
        md.brokers << BrokerInfo{b, QStringLiteral("127.0.0.1"), 9090 + b};
    return md;
}

void addTopic(ClusterMetadata &md, const QString &name, const QList<QList<int>> &replicas)
{
    TopicInfo t;
    t.name = name;
    for (int p = 0; p < replicas.size(); ++p) {
        PartitionInfo info;
        info.id = p;
        info.replicas = replicas[p];
        info.isr = replicas[p];
        info.leader = replicas[p].value(0, -1);
        t.partitions << info;
    }
    md.topics << t;
}

QMap<int, int> replicaCounts(const ReassignmentPlan &plan)
{
    QMap<int, int> counts;
    for (const PartitionMove &m : plan.partitions)
        for (int b : m.target)
            ++counts[b];
    return counts;
}

QMap<int, int> leaderCounts(const ReassignmentPlan &plan)
{
    QMap<int, int> counts;
    for (const PartitionMove &m : plan.partitions)
        ++counts[m.target.first()];
    return counts;
}

int spread(const QMap<int, int> &counts, const QList<int> &brokers)
{
    int lo = INT_MAX, hi = 0;
    for (int b : brokers) {
        lo = std::min(lo, counts.value(b));
        hi = std::max(hi, counts.value(b));
    }
    return hi - lo;
}

int replicasMoved(const ReassignmentPlan &plan)
{
    int n = 0;
    for (const PartitionMove &m : plan.partitions)
        n += int(m.added().size());
    return n;
}

} // namespace

class TestReassignPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Six partitions of RF 2, all on brokers 1 and 2, spread over 1, 2 and 3: four replicas each,
    // two leaders each, every partition keeps its RF, and only the replicas broker 3 needs move.
    void moveOntoSpreadsEvenlyAndMovesLittle()
    {
        ClusterMetadata md = cluster(4);
        addTopic(md, QStringLiteral("t"), {{1, 2}, {2, 1}, {1, 2}, {2, 1}, {1, 2}, {2, 1}});
        auto plan = planMoveOnto(md, QStringLiteral("t"), {1, 2, 3});
        QVERIFY2(plan, plan ? "" : qPrintable(plan.error().text.english()));
        QCOMPARE(plan->partitions.size(), 6);
        for (const PartitionMove &m : plan->partitions) {
            QCOMPARE(m.target.size(), 2);
            QCOMPARE(QSet<int>(m.target.cbegin(), m.target.cend()).size(), 2);
            for (int b : m.target)
                QVERIFY(b >= 1 && b <= 3);
            QVERIFY(m.added().size() <= 1); // at least one replica stays
        }
        QCOMPARE(replicaCounts(*plan), (QMap<int, int>{{1, 4}, {2, 4}, {3, 4}}));
        QCOMPARE(leaderCounts(*plan), (QMap<int, int>{{1, 2}, {2, 2}, {3, 2}}));
        QCOMPARE(replicasMoved(*plan), 4); // broker 3's four, nothing more
        QCOMPARE(plan->brokers(), (QList<int>{1, 2, 3}));
    }

    // A topic already spread evenly over the chosen brokers: nothing changes.
    void moveOntoWhereItIsChangesNothing()
    {
        ClusterMetadata md = cluster(3);
        addTopic(md, QStringLiteral("t"), {{1, 2}, {2, 3}, {3, 1}});
        auto plan = planMoveOnto(md, QStringLiteral("t"), {1, 2, 3});
        QVERIFY(plan);
        QVERIFY(plan->changing().isEmpty());
        QCOMPARE(replicasMoved(*plan), 0);
    }

    // Odd totals: seven RF 1 partitions on broker 1 onto brokers 2 and 3 differ by one at most,
    // and everything leaves broker 1.
    void moveOntoUnevenTotals()
    {
        ClusterMetadata md = cluster(3);
        addTopic(md, QStringLiteral("t"), QList<QList<int>>(7, {1}));
        auto plan = planMoveOnto(md, QStringLiteral("t"), {2, 3});
        QVERIFY(plan);
        QVERIFY(spread(replicaCounts(*plan), {2, 3}) <= 1);
        QVERIFY(spread(leaderCounts(*plan), {2, 3}) <= 1);
        QCOMPARE(replicaCounts(*plan).value(1), 0);
        QCOMPARE(replicasMoved(*plan), 7);
        for (const PartitionMove &m : plan->partitions)
            QCOMPARE(m.removed(), QList<int>{1});
    }

    // Twelve partitions of RF 3 on 1,2,3 spread over five brokers: even within one.
    void moveOntoManyBrokers()
    {
        ClusterMetadata md = cluster(5);
        addTopic(md, QStringLiteral("t"), QList<QList<int>>(12, {1, 2, 3}));
        auto plan = planMoveOnto(md, QStringLiteral("t"), {1, 2, 3, 4, 5});
        QVERIFY(plan);
        const QList<int> all{1, 2, 3, 4, 5};
        QVERIFY(spread(replicaCounts(*plan), all) <= 1);
        QVERIFY(spread(leaderCounts(*plan), all) <= 1);
        QCOMPARE(replicasMoved(*plan), 14); // 36 replicas, 7 or 8 each: 4 and 5 get 7 each
    }

    void moveOntoRefusesBadInput()
    {
        ClusterMetadata md = cluster(3);
        addTopic(md, QStringLiteral("t"), {{1, 2}, {2, 3}});
        const auto usage = [](const Result<ReassignmentPlan> &r, const char *word) {
            QVERIFY(!r);
            QCOMPARE(r.error().kind, Error::Kind::Usage);
            QVERIFY2(r.error().text.english().contains(QLatin1String(word)),
                     qPrintable(r.error().text.english()));
        };
        usage(planMoveOnto(md, QStringLiteral("t"), {1, 7}), "Broker 7");
        usage(planMoveOnto(md, QStringLiteral("t"), {1, 1}), "twice");
        usage(planMoveOnto(md, QStringLiteral("t"), {1}), "at least 2 brokers");
        usage(planMoveOnto(md, QStringLiteral("t"), {}), "at least one broker");
        usage(planMoveOnto(md, QStringLiteral("nope"), {1, 2}), "does not exist");
    }

    // RF 1 -> 3 adds on the brokers holding the fewest replicas (broker 3 carries another topic),
    // keeps the leader first; 3 -> 1 drops the last ones.
    void replicationFactorUpAndDown()
    {
        ClusterMetadata md = cluster(4);
        addTopic(md, QStringLiteral("t"), {{1}, {2}});
        addTopic(md, QStringLiteral("busy"), {{3}, {3}, {3}});
        auto up = planReplicationFactor(md, QStringLiteral("t"), 3);
        QVERIFY(up);
        QCOMPARE(up->partitions[0].current, QList<int>{1});
        QCOMPARE(up->partitions[0].target.first(), 1);
        QCOMPARE(up->partitions[1].target.first(), 2);
        for (const PartitionMove &m : up->partitions) {
            QCOMPARE(m.target.size(), 3);
            QCOMPARE(m.added().size(), 2);
            QVERIFY(m.removed().isEmpty());
            QVERIFY(!m.target.contains(3)); // the loaded broker is left alone
        }
        ClusterMetadata md3 = cluster(3);
        addTopic(md3, QStringLiteral("t"), {{1, 2, 3}, {2, 3, 1}});
        auto down = planReplicationFactor(md3, QStringLiteral("t"), 1);
        QVERIFY(down);
        QCOMPARE(down->partitions[0].target, QList<int>{1});
        QCOMPARE(down->partitions[1].target, QList<int>{2});
        QCOMPARE(down->partitions[1].removed(), (QList<int>{3, 1}));
        auto same = planReplicationFactor(md3, QStringLiteral("t"), 3);
        QVERIFY(same);
        QVERIFY(same->changing().isEmpty());
    }

    void replicationFactorRefusesBadInput()
    {
        ClusterMetadata md = cluster(3);
        addTopic(md, QStringLiteral("t"), {{1}});
        for (int rf : {0, 4}) {
            auto r = planReplicationFactor(md, QStringLiteral("t"), rf);
            QVERIFY(!r);
            QCOMPARE(r.error().kind, Error::Kind::Usage);
        }
        QVERIFY(planReplicationFactor(md, QStringLiteral("t"), 4)
                    .error()
                    .text.english()
                    .contains(QLatin1String("the cluster has 3")));
    }

    // Kafka's JSON in, a plan out, its JSON back; expected bytes from the log dirs.
    void explicitPlanAndJson()
    {
        ClusterMetadata md = cluster(3);
        addTopic(md, QStringLiteral("t"), {{1}, {2}});
        const QByteArray json = R"({"version":1,"partitions":[
            {"topic":"t","partition":1,"replicas":[3,2],"log_dirs":["any","any"]},
            {"topic":"t","partition":0,"replicas":[1]}]})";
        auto targets = parseReassignmentJson(json);
        QVERIFY(targets);
        auto plan = planExplicit(md, *targets);
        QVERIFY(plan);
        QCOMPARE(plan->partitions.size(), 2);
        QCOMPARE(plan->partitions[0].partition, 0);
        QVERIFY(!plan->partitions[0].changes());
        QCOMPARE(plan->partitions[1].added(), QList<int>{3});
        QList<BrokerDisks> disks(2);
        disks[0].brokerId = 2;
        disks[0].dirs << LogDirInfo{};
        disks[0].dirs[0].replicas << ReplicaDisk{QStringLiteral("t"), 1, 5000, 0, false};
        disks[1].brokerId = 1;
        disks[1].dirs << LogDirInfo{};
        disks[1].dirs[0].replicas << ReplicaDisk{QStringLiteral("t"), 0, 9000, 0, false};
        addExpectedBytes(plan.value(), disks);
        QCOMPARE(plan->partitions[1].expectedBytes, 5000);
        QCOMPARE(plan->expectedBytes(), 5000);
        QCOMPARE(
            reassignmentJson(*plan, true),
            QByteArray(
                R"({"partitions":[{"partition":1,"replicas":[3,2],"topic":"t"}],"version":1})"));
        QCOMPARE(reassignmentJson(*plan, false),
                 QByteArray(
                     R"({"partitions":[{"partition":1,"replicas":[2],"topic":"t"}],"version":1})"));
    }

    void explicitPlanRefusesBadInput()
    {
        ClusterMetadata md = cluster(3);
        addTopic(md, QStringLiteral("t"), {{1}});
        const auto refused = [&](const QByteArray &json) {
            auto targets = parseReassignmentJson(json);
            if (!targets)
                return targets.error().kind == Error::Kind::Usage;
            auto plan = planExplicit(md, *targets);
            return !plan && plan.error().kind == Error::Kind::Usage;
        };
        QVERIFY(refused("not json"));
        QVERIFY(refused(R"({"version":2,"partitions":[]})"));
        QVERIFY(refused(R"({"version":1,"partitions":[]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"t","partition":0,"replicas":[9]}]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"t","partition":5,"replicas":[1]}]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"x","partition":0,"replicas":[1]}]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"t","partition":0,"replicas":[]}]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"t","partition":0,"replicas":[1,1]}]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"t","partition":0,"replicas":["1"]}]})"));
        QVERIFY(refused(R"({"partitions":[{"topic":"t","partition":0,"replicas":[2]},
                                          {"topic":"t","partition":0,"replicas":[3]}]})"));
        QVERIFY(!refused(R"({"partitions":[{"topic":"t","partition":0,"replicas":[2]}]})"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestReassignPlan)
#include "test_reassign_plan.moc"
