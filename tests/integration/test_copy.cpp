// kafscope-cli copy (issue 39) between two real clusters, kafka1 and kafka3: 100,000 records with
// keys, null keys, tombstones, headers (a null header value among them) and their own timestamps
// arrive record by record and in order; a copy killed midway and run again with its state file
// ends with every record there once; by key over a target with other partitions keeps each key's
// order where Kafka's partitioner puts it; the original pace is kept (--speed); what must be
// refused is.
#include "browse/key_partitioner.h"
#include "kafka_tools.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

namespace {

constexpr int kRecords = 100000;
constexpr int kPartitions = 4;

void createTopic(const char *fixture, const QString &topic, int partitions)
{
    const auto r =
        test::cliOn(fixture, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                              QStringLiteral("--partitions"), QString::number(partitions)});
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

// Every record of `topic` as consume --format json prints it, per partition in offset order,
// without what a copy cannot keep (topic, offset, timestamp type).
QMap<int, QList<QJsonObject>> records(const char *fixture, const QString &topic)
{
    const auto r = test::cliOn(fixture, {QStringLiteral("consume"), topic, QStringLiteral("--max"),
                                         QStringLiteral("0"), QStringLiteral("--format"),
                                         QStringLiteral("json")});
    if (r.exitCode != 0)
        qWarning("consume %s: %s", qPrintable(topic), r.err.constData());
    QMap<int, QList<QJsonObject>> out;
    for (const QByteArray &line : r.out.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonObject o = QJsonDocument::fromJson(line).object();
        const int partition = o.value(QStringLiteral("partition")).toInt();
        o.remove(QStringLiteral("topic"));
        o.remove(QStringLiteral("offset"));
        o.remove(QStringLiteral("timestamp_type"));
        out[partition] << o;
    }
    return out;
}

// The records a topic holds, from its watermarks (no read).
qsizetype held(const char *fixture, const QString &topic)
{
    const auto r = test::cliOn(fixture, {QStringLiteral("--json"), QStringLiteral("topics"),
                                         QStringLiteral("describe"), topic});
    qsizetype n = 0;
    for (const QJsonValue &p :
         QJsonDocument::fromJson(r.out).object().value(QStringLiteral("partitions")).toArray())
        n += qsizetype(p[QStringLiteral("high")].toDouble() - p[QStringLiteral("low")].toDouble());
    return n;
}

qsizetype total(const QMap<int, QList<QJsonObject>> &byPartition)
{
    qsizetype n = 0;
    for (const auto &list : byPartition)
        n += list.size();
    return n;
}

QJsonObject json(const test::ProcessResult &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

QStringList copyArgs(const QString &from, const QString &to, const QStringList &more = {})
{
    return QStringList{QStringLiteral("copy"),           from,
                       QStringLiteral("--to"),           to,
                       QStringLiteral("--to-bootstrap"), test::bootstrap("kafka3")} +
           more;
}

} // namespace

class TestCopy : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_source; // on kafka1: kRecords records over kPartitions partitions
    QMap<int, QList<QJsonObject>> m_sourceRecords;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = test::uniqueName(QStringLiteral("copy-src"));
        createTopic("kafka1", m_source, kPartitions);
        // Written as JSON Lines with their partition and timestamp: every 97th key null, every
        // 101st value a tombstone, two headers (the second one's value null on every 7th).
        QFile f(m_dir.filePath(QStringLiteral("source.jsonl")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        const qint64 base = QDateTime::currentMSecsSinceEpoch() - 3600 * 1000;
        for (int i = 0; i < kRecords; ++i) {
            QJsonObject o{
                {QStringLiteral("partition"), i % kPartitions},
                {QStringLiteral("timestamp"), base + i * 7},
                {QStringLiteral("key"),
                 i % 97 == 0 ? QJsonValue() : QJsonValue(QStringLiteral("k%1").arg(i % 500))},
                {QStringLiteral("value"),
                 i % 101 == 0 ? QJsonValue()
                              : QJsonValue(QStringLiteral("{\"seq\":%1,\"pad\":\"%2\"}")
                                               .arg(i)
                                               .arg(QString(40 + i % 60, QLatin1Char('x'))))},
                {QStringLiteral("headers"),
                 QJsonArray{
                     QJsonObject{{QStringLiteral("key"), QStringLiteral("trace")},
                                 {QStringLiteral("value"), QString::number(i)}},
                     QJsonObject{{QStringLiteral("key"), QStringLiteral("origin")},
                                 {QStringLiteral("value"),
                                  i % 7 == 0 ? QJsonValue() : QJsonValue(QStringLiteral("eu"))}}}}};
            f.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
        }
        f.close();
        const auto produced = test::cliOn("kafka1", {QStringLiteral("produce"), m_source,
                                                     QStringLiteral("--from-jsonl"), f.fileName(),
                                                     QStringLiteral("--keep-partitions"),
                                                     QStringLiteral("--keep-timestamps")});
        QVERIFY2(produced.exitCode == 0, produced.err.constData());
        m_sourceRecords = records("kafka1", m_source);
        QCOMPARE(total(m_sourceRecords), qsizetype(kRecords));
    }

    void copiesEveryRecordBetweenClusters()
    {
        const QString target = test::uniqueName(QStringLiteral("copy-dst"));
        createTopic("kafka3", target, kPartitions);
        const auto r =
            test::cliOn("kafka1", copyArgs(m_source, target, {QStringLiteral("--json")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject report = json(r);
        QCOMPARE(report.value(QStringLiteral("written")).toInt(), kRecords);
        QCOMPARE(report.value(QStringLiteral("failed")).toInt(), 0);
        QVERIFY(report.value(QStringLiteral("complete")).toBool());
        QVERIFY(
            report.value(QStringLiteral("source")).toObject().value(QStringLiteral("cluster")) !=
            report.value(QStringLiteral("target")).toObject().value(QStringLiteral("cluster")));
        // Progress was printed while it ran (on stderr beside the JSON report).
        QVERIFY2(r.err.contains("copied "), r.err.constData());
        const auto copied = records("kafka3", target);
        for (int p = 0; p < kPartitions; ++p) {
            QCOMPARE(copied.value(p).size(), m_sourceRecords.value(p).size());
            for (qsizetype i = 0; i < copied.value(p).size(); ++i)
                QVERIFY2(
                    copied[p][i] == m_sourceRecords[p][i],
                    qPrintable(QStringLiteral("partition %1 record %2: %3 vs %4")
                                   .arg(p)
                                   .arg(i)
                                   .arg(QString::fromUtf8(
                                       QJsonDocument(copied[p][i]).toJson(QJsonDocument::Compact)))
                                   .arg(QString::fromUtf8(QJsonDocument(m_sourceRecords[p][i])
                                                              .toJson(QJsonDocument::Compact)))));
        }
    }

    void killedMidwayAndResumedWritesEveryRecordOnce()
    {
        const QString target = test::uniqueName(QStringLiteral("copy-resume"));
        createTopic("kafka3", target, kPartitions);
        const QString state = m_dir.filePath(QStringLiteral("resume.json"));
        QProcess copy;
        copy.setProgram(QString::fromLocal8Bit(qgetenv("KAFSCOPE_CLI")));
        copy.setArguments(QStringList{QStringLiteral("--bootstrap"), test::bootstrap("kafka1")} +
                          copyArgs(m_source, target,
                                   {QStringLiteral("--state"), state, QStringLiteral("--rate"),
                                    QStringLiteral("20000")}));
        copy.start();
        QVERIFY(copy.waitForStarted());
        // Killed (SIGKILL, no chance to flush) once it printed 60 % copied: past its first
        // checkpoint (every 2 s), with records written after it.
        QByteArray printed;
        QElapsedTimer t;
        t.start();
        bool killed = false;
        while (!killed && t.elapsed() < 60000 && copy.state() == QProcess::Running) {
            copy.waitForReadyRead(200);
            printed += copy.readAllStandardOutput();
            const QList<QByteArray> lines = printed.split('\n');
            for (const QByteArray &line : lines) {
                const QByteArray n = line.startsWith("copied ")
                                         ? line.mid(7).split(' ').value(0).replace(',', "")
                                         : QByteArray();
                if (n.toLongLong() >= kRecords * 6 / 10) {
                    copy.kill();
                    killed = true;
                    break;
                }
            }
        }
        QVERIFY2(killed, printed.constData());
        copy.waitForFinished(10000);
        QFile stateFile(state);
        QVERIFY(stateFile.open(QIODevice::ReadOnly));
        const QJsonObject saved = QJsonDocument::fromJson(stateFile.readAll()).object();
        qint64 checkpointed = 0;
        for (const QJsonValue &next : saved.value(QStringLiteral("next")).toObject())
            checkpointed += qint64(next.toDouble());
        QVERIFY2(checkpointed > 0 && !saved.value(QStringLiteral("complete")).toBool(),
                 qPrintable(QString::fromUtf8(QJsonDocument(saved).toJson())));
        const qsizetype before = held("kafka3", target);
        QVERIFY2(before > 0 && before < kRecords, qPrintable(QString::number(before)));

        const auto resumed = test::cliOn(
            "kafka1", copyArgs(m_source, target,
                               {QStringLiteral("--state"), state, QStringLiteral("--json")}));
        QVERIFY2(resumed.exitCode == 0, qPrintable(QStringLiteral("exit %1: %2 %3")
                                                       .arg(resumed.exitCode)
                                                       .arg(QString::fromUtf8(resumed.err),
                                                            QString::fromUtf8(resumed.out))));
        const QJsonObject report = json(resumed);
        QVERIFY(report.value(QStringLiteral("resumed")).toBool());
        QVERIFY(report.value(QStringLiteral("complete")).toBool());
        const auto copied = records("kafka3", target);
        QCOMPARE(total(copied), qsizetype(kRecords));
        for (int p = 0; p < kPartitions; ++p)
            QVERIFY2(copied.value(p) == m_sourceRecords.value(p),
                     qPrintable(QStringLiteral("partition %1 differs").arg(p)));
        // Run once more: the state says it is complete, nothing is written.
        const auto again = test::cliOn(
            "kafka1", copyArgs(m_source, target,
                               {QStringLiteral("--state"), state, QStringLiteral("--json")}));
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(held("kafka3", target), qsizetype(kRecords));
    }

    void byKeyKeepsEachKeysOrderWhereKafkaPutsIt()
    {
        const QString target = test::uniqueName(QStringLiteral("copy-bykey"));
        createTopic("kafka3", target, 3);
        const auto r = test::cliOn(
            "kafka1", copyArgs(m_source, target,
                               {QStringLiteral("--partitioning"), QStringLiteral("key"),
                                QStringLiteral("--filter"), QStringLiteral("key != null"),
                                QStringLiteral("--json")}));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const auto copied = records("kafka3", target);
        // Per key, the source's order (each key lives in one source partition).
        QHash<QString, QList<QJsonValue>> sourceByKey, targetByKey;
        for (const auto &list : m_sourceRecords)
            for (const QJsonObject &o : list)
                if (!o.value(QStringLiteral("key")).isNull())
                    sourceByKey[o.value(QStringLiteral("key")).toString()]
                        << o.value(QStringLiteral("value"));
        for (auto it = copied.constBegin(); it != copied.constEnd(); ++it)
            for (const QJsonObject &o : it.value()) {
                const QString key = o.value(QStringLiteral("key")).toString();
                QCOMPARE(it.key(), defaultPartitionForKey(key.toUtf8(), 3));
                targetByKey[key] << o.value(QStringLiteral("value"));
            }
        QCOMPARE(targetByKey.size(), sourceByKey.size());
        for (auto it = sourceByKey.constBegin(); it != sourceByKey.constEnd(); ++it)
            QVERIFY2(targetByKey.value(it.key()) == it.value(), qPrintable(it.key()));
    }

    void originalPaceIsKept()
    {
        // A burst recorded with gaps of 0.4-0.8 s, copied at 1x and at 2x on the same cluster.
        const QString burst = test::uniqueName(QStringLiteral("copy-burst"));
        createTopic("kafka1", burst, 1);
        const QList<qint64> offsetsMs{0, 400, 800, 1600, 2000, 2400};
        QFile f(m_dir.filePath(QStringLiteral("burst.jsonl")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        const qint64 base = QDateTime::currentMSecsSinceEpoch() - 60000;
        for (qint64 at : offsetsMs)
            f.write(QJsonDocument(QJsonObject{{QStringLiteral("timestamp"), base + at},
                                              {QStringLiteral("value"), QString::number(at)}})
                        .toJson(QJsonDocument::Compact) +
                    '\n');
        f.close();
        QCOMPARE(
            test::cliOn("kafka1", {QStringLiteral("produce"), burst, QStringLiteral("--from-jsonl"),
                                   f.fileName(), QStringLiteral("--keep-timestamps")})
                .exitCode,
            0);
        for (const double speed : {1.0, 2.0}) {
            const QString target = test::uniqueName(QStringLiteral("copy-paced"));
            createTopic("kafka1", target, 1);
            const auto r = test::cliOn(
                "kafka1", {QStringLiteral("copy"), burst, QStringLiteral("--to"), target,
                           QStringLiteral("--speed"), QStringLiteral("%1x").arg(speed),
                           QStringLiteral("--timestamps"), QStringLiteral("now")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QList<QJsonObject> copied = records("kafka1", target).value(0);
            QCOMPARE(copied.size(), offsetsMs.size());
            const qint64 first = qint64(copied[0].value(QStringLiteral("timestamp")).toDouble());
            // Stated tolerance: each record within 250 ms of its scaled place.
            for (qsizetype i = 0; i < copied.size(); ++i) {
                const qint64 gap =
                    qint64(copied[i].value(QStringLiteral("timestamp")).toDouble()) - first;
                const qint64 expected = qint64(double(offsetsMs[i]) / speed);
                QVERIFY2(qAbs(gap - expected) <= 250,
                         qPrintable(QStringLiteral("%1x record %2 at +%3 ms, expected +%4 ms")
                                        .arg(speed)
                                        .arg(i)
                                        .arg(gap)
                                        .arg(expected)));
            }
        }
    }

    void redriveSendsDeadLettersBack()
    {
        // A dead-letter topic with Kafka Connect's and Spring Kafka's headers, and records it
        // must leave where they are.
        const QString orders = test::uniqueName(QStringLiteral("redrive-orders"));
        const QString payments = test::uniqueName(QStringLiteral("redrive-payments"));
        const QString dlq = test::uniqueName(QStringLiteral("redrive-dlq"));
        createTopic("kafka1", orders, 2);
        createTopic("kafka1", payments, 1);
        createTopic("kafka1", dlq, 1);
        QFile f(m_dir.filePath(QStringLiteral("dlq.jsonl")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        auto line = [&f](const QString &key, const QString &value, const QJsonArray &headers) {
            f.write(QJsonDocument(QJsonObject{{QStringLiteral("key"), key},
                                              {QStringLiteral("value"), value},
                                              {QStringLiteral("headers"), headers}})
                        .toJson(QJsonDocument::Compact) +
                    '\n');
        };
        auto header = [](const QString &k, const QString &v) {
            return QJsonObject{{QStringLiteral("key"), k}, {QStringLiteral("value"), v}};
        };
        for (int i = 0; i < 30; ++i)
            line(QStringLiteral("o%1").arg(i), QStringLiteral("order %1").arg(i),
                 {header(QStringLiteral("__connect.errors.topic"), orders),
                  header(QStringLiteral("__connect.errors.partition"), QStringLiteral("0")),
                  header(QStringLiteral("__connect.errors.exception.class.name"),
                         QStringLiteral("org.apache.kafka.connect.errors.DataException")),
                  header(QStringLiteral("app"), QStringLiteral("a%1").arg(i))});
        for (int i = 0; i < 20; ++i)
            line(QStringLiteral("p%1").arg(i), QStringLiteral("payment %1").arg(i),
                 {header(QStringLiteral("kafka_dlt-original-topic"), payments),
                  header(QStringLiteral("kafka_dlt-exception-message"), QStringLiteral("boom")),
                  header(QStringLiteral("app"), QStringLiteral("p%1").arg(i))});
        for (int i = 0; i < 3; ++i)
            line(QStringLiteral("n%1").arg(i), QStringLiteral("nowhere"),
                 {header(QStringLiteral("app"), QStringLiteral("n"))});
        line(QStringLiteral("self"), QStringLiteral("loop"),
             {header(QStringLiteral("__connect.errors.topic"), dlq)});
        line(QStringLiteral("gone"), QStringLiteral("gone"),
             {header(QStringLiteral("__connect.errors.topic"),
                     test::uniqueName(QStringLiteral("redrive-missing")))});
        f.close();
        QCOMPARE(test::cliOn("kafka1", {QStringLiteral("produce"), dlq,
                                        QStringLiteral("--from-jsonl"), f.fileName()})
                     .exitCode,
                 0);

        // The dry run says where each record would go, and writes nothing.
        auto r = test::cliOn("kafka1", {QStringLiteral("--json"), QStringLiteral("redrive"), dlq,
                                        QStringLiteral("--dry-run")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QList<QJsonObject> lines;
        for (const QByteArray &l : r.out.split('\n'))
            if (!l.trimmed().isEmpty())
                lines << QJsonDocument::fromJson(l).object();
        QCOMPARE(lines.size(), 56); // 55 records and the report
        QCOMPARE(lines[0].value(QStringLiteral("to")).toString(), orders);
        QCOMPARE(lines[30].value(QStringLiteral("to")).toString(), payments);
        QVERIFY(lines[50]
                    .value(QStringLiteral("skipped"))
                    .toString()
                    .contains(QStringLiteral("no header")));
        QVERIFY(lines[53]
                    .value(QStringLiteral("skipped"))
                    .toString()
                    .contains(QStringLiteral("dead-letter topic itself")));
        QVERIFY(lines[54]
                    .value(QStringLiteral("skipped"))
                    .toString()
                    .contains(QStringLiteral("does not exist")));
        QCOMPARE(total(records("kafka1", orders)) + total(records("kafka1", payments)),
                 qsizetype(0));

        // The redrive: each record back where its header says, without the error headers.
        r = test::cliOn("kafka1", {QStringLiteral("--json"), QStringLiteral("redrive"), dlq});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject report = QJsonDocument::fromJson(r.out.trimmed().split('\n').last())
                                       .object()
                                       .value(QStringLiteral("report"))
                                       .toObject();
        QCOMPARE(report.value(QStringLiteral("written")).toInt(), 50);
        QCOMPARE(report.value(QStringLiteral("skipped")).toInt(), 5);
        QCOMPARE(report.value(QStringLiteral("to")).toObject().value(orders).toInt(), 30);
        const auto back = [](const QMap<int, QList<QJsonObject>> &byPartition) {
            QMap<QString, QJsonObject> byKey;
            for (const auto &list : byPartition)
                for (const QJsonObject &o : list)
                    byKey.insert(o.value(QStringLiteral("key")).toString(), o);
            return byKey;
        };
        const auto ordersBack = back(records("kafka1", orders));
        const auto paymentsBack = back(records("kafka1", payments));
        QCOMPARE(ordersBack.size(), 30);
        QCOMPARE(paymentsBack.size(), 20);
        for (int i = 0; i < 30; ++i) {
            const QJsonObject o = ordersBack.value(QStringLiteral("o%1").arg(i));
            QCOMPARE(o.value(QStringLiteral("value")).toString(),
                     QStringLiteral("order %1").arg(i));
            const QJsonArray headers = o.value(QStringLiteral("headers")).toArray();
            QCOMPARE(headers.size(), 1);
            QCOMPARE(headers[0].toObject().value(QStringLiteral("key")).toString(),
                     QStringLiteral("app"));
        }
        QCOMPARE(paymentsBack.value(QStringLiteral("p7"))
                     .value(QStringLiteral("headers"))
                     .toArray()
                     .size(),
                 1);
        // Nothing was taken from the dead-letter topic.
        QCOMPARE(total(records("kafka1", dlq)), qsizetype(55));
    }

    void refusesWhatItMustNot()
    {
        // Into the topic it reads.
        auto r = test::cliOn("kafka1",
                             {QStringLiteral("copy"), m_source, QStringLiteral("--to"), m_source});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("nothing is ever written to the source"), r.err.constData());
        // A read-only connection writes nothing.
        const QString target = test::uniqueName(QStringLiteral("copy-ro"));
        createTopic("kafka3", target, kPartitions);
        r = test::cliOn("kafka1",
                        QStringList{QStringLiteral("--read-only")} + copyArgs(m_source, target));
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("ead-only"), r.err.constData());
        QCOMPARE(total(records("kafka3", target)), qsizetype(0));
        // Partition for partition into a topic with fewer.
        const QString small = test::uniqueName(QStringLiteral("copy-small"));
        createTopic("kafka3", small, 2);
        r = test::cliOn("kafka1", copyArgs(m_source, small));
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("--partitioning key"), r.err.constData());
        // A state file of another copy.
        r = test::cliOn("kafka1", copyArgs(m_source, small,
                                           {QStringLiteral("--partitioning"), QStringLiteral("key"),
                                            QStringLiteral("--state"),
                                            m_dir.filePath(QStringLiteral("resume.json"))}));
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("give another --state file"), r.err.constData());
        // A target that does not exist.
        r = test::cliOn("kafka1", copyArgs(m_source, test::uniqueName(QStringLiteral("nowhere"))));
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("does not exist"), r.err.constData());
    }
};

KAFSCOPE_TEST_MAIN(TestCopy)
#include "test_copy.moc"
