#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "groups/group_state.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::groups {

// One group as the cluster lists it, before any per-group describe or lag.
struct GroupListing {
    QString group;
    GroupState state = GroupState::Unknown; // from ListConsumerGroups
    // Classic or Consumer (KIP-848) from ListConsumerGroups; Share or Streams when
    // __consumer_offsets says so (librdkafka names no such type).
    GroupType type = GroupType::Unknown;
    QString protocolType; // from the legacy listing: "consumer", "connect", "" (simple)
    QString assignor;     // the chosen protocol
    int members = 0;
    int coordinatorId = -1;
    bool simple = false;
    // The legacy describe failed for this group (KIP-848 "consumer", share and streams groups
    // answer that way): its state must come from __consumer_offsets, not be taken as Dead.
    bool needsOffsetsLog = false;
    QString note;
};

// The group types ListConsumerGroups can filter on, by their wire names: "classic" and "consumer".
QStringList groupTypeFilters();

// ListConsumerGroups (names, states, types) joined with one legacy rd_kafka_list_groups(NULL) call
// (protocol type, assignor, member count, coordinator), sorted by name. With `types` (from
// groupTypeFilters()), only groups of those types are listed. Blocking.
Result<QList<GroupListing>> listGroups(KafkaClient &client, const QStringList &types = {});

} // namespace kafscope::groups
