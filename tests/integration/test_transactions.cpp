// Transactions against a real broker, with Kafka's own Java clients as peers: a transactional
// producer (tests/peers/java-txn/OpenTransaction.java) leaves a transaction open, and
// `kafscope-cli transactions list/describe/producers` report it as Kafka's kafka-transactions tool
// (TransactionsCommand, from the same distribution) does. A hanging transaction is made the way one
// happens in the field, on a private broker: the producer dies with its transaction open and the
// coordinator's state is lost (the broker restarts without its __transaction_state partitions), so
// the partitions hold an open transaction no coordinator knows. `hanging` finds it as the tool's
// find-hanging does, `abort` ends it, and a read_committed read then gets past it.
#include "test_cluster.h"
#include "test_main.h"
#include "transactions_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QtTest>

using namespace kafscope;

namespace {

// Kafka's kafka-transactions tool; its standard output split into rows of whitespace-separated
// cells (the header first).
QList<QStringList> kafkaTransactions(const QString &bootstrap, const QStringList &args)
{
    QProcess p;
    p.start(test::javaPath(),
            QStringList{QStringLiteral("-cp"), test::kafkaClasspath(),
                        QStringLiteral("org.apache.kafka.tools.TransactionsCommand"),
                        QStringLiteral("--bootstrap-server"), bootstrap} +
                args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qWarning("kafka-transactions %s: %s", qPrintable(args.join(QLatin1Char(' '))),
                 p.readAllStandardError().constData());
    QList<QStringList> rows;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n'))
        if (!line.trimmed().isEmpty())
            rows << QString::fromUtf8(line).split(QRegularExpression(QStringLiteral("\\s+")),
                                                  Qt::SkipEmptyParts);
    return rows;
}

// The column `name` of each data row.
QStringList column(const QList<QStringList> &rows, const QString &name)
{
    QStringList out;
    if (rows.isEmpty())
        return out;
    const qsizetype i = rows.first().indexOf(name);
    for (qsizetype r = 1; r < rows.size() && i >= 0; ++r)
        out << rows[r].value(i);
    return out;
}

test::ProcessResult cli(const QString &bootstrap, const QStringList &args)
{
    return test::runProgram("KAFSCOPE_CLI",
                            QStringList{QStringLiteral("--bootstrap"), bootstrap} + args);
}

QJsonObject cliJson(const QString &bootstrap, const QStringList &args)
{
    const test::ProcessResult r = cli(bootstrap, QStringList{QStringLiteral("--json")} + args);
    if (r.exitCode != 0)
        qWarning("kafscope-cli %s: %s", qPrintable(args.join(QLatin1Char(' '))), r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

QSet<QString> partitionsOf(const QJsonArray &a)
{
    QSet<QString> out;
    for (const QJsonValue &v : a)
        out << QStringLiteral("%1-%2")
                   .arg(v[QStringLiteral("topic")].toString())
                   .arg(v[QStringLiteral("partition")].toInt());
    return out;
}

// Kafka's own decoding of a __transaction_state partition (DumpLogSegments
// --transaction-log-decoder over the fixture's segment files): offset -> {"key", "payload"}, for
// the records of `id`.
QMap<qint64, QJsonObject> kafkaDecodedTransactionLog(const QString &partitionDir, const QString &id)
{
    QStringList files;
    for (const QFileInfo &f : QDir(partitionDir).entryInfoList({QStringLiteral("*.log")}))
        files << f.absoluteFilePath();
    QProcess p;
    p.start(test::javaPath(),
            {QStringLiteral("-cp"), test::kafkaClasspath(),
             QStringLiteral("org.apache.kafka.tools.DumpLogSegments"), QStringLiteral("--files"),
             files.join(QLatin1Char(',')), QStringLiteral("--transaction-log-decoder")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qWarning("DumpLogSegments: %s", p.readAllStandardError().constData());
    static const QRegularExpression line(
        QStringLiteral("^\\| offset: (\\d+) .* key: (\\{.*\\}) payload: (\\{.*\\}|<DELETE>)$"));
    QMap<qint64, QJsonObject> out;
    for (const QByteArray &l : p.readAllStandardOutput().split('\n')) {
        const auto m = line.match(QString::fromUtf8(l));
        if (!m.hasMatch())
            continue;
        const QJsonObject key = QJsonDocument::fromJson(m.captured(2).toUtf8()).object();
        if (key[QStringLiteral("data")][QStringLiteral("transactionalId")].toString() != id)
            continue;
        out.insert(m.captured(1).toLongLong(),
                   {{QStringLiteral("key"), key},
                    {QStringLiteral("payload"),
                     QJsonDocument::fromJson(m.captured(3).toUtf8()).object()}});
    }
    return out;
}

} // namespace

class TestTransactions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // An open transaction on the shared broker: listed and described as Kafka's tool does, its
    // producer on each partition with the transaction's first offset, not hanging (its coordinator
    // counts both partitions), and an abort refused without --yes and on a read-only connection.
    void openTransactionAgreesWithKafka()
    {
        const QString bootstrap = test::bootstrap("kafka1");
        const QString topic = test::uniqueName(QStringLiteral("txn"));
        const QString id = test::uniqueName(QStringLiteral("txn-id"));
        QCOMPARE(cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                                 QStringLiteral("--partitions"), QStringLiteral("2")})
                     .exitCode,
                 0);
        const auto dropTopic = qScopeGuard([&] {
            cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("delete"), topic,
                            QStringLiteral("--yes")});
        });
        auto producer = test::openTransaction(bootstrap, id, topic);
        QVERIFY(producer);

        const QJsonObject listed =
            cliJson(bootstrap, {QStringLiteral("transactions"), QStringLiteral("list")});
        QString listedState;
        qint64 listedProducer = -1;
        for (const QJsonValue &t : listed[QStringLiteral("transactions")].toArray())
            if (t[QStringLiteral("transactional_id")].toString() == id) {
                listedState = t[QStringLiteral("state")].toString();
                listedProducer = t[QStringLiteral("producer_id")].toInteger();
            }
        const auto theirList = kafkaTransactions(bootstrap, {QStringLiteral("list")});
        const qsizetype theirRow = column(theirList, QStringLiteral("TransactionalId")).indexOf(id);

        const QJsonObject described =
            cliJson(bootstrap, {QStringLiteral("transactions"), QStringLiteral("describe"), id});
        const auto theirs = kafkaTransactions(
            bootstrap, {QStringLiteral("describe"), QStringLiteral("--transactional-id"), id});

        const QJsonObject producers = cliJson(
            bootstrap, {QStringLiteral("transactions"), QStringLiteral("producers"), topic});
        const QJsonObject hanging =
            cliJson(bootstrap, {QStringLiteral("transactions"), QStringLiteral("hanging"),
                                QStringLiteral("--topic"), topic,
                                QStringLiteral("--max-transaction-timeout"), QStringLiteral("0")});
        const auto abortArgs =
            QStringList{QStringLiteral("transactions"),  QStringLiteral("abort"),
                        QStringLiteral("--topic"),       topic,
                        QStringLiteral("--partition"),   QStringLiteral("0"),
                        QStringLiteral("--producer-id"), QString::number(listedProducer)};
        const test::ProcessResult unconfirmed = cli(bootstrap, abortArgs);
        const test::ProcessResult readOnly =
            cli(bootstrap, QStringList{QStringLiteral("--read-only")} + abortArgs +
                               QStringList{QStringLiteral("--yes")});
        const QJsonObject stillOpen =
            cliJson(bootstrap, {QStringLiteral("transactions"), QStringLiteral("describe"), id});

        producer->write("abort\n");
        producer->closeWriteChannel();
        const bool producerEnded = producer->waitForFinished(60000);
        if (!producerEnded)
            producer->kill(); // the coordinator aborts it after its timeout
        const QJsonObject ended =
            cliJson(bootstrap, {QStringLiteral("transactions"), QStringLiteral("describe"), id});

        QVERIFY(producerEnded);

        QCOMPARE(listedState, QStringLiteral("Ongoing"));
        QVERIFY(listedProducer >= 0);
        QVERIFY2(theirRow >= 0, "kafka-transactions list does not list the id");
        QCOMPARE(column(theirList, QStringLiteral("TransactionState")).value(theirRow),
                 listedState);
        QCOMPARE(column(theirList, QStringLiteral("ProducerId")).value(theirRow).toLongLong(),
                 listedProducer);

        QCOMPARE(described[QStringLiteral("state")].toString(), QStringLiteral("Ongoing"));
        QCOMPARE(described[QStringLiteral("producer_id")].toInteger(), listedProducer);
        QCOMPARE(described[QStringLiteral("timeout_ms")].toInt(), 600000);
        QVERIFY(described[QStringLiteral("start_time_ms")].toInteger() > 0);
        const QSet<QString> ours = partitionsOf(described[QStringLiteral("partitions")].toArray());
        QCOMPARE(ours, (QSet<QString>{topic + QStringLiteral("-0"), topic + QStringLiteral("-1")}));
        QCOMPARE(column(theirs, QStringLiteral("TransactionState")),
                 QStringList{QStringLiteral("Ongoing")});
        QCOMPARE(column(theirs, QStringLiteral("ProducerEpoch")),
                 QStringList{QString::number(described[QStringLiteral("producer_epoch")].toInt())});
        QCOMPARE(
            column(theirs, QStringLiteral("CurrentTransactionStartTimeMs")),
            QStringList{QString::number(described[QStringLiteral("start_time_ms")].toInteger())});
        const QStringList theirParts =
            column(theirs, QStringLiteral("TopicPartitions")).value(0).split(QLatin1Char(','));
        QCOMPARE(QSet<QString>(theirParts.cbegin(), theirParts.cend()), ours);

        const QJsonArray parts = producers[QStringLiteral("partitions")].toArray();
        QCOMPARE(parts.size(), 2);
        for (const QJsonValue &p : parts) {
            const QJsonValue oldest = p[QStringLiteral("oldest_open_transaction")];
            QCOMPARE(oldest[QStringLiteral("producer_id")].toInteger(), listedProducer);
            QCOMPARE(oldest[QStringLiteral("current_txn_start_offset")].toInteger(), 0);
        }
        QCOMPARE(hanging[QStringLiteral("hanging")].toArray().size(), 0);

        QCOMPARE(unconfirmed.exitCode, 2);
        QVERIFY2(unconfirmed.err.contains("--yes"), unconfirmed.err.constData());
        QVERIFY(readOnly.exitCode != 0);
        QVERIFY2(readOnly.err.contains("Read-only connection"), readOnly.err.constData());
        QCOMPARE(stillOpen[QStringLiteral("state")].toString(), QStringLiteral("Ongoing"));
        QVERIFY2(ended[QStringLiteral("state")].toString() != QStringLiteral("Ongoing"),
                 qPrintable(ended[QStringLiteral("state")].toString()));
    }

    // __transaction_state read by `offsets-log --log transaction-state`: a committed transaction's
    // records (Empty, Ongoing on one then two partitions, PrepareCommit, CompleteCommit) decoded
    // field for field as Kafka's DumpLogSegments decodes the same partition's segment files.
    void transactionStateLogAgreesWithKafka()
    {
        const QString bootstrap = test::bootstrap("kafka1");
        const QString topic = test::uniqueName(QStringLiteral("txn-log"));
        const QString id = test::uniqueName(QStringLiteral("txn-log-id"));
        QCOMPARE(cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                                 QStringLiteral("--partitions"), QStringLiteral("2")})
                     .exitCode,
                 0);
        const auto dropTopic = qScopeGuard([&] {
            cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("delete"), topic,
                            QStringLiteral("--yes")});
        });
        auto producer = test::openTransaction(bootstrap, id, topic);
        QVERIFY(producer);
        producer->write("commit\n");
        producer->closeWriteChannel();
        QVERIFY(producer->waitForFinished(60000));

        // Ours, until the coordinator has written the transaction's end.
        QList<QJsonObject> ours;
        const auto readOurs = [&] {
            ours.clear();
            const test::ProcessResult r =
                cli(bootstrap, {QStringLiteral("--json"), QStringLiteral("offsets-log"),
                                QStringLiteral("--log"), QStringLiteral("transaction-state"),
                                QStringLiteral("--transactional-id"), id});
            for (const QByteArray &l : r.out.split('\n'))
                if (!l.trimmed().isEmpty())
                    ours << QJsonDocument::fromJson(l).object();
            return !ours.isEmpty() &&
                   ours.last()[QStringLiteral("value")][QStringLiteral("state")].toString() ==
                       QLatin1String("CompleteCommit");
        };
        QTRY_VERIFY_WITH_TIMEOUT(readOurs(), 30000);
        const int partition = ours.first()[QStringLiteral("partition")].toInt();
        const QMap<qint64, QJsonObject> theirs = kafkaDecodedTransactionLog(
            qEnvironmentVariable("KAFSCOPE_TEST_KAFKA1_DIR") +
                QStringLiteral("/node-1/data/__transaction_state-%1").arg(partition),
            id);

        QStringList states;
        for (const QJsonObject &o : ours) {
            const qint64 offset = o[QStringLiteral("offset")].toInteger();
            QVERIFY2(theirs.contains(offset), qPrintable(QString::number(offset)));
            const QJsonObject v = o[QStringLiteral("value")].toObject();
            const QJsonObject t =
                theirs[offset][QStringLiteral("payload")][QStringLiteral("data")].toObject();
            QCOMPARE(o[QStringLiteral("record_type")].toString(), QStringLiteral("TransactionLog"));
            QCOMPARE(o[QStringLiteral("key")][QStringLiteral("transactional_id")].toString(), id);
            QCOMPARE(v[QStringLiteral("version")].toInt(),
                     theirs[offset][QStringLiteral("payload")][QStringLiteral("version")]
                         .toString()
                         .toInt());
            QCOMPARE(v[QStringLiteral("state")].toString(),
                     t[QStringLiteral("transactionStatus")].toString());
            QCOMPARE(v[QStringLiteral("producer_id")].toInteger(),
                     t[QStringLiteral("producerId")].toInteger());
            QCOMPARE(v[QStringLiteral("producer_epoch")].toInt(),
                     t[QStringLiteral("producerEpoch")].toInt());
            QCOMPARE(v[QStringLiteral("previous_producer_id")].toInteger(),
                     t[QStringLiteral("previousProducerId")].toInteger(-1));
            QCOMPARE(v[QStringLiteral("transaction_timeout_ms")].toInt(), 600000);
            QCOMPARE(v[QStringLiteral("transaction_timeout_ms")].toInt(),
                     t[QStringLiteral("transactionTimeoutMs")].toInt());
            QCOMPARE(v[QStringLiteral("last_update_timestamp")].toInteger(),
                     t[QStringLiteral("transactionLastUpdateTimestampMs")].toInteger());
            QCOMPARE(v[QStringLiteral("start_timestamp")].toInteger(),
                     t[QStringLiteral("transactionStartTimestampMs")].toInteger());
            QCOMPARE(v[QStringLiteral("client_transaction_version")].toInt(),
                     t[QStringLiteral("clientTransactionVersion")].toInt(0));
            QSet<QString> ourParts, theirParts;
            for (const QJsonValue &p : v[QStringLiteral("partitions")].toArray())
                for (const QJsonValue &n : p[QStringLiteral("partitions")].toArray())
                    ourParts << QStringLiteral("%1-%2")
                                    .arg(p[QStringLiteral("topic")].toString())
                                    .arg(n.toInt());
            for (const QJsonValue &p : t[QStringLiteral("transactionPartitions")].toArray())
                for (const QJsonValue &n : p[QStringLiteral("partitionIds")].toArray())
                    theirParts << QStringLiteral("%1-%2")
                                      .arg(p[QStringLiteral("topic")].toString())
                                      .arg(n.toInt());
            QCOMPARE(ourParts, theirParts);
            states << v[QStringLiteral("state")].toString();
        }
        QCOMPARE(ours.size(), theirs.size());
        QVERIFY2(states.contains(QStringLiteral("Ongoing")) &&
                     states.contains(QStringLiteral("PrepareCommit")),
                 qPrintable(states.join(QLatin1Char(' '))));
        QCOMPARE(states.last(), QStringLiteral("CompleteCommit"));

        // The text form names the state; a group option is refused on this log.
        const test::ProcessResult text =
            cli(bootstrap,
                {QStringLiteral("offsets-log"), QStringLiteral("--log"),
                 QStringLiteral("transaction-state"), QStringLiteral("--transactional-id"), id});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("TransactionLog") && text.out.contains("\"CompleteCommit\""),
                 text.out.constData());
        const test::ProcessResult refused =
            cli(bootstrap, {QStringLiteral("offsets-log"), QStringLiteral("--log"),
                            QStringLiteral("transaction-state"), QStringLiteral("--group"),
                            QStringLiteral("g")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--transactional-id"), refused.err.constData());
    }

    // `transactions markers`: a partition where one transaction committed, one aborted and one is
    // still open, read batch by batch at the protocol level: each transactional batch with its
    // producer and fate, each control record with its type, as Kafka's DumpLogSegments shows the
    // same segment.
    void markersShowCommittedAbortedAndOpen()
    {
        const QString bootstrap = test::bootstrap("kafka1");
        const QString topic = test::uniqueName(QStringLiteral("txn-marks"));
        QCOMPARE(cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                                 QStringLiteral("--partitions"), QStringLiteral("2")})
                     .exitCode,
                 0);
        const auto dropTopic = qScopeGuard([&] {
            cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("delete"), topic,
                            QStringLiteral("--yes")});
        });
        for (const char *end : {"commit\n", "abort\n"}) {
            auto p =
                test::openTransaction(bootstrap, test::uniqueName(QStringLiteral("marks")), topic);
            QVERIFY(p);
            p->write(end);
            p->closeWriteChannel();
            QVERIFY(p->waitForFinished(60000));
        }
        auto open =
            test::openTransaction(bootstrap, test::uniqueName(QStringLiteral("marks")), topic);
        QVERIFY(open);
        const auto endOpen = qScopeGuard([&] {
            open->write("abort\n");
            open->closeWriteChannel();
            open->waitForFinished(60000);
        });

        const QJsonObject marks =
            cliJson(bootstrap, {QStringLiteral("transactions"), QStringLiteral("markers"), topic,
                                QStringLiteral("--partition"), QStringLiteral("0")});
        const QJsonArray ranges = marks[QStringLiteral("ranges")].toArray();
        const QJsonArray markers = marks[QStringLiteral("markers")].toArray();
        QCOMPARE(ranges.size(), 3);
        QCOMPARE(markers.size(), 2);
        const QStringList fates{QStringLiteral("committed"), QStringLiteral("aborted"),
                                QStringLiteral("open")};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(ranges[i][QStringLiteral("first_offset")].toInteger(), 2 * i);
            QCOMPARE(ranges[i][QStringLiteral("status")].toString(), fates[i]);
        }
        QCOMPARE(markers[0][QStringLiteral("type")].toString(), QStringLiteral("commit"));
        QCOMPARE(markers[0][QStringLiteral("offset")].toInteger(), 1);
        QCOMPARE(markers[1][QStringLiteral("type")].toString(), QStringLiteral("abort"));
        QCOMPARE(markers[1][QStringLiteral("offset")].toInteger(), 3);
        QCOMPARE(marks[QStringLiteral("high_watermark")].toInteger(), 5);
        QCOMPARE(marks[QStringLiteral("last_stable_offset")].toInteger(), 4);

        // Kafka's own reading of the segment: the same batches, producers and markers.
        QProcess dump;
        dump.start(test::javaPath(),
                   {QStringLiteral("-cp"), test::kafkaClasspath(),
                    QStringLiteral("org.apache.kafka.tools.DumpLogSegments"),
                    QStringLiteral("--print-data-log"), QStringLiteral("--files"),
                    qEnvironmentVariable("KAFSCOPE_TEST_KAFKA1_DIR") +
                        QStringLiteral("/node-1/data/%1-0/00000000000000000000.log").arg(topic)});
        QVERIFY(dump.waitForFinished(120000));
        static const QRegularExpression batch(QStringLiteral(
            "^baseOffset: (\\d+) lastOffset: (\\d+) .*producerId: (-?\\d+) .*isTransactional: "
            "(true|false) isControl: (true|false)"));
        static const QRegularExpression marker(QStringLiteral("endTxnMarker: (COMMIT|ABORT)"));
        QJsonArray theirRanges, theirMarkers;
        qint64 controlOffset = -1, controlProducer = -1;
        for (const QByteArray &l : dump.readAllStandardOutput().split('\n')) {
            const QString line = QString::fromUtf8(l);
            if (const auto m = batch.match(line); m.hasMatch()) {
                controlOffset = -1;
                if (m.captured(4) == QLatin1String("true") &&
                    m.captured(5) == QLatin1String("false"))
                    theirRanges.append(
                        QJsonObject{{QStringLiteral("first_offset"), m.captured(1).toLongLong()},
                                    {QStringLiteral("last_offset"), m.captured(2).toLongLong()},
                                    {QStringLiteral("producer_id"), m.captured(3).toLongLong()}});
                else if (m.captured(5) == QLatin1String("true")) {
                    controlOffset = m.captured(1).toLongLong();
                    controlProducer = m.captured(3).toLongLong();
                }
            } else if (const auto c = marker.match(line); c.hasMatch() && controlOffset >= 0) {
                theirMarkers.append(QJsonObject{{QStringLiteral("offset"), controlOffset},
                                                {QStringLiteral("producer_id"), controlProducer},
                                                {QStringLiteral("type"), c.captured(1).toLower()}});
            }
        }
        QCOMPARE(theirRanges.size(), ranges.size());
        for (int i = 0; i < ranges.size(); ++i)
            for (const char *k : {"first_offset", "last_offset", "producer_id"})
                QCOMPARE(ranges[i][QLatin1String(k)].toInteger(),
                         theirRanges[i][QLatin1String(k)].toInteger());
        QCOMPARE(theirMarkers.size(), markers.size());
        for (int i = 0; i < markers.size(); ++i) {
            QCOMPARE(markers[i][QStringLiteral("offset")].toInteger(),
                     theirMarkers[i][QStringLiteral("offset")].toInteger());
            QCOMPARE(markers[i][QStringLiteral("producer_id")].toInteger(),
                     theirMarkers[i][QStringLiteral("producer_id")].toInteger());
            QCOMPARE(markers[i][QStringLiteral("type")].toString(),
                     theirMarkers[i][QStringLiteral("type")].toString());
        }
        // The committed and aborted transactions' producers end with their own marker.
        QCOMPARE(markers[0][QStringLiteral("producer_id")].toInteger(),
                 ranges[0][QStringLiteral("producer_id")].toInteger());
        QCOMPARE(markers[1][QStringLiteral("producer_id")].toInteger(),
                 ranges[1][QStringLiteral("producer_id")].toInteger());

        // The text form: a row per batch and marker, then the counts.
        const test::ProcessResult text =
            cli(bootstrap, {QStringLiteral("transactions"), QStringLiteral("markers"), topic,
                            QStringLiteral("--partition"), QStringLiteral("0"),
                            QStringLiteral("--from"), QStringLiteral("2")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("ABORT marker") && !text.out.contains("COMMIT marker") &&
                     text.out.contains(
                         "offsets 2 to 4: 0 committed, 1 aborted, 1 open records in transactions"),
                 text.out.constData());
    }

    // The producer dies with its transaction open and the broker restarts without the coordinator's
    // log: both partitions hold a transaction no coordinator knows. `hanging` reports the two as
    // find-hanging does, `abort` ends each, and a read_committed read then gets the record written
    // after them; afterwards neither Kafscope nor the tool finds anything hanging.
    void hangingTransactionFoundAndAborted()
    {
        test::PrivateCluster broker;
        local::LocalCluster &cluster = broker.cluster();
        auto info = cluster.start();
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message()));
        const QString bootstrap = info->bootstrap;
        const QString topic = test::uniqueName(QStringLiteral("hanging"));
        QCOMPARE(cli(bootstrap, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                                 QStringLiteral("--partitions"), QStringLiteral("2")})
                     .exitCode,
                 0);
        const QString broken = test::makeHangingTransaction(
            cluster, broker.dir(), bootstrap, topic, test::uniqueName(QStringLiteral("lost")));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
        QCOMPARE(cli(bootstrap,
                     {QStringLiteral("produce"), topic, QStringLiteral("--partition"),
                      QStringLiteral("0"), QStringLiteral("--value"), QStringLiteral("after")})
                     .exitCode,
                 0);

        const QStringList hangingArgs = {QStringLiteral("transactions"),
                                         QStringLiteral("hanging"),
                                         QStringLiteral("--topic"),
                                         topic,
                                         QStringLiteral("--max-transaction-timeout"),
                                         QStringLiteral("0")};
        const QJsonArray hanging =
            cliJson(bootstrap, hangingArgs)[QStringLiteral("hanging")].toArray();
        const auto theirs = kafkaTransactions(
            bootstrap, {QStringLiteral("find-hanging"), QStringLiteral("--topic"), topic,
                        QStringLiteral("--max-transaction-timeout"), QStringLiteral("0")});
        QStringList aborted;
        for (const QJsonValue &h : hanging) {
            const test::ProcessResult r =
                cli(bootstrap, {QStringLiteral("transactions"), QStringLiteral("abort"),
                                QStringLiteral("--topic"), topic, QStringLiteral("--partition"),
                                QString::number(h[QStringLiteral("partition")].toInt()),
                                QStringLiteral("--producer-id"),
                                QString::number(h[QStringLiteral("producer_id")].toInteger()),
                                QStringLiteral("--yes")});
            if (r.exitCode == 0)
                aborted << QString::number(h[QStringLiteral("partition")].toInt());
            else
                qWarning("abort: %s", r.err.constData());
        }
        const QJsonArray after =
            cliJson(bootstrap, hangingArgs)[QStringLiteral("hanging")].toArray();
        const auto theirsAfter = kafkaTransactions(
            bootstrap, {QStringLiteral("find-hanging"), QStringLiteral("--topic"), topic,
                        QStringLiteral("--max-transaction-timeout"), QStringLiteral("0")});
        const test::ProcessResult committed =
            cli(bootstrap, {QStringLiteral("consume"), topic, QStringLiteral("--isolation"),
                            QStringLiteral("committed"), QStringLiteral("--partitions"),
                            QStringLiteral("0"), QStringLiteral("--max"), QStringLiteral("0"),
                            QStringLiteral("--format"), QStringLiteral("text")});
        QVERIFY(cluster.stop().ok());

        QCOMPARE(hanging.size(), 2);
        QSet<QString> ours, tools;
        for (const QJsonValue &h : hanging) {
            QVERIFY(h[QStringLiteral("transactional_id")].isNull());
            QCOMPARE(h[QStringLiteral("current_txn_start_offset")].toInteger(), 0);
            ours << QStringLiteral("%1/%2/%3")
                        .arg(h[QStringLiteral("partition")].toInt())
                        .arg(h[QStringLiteral("producer_id")].toInteger())
                        .arg(h[QStringLiteral("producer_epoch")].toInt());
        }
        const QStringList tp = column(theirs, QStringLiteral("Partition"));
        const QStringList tid = column(theirs, QStringLiteral("ProducerId"));
        const QStringList tep = column(theirs, QStringLiteral("ProducerEpoch"));
        for (qsizetype i = 0; i < tp.size(); ++i)
            tools << QStringLiteral("%1/%2/%3").arg(tp[i], tid.value(i), tep.value(i));
        QCOMPARE(ours, tools);
        QCOMPARE(aborted, (QStringList{QStringLiteral("0"), QStringLiteral("1")}));
        QCOMPARE(after.size(), 0);
        QCOMPARE(theirsAfter.size(), 1); // the header only
        QCOMPARE(committed.exitCode, 0);
        QVERIFY2(committed.out.contains("after"), committed.out.constData());
        QVERIFY2(!committed.out.contains("in-transaction"), committed.out.constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTransactions)
#include "test_transactions.moc"
