#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>

namespace kafscope {

// One broker as the brokers list shows it.
struct BrokerStatus {
    int id = -1;
    QString host; // where it was last seen; empty for a broker only known from replica lists
    int port = 0;
    // The active controller, only where clients can see it (ZooKeeper): under KRaft the metadata
    // names a random broker, so no broker is marked.
    bool controller = false;
    bool answers = false;
    QString problem;    // why it does not answer
    QString rack;       // broker.rack, from the broker's configs ("" when none or not read)
    QString roles;      // process.roles under KRaft ("broker", "broker,controller"), else ""
    int partitions = 0; // replicas it holds, from the metadata
    int leaders = 0;    // partitions it leads
};

// Brokers of a metadata snapshot plus every broker id that partitions name as a replica (a stopped
// broker drops out of the metadata but stays in replica lists), with the replicas and leaders each
// holds. `visibleController` marks the controller where it is known (ControllerView::visibleId).
// listBrokers asks each listed broker directly (a DescribeConfigs sent to it, in parallel) whether
// it answers within `probeTimeoutMs`, and reads its rack and process.roles from the answer; the
// controller is marked only when the brokers say ZooKeeper.
QList<BrokerStatus> brokerStatuses(const ClusterMetadata &md, int visibleController = -1);
Result<QList<BrokerStatus>> listBrokers(KafkaClient &client, int probeTimeoutMs = 3000);

} // namespace kafscope
