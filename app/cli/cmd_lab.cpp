#include "cli/commands.h"

#include "admin/topic_admin.h"
#include "harness/external_consumer.h"
#include "harness/harness_config.h"
#include "rebalance/external_lab.h"
#include "rebalance/lab_report.h"
#include "rebalance/lab_run.h"

#include <librdkafka/rdkafka.h>

#include <QDateTime>
#include <QFile>

#include <csignal>
#include <optional>

KS_CLI_COMMAND("lab")

namespace kafscope::cli {

using namespace kafscope::rebalance;

namespace {

std::atomic<bool> g_labCancel{false};

Result<int> intOption(const CliArgs &a, const OptName &name, int fallback, int min)
{
    if (!a.has(name))
        return fallback;
    bool ok = false;
    const int v = a.value(name).toInt(&ok);
    if (!ok || v < min)
        return Error::usage(KS_ERR("--%1 takes a whole number >= %2").arg(name.name()).arg(min));
    return v;
}

Result<LabConfig> labConfig(const CliArgs &a)
{
    LabConfig c;
    c.profile = a.profile;
    c.group = a.value(KS_OPT("group"));
    c.topics = a.valuesOf(KS_OPT("topic"));
    if (a.has(KS_OPT("consumer-cmd"))) {
        // Your consumer: a fresh group and topic of the lab's own unless given.
        const QString stamp = QString::number(QDateTime::currentMSecsSinceEpoch());
        if (c.group.isEmpty())
            c.group = QStringLiteral("kafscope-lab-") + stamp;
        if (c.topics.isEmpty())
            c.topics = {QStringLiteral("kafscope-lab-") + stamp};
    }
    if (c.group.isEmpty() || c.topics.isEmpty())
        return Error::usage(KS_ERR("lab run needs --group G and --topic T"));
    auto session = intOption(a, KS_OPT("session-timeout"), 6000, 1000);
    auto maxPoll = intOption(a, KS_OPT("max-poll-interval"), 300000, 1000);
    auto delay = intOption(a, KS_OPT("delay"), 0, 0);
    if (!session || !maxPoll || !delay)
        return !session ? session.error() : !maxPoll ? maxPoll.error() : delay.error();
    c.sessionTimeoutMs = session.value();
    c.maxPollIntervalMs =
        std::max(maxPoll.value(), a.has(KS_OPT("max-poll-interval")) ? 0 : c.sessionTimeoutMs);
    c.processingDelayMs = delay.value();
    c.staticMembership = a.has(KS_OPT("static"));
    if (a.has(KS_OPT("rate"))) {
        bool ok = false;
        c.produceRate = a.value(KS_OPT("rate")).toDouble(&ok);
        if (!ok || c.produceRate < 0)
            return Error::usage(KS_ERR("--rate takes messages per second >= 0"));
    }
    return c;
}

struct LabVariant {
    QString protocol;
    QString assignor;
};

// --protocol classic|consumer|both and --assignor A[,B…]|all: the runs, in order. Under one
// protocol every assignor must be one of its own; under both, each protocol runs the listed
// assignors it takes (all: each protocol's own; default: range for classic, uniform, the broker's
// default, for consumer).
Result<QList<LabVariant>> labVariants(const CliArgs &a)
{
    const QString protocol = a.value(KS_OPT("protocol"), QStringLiteral("classic"));
    QStringList protocols;
    if (protocol == QLatin1String("both"))
        protocols = labProtocols();
    else if (labProtocols().contains(protocol))
        protocols = {protocol};
    else
        return Error::usage(
            KS_ERR("--protocol takes classic, consumer or both, not \"%1\"").arg(protocol));
    const QString value = a.value(KS_OPT("assignor"));
    const bool all = value == QLatin1String("all");
    const QStringList listed =
        all ? QStringList() : value.split(QLatin1Char(','), Qt::SkipEmptyParts);
    QList<LabVariant> out;
    for (const QString &p : protocols) {
        QStringList assignors;
        if (all)
            assignors = labAssignors(p);
        else if (listed.isEmpty())
            assignors = {p == QLatin1String("consumer") ? QStringLiteral("uniform")
                                                        : QStringLiteral("range")};
        for (const QString &as : listed)
            if (protocols.size() == 1 || labAssignors(p).contains(as)) {
                if (auto e = checkLabAssignor(p, as))
                    return *e;
                assignors << as;
            }
        if (assignors.isEmpty()) // under both, none of the listed assignors fits this protocol
            return *checkLabAssignor(p, listed.first());
        for (const QString &as : assignors)
            out << LabVariant{p, as};
    }
    for (const QString &as : listed) // under both, an assignor neither protocol knows
        if (std::none_of(out.begin(), out.end(),
                         [&](const LabVariant &v) { return v.assignor == as; }))
            return Error::usage(
                KS_ERR("Unknown assignor \"%1\"; use range, roundrobin, cooperative-sticky "
                       "(classic), uniform, range (consumer) or all")
                    .arg(as));
    return out;
}

// One run: the group as given; several: G-<protocol> and/or G-<assignor>, whichever tells them
// apart.
QString variantGroup(const QString &group, const LabVariant &v, const QList<LabVariant> &all)
{
    if (all.size() == 1)
        return group;
    const bool protocols = std::any_of(
        all.begin(), all.end(), [&](const LabVariant &o) { return o.protocol != v.protocol; });
    const bool assignors = std::count_if(all.begin(), all.end(), [&](const LabVariant &o) {
                               return o.protocol == v.protocol;
                           }) > 1;
    QString g = group;
    if (protocols)
        g += QLatin1Char('-') + v.protocol;
    if (assignors)
        g += QLatin1Char('-') + v.assignor;
    return g;
}

// --partitions N creates the topics that do not exist yet.
Status ensureTopics(const LabConfig &c, const CliArgs &a)
{
    const bool ownTopic = a.has(KS_OPT("consumer-cmd")) && !a.has(KS_OPT("topic"));
    if (!a.has(KS_OPT("partitions")) && !ownTopic)
        return Ok{};
    auto n = intOption(a, KS_OPT("partitions"), 6, 1);
    if (!n)
        return n.error();
    auto admin = KafkaClient::create(c.profile, QStringLiteral("lab-admin"));
    if (!admin)
        return admin.error();
    for (const QString &t : c.topics) {
        const Status s = createTopic(*admin.value(), NewTopicSpec{t, n.value(), -1, {}});
        if (!s && s.error().code != RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS)
            return s.error();
    }
    return Ok{};
}

Result<qint64> durationOption(const CliArgs &a, const OptName &name, qint64 fallback)
{
    if (!a.has(name))
        return fallback;
    auto ms = harness::parseDurationMs(a.value(name));
    if (!ms)
        return Error::usage(
            KS_ERR("--%1 takes a duration such as 500ms, 10s or 2m").arg(name.name()));
    return ms.value();
}

Result<LabLimits> labLimits(const CliArgs &a)
{
    LabLimits l;
    auto stop = durationOption(a, KS_OPT("max-stop"), -1);
    auto recover = durationOption(a, KS_OPT("max-recover"), -1);
    auto stall = durationOption(a, KS_OPT("stall-threshold"), 10000);
    auto rebalances = intOption(a, KS_OPT("max-rebalances"), -1, 0);
    for (const auto *r : {&stop, &recover, &stall})
        if (!*r)
            return r->error();
    if (!rebalances)
        return rebalances.error();
    l.maxStopMs = stop.value();
    l.maxRecoverMs = recover.value();
    l.stallThresholdMs = std::max<qint64>(1000, stall.value());
    l.maxRebalances = rebalances.value();
    l.allowDuplicates = a.has(KS_OPT("allow-duplicates"));
    return l;
}

// The consumer command's short name in a comparison: its program's file name, and #N when two
// commands share one.
QString commandName(const QStringList &commands, qsizetype i)
{
    auto nameOf = [](const QString &c) {
        auto words = harness::splitCommandLine(c);
        const QString program = words && !words->isEmpty() ? words->first() : c;
        return program.section(QLatin1Char('/'), -1);
    };
    const QString name = nameOf(commands[i]);
    const auto same = std::count_if(commands.begin(), commands.end(),
                                    [&](const QString &c) { return nameOf(c) == name; });
    return same > 1 ? QStringLiteral("%1#%2").arg(name).arg(i + 1) : name;
}

int labRun(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (auto e = a.rejectExtraWords(2))
        return ctx.fail(*e);
    auto config = labConfig(a);
    if (!config)
        return ctx.fail(config.error());
    QString script = a.value(KS_OPT("script"));
    if (script.isEmpty())
        return ctx.usage(
            KS_ERR("lab run needs --script FILE or --script \"add 3; wait 5s; crash 1\""));
    if (QFile f(script); !script.contains(QLatin1Char(';')) && f.exists()) {
        if (!f.open(QIODevice::ReadOnly))
            return ctx.fail(
                Error::local(KS_ERR("Cannot read %1: %2").arg(script, f.errorString())));
        script = QString::fromUtf8(f.readAll());
    }
    if (a.has(KS_OPT("members"))) {
        auto members = intOption(a, KS_OPT("members"), 1, 1);
        if (!members)
            return ctx.fail(members.error());
        script = QStringLiteral("add %1; wait stable\n").arg(members.value()) + script;
    }
    auto steps = parseLabScript(script);
    if (!steps)
        return ctx.fail(steps.error());
    if (a.has(KS_OPT("members"))) // "add N; wait stable": the setup, not held to the limits
        steps.value()[0].setup = steps.value()[1].setup = true;
    auto limits = labLimits(a);
    if (!limits)
        return ctx.fail(limits.error());
    const QStringList commands = a.valuesOf(KS_OPT("consumer-cmd"));
    auto variants = labVariants(a);
    if (!variants)
        return ctx.fail(variants.error());
    if (auto s = ensureTopics(config.value(), a); !s)
        return ctx.fail(s.error());
    LabRunOptions options;
    options.cancel = &g_labCancel;
    options.limits = limits.value();
    if (a.has(KS_OPT("settle-max")))
        options.settleMaxMs = a.value(KS_OPT("settle-max")).toLongLong();
    else if (!commands.isEmpty()) // a JVM or a slow service needs longer to rejoin
        options.settleMaxMs = 60000;
    if (a.has(KS_OPT("drain-max")))
        options.drainMaxMs = a.value(KS_OPT("drain-max")).toLongLong();
    if (!ctx.json())
        options.progress = [&ctx](const QString &line) { ctx.out() << line << '\n' << Qt::flush; };
    g_labCancel = false;
    std::signal(SIGINT, [](int) { g_labCancel = true; });
    QList<LabRunResult> runs;
    // Your consumer: each command under each protocol (its {protocol}); the lab's own: each
    // protocol and assignor.
    QList<QPair<qsizetype, LabVariant>> plan;
    if (commands.isEmpty()) {
        for (const LabVariant &v : variants.value())
            plan << qMakePair(qsizetype(-1), v);
    } else {
        QStringList protocols;
        for (const LabVariant &v : variants.value())
            if (!protocols.contains(v.protocol))
                protocols << v.protocol;
        for (qsizetype i = 0; i < commands.size(); ++i)
            for (const QString &p : protocols)
                plan << qMakePair(i, LabVariant{p, QString()});
    }
    for (const auto &[command, v] : plan) {
        LabConfig c = config.value();
        c.groupProtocol = v.protocol;
        c.assignor = v.assignor;
        LabRunResult seed;
        seed.script = script;
        std::optional<Result<LabRunResult>> run;
        if (command < 0) {
            c.group = variantGroup(config->group, v, variants.value());
            if (!ctx.json())
                ctx.out() << "lab " << c.group << " (" << v.protocol << ", " << v.assignor << ")\n"
                          << Qt::flush;
            RebalanceLab lab(c);
            seed.config = c;
            run = runLab(lab, steps.value(), seed, options);
        } else {
            // A fresh group per run: the same script must start from the same place.
            c.group = plan.size() == 1 ? config->group
                                       : QStringLiteral("%1-%2-%3")
                                             .arg(config->group)
                                             .arg(command + 1)
                                             .arg(v.protocol);
            ExternalLabConfig x;
            x.profile = c.profile;
            x.group = c.group;
            x.topics = c.topics;
            x.command = commands[command];
            x.protocol = v.protocol;
            x.produceRate = c.produceRate;
            x.localClusterDir = a.value(KS_OPT("local-cluster"));
            seed.config = c;
            seed.command = x.command;
            seed.name = commands.size() > 1 ? commandName(commands, command) : QString();
            if (!ctx.json())
                ctx.out() << "lab " << c.group << " (" << v.protocol << ", " << x.command << ")\n"
                          << Qt::flush;
            ExternalLab lab(x);
            run = runLab(lab, steps.value(), seed, options);
        }
        if (!*run) {
            std::signal(SIGINT, SIG_DFL);
            return ctx.fail(run->error());
        }
        runs << run->value();
        if (g_labCancel)
            break;
    }
    std::signal(SIGINT, SIG_DFL);
    if (ctx.json()) {
        ctx.printJson(runs.size() == 1 ? labReportJson(runs.first()) : comparisonJson(runs));
    } else {
        for (const LabRunResult &r : runs)
            ctx.out() << reportText(r);
        if (runs.size() > 1)
            ctx.out() << '\n' << comparisonText(runs);
    }
    if (g_labCancel)
        return ctx.fail(Error::cancelled(KS_ERR("Cancelled")));
    // A failed verdict is the run's answer, printed above; the exit code says it to scripts.
    const bool failed = std::any_of(runs.begin(), runs.end(),
                                    [](const LabRunResult &r) { return !r.verdict.pass; });
    return failed ? int(ExitKafkaError) : int(ExitOk);
}

} // namespace

int runLab(CliContext &ctx)
{
    const QStringList &w = ctx.args().words;
    if (w.size() >= 2 && w[1] == QLatin1String("run"))
        return labRun(ctx);
    return ctx.usage(KS_ERR("lab takes: run --group G --topic T [--protocol classic|consumer|both] "
                            "--assignor A --script FILE|TEXT"));
}

} // namespace kafscope::cli
