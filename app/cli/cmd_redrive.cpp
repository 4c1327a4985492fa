#include "cli/commands.h"

#include "cli/cli_profile.h"
#include "common/translations.h"
#include "copy/redrive.h"

#include <csignal>

KS_CLI_COMMAND("redrive")

namespace kafscope::cli {

namespace {

std::atomic<int> g_redriveStop{0};

Result<copy::RedriveSpec> redriveSpec(const CliArgs &a, const QString &topic)
{
    copy::RedriveSpec s;
    auto source = readRange(
        a, topic,
        {KS_OPT("from"), KS_OPT("until"), KS_OPT("partitions"), KS_OPT("max"), KS_OPT("filter")},
        false);
    if (!source)
        return source.error();
    s.source = source.value();
    s.fixedTarget = a.value(KS_OPT("to"));
    if (a.has(KS_OPT("topic-header"))) {
        if (!s.fixedTarget.isEmpty())
            return Error::usage(KS_ERR("Give --to or --topic-header, not both"));
        s.topicHeaders = a.valuesOf(KS_OPT("topic-header"));
    }
    if (a.has(KS_OPT("keep-error-headers")))
        s.stripPrefixes.clear();
    for (const QString &p : a.valuesOf(KS_OPT("strip-header")))
        s.stripPrefixes << p;
    const QString timestamps = a.value(KS_OPT("timestamps"), QStringLiteral("keep"));
    if (timestamps != QLatin1String("keep") && timestamps != QLatin1String("now"))
        return Error::usage(KS_ERR("--timestamps takes keep or now"));
    s.keepTimestamps = timestamps == QLatin1String("keep");
    s.dryRun = a.has(KS_OPT("dry-run"));
    s.producer.messageTimeoutMs = qMax(a.profile.timeoutMs, 30000);
    return s;
}

QJsonObject countsJson(const QMap<QString, qint64> &counts)
{
    QJsonObject o;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

int runRedrive(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (a.words.size() != 2)
        return ctx.usage(KS_ERR("redrive needs the dead-letter topic: redrive DLQ_TOPIC ..."));
    const QString topic = a.words[1];
    auto spec = redriveSpec(a, topic);
    if (!spec)
        return ctx.fail(spec.error());
    auto target =
        targetProfile(a, KS_OPT("to-profile"), KS_OPT("to-bootstrap"), KS_OPT("to-property"));
    if (!target)
        return ctx.fail(target.error());
    // Each record's way, as it is decided: JSON Lines with --json, else a line of text. A real
    // redrive prints only what it skips; a dry run prints every record.
    const bool dryRun = spec->dryRun;
    const auto entry = [&ctx, dryRun](const copy::RedriveEntry &e) {
        if (!dryRun && e.skipReason.isEmpty())
            return;
        if (ctx.json()) {
            QJsonObject o{{QStringLiteral("partition"), e.partition},
                          {QStringLiteral("offset"), e.offset}};
            if (e.skipReason.isEmpty())
                o.insert(QStringLiteral("to"), e.target);
            else
                o.insert(QStringLiteral("skipped"), e.skipReason);
            ctx.printJsonLine(o);
        } else if (e.skipReason.isEmpty()) {
            ctx.out() << e.partition << '\t' << e.offset << "\t→ " << e.target << '\n';
        } else {
            ctx.out() << e.partition << '\t' << e.offset << "\tskipped: " << e.skipReason << '\n';
        }
    };
    g_redriveStop.store(0);
    std::signal(SIGINT, [](int) { g_redriveStop.store(1); });
    auto report = copy::runRedrive(a.profile, target.value(), spec.value(), &g_redriveStop, entry);
    std::signal(SIGINT, SIG_DFL);
    if (!report)
        return ctx.fail(report.error());
    const copy::RedriveReport &r = report.value();
    if (ctx.json()) {
        ctx.printJsonLine(QJsonObject{
            {QStringLiteral("report"),
             QJsonObject{{QStringLiteral("dry_run"), r.dryRun},
                         {QStringLiteral("read"), r.read},
                         {QStringLiteral("written"), r.written},
                         {QStringLiteral("skipped"), r.skipped},
                         {QStringLiteral("failed"), r.failed},
                         {QStringLiteral("to"), countsJson(r.perTarget)},
                         {QStringLiteral("skip_reasons"), countsJson(r.skipReasons)},
                         {QStringLiteral("errors"), countsJson(r.errors)},
                         {QStringLiteral("read_errors"), QJsonArray::fromStringList(r.readErrors)},
                         {QStringLiteral("cancelled"), r.cancelled}}}});
    } else {
        ctx.out() << (r.dryRun ? KS_TR("dry run: %1 of %2 records would be sent back, %3 skipped")
                                     .arg(r.read - r.skipped)
                                     .arg(r.read)
                                     .arg(r.skipped)
                               : KS_TR("sent back %1 of %2 records, %3 skipped, %4 failed")
                                     .arg(r.written)
                                     .arg(r.read)
                                     .arg(r.skipped)
                                     .arg(r.failed))
                  << '\n';
        for (auto it = r.perTarget.constBegin(); it != r.perTarget.constEnd(); ++it)
            ctx.out() << "  " << it.value() << " → " << it.key() << '\n';
        for (auto it = r.skipReasons.constBegin(); it != r.skipReasons.constEnd(); ++it)
            ctx.out() << "  " << it.value() << " skipped: " << it.key() << '\n';
        for (auto it = r.errors.constBegin(); it != r.errors.constEnd(); ++it)
            ctx.out() << "  " << it.value() << " failed: " << it.key() << '\n';
    }
    if (r.failed > 0)
        return ctx.fail(Error::kafka(
            0, KS_ERR("%1 records were not sent back: %2").arg(r.failed).arg(r.firstError)));
    if (!r.readErrors.isEmpty())
        return ctx.fail(Error::kafka(
            0, KS_ERR("Reading the dead-letter topic failed: %1").arg(r.readErrors.first())));
    return r.cancelled ? ExitKafkaError : ExitOk;
}

} // namespace kafscope::cli
