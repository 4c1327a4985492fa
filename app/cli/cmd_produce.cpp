#include "cli/commands.h"

#include "admin/write_guard.h"
#include "cli/cli_registry.h"
#include "schema/value_encoder.h"
#include "produce/jsonl_message.h"
#include "produce/load_generator.h"
#include "produce/payload_format.h"
#include "produce/single_send.h"

#include <QDateTime>
#include <QFile>

#include <csignal>

KS_CLI_COMMAND("produce")

namespace kafscope::cli {

namespace {

std::atomic<int> g_stop{0};

// Producer settings from --compression, --acks, --no-idempotence, --linger-ms, --batch-size.
// Idempotence stays on unless acks 0/1 are asked for (Kafka needs acks=all for it) or it is
// refused.
Result<ProducerSettings> producerSettings(const CliArgs &a)
{
    ProducerSettings s;
    s.messageTimeoutMs = a.profile.timeoutMs;
    if (a.has(KS_OPT("compression"))) {
        auto c = parseCompression(a.value(KS_OPT("compression")));
        if (!c)
            return c.error();
        s.compression = c.value();
    }
    if (a.has(KS_OPT("acks"))) {
        auto k = parseAcks(a.value(KS_OPT("acks")));
        if (!k)
            return k.error();
        s.acks = k.value();
    }
    s.idempotence = s.acks == Acks::All && !a.has(KS_OPT("no-idempotence"));
    bool ok = true;
    if (a.has(KS_OPT("linger-ms")))
        s.lingerMs = a.value(KS_OPT("linger-ms")).toInt(&ok);
    if (ok && a.has(KS_OPT("batch-size")))
        s.batchSize = a.value(KS_OPT("batch-size")).toInt(&ok);
    if (!ok)
        return Error::usage(KS_ERR("--linger-ms and --batch-size take whole numbers"));
    return s;
}

Result<int> partitionArg(const CliArgs &a)
{
    if (!a.has(KS_OPT("partition")))
        return -1;
    bool ok = false;
    const int p = a.value(KS_OPT("partition")).toInt(&ok);
    if (!ok || p < 0)
        return Error::usage(KS_ERR("--partition takes a partition number >= 0"));
    return p;
}

Result<OutgoingMessage> singleMessage(const CliArgs &a, const QString &topic)
{
    OutgoingMessage m;
    m.topic = topic;
    auto partition = partitionArg(a);
    if (!partition)
        return partition.error();
    m.partition = partition.value();
    auto keyFormat = parsePayloadFormat(a.value(KS_OPT("key-format"), QStringLiteral("text")));
    auto valueFormat = parsePayloadFormat(a.value(KS_OPT("value-format"), QStringLiteral("text")));
    if (!keyFormat || !valueFormat)
        return keyFormat ? valueFormat.error() : keyFormat.error();
    if (keyFormat.value() == PayloadFormat::Null && a.has(KS_OPT("key")))
        return Error::usage(
            KS_ERR("--key-format null sends no key: drop --key, or choose another format"));
    if (valueFormat.value() == PayloadFormat::Null &&
        (a.has(KS_OPT("value")) || a.has(KS_OPT("value-file"))))
        return Error::usage(
            KS_ERR("--value-format null sends no value (a tombstone): drop --value/--value-file, "
                   "or choose another format"));
    if (a.has(KS_OPT("key")) || keyFormat.value() != PayloadFormat::Text) {
        auto key = encodePayload(keyFormat.value(), a.value(KS_OPT("key")), QStringLiteral("key"));
        if (!key)
            return key.error();
        m.key = key.value();
    }
    const PayloadFormat vf = valueFormat.value();
    if (a.has(KS_OPT("value-file"))) {
        if (a.has(KS_OPT("value")))
            return Error::usage(KS_ERR("Give --value or --value-file, not both"));
        auto file = encodePayload(PayloadFormat::File, a.value(KS_OPT("value-file")),
                                  QStringLiteral("value file"));
        if (!file)
            return file.error();
        // --value-format says what the file holds: json is checked, hex and base64 are decoded.
        if (vf == PayloadFormat::Text || vf == PayloadFormat::File || !file.value()) {
            m.value = file.value();
        } else {
            auto value =
                encodePayload(vf, QString::fromUtf8(*file.value()), QStringLiteral("value file"));
            if (!value)
                return value.error();
            m.value = value.value();
        }
    } else {
        if (!a.has(KS_OPT("value")) && vf != PayloadFormat::Null)
            return Error::usage(
                KS_ERR("Give --value V, --value-file F or --value-format null (a tombstone)"));
        auto value = encodePayload(vf, a.value(KS_OPT("value")), QStringLiteral("value"));
        if (!value)
            return value.error();
        m.value = value.value();
    }
    for (const QString &h : a.valuesOf(KS_OPT("header"))) {
        auto header = parseHeaderArgument(h);
        if (!header)
            return header.error();
        m.headers << header.value();
    }
    return m;
}

// --value-schema / --key-schema SUBJECT[:VERSION]: the schema fetched from the registry once, to
// encode values or keys (JSON) with it and frame them.
Result<schema::FramedEncoder> schemaEncoder(const CliArgs &a, const OptName &option)
{
    auto choice = schema::parseSchemaChoice(a.value(option));
    if (!choice)
        return choice.error();
    auto registry = registryFromArgs(a);
    if (!registry)
        return registry.error();
    if (!registry.value())
        return Error::usage(KS_ERR("--%1 needs --schema-registry URL").arg(option.name()));
    schema::SchemaRegistryClient client(*registry.value());
    return schema::FramedEncoder::prepare(client, choice.value());
}

// One value or key (JSON) encoded with its --value-schema / --key-schema.
Status encodeWithSchema(const CliArgs &a, const OptName &option, std::optional<QByteArray> &payload)
{
    if (!payload)
        return Error::usage(KS_ERR("--%1 needs a %2 (JSON)")
                                .arg(option.name(), option.name().section(QLatin1Char('-'), 0, 0)));
    auto encoder = schemaEncoder(a, option);
    if (!encoder)
        return encoder.error();
    auto framed = encoder->encode(*payload);
    if (!framed)
        return framed.error();
    payload = framed.value();
    return Ok{};
}

int produceSingle(CliContext &ctx, const QString &topic, const ProducerSettings &settings)
{
    auto message = singleMessage(ctx.args(), topic);
    if (!message)
        return ctx.fail(message.error());
    if (ctx.args().has(KS_OPT("value-schema")))
        if (auto s = encodeWithSchema(ctx.args(), KS_OPT("value-schema"), message.value().value);
            !s)
            return ctx.fail(s.error());
    if (ctx.args().has(KS_OPT("key-schema")))
        if (auto s = encodeWithSchema(ctx.args(), KS_OPT("key-schema"), message.value().key); !s)
            return ctx.fail(s.error());
    auto producer = createProducer(ctx.profile(), settings, QStringLiteral("cli-produce"));
    if (!producer)
        return ctx.fail(producer.error());
    auto r = sendMessage(*producer.value(), message.value(), settings.messageTimeoutMs);
    if (!r)
        return ctx.fail(r.error());
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("topic"), topic},
                                  {QStringLiteral("partition"), r->partition},
                                  {QStringLiteral("offset"), r->offset},
                                  {QStringLiteral("timestamp"), r->timestampMs}});
    else
        ctx.out() << "produced to " << topic << " partition " << r->partition << " offset "
                  << r->offset << " at "
                  << QDateTime::fromMSecsSinceEpoch(r->timestampMs).toString(Qt::ISODateWithMs)
                  << '\n';
    return ExitOk;
}

QJsonObject errorsJson(const QMap<QString, qint64> &errors)
{
    QJsonObject o;
    for (auto it = errors.begin(); it != errors.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

int produceJsonl(CliContext &ctx, const QString &topic, const ProducerSettings &settings)
{
    const QString path = ctx.args().value(KS_OPT("from-jsonl"));
    QFile f(path);
    if (path == QLatin1String("-") ? !f.open(stdin, QIODevice::ReadOnly)
                                   : !f.open(QIODevice::ReadOnly))
        return ctx.fail(Error::usage(KS_ERR("Cannot read %1: %2").arg(path, f.errorString())));
    JsonlOptions options;
    options.keepPartitions = ctx.args().has(KS_OPT("keep-partitions"));
    options.keepTimestamps = ctx.args().has(KS_OPT("keep-timestamps"));
    auto producer = createProducer(ctx.profile(), settings, QStringLiteral("cli-produce"));
    if (!producer)
        return ctx.fail(producer.error());
    KafkaClient &client = *producer.value();
    if (auto g = WriteGuard::admit(ctx.profile(), {WriteKind::Produce, topic}); !g)
        return ctx.fail(g.error());
    if (auto t = checkProduceTarget(client, topic, -1, ctx.profile().timeoutMs); !t)
        return ctx.fail(t.error());
    qint64 produced = 0, failed = 0;
    QMap<QString, qint64> errors;
    QString firstError;
    int lineNo = 0;
    QList<OutgoingMessage> batch;
    auto flush = [&] {
        auto results = produceAndWait(client, batch, settings.messageTimeoutMs + 5000);
        for (const DeliveryResult &r : results.value()) {
            if (!r.error) {
                ++produced;
                continue;
            }
            ++failed;
            const Error e = deliveryError(r.error->code, topic, settings.messageTimeoutMs,
                                          client.lastTransportError());
            errors[e.message()] += 1;
            if (firstError.isEmpty())
                firstError = e.message();
        }
        batch.clear();
    };
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        ++lineNo;
        if (line.isEmpty())
            continue;
        auto m = messageFromJsonLine(line, topic, options, lineNo);
        if (!m)
            return ctx.fail(
                m.error()); // nothing of a malformed file is half-sent beyond earlier batches
        batch << m.value();
        if (batch.size() >= 5000)
            flush();
    }
    flush();
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("topic"), topic},
                                  {QStringLiteral("produced"), produced},
                                  {QStringLiteral("failed"), failed},
                                  {QStringLiteral("errors"), errorsJson(errors)}});
    else
        ctx.out() << "produced " << produced << " messages to " << topic << ", " << failed
                  << " failed\n";
    if (failed > 0)
        return ctx.fail(Error::kafka(0, KS_ERR("%1 of %2 messages failed: %3")
                                            .arg(failed)
                                            .arg(failed + produced)
                                            .arg(firstError)));
    return ExitOk;
}

Result<LoadSpec> loadSpec(const CliArgs &a, const QString &topic, const ProducerSettings &settings)
{
    LoadSpec s;
    s.topic = topic;
    s.producer = settings;
    bool ok = true;
    auto number = [&](const OptName &name, double fallback) {
        bool good = true;
        const double v = a.has(name) ? a.value(name).toDouble(&good) : fallback;
        ok = ok && good;
        return v;
    };
    s.count = qint64(number(KS_OPT("count"), 0));
    s.durationMs = qint64(number(KS_OPT("duration"), 0) * 1000.0);
    s.rate = number(KS_OPT("rate"), 0);
    s.messageSize = int(number(KS_OPT("size"), 100));
    s.keyCount = int(number(KS_OPT("keys"), 16));
    if (!ok)
        return Error::usage(KS_ERR("--count, --duration, --rate, --size and --keys take numbers"));
    auto partition = partitionArg(a);
    if (!partition)
        return partition.error();
    s.partition = partition.value();
    const QString mode =
        a.value(KS_OPT("key-mode"), a.has(KS_OPT("keys"))  ? QStringLiteral("round-robin")
                                    : a.has(KS_OPT("key")) ? QStringLiteral("fixed")
                                                           : QStringLiteral("none"));
    static const QMap<QString, KeyMode> modes = {
        {QStringLiteral("none"), KeyMode::None},
        {QStringLiteral("round-robin"), KeyMode::RoundRobin},
        {QStringLiteral("random"), KeyMode::Random},
        {QStringLiteral("fixed"), KeyMode::Fixed}};
    if (!modes.contains(mode))
        return Error::usage(KS_ERR("--key-mode takes none, round-robin, random or fixed"));
    s.keyMode = modes.value(mode);
    s.fixedKey = a.value(KS_OPT("key")).toUtf8();
    if (a.has(KS_OPT("template")) || a.has(KS_OPT("key-template"))) {
        TemplateSpec t;
        t.value = a.value(KS_OPT("template"));
        if (a.has(KS_OPT("key-template")))
            t.key = a.value(KS_OPT("key-template"));
        for (const QString &h : a.valuesOf(KS_OPT("header"))) {
            auto header = parseHeaderArgument(h);
            if (!header)
                return header.error();
            t.headers.append({header->key, header->value ? std::optional<QString>(
                                                               QString::fromUtf8(*header->value))
                                                         : std::nullopt});
        }
        s.messageTemplate = t;
    }
    if (auto v = s.validate(); !v)
        return v.error();
    return s;
}

int produceGenerated(CliContext &ctx, const QString &topic, const ProducerSettings &settings)
{
    auto spec = loadSpec(ctx.args(), topic, settings);
    if (!spec)
        return ctx.fail(spec.error());
    // With --value-schema / --key-schema each rendered template is encoded; a refused one is
    // counted.
    LoadSpec load = spec.value();
    for (const OptName &option : {KS_OPT("value-schema"), KS_OPT("key-schema")}) {
        if (!ctx.args().has(option))
            continue;
        auto encoder = schemaEncoder(ctx.args(), option);
        if (!encoder)
            return ctx.fail(encoder.error());
        LoadSpec::PayloadEncoder encode = [e = encoder.value()](const QByteArray &json) {
            return e.encode(json);
        };
        (option.name() == QLatin1String("value-schema") ? load.valueEncoder : load.keyEncoder) =
            std::move(encode);
    }
    if (auto valid = load.validate(); !valid)
        return ctx.fail(valid.error());
    g_stop.store(0);
    // Ctrl-C stops enqueuing and flushes; a second one purges what is left.
    std::signal(SIGINT, [](int) { g_stop.store(g_stop.load() == 0 ? 1 : 2); });
    auto stats = LoadGenerator(load).run(ctx.profile(), g_stop);
    std::signal(SIGINT, SIG_DFL);
    if (!stats)
        return ctx.fail(stats.error());
    const LoadStats &s = stats.value();
    const double ackRate = s.elapsedMs > 0 ? double(s.acked) * 1000.0 / double(s.elapsedMs) : 0.0;
    if (ctx.json()) {
        QJsonObject texts;
        for (auto it = s.errorTexts.begin(); it != s.errorTexts.end(); ++it)
            texts.insert(it.key(), it.value());
        ctx.printJson(
            QJsonObject{{QStringLiteral("topic"), topic},
                        {QStringLiteral("enqueued"), s.enqueued},
                        {QStringLiteral("acked"), s.acked},
                        {QStringLiteral("failed"), s.failed},
                        {QStringLiteral("errors"), errorsJson(s.errors)},
                        {QStringLiteral("error_messages"), texts},
                        {QStringLiteral("rate"), s.sendRate()},
                        {QStringLiteral("ack_rate"), ackRate},
                        {QStringLiteral("elapsed_ms"), s.elapsedMs},
                        {QStringLiteral("sending_ms"), s.sendingMs},
                        {QStringLiteral("acked_bytes"), s.ackedBytes},
                        {QStringLiteral("checksum"), QString::number(s.ackedChecksum, 16)},
                        {QStringLiteral("latency_ms"),
                         QJsonObject{{QStringLiteral("p50"), s.latency.percentileMs(0.50)},
                                     {QStringLiteral("p95"), s.latency.percentileMs(0.95)},
                                     {QStringLiteral("p99"), s.latency.percentileMs(0.99)}}}});
    } else {
        ctx.out() << "enqueued " << s.enqueued << ", acked " << s.acked << ", failed " << s.failed
                  << " in " << s.elapsedMs << " ms (" << qRound64(s.sendRate())
                  << " msg/s sent); latency p50 " << s.latency.percentileMs(0.5) << " ms, p95 "
                  << s.latency.percentileMs(0.95) << " ms, p99 " << s.latency.percentileMs(0.99)
                  << " ms\n";
        for (auto it = s.errors.begin(); it != s.errors.end(); ++it)
            ctx.out() << "  " << it.value() << " × " << s.errorTexts.value(it.key()) << '\n';
    }
    return s.failed > 0 ? ExitKafkaError : ExitOk;
}

} // namespace

int runProduce(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (a.words.size() != 2)
        return ctx.usage(KS_ERR("produce needs exactly one topic: produce TOPIC ..."));
    auto settings = producerSettings(a);
    if (!settings)
        return ctx.fail(settings.error());
    const QString topic = a.words[1];
    if ((a.has(KS_OPT("value-schema")) || a.has(KS_OPT("key-schema"))) &&
        a.has(KS_OPT("from-jsonl")))
        return ctx.usage(KS_ERR("--value-schema and --key-schema are for one message or --generate "
                                "with --template, not --from-jsonl"));
    if (a.has(KS_OPT("generate")))
        return produceGenerated(ctx, topic, settings.value());
    if (a.has(KS_OPT("from-jsonl")))
        return produceJsonl(ctx, topic, settings.value());
    return produceSingle(ctx, topic, settings.value());
}

} // namespace kafscope::cli
