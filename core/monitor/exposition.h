#pragma once

#include "monitor/monitor_snapshot.h"
#include "monitor/rebalance_stats.h"

#include <prometheus/metric_family.h>

#include <QHash>
#include <QMap>

#include <vector>

namespace kafscope::monitor {

// Whose series names the exposition uses for what other exporters also give: kafka_exporter's
// (danielqsj, the default; its Grafana dashboards and rules work unchanged) or kminion's.
// Kafscope's own series (kafscope_*) are the same in both.
enum class NameStyle { KafkaExporter, Kminion };

// One cluster as the monitor publishes it: the last snapshot, the rebalances counted since the
// monitor started and the running totals.
struct PublishedCluster {
    MonitorSnapshot snapshot;
    QHash<QString, GroupRebalanceStats> rebalances;
    bool rebalanceWatchUp = false; // __consumer_offsets is being read
    QString rebalanceWatchError;
    ErrorCounts errorsTotal; // by kind, since the monitor started
    quint64 cycles = 0;
    quint64 rebalanceGroupsLeftOut = 0;
};

// The series of every cluster, as prometheus-cpp serialises them. `nowMs` dates the snapshots'
// age. Pure.
std::vector<prometheus::MetricFamily> exposition(const QList<PublishedCluster> &clusters,
                                                 NameStyle style, qint64 nowMs);

// The exposition in Prometheus's text format (prometheus-cpp's TextSerializer). For tests and
// `monitor --once`.
QByteArray exposeText(const std::vector<prometheus::MetricFamily> &families);

} // namespace kafscope::monitor
