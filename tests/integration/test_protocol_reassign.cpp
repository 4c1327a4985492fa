// Partition reassignment on the three-node cluster (fixture kafka3) through kafscope-cli, checked
// with Kafka's own ReassignPartitionsCommand --verify: a throttled move to another broker followed
// to its end (the throttle set during it, gone after), a replication factor raised from 1 to 3, and
// a crawling move cancelled midway; every record still there after each; a preferred leader
// election after a reordering plan.
#include "admin/config_admin.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "local/kafka_distribution.h"
#include "kafka_tools.h"
#include "test_cluster.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

namespace {

using test::kafkaTool;

test::ProcessResult cli(const QStringList &args, int timeoutMs = 120000)
{
    return test::cliOn("kafka3", args, timeoutMs);
}

QJsonObject cliJson(const QStringList &args)
{
    const test::ProcessResult r = cli(QStringList{QStringLiteral("--json")} + args);
    if (r.exitCode != 0)
        qWarning("kafscope-cli %s: %s", qPrintable(args.join(QLatin1Char(' '))), r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

QList<int> ints(const QJsonValue &v)
{
    QList<int> out;
    for (const QJsonValue &x : v.toArray())
        out << x.toInt();
    return out;
}

QString dynamicValue(const Result<QList<ConfigEntry>> &configs, const QString &name)
{
    return test::dynamicConfigValue(configs, name);
}

} // namespace

class TestProtocolReassign : public QObject {
    Q_OBJECT
    std::unique_ptr<KafkaClient> m_client;
    QList<int> m_brokers;
    QTemporaryDir m_dir;

    QList<QList<int>> replicas(const QString &topic)
    {
        return test::topicReplicas(*m_client, topic);
    }

    void createWithData(const QString &topic, int partitions, int count)
    {
        m_made << topic;
        const QString failed = test::createTopicWithData("kafka3", topic, partitions, count);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    int recordCount(const QString &topic) { return test::recordCount("kafka3", topic); }

    // The move to `target` in Kafka's reassignment JSON, in a file.
    QString planFile(const QString &topic, const QList<QList<int>> &target)
    {
        QJsonArray parts;
        for (int p = 0; p < target.size(); ++p) {
            QJsonArray r;
            for (int b : target[p])
                r.append(b);
            parts.append(QJsonObject{{QStringLiteral("topic"), topic},
                                     {QStringLiteral("partition"), p},
                                     {QStringLiteral("replicas"), r}});
        }
        const QString file = m_dir.filePath(topic + QStringLiteral(".json"));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("version"), 1},
                                          {QStringLiteral("partitions"), parts}})
                    .toJson());
        return file;
    }

    // Kafka's own --verify of the move to `target` (throttles left alone: ours are checked).
    QString kafkaVerify(const QString &topic, const QList<QList<int>> &target)
    {
        return QString::fromUtf8(
            kafkaTool(QStringLiteral("org.apache.kafka.tools.reassign.ReassignPartitionsCommand"),
                      {QStringLiteral("--bootstrap-server"), test::bootstrap("kafka3"),
                       QStringLiteral("--reassignment-json-file"), planFile(topic, target),
                       QStringLiteral("--verify"), QStringLiteral("--preserve-throttles")}));
    }

    // kafscope-cli's own --verify of the same file: {complete, done, pending}, and its exit code.
    QJsonObject ourVerify(const QString &topic, const QList<QList<int>> &target, int *exitCode)
    {
        const auto r = cli({QStringLiteral("--json"), QStringLiteral("topics"),
                            QStringLiteral("reassign"), QStringLiteral("--plan-file"),
                            planFile(topic, target), QStringLiteral("--verify")});
        *exitCode = r.exitCode;
        return QJsonDocument::fromJson(r.out).object();
    }

    // reassign-status --watch --json until done: its lines (the last says what throttle it
    // removed).
    QList<QJsonObject> watch(const QString &topic)
    {
        const auto r = cli({QStringLiteral("--json"), QStringLiteral("topics"),
                            QStringLiteral("reassign-status"), topic, QStringLiteral("--watch")},
                           300000);
        if (r.exitCode != 0)
            qWarning("reassign-status: %s", r.err.constData());
        QList<QJsonObject> lines;
        for (const QByteArray &line : r.out.split('\n'))
            if (!line.trimmed().isEmpty())
                lines << QJsonDocument::fromJson(line).object();
        return lines;
    }

    void checkNoThrottle(const QString &topic)
    {
        // (Each broker answers DescribeConfigs from its own copy of the metadata: it may lag.)
        for (const char *name :
             {"leader.replication.throttled.replicas", "follower.replication.throttled.replicas"})
            QTRY_COMPARE_WITH_TIMEOUT(
                dynamicValue(describeTopicConfigs(*m_client, topic), QLatin1String(name)),
                QString(), 10000);
        for (int b : std::as_const(m_brokers))
            for (const char *name :
                 {"leader.replication.throttled.rate", "follower.replication.throttled.rate"})
                QTRY_COMPARE_WITH_TIMEOUT(
                    dynamicValue(describeBrokerConfigs(*m_client, b), QLatin1String(name)),
                    QString(), 10000);
    }

    QStringList m_made; // the topics this test made, deleted at the end

private Q_SLOTS:
    // The cluster is shared: topics of one replica left on a broker would make other tests that
    // stop that broker see offline partitions.
    void cleanupTestCase()
    {
        for (const QString &t : std::as_const(m_made))
            (void)cli(
                {QStringLiteral("topics"), QStringLiteral("delete"), t, QStringLiteral("--yes")});
    }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        auto client =
            KafkaClient::create(test::profileFor("kafka3"), QStringLiteral("test-reassign"));
        QVERIFY2(client, client ? "" : qPrintable(client.error().message()));
        m_client = std::move(client.value());
        auto md = m_client->metadata(false);
        QVERIFY(md);
        for (const BrokerInfo &b : md->brokers)
            m_brokers << b.id;
        std::sort(m_brokers.begin(), m_brokers.end());
        QCOMPARE(m_brokers.size(), 3);
    }

    // A one-partition topic moves to another broker with a throttle; the throttle is set while it
    // moves and removed at the end by reassign-status --watch; Kafka agrees it is complete.
    void throttledMoveToAnotherBroker()
    {
        const QString topic = test::uniqueName(QStringLiteral("move"));
        createWithData(topic, 1, 20000);
        const QList<int> before = replicas(topic).value(0);
        QCOMPARE(before.size(), 1);
        const int target = m_brokers[(m_brokers.indexOf(before[0]) + 1) % 3];

        // The plan alone changes nothing.
        const QJsonObject plan =
            cliJson({QStringLiteral("topics"), QStringLiteral("reassign"), topic,
                     QStringLiteral("--brokers"), QString::number(target)});
        const QJsonObject p0 = plan[QStringLiteral("partitions")].toArray().first().toObject();
        QCOMPARE(ints(p0[QStringLiteral("current")]), before);
        QCOMPARE(ints(p0[QStringLiteral("target")]), QList<int>{target});
        QCOMPARE(ints(p0[QStringLiteral("added")]), QList<int>{target});
        QVERIFY(p0[QStringLiteral("expected_bytes")].toInteger() > 20000 * 200);
        QCOMPARE(replicas(topic).value(0), before);
        const auto unconfirmed = cli({QStringLiteral("topics"), QStringLiteral("reassign"), topic,
                                      QStringLiteral("--brokers"), QString::number(target),
                                      QStringLiteral("--execute")});
        QVERIFY(unconfirmed.exitCode != 0);

        const auto started =
            cli({QStringLiteral("topics"), QStringLiteral("reassign"), topic,
                 QStringLiteral("--brokers"), QString::number(target), QStringLiteral("--execute"),
                 QStringLiteral("--yes"), QStringLiteral("--throttle"), QStringLiteral("1000000")});
        QVERIFY2(started.exitCode == 0, started.err.constData());
        // The throttle while it moves: the partition's current replica leads, the new one follows.
        // (Each broker answers DescribeConfigs from its own copy of the metadata, which may lag
        // the controller a moment.)
        QTRY_COMPARE_WITH_TIMEOUT(
            dynamicValue(describeTopicConfigs(*m_client, topic),
                         QStringLiteral("leader.replication.throttled.replicas")),
            QStringLiteral("0:%1").arg(before[0]), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(
            dynamicValue(describeTopicConfigs(*m_client, topic),
                         QStringLiteral("follower.replication.throttled.replicas")),
            QStringLiteral("0:%1").arg(target), 10000);
        for (int b : {before[0], target})
            QTRY_COMPARE_WITH_TIMEOUT(
                dynamicValue(describeBrokerConfigs(*m_client, b),
                             QStringLiteral("follower.replication.throttled.rate")),
                QStringLiteral("1000000"), 10000);

        const QList<QJsonObject> lines = watch(topic);
        QVERIFY(lines.size() >= 2);
        bool sawMoving = false;
        for (const QJsonObject &l : lines)
            for (const QJsonValue &m : l[QStringLiteral("moving")].toArray()) {
                QCOMPARE(ints(m[QStringLiteral("adding")]), QList<int>{target});
                QVERIFY(m[QStringLiteral("bytes_total")].toInteger() > 20000 * 200);
                sawMoving = true;
            }
        QVERIFY(sawMoving); // 4 MB at 1 MB/s: seen moving at least once
        QVERIFY(lines[lines.size() - 2][QStringLiteral("done")].toBool());
        const QJsonObject removed = lines.last()[QStringLiteral("throttle_removed")].toObject();
        QCOMPARE(removed[QStringLiteral("topics")].toArray().size(), 1);
        QVERIFY(ints(removed[QStringLiteral("brokers")]).contains(target));
        checkNoThrottle(topic);

        QCOMPARE(replicas(topic).value(0), QList<int>{target});
        const QString verified = kafkaVerify(topic, {{target}});
        QVERIFY2(verified.contains(
                     QStringLiteral("Reassignment of partition %1-0 is completed").arg(topic)),
                 qPrintable(verified));
        int exitCode = -1;
        const QJsonObject ours = ourVerify(topic, {{target}}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY(ours[QStringLiteral("complete")].toBool());
        QCOMPARE(ours[QStringLiteral("done")].toInt(), 1);
        QCOMPARE(recordCount(topic), 20000);
    }

    // Replication factor 1 -> 3: every partition on every broker, in sync, leader kept.
    void raiseReplicationFactor()
    {
        const QString topic = test::uniqueName(QStringLiteral("rf"));
        createWithData(topic, 2, 6000);
        const QList<QList<int>> before = replicas(topic);
        QCOMPARE(before.size(), 2);
        const auto started = cli({QStringLiteral("topics"), QStringLiteral("reassign"), topic,
                                  QStringLiteral("--replication-factor"), QStringLiteral("3"),
                                  QStringLiteral("--execute"), QStringLiteral("--yes")});
        QVERIFY2(started.exitCode == 0, started.err.constData());
        const QList<QJsonObject> lines = watch(topic);
        QVERIFY(!lines.isEmpty());
        QList<QList<int>> after;
        for (int attempt = 0; attempt < 60; ++attempt) {
            after = replicas(topic);
            if (after.size() == 2 && after[0].size() == 3 && after[1].size() == 3)
                break;
            QTest::qWait(500);
        }
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(after[p].size(), 3);
            QCOMPARE(after[p].first(), before[p].first());
            QCOMPARE(QSet<int>(after[p].cbegin(), after[p].cend()),
                     QSet<int>(m_brokers.cbegin(), m_brokers.cend()));
        }
        const QString verified = kafkaVerify(topic, after);
        for (int p = 0; p < 2; ++p)
            QVERIFY2(
                verified.contains(QStringLiteral("Reassignment of partition %1-%2 is completed")
                                      .arg(topic)
                                      .arg(p)),
                qPrintable(verified));
        checkNoThrottle(topic);
        QCOMPARE(recordCount(topic), 6000);
    }

    // A move crawling at 1 KiB/s, cancelled: nothing moves any more, the replicas are the
    // original ones, the throttle is gone and every record is there.
    void cancelCrawlingMove()
    {
        const QString topic = test::uniqueName(QStringLiteral("cancel"));
        createWithData(topic, 1, 20000);
        const QList<int> before = replicas(topic).value(0);
        const int target = m_brokers[(m_brokers.indexOf(before[0]) + 1) % 3];
        const auto started =
            cli({QStringLiteral("topics"), QStringLiteral("reassign"), topic,
                 QStringLiteral("--brokers"), QString::number(target), QStringLiteral("--execute"),
                 QStringLiteral("--yes"), QStringLiteral("--throttle"), QStringLiteral("1024")});
        QVERIFY2(started.exitCode == 0, started.err.constData());
        QTest::qWait(2000);
        const QJsonObject moving =
            cliJson({QStringLiteral("topics"), QStringLiteral("reassign-status"), topic});
        QCOMPARE(moving[QStringLiteral("done")].toBool(), false);
        const QJsonObject m = moving[QStringLiteral("moving")].toArray().first().toObject();
        QCOMPARE(ints(m[QStringLiteral("adding")]), QList<int>{target});
        QVERIFY(m[QStringLiteral("bytes_left")].toInteger() > 0);
        QVERIFY(moving[QStringLiteral("percent")].toDouble() < 50.0);

        // Our --verify says not done (exit 1) and leaves the throttle.
        int exitCode = -1;
        const QJsonObject ours = ourVerify(topic, {{target}}, &exitCode);
        QCOMPARE(exitCode, 1);
        QCOMPARE(ours[QStringLiteral("complete")].toBool(), false);
        const QJsonObject pending = ours[QStringLiteral("pending")].toArray().first().toObject();
        QVERIFY(ints(pending[QStringLiteral("current")]).contains(target));
        QVERIFY(ints(pending[QStringLiteral("current")]).contains(before[0]));
        QTRY_COMPARE_WITH_TIMEOUT(
            dynamicValue(describeTopicConfigs(*m_client, topic),
                         QStringLiteral("follower.replication.throttled.replicas")),
            QStringLiteral("0:%1").arg(target), 10000);

        const auto unconfirmed =
            cli({QStringLiteral("topics"), QStringLiteral("reassign-cancel"), topic});
        QVERIFY(unconfirmed.exitCode != 0);
        const QJsonObject cancelled =
            cliJson({QStringLiteral("topics"), QStringLiteral("reassign-cancel"), topic,
                     QStringLiteral("--yes")});
        QCOMPARE(ints(cancelled[QStringLiteral("cancelled")]), QList<int>{0});
        QJsonObject status;
        for (int attempt = 0; attempt < 60; ++attempt) {
            status = cliJson({QStringLiteral("topics"), QStringLiteral("reassign-status")});
            if (status[QStringLiteral("done")].toBool() && replicas(topic).value(0) == before)
                break;
            QTest::qWait(500);
        }
        QVERIFY(status[QStringLiteral("done")].toBool());
        QVERIFY(status[QStringLiteral("moving")].toArray().isEmpty());
        QCOMPARE(replicas(topic).value(0), before);
        checkNoThrottle(topic);
        QCOMPARE(recordCount(topic), 20000);
    }

    // A reordered replica list (an explicit plan: no data moves) makes another broker the
    // preferred leader; elect-leaders moves the leadership there, and a second election is not
    // needed.
    void reorderThenElectPreferredLeader()
    {
        const QString topic = test::uniqueName(QStringLiteral("elect"));
        m_made << topic;
        const auto created = cli({QStringLiteral("topics"), QStringLiteral("create"), topic,
                                  QStringLiteral("--partitions"), QStringLiteral("1"),
                                  QStringLiteral("--replication-factor"), QStringLiteral("3")});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        // The broker that answers the metadata may learn of the new topic a moment later.
        QTRY_COMPARE_WITH_TIMEOUT(replicas(topic).value(0).size(), 3, 10000);
        const QList<int> before = replicas(topic).value(0);
        const QList<int> reordered{before[1], before[0], before[2]};
        const auto started = cli({QStringLiteral("topics"), QStringLiteral("reassign"),
                                  QStringLiteral("--plan-file"), planFile(topic, {reordered}),
                                  QStringLiteral("--execute"), QStringLiteral("--yes")});
        QVERIFY2(started.exitCode == 0, started.err.constData());
        for (int attempt = 0; attempt < 60 && replicas(topic).value(0) != reordered; ++attempt)
            QTest::qWait(500);
        QCOMPARE(replicas(topic).value(0), reordered);

        QVERIFY(cli({QStringLiteral("topics"), QStringLiteral("elect-leaders"), topic}).exitCode !=
                0);
        const QJsonObject o = cliJson({QStringLiteral("topics"), QStringLiteral("elect-leaders"),
                                       topic, QStringLiteral("--yes")});
        const QJsonObject p0 = o[QStringLiteral("partitions")].toArray().first().toObject();
        QVERIFY2(p0[QStringLiteral("error")].isNull(),
                 qPrintable(p0[QStringLiteral("error")].toString()));
        QVERIFY(p0[QStringLiteral("elected")].toBool());
        int leader = -1;
        for (int attempt = 0; attempt < 20; ++attempt) {
            auto md = m_client->metadata(true);
            for (const TopicInfo &t : md ? md->topics : QList<TopicInfo>())
                if (t.name == topic)
                    leader = t.partitions.value(0).leader;
            if (leader == reordered[0])
                break;
            QTest::qWait(250);
        }
        QCOMPARE(leader, reordered[0]);
        const QJsonObject again =
            cliJson({QStringLiteral("topics"), QStringLiteral("elect-leaders"), topic,
                     QStringLiteral("--yes")});
        QVERIFY(again[QStringLiteral("partitions")]
                    .toArray()
                    .first()[QStringLiteral("not_needed")]
                    .toBool());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProtocolReassign)
#include "test_protocol_reassign.moc"
