// A group-coordinator admin call that times out while its coordinator is down must not abort the
// process when the coordinator comes back (issue 32). librdkafka 2.14 (upstream issue #4605)
// drops the request's reference twice once the coordinator is up again after the call's own
// timeout fired: `rd_kafka_enq_once_del_source_return: Assertion 'eonce->refcnt > 0' failed`.
// librdkafka's mock cluster stands in for the brokers so the coordinator can be stopped at will.
#include "cluster/kafka_client.h"
#include "test_main.h"
#include "groups/group_offsets.h"

#include <QTest>

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

using namespace kafscope;

namespace {

constexpr int kCoordinator = 2;
const char *const kGroup = "soak-group";

// Owns a mock cluster of three brokers and the handle that hosts it.
struct MockCluster {
    rd_kafka_t *host = nullptr;
    rd_kafka_mock_cluster_t *cluster = nullptr;

    MockCluster()
    {
        char err[256];
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        rd_kafka_conf_set(conf, "log_level", "0", err, sizeof err);
        host = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
        if (host)
            cluster = rd_kafka_mock_cluster_new(host, 3);
    }
    ~MockCluster()
    {
        if (cluster)
            rd_kafka_mock_cluster_destroy(cluster);
        if (host)
            rd_kafka_destroy(host);
    }
    QString bootstrap() const
    {
        return QString::fromUtf8(rd_kafka_mock_cluster_bootstraps(cluster));
    }
};

} // namespace

class TestCoordinatorTimeout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void timedOutCallSurvivesCoordinatorReturn();
    void coordinatorDownFromTheStartDoesNotAbort();
};

void TestCoordinatorTimeout::timedOutCallSurvivesCoordinatorReturn()
{
    MockCluster mock;
    QVERIFY(mock.cluster);
    QCOMPARE(rd_kafka_mock_coordinator_set(mock.cluster, "group", kGroup, kCoordinator),
             RD_KAFKA_RESP_ERR_NO_ERROR);
    ConnectionProfile profile;
    profile.bootstrap = mock.bootstrap();
    profile.timeoutMs = 1500;
    auto client = KafkaClient::create(profile, QStringLiteral("coordinator-test"));
    QVERIFY2(client, qPrintable(client ? QString() : client.error().text.render()));

    // The handle learns who coordinates the group.
    auto first = groups::committedOffsets(*client.value(), QString::fromLatin1(kGroup));
    QVERIFY2(first, qPrintable(first ? QString() : first.error().text.render()));

    // With the coordinator down, the call gives up after the profile's timeout.
    QCOMPARE(rd_kafka_mock_broker_set_down(mock.cluster, kCoordinator), RD_KAFKA_RESP_ERR_NO_ERROR);
    auto stalled = groups::committedOffsets(*client.value(), QString::fromLatin1(kGroup));
    QVERIFY(!stalled);

    // The coordinator returns; the abandoned request must not take the process down with it, and
    // the handle keeps working.
    QCOMPARE(rd_kafka_mock_broker_set_up(mock.cluster, kCoordinator), RD_KAFKA_RESP_ERR_NO_ERROR);
    Result<QList<groups::CommittedOffset>> again = Error{};
    for (int attempt = 0; attempt < 10 && !again; ++attempt)
        again = groups::committedOffsets(*client.value(), QString::fromLatin1(kGroup));
    QVERIFY2(again, qPrintable(again ? QString() : again.error().text.render()));
    // One more round trip: librdkafka's main thread has served whatever the abandoned request
    // left on its queue by then.
    QVERIFY(groups::committedOffsets(*client.value(), QString::fromLatin1(kGroup)));
}

void TestCoordinatorTimeout::coordinatorDownFromTheStartDoesNotAbort()
{
    MockCluster mock;
    QVERIFY(mock.cluster);
    QCOMPARE(rd_kafka_mock_coordinator_set(mock.cluster, "group", kGroup, kCoordinator),
             RD_KAFKA_RESP_ERR_NO_ERROR);
    QCOMPARE(rd_kafka_mock_broker_set_down(mock.cluster, kCoordinator), RD_KAFKA_RESP_ERR_NO_ERROR);
    ConnectionProfile profile;
    profile.bootstrap = mock.bootstrap();
    profile.timeoutMs = 1000;
    auto client = KafkaClient::create(profile, QStringLiteral("coordinator-test"));
    QVERIFY(client);
    // Several requests in flight on the one handle, all abandoned together: the other brokers
    // name the coordinator, which does not answer.
    const QStringList many{QString::fromLatin1(kGroup), QString::fromLatin1(kGroup),
                           QString::fromLatin1(kGroup)};
    const QList<groups::GroupOffsets> stalled = groups::committedOffsetsMany(*client.value(), many);
    QCOMPARE(stalled.size(), many.size());
    for (const groups::GroupOffsets &g : stalled)
        QVERIFY(g.error.has_value());
    // The coordinator comes up while the abandoned requests would still be waiting for it.
    QCOMPARE(rd_kafka_mock_broker_set_up(mock.cluster, kCoordinator), RD_KAFKA_RESP_ERR_NO_ERROR);
    bool answered = false;
    for (int attempt = 0; attempt < 10 && !answered; ++attempt)
        answered = bool(groups::committedOffsets(*client.value(), QString::fromLatin1(kGroup)));
    QVERIFY(answered);
    QVERIFY(groups::committedOffsets(*client.value(), QString::fromLatin1(kGroup)));
}

KAFSCOPE_TEST_GUILESS_MAIN(TestCoordinatorTimeout)
#include "test_coordinator_timeout.moc"
