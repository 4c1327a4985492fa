#include "cli/commands.h"

#include "cli/cli_profile.h"
#include "common/translations.h"
#include "copy/copy_job.h"

#include <QLocale>

#include <csignal>

KS_CLI_COMMAND("copy")

namespace kafscope::cli {

namespace {

std::atomic<int> g_copyStop{0};

Result<copy::CopySpec> copySpec(const CliArgs &a, const QString &topic)
{
    copy::CopySpec s;
    auto source = readRange(
        a, topic,
        {KS_OPT("from"), KS_OPT("until"), KS_OPT("partitions"), KS_OPT("max"), KS_OPT("filter")},
        true);
    if (!source)
        return source.error();
    s.source = source.value();
    s.targetTopic = a.value(KS_OPT("to"));
    if (s.targetTopic.isEmpty())
        return Error::usage(KS_ERR("Name the topic to copy to: copy %1 --to TOPIC").arg(topic));
    if (a.has(KS_OPT("partitioning"))) {
        auto p = copy::parsePartitioning(a.value(KS_OPT("partitioning")));
        if (!p)
            return p.error();
        s.partitioning = p.value();
    }
    const QString timestamps = a.value(KS_OPT("timestamps"), QStringLiteral("keep"));
    if (timestamps != QLatin1String("keep") && timestamps != QLatin1String("now"))
        return Error::usage(KS_ERR("--timestamps takes keep or now"));
    s.keepTimestamps = timestamps == QLatin1String("keep");
    if (a.has(KS_OPT("rate"))) {
        bool ok = false;
        s.rate = a.value(KS_OPT("rate")).toDouble(&ok);
        if (!ok || !(s.rate > 0))
            return Error::usage(KS_ERR("--rate takes records per second (more than 0)"));
    }
    if (a.has(KS_OPT("speed"))) {
        auto speed = copy::parseSpeed(a.value(KS_OPT("speed")));
        if (!speed)
            return speed.error();
        s.speed = speed.value();
    }
    s.stateFile = a.value(KS_OPT("state"));
    s.producer.messageTimeoutMs = qMax(a.profile.timeoutMs, 30000);
    return s;
}

QString progressLine(const copy::CopyProgress &p)
{
    const QLocale c = QLocale::c();
    QString line = KS_TR("copied %1").arg(c.toString(p.written));
    if (p.total >= 0)
        line += KS_TR(" of ~%1").arg(c.toString(p.total));
    line += KS_TR(" · read %1 · %2/s · skipped %3 · failed %4")
                .arg(c.toString(p.read), c.toString(qRound64(p.ratePerSec())),
                     c.toString(p.skipped), c.toString(p.failed));
    return line;
}

QJsonObject reportJson(const QString &topic, const copy::CopySpec &spec, const copy::CopyReport &r)
{
    QJsonObject errors;
    for (auto it = r.errors.constBegin(); it != r.errors.constEnd(); ++it)
        errors.insert(it.key(), it.value());
    return QJsonObject{
        {QStringLiteral("source"), QJsonObject{{QStringLiteral("topic"), topic},
                                               {QStringLiteral("cluster"), r.sourceCluster}}},
        {QStringLiteral("target"), QJsonObject{{QStringLiteral("topic"), spec.targetTopic},
                                               {QStringLiteral("cluster"), r.targetCluster}}},
        {QStringLiteral("read"), r.progress.read},
        {QStringLiteral("written"), r.progress.written},
        {QStringLiteral("skipped"), r.progress.skipped},
        {QStringLiteral("failed"), r.progress.failed},
        {QStringLiteral("errors"), errors},
        {QStringLiteral("read_errors"), QJsonArray::fromStringList(r.readErrors)},
        {QStringLiteral("elapsed_ms"), r.progress.elapsedMs},
        {QStringLiteral("resumed"), r.resumed},
        {QStringLiteral("cancelled"), r.cancelled},
        {QStringLiteral("complete"), r.complete},
    };
}

} // namespace

int runCopy(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (a.words.size() != 2)
        return ctx.usage(KS_ERR("copy needs the topic to read: copy TOPIC --to TOPIC ..."));
    const QString topic = a.words[1];
    auto spec = copySpec(a, topic);
    if (!spec)
        return ctx.fail(spec.error());
    auto target =
        targetProfile(a, KS_OPT("to-profile"), KS_OPT("to-bootstrap"), KS_OPT("to-property"));
    if (!target)
        return ctx.fail(target.error());
    // Progress as it goes: on stdout, or on stderr when stdout is the JSON report.
    QTextStream &live = ctx.json() ? ctx.err() : ctx.out();
    g_copyStop.store(0);
    // Ctrl-C: what was sent is flushed and checkpointed, then the copy ends (resumable).
    std::signal(SIGINT, [](int) { g_copyStop.store(1); });
    std::signal(SIGTERM, [](int) { g_copyStop.store(1); });
    auto report = copy::runCopy(a.profile, target.value(), spec.value(), &g_copyStop,
                                [&live](const copy::CopyProgress &p) {
                                    live << progressLine(p) << '\n';
                                    live.flush();
                                });
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!report)
        return ctx.fail(report.error());
    const copy::CopyReport &r = report.value();
    if (ctx.json()) {
        ctx.printJson(reportJson(topic, spec.value(), r));
    } else {
        ctx.out() << KS_TR("copied %1 records from %2 to %3 (read %4, skipped %5 already there, "
                           "failed %6) in %7 ms")
                         .arg(r.progress.written)
                         .arg(topic, spec->targetTopic)
                         .arg(r.progress.read)
                         .arg(r.progress.skipped)
                         .arg(r.progress.failed)
                         .arg(r.progress.elapsedMs)
                  << '\n';
        for (auto it = r.errors.constBegin(); it != r.errors.constEnd(); ++it)
            ctx.out() << "  " << it.value() << " × " << it.key() << '\n';
        for (const QString &e : r.readErrors)
            ctx.out() << "  " << e << '\n';
        if (r.cancelled && !spec->stateFile.isEmpty())
            ctx.out() << KS_TR("stopped: the same command with --state %1 goes on from here")
                             .arg(spec->stateFile)
                      << '\n';
    }
    if (r.progress.failed > 0)
        return ctx.fail(Error::kafka(
            0, KS_ERR("%1 records were not copied: %2").arg(r.progress.failed).arg(r.firstError)));
    if (!r.readErrors.isEmpty())
        return ctx.fail(
            Error::kafka(0, KS_ERR("Reading the source failed: %1").arg(r.readErrors.first())));
    if (r.cancelled)
        return ExitKafkaError;
    return ExitOk;
}

} // namespace kafscope::cli
