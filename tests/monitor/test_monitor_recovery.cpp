// Issue 34: the monitor through a lost cluster. A cluster of its own (one broker) is stopped while
// the monitor runs: a scrape still answers, with the last snapshot's series and kafscope_up 0; the
// broker comes back and the monitor recovers by itself, without a restart. Also: basic auth.
#include "monitor_test_support.h"
#include "test_main.h"
#include "test_cluster.h"

#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace kafscope;
using namespace kafscope::test;

namespace {

bool waitFor(const std::function<bool()> &condition, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (condition())
            return true;
        QThread::msleep(250);
    }
    return condition();
}

} // namespace

class TestMonitorRecovery : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_bootstrap;

    ProcessResult local(const QStringList &args)
    {
        return runProgram(
            "KAFSCOPE_CLI",
            QStringList{QStringLiteral("local")} + args +
                QStringList{QStringLiteral("--dir"), m_dir.path(), QStringLiteral("--json")},
            300000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const ProcessResult r =
            local({QStringLiteral("start"), QStringLiteral("--brokers"), QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        m_bootstrap =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("bootstrap")).toString();
        QVERIFY(!m_bootstrap.isEmpty());
    }

    void scrapeAnswersThroughABrokerStopAndRecovers()
    {
        const int port = freePort();
        // A long request timeout: a scrape that waited for Kafka would take 30 s.
        MonitorProcess monitor(
            {QStringLiteral("--bootstrap"), m_bootstrap, QStringLiteral("--timeout"),
             QStringLiteral("30000"), QStringLiteral("monitor"), QStringLiteral("--listen"),
             QStringLiteral("127.0.0.1:%1").arg(port), QStringLiteral("--interval"),
             QStringLiteral("1s"), QStringLiteral("--json")});
        const QString url = monitor.waitListening();
        QVERIFY2(!url.isEmpty(), monitor.output().constData());
        QString cluster;
        auto up = [&]() -> std::optional<double> {
            auto a = httpGet(url, 3000);
            if (!a || a->status != 200)
                return std::nullopt;
            for (const QByteArray &line : a->body.split('\n'))
                if (line.startsWith("kafscope_up{")) {
                    cluster = QString::fromUtf8(line.mid(
                        line.indexOf('"') + 1, line.lastIndexOf('"') - line.indexOf('"') - 1));
                    return line.mid(line.lastIndexOf(' ') + 1).toDouble();
                }
            return std::nullopt;
        };
        QVERIFY2(waitFor([&] { return up() == 1.0; }, 60000), monitor.output().constData());

        QCOMPARE(local({QStringLiteral("stop-node"), QStringLiteral("1")}).exitCode, 0);
        // Every scrape answers within 3 s (the HTTP deadline), long before a 30 s request; once
        // the collection fails, the cluster reads as down and its last data is still served.
        QVERIFY2(waitFor([&] { return up() == 0.0; }, 120000), monitor.output().constData());
        for (int i = 0; i < 5; ++i) {
            auto a = httpGet(url, 3000);
            QVERIFY2(a && a->status == 200, "a scrape did not answer while the cluster is down");
            QCOMPARE(
                sampleValue(a->body, QStringLiteral("kafscope_up{cluster=\"%1\"}").arg(cluster)),
                std::optional<double>(0));
            QCOMPARE(
                sampleValue(a->body, QStringLiteral("kafka_brokers{cluster=\"%1\"}").arg(cluster)),
                std::optional<double>(1));
            QVERIFY(
                sampleValue(
                    a->body,
                    QStringLiteral("kafscope_snapshot_age_seconds{cluster=\"%1\"}").arg(cluster))
                    .value_or(-1) > 0);
            QThread::msleep(200);
        }
        QVERIFY(monitor.output().contains("\"up\":false"));

        QCOMPARE(local({QStringLiteral("start-node"), QStringLiteral("1")}).exitCode, 0);
        QVERIFY2(waitFor([&] { return up() == 1.0; }, 180000), monitor.output().constData());
        QVERIFY(monitor.running());
        auto a = httpGet(url, 3000);
        QVERIFY(a);
        QVERIFY(sampleValue(a->body, QStringLiteral("kafscope_collect_errors_total{cluster=\"%1\","
                                                    "kind=\"metadata\"}")
                                         .arg(cluster))
                    .value_or(0) >= 1);
    }

    void basicAuthAndLoopback()
    {
        const int port = freePort();
        QTemporaryDir dir;
        QFile secret(dir.filePath(QStringLiteral("password")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("s3cret\n");
        secret.close();
        // Two clusters in one process: this one, and one that never answers.
        const QString nowhere = QStringLiteral("127.0.0.1:%1").arg(freePort());
        MonitorProcess monitor(
            {QStringLiteral("--bootstrap"), m_bootstrap, QStringLiteral("--timeout"),
             QStringLiteral("3000"), QStringLiteral("monitor"), QStringLiteral("--bootstrap"),
             nowhere, QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port),
             QStringLiteral("--basic-auth-user"), QStringLiteral("prom"),
             QStringLiteral("--basic-auth-password-file"), secret.fileName(),
             QStringLiteral("--json")});
        const QString url = monitor.waitListening();
        QVERIFY2(!url.isEmpty(), monitor.output().constData());
        QCOMPARE(httpGet(url, 5000).value_or(HttpAnswer{}).status, 401);
        QCOMPARE(httpGet(url, 5000, "Basic " + QByteArray("prom:wrong").toBase64())
                     .value_or(HttpAnswer{})
                     .status,
                 401);
        const auto ok = httpGet(url, 5000, "Basic " + QByteArray("prom:s3cret").toBase64());
        QVERIFY(ok);
        QCOMPARE(ok->status, 200);
        QVERIFY(ok->body.contains("kafscope_up{"));
        const QByteArray auth = "Basic " + QByteArray("prom:s3cret").toBase64();
        QByteArray body;
        QVERIFY2(waitFor(
                     [&] {
                         body = httpGet(url, 5000, auth).value_or(HttpAnswer{}).body;
                         return sampleValue(
                                    body,
                                    QStringLiteral("kafscope_up{cluster=\"%1\"}").arg(nowhere))
                                    .has_value() &&
                                body.contains("kafka_brokers{");
                     },
                     60000),
                 body.constData());
        QCOMPARE(sampleValue(body, QStringLiteral("kafscope_up{cluster=\"%1\"}").arg(nowhere)),
                 std::optional<double>(0));
        // The cluster that answers is labelled by its id and is up; the other has no Kafka series.
        QVERIFY(body.contains("kafscope_up{cluster=\"") && body.count("kafscope_up{") == 2);
        QVERIFY(
            !body.contains(QStringLiteral("kafka_brokers{cluster=\"%1\"}").arg(nowhere).toUtf8()));
        QVERIFY(!monitor.output().contains("s3cret"));
        // Anywhere but loopback needs --allow-remote.
        const ProcessResult refused =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), m_bootstrap, QStringLiteral("monitor"),
                        QStringLiteral("--listen"), QStringLiteral("0.0.0.0:%1").arg(freePort())},
                       30000);
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--allow-remote"), refused.err.constData());
        // https: refused with the reason (Debian 12's civetweb would crash on the first request).
        const ProcessResult tls =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("--bootstrap"), m_bootstrap, QStringLiteral("monitor"),
                        QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(freePort()),
                        QStringLiteral("--tls-cert"), secret.fileName()},
                       30000);
        QCOMPARE(tls.exitCode, 2);
        QVERIFY2(tls.err.contains("civetweb"), tls.err.constData());
    }

    // A saved profile (no secret) watched by name: its series carry cluster="NAME", and the
    // prometheus fields saved with it come back in `profiles show`.
    void savedProfileIsTheClusterLabel()
    {
        QTemporaryDir home;
        qputenv("XDG_CONFIG_HOME", home.path().toUtf8());
        qunsetenv("DBUS_SESSION_BUS_ADDRESS"); // no keychain: this test reaches no user's
        const ProcessResult add =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("profiles"), QStringLiteral("add"),
                        QStringLiteral("team-dev"), QStringLiteral("--bootstrap"), m_bootstrap,
                        QStringLiteral("--prometheus-url"), QStringLiteral("http://127.0.0.1:9090"),
                        QStringLiteral("--prometheus-cluster"), QStringLiteral("team-dev")},
                       30000);
        QVERIFY2(add.exitCode == 0, add.err.constData());
        const ProcessResult show =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("profiles"), QStringLiteral("show"),
                        QStringLiteral("team-dev"), QStringLiteral("--json")},
                       30000);
        QVERIFY2(show.out.contains("http://127.0.0.1:9090"), show.out.constData());
        const ProcessResult once =
            runProgram("KAFSCOPE_CLI",
                       {QStringLiteral("monitor"), QStringLiteral("--profile"),
                        QStringLiteral("team-dev"), QStringLiteral("--once")},
                       60000);
        qunsetenv("XDG_CONFIG_HOME");
        QVERIFY2(once.exitCode == 0, once.err.constData());
        QCOMPARE(sampleValue(once.out, QStringLiteral("kafscope_up{cluster=\"team-dev\"}")),
                 std::optional<double>(1));
        QCOMPARE(sampleValue(once.out, QStringLiteral("kafka_brokers{cluster=\"team-dev\"}")),
                 std::optional<double>(1));
    }

    void cleanupTestCase()
    {
        if (!m_bootstrap.isEmpty())
            local({QStringLiteral("stop"), QStringLiteral("--purge")});
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestMonitorRecovery)
#include "test_monitor_recovery.moc"
