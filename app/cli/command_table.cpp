// Every command of kafscope-cli with its options: the one table the parser, the usage and
// `COMMAND --help` are made from (see cli_options.h).
#include "cli/commands.h"

namespace kafscope::cli {

namespace {

constexpr bool kRepeat = true;

// The config change options of topics alter-config and brokers alter-config.
QList<OptionSpec> configChange(const char *sub)
{
    return {
        {"set", "k=v", "set a config", kRepeat, sub},
        {"delete", "k", "delete a config (back to its default)", kRepeat, sub},
        {"append", "k=v", "add to a list config such as cleanup.policy", kRepeat, sub},
        {"subtract", "k=v", "remove from a list config", kRepeat, sub},
    };
}

} // namespace

const QList<OptionSpec> &globalOptions()
{
    static const QList<OptionSpec> list = {
        {"bootstrap", "HOST:PORT", "the brokers (default KAFSCOPE_BOOTSTRAP, else localhost:9092)"},
        {"profile", "NAME", "connect with a saved profile (kafscope-cli profiles list)"},
        {"timeout", "MS", "time limit of each request, milliseconds"},
        {"read-only", nullptr, "refuse every command that changes the cluster"},
        {"schema-registry", "URL",
         "a schema registry (default KAFSCOPE_SCHEMA_REGISTRY); credentials from "
         "KAFSCOPE_SCHEMA_REGISTRY_USER/_PASSWORD or _TOKEN"},
        {"schema-registry-ca", "FILE", "CA certificate of an https schema registry"},
        {"connect-url", "URL",
         "a Kafka Connect cluster's REST URL (default KAFSCOPE_CONNECT_URL, else the profile's); "
         "credentials from KAFSCOPE_CONNECT_USER/_PASSWORD",
         kRepeat},
        {"connect-ca", "FILE", "CA certificate of an https Kafka Connect"},
        {"password-stdin", nullptr, "with --profile: the profile's secret from standard input"},
        {"lang", "L", "the language of messages: en, system or e.g. zh_CN"},
        {"json", nullptr, "JSON output"},
        {"help", nullptr, "this help, or the command's"},
    };
    return list;
}

const QList<CommandSpec> &commandSpecs()
{
    static const QList<CommandSpec> list = {
        {"cluster",
         runCluster,
         "cluster id, controller, brokers; the KRaft controller quorum",
         {"", "quorum"},
         false,
         {},
         "quorum: the leader, its epoch, each voter's and observer's log end offset, lag and last "
         "fetch."},
        {"connect",
         runConnect,
         "the connection test; Kafka Connect clusters and their connectors",
         {"test", "clusters", "list", "show NAME", "create [NAME]", "edit NAME", "validate",
          "pause NAME", "resume NAME", "stop NAME", "restart NAME", "delete NAME", "offsets NAME",
          "plugins"},
         true,
         {
             {"debug", nullptr, "add librdkafka's security and broker log", false, "test"},
             {"class", "CLASS", "the connector's plugin class", false, "create validate"},
             {"config", "k=v", "a config entry (no secrets here: use --config-file)", kRepeat,
              "create edit validate"},
             {"config-file", "F", "JSON: {\"name\": .., \"config\": {..}} or the config object",
              false, "create edit validate"},
             {"unset", "k", "remove a config entry", kRepeat, "edit"},
             {"task", "N", "restart this task only", false, "restart"},
             {"include-tasks", nullptr, "restart the tasks too", false, "restart"},
             {"only-failed", nullptr, "restart only what failed", false, "restart"},
             {"reset", nullptr, "reset the offsets (a stopped connector)", false, "offsets"},
             {"alter-file", "F", "set offsets from JSON {\"offsets\": [..]} (a stopped connector)",
              false, "offsets"},
             {"connectors-only", nullptr, "connector plugins only", false, "plugins"},
             {"yes", nullptr, "confirm the delete or the offsets change", false, "delete offsets"},
         },
         "test: DNS, TCP, TLS (certificate), Kafka, SASL and metadata, each timed; a failure is "
         "said in plain words.\nThe other forms talk to Kafka Connect (--connect-url or the "
         "profile's): config values of PASSWORD type\nand keys naming a password or secret are "
         "shown as ********. edit with --config/--unset changes keys, with\n--config-file "
         "replaces the config. Offsets change only while the connector is stopped."},
        {"local",
         runLocal,
         "a local Kafka (KRaft) for trying things out",
         {"start", "stop", "status", "stop-node ID", "start-node ID", "seed-demo"},
         true,
         {
             {"brokers", "N", "number of brokers, 1 to 9", false, "start"},
             {"port", "P", "the first broker's port", false, "start"},
             {"dir", "D", "the cluster's directory (default: under the user's data directory)"},
             {"kafka-version", "V", "the Kafka version to download and run", false, "start"},
             {"security", "plaintext|sasl_plaintext|ssl|sasl_ssl|sasl_gssapi",
              "the client listener; users admin (super user) and alice, passwords in D/sasl/, "
              "certificates in D/tls/; sasl_gssapi: Kerberos with a KDC of its own, keytabs and "
              "krb5.conf in D/kerberos/",
              false, "start"},
             {"authorizer", nullptr, "turn on the ACL authorizer", false, "start"},
             {"schema-registry", nullptr,
              "also run Apicurio Registry; its URL is schema_registry in the output", false,
              "start"},
             {"connect", nullptr,
              "also run a Kafka Connect worker (distributed); its URL is connect in the output",
              false, "start"},
             {"connect-plugins", "DIR", "the Connect worker's plugin.path (connector jars)", false,
              "start"},
             {"purge", nullptr, "also delete the cluster's directory", false, "stop"},
         },
         "start --json prints the client settings of each user and listener. seed-demo makes the "
         "topic test-topic with 7 messages\n(and, with the local schema registry, "
         "demo-orders-avro and demo-payments-protobuf)."},
        {"produce",
         runProduce,
         "write one message, a JSON Lines file or generated load",
         {"T"},
         false,
         {
             {"key", "K", "the key (with --generate: the fixed key)"},
             {"value", "V", "the value"},
             {"value-file", "F", "the value from a file"},
             {"key-format", "text|json|hex|base64|file|null", "how --key is written"},
             {"value-format", "text|json|hex|base64|file|null", "how --value is written"},
             {"header", "k=v", "a header; k alone: a null value", kRepeat},
             {"partition", "P", "the partition (default: the partitioner's)"},
             {"compression", "none|gzip|snappy|lz4|zstd", "compression codec"},
             {"acks", "0|1|all", "acknowledgements to wait for"},
             {"no-idempotence", nullptr, "turn off the idempotent producer"},
             {"linger-ms", "MS", "librdkafka's linger.ms"},
             {"batch-size", "BYTES", "librdkafka's batch.size"},
             {"from-jsonl", "FILE", "the lines consume --format json writes"},
             {"keep-partitions", nullptr, "with --from-jsonl: each line's partition"},
             {"keep-timestamps", nullptr, "with --from-jsonl: each line's timestamp"},
             {"generate", nullptr, "generated load (with --count or --duration)"},
             {"count", "N", "with --generate: this many messages"},
             {"duration", "S", "with --generate: for this many seconds"},
             {"rate", "R", "with --generate: messages per second (0: as fast as possible)"},
             {"size", "BYTES", "with --generate: value size"},
             {"template", "T", "with --generate: a value template ({{seq}}, {{uuid}}, ...)"},
             {"key-template", "T", "with --generate: a key template"},
             {"keys", "K", "with --generate: number of distinct keys"},
             {"key-mode", "none|round-robin|random|fixed", "with --generate: how keys are chosen"},
             {"value-schema", "SUBJECT[:VERSION]",
              "encode the value (JSON) with a registry schema (needs --schema-registry)"},
             {"key-schema", "SUBJECT[:VERSION]", "encode the key (JSON) with a registry schema"},
         },
         nullptr},
        {"topics",
         runTopics,
         "list, describe, create and delete topics, change their configs, move their replicas",
         {"list", "describe T", "create T", "delete T", "alter-config T", "add-partitions T",
          "delete-records T", "size [T...]", "reassign [T]", "reassign-status [T]",
          "reassign-cancel T", "elect-leaders T"},
         true,
         [] {
             QList<OptionSpec> o = {
                 {"internal", nullptr, "also internal topics", false, "list"},
                 {"applications", nullptr,
                  "list: the Kafka Streams application each topic belongs to (source, "
                  "repartition, changelog), from the streams groups' topologies and, for "
                  "classic applications, the names of their internal topics",
                  false, "list"},
                 {"partitions", "N|P,P",
                  "create: number of partitions (default 1); reassign-cancel, elect-leaders: "
                  "which ones (default all), e.g. 0,2",
                  false, "create reassign-cancel elect-leaders"},
                 {"replication-factor", "R",
                  "replicas of each partition (reassign: the new replication factor)", false,
                  "create reassign"},
                 {"brokers", "B1,B2,...",
                  "reassign: spread the topic's replicas evenly over these brokers", false,
                  "reassign"},
                 {"plan-file", "F.json",
                  "reassign: the target replicas in Kafka's reassignment JSON", false, "reassign"},
                 {"execute", nullptr, "reassign: start the move (with --yes); else only the plan",
                  false, "reassign"},
                 {"throttle", "BYTES_PER_SEC",
                  "reassign --execute: limit the replication of the moving replicas", false,
                  "reassign"},
                 {"watch", nullptr,
                  "reassign-status: a line a second until nothing moves, then remove the throttle",
                  false, "reassign-status"},
                 {"verify", nullptr,
                  "reassign --plan-file F: whether every partition has its target replicas; "
                  "if so, remove the throttle",
                  false, "reassign"},
                 {"keep-throttle", nullptr, "leave the replication throttle in place", false,
                  "reassign reassign-status reassign-cancel"},
                 {"unclean", nullptr,
                  "elect-leaders: elect an out-of-sync replica if no in-sync one is left (may "
                  "lose records)",
                  false, "elect-leaders"},
                 {"config", "k=v", "a topic config", kRepeat, "create"},
                 {"total", "N", "the new partition count", false, "add-partitions"},
                 {"partition", "P", "the partition", false, "delete-records"},
                 {"before", "OFFSET", "delete the records before this offset (-1: all)", false,
                  "delete-records"},
                 {"yes", nullptr, "confirm a change (add-partitions: a large increase)", false,
                  "delete add-partitions delete-records reassign "
                  "reassign-cancel elect-leaders"},
                 {"allow-internal", nullptr,
                  "allow changing an internal topic (__consumer_offsets, ...)", false,
                  "create delete alter-config add-partitions delete-records reassign "
                  "reassign-status reassign-cancel elect-leaders"},
             };
             o += configChange("alter-config");
             return o;
         }(),
         "alter-config: --append/--subtract change list configs; the other configs are kept.\n"
         "size: the bytes on disk of every replica, and of one copy, from each broker's log "
         "dirs.\n"
         "reassign T --brokers 1,2,3 | --replication-factor N | --plan-file F.json: prints the "
         "plan\n(each partition's current -> target replicas, added, removed, bytes to copy) "
         "and changes\nnothing; --execute --yes starts it, --throttle B limits its replication "
         "(bytes/s).\n"
         "reassign-status [T]: what still moves and the bytes left; --watch until done, then "
         "removes\nthe throttle. reassign-cancel T --yes: the replicas go back (and the throttle "
         "is removed).\n"
         "reassign --plan-file F.json --verify: done or not per partition (exit 1 while not); "
         "when done,\nremoves the throttle.\n"
         "elect-leaders T --yes: the preferred leaders back in place; --unclean: any live "
         "replica."},
        {"brokers",
         runBrokers,
         "brokers, whether they answer, broker configs, their disks",
         {"list", "config ID", "alter-config ID", "log-dirs"},
         true,
         [] {
             QList<OptionSpec> o = configChange("alter-config");
             o << OptionSpec{"broker", "ID", "only this broker", false, "log-dirs"};
             return o;
         }(),
         "alter-config changes one broker's dynamic configs. log-dirs: each log directory's volume "
         "(total, usable), error and replicas."},
        {"quotas",
         runQuotas,
         "client quotas of users, client ids and IPs",
         {"list", "set", "remove"},
         true,
         {
             {"user", "NAME|default", "the user (with --client-id: that pair)", false,
              "set remove"},
             {"client-id", "ID|default", "the client id", false, "set remove"},
             {"ip", "ADDRESS|default", "the client IP (connection_creation_rate)", false,
              "set remove"},
             {"quota", "KEY=N|KEY",
              "set: KEY=N, remove: KEY; producer_byte_rate, consumer_byte_rate, "
              "request_percentage, controller_mutation_rate, connection_creation_rate",
              kRepeat, "set remove"},
             {"yes", nullptr, "confirm the change", false, "set remove"},
         },
         "Rates are per broker, in bytes or connections per second."},
        {"transactions",
         runTransactions,
         "transactional ids, their partitions, the producers of a partition, what a "
         "partition's log says, hanging transactions, abort",
         {"list", "describe ID", "producers T", "markers T", "hanging", "abort"},
         true,
         {
             {"state", "S,S", "list: only these states (Ongoing, PrepareCommit, ...)", false,
              "list"},
             {"partition", "P",
              "producers, hanging: only this partition; markers, abort: the partition", false,
              "producers markers hanging abort"},
             {"from", "N", "markers: the first offset (default 0)", false, "markers"},
             {"to", "N", "markers: the last offset (default: the end of the log)", false,
              "markers"},
             {"topic", "T", "hanging: the partitions of this topic; abort: the topic", false,
              "hanging abort"},
             {"broker", "ID", "hanging: every partition with a replica on this broker", false,
              "hanging"},
             {"max-transaction-timeout", "MIN",
              "hanging: open longer than this many minutes (default 15, as Kafka's tool)", false,
              "hanging"},
             {"producer-id", "ID", "abort: the producer whose open transaction to abort", false,
              "abort"},
             {"start-offset", "N", "abort: the open transaction that starts at this offset", false,
              "abort"},
             {"yes", nullptr, "confirm the abort", false, "abort"},
         },
         "hanging: an open transaction on a partition older than the maximum transaction timeout "
         "whose producer no coordinator counts in an ongoing transaction on that partition (as "
         "kafka-transactions find-hanging). abort writes the abort marker to the partition's "
         "leader."},
        {"consume",
         runConsume,
         "read records (never joins a group)",
         {"T"},
         false,
         {
             {"from", "oldest|newest:N|offset:N|time:ISO8601|tail", "where to start"},
             {"partitions", "0,2", "only these partitions"},
             {"max", "N", "at most N records (default 500, tail: 0; 0: all)"},
             {"filter", "EXPR", "only records that match"},
             {"isolation", "committed|uncommitted", "transactional records to read"},
             {"format", "json|text", "output format"},
             {"decode", "auto|registry|none",
              "Avro, Protobuf and JSON Schema values framed with a registry id as JSON, with "
              "\"value_schema\""},
             {"value-avsc", "F", "raw Avro values with a local schema"},
             {"value-proto", "F",
              "raw Protobuf values with a local .proto (needs --value-message)"},
             {"value-descriptor-set", "F", "raw Protobuf values with a descriptor set"},
             {"value-message", "TYPE", "the Protobuf message's full name"},
             {"proto-path", "DIR", "where .proto imports are found", kRepeat},
         },
         nullptr},
        {"copy",
         runCopy,
         "copy records to another topic or cluster (keys, values, headers, timestamps)",
         {"T --to T2"},
         false,
         {
             {"to", "T2", "the topic to write to (it must exist)"},
             {"to-profile", "NAME", "write to this saved profile's cluster"},
             {"to-bootstrap", "HOST:PORT", "write to this cluster"},
             {"to-property", "k=v", "a librdkafka property of the target connection", kRepeat},
             {"from", "oldest|newest:N|offset:N|time:ISO8601|tail", "where to start"},
             {"until", "newest|offset:N|time:ISO8601",
              "where to stop (before; default: the end when the copy starts)"},
             {"partitions", "0,2", "only these partitions"},
             {"max", "N", "at most N records (0: all)"},
             {"filter", "EXPR", "only records that match"},
             {"partitioning", "same|key|round-robin",
              "the target partition: the source's (default), by key, or spread"},
             {"timestamps", "keep|now", "the records' timestamps (default keep)"},
             {"rate", "N", "at most N records per second"},
             {"speed", "F", "the original pace (record timestamps) scaled, e.g. 1x, 2x"},
             {"state", "FILE", "resumable: progress kept in FILE; run again to go on"},
         },
         "Nothing is written to the source; the target honours --read-only and the profile's. "
         "The producer is idempotent; a copy stopped (Ctrl-C) or killed and run again with the "
         "same --state goes on without writing a record twice."},
        {"redrive",
         runRedrive,
         "send a dead-letter topic's records back to the topic their header names",
         {"DLQ"},
         false,
         {
             {"to", "T", "every record to this topic (instead of the header's)"},
             {"topic-header", "H",
              "the header naming the topic (default: Kafka Connect's __connect.errors.topic, "
              "Spring's kafka_dlt-original-topic)",
              kRepeat},
             {"keep-error-headers", nullptr,
              "keep the dead-letter headers (default: __connect.errors.* and kafka_dlt-* left "
              "out)"},
             {"strip-header", "PREFIX", "also leave out headers starting with PREFIX", kRepeat},
             {"dry-run", nullptr, "list where each record would go; write nothing"},
             {"to-profile", "NAME", "write to this saved profile's cluster"},
             {"to-bootstrap", "HOST:PORT", "write to this cluster"},
             {"to-property", "k=v", "a librdkafka property of the target connection", kRepeat},
             {"from", "oldest|newest:N|offset:N|time:ISO8601", "where to start"},
             {"until", "newest|offset:N|time:ISO8601", "where to stop (before)"},
             {"partitions", "0,2", "only these partitions"},
             {"max", "N", "at most N records (0: all)"},
             {"filter", "EXPR", "only records that match"},
             {"timestamps", "keep|now", "the records' timestamps (default keep)"},
         },
         "A record whose header names no topic, names the dead-letter topic itself, or a topic the "
         "target does not have stays where it is and is listed with the reason. Nothing is removed "
         "from the dead-letter topic."},
        {"groups",
         runGroups,
         "consumer groups, their lag, offset resets",
         {"list", "describe G", "reset G", "delete G", "delete-offsets G"},
         true,
         {
             {"type", "classic|consumer|share|streams", "only groups of this type", kRepeat,
              "list"},
             {"topic", "T",
              "reset: only this topic; delete-offsets: the topic (a share group: one or more)",
              kRepeat, "reset delete-offsets"},
             {"to", "earliest|latest|offset:N|time:ISO8601|shift:N", "the new offsets", false,
              "reset"},
             {"from-group", "G2", "the offsets of another group", false, "reset"},
             {"dry-run", nullptr, "show the plan, change nothing", false, "reset"},
             {"yes", nullptr, "confirm the change", false, "reset delete delete-offsets"},
         },
         nullptr},
        {"offsets-log",
         runOffsetsLog,
         "decoded __consumer_offsets, or __transaction_state",
         {""},
         false,
         {
             {"log", "consumer-offsets|transaction-state", "the internal log to read"},
             {"from", "oldest|tail", "where to start"},
             {"group", "G", "only this group's records"},
             {"transactional-id", "ID", "only this transactional id's records (transaction-state)"},
             {"max", "N", "at most N records"},
             {"follow", nullptr, "keep reading"},
         },
         nullptr},
        {"lab",
         runLab,
         "a rebalance experiment with real consumers: Kafscope's own, or yours, judged",
         {"run"},
         true,
         {
             {"group", "G", "the group id (a fresh one per run)"},
             {"topic", "T", "a topic the members subscribe to", kRepeat},
             {"assignor", "range|roundrobin|cooperative-sticky|all|A,B", "the assignor(s) to run"},
             {"script", "FILE|TEXT",
              "add N; wait 5s|stable; remove I; crash I; stall I for 8s; restart I; roll "
              "[stable|5s];\n"
              "migrate I consumer|classic; signal I USR1; broker-restart coordinator|N [for 5s]\n"
              "(I: 1 = oldest running, or m2)"},
             {"consumer-cmd", "'CMD ARGS'",
              "your consumer as the members, instead of Kafscope's (repeat to compare)", kRepeat},
             {"members", "N", "members started before the script"},
             {"session-timeout", "MS", "session.timeout.ms"},
             {"max-poll-interval", "MS", "max.poll.interval.ms"},
             {"static", nullptr, "static membership (group.instance.id)"},
             {"delay", "MS", "processing time of each record"},
             {"rate", "R", "records per second and topic produced while the lab runs"},
             {"partitions", "N", "partitions of a topic the lab creates"},
             {"settle-max", "MS", "longest wait for the group to settle"},
             {"drain-max", "MS", "longest wait for the members to process what is left"},
             {"protocol", "classic|consumer|both", "the group protocol"},
             {"max-stop", "DURATION", "fail when a member stops longer in any event"},
             {"max-recover", "DURATION", "fail when the group takes longer to recover"},
             {"max-rebalances", "N", "fail when one event causes more rebalances"},
             {"allow-duplicates", nullptr,
              "pass although records were processed after their commit"},
             {"stall-threshold", "DURATION",
              "no progress with records waiting this long is a stall"},
             {"local-cluster", "DIR", "the local cluster broker-restart acts on"},
         },
         "In --consumer-cmd {bootstrap} {group} {topics} (comma-separated) {instance} (the "
         "member's "
         "stable id, for\ngroup.instance.id and client.id) {protocol} (classic or consumer) are "
         "filled in and KAFSCOPE_BOOTSTRAP,\nKAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_INSTANCE, "
         "KAFSCOPE_PROTOCOL set. A consumer that prints\n{\"topic\",\"partition\",\"offset\"} per "
         "processed record is judged exactly (loss, duplicates, order, stops);\nelse from its "
         "commits. Exit code 1 when the verdict fails."},
        {"rebalance",
         runRebalance,
         "JSON Lines of a group's events and rebalance summaries (any client's group)",
         {"watch G"},
         true,
         {
             {"for", "S", "stop after this many seconds"},
             {"from", "oldest|now", "where __consumer_offsets is read from"},
             {"state-interval", "MS", "how often the group's state is asked"},
         },
         nullptr},
        {"monitor",
         runMonitor,
         "a Prometheus exporter: serves /metrics (kafka_exporter's names) and /healthz",
         {""},
         false,
         {
             {"profile", "NAME", "a saved profile to watch (label cluster=NAME)", kRepeat},
             {"bootstrap", "HOST:PORT", "brokers of a cluster to watch (label cluster=its id)",
              kRepeat},
             {"connect-url", "URL",
              "a Kafka Connect REST URL whose connectors are reported with the --bootstrap "
              "clusters (a --profile's own are used)",
              kRepeat},
             {"listen", "HOST:PORT", "where /metrics is served (default 127.0.0.1:9308)"},
             {"allow-remote", nullptr, "allow --listen on an address other than loopback"},
             {"interval", "DURATION", "collection interval (default 30s; e.g. 15s, 2m)"},
             {"names", "kafka_exporter|kminion",
              "whose series names to use (default kafka_exporter)"},
             {"topic-filter", "REGEX", "only topics matching (default .*)"},
             {"topic-exclude", "REGEX", "leave out topics matching (default ^$)"},
             {"group-filter", "REGEX", "only groups matching (default .*)"},
             {"group-exclude", "REGEX", "leave out groups matching (default ^$)"},
             {"max-partitions", "N", "at most N partitions reported (default 50000)"},
             {"max-groups", "N", "at most N groups reported (default 5000)"},
             {"max-lag-reads", "N", "records read per cycle for lag in seconds (default 2000)"},
             {"basic-auth-user", "USER", "require HTTP basic auth with this user"},
             {"basic-auth-password-file", "FILE",
              "its password's file (else KAFSCOPE_MONITOR_PASSWORD)"},
             {"tls-cert", "FILE",
              "https: refused on Debian 12 (its civetweb crashes with OpenSSL 3)"},
             {"once", nullptr, "collect once, print the exposition and exit"},
         },
         "Read-only: it never joins a group, commits or creates anything. A scrape never waits "
         "for Kafka: it gets the last complete collection, with kafscope_up 0 for a cluster the "
         "last collection could not reach."},
        {"acls",
         runAcls,
         "list, create and delete ACLs",
         {"list", "create", "delete"},
         true,
         {
             {"principal", "User:U", "the principal"},
             {"resource-type", "topic|group|cluster|transactional-id", "the resource type"},
             {"resource", "NAME", "the resource name"},
             {"pattern", "literal|prefixed|match|any", "the pattern type"},
             {"operation", "OP", "the operation (create: one or more)", kRepeat},
             {"permission", "allow|deny", "allow or deny"},
             {"host", "H", "the host"},
             {"dry-run", nullptr, "what matches, nothing deleted", false, "delete"},
             {"yes", nullptr, "confirm the delete", false, "delete"},
         },
         "create prints the kafka-acls command that does the same. delete needs a principal or a "
         "resource; the pattern is literal unless given."},
        {"users",
         runUsers,
         "SCRAM users with their mechanisms and iterations",
         {"list [USER...]", "add USER", "delete USER"},
         true,
         {
             {"mechanism", "SCRAM-SHA-256|SCRAM-SHA-512", "the mechanism", kRepeat, "add delete"},
             {"iterations", "N", "the SCRAM iterations", false, "add"},
             {"password-stdin", nullptr,
              "the password from standard input (else KAFSCOPE_USER_PASSWORD)", false, "add"},
             {"yes", nullptr, "confirm the delete", false, "delete"},
         },
         "add adds a user or a mechanism, or changes a password."},
        {"profiles",
         runProfiles,
         "saved connection profiles; secrets in the OS keychain",
         {"list", "show NAME", "add NAME", "edit NAME", "remove NAME", "export NAME",
          "import NAME FILE"},
         true,
         [] {
             const char *fields = "add edit";
             return QList<OptionSpec>{
                 {"security-protocol", "P", "PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL", false,
                  fields},
                 {"mechanism", "M", "the SASL mechanism", false, fields},
                 {"username", "U", "the SASL user", false, fields},
                 {"oidc-token-url", "U", "OAUTHBEARER: the token endpoint", false, fields},
                 {"oidc-client-id", "ID", "OAUTHBEARER: the client id", false, fields},
                 {"oidc-scope", "S", "OAUTHBEARER: the scope", false, fields},
                 {"kerberos-service-name", "N", "GSSAPI: the service name", false, fields},
                 {"kerberos-principal", "P", "GSSAPI: the client principal", false, fields},
                 {"kerberos-keytab", "F", "GSSAPI: the keytab", false, fields},
                 {"ca-file", "F", "CA certificate", false, fields},
                 {"cert-file", "F", "client certificate (with --key-file)", false, fields},
                 {"key-file", "F", "client key", false, fields},
                 {"keystore", "F.p12", "client certificate and key in a PKCS#12 file", false,
                  fields},
                 {"verify-hostname", "on|off", "check the broker's host name", false, fields},
                 {"registry-url", "U", "the schema registry", false, fields},
                 {"prometheus-url", "U", "a Prometheus scraping kafscope-cli monitor (history)",
                  false, fields},
                 {"prometheus-cluster", "C", "the cluster label there (default: the cluster id)",
                  false, fields},
                 {"registry-user", "U", "the schema registry's user", false, fields},
                 {"connect-url", "URL",
                  "a Kafka Connect cluster's REST URL (repeat for more; '' removes them)", kRepeat,
                  fields},
                 {"connect-user", "U", "Kafka Connect's basic-auth user", false, fields},
                 {"connect-ca", "F", "CA certificate of an https Connect", false, fields},
                 {"connect-cert", "F", "client certificate for Connect (mTLS)", false, fields},
                 {"connect-key", "F", "its key (PEM, unencrypted)", false, fields},
                 {"colour", "#RRGGBB", "the profile's colour in the window", false, fields},
                 {"label", "L", "a label", false, fields},
                 {"writable", nullptr, "not read-only", false, fields},
                 {"password-stdin", nullptr, "the main secret from standard input", false, fields},
                 {"secret-stdin", "NAME", "another secret from standard input", false, fields},
                 {"format", "auto|java|kcat|librdkafka", "the file's kind", false, "import"},
             };
         }(),
         "--bootstrap, --timeout, -X and --read-only (global options) set those fields too. "
         "Secrets: --password-stdin,\n--secret-stdin NAME or KAFSCOPE_SECRET_<NAME>, never an "
         "argument. export prints librdkafka properties without secrets;\nimport reads a Java "
         "client or kcat/librdkafka config."},
        {"schemas",
         runSchemas,
         "a schema registry's subjects (with --schema-registry URL)",
         {"subjects", "versions S", "get S", "register S", "check S", "delete S"},
         true,
         {
             {"version", "V", "a version (default: the latest)", false, "get delete"},
             {"schema-file", "F", "the schema", false, "register check"},
             {"type", "avro|protobuf|json", "the schema type (default: from the file)", false,
              "register check"},
             {"reference", "NAME=SUBJECT:VERSION", "a reference", kRepeat, "register check"},
             {"yes", nullptr, "confirm the delete", false, "delete"},
         },
         "register checks compatibility first."},
        {"version",
         runVersion,
         "Kafscope, librdkafka (and its built-in features), Qt",
         {""},
         false,
         {}},
        {"harness",
         runHarness,
         "a priority-consumption test: load, faults and a verdict per level",
         {"priority"},
         true,
         {
             {"levels", "2..5", "number of priority levels"},
             {"rates", "R1,R2,...", "messages per second of each level"},
             {"capacity", "MSG_PER_S|MSms", "the consumer's capacity"},
             {"duration", "30s", "how long load is produced"},
             {"strategy", "strict|weighted:70,20,10|fifo[,...]", "the strategies to run"},
             {"fault", "restart|crash|add-consumer|broker-restart|broker-stop|broker-start[:N]@T",
              "a fault at time T", kRepeat},
             {"partitions", "N[,...]", "partitions of each level's topic"},
             {"replication-factor", "N", "replicas of the topics"},
             {"topic-prefix", "P", "the topics' prefix"},
             {"topics", "T1,T2,...", "existing topics, highest level first"},
             {"durations", "D1,D2,...", "producer time of each level"},
             {"tolerance", "250ms", "allowed lateness"},
             {"window", "N", "messages the weighted strategy looks at"},
             {"bursts", "on|off[,...]", "bursty load per level"},
             {"burst-period", "1s/1s", "burst on/off times"},
             {"local-dir", "D", "the local cluster for broker faults"},
             {"drain-timeout", "60s", "how long to wait for the consumer to catch up"},
             {"group-protocol", "classic|consumer", "the group protocol"},
             {"consumer-cmd", "'CMD ARGS'",
              "your consumer under test, started in a fresh group (see below)"},
             {"observe-group", "G", "no command: you run your consumer in group G"},
         },
         "A list takes one value per level, or one for all. In --consumer-cmd {bootstrap} {group} "
         "{topics} (comma-separated,\nhighest first) {topic:LEVEL} are filled in, and "
         "KAFSCOPE_BOOTSTRAP, KAFSCOPE_GROUP, KAFSCOPE_TOPICS,\nKAFSCOPE_TOPIC_<LEVEL> set; quotes "
         "split like a shell's, no shell runs. Judged from the group's commits; exactly\nwhen it "
         "prints one JSON line per processed message ({\"topic\",\"partition\",\"offset\"}). "
         "restart/crash/add-consumer\nact on the process; with --observe-group, judged from G's "
         "commits."},
        {"help", runHelp, "the commands, or one command's options", {"[COMMAND]"}, false, {}},
    };
    return list;
}

} // namespace kafscope::cli
