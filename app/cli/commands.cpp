#include "cli/commands.h"

#include "cli/cli_profile.h"
#include "cli/terminal_output.h"

#include "cluster/connection_check.h"

namespace kafscope::cli {

const QList<Command> &commands()
{
    static const QList<Command> list = {
        {"cluster", runCluster, "cluster                         cluster id, controller, brokers"},
        {"connect", runConnect,
         "connect test [--debug] [--json]  DNS, TCP, TLS (certificate), Kafka, SASL and metadata, "
         "each timed;\n"
         "          a failure in plain words; --debug adds librdkafka's security and broker log"},
        {"local", runLocal,
         "local start [--brokers N] [--port P] [--dir D] [--kafka-version V]\n"
         "          [--security plaintext|sasl_plaintext|ssl|sasl_ssl] [--authorizer]\n"
         "          [--schema-registry]  Apicurio Registry beside the brokers; its URL is "
         "schema_registry\n"
         "          users admin (super user) and alice: passwords in D/sasl/, certificates in "
         "D/tls/;\n"
         "          --json prints the client settings of each user and listener\n"
         "  local stop [--dir D] [--purge] | status [--dir D] | stop-node ID | start-node ID\n"
         "  local seed-demo               the demo topic test-topic with 7 messages (and, with the "
         "local schema\n"
         "          registry, demo-orders-avro and demo-payments-protobuf)"},
        {"produce", runProduce,
         "produce T [--key K] [--value V | --value-file F] [--key-format|--value-format "
         "text|json|hex|base64|file|null]\n"
         "          [--header k=v | --header k (null)]... [--partition P] [--compression "
         "none|gzip|snappy|lz4|zstd]\n"
         "          [--acks 0|1|all] [--no-idempotence] [--linger-ms MS] [--batch-size BYTES]\n"
         "  produce T --value-schema SUBJECT[:VERSION] [--key-schema S[:V]] --value JSON   (with "
         "--schema-registry URL)\n"
         "  produce T --from-jsonl FILE [--keep-partitions] [--keep-timestamps]   lines as consume "
         "--format json writes\n"
         "  produce T --generate --count N | --duration S [--rate R] [--size BYTES | --template T "
         "[--key-template T]]\n"
         "          [--keys K] [--key-mode none|round-robin|random|fixed] [--key K]\n"
         "          [--value-schema S[:V]] [--key-schema S[:V]]   each rendered template encoded "
         "with the schema"},
        {"topics", runTopics,
         "topics list [--internal] | describe T\n"
         "  topics create T [--partitions N] [--replication-factor R] [--config k=v]... | delete T "
         "--yes\n"
         "  topics alter-config T [--set k=v]... [--delete k]... [--append k=v]... [--subtract "
         "k=v]...\n"
         "          (append/subtract: list configs such as cleanup.policy; other configs are "
         "kept)\n"
         "  topics add-partitions T --total N [--yes: a large increase]\n"
         "  topics delete-records T --partition P --before OFFSET (-1: all) --yes\n"
         "          internal topics (__consumer_offsets, ...) are changed only with "
         "--allow-internal as well"},
        {"brokers", runBrokers,
         "brokers list | config ID            brokers, whether they answer, broker configs\n"
         "  brokers alter-config ID [--set k=v]... [--delete k]... [--append k=v]... [--subtract "
         "k=v]...\n"
         "          one broker's dynamic configs"},
        {"consume", runConsume,
         "consume T [--from oldest|newest:N|offset:N|time:ISO8601|tail] [--partitions 0,2] [--max "
         "N (500, tail: 0; 0: all)]\n"
         "          [--filter EXPR] [--isolation committed|uncommitted] [--format json|text]   "
         "never joins a group\n"
         "          [--schema-registry URL] [--decode auto|registry|none]  Avro, Protobuf, JSON "
         "Schema values framed with a\n"
         "          registry id as JSON, with \"value_schema\" (auth: "
         "KAFSCOPE_SCHEMA_REGISTRY_USER/_PASSWORD or _TOKEN)\n"
         "          [--value-avsc F | --value-proto F --value-message TYPE [--proto-path DIR]...  "
         "raw values, local schema\n"
         "           | --value-descriptor-set F --value-message TYPE]"},
        {"groups", runGroups,
         "groups list [--type classic|consumer] | describe G | delete G --yes | delete-offsets G "
         "--topic T --yes\n"
         "  groups reset G [--topic T]... --to earliest|latest|offset:N|time:ISO8601|shift:N | "
         "--from-group G2\n"
         "          (--dry-run | --yes)"},
        {"offsets-log", runOffsetsLog,
         "offsets-log [--from oldest|tail] [--group G] [--max N] [--follow]   decoded "
         "__consumer_offsets"},
        {"lab", runLab,
         "lab run --group G --topic T... --assignor range|roundrobin|cooperative-sticky|all|A,B "
         "--script FILE|TEXT\n"
         "          [--session-timeout MS] [--max-poll-interval MS] [--static] [--delay MS] "
         "[--rate R] [--partitions N]\n"
         "          script: add N; wait 5s; remove I; crash I; stall I for 8s; restart I  (I: 1 = "
         "oldest running, or m2)"},
        {"rebalance", runRebalance,
         "rebalance watch G [--for S] [--from oldest|now] [--state-interval MS]   JSON Lines of "
         "group events and\n"
         "          rebalance summaries, from __consumer_offsets and the group's state (any "
         "client's group)"},
        {"acls", runAcls,
         "acls list [--principal User:U] [--resource-type topic|group|cluster|transactional-id] "
         "[--resource NAME]\n"
         "          [--pattern literal|prefixed|match|any] [--operation OP] [--permission "
         "allow|deny] [--host H]\n"
         "  acls create --principal User:U --resource-type T --resource NAME --operation OP... "
         "[--pattern literal|prefixed]\n"
         "          [--permission allow|deny] [--host H]   prints the kafka-acls command that does "
         "the same\n"
         "  acls delete FILTERS (--dry-run: what matches | --yes)   a principal or a resource "
         "named; pattern literal\n"
         "          unless given"},
        {"users", runUsers,
         "users list [USER...]              SCRAM users with their mechanisms and iterations\n"
         "  users add USER [--mechanism SCRAM-SHA-256|SCRAM-SHA-512]... [--iterations N] "
         "(--password-stdin |\n"
         "          KAFSCOPE_USER_PASSWORD in the environment)   adds a user or a mechanism, or "
         "changes a password\n"
         "  users delete USER [--mechanism M]... --yes"},
        {"profiles", runProfiles,
         "profiles list | show NAME | export NAME (librdkafka properties, no secret) | remove "
         "NAME\n"
         "  profiles add|edit NAME --bootstrap H:P [--security-protocol P] [--mechanism M] "
         "[--username U]\n"
         "          [--ca-file F] [--cert-file F --key-file F | --keystore F.p12] "
         "[--verify-hostname on|off]\n"
         "          [--oidc-token-url U --oidc-client-id ID [--oidc-scope S]] [--registry-url U "
         "[--registry-user U]]\n"
         "          [--colour #RRGGBB] [--label L] [--read-only|--writable] [--timeout MS] [-X "
         "k=v]...\n"
         "          secrets: --password-stdin, --secret-stdin NAME, or KAFSCOPE_SECRET_<NAME>; "
         "kept in the OS keychain\n"
         "  profiles import NAME FILE [--format auto|java|kcat|librdkafka]   a Java client or "
         "kcat/librdkafka config\n"
         "  --profile NAME (any command): connect with a saved profile"},
        {"schemas", runSchemas,
         "schemas subjects | versions S | get S [--version V]    a schema registry's subjects "
         "(--schema-registry URL)\n"
         "  schemas register S --schema-file F [--type avro|protobuf|json] [--reference "
         "NAME=SUBJECT:VERSION]...\n"
         "          (checked for compatibility first) | check S --schema-file F ... | delete S "
         "[--version V] --yes"},
        {"version", runVersion,
         "version                         Kafscope, librdkafka (and its built-in features), Qt"},
        {"harness", runHarness,
         "harness priority [--levels 2..5] [--rates R1,R2,...] [--capacity MSG_PER_S | MSms] "
         "[--duration 30s]\n"
         "          [--strategy strict|weighted:70,20,10|fifo[,...]] [--fault "
         "restart|crash|add-consumer|broker-restart|broker-stop|broker-start[:N]@T]...\n"
         "          [--partitions N[,...]] [--replication-factor N] [--topic-prefix P] [--topics "
         "T1,T2,...]\n"
         "          [--durations D1,D2,...] [--tolerance 250ms] [--window N] [--bursts "
         "on|off[,...]]\n"
         "          [--burst-period 1s/1s] [--local-dir D] [--drain-timeout 60s]   (a list: one "
         "per level, or one for all)\n"
         "          [--consumer-cmd 'CMD ARGS']   your consumer under test, started in a fresh "
         "group: {bootstrap} {group}\n"
         "          {topics} (comma-separated, highest first) {topic:LEVEL} are filled in, and "
         "KAFSCOPE_BOOTSTRAP,\n"
         "          KAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_TOPIC_<LEVEL> set; quotes split like "
         "a shell's, no shell runs.\n"
         "          Judged from the group's commits; exactly when it prints one JSON line per "
         "processed message\n"
         "          ({\"topic\",\"partition\",\"offset\"}). restart/crash/add-consumer act on the "
         "process.\n"
         "          [--observe-group G]   no command: you run your consumer in group G; judged "
         "from G's commits"},
    };
    return list;
}

QString usageText()
{
    QString text = QStringLiteral("usage: kafscope-cli [--profile NAME] [--bootstrap HOST:PORT] "
                                  "[-X key=value]... [--timeout MS] [--read-only] [--lang L]\n"
                                  "                    COMMAND ... [--json]\n\ncommands:\n");
    for (const Command &c : commands())
        text += QStringLiteral("  %1\n").arg(QString::fromUtf8(c.synopsis));
    text += QStringLiteral("\nexit codes: 0 success, 1 Kafka or local error, 2 bad usage\n");
    return text;
}

namespace {

// The usage lines of one command: its own lines ("  NAME ...") and the continuation lines under
// them.
QString commandUsage(const QString &name)
{
    QString text;
    bool inBlock = false;
    for (const QString &line : usageText().split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("  ")) && !line.startsWith(QLatin1String("   ")))
            inBlock = line.mid(2).section(QLatin1Char(' '), 0, 0) == name;
        else if (!line.startsWith(QLatin1String("   ")))
            inBlock = false;
        if (inBlock)
            text += line + QLatin1Char('\n');
    }
    return text.isEmpty() ? usageText()
                          : QStringLiteral("usage: kafscope-cli [global options] ") +
                                text.trimmed() + QLatin1Char('\n');
}

} // namespace

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    auto parsed = CliArgs::parse(args);
    if (!parsed) {
        // One line: the full usage is for a missing or unknown command only.
        err << "kafscope-cli: " << parsed.error().message() << '\n';
        return ExitUsage;
    }
    if (parsed->words.isEmpty()) {
        (parsed->flags.contains(QStringLiteral("help")) ? out : err) << usageText();
        return parsed->flags.contains(QStringLiteral("help")) ? ExitOk : ExitUsage;
    }
    const QString name = parsed->words.first();
    if (auto *device = dynamic_cast<TerminalOutput *>(out.device())) {
        // consume's --format json|text, where given, says what standard output is; else --json.
        const QString format = parsed->value(QStringLiteral("format"));
        const bool json =
            format == QLatin1String("json") || (parsed->json && format != QLatin1String("text"));
        device->setMode(json ? TerminalOutput::Mode::Json : TerminalOutput::Mode::Text);
    }
    if (!parsed->profileName.isEmpty() && name != QLatin1String("profiles")) {
        // users add reads the new user's password from standard input, not the profile's.
        if (auto s = applySavedProfile(parsed.value(), name != QLatin1String("users")); !s) {
            err << "kafscope-cli: " << s.error().message() << '\n';
            return exitCodeFor(s.error());
        }
    }
    CliContext ctx(std::move(parsed).value(), out, err);
    if (name == QLatin1String("help")) {
        out << usageText();
        return ExitOk;
    }
    if (ctx.args().flags.contains(QStringLiteral("help"))) {
        // `COMMAND --help` prints that command's lines and does nothing else.
        out << commandUsage(name);
        return ExitOk;
    }
    // Every command that connects says so when the broker's certificate or name is not checked.
    if (verificationDisabled(ctx.profile()) && name != QLatin1String("local") &&
        name != QLatin1String("version") && name != QLatin1String("connect")) {
        err << "kafscope-cli: warning: TLS certificate or hostname verification is off for this "
               "connection\n";
        err.flush();
    }
    for (const Command &c : commands())
        if (name == QLatin1String(c.name))
            return c.run(ctx);
    err << "kafscope-cli: unknown command " << name << "\n\n" << usageText();
    return ExitUsage;
}

} // namespace kafscope::cli
