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
    GroupState state = GroupState::Unknown; // from ListGroups v4+ (or the classic describe)
    // From ListGroups v5+ (Kafka 3.8): classic, consumer (KIP-848), share (KIP-932) or streams
    // (KIP-1071); classic for an older broker, which has no other kind.
    GroupType type = GroupType::Unknown;
    QString protocolType; // from the legacy listing: "consumer", "connect", "" (simple)
    QString assignor;     // the chosen protocol (a share group's assignor)
    int members = 0;
    int coordinatorId = -1; // the broker whose ListGroups listed it

    bool simple = false;
    // The legacy describe failed for this group (KIP-848 "consumer", share and streams groups
    // answer that way): its state must come from __consumer_offsets, not be taken as Dead.
    bool needsOffsetsLog = false;
    QString note;
};

// The group types the listing can filter on, by their wire names: "classic", "consumer", "share",
// "streams".
QStringList groupTypeFilters();

// One ListGroups entry (v0-v5: state from v4, type from v5; empty when the version lacks it).
GroupListing listingFromWire(const QString &group, const QString &protocolType,
                             const QString &state, const QString &type);

// ListGroups on every broker (names, states, types; the protocol layer) joined with one legacy
// rd_kafka_list_groups(NULL) call (protocol type, assignor, member count) and, for share groups,
// ShareGroupDescribe (members, assignor), sorted by name. With `types` (from groupTypeFilters()),
// only groups of those types are listed. Blocking.
Result<QList<GroupListing>> listGroups(KafkaClient &client, const QStringList &types = {});

// The type of one group, from ListGroups at its coordinator (FindCoordinator first); Unknown when
// the coordinator does not list it (no such group). Lets a command dispatch on the kind of group.
Result<GroupType> groupTypeOf(KafkaClient &client, const QString &group);

} // namespace kafscope::groups
