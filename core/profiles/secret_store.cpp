#include "profiles/secret_store.h"

#include "profiles/profile_store.h"

#include <qt6keychain/keychain.h>

#include <QEventLoop>
#include <QObject>

namespace kafscope::profiles {

namespace {

const QString kService = QStringLiteral("kafscope");

QString entryKey(const QString &profile, const QString &secret)
{
    return profile + QLatin1Char('/') + secret;
}

// Runs one QtKeychain job to its end with a local event loop (the job answers over D-Bus).
void runJob(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec();
}

Error keychainError(const QKeychain::Job &job, const ErrorText &what)
{
    if (job.error() == QKeychain::NoBackendAvailable)
        return Error::local(
            KS_ERR("No keychain service is running (%1): %2").arg(what, job.errorString()));
    if (job.error() == QKeychain::AccessDenied || job.error() == QKeychain::AccessDeniedByUser)
        return Error::local(
            KS_ERR("The keychain refused access (%1): %2").arg(what, job.errorString()));
    return Error::local(KS_ERR("Keychain error (%1): %2").arg(what, job.errorString()));
}

} // namespace

Result<QString> KeychainSecretStore::read(const QString &profile, const QString &secret)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(entryKey(profile, secret));
    runJob(job);
    if (job.error() == QKeychain::EntryNotFound)
        return QString();
    if (job.error() != QKeychain::NoError)
        return keychainError(job, KS_ERR("reading %1 of profile %2").arg(secret, profile));
    return job.textData();
}

Status KeychainSecretStore::write(const QString &profile, const QString &secret,
                                  const QString &value)
{
    QKeychain::WritePasswordJob job(kService);
    job.setKey(entryKey(profile, secret));
    job.setTextData(value);
    runJob(job);
    if (job.error() != QKeychain::NoError)
        return keychainError(job, KS_ERR("storing %1 of profile %2").arg(secret, profile));
    return Ok{};
}

Status KeychainSecretStore::remove(const QString &profile, const QString &secret)
{
    QKeychain::DeletePasswordJob job(kService);
    job.setKey(entryKey(profile, secret));
    runJob(job);
    if (job.error() != QKeychain::NoError && job.error() != QKeychain::EntryNotFound)
        return keychainError(job, KS_ERR("removing %1 of profile %2").arg(secret, profile));
    return Ok{};
}

bool KeychainSecretStore::isAvailable()
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(QStringLiteral("kafscope-availability-probe"));
    runJob(job);
    return job.error() == QKeychain::NoError || job.error() == QKeychain::EntryNotFound;
}

Result<QString> MemorySecretStore::read(const QString &profile, const QString &secret)
{
    return m_values.value(entryKey(profile, secret));
}

Status MemorySecretStore::write(const QString &profile, const QString &secret, const QString &value)
{
    m_values.insert(entryKey(profile, secret), value);
    return Ok{};
}

Status MemorySecretStore::remove(const QString &profile, const QString &secret)
{
    m_values.remove(entryKey(profile, secret));
    return Ok{};
}

SecretStore &AutoSecretStore::backend()
{
    if (!m_keychain)
        m_keychain = KeychainSecretStore::isAvailable();
    return *m_keychain ? static_cast<SecretStore &>(m_os) : static_cast<SecretStore &>(m_memory);
}

Result<QString> AutoSecretStore::read(const QString &profile, const QString &secret)
{
    QMutexLocker lock(&m_mutex);
    return backend().read(profile, secret);
}

Status AutoSecretStore::write(const QString &profile, const QString &secret, const QString &value)
{
    QMutexLocker lock(&m_mutex);
    return backend().write(profile, secret, value);
}

Status AutoSecretStore::remove(const QString &profile, const QString &secret)
{
    QMutexLocker lock(&m_mutex);
    return backend().remove(profile, secret);
}

QString AutoSecretStore::describe() const
{
    QMutexLocker lock(&m_mutex);
    if (!m_keychain)
        return QStringLiteral("the OS keychain, if one answers");
    return *m_keychain ? m_os.describe() : m_memory.describe();
}

bool AutoSecretStore::usesKeychain() const
{
    QMutexLocker lock(&m_mutex);
    return m_keychain.value_or(false);
}

Status loadSecrets(SavedProfile &profile, SecretStore &store)
{
    for (const QString &name : profile.secretNames()) {
        if (!profile.secrets.value(name).isEmpty())
            continue;
        auto v = store.read(profile.name, name);
        if (!v)
            return v.error();
        if (!v.value().isEmpty())
            profile.secrets.insert(name, v.value());
    }
    return Ok{};
}

Status saveSecrets(const SavedProfile &profile, SecretStore &store)
{
    for (auto it = profile.secrets.constBegin(); it != profile.secrets.constEnd(); ++it)
        if (!it.value().isEmpty())
            if (auto s = store.write(profile.name, it.key(), it.value()); !s)
                return s;
    return Ok{};
}

Status removeSecrets(const SavedProfile &profile, SecretStore &store)
{
    QStringList names = profile.secretNames();
    for (const char *n :
         {kSaslPassword, kKeyPassword, kKeystorePassword, kOidcClientSecret, kRegistryPassword})
        if (!names.contains(QLatin1String(n)))
            names << QLatin1String(n);
    for (const QString &n : names)
        if (auto s = store.remove(profile.name, n); !s)
            return s;
    return Ok{};
}

Result<SavedProfile> savedProfileWithSecrets(const QString &name, SecretStore &secrets,
                                             const QString &storePath)
{
    ProfileStore store(storePath.isEmpty() ? ProfileStore::defaultPath() : storePath);
    if (auto s = store.load(); !s)
        return s.error();
    const SavedProfile *found = store.find(name);
    if (!found)
        return Error::usage(
            KS_ERR("No saved profile named \"%1\" (in %2)").arg(name, store.path()));
    SavedProfile p = *found;
    if (auto s = loadSecrets(p, secrets); !s)
        return s.error();
    return p;
}

QStringList missingSecrets(const SavedProfile &profile)
{
    QStringList missing;
    for (const QString &n : profile.secretNames())
        if (profile.secrets.value(n).isEmpty() && n != QLatin1String(kRegistryPassword))
            missing << n;
    return missing;
}

QString secretLabel(const SavedProfile &profile, const QString &secret)
{
    if (secret == QLatin1String(kSaslPassword))
        return profile.username.isEmpty()
                   ? QObject::tr("SASL password")
                   : QObject::tr("SASL password for %1").arg(profile.username);
    if (secret == QLatin1String(kOidcClientSecret))
        return profile.oidcClientId.isEmpty()
                   ? QObject::tr("OIDC client secret")
                   : QObject::tr("OIDC client secret of %1").arg(profile.oidcClientId);
    if (secret == QLatin1String(kKeyPassword))
        return QObject::tr("Passphrase of the private key %1").arg(profile.clientKeyFile);
    if (secret == QLatin1String(kKeystorePassword))
        return QObject::tr("Password of the PKCS#12 store %1").arg(profile.keystoreFile);
    if (secret == QLatin1String(kRegistryPassword))
        return QObject::tr("Schema registry password for %1").arg(profile.registryUser);
    if (secret == QLatin1String(kConnectPassword))
        return QObject::tr("Kafka Connect password for %1").arg(profile.connectUser);
    return secret; // a librdkafka property marked sensitive, by its own name
}

Result<ConnectionProfile> savedConnection(const QString &name, SecretStore &secrets,
                                          const QString &storePath)
{
    auto p = savedProfileWithSecrets(name, secrets, storePath);
    if (!p)
        return p.error();
    if (const QStringList missing = missingSecrets(p.value()); !missing.isEmpty())
        return Error::usage(KS_ERR("Profile \"%1\" needs %2, which %3 does not hold: enter it in "
                                   "File > Connections")
                                .arg(p->name, missing.first(), secrets.describe()));
    return p->toConnection();
}

} // namespace kafscope::profiles
