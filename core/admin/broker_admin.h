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
    bool controller = false;
    bool answers = false;
    QString problem; // why it does not answer
};

// Brokers of a metadata snapshot plus every broker id that partitions name as a replica (a stopped
// broker drops out of the metadata but stays in replica lists). `probe` asks each listed broker
// directly (a DescribeConfigs sent to it, in parallel) whether it answers within `probeTimeoutMs`.
QList<BrokerStatus> brokerStatuses(const ClusterMetadata &md);
Result<QList<BrokerStatus>> listBrokers(KafkaClient &client, int probeTimeoutMs = 3000);

} // namespace kafscope
