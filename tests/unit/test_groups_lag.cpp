#include "groups/group_offsets.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope::groups;

// The lag join: end - committed per partition, totals of known lags only, and "unknown" (not 0)
// when no partition has both a commit and an end offset.
class TestGroupsLag : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void knownLagsAreSummedAndUncommittedPartitionsAreNotCounted()
    {
        const TopicPartition a0{QStringLiteral("a"), 0}, a1{QStringLiteral("a"), 1},
            b0{QStringLiteral("b"), 0};
        const QHash<TopicPartition, qint64> ends{{a0, 10}, {a1, 7}, {b0, 3}};
        const GroupLag lag = computeLag({{a0, 4, {}, 0}, {b0, 3, {}, 0}}, ends, {a1});
        QCOMPARE(lag.partitions.size(), 3);
        QCOMPARE(lag.partitions[0].lag, 6);
        QCOMPARE(lag.partitions[1].committed, -1);
        QCOMPARE(lag.partitions[1].lag, -1);
        QCOMPARE(lag.partitions[2].lag, 0);
        QCOMPARE(lag.perTopic.value(QStringLiteral("a")), 6);
        QCOMPARE(lag.perTopic.value(QStringLiteral("b")), 0);
        QVERIFY(lag.known);
        QCOMPARE(lag.knownTotal(), 6);
    }

    void nothingCommittedIsUnknownNotZero()
    {
        const TopicPartition a0{QStringLiteral("a"), 0};
        const GroupLag lag = computeLag({}, {{a0, 10}}, {a0});
        QVERIFY(!lag.known);
        QCOMPARE(lag.knownTotal(), -1);
        // A commit without a known end offset is not a lag either.
        const GroupLag noEnd = computeLag({{a0, 4, {}, 0}}, {});
        QCOMPARE(noEnd.knownTotal(), -1);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupsLag)
#include "test_groups_lag.moc"
