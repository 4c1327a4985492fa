#include "cli/commands.h"

#include "harness/harness_run.h"

#include <QJsonArray>

#include <csignal>

KS_CLI_COMMAND("harness")

namespace kafscope::cli {

namespace {

using namespace kafscope::harness;

std::atomic<int> g_harnessStop{0};

// A comma-separated value per level, or one for every level; null when the flag is absent.
Result<QStringList> perLevel(const CliArgs &a, const OptName &flag, int levels,
                             const QString &fallback = {})
{
    if (!a.has(flag) && fallback.isNull())
        return QStringList{};
    QStringList values = a.value(flag, fallback).split(QLatin1Char(','));
    for (QString &v : values)
        v = v.trimmed();
    if (values.size() == 1)
        while (values.size() < levels)
            values << values.first();
    if (values.size() != levels)
        return Error::usage(
            KS_ERR("--%1 takes one value for every level (%2) or one for all, not %3")
                .arg(flag.name())
                .arg(levels)
                .arg(values.size()));
    return values;
}

// --topics, --partitions and --durations: each level's own topic, partition count and producer
// time.
Status parseLevelOptions(const CliArgs &a, HarnessConfig &c)
{
    auto topics = perLevel(a, KS_OPT("topics"), c.levels);
    if (!topics)
        return topics.error();
    for (int l = 0; l < topics->size(); ++l)
        c.load[l].topic = topics->at(l);
    auto partitions = perLevel(a, KS_OPT("partitions"), c.levels, QStringLiteral("2"));
    if (!partitions)
        return partitions.error();
    for (int l = 0; l < c.levels; ++l) {
        bool ok = false;
        const int n = partitions->at(l).toInt(&ok);
        if (!ok || n < 1)
            return Error::usage(
                KS_ERR("--partitions takes numbers >= 1, not \"%1\"").arg(partitions->at(l)));
        c.load[l].partitions = n;
    }
    c.partitions = c.load[0].partitions;
    auto durations = perLevel(a, KS_OPT("durations"), c.levels);
    if (!durations)
        return durations.error();
    for (int l = 0; l < durations->size(); ++l) {
        auto ms = parseDurationMs(durations->at(l));
        if (!ms)
            return Error::usage(KS_ERR("--durations: %1").arg(ms.error().message()));
        c.load[l].durationMs = ms.value();
    }
    return Ok{};
}

Status parseBursts(const CliArgs &a, HarnessConfig &c)
{
    int on = 1000, off = 1000;
    if (a.has(KS_OPT("burst-period"))) {
        const QStringList parts = a.value(KS_OPT("burst-period")).split(QLatin1Char('/'));
        auto onMs = parseDurationMs(parts.value(0));
        auto offMs = parseDurationMs(parts.value(1));
        if (parts.size() != 2 || !onMs || !offMs || onMs.value() <= 0 || offMs.value() <= 0)
            return Error::usage(KS_ERR("--burst-period takes ON/OFF durations, e.g. 1s/2s"));
        on = int(onMs.value());
        off = int(offMs.value());
    }
    auto bursts = perLevel(a, KS_OPT("bursts"), c.levels, QStringLiteral("off"));
    if (!bursts)
        return bursts.error();
    for (int l = 0; l < c.levels; ++l) {
        const QString b = bursts->at(l).toLower();
        if (b != QLatin1String("on") && b != QLatin1String("off"))
            return Error::usage(KS_ERR("--bursts takes on or off, not \"%1\"").arg(bursts->at(l)));
        c.load[l].bursts = b == QLatin1String("on");
        c.load[l].burstOnMs = on;
        c.load[l].burstOffMs = off;
    }
    return Ok{};
}

Result<HarnessConfig> harnessConfig(const CliArgs &a)
{
    HarnessConfig c;
    bool ok = true;
    c.levels = a.value(KS_OPT("levels"), QStringLiteral("3")).toInt(&ok);
    if (!ok || c.levels < 2 || c.levels > 5)
        return Error::usage(KS_ERR("--levels takes 2 to 5"));
    c.replicationFactor = a.value(KS_OPT("replication-factor"), QStringLiteral("-1")).toInt(&ok);
    if (!ok)
        return Error::usage(KS_ERR("--replication-factor takes a number"));
    c.topicPrefix = a.value(KS_OPT("topic-prefix"), c.topicPrefix);
    auto rates = parseRates(a.value(KS_OPT("rates"), QStringLiteral("200,500,1000")), c.levels);
    if (!rates)
        return rates.error();
    for (double r : rates.value())
        c.load << LevelLoad{r};
    if (auto s = parseBursts(a, c); !s)
        return s.error();
    if (auto s = parseLevelOptions(a, c); !s)
        return s.error();
    auto capacity = parseCapacity(a.value(KS_OPT("capacity"), QStringLiteral("800")));
    if (!capacity)
        return capacity.error();
    c.capacity = capacity.value();
    struct Duration {
        OptName flag;
        qint64 *into;
    };
    qint64 tolerance = c.toleranceMs;
    for (const Duration &d :
         {Duration{KS_OPT("duration"), &c.durationMs}, Duration{KS_OPT("tolerance"), &tolerance},
          Duration{KS_OPT("drain-timeout"), &c.drainTimeoutMs}})
        if (a.has(d.flag)) {
            auto v = parseDurationMs(a.value(d.flag));
            if (!v)
                return Error::usage(KS_ERR("--%1: %2").arg(d.flag.name(), v.error().message()));
            *d.into = v.value();
        }
    c.toleranceMs = int(tolerance);
    c.weightedWindow = a.value(KS_OPT("window"), QStringLiteral("20")).toInt(&ok);
    if (!ok || c.weightedWindow < 1)
        return Error::usage(KS_ERR("--window takes a number of messages >= 1"));
    for (const QString &f : a.valuesOf(KS_OPT("fault"))) {
        auto fault = Fault::parse(f);
        if (!fault)
            return fault.error();
        c.faults << fault.value();
    }
    c.localClusterDir = a.value(KS_OPT("local-dir"));
    c.groupProtocol = a.value(KS_OPT("group-protocol"), c.groupProtocol);
    if (c.groupProtocol != QLatin1String("classic") && c.groupProtocol != QLatin1String("consumer"))
        return Error::usage(
            KS_ERR("--group-protocol takes classic or consumer, not \"%1\"").arg(c.groupProtocol));
    return c;
}

void printProgress(QTextStream &err, const HarnessConfig &c, const HarnessSnapshot &s)
{
    // Events and the consumer's output as they come, the levels once a second.
    for (const QString &e : s.events)
        err << "  " << e << '\n';
    for (const QString &line : s.log)
        err << "  | " << line << '\n';
    err.flush();
    if (s.phase == Phase::Done || s.elapsedMs / 250 % 4 != 0)
        return;
    QStringList parts;
    for (int l = 0; l < s.levels.size(); ++l)
        parts << QStringLiteral("%1 %2/s backlog %3")
                     .arg(c.levelName(l))
                     .arg(qRound(s.levels[l].rate))
                     .arg(s.levels[l].backlog);
    err << QStringLiteral("%1 s %2: ")
               .arg(double(s.elapsedMs) / 1000.0, 0, 'f', 1)
               .arg(s.phase == Phase::Drain ? QStringLiteral("drain") : QStringLiteral("load"))
        << parts.join(QStringLiteral(", ")) << '\n';
    err.flush();
}

} // namespace

int runHarness(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (a.words.size() != 2 || a.words[1] != QLatin1String("priority"))
        return ctx.usage(KS_ERR("harness needs a kind: harness priority ..."));
    auto config = harnessConfig(a);
    if (!config)
        return ctx.fail(config.error());
    // --consumer-cmd (or --observe-group) alone judges the user's consumer; with --strategy as
    // well, the built-in strategies run first on the same load profile, for comparison.
    const QString command = a.value(KS_OPT("consumer-cmd"));
    const QString observe = a.value(KS_OPT("observe-group")).trimmed();
    if (a.has(KS_OPT("consumer-cmd")) && command.trimmed().isEmpty())
        return ctx.fail(
            Error::usage(KS_ERR("--consumer-cmd needs the command that starts your consumer")));
    if (a.has(KS_OPT("observe-group")) && observe.isEmpty())
        return ctx.fail(
            Error::usage(KS_ERR("--observe-group needs the group your consumer runs in")));
    if (!command.isEmpty() && !observe.isEmpty())
        return ctx.fail(Error::usage(KS_ERR("Either --consumer-cmd or --observe-group, not both")));
    const bool external = !command.isEmpty() || !observe.isEmpty();
    QList<Strategy> runs;
    if (!external || a.has(KS_OPT("strategy"))) {
        auto strategies = Strategy::parseList(a.value(KS_OPT("strategy"), QStringLiteral("strict")),
                                              config->levels);
        if (!strategies)
            return ctx.fail(strategies.error());
        runs = strategies.value();
    }
    if (external)
        runs << Strategy{}; // the external run
    const qsizetype externalIndex = external ? runs.size() - 1 : -1;
    g_harnessStop.store(0);
    std::signal(SIGINT, [](int) { g_harnessStop.store(1); });
    QList<HarnessReport> reports;
    QTextStream err(stderr);
    for (qsizetype i = 0; i < runs.size(); ++i) {
        HarnessConfig c = config.value();
        c.strategy = runs[i];
        if (i == externalIndex) {
            c.consumerCommand = command;
            c.observeGroup = observe;
            if (!observe.isEmpty())
                c.joinTimeoutMs = 180000; // time to start it by hand
        }
        if (auto v = c.validate(); !v)
            return ctx.fail(v.error());
        if (!ctx.json()) {
            if (!observe.isEmpty() && i == externalIndex)
                err << "observing group " << observe << " for " << double(c.durationMs) / 1000.0
                    << " s: run your consumer in that group with the topics "
                    << c.topics().join(QLatin1Char(',')) << " (most important first)\n";
            else
                err << "running "
                    << (i == externalIndex ? QStringLiteral("external consumer")
                                           : c.strategy.name())
                    << " for " << double(c.durationMs) / 1000.0 << " s (" << c.groupProtocol
                    << " group protocol)\n";
        }
        auto report =
            HarnessRun(c).run(ctx.profile(), g_harnessStop, [&](const HarnessSnapshot &s) {
                if (!ctx.json())
                    printProgress(err, c, s);
            });
        if (!report) {
            std::signal(SIGINT, SIG_DFL);
            return ctx.fail(report.error());
        }
        reports << report.value();
        if (!ctx.json()) {
            ctx.out() << report->table() << '\n';
            if (!report->consumerStderr.isEmpty())
                err << "consumer stderr:\n" << report->consumerStderr << '\n';
        }
    }
    std::signal(SIGINT, SIG_DFL);
    if (ctx.json()) {
        if (reports.size() == 1) {
            ctx.printJson(reports.first().toJson());
        } else {
            const StrategyComparison cmp = compareStrategies(reports);
            QJsonArray runs;
            for (int i = 0; i < reports.size(); ++i) {
                QJsonObject o = reports[i].toJson();
                o.insert(QStringLiteral("rank"), cmp.rank[i]);
                runs.append(o);
            }
            QJsonArray ranking;
            for (int i : cmp.order)
                ranking.append(QJsonObject{{QStringLiteral("strategy"), reports[i].strategy},
                                           {QStringLiteral("rank"), cmp.rank[i]}});
            ctx.printJson(QJsonObject{{QStringLiteral("runs"), runs},
                                      {QStringLiteral("ranking"), ranking},
                                      {QStringLiteral("ranking_basis"), rankingBasis(cmp)}});
        }
    } else if (reports.size() > 1) {
        ctx.out() << "comparison (same load profile)\n" << comparisonTable(reports);
    }
    ctx.out().flush();
    for (const HarnessReport &r : reports)
        if (r.verdict != Verdict::Pass)
            return ExitKafkaError;
    return ExitOk;
}

} // namespace kafscope::cli
