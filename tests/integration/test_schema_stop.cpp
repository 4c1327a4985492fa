// Stopping a decoding read while the registry is slow (issue 32, review item F5): Ctrl-C ends
// `kafscope-cli consume` although a registry request is under way, and a browse's Stop (the
// Messages view's) does not wait behind one. The registry (tests/integration/schema/
// fake_registry.py) answers each request only after 60 s; the registry time limit is 90 s.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "browse/browse_controller.h"
#include "cluster/kafka_client.h"
#include "fake_registry.h"
#include "produce/sync_producer.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QProcess>
#include <QSignalSpy>
#include <QtTest>

#include <csignal>

using namespace kafscope;
using namespace kafscope::test;

namespace {

// 50 records, each framed with an id of its own (so each would ask the registry).
QString framedTopic()
{
    const QString topic = uniqueName(QStringLiteral("schema-stop"));
    auto admin = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-admin"));
    if (!admin || !createTopic(*admin.value(), NewTopicSpec{topic, 1, 1, {}}))
        qFatal("cannot create %s", qPrintable(topic));
    QList<OutgoingMessage> messages;
    for (int i = 0; i < 50; ++i)
        messages << OutgoingMessage{topic, 0, std::nullopt, confluentFramed(500 + i, "\x02x"),
                                    {},    0};
    auto producer = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-producer"),
                                        KafkaClient::Type::Producer);
    if (!producer || !produceAndWait(*producer.value(), messages, 60000))
        qFatal("produce failed");
    return topic;
}

QStringList slowRegistry()
{
    return {QStringLiteral("--mode"), QStringLiteral("slow"), QStringLiteral("--delay"),
            QStringLiteral("60")};
}

} // namespace

class TestSchemaStop : public QObject {
    Q_OBJECT
    QString m_topic;

private Q_SLOTS:
    void initTestCase() { m_topic = framedTopic(); }

    void ctrlCStopsADecodingConsume()
    {
        FakeRegistry registry(slowRegistry());
        QProcess p;
        p.start(qEnvironmentVariable("KAFSCOPE_CLI"),
                {QStringLiteral("--bootstrap"), bootstrap("kafka1"), QStringLiteral("--timeout"),
                 QStringLiteral("90000"), QStringLiteral("--schema-registry"), registry.url(),
                 QStringLiteral("consume"), m_topic, QStringLiteral("--max"), QStringLiteral("0"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(p.waitForStarted());
        QVERIFY2(registry.waitForRequests(1, 60000), "the registry was never asked");
        ::kill(pid_t(p.processId()), SIGINT);
        const bool ended = p.waitForFinished(30000);
        if (!ended) {
            p.kill();
            p.waitForFinished(10000);
        }
        QVERIFY2(ended, "consume still ran 30 s after Ctrl-C");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    }

    void aBrowseStopDoesNotWaitForTheRegistry()
    {
        FakeRegistry registry(slowRegistry());
        BrowseController controller;
        QSignalSpy finished(&controller, &BrowseController::finished);
        QSignalSpy failed(&controller, &BrowseController::failed);
        BrowseRequest request;
        request.topic = m_topic;
        request.maxResults = 0;
        BrowseDecoding decoding;
        decoding.mode = schema::DecodeMode::Auto;
        schema::RegistryConfig config;
        config.url = registry.url();
        config.timeoutMs = 90000;
        decoding.registry = config;
        controller.start(profileFor("kafka1"), request, decoding);
        QVERIFY2(registry.waitForRequests(1, 60000), "the registry was never asked");
        controller.stop();
        QVERIFY2(finished.wait(30000), "the browse did not end within 30 s of Stop");
        QCOMPARE(failed.count(), 0);
        const BrowseProgress end = finished.first().first().value<BrowseProgress>();
        QVERIFY(end.stopped);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSchemaStop)
#include "test_schema_stop.moc"
