#pragma once

#include "cli/cli_context.h"
#include "connect/connect_types.h"

// Output of `kafscope-cli connect ...` (cmd_connect_print.cpp): aligned text or stable JSON. Every
// string from the worker reaches the terminal through the CLI's escaping output.
namespace kafscope::cli::connect_output {

void clusters(CliContext &ctx,
              const QList<QPair<connect::ConnectEndpoint, Result<connect::WorkerInfo>>> &answers);
void connectorList(CliContext &ctx, const QList<connect::ConnectorInfo> &list);
void connector(CliContext &ctx, const connect::ConnectorInfo &c);
void validation(CliContext &ctx, const connect::ValidationResult &r);
void plugins(CliContext &ctx, const QList<connect::PluginInfo> &list);
void offsets(CliContext &ctx, const QString &name, const connect::ConnectorOffsets &o);
// "paused connector NAME" / {"connector": NAME, "action": "pause"}.
void done(CliContext &ctx, const QString &name, const QString &action, const QString &text);

} // namespace kafscope::cli::connect_output
