#include "cli/commands.h"

#include "admin/topic_admin.h"
#include "rebalance/lab_report.h"
#include "rebalance/lab_run.h"

#include <librdkafka/rdkafka.h>

#include <QFile>

#include <csignal>

namespace kafscope::cli {

using namespace kafscope::rebalance;

namespace {

std::atomic<bool> g_labCancel{false};

Result<int> intOption(const CliArgs &a, const QString &name, int fallback, int min)
{
    if (!a.has(name))
        return fallback;
    bool ok = false;
    const int v = a.value(name).toInt(&ok);
    if (!ok || v < min)
        return Error::usage(QStringLiteral("--%1 takes a whole number >= %2").arg(name).arg(min));
    return v;
}

Result<LabConfig> labConfig(const CliArgs &a)
{
    LabConfig c;
    c.profile = a.profile;
    c.group = a.value(QStringLiteral("group"));
    c.topics = a.valuesOf(QStringLiteral("topic"));
    if (c.group.isEmpty() || c.topics.isEmpty())
        return Error::usage(QStringLiteral("lab run needs --group G and --topic T"));
    auto session = intOption(a, QStringLiteral("session-timeout"), 6000, 1000);
    auto maxPoll = intOption(a, QStringLiteral("max-poll-interval"), 300000, 1000);
    auto delay = intOption(a, QStringLiteral("delay"), 0, 0);
    if (!session || !maxPoll || !delay)
        return !session ? session.error() : !maxPoll ? maxPoll.error() : delay.error();
    c.sessionTimeoutMs = session.value();
    c.maxPollIntervalMs = std::max(maxPoll.value(), a.has(QStringLiteral("max-poll-interval")) ? 0 : c.sessionTimeoutMs);
    c.processingDelayMs = delay.value();
    c.staticMembership = a.has(QStringLiteral("static"));
    if (a.has(QStringLiteral("rate"))) {
        bool ok = false;
        c.produceRate = a.value(QStringLiteral("rate")).toDouble(&ok);
        if (!ok || c.produceRate < 0)
            return Error::usage(QStringLiteral("--rate takes messages per second >= 0"));
    }
    return c;
}

QStringList assignorsArg(const CliArgs &a)
{
    const QString v = a.value(QStringLiteral("assignor"), QStringLiteral("range"));
    if (v == QLatin1String("all"))
        return labAssignors();
    return v.split(QLatin1Char(','), Qt::SkipEmptyParts);
}

// --partitions N creates the topics that do not exist yet.
Status ensureTopics(const LabConfig &c, const CliArgs &a)
{
    if (!a.has(QStringLiteral("partitions")))
        return Ok{};
    auto n = intOption(a, QStringLiteral("partitions"), 1, 1);
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
    if (auto e = a.rejectUnknown({QStringLiteral("group"), QStringLiteral("topic"), QStringLiteral("assignor"),
                                  QStringLiteral("script"), QStringLiteral("session-timeout"),
                                  QStringLiteral("max-poll-interval"), QStringLiteral("static"),
                                  QStringLiteral("delay"), QStringLiteral("rate"), QStringLiteral("partitions"),
                                  QStringLiteral("settle-max")}))
        return ctx.fail(*e);
    if (auto e = a.rejectExtraWords(2))
        return ctx.fail(*e);
    auto config = labConfig(a);
    if (!config)
        return ctx.fail(config.error());
    QString script = a.value(QStringLiteral("script"));
    if (script.isEmpty())
        return ctx.usage(QStringLiteral("lab run needs --script FILE or --script \"add 3; wait 5s; crash 1\""));
    if (QFile f(script); !script.contains(QLatin1Char(';')) && f.exists()) {
        if (!f.open(QIODevice::ReadOnly))
            return ctx.fail(Error::local(QStringLiteral("Cannot read %1: %2").arg(script, f.errorString())));
        script = QString::fromUtf8(f.readAll());
    }
    auto steps = parseLabScript(script);
    if (!steps)
        return ctx.fail(steps.error());
    const QStringList assignors = assignorsArg(a);
    for (const QString &as : assignors)
        if (!labAssignors().contains(as))
            return ctx.usage(QStringLiteral("Unknown assignor \"%1\"; use range, roundrobin, cooperative-sticky or all").arg(as));
    if (auto s = ensureTopics(config.value(), a); !s)
        return ctx.fail(s.error());
    LabRunOptions options;
    options.cancel = &g_labCancel;
    if (a.has(QStringLiteral("settle-max")))
        options.settleMaxMs = a.value(QStringLiteral("settle-max")).toLongLong();
    if (!ctx.json())
        options.progress = [&ctx](const QString &line) { ctx.out() << line << '\n' << Qt::flush; };
    g_labCancel = false;
    std::signal(SIGINT, [](int) { g_labCancel = true; });
    QList<LabRunResult> runs;
    for (const QString &as : assignors) {
        LabConfig c = config.value();
        c.assignor = as;
        if (assignors.size() > 1)
            c.group = config->group + QLatin1Char('-') + as;
        if (!ctx.json())
            ctx.out() << "lab " << c.group << " (" << as << ")\n" << Qt::flush;
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
    return g_labCancel ? ctx.fail(Error{Error::Kind::Cancelled, 0, QStringLiteral("Cancelled")}) : ExitOk;
}

} // namespace

int runLab(CliContext &ctx)
{
    const QStringList &w = ctx.args().words;
    if (w.size() >= 2 && w[1] == QLatin1String("run"))
        return labRun(ctx);
    return ctx.usage(QStringLiteral("lab takes: run --group G --topic T --assignor A --script FILE|TEXT"));
}

} // namespace kafscope::cli
