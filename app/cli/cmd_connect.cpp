#include "cli/cli_connect.h"
#include "cli/cmd_connect.h"
#include "cli/cmd_topics_common.h"
#include "cli/commands.h"

#include "admin/write_guard.h"
#include "cluster/connection_check.h"
#include "connect/connect_client.h"

#include <QFile>
#include <QJsonDocument>

KS_CLI_COMMAND("connect")

namespace kafscope::cli {

using namespace kafscope::connect;

namespace {

// connect test [--debug] [--json]: the connection test, step by step.
int runConnectionTest(CliContext &ctx)
{
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    ConnectionCheckOptions options;
    options.debugLog = ctx.args().has(KS_OPT("debug"));
    QTextStream &out = ctx.out();
    if (!ctx.json()) {
        out << "Testing " << ctx.profile().bootstrap << "\n";
        out.flush();
        // Each step as it ends, so a slow one shows where it waits.
        options.onStep = [&out](const CheckStep &s) {
            const char *mark = s.state == CheckStep::State::Passed   ? "ok  "
                               : s.state == CheckStep::State::Failed ? "FAIL"
                                                                     : "--  ";
            out << "  " << mark << "  " << qSetFieldWidth(9) << Qt::left << s.name
                << qSetFieldWidth(0);
            if (s.state != CheckStep::State::Skipped)
                out << qSetFieldWidth(7) << Qt::right << QStringLiteral("%1 ms").arg(s.ms)
                    << qSetFieldWidth(0) << Qt::left << "  ";
            else
                out << "         ";
            out << (s.state == CheckStep::State::Failed ? s.problem : s.detail) << "\n";
            if (s.state == CheckStep::State::Failed && !s.detail.isEmpty())
                out << "                          (" << s.detail << ")\n";
            out.flush();
        };
    }
    const ConnectionCheckResult r = checkConnection(ctx.profile(), options);
    if (ctx.json()) {
        ctx.printJson(r.toJson());
    } else {
        if (r.verificationDisabled)
            out << "WARNING: certificate or hostname verification is off for this connection: "
                   "whoever sits in between can read and change it\n";
        if (options.debugLog && !r.debugLog.isEmpty())
            out << "\nlibrdkafka debug log (security, broker):\n" << r.debugLog << "\n";
        out.flush();
    }
    if (!r.ok())
        return ctx.fail(
            Error::kafka(0, KS_ERR("Connection test failed at %1").arg(r.firstProblem())));
    return ExitOk;
}

// --config-file F: {"name": .., "config": {..}} or the config object itself.
Status readConfigFile(const QString &path, ConnectorConfig &config, QString &name)
{
    QFile f(path);
    if (f.size() > 4 * 1024 * 1024 || !f.open(QIODevice::ReadOnly))
        return Error::usage(KS_ERR("Cannot read %1 (or it is over 4 MiB)").arg(path));
    QJsonParseError e{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &e);
    if (!doc.isObject())
        return Error::usage(KS_ERR("%1 is no JSON object: %2").arg(path, e.errorString()));
    QJsonObject o = doc.object();
    if (o.value(QStringLiteral("config")).isObject()) {
        name = o.value(QStringLiteral("name")).toString();
        o = o.value(QStringLiteral("config")).toObject();
    }
    for (auto it = o.constBegin(); it != o.constEnd(); ++it)
        config.insert(it.key(), it.value().isString() ? it.value().toString()
                                                      : it.value().toVariant().toString());
    if (name.isEmpty())
        name = config.value(QStringLiteral("name"));
    return Ok{};
}

// The config a create, edit or validate gives: --config-file, then --class, then each --config.
// A --config entry naming a password or secret is refused: the command line is visible to every
// user of the machine (ps), a file is not.
Status configFromArgs(const CliArgs &a, ConnectorConfig &config, QString &name)
{
    if (a.has(KS_OPT("config-file")))
        if (auto s = readConfigFile(a.value(KS_OPT("config-file")), config, name); !s)
            return s;
    if (a.has(KS_OPT("class")))
        config.insert(QStringLiteral("connector.class"), a.value(KS_OPT("class")));
    auto kv = keyValues(a, KS_OPT("config"));
    if (!kv)
        return kv.error();
    for (const auto &[k, v] : kv.value()) {
        if (looksSecret(k))
            return Error::usage(KS_ERR("%1 looks like a secret: give it in --config-file, not on "
                                       "the command line")
                                    .arg(k));
        config.insert(k, v);
    }
    return Ok{};
}

int runCreateOrValidate(CliContext &ctx, ConnectClient &client, const QString &sub)
{
    const CliArgs &a = ctx.args();
    ConnectorConfig config;
    QString fileName;
    if (auto s = configFromArgs(a, config, fileName); !s)
        return ctx.fail(s.error());
    const QString className = config.value(QStringLiteral("connector.class"));
    if (className.isEmpty())
        return ctx.usage(KS_ERR("connect %1 needs --class CLASS (or connector.class in "
                                "--config-file)")
                             .arg(sub));
    if (sub == QLatin1String("validate")) {
        auto r = client.validate(className, config);
        if (!r)
            return ctx.fail(r.error());
        connect_output::validation(ctx, r.value());
        return r->errorCount == 0 ? ExitOk : ExitKafkaError;
    }
    const QString name = a.words.value(2, fileName);
    if (name.isEmpty())
        return ctx.usage(KS_ERR("connect create takes a NAME (or \"name\" in --config-file)"));
    auto created = client.create(name, config);
    if (!created)
        return ctx.fail(created.error());
    connect_output::connector(ctx, created.value());
    return ExitOk;
}

int runEdit(CliContext &ctx, ConnectClient &client, const QString &name)
{
    const CliArgs &a = ctx.args();
    ConnectorConfig config;
    QString fileName;
    if (auto s = configFromArgs(a, config, fileName); !s)
        return ctx.fail(s.error());
    const QStringList unset = a.valuesOf(KS_OPT("unset"));
    if (config.isEmpty() && unset.isEmpty())
        return ctx.usage(KS_ERR("connect edit needs --config k=v, --unset k or --config-file F"));
    // A file is the whole new config; --config and --unset change the current one.
    auto changed = a.has(KS_OPT("config-file")) && unset.isEmpty()
                       ? client.updateConfig(name, config)
                       : client.changeConfig(name, config, unset);
    if (!changed)
        return ctx.fail(changed.error());
    connect_output::connector(ctx, changed.value());
    return ExitOk;
}

int runRestart(CliContext &ctx, ConnectClient &client, const QString &name)
{
    const CliArgs &a = ctx.args();
    if (a.has(KS_OPT("task"))) {
        auto task = integerOption(a, KS_OPT("task"), 0);
        if (!task)
            return ctx.fail(task.error());
        if (auto s = client.restartTask(name, int(task.value())); !s)
            return ctx.fail(s.error());
        connect_output::done(ctx, name, QStringLiteral("restart-task"),
                             QStringLiteral("restarted task %1 of %2").arg(task.value()).arg(name));
        return ExitOk;
    }
    RestartOptions options;
    options.includeTasks = a.has(KS_OPT("include-tasks"));
    options.onlyFailed = a.has(KS_OPT("only-failed"));
    if (auto s = client.restart(name, options); !s)
        return ctx.fail(s.error());
    connect_output::done(ctx, name, QStringLiteral("restart"),
                         QStringLiteral("restarted %1").arg(name));
    return ExitOk;
}

int runOffsets(CliContext &ctx, ConnectClient &client, const QString &name)
{
    const CliArgs &a = ctx.args();
    const bool reset = a.has(KS_OPT("reset"));
    const bool alter = a.has(KS_OPT("alter-file"));
    if (reset && alter)
        return ctx.usage(KS_ERR("connect offsets takes --reset or --alter-file, not both"));
    if (reset || alter) {
        if (ctx.profile().readOnly) // refused before asking for a confirmation
            return ctx.fail(Error::readOnly(
                KS_ERR("Read-only connection: refusing to change the offsets of connector %1")
                    .arg(name)));
        if (!a.has(KS_OPT("yes")))
            return ctx.usage(KS_ERR("Changing the offsets of connector %1 cannot be undone "
                                    "from Kafscope: add --yes to confirm")
                                 .arg(name));
    }
    const QString confirmation = WriteGuard::confirmationFor(name);
    if (reset) {
        if (auto s = client.resetOffsets(name, confirmation); !s)
            return ctx.fail(s.error());
    } else if (alter) {
        QFile f(a.value(KS_OPT("alter-file")));
        if (f.size() > 4 * 1024 * 1024 || !f.open(QIODevice::ReadOnly))
            return ctx.usage(KS_ERR("Cannot read %1 (or it is over 4 MiB)").arg(f.fileName()));
        ConnectorOffsets o;
        o.offsets = QJsonDocument::fromJson(f.readAll())
                        .object()
                        .value(QStringLiteral("offsets"))
                        .toArray();
        if (auto s = client.alterOffsets(name, o, confirmation); !s)
            return ctx.fail(s.error());
    }
    auto now = client.offsets(name);
    if (!now)
        return ctx.fail(now.error());
    connect_output::offsets(ctx, name, now.value());
    return ExitOk;
}

int runClusters(CliContext &ctx, const QList<ConnectEndpoint> &endpoints)
{
    QList<QPair<ConnectEndpoint, Result<WorkerInfo>>> answers;
    bool allOk = true;
    for (const ConnectEndpoint &e : endpoints) {
        ConnectClient client(e, ctx.profile());
        auto info = client.workerInfo();
        allOk = allOk && info.ok();
        answers.append({e, info});
    }
    connect_output::clusters(ctx, answers);
    return allOk ? ExitOk : ExitKafkaError;
}

// pause, resume, stop and delete: one name, one call.
int runSimple(CliContext &ctx, ConnectClient &client, const QString &sub, const QString &name)
{
    Status s = Ok{};
    QString text;
    if (sub == QLatin1String("pause")) {
        s = client.pause(name);
        text = QStringLiteral("paused %1").arg(name);
    } else if (sub == QLatin1String("resume")) {
        s = client.resume(name);
        text = QStringLiteral("resumed %1").arg(name);
    } else if (sub == QLatin1String("stop")) {
        s = client.stop(name);
        text = QStringLiteral("stopped %1").arg(name);
    } else {
        if (ctx.profile().readOnly) // refused before asking for a confirmation
            return ctx.fail(Error::readOnly(
                KS_ERR("Read-only connection: refusing to delete connector %1").arg(name)));
        if (!ctx.args().has(KS_OPT("yes")))
            return ctx.usage(
                KS_ERR("Deleting connector %1 cannot be undone from Kafscope: add --yes to confirm")
                    .arg(name));
        s = client.remove(name, WriteGuard::confirmationFor(name));
        text = QStringLiteral("deleted %1").arg(name);
    }
    if (!s)
        return ctx.fail(s.error());
    connect_output::done(ctx, name, sub, text);
    return ExitOk;
}

} // namespace

int runConnect(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    const QString sub = a.words.value(1);
    if (sub == QLatin1String("test"))
        return runConnectionTest(ctx);
    static const QStringList named = {QStringLiteral("show"),   QStringLiteral("edit"),
                                      QStringLiteral("pause"),  QStringLiteral("resume"),
                                      QStringLiteral("stop"),   QStringLiteral("restart"),
                                      QStringLiteral("delete"), QStringLiteral("offsets")};
    static const QStringList unnamed = {QStringLiteral("clusters"), QStringLiteral("list"),
                                        QStringLiteral("validate"), QStringLiteral("plugins")};
    if (!named.contains(sub) && !unnamed.contains(sub) && sub != QLatin1String("create"))
        return ctx.usage(KS_ERR("connect takes test, clusters, list, show, create, edit, "
                                "validate, pause, resume, stop, restart, delete, offsets or "
                                "plugins"));
    if (auto e = a.rejectExtraWords(unnamed.contains(sub) ? 2 : 3))
        return ctx.fail(*e);
    const QString name = a.words.value(2);
    if (named.contains(sub) && name.isEmpty())
        return ctx.usage(KS_ERR("connect %1 takes a connector's NAME").arg(sub));
    auto endpoints = connectEndpointsFromArgs(a);
    if (!endpoints)
        return ctx.fail(endpoints.error());
    if (endpoints->isEmpty())
        return ctx.usage(KS_ERR("connect %1 needs --connect-url URL (or KAFSCOPE_CONNECT_URL, "
                                "or a profile with a Connect URL)")
                             .arg(sub));
    if (sub == QLatin1String("clusters"))
        return runClusters(ctx, endpoints.value());
    // The first cluster; --connect-url picks another.
    ConnectClient client(endpoints->first(), ctx.profile());
    if (sub == QLatin1String("list")) {
        auto list = client.connectors();
        if (!list)
            return ctx.fail(list.error());
        connect_output::connectorList(ctx, list.value());
        return ExitOk;
    }
    if (sub == QLatin1String("show")) {
        auto c = client.connector(name);
        if (!c)
            return ctx.fail(c.error());
        connect_output::connector(ctx, c.value());
        return ExitOk;
    }
    if (sub == QLatin1String("plugins")) {
        auto list = client.plugins(a.has(KS_OPT("connectors-only")));
        if (!list)
            return ctx.fail(list.error());
        connect_output::plugins(ctx, list.value());
        return ExitOk;
    }
    if (sub == QLatin1String("create") || sub == QLatin1String("validate"))
        return runCreateOrValidate(ctx, client, sub);
    if (sub == QLatin1String("edit"))
        return runEdit(ctx, client, name);
    if (sub == QLatin1String("restart"))
        return runRestart(ctx, client, name);
    if (sub == QLatin1String("offsets"))
        return runOffsets(ctx, client, name);
    return runSimple(ctx, client, sub, name);
}

} // namespace kafscope::cli
