#pragma once

#include "connect/connect_types.h"
#include "history/cluster_snapshot.h"

#include <QList>

namespace kafscope::history {

// How healthy a cluster looked in one snapshot, judged the way an operator would: every partition
// led and fully replicated, every broker this cluster had still there, and every figure known.
// Typed facts only; the UI and the CLI put them into words.
struct ClusterHealth {
    enum class Level { Healthy, Degraded, Critical };
    Level level = Level::Healthy;
    QList<int> missingBrokers; // known within the history's retention, absent from the metadata
    int underReplicated = 0;   // partitions with fewer in-sync replicas than replicas
    int offline = 0;           // partitions without a leader
    bool watermarksFailed = false;
    int lagUnknownGroups = 0;
    bool groupsFailed = false;
    // The connection's Kafka Connect clusters (addConnectHealth): connectors with a failure, and
    // Connect clusters that could not be read.
    int failedConnectors = 0;
    int failedConnectTasks = 0;
    int unreadableConnect = 0;

    bool healthy() const { return level == Level::Healthy; }
};

// Critical: a partition has no leader, or no broker answers at all. Degraded: a broker is missing,
// a partition is under-replicated, or a watermark, a group or a lag could not be read.
ClusterHealth assessHealth(const ClusterSnapshot &s, const QList<int> &knownBrokers);
// A failed connector or task, or a Connect cluster that cannot be read, degrades a healthy cluster:
// the data pipelines around it have stopped.
void addConnectHealth(ClusterHealth &h, const connect::ConnectSummary &s);

} // namespace kafscope::history
