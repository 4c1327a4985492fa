#pragma once

#include "cli/cli_context.h"
#include "connect/connect_types.h"

namespace kafscope::cli {

// The Kafka Connect clusters a command uses: --connect-url URL (repeatable; else
// KAFSCOPE_CONNECT_URL, else the saved profile's), with --connect-ca FILE for https. Credentials
// come only from the environment (KAFSCOPE_CONNECT_USER and _PASSWORD) or the saved profile (its
// password from the keychain), never from the command line. Empty when none is given.
Result<QList<connect::ConnectEndpoint>> connectEndpointsFromArgs(const CliArgs &args);

} // namespace kafscope::cli
