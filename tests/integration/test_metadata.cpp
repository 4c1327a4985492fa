#include "cluster/cluster_session.h"
#include "test_main.h"
#include "cluster/kafka_client.h"
#include "test_cluster.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;

class TestMetadata : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void metadataMatchesTheLocalCluster()
    {
        const auto info = test::clusterInfo("kafka1");
        auto client = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test"));
        QVERIFY(client.ok());
        auto md = client.value()->metadata(true);
        QVERIFY2(md.ok(), qPrintable(md.ok() ? QString() : md.error().message()));
        QCOMPARE(md->clusterId, info.clusterId); // the id we formatted the storage with
        QCOMPARE(md->brokers.size(), 1);
        QCOMPARE(md->brokers[0].id, 1);
        QCOMPARE(md->brokers[0].host, QStringLiteral("127.0.0.1"));
        QCOMPARE(md->brokers[0].port, info.nodes[0].spec.port);
        QCOMPARE(md->controllerId, 1);
    }
    void refusedConnectionIsPhrasedWithinTimeout()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        p.timeoutMs = 3000;
        auto client = KafkaClient::create(p, QStringLiteral("test"));
        QVERIFY(client.ok());
        QElapsedTimer t;
        t.start();
        auto md = client.value()->metadata(false);
        QVERIFY(!md.ok());
        QVERIFY(t.elapsed() < p.timeoutMs + 2000); // functional bound: the configured timeout
        QCOMPARE(md.error().message(),
                 QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused"));
    }
    void sessionDeliversMetadataOffTheCallerThread()
    {
        ClusterSession session(test::profileFor("kafka1"));
        QSignalSpy ready(&session, &ClusterSession::metadataReady);
        QSignalSpy state(&session, &ClusterSession::stateChanged);
        const quint64 token = session.requestMetadata();
        QVERIFY(ready.wait(15000));
        QCOMPARE(ready.first().at(0).toULongLong(), token);
        QCOMPARE(ready.first().at(1).value<ClusterMetadata>().brokers.size(), 1);
        QTRY_COMPARE(session.state(), ClusterSession::State::Connected);
    }
    void sessionCallRunsJobsInTheWorker()
    {
        ClusterSession session(test::profileFor("kafka1"));
        QThread *workerThread = nullptr;
        QString clusterId;
        bool done = false;
        session.call<QString>(
            this,
            [&workerThread](KafkaClient &c) -> Result<QString> {
                workerThread = QThread::currentThread();
                auto md = c.metadata(false);
                if (!md)
                    return md.error();
                return md->clusterId;
            },
            [&](const Result<QString> &r) {
                QVERIFY(QThread::currentThread() == thread());
                clusterId = r.ok() ? r.value() : QString();
                done = true;
            });
        QTRY_VERIFY_WITH_TIMEOUT(done, 15000);
        QVERIFY(workerThread && workerThread != QThread::currentThread());
        QCOMPARE(clusterId, test::clusterInfo("kafka1").clusterId);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestMetadata)
#include "test_metadata.moc"
