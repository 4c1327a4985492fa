// Issue 34, end to end: `kafscope-cli monitor` watches the kafka1 cluster with a classic group, a
// KIP-848 group and a lagging group; Debian's Prometheus scrapes it; what Prometheus's HTTP API
// returns equals what Kafka's own ConsumerGroupCommand --describe says, partition by partition.
#include "groups_test_support.h"
#include "test_main.h"
#include "history/dashboard_sampler.h"
#include "local/kafka_distribution.h"
#include "monitor_test_support.h"
#include "test_cluster.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace kafscope;
using namespace kafscope::test;

namespace {

// Kafka's console consumer in `group`: classic or KIP-848, reading `max` records (0: until
// stopped) from the beginning; committing as the Java client does.
class JavaConsumer {
public:
    JavaConsumer(const QString &group, const QString &topic, bool kip848, int max)
    {
        QStringList args{QStringLiteral("-Xmx128m"),
                         QStringLiteral("-cp"),
                         kafkaClasspath(),
                         QStringLiteral("org.apache.kafka.tools.consumer.ConsoleConsumer"),
                         QStringLiteral("--bootstrap-server"),
                         bootstrap("kafka1"),
                         QStringLiteral("--topic"),
                         topic,
                         QStringLiteral("--group"),
                         group,
                         QStringLiteral("--from-beginning")};
        if (kip848)
            args << QStringLiteral("--consumer-property")
                 << QStringLiteral("group.protocol=consumer");
        if (max > 0)
            args << QStringLiteral("--max-messages") << QString::number(max);
        m_process.start(javaPath(), args);
        if (!m_process.waitForStarted())
            qFatal("java did not start");
    }
    ~JavaConsumer() { stop(); }
    bool waitFinished(int ms) { return m_process.waitForFinished(ms); }
    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(30000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

private:
    QProcess m_process;
};

// ConsumerGroupCommand --describe --group G: partition -> lag ("-" rows left out).
std::map<int, qint64> commandLag(const QString &group, const QString &topic)
{
    QProcess p;
    p.start(javaPath(),
            {QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), kafkaClasspath(),
             QStringLiteral("org.apache.kafka.tools.consumer.group.ConsumerGroupCommand"),
             QStringLiteral("--bootstrap-server"), bootstrap("kafka1"),
             QStringLiteral("--describe"), QStringLiteral("--group"), group});
    if (!p.waitForFinished(120000))
        qFatal("ConsumerGroupCommand did not finish");
    std::map<int, qint64> out;
    // GROUP TOPIC PARTITION CURRENT-OFFSET LOG-END-OFFSET LAG CONSUMER-ID HOST CLIENT-ID
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const QStringList c = QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool ok = false;
        if (c.size() >= 6 && c[0] == group && c[1] == topic) {
            const qint64 lag = c[5].toLongLong(&ok);
            if (ok)
                out[c[2].toInt()] = lag;
        }
    }
    return out;
}

std::map<int, qint64> prometheusLag(const PrometheusProcess &prom, const QString &group)
{
    std::map<int, qint64> out;
    for (const QJsonValue &v :
         prom.query(QStringLiteral("kafka_consumergroup_lag{consumergroup=\"%1\"}").arg(group))) {
        const QJsonObject o = v.toObject();
        out[o.value(QStringLiteral("metric"))
                .toObject()
                .value(QStringLiteral("partition"))
                .toString()
                .toInt()] =
            qint64(o.value(QStringLiteral("value")).toArray().at(1).toString().toDouble());
    }
    return out;
}

QString text(const std::map<int, qint64> &m)
{
    QStringList parts;
    for (const auto &[p, lag] : m)
        parts << QStringLiteral("%1=%2").arg(p).arg(lag);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestMonitorPrometheus : public QObject {
    Q_OBJECT
private:
    QString m_topic;
    QString m_classic, m_kip848, m_live;
    qint64 m_firstTimestampMs = 0;
    std::unique_ptr<JavaConsumer> m_liveConsumer, m_secondLive;
    std::unique_ptr<MonitorProcess> m_monitor;
    std::unique_ptr<PrometheusProcess> m_prometheus;

    void waitForSeries(const QString &promql, int timeoutMs = 90000)
    {
        const bool seen =
            waitUntil([&] { return !m_prometheus->query(promql).isEmpty(); }, timeoutMs);
        QVERIFY2(seen, qPrintable(QStringLiteral("no %1 in Prometheus; monitor said:\n%2\n%3")
                                      .arg(promql, QString::fromUtf8(m_monitor->output()),
                                           QString::fromUtf8(m_prometheus->log()))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        const ConnectionProfile profile = profileFor("kafka1");
        m_topic = makeTopic(profile, QStringLiteral("monitor"), 3);
        // Records stamped ten minutes ago, one second apart: the oldest unconsumed record's age is
        // known to the second.
        m_firstTimestampMs = QDateTime::currentMSecsSinceEpoch() - 600000;
        produceMessages(profile, m_topic, 300, -1, m_firstTimestampMs, 1000);
        m_classic = uniqueName(QStringLiteral("mon-classic"));
        m_kip848 = uniqueName(QStringLiteral("mon-kip848-lag"));
        m_live = uniqueName(QStringLiteral("mon-kip848-live"));
        {
            JavaConsumer classic(m_classic, m_topic, false, 120);
            JavaConsumer kip848(m_kip848, m_topic, true, 60);
            QVERIFY(classic.waitFinished(120000));
            QVERIFY(kip848.waitFinished(120000));
        }
        m_liveConsumer = std::make_unique<JavaConsumer>(m_live, m_topic, true, 0);
        const int port = freePort();
        m_monitor = std::make_unique<MonitorProcess>(QStringList{
            QStringLiteral("--bootstrap"), bootstrap("kafka1"), QStringLiteral("monitor"),
            QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port),
            QStringLiteral("--interval"), QStringLiteral("2s"), QStringLiteral("--topic-filter"),
            QStringLiteral("^") + m_topic + QStringLiteral("$"), QStringLiteral("--group-filter"),
            QStringLiteral("^mon-"), QStringLiteral("--json")});
        const QString url = m_monitor->waitListening();
        QVERIFY2(!url.isEmpty(), m_monitor->output().constData());
        QCOMPARE(url, QStringLiteral("http://127.0.0.1:%1/metrics").arg(port));
        m_prometheus = std::make_unique<PrometheusProcess>(
            QStringList{QStringLiteral("127.0.0.1:%1").arg(port)});
        QVERIFY2(m_prometheus->waitReady(), m_prometheus->log().constData());
    }

    // Lag per partition as Prometheus stores it equals ConsumerGroupCommand's, for the classic
    // group, the lagging KIP-848 group and the live KIP-848 group, at a quiet moment.
    void lagEqualsConsumerGroupCommand()
    {
        for (const QString &group : {m_classic, m_kip848, m_live}) {
            waitForSeries(
                QStringLiteral("kafka_consumergroup_lag{consumergroup=\"%1\"}").arg(group));
            std::map<int, qint64> ours, theirs;
            const bool same = waitUntil(
                [&] {
                    theirs = commandLag(group, m_topic);
                    ours = prometheusLag(*m_prometheus, group);
                    return !theirs.empty() && ours == theirs;
                },
                90000);
            QVERIFY2(same, qPrintable(QStringLiteral("%1: Prometheus %2, ConsumerGroupCommand %3")
                                          .arg(group, text(ours), text(theirs))));
        }
        // Not trivially equal: the lagging groups lag, by what they did not read.
        qint64 classicLag = 0, kip848Lag = 0;
        for (const auto &[p, lag] : prometheusLag(*m_prometheus, m_classic))
            classicLag += lag;
        for (const auto &[p, lag] : prometheusLag(*m_prometheus, m_kip848))
            kip848Lag += lag;
        QCOMPARE(classicLag, 300 - 120);
        QCOMPARE(kip848Lag, 300 - 60);
        const auto sum = m_prometheus->scalar(
            QStringLiteral("sum(kafka_consumergroup_lag_sum{consumergroup=\"%1\"})")
                .arg(m_classic));
        QVERIFY(sum);
        QCOMPARE(qint64(*sum), classicLag);
    }

    // Kafscope's own series: the group's type and state (the KIP-848 ones included), members,
    // lag in seconds from the oldest unconsumed record's timestamp.
    void groupTypesStatesAndMembers()
    {
        waitForSeries(QStringLiteral("kafscope_consumergroup_info{consumergroup=\"%1\",type="
                                     "\"consumer\",state=\"Stable\"}")
                          .arg(m_live));
        waitForSeries(QStringLiteral("kafscope_consumergroup_info{consumergroup=\"%1\",type="
                                     "\"classic\",state=\"Empty\"}")
                          .arg(m_classic));
        waitForSeries(QStringLiteral("kafscope_consumergroup_info{consumergroup=\"%1\",type="
                                     "\"consumer\",state=\"Empty\"}")
                          .arg(m_kip848));
        const auto members = m_prometheus->scalar(
            QStringLiteral("kafka_consumergroup_members{consumergroup=\"%1\"}").arg(m_live));
        QVERIFY(members);
        QCOMPARE(*members, 1.0);
        QCOMPARE(m_prometheus->scalar(QStringLiteral("kafscope_up")).value_or(-1), 1.0);
    }

    void lagSecondsFromRecordTimestamps()
    {
        const QString q =
            QStringLiteral("kafscope_consumergroup_max_lag_seconds{consumergroup=\"%1\"}")
                .arg(m_classic);
        waitForSeries(q);
        // The oldest unconsumed record of any partition is at most the 300th (stamped 299 s after
        // the first), at least the first: its age lies between those, measured now.
        const double now = QDateTime::currentMSecsSinceEpoch();
        const double age = m_prometheus->scalar(q).value_or(-1);
        QVERIFY2(age >= (now - m_firstTimestampMs - 299000) / 1000.0 - 10 &&
                     age <= (now - m_firstTimestampMs) / 1000.0 + 1,
                 qPrintable(QString::number(age)));
        // How it was obtained: the producer's timestamps (CreateTime).
        waitForSeries(QStringLiteral("kafscope_consumergroup_lag_seconds{consumergroup=\"%1\","
                                     "timestamp=\"create_time\"}")
                          .arg(m_classic));
        // The live group has consumed everything: 0 s, not unknown.
        waitForSeries(QStringLiteral("kafscope_consumergroup_max_lag_seconds{consumergroup=\"%1\"}"
                                     " == 0")
                          .arg(m_live));
    }

    // A second member joins the KIP-848 group and a classic group rebalances: counted from
    // __consumer_offsets.
    void rebalancesCounted()
    {
        waitForSeries(QStringLiteral("kafscope_rebalance_watch_up == 1"));
        m_secondLive = std::make_unique<JavaConsumer>(m_live, m_topic, true, 0);
        waitForSeries(
            QStringLiteral("kafka_consumergroup_members{consumergroup=\"%1\"} == 2").arg(m_live));
        waitForSeries(
            QStringLiteral("kafscope_rebalances_total{consumergroup=\"%1\"} >= 1").arg(m_live));
        const QString classicLive = uniqueName(QStringLiteral("mon-classic-live"));
        JavaConsumer a(classicLive, m_topic, false, 0);
        JavaConsumer b(classicLive, m_topic, false, 0);
        waitForSeries(QStringLiteral("kafscope_rebalances_total{consumergroup=\"%1\"} >= 1")
                          .arg(classicLive));
        waitForSeries(QStringLiteral("kafscope_rebalance_duration_seconds_count{consumergroup="
                                     "\"%1\"} >= 1")
                          .arg(classicLive));
    }

    // Every panel of the shipped Grafana dashboard answers with series from this Prometheus.
    void dashboardQueriesAnswer()
    {
        const QString script = qEnvironmentVariable("KAFSCOPE_SOURCE_DIR") +
                               QStringLiteral("/tests/monitor/dashboard_queries.py");
        const QString dashboard = qEnvironmentVariable("KAFSCOPE_SOURCE_DIR") +
                                  QStringLiteral("/packaging/grafana/kafscope-dashboard.json");
        QVERIFY2(QFile::exists(script) && QFile::exists(dashboard),
                 "dashboard or its checker missing");
        waitForSeries(QStringLiteral("kafscope_rebalances_total"));
        // The duration panels take increase() over a range: they answer only if the group's
        // histogram rose while Prometheus scraped it. A series first scraped after the group's
        // last rebalance never rises (CI once saw both panels empty that way), so once Prometheus
        // holds the series, the second member leaves and that rebalance is waited for.
        waitForSeries(QStringLiteral("kafscope_rebalance_duration_seconds_count{consumergroup="
                                     "\"%1\"}")
                          .arg(m_live));
        m_secondLive.reset();
        waitForSeries(
            QStringLiteral("kafka_consumergroup_members{consumergroup=\"%1\"} == 1").arg(m_live));
        waitForSeries(QStringLiteral("increase(kafscope_rebalance_duration_seconds_count{"
                                     "consumergroup=\"%1\"}[1h]) > 0")
                          .arg(m_live));
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("python3"),
                {script, QStringLiteral("--prometheus"), m_prometheus->url(),
                 QStringLiteral("--dashboard"), dashboard, QStringLiteral("--group"), m_live,
                 // Nothing here was deleted before it was read, and no records flowed during the
                 // rebalances (a stop is estimated from commits that move): rightly empty.
                 QStringLiteral("--allow-empty"), QStringLiteral("Records deleted before consumed"),
                 QStringLiteral("--allow-empty"), QStringLiteral("Member stop p50 / p95")});
        QVERIFY(p.waitForFinished(120000));
        QByteArray problems;
        for (const QByteArray &line : p.readAll().split('\n'))
            if (!line.startsWith("ok"))
                problems += line + '\n';
        QVERIFY2(p.exitCode() == 0, problems.constData());
    }

    // The desktop dashboard with a Prometheus in its profile draws the team's history from it.
    void desktopHistoryFromPrometheus()
    {
        ConnectionProfile profile = profileFor("kafka1");
        profile.prometheusUrl = m_prometheus->url();
        QTemporaryDir store;
        history::DashboardSampler sampler(profile,
                                          store.filePath(QStringLiteral("history.sqlite")));
        QSignalSpy updated(&sampler, &history::DashboardSampler::updated);
        QSignalSpy failed(&sampler, &history::DashboardSampler::failed);
        sampler.start(600000);
        QVERIFY2(updated.wait(60000),
                 failed.isEmpty() ? "no sample"
                                  : qPrintable(failed.first().first().value<Error>().message()));
        const auto d = updated.last().first().value<history::DashboardData>();
        QVERIFY2(d.prometheusError.isEmpty(), qPrintable(d.prometheusError));
        QCOMPARE(d.historySource, m_prometheus->url());
        QVERIFY(!d.totalLag.isEmpty());
        QVERIFY(!d.totalRate.isEmpty());
        // The last point is Prometheus's own total for the cluster (the monitor's kept groups).
        const auto total =
            m_prometheus->scalar(QStringLiteral("sum(kafscope_consumergroup_lag{cluster=\"%1\"})")
                                     .arg(d.snapshot.cluster));
        QVERIFY(total);
        QCOMPARE(d.totalLag.last().second, *total);
        QVERIFY(d.historySinceMs > 0);

        // A Prometheus that does not answer: this machine's history, and the reason.
        profile.prometheusUrl = QStringLiteral("http://127.0.0.1:%1").arg(freePort());
        history::DashboardSampler offline(profile,
                                          store.filePath(QStringLiteral("history.sqlite")));
        QSignalSpy offlineUpdated(&offline, &history::DashboardSampler::updated);
        offline.start(600000);
        QVERIFY(offlineUpdated.wait(60000));
        const auto o = offlineUpdated.last().first().value<history::DashboardData>();
        QVERIFY(o.historySource.isEmpty());
        QVERIFY(!o.prometheusError.isEmpty());
    }

    void cleanupTestCase()
    {
        m_secondLive.reset();
        m_liveConsumer.reset();
        m_prometheus.reset();
        if (m_monitor) {
            QVERIFY(m_monitor->running()); // it ran through the whole test
            m_monitor.reset();
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestMonitorPrometheus)
#include "test_monitor_prometheus.moc"
