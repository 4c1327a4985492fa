#include "cli/commands.h"

#include "offsets/offsets_log_reader.h"

#include <QDateTime>
#include <QJsonDocument>

#include <csignal>

KS_CLI_COMMAND("offsets-log")

namespace kafscope::cli {

namespace {

using namespace kafscope::offsets;

volatile std::sig_atomic_t g_stop = 0;

QJsonObject entryJson(const OffsetsLogEntry &e)
{
    QJsonObject o = recordJson(e.record);
    o.insert(QStringLiteral("partition"), e.partition);
    o.insert(QStringLiteral("offset"), e.offset);
    o.insert(QStringLiteral("timestamp"), e.timestampMs);
    return o;
}

void printText(QTextStream &out, const OffsetsLogEntry &e)
{
    const OffsetsRecord &r = e.record;
    out << e.partition << '/' << e.offset << "  "
        << QDateTime::fromMSecsSinceEpoch(e.timestampMs).toString(Qt::ISODateWithMs) << "  "
        << r.typeName() << "  "
        << QString::fromUtf8(QJsonDocument(r.key).toJson(QJsonDocument::Compact)) << "  "
        << (r.tombstone ? QStringLiteral("(tombstone)")
                        : QString::fromUtf8(QJsonDocument(r.value).toJson(QJsonDocument::Compact)))
        << '\n';
}

} // namespace

int runOffsetsLog(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    if (a.words.size() != 1)
        return ctx.usage(KS_ERR("offsets-log takes no arguments, only options"));
    const QString from = a.value(KS_OPT("from"), QStringLiteral("oldest"));
    if (from != QLatin1String("oldest") && from != QLatin1String("tail"))
        return ctx.usage(KS_ERR("--from takes oldest or tail"));
    bool maxOk = true;
    const qint64 max = a.has(KS_OPT("max")) ? a.value(KS_OPT("max")).toLongLong(&maxOk) : -1;
    if (!maxOk || (a.has(KS_OPT("max")) && max <= 0))
        return ctx.usage(KS_ERR("--max takes a number of records > 0"));
    const QString log = a.value(KS_OPT("log"), QStringLiteral("consumer-offsets"));
    if (log != QLatin1String("consumer-offsets") && log != QLatin1String("transaction-state"))
        return ctx.usage(KS_ERR("--log takes consumer-offsets or transaction-state"));
    OffsetsLogOptions opts;
    opts.log = log == QLatin1String("transaction-state") ? OffsetsLogOptions::Log::TransactionState
                                                         : OffsetsLogOptions::Log::ConsumerOffsets;
    if (opts.log == OffsetsLogOptions::Log::TransactionState && a.has(KS_OPT("group")))
        return ctx.usage(KS_ERR("--group reads __consumer_offsets; for __transaction_state give "
                                "--transactional-id"));
    if (opts.log == OffsetsLogOptions::Log::ConsumerOffsets && a.has(KS_OPT("transactional-id")))
        return ctx.usage(KS_ERR("--transactional-id needs --log transaction-state"));
    opts.start = from == QLatin1String("tail") ? OffsetsLogOptions::Start::Live
                                               : OffsetsLogOptions::Start::Oldest;
    // From the oldest record the command ends at the log's end unless --follow; tail follows.
    opts.stopAtEnd = opts.start == OffsetsLogOptions::Start::Oldest && !a.has(KS_OPT("follow"));
    opts.group = opts.log == OffsetsLogOptions::Log::TransactionState
                     ? a.value(KS_OPT("transactional-id"))
                     : a.value(KS_OPT("group"));
    auto reader = OffsetsLogReader::open(ctx.profile(), opts);
    if (!reader)
        return ctx.fail(reader.error());
    g_stop = 0;
    auto previous = std::signal(SIGINT, [](int) { g_stop = 1; });
    qint64 printed = 0;
    int status = ExitOk;
    while (!g_stop && !reader.value()->finished() && (max < 0 || printed < max)) {
        auto batch = reader.value()->poll(200);
        if (!batch) {
            status = ctx.fail(batch.error());
            break;
        }
        for (const OffsetsLogEntry &e : batch.value()) {
            const QString &owner = opts.log == OffsetsLogOptions::Log::TransactionState
                                       ? e.record.transactionalId
                                       : e.record.group;
            if (!opts.group.isEmpty() && owner != opts.group)
                continue;
            if (ctx.json())
                ctx.printJsonLine(entryJson(e));
            else
                printText(ctx.out(), e);
            if (max >= 0 && ++printed >= max)
                break;
        }
        ctx.out().flush();
    }
    std::signal(SIGINT, previous);
    return status;
}

} // namespace kafscope::cli
