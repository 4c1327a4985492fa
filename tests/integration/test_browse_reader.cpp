#include "browse_test_support.h"
#include "test_main.h"

#include <librdkafka/rdkafka.h>

#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

constexpr qint64 kBaseTs = 1700000000000;

QList<qint64> offsetsIn(const BrowseOutcome &o, int partition)
{
    QList<qint64> out;
    for (const BrowseRecord &r : o.records)
        if (r.partition == partition)
            out << r.offset;
    return out;
}

PartitionPlan::Status statusOf(const BrowseOutcome &o, int partition)
{
    for (const PartitionPlan &p : o.plan)
        if (p.partition == partition)
            return p.status;
    return PartitionPlan::Status::Reading;
}

} // namespace

class TestBrowseReader : public QObject {
    Q_OBJECT
    QString m_topic; // 3 partitions x 10 messages, timestamps kBaseTs + i*1000

private Q_SLOTS:
    void initTestCase()
    {
        m_topic = makeBrowseTopic(QStringLiteral("browse-modes"), 3);
        QList<OutgoingMessage> ms;
        for (int p = 0; p < 3; ++p)
            for (int i = 0; i < 10; ++i)
                ms << message(m_topic, p, QByteArray("k") + QByteArray::number(i),
                              QByteArray("p") + QByteArray::number(p) + "-v" +
                                  QByteArray::number(i),
                              kBaseTs + i * 1000);
        produceAll(ms);
    }

    void oldestReadsEverythingWithTimestamps()
    {
        const BrowseOutcome o = browseAll(requestFor(m_topic));
        QVERIFY(o.finished);
        QCOMPARE(o.records.size(), 30);
        QCOMPARE(o.estimated, 30);
        QCOMPARE(o.scanned, 30);
        QCOMPARE(offsetsIn(o, 1), (QList<qint64>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
        const BrowseRecord &r = o.records[13]; // partition 1, offset 3
        QCOMPARE(r.key().toByteArray(), QByteArray("k3"));
        QCOMPARE(r.value().toByteArray(), QByteArray("p1-v3"));
        QCOMPARE(r.timestampMs, kBaseTs + 3000);
        QCOMPARE(r.timestampType, 1);
    }

    void newestNPerPartition()
    {
        const BrowseOutcome o = browseAll(requestFor(m_topic, QStringLiteral("newest:3")));
        QCOMPARE(o.records.size(), 9);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(offsetsIn(o, p), (QList<qint64>{7, 8, 9}));
    }

    void fromAnOffset()
    {
        const BrowseOutcome o = browseAll(requestFor(m_topic, QStringLiteral("offset:8")));
        QCOMPARE(o.records.size(), 6);
        QCOMPARE(offsetsIn(o, 2), (QList<qint64>{8, 9}));
    }

    void fromATimestamp()
    {
        BrowseRequest req = requestFor(m_topic);
        req.start = {StartSpec::Mode::Timestamp, kBaseTs + 5000};
        const BrowseOutcome o = browseAll(req);
        QCOMPARE(o.records.size(), 15);
        QCOMPARE(offsetsIn(o, 0), (QList<qint64>{5, 6, 7, 8, 9}));
        req.start = {StartSpec::Mode::Timestamp, kBaseTs + 60000};
        const BrowseOutcome late = browseAll(req);
        QCOMPARE(late.records.size(), 0);
        QVERIFY(late.finished);
        QCOMPARE(statusOf(late, 0), PartitionPlan::Status::StartPastEnd);
    }

    void aSubsetOfPartitions()
    {
        BrowseRequest req = requestFor(m_topic);
        req.partitions = {0, 2};
        const BrowseOutcome o = browseAll(req);
        QCOMPARE(o.records.size(), 20);
        QVERIFY(offsetsIn(o, 1).isEmpty());
        QCOMPARE(o.plan.size(), 2);
        req.partitions = {7};
        auto bad = BrowseReader::open(profileFor("kafka1"), req);
        QVERIFY(!bad);
        QVERIFY2(bad.error().message().contains(QStringLiteral("has no partition 7")),
                 qPrintable(bad.error().message()));
    }

    void theLimitStopsTheBrowse()
    {
        const BrowseOutcome o = browseAll(requestFor(m_topic, QStringLiteral("oldest"), 4));
        QCOMPARE(o.records.size(), 4);
        QVERIFY(o.limitReached);
        QVERIFY(o.finished);
    }

    void startPastTheEndAndEmptyPartitionsSaySo()
    {
        const BrowseOutcome past = browseAll(requestFor(m_topic, QStringLiteral("offset:50")));
        QVERIFY(past.finished);
        QCOMPARE(past.records.size(), 0);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(statusOf(past, p), PartitionPlan::Status::StartPastEnd);
        QVERIFY(partitionStatusText(past.plan[0]).contains(QStringLiteral("past the end")));

        const QString sparse = makeBrowseTopic(QStringLiteral("browse-sparse"), 2);
        produceAll({message(sparse, 0, QByteArray("only"), QByteArray("one"))});
        const BrowseOutcome o = browseAll(requestFor(sparse));
        QCOMPARE(o.records.size(), 1);
        QCOMPARE(statusOf(o, 1), PartitionPlan::Status::Empty);
        QCOMPARE(statusOf(o, 0), PartitionPlan::Status::Done);
        QVERIFY(partitionStatusText(o.plan[1]).contains(QStringLiteral("empty")));
    }

    void unknownTopicIsAPlainError()
    {
        auto r = BrowseReader::open(profileFor("kafka1"),
                                    requestFor(QStringLiteral("no-such-topic-browse-x")));
        QVERIFY(!r);
        QCOMPARE(r.error().message(),
                 QStringLiteral("Topic no-such-topic-browse-x does not exist"));
    }

    void aBadFilterFailsBeforeTheScan()
    {
        BrowseRequest req = requestFor(m_topic);
        req.filter = QStringLiteral("value.id === 3");
        auto r = BrowseReader::open(profileFor("kafka1"), req);
        QVERIFY(!r);
        QVERIFY(r.error().message().startsWith(QStringLiteral("Filter error at position 12")));
    }

    void theFilterRunsBeforeRowsAreKept()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("browse-filter"), 2);
        QList<OutgoingMessage> ms;
        for (int i = 0; i < 400; ++i)
            ms << message(topic, i % 2, QByteArray::number(i),
                          QByteArray("{\"id\":") + QByteArray::number(i) + "}");
        produceAll(ms);
        BrowseRequest req = requestFor(topic);
        req.filter = QStringLiteral("value.id in [5, 300] or key == \"77\"");
        const BrowseOutcome o = browseAll(req);
        QCOMPARE(o.scanned, 400);
        QCOMPARE(o.records.size(), 3);
        QCOMPARE(o.records[0].value().toByteArray(), QByteArray("{\"id\":300}"));
    }

    void liveTailStreamsNewMessages()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("browse-tail"), 2);
        produceAll({message(topic, 0, std::nullopt, QByteArray("before"))});
        BrowseRequest req = requestFor(topic, QStringLiteral("tail"));
        auto reader = BrowseReader::open(profileFor("kafka1"), req);
        QVERIFY(reader);
        QCOMPARE(reader.value()->estimatedTotal(), -1);
        QList<QByteArray> seen;
        const auto visit = [&](const RecordView &v) { seen << v.valueView().toByteArray(); };
        for (int i = 0; i < 5; ++i)
            reader.value()->step(visit, 100); // fetchers start at the end; nothing old arrives
        produceAll({message(topic, 0, std::nullopt, QByteArray("after-1")),
                    message(topic, 1, std::nullopt, QByteArray("after-2"))});
        for (int i = 0; i < 300 && seen.size() < 2; ++i)
            QVERIFY(reader.value()->step(visit, 100)); // a tail never ends by itself
        std::sort(seen.begin(), seen.end());
        QCOMPARE(seen, (QList<QByteArray>{"after-1", "after-2"}));
        QVERIFY(!reader.value()->finished());
    }

    void tombstonesNullKeysAndHeaders()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("browse-nulls"), 1);
        OutgoingMessage withHeaders = message(topic, 0, QByteArray(""), QByteArray(""));
        withHeaders.headers = {{QStringLiteral("trace"), QByteArray("t-1")},
                               {QStringLiteral("empty"), QByteArray("")},
                               {QStringLiteral("none"), std::nullopt}};
        produceAll({message(topic, 0, std::nullopt, std::nullopt),
                    message(topic, 0, QByteArray("k"), std::nullopt), withHeaders});
        const BrowseOutcome o = browseAll(requestFor(topic));
        QCOMPARE(o.records.size(), 3);
        QVERIFY(o.records[0].keyIsNull());
        QVERIFY(o.records[0].valueIsNull());
        QCOMPARE(o.records[1].key().toByteArray(), QByteArray("k"));
        QVERIFY(o.records[1].valueIsNull());
        const BrowseRecord &h = o.records[2];
        QVERIFY(!h.keyIsNull());
        QVERIFY(!h.valueIsNull());
        QCOMPARE(h.headers.size(), 3);
        QCOMPARE(h.headers[0].key, QByteArray("trace"));
        QCOMPARE(h.headers[0].value, std::optional<QByteArray>(QByteArray("t-1")));
        QVERIFY(h.headers[1].value.has_value());
        QVERIFY(h.headers[1].value->isEmpty());
        QVERIFY(!h.headers[2].value.has_value());
    }

    void everyCompressionCodecDecodes_data()
    {
        QTest::addColumn<int>("codec");
        QTest::newRow("gzip") << int(Compression::Gzip);
        QTest::newRow("snappy") << int(Compression::Snappy);
        QTest::newRow("lz4") << int(Compression::Lz4);
        QTest::newRow("zstd") << int(Compression::Zstd);
    }

    void everyCompressionCodecDecodes()
    {
        QFETCH(int, codec);
        const QString topic = makeBrowseTopic(QStringLiteral("browse-codec"), 1);
        ProducerSettings s;
        s.compression = Compression(codec);
        QList<OutgoingMessage> ms;
        for (int i = 0; i < 200; ++i)
            ms << message(topic, 0, QByteArray::number(i),
                          QByteArray("compressible payload ").repeated(10) + QByteArray::number(i));
        produceAll(ms, s);
        const BrowseOutcome o = browseAll(requestFor(topic));
        QCOMPARE(o.records.size(), 200);
        for (int i = 0; i < 200; ++i)
            QCOMPARE(o.records[i].value().toByteArray(), *ms[i].value);
    }

    void aTenMegabyteValueIsPreviewedThenLoadedWhole()
    {
        const QString topic =
            makeBrowseTopic(QStringLiteral("browse-big"), 1,
                            {{QStringLiteral("max.message.bytes"), QStringLiteral("20000000")}});
        QByteArray big(10 * 1024 * 1024, Qt::Uninitialized);
        for (qsizetype i = 0; i < big.size(); ++i)
            big[i] = char('a' + i % 26);
        produceAll({message(topic, 0, QByteArray("big"), big)}, {},
                   {{QStringLiteral("message.max.bytes"), QStringLiteral("20000000")}});
        BrowseRequest req = requestFor(topic);
        req.previewBytes = 64 * 1024;
        const BrowseOutcome o = browseAll(req);
        QCOMPARE(o.records.size(), 1);
        QCOMPARE(o.records[0].valueLen, 64 * 1024);
        QCOMPARE(o.records[0].valueSize, big.size());
        QVERIFY(o.records[0].valueTruncated());
        auto full = fetchRecord(profileFor("kafka1"), topic, 0, 0, Isolation::ReadCommitted);
        QVERIFY2(full, qPrintable(full ? QString() : full.error().message()));
        QVERIFY(!full->valueTruncated());
        QCOMPARE(full->value().toByteArray(), big);
        auto gone = fetchRecord(profileFor("kafka1"), topic, 0, 5, Isolation::ReadCommitted);
        QVERIFY(!gone);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrowseReader)
#include "test_browse_reader.moc"
