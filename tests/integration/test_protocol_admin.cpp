// Kafscope's own protocol layer on the three-node cluster (fixture kafka3), checked against Kafka's
// own tools from the same distribution: `brokers log-dirs` and `topics size` against
// kafka-log-dirs (LogDirsCommand), `cluster quorum` against kafka-metadata-quorum
// (MetadataQuorumCommand), and `quotas` against kafka-configs (ConfigCommand), both ways.
#include "local/kafka_distribution.h"
#include "test_main.h"
#include "kafka_tools.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStorageInfo>
#include <QtTest>

using namespace kafscope;

namespace {

using test::kafkaTool;

QJsonObject cliJson(const QStringList &args)
{
    const test::ProcessResult r = test::runProgram(
        "KAFSCOPE_CLI", QStringList{QStringLiteral("--bootstrap"), test::bootstrap("kafka3"),
                                    QStringLiteral("--json")} +
                            args);
    if (r.exitCode != 0)
        qWarning("kafscope-cli %s: %s", qPrintable(args.join(QLatin1Char(' '))), r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestProtocolAdmin : public QObject {
    Q_OBJECT
    QString m_topic;

private Q_SLOTS:
    void initTestCase()
    {
        m_topic = test::uniqueName(QStringLiteral("disk"));
        const test::ProcessResult created = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"), QStringLiteral("topics"),
             QStringLiteral("create"), m_topic, QStringLiteral("--partitions"), QStringLiteral("3"),
             QStringLiteral("--replication-factor"), QStringLiteral("3")});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        const test::ProcessResult produced = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"), QStringLiteral("produce"),
             m_topic, QStringLiteral("--generate"), QStringLiteral("--count"),
             QStringLiteral("3000"), QStringLiteral("--size"), QStringLiteral("300"),
             QStringLiteral("--keys"), QStringLiteral("30")});
        QVERIFY2(produced.exitCode == 0, produced.err.constData());
    }

    // Each broker's directory, its volume and the topic's replica sizes are what Kafka's own tool
    // reads (asked until two answers agree: followers may still be copying).
    void logDirsAgreeWithKafka()
    {
        QMap<QString, qint64> ours, theirs;
        QMap<QString, qint64> ourTotal; // log dir -> the volume's size the broker reports
        for (int attempt = 0; attempt < 20; ++attempt) {
            ours.clear();
            theirs.clear();
            const QJsonObject o = cliJson({QStringLiteral("brokers"), QStringLiteral("log-dirs")});
            for (const QJsonValue &b : o.value(QStringLiteral("brokers")).toArray()) {
                const int id = b[QStringLiteral("broker")].toInt();
                QVERIFY2(b[QStringLiteral("error")].isNull(),
                         qPrintable(b[QStringLiteral("error")].toString()));
                for (const QJsonValue &d : b[QStringLiteral("log_dirs")].toArray()) {
                    ourTotal[d[QStringLiteral("path")].toString()] =
                        d[QStringLiteral("total_bytes")].toInteger();
                    for (const QJsonValue &r : d[QStringLiteral("replicas")].toArray())
                        if (r[QStringLiteral("topic")].toString() == m_topic)
                            ours[QStringLiteral("%1/%2").arg(id).arg(
                                r[QStringLiteral("partition")].toInt())] =
                                r[QStringLiteral("size_bytes")].toInteger();
                }
            }
            const QByteArray out =
                kafkaTool(QStringLiteral("org.apache.kafka.tools.LogDirsCommand"),
                          {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                           QStringLiteral("--describe"), QStringLiteral("--topic-list"), m_topic});
            const QJsonObject k =
                QJsonDocument::fromJson(out.trimmed().split('\n').last()).object();
            for (const QJsonValue &b : k.value(QStringLiteral("brokers")).toArray())
                for (const QJsonValue &d : b[QStringLiteral("logDirs")].toArray()) {
                    for (const QJsonValue &p : d[QStringLiteral("partitions")].toArray()) {
                        const QString part = p[QStringLiteral("partition")].toString();
                        theirs[QStringLiteral("%1/%2")
                                   .arg(b[QStringLiteral("broker")].toInt())
                                   .arg(part.mid(part.lastIndexOf(QLatin1Char('-')) + 1))] =
                            p[QStringLiteral("size")].toInteger();
                    }
                }
            if (ours == theirs && ours.size() == 9)
                break;
            QTest::qWait(500);
        }
        QCOMPARE(ours.size(), 9); // 3 partitions x 3 replicas
        QCOMPARE(ours, theirs);
        qint64 sum = 0;
        for (qint64 v : std::as_const(ours))
            sum += v;
        QVERIFY(sum > 3 * 3000 * 300); // three copies of 3000 records of 300 bytes
        // Kafka's tool does not print the volume; the brokers run here, so the file system says.
        QCOMPARE(ourTotal.size(), 3);
        for (auto it = ourTotal.constBegin(); it != ourTotal.constEnd(); ++it)
            QCOMPARE(it.value(), QStorageInfo(it.key()).bytesTotal());

        // topics size: the same bytes, and one copy a third of them.
        const QJsonObject sizes =
            cliJson({QStringLiteral("topics"), QStringLiteral("size"), m_topic});
        const QJsonObject t = sizes[QStringLiteral("topics")].toArray().first().toObject();
        QCOMPARE(t[QStringLiteral("topic")].toString(), m_topic);
        QCOMPARE(t[QStringLiteral("bytes")].toInteger(), sum);
        QCOMPARE(t[QStringLiteral("partitions")].toInt(), 3);
        QCOMPARE(t[QStringLiteral("replicas")].toInt(), 9);
        QVERIFY(t[QStringLiteral("one_copy_bytes")].toInteger() * 3 >= sum);
    }

    // The quorum: the leader, its epoch and the voters are what kafka-metadata-quorum says.
    void quorumAgreesWithKafka()
    {
        const QJsonObject q = cliJson({QStringLiteral("cluster"), QStringLiteral("quorum")});
        const QString status = QString::fromUtf8(
            kafkaTool(QStringLiteral("org.apache.kafka.tools.MetadataQuorumCommand"),
                      {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                       QStringLiteral("describe"), QStringLiteral("--status")}));
        auto field = [&](const char *name) {
            const QRegularExpression re(QStringLiteral("%1:\\s*(\\S.*)").arg(QLatin1String(name)));
            return re.match(status).captured(1).trimmed();
        };
        QCOMPARE(q[QStringLiteral("leader_id")].toInt(), field("LeaderId").toInt());
        QCOMPARE(q[QStringLiteral("leader_epoch")].toInt(), field("LeaderEpoch").toInt());
        QList<int> voters;
        for (const QJsonValue &v : q[QStringLiteral("voters")].toArray())
            voters << v[QStringLiteral("id")].toInt();
        std::sort(voters.begin(), voters.end());
        QCOMPARE(voters, (QList<int>{1, 2, 3}));
        const QRegularExpression id(QStringLiteral("\"id\":\\s*(\\d+)"));
        QList<int> theirs;
        for (auto it = id.globalMatch(field("CurrentVoters")); it.hasNext();)
            theirs << it.next().captured(1).toInt();
        std::sort(theirs.begin(), theirs.end());
        QCOMPARE(voters, theirs);
        QVERIFY(q[QStringLiteral("high_watermark")].toInteger() > 0);
        // The replication view: every voter's log end offset within reach of the leader's.
        const QString replication = QString::fromUtf8(
            kafkaTool(QStringLiteral("org.apache.kafka.tools.MetadataQuorumCommand"),
                      {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                       QStringLiteral("describe"), QStringLiteral("--replication")}));
        for (const QJsonValue &v : q[QStringLiteral("voters")].toArray()) {
            const QRegularExpression row(QStringLiteral("^\\s*%1\\s+\\S+\\s+(\\d+)\\s+(\\d+)")
                                             .arg(v[QStringLiteral("id")].toInt()),
                                         QRegularExpression::MultilineOption);
            const auto m = row.match(replication);
            QVERIFY2(m.hasMatch(), qPrintable(replication));
            QVERIFY(std::abs(m.captured(1).toLongLong() -
                             v[QStringLiteral("log_end_offset")].toInteger()) < 1000);
            QVERIFY(v[QStringLiteral("lag")].toInteger() >= 0);
        }
    }

    // Quotas set with Kafscope are what kafka-configs describes, and the other way round; removed,
    // they are gone from both.
    void quotasAgreeWithKafka()
    {
        const QString user = test::uniqueName(QStringLiteral("quser"));
        const test::ProcessResult set = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"), QStringLiteral("quotas"),
             QStringLiteral("set"), QStringLiteral("--user"), user, QStringLiteral("--quota"),
             QStringLiteral("producer_byte_rate=1048576"), QStringLiteral("--quota"),
             QStringLiteral("request_percentage=25.5"), QStringLiteral("--yes")});
        QVERIFY2(set.exitCode == 0, set.err.constData());
        const QString described = QString::fromUtf8(
            kafkaTool(QStringLiteral("org.apache.kafka.tools.ConfigCommand"),
                      {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                       QStringLiteral("--describe"), QStringLiteral("--entity-type"),
                       QStringLiteral("users"), QStringLiteral("--entity-name"), user}));
        QVERIFY2(described.contains(QLatin1String("producer_byte_rate=1048576.0")) &&
                     described.contains(QLatin1String("request_percentage=25.5")),
                 qPrintable(described));
        // Kafka's tool sets a client id's quota; Kafscope lists it.
        const QString client = test::uniqueName(QStringLiteral("qclient"));
        kafkaTool(QStringLiteral("org.apache.kafka.tools.ConfigCommand"),
                  {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                   QStringLiteral("--alter"), QStringLiteral("--entity-type"),
                   QStringLiteral("clients"), QStringLiteral("--entity-name"), client,
                   QStringLiteral("--add-config"), QStringLiteral("consumer_byte_rate=4096")});
        QJsonObject listed;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                listed = cliJson({QStringLiteral("quotas"), QStringLiteral("list")});
                for (const QJsonValue &q : listed[QStringLiteral("quotas")].toArray())
                    if (q[QStringLiteral("entity")][QStringLiteral("client-id")].toString() ==
                        client)
                        return q[QStringLiteral("quotas")][QStringLiteral("consumer_byte_rate")]
                                   .toDouble() == 4096;
                return false;
            }(),
            10000);
        bool ours = false;
        for (const QJsonValue &q : listed[QStringLiteral("quotas")].toArray())
            if (q[QStringLiteral("entity")][QStringLiteral("user")].toString() == user)
                ours =
                    q[QStringLiteral("quotas")][QStringLiteral("producer_byte_rate")].toDouble() ==
                    1048576;
        QVERIFY(ours);
        // Removed with Kafscope: Kafka's tool sees none left.
        const test::ProcessResult removed = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"), QStringLiteral("quotas"),
             QStringLiteral("remove"), QStringLiteral("--user"), user, QStringLiteral("--quota"),
             QStringLiteral("producer_byte_rate"), QStringLiteral("--quota"),
             QStringLiteral("request_percentage"), QStringLiteral("--yes")});
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(
            !QString::fromUtf8(
                 kafkaTool(QStringLiteral("org.apache.kafka.tools.ConfigCommand"),
                           {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                            QStringLiteral("--describe"), QStringLiteral("--entity-type"),
                            QStringLiteral("users"), QStringLiteral("--entity-name"), user}))
                 .contains(QLatin1String("producer_byte_rate")),
            10000);
        // Without --yes nothing changes, and a read-only connection refuses.
        const test::ProcessResult unconfirmed = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"), QStringLiteral("quotas"),
             QStringLiteral("set"), QStringLiteral("--user"), user, QStringLiteral("--quota"),
             QStringLiteral("producer_byte_rate=1")});
        QCOMPARE(unconfirmed.exitCode, 2);
        QVERIFY(unconfirmed.err.contains("--yes"));
        const test::ProcessResult readOnly = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"),
             QStringLiteral("--read-only"), QStringLiteral("quotas"), QStringLiteral("set"),
             QStringLiteral("--user"), user, QStringLiteral("--quota"),
             QStringLiteral("producer_byte_rate=1"), QStringLiteral("--yes")});
        QVERIFY(readOnly.exitCode != 0);
        QVERIFY2(readOnly.err.contains("Read-only"), readOnly.err.constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProtocolAdmin)
#include "test_protocol_admin.moc"
