#include "local/local_cluster.h"
#include "test_main.h"
#include "produce/load_generator.h"
#include "produce/single_send.h"
#include "test_cluster.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

// A private single-node broker with auto.create.topics.enable=false, which this test also stops:
// an unknown topic is reported as such, and after the broker stops a send times out in plain words.
class TestProducePrivateBroker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void unknownTopicThenStoppedBroker()
    {
        QTemporaryDir dir;
        local::LocalCluster::Options o;
        o.dir = dir.filePath(QStringLiteral("kafka"));
        o.autoCreateTopics = false;
        local::LocalCluster cluster(o);
        auto info = cluster.start();
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message()));
        ConnectionProfile profile;
        profile.bootstrap = info->bootstrap;
        profile.timeoutMs = 3000;
        ProducerSettings s;
        s.messageTimeoutMs = 3000;
        auto producer = createProducer(profile, s);
        QVERIFY(producer.ok());
        OutgoingMessage m{
            QStringLiteral("never-created"), -1, std::nullopt, QByteArray("x"), {}, 0};
        auto unknown = sendMessage(*producer.value(), m, s.messageTimeoutMs);
        std::atomic<int> run{0};
        LoadSpec spec;
        spec.topic = m.topic;
        spec.count = 10;
        auto load = LoadGenerator(spec).run(profile, run);

        auto stopped = cluster.stop();
        QVERIFY(stopped.ok());
        auto timedOut = sendMessage(*producer.value(), m, s.messageTimeoutMs);
        QVERIFY(cluster.purge().ok());

        QVERIFY(!unknown.ok());
        QVERIFY2(
            unknown.error().message().startsWith(QStringLiteral("Unknown topic: never-created")),
            qPrintable(unknown.error().message()));
        QVERIFY(!load.ok());
        QVERIFY(load.error().message().startsWith(QStringLiteral("Unknown topic")));
        QVERIFY(!timedOut.ok());
        QCOMPARE(timedOut.error().kind, Error::Kind::Timeout);
        QVERIFY2(
            timedOut.error().message().contains(info->bootstrap.section(QLatin1Char(','), 0, 0)) ||
                timedOut.error().message().contains(QStringLiteral("Timed out")),
            qPrintable(timedOut.error().message()));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProducePrivateBroker)
#include "test_produce_private_broker.moc"
