#include "monitor/monitor_service.h"

#include "cluster/kafka_client.h"
#include "cluster/topic_ids.h"
#include "common/worker.h"
#include "offsets/offsets_log_reader.h"
#include "monitor/rebalance_stats.h"

#include <prometheus/collectable.h>
#include <prometheus/exposer.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QHostAddress>
#include <QMutexLocker>

#include <chrono>
#include <stdexcept>
#include <thread>

namespace kafscope::monitor {

struct MonitorService::Cluster {
    MonitorTarget target;
    mutable QMutex mutex;
    PublishedCluster published; // guarded by mutex
    bool ready = false;         // guarded by mutex
};

namespace {

class MetricsEndpoint : public prometheus::Collectable {
public:
    explicit MetricsEndpoint(const MonitorService *service) : m_service(service) {}
    std::vector<prometheus::MetricFamily> Collect() const override
    {
        return exposition(m_service->published(), m_service->style(),
                          QDateTime::currentMSecsSinceEpoch());
    }

private:
    const MonitorService *m_service;
};

// /healthz: the process answers, and says per cluster whether its last collection reached it.
class HealthEndpoint : public prometheus::Collectable {
public:
    explicit HealthEndpoint(const MonitorService *service) : m_service(service) {}
    std::vector<prometheus::MetricFamily> Collect() const override
    {
        prometheus::MetricFamily f{"kafscope_up",
                                   "1 when the last collection reached the cluster, else 0",
                                   prometheus::MetricType::Gauge,
                                   {}};
        for (const PublishedCluster &c : m_service->published()) {
            prometheus::ClientMetric m;
            m.label = {{"cluster", c.snapshot.cluster.toStdString()}};
            m.gauge.value = c.snapshot.up ? 1 : 0;
            f.metric.push_back(m);
        }
        return {f};
    }

private:
    const MonitorService *m_service;
};

bool sameSecret(const std::string &a, const QString &b)
{
    // Compared as digests, so the time taken says nothing about where they differ.
    return QCryptographicHash::hash(QByteArray::fromStdString(a), QCryptographicHash::Sha256) ==
           QCryptographicHash::hash(b.toUtf8(), QCryptographicHash::Sha256);
}

} // namespace

Result<ListenAddress> parseListen(const QString &listen, bool allowRemote)
{
    ListenAddress a;
    const qsizetype colon = listen.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    if (colon > 0)
        a.port = listen.mid(colon + 1).toInt(&ok);
    if (!ok || a.port < 0 || a.port > 65535)
        return Error::usage(
            KS_ERR("--listen takes HOST:PORT (e.g. 127.0.0.1:9308), got %1").arg(listen));
    a.host = listen.left(colon);
    if (a.host.startsWith(QLatin1Char('[')) && a.host.endsWith(QLatin1Char(']')))
        a.host = a.host.mid(1, a.host.size() - 2);
    const QHostAddress addr(a.host == QLatin1String("localhost") ? QStringLiteral("127.0.0.1")
                                                                 : a.host);
    if (addr.isNull() && !a.host.isEmpty())
        return Error::usage(
            KS_ERR("--listen takes an IP address and a port (e.g. 127.0.0.1:9308), got %1")
                .arg(listen));
    a.loopback = !a.host.isEmpty() && addr.isLoopback();
    if (!a.loopback && !allowRemote)
        return Error::usage(KS_ERR("The monitor listens on loopback only unless --allow-remote is "
                                   "given (%1 would let other machines read every group and topic "
                                   "name; add --basic-auth-user and --tls-cert for that)")
                                .arg(listen));
    return a;
}

MonitorService::MonitorService(QList<MonitorTarget> targets, MonitorScope scope, int intervalMs,
                               NameStyle style)
    : m_scope(std::move(scope)), m_intervalMs(intervalMs), m_style(style)
{
    for (MonitorTarget &t : targets) {
        auto c = std::make_shared<Cluster>();
        c->published.snapshot.cluster = t.label.isEmpty() ? t.profile.bootstrap : t.label;
        c->target = std::move(t);
        m_clusters << c;
    }
}

MonitorService::~MonitorService()
{
    stop();
}

void MonitorService::setCycleListener(std::function<void(const CycleReport &)> listener)
{
    m_listener = std::move(listener);
}

void MonitorService::start()
{
    for (const std::shared_ptr<Cluster> &c : std::as_const(m_clusters)) {
        auto w = std::make_shared<Worker>(nullptr, QStringLiteral("kafscope-monitor"));
        w->run([this, c](const WorkerContext &ctx) { runCluster(c, ctx.cancelFlag()); });
        m_workers << w;
    }
}

void MonitorService::runCluster(const std::shared_ptr<Cluster> &c,
                                const std::atomic<int> &cancelled)
{
    const ConnectionProfile &profile = c->target.profile;
    std::unique_ptr<KafkaClient> admin, reader;
    std::unique_ptr<offsets::OffsetsLogReader> log;
    LagTimeCache cache;
    RebalanceWatch watch([profile]() -> QHash<QString, QString> {
        auto client = KafkaClient::create(profile, QStringLiteral("monitor-topic-ids"));
        if (!client)
            return {};
        auto ids = fetchTopicIds(*client.value());
        return ids ? ids.value() : QHash<QString, QString>{};
    });
    MonitorSnapshot last;
    last.cluster = c->published.snapshot.cluster;
    bool haveLast = false;
    ErrorCounts totals;
    quint64 cycles = 0;
    QString logError;
    qint64 nextCycleMs = 0, nextLogTryMs = 0;
    auto sleepMs = [&](qint64 ms) {
        const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        while (!cancelled.load() && std::chrono::steady_clock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    };
    while (!cancelled.load()) {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (now >= nextCycleMs) {
            nextCycleMs = now + m_intervalMs;
            MonitorSnapshot s;
            if (!admin) {
                auto a = KafkaClient::create(profile, QStringLiteral("monitor"));
                auto r = KafkaClient::create(
                    profile, QStringLiteral("monitor-lag-time"), KafkaClient::Type::Consumer,
                    {{QStringLiteral("group.id"),
                      QString::fromLatin1(offsets::OffsetsLogReader::kPlaceholderGroup)},
                     {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
                     {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")},
                     {QStringLiteral("max.partition.fetch.bytes"), QStringLiteral("65536")}});
                if (a && r) {
                    admin = std::move(a).value();
                    reader = std::move(r).value();
                } else {
                    s = haveLast ? last : MonitorSnapshot{};
                    s.cluster = last.cluster;
                    s.up = false;
                    s.cycleErrors = {{QStringLiteral("metadata"), 1}};
                    s.lastError = (a ? r.error() : a.error()).message();
                    s.cycleEndMs = QDateTime::currentMSecsSinceEpoch();
                }
            }
            if (admin)
                s = collectSnapshot(*admin, reader.get(), m_scope, haveLast ? &last : nullptr,
                                    cache, &cancelled);
            if (!profile.connectUrls.isEmpty() && !cancelled.load())
                collectConnect(profile, s, &cancelled);
            if (cancelled.load())
                break;
            if (c->target.label.isEmpty() && !s.clusterId.isEmpty())
                s.cluster = s.clusterId; // a --bootstrap cluster is named by its id
            else
                s.cluster = last.cluster;
            for (auto it = s.cycleErrors.begin(); it != s.cycleErrors.end(); ++it)
                totals[it.key()] += it.value();
            ++cycles;
            if (s.up || !haveLast) {
                last = s;
                haveLast = true;
            } else {
                last.up = false; // the next good cycle's trend compares with the last good one
            }
            watch.update();
            {
                QMutexLocker lock(&c->mutex);
                c->published.snapshot = s;
                c->published.rebalances = watch.stats();
                c->published.rebalanceWatchUp = log != nullptr;
                c->published.rebalanceWatchError = logError;
                c->published.errorsTotal = totals;
                c->published.cycles = cycles;
                c->published.rebalanceGroupsLeftOut = watch.groupsLeftOut();
                c->ready = true;
            }
            if (m_listener) {
                CycleReport r;
                r.cluster = s.cluster;
                r.up = s.up;
                r.topics = int(s.topicPartitions.size());
                r.partitions = int(s.partitions.size());
                r.groups = int(s.groups.size());
                r.seconds = s.collectSeconds;
                r.error = s.lastError;
                m_listener(r);
            }
        }
        // Between collections: follow __consumer_offsets (opened once the cluster answers and
        // the topic exists; retried every 30 s).
        if (!log && admin && QDateTime::currentMSecsSinceEpoch() >= nextLogTryMs) {
            nextLogTryMs = QDateTime::currentMSecsSinceEpoch() + 30000;
            offsets::OffsetsLogOptions o;
            o.start = offsets::OffsetsLogOptions::Start::Live;
            auto opened = offsets::OffsetsLogReader::open(profile, o);
            if (opened) {
                log = std::move(opened).value();
                logError.clear();
            } else {
                logError = opened.error().message();
            }
        }
        const qint64 untilNext = nextCycleMs - QDateTime::currentMSecsSinceEpoch();
        if (untilNext <= 0)
            continue;
        if (!log) {
            sleepMs(std::min<qint64>(untilNext, 500));
            continue;
        }
        auto entries = log->poll(int(std::min<qint64>(untilNext, 500)));
        if (!entries) {
            logError = entries.error().message();
            totals[QStringLiteral("rebalance_watch")] += 1;
            sleepMs(std::min<qint64>(untilNext, 500));
            continue;
        }
        for (const offsets::OffsetsLogEntry &e : entries.value())
            watch.add(e);
    }
}

Result<int> MonitorService::listen(const EndpointOptions &options)
{
    auto addr = parseListen(options.listen, options.allowRemote);
    if (!addr)
        return addr.error();
    if (!options.tlsCertificate.isEmpty())
        // Checked by hand on Debian 12: civetweb 1.15 (prometheus-cpp's server) loads OpenSSL at
        // run time and calls SSL_get_peer_certificate, which OpenSSL 3 no longer exports, so the
        // first https request ends the process (SIGSEGV). Refused rather than crashing.
        return Error::usage(
            KS_ERR("--tls-cert cannot be used with this build: Debian 12's civetweb "
                   "1.15 (the server under prometheus-cpp) crashes on the first "
                   "https request with OpenSSL 3. Serve on loopback and put a TLS "
                   "proxy (nginx, stunnel) in front of it"));
    const QString host = addr->host.contains(QLatin1Char(':'))
                             ? QLatin1Char('[') + addr->host + QLatin1Char(']')
                             : addr->host;
    const std::string port =
        (host.isEmpty() ? QString::number(addr->port)
                        : host + QLatin1Char(':') + QString::number(addr->port))
            .toStdString();
    std::vector<std::string> civet = {"num_threads", "2"};
    civet.insert(civet.begin(), {"listening_ports", port});
    try {
        m_exposer = std::make_unique<prometheus::Exposer>(civet);
    } catch (const std::exception &e) {
        return Error::local(
            KS_ERR("Cannot listen on %1: %2").arg(options.listen, QString::fromUtf8(e.what())));
    }
    m_metrics = std::make_shared<MetricsEndpoint>(this);
    m_health = std::make_shared<HealthEndpoint>(this);
    m_exposer->RegisterCollectable(m_metrics, "/metrics");
    m_exposer->RegisterCollectable(m_health, "/healthz");
    if (!options.user.isEmpty()) {
        const QString user = options.user, password = options.password;
        auto check = [user, password](const std::string &u, const std::string &p) {
            return sameSecret(u, user) & sameSecret(p, password);
        };
        m_exposer->RegisterAuth(check, "kafscope monitor", "/metrics");
        m_exposer->RegisterAuth(check, "kafscope monitor", "/healthz");
    }
    const std::vector<int> ports = m_exposer->GetListeningPorts();
    return ports.empty() ? addr->port : ports.front();
}

void MonitorService::stop()
{
    m_exposer.reset(); // no scrape reaches the service once it is gone
    for (const std::shared_ptr<Worker> &w : std::as_const(m_workers))
        w->cancel();
    for (const std::shared_ptr<Worker> &w : std::as_const(m_workers))
        w->wait(30000);
    m_workers.clear();
}

QList<PublishedCluster> MonitorService::published() const
{
    QList<PublishedCluster> out;
    for (const std::shared_ptr<Cluster> &c : m_clusters) {
        QMutexLocker lock(&c->mutex);
        out << c->published;
    }
    return out;
}

bool MonitorService::ready() const
{
    for (const std::shared_ptr<Cluster> &c : m_clusters) {
        QMutexLocker lock(&c->mutex);
        if (!c->ready)
            return false;
    }
    return true;
}

} // namespace kafscope::monitor
