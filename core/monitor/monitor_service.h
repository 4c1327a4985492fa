#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "monitor/exposition.h"
#include "monitor/monitor_snapshot.h"

#include <QList>
#include <QMutex>
#include <QString>

#include <functional>
#include <memory>

namespace prometheus {
class Exposer;
class Collectable;
} // namespace prometheus

namespace kafscope {
class Worker;
}

namespace kafscope::monitor {

// One cluster to watch: its connection and its `cluster` label (the profile's name; empty: the
// cluster id, once known).
struct MonitorTarget {
    QString label;
    ConnectionProfile profile;
};

// The HTTP endpoint: prometheus-cpp's exposer (civetweb) on `listen`, which must be a loopback
// address unless `allowRemote`; basic auth when `user` is set. `tlsCertificate` is refused (see
// listen()): Debian 12's civetweb cannot serve https with OpenSSL 3.
struct EndpointOptions {
    QString listen = QStringLiteral("127.0.0.1:9308");
    bool allowRemote = false;
    QString user;
    QString password; // never logged or printed
    QString tlsCertificate;
};

// Checks `listen` ("HOST:PORT", "[::1]:PORT") and gives the host and port; a non-loopback host
// without allowRemote is refused with the way to allow it. Pure.
struct ListenAddress {
    QString host;
    int port = 0;
    bool loopback = false;
};
Result<ListenAddress> parseListen(const QString &listen, bool allowRemote);

// What one cycle ended with, for the command's progress lines.
struct CycleReport {
    QString cluster;
    bool up = false;
    int topics = 0, partitions = 0, groups = 0;
    double seconds = 0;
    QString error;
};

// kafscope-cli monitor: one worker per cluster collects a snapshot every interval and follows
// __consumer_offsets for rebalances between collections; the exposer serves the last complete
// snapshots, so a scrape never waits for Kafka. Read-only: nothing joins a group, commits or
// creates.
class MonitorService {
public:
    MonitorService(QList<MonitorTarget> targets, MonitorScope scope, int intervalMs,
                   NameStyle style);
    ~MonitorService();
    MonitorService(const MonitorService &) = delete;
    MonitorService &operator=(const MonitorService &) = delete;

    // Called on a cluster's worker thread after each of its cycles.
    void setCycleListener(std::function<void(const CycleReport &)> listener);
    // Starts the clusters' workers.
    void start();
    // Serves /metrics and /healthz; the port actually bound comes back (for port 0).
    Result<int> listen(const EndpointOptions &options);
    // Stops the workers (each within its current request's timeout) and the endpoint.
    void stop();

    QList<PublishedCluster> published() const;
    // Every cluster has finished at least one cycle.
    bool ready() const;
    NameStyle style() const { return m_style; }

private:
    struct Cluster;
    void runCluster(const std::shared_ptr<Cluster> &c, const std::atomic<int> &cancelled);

    QList<std::shared_ptr<Cluster>> m_clusters;
    MonitorScope m_scope;
    int m_intervalMs;
    NameStyle m_style;
    std::function<void(const CycleReport &)> m_listener;
    QList<std::shared_ptr<Worker>> m_workers;
    std::shared_ptr<prometheus::Collectable> m_metrics, m_health;
    std::unique_ptr<prometheus::Exposer> m_exposer;
};

} // namespace kafscope::monitor
