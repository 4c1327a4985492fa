// The message browser's quick search and fair limit (issue #33): Kafka's default partitioner for a
// key (murmur2, checked against the Java client's own test vectors and librdkafka's murmur2
// partitioner), the search box's filter text, and the limit shared by the partitions of a read.
#include "browse/fair_share.h"
#include "test_main.h"
#include "browse/filter.h"
#include "browse/key_partitioner.h"
#include "browse/quick_search.h"

#include <QRandomGenerator>
#include <QtTest>

#include <librdkafka/rdkafka.h>

using namespace kafscope;

class TestMessagesSearch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // org.apache.kafka.common.utils.UtilsTest.testMurmur2 (the Java client's values, as int).
    void murmur2MatchesJavaVectors_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<int>("hash");
        QTest::newRow("21") << QByteArray("21") << -973932308;
        QTest::newRow("foobar") << QByteArray("foobar") << -790332482;
        QTest::newRow("long") << QByteArray("a-little-bit-long-string") << -985981536;
        QTest::newRow("longer") << QByteArray("a-little-bit-longer-string") << -1486304829;
        QTest::newRow("lkjh") << QByteArray("lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8")
                              << -58897971;
        QTest::newRow("abc") << QByteArray("abc") << 479470107;
    }
    void murmur2MatchesJavaVectors()
    {
        QFETCH(QByteArray, key);
        QFETCH(int, hash);
        QCOMPARE(qint32(kafkaMurmur2(key)), hash);
    }

    // The partition is the hash with its sign bit cleared (Utils.toPositive), modulo the count:
    // -973932308 & 0x7fffffff = 1173551340.
    void partitionIsPositiveHashModuloCount()
    {
        QCOMPARE(defaultPartitionForKey("21", 12), int(1173551340u % 12u));
        QCOMPARE(defaultPartitionForKey("abc", 7), int(479470107u % 7u));
        QCOMPARE(defaultPartitionForKey("abc", 1), 0);
        QCOMPARE(defaultPartitionForKey("abc", 0), -1);
    }

    // librdkafka's murmur2 partitioner (what murmur2_random uses for a non-empty key) agrees on
    // every length and byte value, bytes >= 0x80 included (Java's signed bytes).
    void partitionMatchesLibrdkafka()
    {
        QRandomGenerator rng(33);
        int checked = 0;
        for (int length = 1; length <= 64; ++length)
            for (int round = 0; round < 40; ++round) {
                QByteArray key(length, Qt::Uninitialized);
                for (char &c : key)
                    c = char(rng.bounded(256));
                for (int count : {1, 3, 12, 100, 1000}) {
                    const int expected = rd_kafka_msg_partitioner_murmur2(
                        nullptr, key.constData(), size_t(key.size()), count, nullptr, nullptr);
                    QCOMPARE(defaultPartitionForKey(key, count), expected);
                    ++checked;
                }
            }
        QCOMPARE(checked, 64 * 40 * 5);
        const QByteArray order("order-4242");
        QCOMPARE(defaultPartitionForKey(order, 12),
                 rd_kafka_msg_partitioner_murmur2(nullptr, order.constData(), size_t(order.size()),
                                                  12, nullptr, nullptr));
    }

    void searchBecomesAFilter()
    {
        QuickSearch q;
        QVERIFY(q.filterText().isEmpty());
        q.text = QStringLiteral("order-42");
        QCOMPARE(q.filterText(), QStringLiteral("key == \"order-42\""));
        QVERIFY(q.readsKeyPartition());
        q.match = QuickSearch::Match::Contains;
        QCOMPARE(q.filterText(), QStringLiteral("key contains \"order-42\""));
        QVERIFY(!q.readsKeyPartition()); // a part of a key has no partition
        q.field = QuickSearch::Field::Value;
        q.text = QStringLiteral("say \"hi\"\\ now\n");
        QCOMPARE(q.filterText(), QStringLiteral("value contains \"say \\\"hi\\\"\\\\ now\\n\""));
        // The quoting round-trips through the filter language.
        auto f = Filter::parse(q.filterText());
        QVERIFY2(f, qPrintable(f ? QString() : f.error().message()));
    }

    void searchAppliesToTheRequest()
    {
        QuickSearch q;
        q.text = QStringLiteral("order-7");
        BrowseRequest r;
        r.filter = QStringLiteral("partition == 1 or partition == 2");
        q.applyTo(r);
        QCOMPARE(r.filter,
                 QStringLiteral("(partition == 1 or partition == 2) and key == \"order-7\""));
        QVERIFY(Filter::parse(r.filter));
        QCOMPARE(r.keyPartitionOf, std::optional<QByteArray>(QByteArray("order-7")));

        BrowseRequest named; // partitions the user named win
        named.partitions = {3};
        q.applyTo(named);
        QVERIFY(!named.keyPartitionOf);

        BrowseRequest all;
        q.allPartitions = true;
        q.applyTo(all);
        QVERIFY(!all.keyPartitionOf);
        QCOMPARE(all.filter, QStringLiteral("key == \"order-7\""));

        BrowseRequest none;
        QuickSearch().applyTo(none);
        QVERIFY(none.filter.isEmpty());
        QVERIFY(!none.keyPartitionOf);
    }

    // 500 over 12 partitions: 41 or 42 from each, 500 in all, whatever order records come in.
    void limitIsSharedEvenly()
    {
        QList<int> partitions;
        for (int p = 0; p < 12; ++p)
            partitions << p;
        FairShare fair(500, partitions);
        qint64 sum = 0;
        for (int p : partitions)
            sum += fair.share(p);
        QCOMPARE(sum, qint64(500));
        QCOMPARE(fair.share(0), qint64(42));
        QCOMPARE(fair.share(11), qint64(41));
        // Partition 5's records arrive first (one fetch of thousands): it stops at its share.
        int admitted = 0;
        for (int i = 0; i < 5000; ++i)
            if (fair.admits(5)) {
                fair.kept(5);
                ++admitted;
            }
        QCOMPARE(admitted, 41 + (5 < 500 % 12 ? 1 : 0));
        QCOMPARE(fair.full(), QList<int>{5});
        QVERIFY(!fair.limitReached());
        // Then everyone else, in random order, until nothing more is admitted.
        QRandomGenerator rng(7);
        for (int i = 0; i < 100000 && !fair.limitReached(); ++i) {
            const int p = int(rng.bounded(12));
            if (fair.admits(p))
                fair.kept(p);
        }
        QVERIFY(fair.limitReached());
        QCOMPARE(fair.total(), qint64(500));
        for (int p : partitions)
            QVERIFY2(fair.keptBy(p) == 41 || fair.keptBy(p) == 42,
                     qPrintable(QStringLiteral("partition %1 kept %2").arg(p).arg(fair.keptBy(p))));
    }

    // A partition that ends with fewer than its share leaves the rest to the others: a paused
    // partition gets room again, and the limit is still reached when there is enough to read.
    void unusedShareGoesToTheOthers()
    {
        FairShare fair(10, {0, 1, 2});
        QCOMPARE(fair.share(0), qint64(4));
        QCOMPARE(fair.share(1), qint64(3));
        QCOMPARE(fair.share(2), qint64(3));
        for (int i = 0; i < 4; ++i)
            fair.kept(0);
        for (int i = 0; i < 3; ++i)
            fair.kept(1);
        QCOMPARE(fair.full(), (QList<int>{0, 1}));
        fair.kept(2); // partition 2 has one record only
        fair.finished(2);
        QCOMPARE(fair.share(2), qint64(1));
        // 9 left for 0 and 1: 5 and 4.
        QCOMPARE(fair.share(0), qint64(5));
        QCOMPARE(fair.share(1), qint64(4));
        QVERIFY(fair.admits(0) && fair.admits(1));
        QCOMPARE(fair.full(), QList<int>{});
        fair.kept(0);
        fair.kept(1);
        QVERIFY(fair.limitReached());
        QVERIFY(!fair.admits(0));
        QCOMPARE(fair.total(), qint64(10));
    }

    void noLimitAdmitsEverything()
    {
        FairShare none;
        QVERIFY(!none.limited());
        QVERIFY(none.admits(3));
        QVERIFY(none.full().isEmpty());
        FairShare zero(0, {0, 1});
        QVERIFY(!zero.limited());
        QVERIFY(zero.admits(1));
        // Fewer records than partitions: some shares are 0, the first partitions get one each.
        FairShare small(2, {0, 1, 2, 3});
        QCOMPARE(small.share(0), qint64(1));
        QCOMPARE(small.share(1), qint64(1));
        QCOMPARE(small.share(2), qint64(0));
        QVERIFY(!small.admits(2));
        small.finished(0); // empty
        QCOMPARE(small.share(1), qint64(1));
        QCOMPARE(small.share(2), qint64(1));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestMessagesSearch)
#include "test_messages_search.moc"
