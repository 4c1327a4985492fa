// A bounded read of several partitions shares its limit (issue #33), against kafka1: each
// partition gives its share of oldest records, one with fewer leaves the rest to the others (the
// paused ones go on from where they stopped, no gap, no repeat), and a key search reads only the
// partition Kafka's default partitioner gives the key.
#include "browse/key_partitioner.h"
#include "test_main.h"
#include "browse_test_support.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

class TestBrowseFair : public QObject {
    Q_OBJECT
    QString m_topic;

    static QHash<int, QList<qint64>> offsetsByPartition(const BrowseOutcome &o)
    {
        QHash<int, QList<qint64>> out;
        for (const BrowseRecord &r : o.records)
            out[r.partition] << r.offset;
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Partition 0 has 30 records, partition 1 two, partitions 2-5 seven each.
        m_topic = makeBrowseTopic(QStringLiteral("browse-fair"), 6);
        QList<OutgoingMessage> messages;
        const QList<int> counts{30, 2, 7, 7, 7, 7};
        for (int p = 0; p < counts.size(); ++p)
            for (int i = 0; i < counts[p]; ++i)
                messages << message(m_topic, p, QByteArray("k"), QByteArray::number(p * 100 + i));
        produceAll(messages);
    }

    void theLimitIsSharedAndTheShortPartitionLeavesItsRest()
    {
        const BrowseOutcome o = browseAll(requestFor(m_topic, QStringLiteral("oldest"), 24));
        QVERIFY(o.finished);
        QVERIFY(o.limitReached);
        QCOMPARE(o.records.size(), 24);
        const auto by = offsetsByPartition(o);
        QCOMPARE(by.size(), 6);
        QCOMPARE(by.value(1).size(), 2);
        for (int p : {0, 2, 3, 4, 5}) {
            const QList<qint64> &offsets = by.value(p);
            QVERIFY2(offsets.size() == 4 || offsets.size() == 5,
                     qPrintable(QStringLiteral("partition %1: %2").arg(p).arg(offsets.size())));
            // The oldest ones, each once, in order: a pause and a resume lose nothing.
            for (qsizetype i = 0; i < offsets.size(); ++i)
                QCOMPARE(offsets[i], qint64(i));
        }
        qint64 kept = 0;
        for (const PartitionPlan &p : o.plan)
            kept += p.kept;
        QCOMPARE(kept, qint64(24));
    }

    void newestPerPartitionSharesToo()
    {
        const BrowseOutcome o = browseAll(requestFor(m_topic, QStringLiteral("newest:3"), 6));
        QCOMPARE(o.records.size(), 6);
        const auto by = offsetsByPartition(o);
        QCOMPARE(by.size(), 6);
        QCOMPARE(by.value(0), QList<qint64>{27}); // the first of the newest 3
    }

    void aKeySearchReadsTheKeysPartition()
    {
        BrowseRequest r = requestFor(m_topic);
        r.keyPartitionOf = QByteArray("k");
        const BrowseOutcome o = browseAll(r);
        QCOMPARE(o.plan.size(), 1);
        QCOMPARE(o.plan.first().partition, defaultPartitionForKey("k", 6));
        for (const BrowseRecord &rec : o.records)
            QCOMPARE(rec.partition, o.plan.first().partition);
        // Partitions named win over the key's.
        r.partitions = {1};
        QCOMPARE(browseAll(r).plan.first().partition, 1);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrowseFair)
#include "test_browse_fair.moc"
