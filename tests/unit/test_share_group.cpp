// Share groups (KIP-932) in the pure parts of Kafscope: a ListGroups entry of each version becomes
// a listing with the right type; a share group's describe and offsets become the shapes the group
// views show (start offset, log end, the broker's lag; unknown stays unknown).
#include "test_main.h"
#include "groups/group_list.h"
#include "groups/share_group.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::groups;

class TestShareGroup : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listingFromEachVersion()
    {
        // v5 (Kafka 3.8+): the type named by the broker.
        GroupListing share = listingFromWire(QStringLiteral("q"), QStringLiteral("share"),
                                             QStringLiteral("Stable"), QStringLiteral("share"));
        QCOMPARE(share.type, GroupType::Share);
        QCOMPARE(share.state, GroupState::Stable);
        QVERIFY(!share.simple);
        GroupListing streams = listingFromWire(QStringLiteral("s"), QStringLiteral("streams"),
                                               QStringLiteral("Empty"), QStringLiteral("Streams"));
        QCOMPARE(streams.type, GroupType::Streams);
        QCOMPARE(streams.state, GroupState::Empty);
        GroupListing kip848 =
            listingFromWire(QStringLiteral("c"), QStringLiteral("consumer"),
                            QStringLiteral("Reconciling"), QStringLiteral("consumer"));
        QCOMPARE(kip848.type, GroupType::Consumer);
        QCOMPARE(kip848.state, GroupState::Reconciling);
        // A group that only commits offsets: classic, no protocol type.
        GroupListing simple = listingFromWire(QStringLiteral("x"), {}, QStringLiteral("Empty"),
                                              QStringLiteral("classic"));
        QCOMPARE(simple.type, GroupType::Classic);
        QVERIFY(simple.simple);
        // v3 (before Kafka 2.6): no state, no type; such a broker has classic groups only.
        GroupListing old = listingFromWire(QStringLiteral("o"), QStringLiteral("consumer"), {}, {});
        QCOMPARE(old.type, GroupType::Classic);
        QCOMPARE(old.state, GroupState::Unknown);
        // A type a later Kafka may add is unknown, not classic.
        QCOMPARE(listingFromWire(QStringLiteral("n"), {}, {}, QStringLiteral("future")).type,
                 GroupType::Unknown);
        QCOMPARE(groupTypeFilters(),
                 QStringList({QStringLiteral("classic"), QStringLiteral("consumer"),
                              QStringLiteral("share"), QStringLiteral("streams")}));
    }

    void descriptionAsGroupView()
    {
        ShareGroupDescription g;
        g.group = QStringLiteral("q");
        g.state = GroupState::Stable;
        g.stateName = QStringLiteral("Stable");
        g.groupEpoch = 4;
        g.assignmentEpoch = 3;
        g.assignor = QStringLiteral("simple");
        g.coordinatorId = 2;
        ShareMember m;
        m.memberId = QStringLiteral("m1");
        m.clientId = QStringLiteral("console-share-consumer");
        m.host = QStringLiteral("/127.0.0.1");
        m.memberEpoch = 4;
        m.subscribedTopics = {QStringLiteral("t")};
        m.assignment = {offsets::TopicPartitions{QStringLiteral("t"), {0, 1}}};
        g.members << m;
        BrokerInfo coordinator;
        coordinator.id = 2;
        coordinator.host = QStringLiteral("localhost");
        coordinator.port = 9093;
        const GroupDescription d = asGroupDescription(g, coordinator);
        QCOMPARE(d.type, GroupType::Share);
        QCOMPARE(d.state, GroupState::Stable);
        QCOMPARE(d.assignor, QStringLiteral("simple"));
        QCOMPARE(d.coordinator.port, 9093);
        QCOMPARE(d.groupEpoch, std::optional<int>(4));
        QCOMPARE(d.assignmentEpoch, std::optional<int>(3));
        QCOMPARE(d.members.size(), 1);
        QCOMPARE(d.members[0].memberEpoch, std::optional<int>(4));
        QCOMPARE(d.members[0].subscription->topics, QStringList{QStringLiteral("t")});
        const QList<offsets::TopicPartitions> expected{
            offsets::TopicPartitions{QStringLiteral("t"), {0, 1}}};
        QCOMPARE(d.assignedPartitions(), expected);
    }

    void offsetsAsLag()
    {
        ShareGroupOffsets o;
        o.group = QStringLiteral("q");
        o.lagReported = true;
        o.partitions = {
            {TopicPartition{QStringLiteral("t"), 0}, 10, 0, 5, std::nullopt},
            {TopicPartition{QStringLiteral("t"), 1}, 7, 0, 0, std::nullopt},
            {TopicPartition{QStringLiteral("u"), 0}, -1, -1, -1, std::nullopt}, // not initialised
        };
        QCOMPARE(o.knownLag(), 5);
        const QHash<TopicPartition, qint64> ends{{TopicPartition{QStringLiteral("t"), 0}, 16},
                                                 {TopicPartition{QStringLiteral("t"), 1}, 7}};
        const GroupLag lag = asGroupLag(o, ends);
        QVERIFY(lag.known);
        // The broker's lag, not end - start (16 - 10 = 6 would count an acknowledged record).
        QCOMPARE(lag.total, 5);
        QCOMPARE(lag.perTopic.value(QStringLiteral("t")), 5);
        QVERIFY(!lag.perTopic.contains(QStringLiteral("u")));
        QCOMPARE(lag.partitions.size(), 3);
        QCOMPARE(lag.partitions[0].committed, 10);
        QCOMPARE(lag.partitions[0].end, 16);
        QCOMPARE(lag.partitions[2].committed, -1);
        QCOMPARE(lag.partitions[2].end, -1);
        QCOMPARE(lag.partitions[2].lag, -1);
        // Kafka 4.1 (DescribeShareGroupOffsets v0) reports no lag: unknown, never 0.
        ShareGroupOffsets v0 = o;
        v0.lagReported = false;
        for (SharePartitionOffset &p : v0.partitions)
            p.lag = -1;
        QCOMPARE(v0.knownLag(), -1);
        QVERIFY(!asGroupLag(v0, ends).known);
        QCOMPARE(asGroupLag(v0, ends).knownTotal(), -1);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestShareGroup)
#include "test_share_group.moc"
