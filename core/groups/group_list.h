#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>

namespace kafscope::groups {

// One group as the cluster lists it, before any per-group describe or lag.
struct GroupListing {
    QString group;
    QString state;        // from ListConsumerGroups ("Unknown" for states librdkafka 2.0.2 cannot name)
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

// ListConsumerGroups (names, states) joined with one legacy rd_kafka_list_groups(NULL) call
// (protocol type, assignor, member count, coordinator), sorted by name. Blocking.
Result<QList<GroupListing>> listGroups(KafkaClient &client);

} // namespace kafscope::groups
