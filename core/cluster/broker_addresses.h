#pragma once

#include "cluster/cluster_metadata.h"

#include <optional>

namespace kafscope::broker_addresses {

// Where each broker of a cluster was last seen, for as long as the program runs: the metadata
// lists only the brokers that are up, so a stopped broker would otherwise lose its host and port
// in every list. Thread-safe.
void remember(const ClusterMetadata &md);
std::optional<BrokerInfo> lastSeen(const QString &clusterId, int brokerId);
// Adds what an earlier session saw (the history store), without replacing what this one has seen.
void rememberEarlier(const QString &clusterId, const QList<BrokerInfo> &brokers);
// Every broker of the cluster seen so far, by id.
QList<BrokerInfo> allSeen(const QString &clusterId);

} // namespace kafscope::broker_addresses
