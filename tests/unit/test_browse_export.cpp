#include "browse/browse_types.h"
#include "test_main.h"
#include "browse/record_export.h"
#include "browse/record_json.h"
#include "browse/record_store.h"
#include "browse/record_view.h"
#include "produce/jsonl_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;

namespace {

BrowseRecord record(qint64 offset, std::optional<QByteArray> key, std::optional<QByteArray> value,
                    QList<RecordHeader> headers = {})
{
    return BrowseRecord::make(3, offset, 1714564800123, 2, key, value, headers);
}

} // namespace

class TestBrowseExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonLineHasTheDocumentedFields()
    {
        const BrowseRecord r =
            record(7, QByteArray("k\"\\\n"), QByteArray("\x00\xff\x10", 3),
                   {{"h1", QByteArray("v")}, {"h2", std::nullopt}, {"h3", QByteArray()}});
        const QByteArray line = recordToJson(QStringLiteral("t\"opic"), r);
        QJsonParseError err;
        const QJsonObject o = QJsonDocument::fromJson(line, &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        QCOMPARE(o.value("topic").toString(), QStringLiteral("t\"opic"));
        QCOMPARE(o.value("partition").toInt(), 3);
        QCOMPARE(o.value("offset").toInteger(), 7);
        QCOMPARE(o.value("timestamp").toInteger(), 1714564800123);
        QCOMPARE(o.value("timestamp_type").toString(), QStringLiteral("log_append"));
        QCOMPARE(o.value("key").toString(), QStringLiteral("k\"\\\n"));
        QCOMPARE(o.value("key_encoding").toString(), QStringLiteral("utf8"));
        QCOMPARE(o.value("value").toString(), QStringLiteral("AP8Q"));
        QCOMPARE(o.value("value_encoding").toString(), QStringLiteral("base64"));
        const QJsonArray h = o.value("headers").toArray();
        QCOMPARE(h.size(), 3);
        QCOMPARE(h[1].toObject().value("value").isNull(), true);
        QCOMPARE(h[1].toObject().value("value_encoding").toString(), QStringLiteral("null"));
        QCOMPARE(h[2].toObject().value("value").toString(), QString());
        QCOMPARE(h[2].toObject().value("value_encoding").toString(), QStringLiteral("utf8"));
        const QByteArray tomb =
            recordToJson(QStringLiteral("t"), record(1, std::nullopt, std::nullopt));
        QVERIFY(tomb.contains("\"key\":null,\"value\":null"));
        QVERIFY(tomb.contains("\"key_encoding\":\"null\",\"value_encoding\":\"null\""));
    }

    // Every escape-worthy byte at every position of a short and a long value (the word-at-a-time
    // fast path and its byte-wise tail) comes back unchanged from a JSON parser.
    void jsonStringsEscapeAtEveryPosition()
    {
        for (char special : {'"', '\\', '\n', '\x01', '\x1f', '\x7f'})
            for (int len : {5, 23})
                for (int at = 0; at < len; ++at) {
                    QByteArray v(len, 'a');
                    v[at] = special;
                    const QJsonObject o =
                        QJsonDocument::fromJson(
                            recordToJson(QStringLiteral("t"), record(0, std::nullopt, v)))
                            .object();
                    QCOMPARE(o.value("value").toString().toUtf8(), v);
                    QCOMPARE(o.value("value_encoding").toString(), QStringLiteral("utf8"));
                }
    }

    // What consume --format json writes, produce --from-jsonl reads back to the same message.
    void jsonLinesRoundTripThroughTheProduceReader()
    {
        const QList<BrowseRecord> records = {
            record(1, QByteArray("key"), QByteArray("{\"a\":1}"),
                   {{"x", QByteArray("\x01\x02", 2)}, {"n", std::nullopt}}),
            record(2, std::nullopt, QByteArray("\xc3\x28 invalid utf-8")),
            record(3, QByteArray(""), std::nullopt),
            record(4, QByteArray("\xe2\x80\xae bidi"), QByteArray("ctrl\x01\x7f")),
        };
        QList<const BrowseRecord *> ptrs;
        for (const BrowseRecord &r : records)
            ptrs << &r;
        const QList<QByteArray> lines = recordsToJsonLines(QStringLiteral("src"), ptrs).split('\n');
        QCOMPARE(lines.size(), records.size() + 1);
        QVERIFY(lines.last().isEmpty());
        JsonlOptions keep;
        keep.keepPartitions = true;
        keep.keepTimestamps = true;
        for (int i = 0; i < records.size(); ++i) {
            auto m = messageFromJsonLine(lines[i], QStringLiteral("dst"), keep, i + 1);
            QVERIFY2(m, qPrintable(m ? QString() : m.error().message()));
            const OutgoingMessage expected = toOutgoingMessage(QStringLiteral("dst"), records[i]);
            QCOMPARE(m->key, expected.key);
            QCOMPARE(m->value, expected.value);
            QCOMPARE(m->headers.size(), expected.headers.size());
            for (int h = 0; h < expected.headers.size(); ++h) {
                QCOMPARE(m->headers[h].key, expected.headers[h].key);
                QCOMPARE(m->headers[h].value, expected.headers[h].value);
            }
            QCOMPARE(m->partition, 3);
            QCOMPARE(m->timestampMs, 1714564800123);
        }
    }

    void csvIsQuotedAndFormulaSafe()
    {
        const BrowseRecord a =
            record(1, QByteArray("=HYPERLINK(\"http://x\")"), QByteArray("+1, \"quoted\"\nnext"));
        const BrowseRecord b = record(2, QByteArray("@SUM(A1)"), QByteArray("\xff\xfe", 2));
        const BrowseRecord c = record(3, QByteArray("-2"), std::nullopt, {{"h", QByteArray("v")}});
        const QByteArray csv = recordsToCsv({&a, &b, &c});
        const QList<QByteArray> rows = csv.split('\n');
        QVERIFY(rows[0].startsWith("partition,offset,timestamp,timestamp_type,key,key_encoding,"
                                   "value,value_encoding,headers"));
        QVERIFY(csv.contains("\"'=HYPERLINK(\"\"http://x\"\")\",\"utf8\""));
        QVERIFY(csv.contains("\"'+1, \"\"quoted\"\"\nnext\""));
        QVERIFY(csv.contains("\"'@SUM(A1)\""));
        QVERIFY(csv.contains("\"//4=\",\"base64\""));
        QVERIFY(csv.contains("\"'-2\",\"utf8\",\"\",\"null\""));
        QVERIFY(csv.contains("\"2024-05-01T12:00:00.123Z\",\"log_append\""));
        QVERIFY(csv.contains("\"[{\"\"key\"\":\"\"h\"\",\"\"value\"\":\"\"v\"\",\"\"value_"
                             "encoding\"\":\"\"utf8\"\"}]\""));
        QCOMPARE(csvCell("plain"), QByteArray("\"plain\""));
    }

    void kcatCommandIsShellQuoted()
    {
        QCOMPARE(kcatCommand(QStringLiteral("127.0.0.1:9092"), QStringLiteral("orders"), 2, 42),
                 QStringLiteral("kcat -C -b 127.0.0.1:9092 -t orders -p 2 -o 42 -c 1 -e"));
        QCOMPARE(shellQuote(QStringLiteral("it's; rm -rf /")),
                 QStringLiteral("'it'\\''s; rm -rf /'"));
        QCOMPARE(shellQuote(QString()), QStringLiteral("''"));
    }

    void textLinesEscapeForTerminals()
    {
        QByteArray out;
        appendRecordText(out,
                         RecordView::of(record(9, std::nullopt, QByteArray("a\x1b]0;x\x07\nb"))));
        QCOMPARE(out, QByteArray("3\t9\t2024-05-01T12:00:00.123Z\t(null)\ta\\x1B]0;x\\x07\\nb\n"));
    }

    void startSpecsAndPartitionLists()
    {
        QCOMPARE(StartSpec::parse(QStringLiteral("oldest"))->mode, StartSpec::Mode::Oldest);
        QCOMPARE(StartSpec::parse(QStringLiteral("tail"))->mode, StartSpec::Mode::Tail);
        QCOMPARE(StartSpec::parse(QStringLiteral("newest:10"))->value, 10);
        QCOMPARE(StartSpec::parse(QStringLiteral("offset:5"))->mode, StartSpec::Mode::Offset);
        QCOMPARE(StartSpec::parse(QStringLiteral("time:2024-05-01T12:00:00Z"))->value,
                 1714564800000);
        QCOMPARE(StartSpec::parse(QStringLiteral("time:1714564800000"))->value, 1714564800000);
        QVERIFY(!StartSpec::parse(QStringLiteral("newest")));
        QVERIFY(!StartSpec::parse(QStringLiteral("newest:-1")));
        QVERIFY(!StartSpec::parse(QStringLiteral("time:yesterday")));
        QVERIFY(StartSpec::parse(QStringLiteral("latest"))
                    .error()
                    .message()
                    .contains(QStringLiteral("oldest, newest:N")));
        QCOMPARE(parsePartitionList(QStringLiteral("2,0,1-3")).value(), (QList<int>{0, 1, 2, 3}));
        QVERIFY(!parsePartitionList(QStringLiteral("1,x")));
        QVERIFY(!parsePartitionList(QStringLiteral("3-1")));
        QVERIFY(!parsePartitionList(QStringLiteral("")));
    }

    void storeEvictsTheOldestWithinItsBudget()
    {
        const qint64 cost = record(0, QByteArray("k"), QByteArray(100, 'v')).memoryCost();
        RecordStore store(cost * 10);
        QList<BrowseRecord> batch;
        for (int i = 0; i < 6; ++i)
            batch << record(i, QByteArray("k"), QByteArray(100, 'v'));
        auto plan = store.plan(batch);
        QCOMPARE(plan.evict, 0);
        store.append(batch, plan.dropFromBatch);
        QList<BrowseRecord> next;
        for (int i = 6; i < 12; ++i)
            next << record(i, QByteArray("k"), QByteArray(100, 'v'));
        plan = store.plan(next);
        QCOMPARE(plan.evict, 2);
        store.evictFront(plan.evict);
        store.append(next, plan.dropFromBatch);
        QCOMPARE(store.size(), 10);
        QCOMPARE(store.at(0).offset, 2);
        QCOMPARE(store.evictedTotal(), 2);
        QVERIFY(store.bytes() <= store.budget());
        QList<BrowseRecord> huge;
        for (int i = 12; i < 40; ++i)
            huge << record(i, QByteArray("k"), QByteArray(100, 'v'));
        plan = store.plan(huge);
        QCOMPARE(plan.evict, 10);
        QCOMPARE(plan.dropFromBatch, 18);
        store.evictFront(plan.evict);
        store.append(huge, plan.dropFromBatch);
        QCOMPARE(store.size(), 10);
        QCOMPARE(store.at(0).offset, 30);
        QCOMPARE(store.evictedTotal(), 30);
        // 100-byte values stay well inside 2x payload + 150 bytes per row.
        QVERIFY(cost <= 2 * 101 + 150);
    }

    void aBatchSharesOneBufferForItsBytes()
    {
        RecordBatchBuilder builder(4); // keys and values cut at 4 bytes
        const BrowseRecord in[] = {
            record(0, QByteArray("k0"), QByteArray("value-0")),
            record(1, std::nullopt, std::nullopt), // a tombstone with a null key
            record(2, QByteArray(""), QByteArray("v2"), {{QByteArray("h"), std::nullopt}}),
            record(3, QByteArray("key-3"), QByteArray("")),
        };
        for (const BrowseRecord &r : in)
            builder.append(RecordView::of(r));
        QCOMPARE(builder.size(), 4);
        const QList<BrowseRecord> out = builder.take();
        QCOMPARE(builder.size(), 0);
        QCOMPARE(out.size(), 4);
        QCOMPARE(out[0].key().toByteArray(), QByteArray("k0"));
        QCOMPARE(out[0].value().toByteArray(), QByteArray("valu"));
        QVERIFY(out[0].valueTruncated());
        QCOMPARE(out[0].valueSize, 7);
        QVERIFY(out[1].keyIsNull() && out[1].valueIsNull());
        QVERIFY(!out[2].keyIsNull() && out[2].key().isEmpty());
        QCOMPARE(out[2].value().toByteArray(), QByteArray("v2"));
        QCOMPARE(out[2].headers.size(), 1);
        QVERIFY(!out[2].headers[0].value.has_value());
        QCOMPARE(out[3].key().toByteArray(), QByteArray("key-"));
        QVERIFY(!out[3].valueIsNull() && out[3].value().isEmpty());
        // One buffer for the whole batch: 2 + 4 + 2 + 4 bytes, each record counted for its own
        // part.
        QCOMPARE(out[0].bytes.constData(), out[3].bytes.constData());
        QCOMPARE(out[0].bytes.size(), 12);
        QCOMPARE(out[0].memoryCost(), qint64(sizeof(BrowseRecord)) + 6);
        QCOMPARE(out[1].memoryCost(), qint64(sizeof(BrowseRecord)));
        // A record copied on its own owns its buffer (and is counted with its allocation).
        const BrowseRecord alone = copyRecord(RecordView::of(in[0]), 4);
        QCOMPARE(alone.value().toByteArray(), QByteArray("valu"));
        QCOMPARE(alone.memoryCost(), qint64(sizeof(BrowseRecord)) + 6 + 32);
        // The builder starts again with a fresh buffer; the taken batch is untouched.
        builder.append(RecordView::of(in[3]));
        const QList<BrowseRecord> next = builder.take();
        QCOMPARE(next[0].key().toByteArray(), QByteArray("key-"));
        QVERIFY(next[0].bytes.constData() != out[0].bytes.constData());
        QCOMPARE(out[3].key().toByteArray(), QByteArray("key-"));
    }

    void storeKeepsBatchesWholeAndFindsRowsAcrossThem()
    {
        auto batchOf = [](int first, int count) {
            QList<BrowseRecord> b;
            for (int i = first; i < first + count; ++i)
                b << record(i, std::nullopt, QByteArray::number(i).rightJustified(4, '0'));
            return b;
        };
        const qint64 cost = batchOf(0, 1)[0].memoryCost();
        RecordStore store(cost * 7);
        const QList<BrowseRecord> first = batchOf(0, 3);
        store.append(first);
        // The batch is kept as it came: the very same rows, not copies.
        QCOMPARE(&std::as_const(store).at(1), &first.at(1));
        store.append(batchOf(3, 2));
        store.append({}); // an empty batch adds nothing
        store.append(batchOf(5, 2));
        QCOMPARE(store.size(), 7);
        for (int row = 0; row < 7; ++row)
            QCOMPARE(store.at(row).offset, row);
        QCOMPARE(store.bytes(), cost * 7);
        // Evicting part of the first batch, then across the batch boundary.
        store.evictFront(2);
        QCOMPARE(store.size(), 5);
        QCOMPARE(store.at(0).offset, 2);
        QCOMPARE(store.at(4).offset, 6);
        QCOMPARE(store.bytes(), cost * 5);
        QList<BrowseRecord> next = batchOf(7, 4);
        RecordStore::Plan plan = store.plan(next);
        QCOMPARE(plan.evict, 2); // rows 2 and 3: the rest of the first batch and one of the second
        QCOMPARE(plan.dropFromBatch, 0);
        store.evictFront(plan.evict);
        store.append(next, plan.dropFromBatch);
        QCOMPARE(store.size(), 7);
        QCOMPARE(store.evictedTotal(), 4);
        for (int row = 0; row < 7; ++row)
            QCOMPARE(store.at(row).offset, row + 4);
        QCOMPARE(store.at(6).value().toByteArray(), QByteArray("0010"));
        // A replaced row keeps the cost it came with.
        store.at(0) = record(4, std::nullopt, QByteArray(5000, 'x'));
        QCOMPARE(store.bytes(), cost * 7);
        QCOMPARE(store.at(0).valueSize, 5000);
        // Dropping the front of a batch that is over the budget alone keeps its newest rows.
        plan = store.plan(batchOf(11, 9));
        QCOMPARE(plan.evict, 7);
        QCOMPARE(plan.dropFromBatch, 2);
        store.evictFront(plan.evict);
        store.append(batchOf(11, 9), plan.dropFromBatch);
        QCOMPARE(store.size(), 7);
        QCOMPARE(store.at(0).offset, 13);
        QCOMPARE(store.at(6).offset, 19);
        QCOMPARE(store.evictedTotal(), 13);
        store.clear();
        QCOMPARE(store.size(), 0);
        QCOMPARE(store.bytes(), 0);
        store.append(batchOf(0, 1));
        QCOMPARE(store.at(0).offset, 0);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrowseExport)
#include "test_browse_export.moc"
