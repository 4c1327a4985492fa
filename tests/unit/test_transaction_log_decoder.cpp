// __transaction_state's records (offsets/transaction_log.h), decoded as the offsets-log explorer
// shows them.
#include "offsets/offsets_decoder.h"
#include "offsets/transaction_log.h"
#include "offsets_bytes.h"

#include <QJsonArray>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::offsets;
using kafscope::test::Bytes;

class TestTransactionLogDecoder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // __transaction_state: TransactionLogKey v0 and TransactionLogValue v0 (classic) and v1
    // (flexible, with the tagged previous producer id and client transaction version), written
    // byte by byte from Kafka's specification; a tombstone; truncations and unknown versions.
    void transactionLogRecords()
    {
        const QByteArray key = Bytes().i16(0).str(QStringLiteral("tx-1")).data();
        const QByteArray v0 = Bytes()
                                  .i16(0)
                                  .i64(42)
                                  .i16(3)
                                  .i32(60000)
                                  .i8(1)
                                  .i32(1)
                                  .str(QStringLiteral("orders"))
                                  .i32(2)
                                  .i32(0)
                                  .i32(5)
                                  .i64(1700000000500)
                                  .i64(1700000000000)
                                  .data();
        OffsetsRecord r = decodeTransactionLogRecord(key, v0);
        QVERIFY(r.keyDecoded && r.valueDecoded);
        QCOMPARE(r.recordType(), RecordType::TransactionLog);
        QCOMPARE(r.typeName(), QStringLiteral("TransactionLog"));
        QCOMPARE(r.transactionalId, QStringLiteral("tx-1"));
        QCOMPARE(r.key.value(QStringLiteral("transactional_id")).toString(),
                 QStringLiteral("tx-1"));
        QCOMPARE(r.value.value(QStringLiteral("state")).toString(), QStringLiteral("Ongoing"));
        QCOMPARE(r.value.value(QStringLiteral("producer_id")).toInteger(), 42);
        QCOMPARE(r.value.value(QStringLiteral("producer_epoch")).toInt(), 3);
        QCOMPARE(r.value.value(QStringLiteral("transaction_timeout_ms")).toInt(), 60000);
        QCOMPARE(r.value.value(QStringLiteral("start_timestamp")).toInteger(), 1700000000000);
        QCOMPARE(r.value.value(QStringLiteral("last_update_timestamp")).toInteger(), 1700000000500);
        const QJsonArray parts = r.value.value(QStringLiteral("partitions")).toArray();
        QCOMPARE(parts.size(), 1);
        QCOMPARE(parts[0][QStringLiteral("topic")].toString(), QStringLiteral("orders"));
        QCOMPARE(parts[0][QStringLiteral("partitions")].toArray(), (QJsonArray{0, 5}));
        QVERIFY(!r.value.contains(QStringLiteral("client_transaction_version"))); // v1 only

        // v1: compact strings and arrays, a null partition list, tags 0 and 2 after the fields.
        const QByteArray v1 = Bytes()
                                  .i16(1)
                                  .i64(7)
                                  .i16(0)
                                  .i32(900000)
                                  .i8(4)
                                  .uvarint(0) // null TransactionPartitions
                                  .i64(1700000001000)
                                  .i64(-1)
                                  .uvarint(2) // two tagged fields
                                  .uvarint(0)
                                  .uvarint(8)
                                  .i64(6)
                                  .uvarint(2)
                                  .uvarint(2)
                                  .i16(2)
                                  .data();
        r = decodeTransactionLogRecord(key, v1);
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        QCOMPARE(r.valueVersion, 1);
        QCOMPARE(r.value.value(QStringLiteral("state")).toString(),
                 QStringLiteral("CompleteCommit"));
        QCOMPARE(r.value.value(QStringLiteral("previous_producer_id")).toInteger(), 6);
        QCOMPARE(r.value.value(QStringLiteral("next_producer_id")).toInteger(), -1);
        QCOMPARE(r.value.value(QStringLiteral("client_transaction_version")).toInt(), 2);
        QCOMPARE(r.value.value(QStringLiteral("partitions")).toArray().size(), 0);
        QCOMPARE(transactionStateName(7), QStringLiteral("PrepareEpochFence"));
        QCOMPARE(transactionStateName(9), QStringLiteral("Unknown(9)"));

        // The expired id's tombstone; records that cannot be read stay hex with a note.
        r = decodeTransactionLogRecord(key, std::nullopt);
        QVERIFY(r.tombstone && r.keyDecoded);
        QCOMPARE(r.transactionalId, QStringLiteral("tx-1"));
        r = decodeTransactionLogRecord(Bytes().i16(1).str(QStringLiteral("x")).data(), v0);
        QVERIFY(!r.keyDecoded && !r.valueDecoded);
        QVERIFY(r.notes.join(';').contains(QStringLiteral("version 1")));
        QVERIFY(r.value.contains(QStringLiteral("hex")));
        r = decodeTransactionLogRecord(key, Bytes().i16(2).i64(1).data());
        QVERIFY(!r.valueDecoded);
        QVERIFY(r.notes.join(';').contains(QStringLiteral("version 2")));
        for (int n = 0; n < v0.size(); ++n)
            QVERIFY2(!decodeTransactionLogRecord(key, v0.left(n)).valueDecoded,
                     qPrintable(QString::number(n)));
        for (int n = 0; n < v1.size(); ++n)
            QVERIFY2(!decodeTransactionLogRecord(key, v1.left(n)).valueDecoded,
                     qPrintable(QString::number(n)));
        QVERIFY(!decodeTransactionLogRecord(key, v0 + QByteArray("z")).valueDecoded);
        for (int n = 0; n < key.size(); ++n)
            QVERIFY(!decodeTransactionLogRecord(key.left(n), v0).keyDecoded);
    }
};

QTEST_APPLESS_MAIN(TestTransactionLogDecoder)
#include "test_transaction_log_decoder.moc"
