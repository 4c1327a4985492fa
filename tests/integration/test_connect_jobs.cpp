// ConnectJobs, the way a view calls Kafka Connect (kafka1connect): results on the owner's thread,
// in the order asked, the write policy applied, and jobs of an endpoint left behind dropped.
#include "connect/connect_jobs.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::connect;
using namespace kafscope::test;

class TestConnectJobs : public QObject {
    Q_OBJECT
    ConnectEndpoint m_endpoint;

private Q_SLOTS:
    void initTestCase()
    {
        m_endpoint.url = clusterInfo("kafka1connect").connect;
        QVERIFY2(!m_endpoint.url.isEmpty(), "the fixture's Connect worker does not run");
    }

    void resultsOnTheOwnersThreadInOrder()
    {
        ConnectJobs jobs;
        ConnectionProfile readOnly;
        readOnly.readOnly = true;
        jobs.setEndpoint(m_endpoint, readOnly);
        QStringList order;
        QList<QThread *> threads;
        jobs.run<Result<WorkerInfo>>(
            [](ConnectClient &c) { return c.workerInfo(); },
            [&](const Result<WorkerInfo> &r) {
                QVERIFY2(r, qPrintable(r ? QString() : r.error().message()));
                QCOMPARE(r->version, QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION));
                order << QStringLiteral("info");
                threads << QThread::currentThread();
            });
        jobs.run<Status>([](ConnectClient &c) { return c.pause(QStringLiteral("any")); },
                         [&](const Status &s) {
                             QVERIFY(!s);
                             QCOMPARE(s.error().kind, Error::Kind::ReadOnly);
                             order << QStringLiteral("pause");
                             threads << QThread::currentThread();
                         });
        jobs.run<Result<QList<PluginInfo>>>([](ConnectClient &c) { return c.plugins(true); },
                                            [&](const Result<QList<PluginInfo>> &r) {
                                                QVERIFY(r && !r->isEmpty());
                                                order << QStringLiteral("plugins");
                                                threads << QThread::currentThread();
                                            });
        QVERIFY(jobs.busy());
        QTRY_COMPARE_WITH_TIMEOUT(order.size(), 3, 30000);
        QCOMPARE(order, (QStringList{QStringLiteral("info"), QStringLiteral("pause"),
                                     QStringLiteral("plugins")}));
        for (QThread *t : threads)
            QCOMPARE(t, QThread::currentThread());
        QVERIFY(!jobs.busy());
    }

    void jobsOfAnEarlierEndpointAreDropped()
    {
        ConnectJobs jobs;
        // An address nothing answers on fast: the first job waits for its time limit.
        ConnectEndpoint silent;
        silent.url = QStringLiteral("http://10.255.255.1:8083");
        silent.timeoutMs = 20000;
        jobs.setEndpoint(silent, {});
        int stale = 0;
        for (int i = 0; i < 2; ++i)
            jobs.run<Result<WorkerInfo>>([](ConnectClient &c) { return c.workerInfo(); },
                                         [&](const Result<WorkerInfo> &) { ++stale; });
        jobs.setEndpoint(m_endpoint, {});
        bool fresh = false;
        jobs.run<Result<WorkerInfo>>([](ConnectClient &c) { return c.workerInfo(); },
                                     [&](const Result<WorkerInfo> &r) { fresh = r.ok(); });
        // Sooner than the silent address's time limit: the abandoned job did not hold it up.
        QTRY_VERIFY_WITH_TIMEOUT(fresh, 10000);
        QCOMPARE(stale, 0);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestConnectJobs)
#include "test_connect_jobs.moc"
