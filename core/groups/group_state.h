#pragma once

#include <QString>
#include <QStringView>

namespace kafscope::groups {

// A consumer group's state as the group coordinator reports it: the classic protocol's states, and
// Assigning / Reconciling, which Kafka derives for a KIP-848 group, and a streams group's NotReady.
enum class GroupState {
    Unknown,
    PreparingRebalance,
    CompletingRebalance,
    Stable,
    Empty,
    Dead,
    Assigning,
    Reconciling,
    NotReady, // a streams group whose topology cannot run yet (KIP-1071)
};

// The group's kind: its protocol (ListConsumerGroups' type), or what __consumer_offsets says for
// share and streams groups, which librdkafka cannot name.
enum class GroupType { Unknown, Classic, Consumer, Share, Streams };

// The one place the wire names live. wireName is what Kafka, librdkafka and the JSON output say
// ("Stable", "PreparingRebalance"; "classic", "consumer", "unknown"); the parsers take those names
// (case-insensitive, with or without underscores, AwaitingSync as CompletingRebalance) and give
// Unknown for anything else.
QString wireName(GroupState state);
QString wireName(GroupType type);
GroupState parseGroupState(QStringView name);
GroupType parseGroupType(QStringView name);

// librdkafka's rd_kafka_consumer_group_state_t and rd_kafka_consumer_group_type_t.
GroupState groupStateFromRdkafka(int state);
GroupType groupTypeFromRdkafka(int type);

// The state and the type in the user's language (KS_TR), for tables and text output.
QString displayName(GroupState state);
QString displayName(GroupType type);

} // namespace kafscope::groups
