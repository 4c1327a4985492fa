#include "cli/cli_profile.h"
#include "cli/commands.h"

#include "cluster/connection_profile.h"
#include "connect/connect_types.h"
#include "profiles/profile_import.h"
#include "profiles/profile_store.h"
#include "profiles/sensitive_properties.h"

#include <QFile>
#include <QJsonArray>

KS_CLI_COMMAND("profiles")

namespace kafscope::cli {

using namespace profiles;

namespace {

Status applyFields(SavedProfile &p, const CliArgs &a)
{
    auto set = [&a](const OptName &opt, QString &field) {
        if (a.has(opt))
            field = a.value(opt);
    };
    if (a.bootstrapGiven)
        p.bootstrap = a.profile.bootstrap;
    if (a.timeoutGiven)
        p.timeoutMs = a.profile.timeoutMs;
    set(KS_OPT("security-protocol"), p.securityProtocol);
    p.securityProtocol = p.securityProtocol.toUpper();
    set(KS_OPT("mechanism"), p.mechanism);
    p.mechanism = p.mechanism.toUpper();
    set(KS_OPT("username"), p.username);
    set(KS_OPT("oidc-token-url"), p.oidcTokenUrl);
    set(KS_OPT("oidc-client-id"), p.oidcClientId);
    set(KS_OPT("oidc-scope"), p.oidcScope);
    set(KS_OPT("kerberos-service-name"), p.kerberosServiceName);
    set(KS_OPT("kerberos-principal"), p.kerberosPrincipal);
    set(KS_OPT("kerberos-keytab"), p.kerberosKeytab);
    set(KS_OPT("ca-file"), p.caFile);
    set(KS_OPT("cert-file"), p.clientCertFile);
    set(KS_OPT("key-file"), p.clientKeyFile);
    set(KS_OPT("keystore"), p.keystoreFile);
    set(KS_OPT("registry-url"), p.registryUrl);
    set(KS_OPT("registry-user"), p.registryUser);
    if (a.has(KS_OPT("connect-url"))) {
        p.connectUrls = a.valuesOf(KS_OPT("connect-url"));
        p.connectUrls.removeAll(QString()); // --connect-url '' removes them
        for (const QString &url : p.connectUrls)
            if (auto s = connect::checkConnectUrl(url); !s)
                return s.error();
    }
    set(KS_OPT("connect-user"), p.connectUser);
    set(KS_OPT("connect-ca"), p.connectCaFile);
    set(KS_OPT("connect-cert"), p.connectCertFile);
    set(KS_OPT("connect-key"), p.connectKeyFile);
    set(KS_OPT("prometheus-url"), p.prometheusUrl);
    set(KS_OPT("prometheus-cluster"), p.prometheusCluster);
    set(KS_OPT("colour"), p.colour);
    set(KS_OPT("label"), p.label);
    if (a.has(KS_OPT("verify-hostname"))) {
        const QString v = a.value(KS_OPT("verify-hostname"));
        if (v != QLatin1String("on") && v != QLatin1String("off"))
            return Error::usage(KS_ERR("--verify-hostname takes on or off"));
        p.verifyHostname = v == QLatin1String("on");
    }
    if (a.profile.readOnly)
        p.readOnly = true;
    if (a.has(KS_OPT("writable")))
        p.readOnly = false;
    // A saved secret never comes from an argument: ps and the shell's history would keep it.
    for (const auto &kv : a.profile.properties) {
        if (!librdkafkaMarksSensitive(kv.first))
            continue;
        const QString key = kv.first.trimmed().toLower();
        if (p.secretNames().contains(key))
            return Error::usage(
                KS_ERR("-X %1 puts a secret on the command line, where ps and the shell history "
                       "show it: give it on standard input (--password-stdin or --secret-stdin "
                       "%1) or in the environment (%2); it is kept in the OS keychain")
                    .arg(key, secretEnvVar(key)));
        return Error::usage(
            KS_ERR("-X %1 puts a secret on the command line, where ps and the shell history show "
                   "it: give it on standard input (--secret-stdin %1); it is kept in the OS "
                   "keychain")
                .arg(key));
    }
    for (const auto &kv : a.profile.properties) {
        bool replaced = false;
        for (auto &existing : p.properties)
            if (existing.first == kv.first) {
                existing.second = kv.second;
                replaced = true;
            }
        if (!replaced)
            p.properties.append(kv);
    }
    p.moveSensitivePropertiesToSecrets();
    // Secrets: KAFSCOPE_SECRET_* in the environment, --password-stdin (the main secret) or
    // --secret-stdin NAME (any other): never an argument.
    for (const QString &name : p.secretNames())
        if (const QByteArray env = qgetenv(secretEnvVar(name).toUtf8().constData()); !env.isEmpty())
            p.secrets.insert(name, QString::fromUtf8(env));
    if (a.has(KS_OPT("password-stdin")) || a.has(KS_OPT("secret-stdin"))) {
        const QString name =
            a.has(KS_OPT("secret-stdin")) ? a.value(KS_OPT("secret-stdin")) : primarySecret(p);
        auto line = readStdinSecret();
        if (!line)
            return line.error();
        p.secrets.insert(name, line.value());
    }
    return p.validate();
}

QString describeProfile(const SavedProfile &p)
{
    QString text;
    auto line = [&text](const QString &k, const QString &v) {
        if (!v.isEmpty())
            text += QStringLiteral("%1 %2\n").arg(k + QLatin1Char(':'), -16).arg(v);
    };
    line(QStringLiteral("name"), p.name);
    line(QStringLiteral("bootstrap"), p.bootstrap);
    line(QStringLiteral("security"), p.securityProtocol);
    line(QStringLiteral("mechanism"), p.mechanism);
    line(QStringLiteral("username"), p.username);
    line(QStringLiteral("oidc token url"), p.oidcTokenUrl);
    line(QStringLiteral("oidc client id"), p.oidcClientId);
    line(QStringLiteral("oidc scope"), p.oidcScope);
    line(QStringLiteral("ca"),
         p.caFile.isEmpty() && p.securityProtocol.endsWith(QLatin1String("SSL"))
             ? QStringLiteral("(system store)")
             : p.caFile);
    line(QStringLiteral("certificate"), p.clientCertFile);
    line(QStringLiteral("key"), p.clientKeyFile);
    line(QStringLiteral("keystore"), p.keystoreFile);
    if (!p.verifyHostname)
        line(QStringLiteral("hostname"), QStringLiteral("NOT VERIFIED"));
    line(QStringLiteral("registry"), p.registryUrl);
    line(QStringLiteral("registry user"), p.registryUser);
    line(QStringLiteral("connect"), p.connectUrls.join(QStringLiteral(", ")));
    line(QStringLiteral("connect user"), p.connectUser);
    line(QStringLiteral("connect ca"), p.connectCaFile);
    line(QStringLiteral("connect cert"), p.connectCertFile);
    line(QStringLiteral("connect key"), p.connectKeyFile);
    line(QStringLiteral("label"), p.label);
    line(QStringLiteral("colour"), p.colour);
    line(QStringLiteral("read-only"), p.readOnly ? QStringLiteral("yes") : QStringLiteral("no"));
    line(QStringLiteral("timeout"), QStringLiteral("%1 ms").arg(p.timeoutMs));
    for (const auto &[k, v] : p.properties)
        line(QStringLiteral("property"), k + QLatin1Char('=') + v);
    line(QStringLiteral("secrets"),
         p.secretNames().join(QStringLiteral(", ")) + QStringLiteral(" (in the keychain)"));
    return text;
}

int store(CliContext &ctx, ProfileStore &st, const SavedProfile &p, const QString &verb)
{
    QString note;
    auto keychain = openSecretStore(&note);
    if (auto s = st.upsert(p); !s)
        return ctx.fail(s.error());
    if (auto s = st.save(); !s)
        return ctx.fail(s.error());
    if (auto s = saveSecrets(p, *keychain); !s)
        return ctx.fail(s.error());
    const bool kept = note.isEmpty();
    qsizetype secretCount = 0;
    for (const QString &v : p.secrets)
        secretCount += v.isEmpty() ? 0 : 1;
    if (!kept && secretCount > 0)
        ctx.err() << "kafscope-cli: warning: " << note << '\n';
    if (ctx.json())
        ctx.printJson(QJsonObject{
            {verb == QLatin1String("Saved") ? QStringLiteral("saved") : QStringLiteral("imported"),
             p.name},
            {QStringLiteral("secrets"), secretCount},
            {QStringLiteral("secretsStored"), kept}});
    else if (secretCount == 0)
        ctx.out() << verb << " profile " << p.name << " (no secret)\n";
    else if (kept)
        ctx.out() << verb << " profile " << p.name << " (" << secretCount
                  << " secret(s) in the OS keychain)\n";
    else
        ctx.out() << verb << " profile " << p.name << " (" << secretCount
                  << " secret(s) not stored)\n";
    return ExitOk;
}

} // namespace

int runProfiles(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    const QString sub = a.words.value(1);
    ProfileStore st;
    if (auto s = st.load(); !s)
        return ctx.fail(s.error());
    const QString name = a.words.value(2);
    if (sub == QLatin1String("list")) {
        if (ctx.json()) {
            QJsonArray arr;
            for (const SavedProfile &p : st.profiles())
                arr.append(p.toJson());
            ctx.printJson(arr);
            return ExitOk;
        }
        if (st.profiles().isEmpty())
            ctx.out() << "No saved profiles (" << st.path() << ")\n";
        // Columns as wide as their longest entry: nothing cut.
        qsizetype wName = 4, wBoot = 9, wSec = 8;
        auto security = [](const SavedProfile &p) {
            return p.securityProtocol +
                   (p.mechanism.isEmpty() ? QString() : QLatin1Char('/') + p.mechanism);
        };
        for (const SavedProfile &p : st.profiles()) {
            wName = qMax(wName, p.name.size());
            wBoot = qMax(wBoot, p.bootstrap.size());
            wSec = qMax(wSec, security(p).size());
        }
        if (!st.profiles().isEmpty())
            ctx.out() << QStringLiteral("%1  %2  %3  %4\n")
                             .arg(QStringLiteral("NAME"), -int(wName))
                             .arg(QStringLiteral("BOOTSTRAP"), -int(wBoot))
                             .arg(QStringLiteral("SECURITY"), -int(wSec))
                             .arg(QStringLiteral("LABEL, MODE"));
        for (const SavedProfile &p : st.profiles()) {
            QStringList notes;
            if (!p.label.isEmpty())
                notes << p.label;
            if (p.readOnly)
                notes << QStringLiteral("read-only");
            if (!p.verifyHostname && p.securityProtocol.endsWith(QLatin1String("SSL")))
                notes << QStringLiteral("TLS NOT VERIFIED");
            ctx.out() << QStringLiteral("%1  %2  %3  %4")
                             .arg(p.name, -int(wName))
                             .arg(p.bootstrap, -int(wBoot))
                             .arg(security(p), -int(wSec))
                             .arg(notes.join(QStringLiteral(", ")))
                             .trimmed()
                      << '\n';
        }
        return ExitOk;
    }
    if (sub.isEmpty() ||
        !QStringList{QStringLiteral("show"), QStringLiteral("add"), QStringLiteral("edit"),
                     QStringLiteral("remove"), QStringLiteral("import"), QStringLiteral("export")}
             .contains(sub))
        return ctx.usage(KS_ERR("profiles takes list, show, add, edit, remove, import or export"));
    if (name.isEmpty())
        return ctx.usage(KS_ERR("profiles %1 needs a profile name").arg(sub));
    if (auto e = a.rejectExtraWords(sub == QLatin1String("import") ? 4 : 3))
        return ctx.fail(*e);
    const SavedProfile *existing = st.find(name);
    if (sub == QLatin1String("add") || sub == QLatin1String("edit")) {
        if (sub == QLatin1String("add") && existing)
            return ctx.usage(
                KS_ERR("A profile named \"%1\" exists: use profiles edit").arg(existing->name));
        if (sub == QLatin1String("edit") && !existing)
            return ctx.usage(KS_ERR("No saved profile named \"%1\"").arg(name));
        if (sub == QLatin1String("add") && !a.bootstrapGiven)
            return ctx.usage(KS_ERR("profiles add needs --bootstrap HOST:PORT"));
        SavedProfile p = existing ? *existing : SavedProfile{};
        p.name = existing ? existing->name : name;
        if (auto s = applyFields(p, a); !s)
            return ctx.fail(s.error());
        return store(ctx, st, p, QStringLiteral("Saved"));
    }
    if (sub == QLatin1String("import")) {
        const QString file = a.words.value(3);
        if (file.isEmpty())
            return ctx.usage(KS_ERR("profiles import NAME FILE"));
        if (existing)
            return ctx.usage(
                KS_ERR("A profile named \"%1\" exists: remove it first or pick another name")
                    .arg(name));
        auto read = readImportFile(file);
        if (!read)
            return ctx.fail(read.error());
        const QString text = read.value();
        const QString format = a.value(KS_OPT("format"), QStringLiteral("auto"));
        Result<ImportedProfile> imp =
            format == QLatin1String("java") ? importJavaClientProperties(text, name)
            : format == QLatin1String("librdkafka") || format == QLatin1String("kcat")
                ? importLibrdkafkaProperties(text, name)
            : format == QLatin1String("auto")
                ? importProperties(text, name)
                : Result<ImportedProfile>(
                      Error::usage(KS_ERR("--format takes auto, java, kcat or librdkafka")));
        if (!imp)
            return ctx.fail(imp.error());
        for (const QString &n : imp->notes)
            ctx.err() << "kafscope-cli: note: " << n << '\n';
        return store(ctx, st, imp->profile, QStringLiteral("Imported"));
    }
    if (!existing)
        return ctx.usage(KS_ERR("No saved profile named \"%1\"").arg(name));
    if (sub == QLatin1String("show")) {
        if (ctx.json())
            ctx.printJson(existing->toJson());
        else
            ctx.out() << describeProfile(*existing);
        return ExitOk;
    }
    if (sub == QLatin1String("export")) {
        if (ctx.json())
            ctx.printJson(existing->toJson());
        else
            ctx.out() << existing->exportText();
        return ExitOk;
    }
    // remove
    const SavedProfile gone = *existing;
    auto keychain = openSecretStore();
    if (auto s = removeSecrets(gone, *keychain); !s)
        return ctx.fail(s.error());
    st.remove(name);
    if (auto s = st.save(); !s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("removed"), gone.name}});
    else
        ctx.out() << "Removed profile " << gone.name << " and its secrets\n";
    return ExitOk;
}

} // namespace kafscope::cli
