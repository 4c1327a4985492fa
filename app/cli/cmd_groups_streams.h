#pragma once

#include "cli/cli_context.h"
#include "cluster/kafka_client.h"
#include "groups/streams_group.h"

namespace kafscope::cli {

// `groups describe G` for a streams group (KIP-1071), as `d` describes it: state and epochs, what
// keeps it from Stable, the topology's subtopologies and topics, the members with their tasks, and
// the committed offsets and lag of its input partitions; the same as JSON with --json.
int describeStreamsGroupCmd(CliContext &ctx, KafkaClient &client,
                            const groups::StreamsGroupDescription &d);

} // namespace kafscope::cli
