#include "cli/commands.h"

namespace kafscope::cli {

const QList<Command> &commands()
{
    static const QList<Command> list = {
        {"cluster", runCluster, "cluster                         cluster id, controller, brokers"},
        {"local", runLocal,
         "local start [--brokers N] [--port P] [--dir D] [--kafka-version V]\n"
         "  local stop [--dir D] [--purge] | status [--dir D] | stop-node ID | start-node ID\n"
         "  local seed-demo               the demo topic test-topic with 7 messages"},
        {"produce", runProduce,
         "produce T [--key K] [--value V | --value-file F] [--key-format|--value-format text|json|hex|base64|file|null]\n"
         "          [--header k=v | --header k (null)]... [--partition P] [--compression none|gzip|snappy|lz4|zstd]\n"
         "          [--acks 0|1|all] [--no-idempotence] [--linger-ms MS] [--batch-size BYTES]\n"
         "  produce T --from-jsonl FILE [--keep-partitions] [--keep-timestamps]   lines as consume --format json writes\n"
         "  produce T --generate --count N | --duration S [--rate R] [--size BYTES | --template T [--key-template T]]\n"
         "          [--keys K] [--key-mode none|round-robin|random|fixed] [--key K]"},
        {"groups", runGroups,
         "groups list | describe G | delete G --yes | delete-offsets G --topic T --yes\n"
         "  groups reset G [--topic T]... --to earliest|latest|offset:N|time:ISO8601|shift:N | --from-group G2\n"
         "          (--dry-run | --yes)"},
        {"offsets-log", runOffsetsLog,
         "offsets-log [--from oldest|tail] [--group G] [--max N] [--follow]   decoded __consumer_offsets"},
        {"lab", runLab,
         "lab run --group G --topic T... --assignor range|roundrobin|cooperative-sticky|all|A,B --script FILE|TEXT\n"
         "          [--session-timeout MS] [--max-poll-interval MS] [--static] [--delay MS] [--rate R] [--partitions N]\n"
         "          script: add N; wait 5s; remove I; crash I; stall I for 8s; restart I  (I: 1 = oldest running, or m2)"},
        {"rebalance", runRebalance,
         "rebalance watch G [--for S] [--from oldest|now] [--state-interval MS]   JSON Lines of group events and\n"
         "          rebalance summaries, from __consumer_offsets and the group's state (any client's group)"},
    };
    return list;
}

QString usageText()
{
    QString text = QStringLiteral(
        "usage: kafscope-cli [--bootstrap HOST:PORT] [-X key=value]... [--timeout MS] [--read-only]\n"
        "                    COMMAND ... [--json]\n\ncommands:\n");
    for (const Command &c : commands())
        text += QStringLiteral("  %1\n").arg(QString::fromUtf8(c.synopsis));
    text += QStringLiteral("\nexit codes: 0 success, 1 Kafka or local error, 2 bad usage\n");
    return text;
}

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    auto parsed = CliArgs::parse(args);
    if (!parsed) {
        err << "kafscope-cli: " << parsed.error().message << "\n\n" << usageText();
        return ExitUsage;
    }
    if (parsed->words.isEmpty()) {
        (parsed->flags.contains(QStringLiteral("help")) ? out : err) << usageText();
        return parsed->flags.contains(QStringLiteral("help")) ? ExitOk : ExitUsage;
    }
    CliContext ctx(std::move(parsed).value(), out, err);
    const QString name = ctx.args().words.first();
    if (name == QLatin1String("help")) {
        out << usageText();
        return ExitOk;
    }
    for (const Command &c : commands())
        if (name == QLatin1String(c.name))
            return c.run(ctx);
    err << "kafscope-cli: unknown command " << name << "\n\n" << usageText();
    return ExitUsage;
}

} // namespace kafscope::cli
