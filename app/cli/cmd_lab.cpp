#include "cli/commands.h"

#include "admin/topic_admin.h"
#include "rebalance/lab_report.h"
#include "rebalance/lab_run.h"

#include <librdkafka/rdkafka.h>

#include <QFile>

#include <csignal>

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
    if (!a.has(KS_OPT("partitions")))
        return Ok{};
    auto n = intOption(a, KS_OPT("partitions"), 1, 1);
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
    auto steps = parseLabScript(script);
    if (!steps)
        return ctx.fail(steps.error());
    auto variants = labVariants(a);
    if (!variants)
        return ctx.fail(variants.error());
    if (auto s = ensureTopics(config.value(), a); !s)
        return ctx.fail(s.error());
    LabRunOptions options;
    options.cancel = &g_labCancel;
    if (a.has(KS_OPT("settle-max")))
        options.settleMaxMs = a.value(KS_OPT("settle-max")).toLongLong();
    if (!ctx.json())
        options.progress = [&ctx](const QString &line) { ctx.out() << line << '\n' << Qt::flush; };
    g_labCancel = false;
    std::signal(SIGINT, [](int) { g_labCancel = true; });
    QList<LabRunResult> runs;
    for (const LabVariant &v : variants.value()) {
        LabConfig c = config.value();
        c.groupProtocol = v.protocol;
        c.assignor = v.assignor;
        c.group = variantGroup(config->group, v, variants.value());
        if (!ctx.json())
            ctx.out() << "lab " << c.group << " (" << v.protocol << ", " << v.assignor << ")\n"
                      << Qt::flush;
        auto run = runLabScript(c, steps.value(), script, options);
        if (!run) {
            std::signal(SIGINT, SIG_DFL);
            return ctx.fail(run.error());
        }
        runs << run.value();
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
    return g_labCancel ? ctx.fail(Error::cancelled(KS_ERR("Cancelled"))) : ExitOk;
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
