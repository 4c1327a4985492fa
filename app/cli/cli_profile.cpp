#include "cli/cli_profile.h"

#include "profiles/profile_store.h"

#include <QFile>

#include <cstdio>

namespace kafscope::cli {

using namespace profiles;

Result<QString> readStdinSecret()
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly))
        return Error::usage(KS_ERR("Cannot read the secret from standard input"));
    QByteArray line = in.readLine();
    while (line.endsWith('\n') || line.endsWith('\r'))
        line.chop(1);
    if (line.isEmpty())
        return Error::usage(KS_ERR("Standard input held no secret"));
    return QString::fromUtf8(line);
}

QString secretEnvVar(const QString &secretName)
{
    QString v = secretName.toUpper();
    v.replace(QLatin1Char('.'), QLatin1Char('_')).replace(QLatin1Char('-'), QLatin1Char('_'));
    return QStringLiteral("KAFSCOPE_SECRET_") + v;
}

std::unique_ptr<SecretStore> openSecretStore(QString *note)
{
    if (KeychainSecretStore::isAvailable())
        return std::make_unique<KeychainSecretStore>();
    if (note)
        *note = QStringLiteral(
            "no keychain service answers: secrets are not stored; give them each time "
            "(KAFSCOPE_SECRET_* or --password-stdin)");
    return std::make_unique<MemorySecretStore>();
}

QString primarySecret(const SavedProfile &p)
{
    if (p.mechanism == QLatin1String("OAUTHBEARER"))
        return QLatin1String(kOidcClientSecret);
    if (p.securityProtocol.startsWith(QLatin1String("SASL_")))
        return QLatin1String(kSaslPassword);
    if (!p.keystoreFile.isEmpty())
        return QLatin1String(kKeystorePassword);
    return QLatin1String(kKeyPassword);
}

Status applySavedProfile(CliArgs &args, bool mayReadStdin)
{
    ProfileStore store;
    if (auto s = store.load(); !s)
        return s;
    const SavedProfile *found = store.find(args.profileName);
    if (!found)
        return Error::usage(KS_ERR("No saved profile named \"%1\" (kafscope-cli profiles list)")
                                .arg(args.profileName));
    SavedProfile p = *found;
    // The environment first (it is what a script means), then the keychain.
    for (const QString &name : p.secretNames())
        if (const QByteArray env = qgetenv(secretEnvVar(name).toUtf8().constData()); !env.isEmpty())
            p.secrets.insert(name, QString::fromUtf8(env));
    auto keychain = openSecretStore();
    if (auto s = loadSecrets(p, *keychain); !s)
        return s;
    QStringList missing;
    for (const QString &name : p.secretNames())
        if (p.secrets.value(name).isEmpty() && name != QLatin1String(kRegistryPassword))
            missing << name;
    // --password-stdin with a profile: the profile's secret (the missing one, else the main one),
    // which then counts as used, so the command itself does not see the flag.
    if (mayReadStdin && args.flags.contains(QStringLiteral("password-stdin"))) {
        const QString target = missing.size() == 1 ? missing.first() : primarySecret(p);
        auto line = readStdinSecret();
        if (!line)
            return line.error();
        p.secrets.insert(target, line.value());
        missing.removeAll(target);
        args.flags.remove(QStringLiteral("password-stdin"));
    }
    if (!missing.isEmpty())
        return Error::usage(
            KS_ERR("Profile \"%1\" needs %2 and %3: give it with --password-stdin or "
                   "in %4 (kafscope-cli profiles edit %1 --password-stdin stores it in "
                   "the keychain)")
                .arg(p.name, missing.first(),
                     dynamic_cast<KeychainSecretStore *>(keychain.get())
                         ? QStringLiteral("the OS keychain has none")
                         : QStringLiteral("no keychain service runs"),
                     secretEnvVar(missing.first())));
    auto conn = p.toConnection();
    if (!conn)
        return conn.error();
    ConnectionProfile c = conn.value();
    if (args.bootstrapGiven)
        c.bootstrap = args.profile.bootstrap;
    if (args.timeoutGiven)
        c.timeoutMs = args.profile.timeoutMs;
    c.properties += args.profile.properties; // -X last: librdkafka keeps the last value
    c.readOnly = c.readOnly || args.profile.readOnly;
    args.profile = c;
    args.registryUrl = p.registryUrl;
    args.registryUser = p.registryUser;
    args.registryPassword = p.secrets.value(QLatin1String(kRegistryPassword));
    return Ok{};
}

Result<BrowseRequest> readRange(const CliArgs &a, const QString &topic, const ReadRangeOptions &o,
                                bool tailAllowed)
{
    BrowseRequest r;
    r.topic = topic;
    r.maxResults = 0;
    if (a.has(o.from)) {
        auto start = StartSpec::parse(a.value(o.from));
        if (!start)
            return start.error();
        if (start->mode == StartSpec::Mode::Tail && !tailAllowed)
            return Error::usage(
                KS_ERR("--%1 takes oldest, newest:N, offset:N or time:ISO8601").arg(o.from.name()));
        r.start = start.value();
    }
    if (a.has(o.until)) {
        auto end = StartSpec::parse(a.value(o.until));
        if (!end || end->mode == StartSpec::Mode::Tail)
            return Error::usage(
                KS_ERR("--%1 takes newest, offset:N or time:ISO8601").arg(o.until.name()));
        r.end = end.value();
    }
    if (a.has(o.partitions)) {
        auto p = parsePartitionList(a.value(o.partitions));
        if (!p)
            return p.error();
        r.partitions = p.value();
    }
    if (a.has(o.max)) {
        bool ok = false;
        r.maxResults = a.value(o.max).toLongLong(&ok);
        if (!ok || r.maxResults < 0)
            return Error::usage(
                KS_ERR("--%1 takes a number of records (0: no limit)").arg(o.max.name()));
    }
    r.filter = a.value(o.filter);
    if (a.has(o.filter) && r.filter.trimmed().isEmpty())
        return Error::usage(
            KS_ERR("--%1 needs an expression, e.g. 'value.user.id == 42'").arg(o.filter.name()));
    return r;
}

Result<ConnectionProfile> targetProfile(const CliArgs &a, const OptName &toProfile,
                                        const OptName &toBootstrap, const OptName &toProperty)
{
    const bool readOnlyAsked = a.flags.contains(QStringLiteral("read-only"));
    QList<QPair<QString, QString>> properties;
    for (const QString &kv : a.valuesOf(toProperty)) {
        if (!kv.contains(QLatin1Char('=')))
            return Error::usage(
                KS_ERR("--%1 takes key=value, not '%2'").arg(toProperty.name(), kv));
        properties << qMakePair(kv.section(QLatin1Char('='), 0, 0),
                                kv.section(QLatin1Char('='), 1));
    }
    if (a.has(toProfile)) {
        if (a.has(toBootstrap))
            return Error::usage(
                KS_ERR("Give --%1 or --%2, not both").arg(toProfile.name(), toBootstrap.name()));
        CliArgs one = a;
        one.profile = ConnectionProfile{};
        if (a.timeoutGiven)
            one.profile.timeoutMs = a.profile.timeoutMs;
        one.commandLineProperties.clear();
        one.bootstrapGiven = false;
        one.profileName = a.value(toProfile);
        if (auto s = applySavedProfile(one, false); !s)
            return s.error();
        one.profile.properties << properties;
        one.profile.readOnly = one.profile.readOnly || readOnlyAsked;
        return one.profile;
    }
    if (a.has(toBootstrap)) {
        ConnectionProfile p;
        p.bootstrap = a.value(toBootstrap);
        p.timeoutMs = a.profile.timeoutMs;
        p.properties = properties;
        p.readOnly = readOnlyAsked;
        return p;
    }
    if (!properties.isEmpty())
        return Error::usage(KS_ERR("--%1 goes with --%2 or --%3")
                                .arg(toProperty.name(), toBootstrap.name(), toProfile.name()));
    return a.profile;
}

} // namespace kafscope::cli
