#include "admin/topic_admin.h"
#include "test_main.h"
#include "local/local_cluster.h"
#include "produce/single_send.h"
#include "test_cluster.h"

#include <QtTest>

using namespace kafscope;

// acks=all against a topic whose in-sync replicas fall below min.insync.replicas (one of three
// brokers stopped): the broker's refusal is reported in plain words; acks=1 still succeeds.
class TestProduceReplicas : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void notEnoughReplicasIsReported()
    {
        const ConnectionProfile profile = test::profileFor("kafka3");
        const QString topic = test::uniqueName(QStringLiteral("produce-isr"));
        auto admin = KafkaClient::create(profile, QStringLiteral("test-admin"));
        QVERIFY(admin.ok());
        auto created = createTopic(
            *admin.value(),
            {topic, 1, 3, {{QStringLiteral("min.insync.replicas"), QStringLiteral("3")}}});
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message()));

        ProducerSettings s;
        s.messageTimeoutMs = 5000;
        OutgoingMessage m{topic, -1, std::nullopt, QByteArray("three replicas"), {}, 0};
        auto producer = createProducer(profile, s);
        QVERIFY(producer.ok());
        auto first = sendMessage(*producer.value(), m, s.messageTimeoutMs);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().message()));

        local::LocalCluster::Options o;
        o.dir = test::clusterDir("kafka3");
        local::LocalCluster cluster(o);
        // Stop a follower of the topic's partition, not its leader.
        auto md = admin.value()->metadata(true);
        QVERIFY(md.ok());
        int leader = -1;
        for (const TopicInfo &t : md->topics)
            if (t.name == topic)
                leader = t.partitions.first().leader;
        const int victim = leader == 3 ? 2 : 3;
        auto stopped = cluster.stopNode(victim);
        QVERIFY2(stopped.ok(), qPrintable(stopped.ok() ? QString() : stopped.error().message()));
        auto refused = sendMessage(*producer.value(), m, s.messageTimeoutMs);
        ProducerSettings one = s;
        one.acks = Acks::Leader;
        one.idempotence = false;
        auto leaderOnly = createProducer(profile, one);
        auto accepted = sendMessage(*leaderOnly.value(), m, one.messageTimeoutMs);
        auto restarted = cluster.startNode(victim);
        QVERIFY2(restarted.ok(),
                 qPrintable(restarted.ok() ? QString() : restarted.error().message()));

        QVERIFY(!refused.ok());
        QVERIFY2(
            refused.error().message().startsWith(QStringLiteral("Not enough in-sync replicas")),
            qPrintable(refused.error().message()));
        QVERIFY2(accepted.ok(), qPrintable(accepted.ok() ? QString() : accepted.error().message()));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProduceReplicas)
#include "test_produce_replicas.moc"
