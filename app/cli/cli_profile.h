#pragma once

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

} // namespace kafscope::cli
