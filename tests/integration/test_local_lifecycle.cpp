#include "cluster/cluster_session.h"
#include "test_main.h"
#include "local/local_cluster.h"
#include "test_cluster.h"

#include <QJsonDocument>
#include <QJsonObject>
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
    // A release local start cannot configure is refused before any download; one it can
    // configure that Maven Central does not have fails in the fetch, naming it.
    void unknownOrUnfetchableReleaseIsAClearError()
    {
        QTemporaryDir tmp;
        const QStringList env{QStringLiteral("KAFSCOPE_CACHE=") + tmp.path() +
                              QStringLiteral("/cache")};
        auto start = [&](const QString &version) {
            return test::runProgram("KAFSCOPE_CLI",
                                    {QStringLiteral("local"), QStringLiteral("start"),
                                     QStringLiteral("--dir"), tmp.path() + QStringLiteral("/k"),
                                     QStringLiteral("--kafka-version"), version},
                                    300000, env);
        };
        auto none = start(QStringLiteral("0.0.0-none"));
        QCOMPARE(none.exitCode, 2);
        QCOMPARE(QString::fromUtf8(none.err).trimmed(),
                 QStringLiteral("kafscope-cli: \"0.0.0-none\" is not a Kafka release; give one "
                                "such as 3.9.1 or 4.4.0"));
        auto old = start(QStringLiteral("3.6.2"));
        QCOMPARE(old.exitCode, 2);
        QCOMPARE(QString::fromUtf8(old.err).trimmed(),
                 QStringLiteral("kafscope-cli: Kafka 3.6.2 cannot run as a local cluster: local "
                                "start runs Kafka 3.7 to 4.4 (KRaft)"));
        QVERIFY(!QFile::exists(tmp.path() + QStringLiteral("/cache/kafka-3.6.2")));

        auto missing = start(QStringLiteral("3.7.99"));
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(
            missing.err.startsWith("kafscope-cli: Could not fetch Kafka 3.7.99 from Maven Central"),
            missing.err.constData());
        QCOMPARE(missing.err.count('\n'), 1);
    }
    // A folder holds one cluster of one release: another --kafka-version is refused, and the
    // running fixture is left alone.
    void otherReleaseInTheSameFolderIsRefused()
    {
        const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_KAFKA1_DIR");
        const QString other =
            QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION) == QLatin1String("3.9.1")
                ? QStringLiteral("4.0.2")
                : QStringLiteral("3.9.1");
        auto r = test::runProgram("KAFSCOPE_CLI", {QStringLiteral("local"), QStringLiteral("start"),
                                                   QStringLiteral("--dir"), dir,
                                                   QStringLiteral("--kafka-version"), other});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 QStringLiteral("kafscope-cli: %1 holds a Kafka %2 cluster, not %3; use another "
                                "--dir")
                     .arg(dir, QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION), other));
        auto status = test::runProgram("KAFSCOPE_CLI",
                                       {QStringLiteral("local"), QStringLiteral("status"),
                                        QStringLiteral("--dir"), dir, QStringLiteral("--json")});
        QCOMPARE(status.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(status.out).object();
        QCOMPARE(o.value(QStringLiteral("version")).toString(),
                 QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION));
        QCOMPARE(o.value(QStringLiteral("running")).toInt(), 1);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLocalLifecycle)
#include "test_local_lifecycle.moc"
