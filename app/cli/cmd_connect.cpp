#include "cli/commands.h"

#include "cluster/connection_check.h"

KS_CLI_COMMAND("connect")

namespace kafscope::cli {

// connect test [--debug] [--json]: the connection test, step by step.
int runConnect(CliContext &ctx)
{
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    if (ctx.args().words.value(1) != QLatin1String("test"))
        return ctx.usage(KS_ERR("connect takes test"));
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

} // namespace kafscope::cli
