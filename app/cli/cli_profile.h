#pragma once

#include "browse/browse_types.h"
#include "cli/cli_context.h"
#include "profiles/saved_profile.h"
#include "profiles/secret_store.h"

#include <memory>

namespace kafscope::cli {

// One line from standard input (a password or secret), without its line end.
Result<QString> readStdinSecret();

// The environment variable that may hold a profile's secret when no keychain has it:
// KAFSCOPE_SECRET_<NAME> with '.' and '-' as '_' (e.g. KAFSCOPE_SECRET_SASL_PASSWORD).
QString secretEnvVar(const QString &secretName);

// The secret --password-stdin fills: the OIDC client secret, the SASL password, else the
// keystore's or the key's password.
QString primarySecret(const profiles::SavedProfile &p);

// The OS keychain when a keychain service answers, else a store in memory (with `note` saying so).
std::unique_ptr<profiles::SecretStore> openSecretStore(QString *note = nullptr);

// --profile NAME: loads the saved profile, its secrets (keychain, then KAFSCOPE_SECRET_*, then one
// line of standard input when `mayReadStdin` and --password-stdin), and makes it the connection.
// --bootstrap, --timeout, -X and --read-only given as well refine it.
Status applySavedProfile(CliArgs &args, bool mayReadStdin);

// The cluster a command writes to when it reads another (copy, redrive): the saved profile
// `toProfile` names, or the brokers `toBootstrap` names with `toProperty` (k=v, repeatable), or,
// with neither, the command's own connection. The global --read-only applies to it too.
// The records a command that writes them elsewhere reads (copy, redrive): `topic` from --from
// (a live tail only when `tailAllowed`) up to --until, --partitions, --max (default 0: all),
// --filter; each option as the command declares it.
struct ReadRangeOptions {
    OptName from, until, partitions, max, filter;
};
Result<BrowseRequest> readRange(const CliArgs &a, const QString &topic, const ReadRangeOptions &o,
                                bool tailAllowed);

Result<ConnectionProfile> targetProfile(const CliArgs &a, const OptName &toProfile,
                                        const OptName &toBootstrap, const OptName &toProperty);

} // namespace kafscope::cli
