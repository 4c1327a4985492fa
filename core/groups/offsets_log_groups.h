#pragma once

#include "groups/group_describe.h"
#include "groups/group_list.h"
#include "offsets/group_state_replay.h"

namespace kafscope::groups {

// What __consumer_offsets records about groups: share and streams groups (which librdkafka does not
// describe), KIP-848 member epochs (which it does not expose), and group history.

// Reads the __consumer_offsets partitions of every listed group flagged needsOffsetsLog and fills
// in protocol type, state, assignor and member count from the replayed records. Blocking.
Status recogniseFromOffsetsLog(const ConnectionProfile &profile, QList<GroupListing> &groups);

// A description built from a replayed group state (no coordinator, which the log does not say).
// Returns nullopt when the state holds no KIP-848, share or streams records. Assignments name
// topics by id in the log: names come from its partition-metadata records, then `topicNames`
// (id -> name, from fetchTopicIds' DescribeTopics), else "topic-id:ID".
std::optional<GroupDescription> describeFromState(const offsets::GroupState &state,
                                                  const QHash<QString, QString> &topicNames = {});

// Fills in the group epoch, target-assignment epoch and each member's epoch from a replayed state.
void addEpochs(GroupDescription &g, const offsets::GroupState &state);

// The state Kafka's group coordinator derives for a KIP-848 group: Empty, Assigning, Reconciling
// or Stable.
GroupState kip848State(const offsets::GroupState &state);

// describeGroup(), falling back to __consumer_offsets when the classic describe reports the group
// as Dead or unknown: what the GUI and CLI use.
Result<GroupDescription> describeGroupAnyProtocol(KafkaClient &client, const QString &group);

} // namespace kafscope::groups
