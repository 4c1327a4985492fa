#pragma once

// kafscope-cli groups describe / reset / delete-offsets for a share group (KIP-932): runGroups
// dispatches here when the group's type is share.

#include "cli/cli_context.h"
#include "cluster/kafka_client.h"

namespace kafscope::cli {

int describeShareGroupCmd(CliContext &ctx, KafkaClient &client, const QString &group);
// --to (and --topic) with exactly one of --dry-run or --yes, checked by the caller.
int resetShareGroupCmd(CliContext &ctx, KafkaClient &client, const QString &group);
// --topic (one or more) and --yes, checked by the caller.
int deleteShareOffsetsCmd(CliContext &ctx, KafkaClient &client, const QString &group);

} // namespace kafscope::cli
