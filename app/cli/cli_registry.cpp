#include "cli/cli_registry.h"

KS_CLI_COMMAND("")

namespace kafscope::cli {

Result<std::optional<schema::RegistryConfig>> registryFromArgs(const CliArgs &args)
{
    schema::RegistryConfig c;
    c.url = args.value(KS_OPT("schema-registry"), qEnvironmentVariable("KAFSCOPE_SCHEMA_REGISTRY"));
    const bool fromProfile = c.url.isEmpty() && !args.registryUrl.isEmpty();
    if (fromProfile)
        c.url = args.registryUrl; // the saved profile's registry
    if (c.url.isEmpty()) {
        if (args.has(KS_OPT("schema-registry-ca")))
            return Error::usage(KS_ERR("--schema-registry-ca needs --schema-registry"));
        return std::optional<schema::RegistryConfig>();
    }
    if (auto s = schema::checkRegistryUrl(c.url); !s)
        return s.error();
    c.caFile = args.value(KS_OPT("schema-registry-ca"));
    c.username = qEnvironmentVariable("KAFSCOPE_SCHEMA_REGISTRY_USER");
    c.password = qEnvironmentVariable("KAFSCOPE_SCHEMA_REGISTRY_PASSWORD");
    if (fromProfile && c.username.isEmpty() && c.password.isEmpty()) {
        c.username = args.registryUser;
        c.password = args.registryPassword; // from the keychain, never from a file
    }
    c.bearerToken = qEnvironmentVariable("KAFSCOPE_SCHEMA_REGISTRY_TOKEN");
    if (args.profile.timeoutMs > 0)
        c.timeoutMs = args.profile.timeoutMs;
    return std::optional<schema::RegistryConfig>(c);
}

} // namespace kafscope::cli
