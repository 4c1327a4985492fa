#pragma once

#include "cli/cli_context.h"
#include "schema/registry_http.h"

#include <optional>

namespace kafscope::cli {

// The schema registry a command uses: --schema-registry URL (or KAFSCOPE_SCHEMA_REGISTRY), with
// --schema-registry-ca FILE for an https registry. Credentials come only from the environment,
// never from the command line: KAFSCOPE_SCHEMA_REGISTRY_USER and _PASSWORD (basic auth) or
// KAFSCOPE_SCHEMA_REGISTRY_TOKEN (bearer). nullopt when no registry is given.
Result<std::optional<schema::RegistryConfig>> registryFromArgs(const CliArgs &args);

} // namespace kafscope::cli
