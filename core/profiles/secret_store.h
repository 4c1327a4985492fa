#pragma once

#include "common/result.h"
#include "profiles/saved_profile.h"

#include <QHash>
#include <QMutex>
#include <QString>

#include <optional>

namespace kafscope::profiles {

// Where a profile's secrets live. Every call blocks until the store answers: call it from a
// worker thread in the GUI (it runs its own event loop), directly in the CLI.
class SecretStore {
public:
    virtual ~SecretStore() = default;
    // An empty string when the store holds no such secret.
    virtual Result<QString> read(const QString &profile, const QString &secret) = 0;
    virtual Status write(const QString &profile, const QString &secret, const QString &value) = 0;
    virtual Status remove(const QString &profile, const QString &secret) = 0;
    virtual QString describe() const = 0;
};

// The OS keychain through QtKeychain (Secret Service or KWallet on Linux, the macOS Keychain, the
// Windows credential store). Service "kafscope", key "<profile>/<secret>".
class KeychainSecretStore : public SecretStore {
public:
    Result<QString> read(const QString &profile, const QString &secret) override;
    Status write(const QString &profile, const QString &secret, const QString &value) override;
    Status remove(const QString &profile, const QString &secret) override;
    QString describe() const override { return QStringLiteral("the OS keychain"); }
    // True when a keychain service answers (a failed read of a missing entry still counts).
    static bool isAvailable();
};

// Secrets for this process only: where no keychain runs, they are asked each time.
class MemorySecretStore : public SecretStore {
public:
    Result<QString> read(const QString &profile, const QString &secret) override;
    Status write(const QString &profile, const QString &secret, const QString &value) override;
    Status remove(const QString &profile, const QString &secret) override;
    QString describe() const override { return QStringLiteral("memory (no keychain service)"); }

private:
    QHash<QString, QString> m_values;
};

// The OS keychain when a keychain service answers (asked once, on first use), else memory for
// this process: secrets are then asked each time Kafscope starts. Thread-safe.
class AutoSecretStore : public SecretStore {
public:
    Result<QString> read(const QString &profile, const QString &secret) override;
    Status write(const QString &profile, const QString &secret, const QString &value) override;
    Status remove(const QString &profile, const QString &secret) override;
    QString describe() const override;
    // Known after the first call; false before it.
    bool usesKeychain() const;

private:
    SecretStore &backend();

    mutable QMutex m_mutex;
    std::optional<bool> m_keychain;
    KeychainSecretStore m_os;
    MemorySecretStore m_memory;
};

// Fills profile.secrets from the store for every name in secretNames() not already filled.
Status loadSecrets(SavedProfile &profile, SecretStore &store);
// Writes every non-empty secret of the profile to the store.
Status saveSecrets(const SavedProfile &profile, SecretStore &store);
// The saved profile `name` as a connection, its secrets read from `secrets`; an error names the
// first secret that neither the profile nor the store holds. Blocks on the store.
Result<ConnectionProfile> savedConnection(const QString &name, SecretStore &secrets,
                                          const QString &storePath = {});

// The saved profile `name` with the secrets `secrets` holds filled in; the ones it lacks stay
// empty (missingSecrets() names them, so that a GUI can ask for them). Blocks on the store.
Result<SavedProfile> savedProfileWithSecrets(const QString &name, SecretStore &secrets,
                                             const QString &storePath = {});
// The secrets a connection needs that the profile does not hold (the registry password is
// optional: a registry may take its user alone).
QStringList missingSecrets(const SavedProfile &profile);
// A secret's name as a person reads it ("SASL password for alice", "OIDC client secret").
QString secretLabel(const SavedProfile &profile, const QString &secret);

// Removes every secret the profile may have had.
Status removeSecrets(const SavedProfile &profile, SecretStore &store);

} // namespace kafscope::profiles
