#include "cluster/cluster_session.h"
#include "test_main.h"
#include "local/local_cluster.h"
#include "test_cluster.h"

#include <QTemporaryDir>
#include <QtTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace kafscope;

class TestLocalLifecycle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A cluster that goes away turns the session red; when it returns, the session recovers.
    void startStopRestartWithSession()
    {
        QTemporaryDir tmp;
        local::LocalCluster::Options o;
        o.dir = tmp.path() + QStringLiteral("/k");
        local::LocalCluster cluster(o);
        auto info = cluster.start();
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message()));
        QVERIFY(!info->reused);
        QCOMPARE(info->runningCount(), 1);

        ConnectionProfile p;
        p.bootstrap = info->bootstrap;
        p.timeoutMs = 2000;
        ClusterSession session(p);
        session.setHealthInterval(300);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), ClusterSession::State::Connected, 20000);

        auto stopped = cluster.stop();
        QVERIFY(stopped.ok());
        QCOMPARE(stopped->runningCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), ClusterSession::State::Unreachable, 20000);
        QVERIFY2(session.stateMessage().contains(QStringLiteral("Cannot reach")),
                 qPrintable(session.stateMessage()));

        auto again = cluster.start(); // same folder: same ports, same storage, same cluster id
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().message()));
        QCOMPARE(again->bootstrap, info->bootstrap);
        QCOMPARE(again->clusterId, info->clusterId);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), ClusterSession::State::Connected, 30000);

        QVERIFY(!cluster.purge().ok()); // refuses while running
        QVERIFY(cluster.stop().ok());
        QVERIFY(cluster.purge().ok());
        QVERIFY(!QFile::exists(o.dir));
    }
    void portInUseIsAClearError()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr), 0);
        socklen_t len = sizeof addr;
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len);
        const int port = ntohs(addr.sin_port);
        QTemporaryDir tmp;
        auto r = test::runProgram("KAFSCOPE_CLI",
                                  {QStringLiteral("local"), QStringLiteral("start"),
                                   QStringLiteral("--dir"), tmp.path() + QStringLiteral("/k"),
                                   QStringLiteral("--port"), QString::number(port)});
        ::close(fd);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 QStringLiteral("kafscope-cli: Port %1 on 127.0.0.1 is in use").arg(port));
    }
    void missingJavaIsAClearError()
    {
        QTemporaryDir tmp;
        auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("local"), QStringLiteral("start"), QStringLiteral("--dir"),
             tmp.path() + QStringLiteral("/k")},
            60000, {QStringLiteral("PATH=/nonexistent"), QStringLiteral("JAVA_HOME")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("Java not found"), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line
    }
    void unfetchableReleaseIsAClearError()
    {
        QTemporaryDir tmp;
        auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("local"), QStringLiteral("start"), QStringLiteral("--dir"),
             tmp.path() + QStringLiteral("/k"), QStringLiteral("--kafka-version"),
             QStringLiteral("0.0.0-none")},
            300000, {QStringLiteral("KAFSCOPE_CACHE=") + tmp.path() + QStringLiteral("/cache")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.startsWith("kafscope-cli: Could not fetch Kafka 0.0.0-none from Maven Central"),
            r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLocalLifecycle)
#include "test_local_lifecycle.moc"
