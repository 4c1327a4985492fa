#include "cli/commands.h"

#include "browse/browse_reader.h"
#include "browse/filter.h"
#include "browse/read_ahead.h"
#include "browse/record_json.h"
#include "cli/cli_registry.h"
#include "schema/avro_schema.h"
#include "schema/protobuf_schema.h"
#include "schema/value_decoder.h"

#include <QFile>

#include <QFileDevice>
#include <QIODevice>

#include <atomic>
#include <csignal>

KS_CLI_COMMAND("consume")

namespace kafscope::cli {

namespace {

std::atomic<bool> g_consumeStop{false};
constexpr qsizetype kOutputChunk = 4 * 1024 * 1024;

Result<BrowseRequest> consumeRequest(const CliArgs &a, const QString &topic)
{
    BrowseRequest r;
    r.topic = topic;
    r.previewBytes = std::numeric_limits<int>::max(); // the CLI prints whole records
    if (a.has(KS_OPT("from"))) {
        auto s = StartSpec::parse(a.value(KS_OPT("from")));
        if (!s)
            return s.error();
        r.start = s.value();
    }
    if (a.has(KS_OPT("partitions"))) {
        auto p = parsePartitionList(a.value(KS_OPT("partitions")));
        if (!p)
            return p.error();
        r.partitions = p.value();
    }
    if (r.start.mode == StartSpec::Mode::Tail)
        r.maxResults = 0; // a live tail runs until Ctrl-C unless --max says otherwise
    if (a.has(KS_OPT("max"))) {
        bool ok = false;
        r.maxResults = a.value(KS_OPT("max")).toLongLong(&ok);
        if (!ok || r.maxResults < 0)
            return Error::usage(KS_ERR("--max takes a number of messages (0: no limit)"));
    }
    const QString isolation = a.value(KS_OPT("isolation"), QStringLiteral("committed"));
    if (isolation == QLatin1String("uncommitted"))
        r.isolation = Isolation::ReadUncommitted;
    else if (isolation != QLatin1String("committed"))
        return Error::usage(KS_ERR("--isolation takes committed or uncommitted"));
    r.filter = a.value(KS_OPT("filter"));
    if (a.has(KS_OPT("filter")) && r.filter.trimmed().isEmpty())
        return Error::usage(KS_ERR("--filter needs an expression, e.g. 'value.user.id == 42'"));
    return r;
}

// Writes big chunks straight to the output device (stdout), past QTextStream's per-call costs.
class ChunkedOutput {
public:
    explicit ChunkedOutput(QTextStream &out) : m_out(out)
    {
        m_buffer.reserve(kOutputChunk + 64 * 1024);
    }
    QByteArray &buffer() { return m_buffer; }
    void flushIfFull()
    {
        if (m_buffer.size() >= kOutputChunk)
            flush();
    }
    void flush()
    {
        if (m_buffer.isEmpty())
            return;
        m_out.flush();
        if (QIODevice *d = m_out.device()) {
            d->write(m_buffer);
            // stdout into a pipe or file is block-buffered by stdio: a live tail must show each
            // batch now, not when the next 4 KiB arrive.
            if (auto *f = qobject_cast<QFileDevice *>(d))
                f->flush();
        } else
            m_out << QString::fromUtf8(m_buffer);
        m_buffer.resize(0); // keeps the capacity: no regrowth, no fresh pages
    }

private:
    QTextStream &m_out;
    QByteArray m_buffer;
};

// Writes each record, its value decoded with its registry schema where it can be: a decoded value
// is JSON with "value_schema" beside it; one that fails to decode stays raw, with the reason.
class DecodingOutput {
public:
    DecodingOutput(const QString &topic, schema::ValueDecoder *decoder, bool json, QTextStream &err)
        : m_writer(topic), m_decoder(decoder), m_json(json), m_err(err)
    {
    }

    // A filter that runs after decoding, on the decoded value (value.customer.id == 42).
    void setFilter(std::optional<Filter> filter, qint64 maxResults)
    {
        m_filter = std::move(filter);
        m_max = maxResults;
    }
    bool limitReached() const { return m_max > 0 && m_written >= m_max; }

    void append(QByteArray &out, const RecordView &v)
    {
        if (limitReached() || g_consumeStop)
            return;
        auto value = m_decoder ? m_decoder->decode(v.value, v.valueLen) : std::nullopt;
        auto key = m_decoder ? m_decoder->decodeKey(v.key, v.keyLen) : std::nullopt;
        if (g_consumeStop) // Ctrl-C while the registry was asked: this record is not written
            return;
        // What is shown (and filtered on): decoded JSON where decoding worked, else the raw bytes.
        RecordView shown = v;
        if (value && value->ok()) {
            shown.value = value->value().json.constData();
            shown.valueLen = value->value().json.size();
        }
        if (key && key->ok()) {
            shown.key = key->value().json.constData();
            shown.keyLen = key->value().json.size();
        }
        if (m_filter && !m_filter->matches(shown))
            return;
        ++m_written;
        if (!m_json) {
            appendRecordText(out, shown);
            report(v, value, "value");
            report(v, key, "key");
            return;
        }
        if (!value && !key) {
            m_writer.append(out, v);
            return;
        }
        const QByteArray &valuePart = value ? valueExtra(*value) : QByteArray();
        QByteArrayView extra = valuePart;
        if (key) {
            m_keyExtra.resize(0);
            if (key->ok()) {
                schema::appendSchemaJson(m_keyExtra, "key_schema", key->value());
                if (!key->value().note.isEmpty())
                    appendNote(m_keyExtra, "key_decode_note", key->value().note);
            } else {
                m_keyExtra = "\"key_decode_error\":";
                appendJsonString(m_keyExtra, key->error().message().toUtf8());
            }
            if (!valuePart.isEmpty())
                m_keyExtra = valuePart + ',' + m_keyExtra;
            extra = m_keyExtra;
        }
        m_writer.append(
            out, v, key && key->ok() ? QByteArrayView(key->value().json) : QByteArrayView(),
            value && value->ok() ? QByteArrayView(value->value().json) : QByteArrayView(), extra);
    }

private:
    static void appendNote(QByteArray &out, const char *key, const QString &note)
    {
        out += ",\"";
        out += key;
        out += "\":";
        appendJsonString(out, note.toUtf8());
    }

    // "value_schema":{...} (made once per schema: most records share one) or
    // "value_decode_error":"...".
    const QByteArray &valueExtra(const Result<schema::DecodedValue> &value)
    {
        if (!value.ok()) {
            m_extraIsError = true;
            m_extra = "\"value_decode_error\":";
            appendJsonString(m_extra, value.error().message().toUtf8());
            return m_extra;
        }
        const schema::DecodedValue &d = value.value();
        if (!d.note.isEmpty()) { // this record's own: not kept for the next
            m_extra.resize(0);
            schema::appendSchemaJson(m_extra, "value_schema", d);
            appendNote(m_extra, "value_decode_note", d.note);
            m_extraIsError = true;
            return m_extra;
        }
        if (d.schemaId != m_extraId || d.messageType != m_extraType || m_extraIsError) {
            m_extra.resize(0);
            schema::appendSchemaJson(m_extra, "value_schema", d);
            m_extraId = d.schemaId;
            m_extraType = d.messageType;
            m_extraIsError = false;
        }
        return m_extra;
    }

    // Text output: each reason a key or value was not decoded, once, on stderr.
    void report(const RecordView &v, const std::optional<Result<schema::DecodedValue>> &r,
                const char *what)
    {
        if (!r || (r->ok() && r->value().note.isEmpty()))
            return;
        const QString why = r->ok() ? r->value().note : r->error().message();
        if (m_reported.contains(why) || m_reported.size() >= 20)
            return;
        m_reported.insert(why);
        m_err << "kafscope-cli: " << what << " at partition " << v.partition << " offset "
              << v.offset << (r->ok() ? " decoded, " : " not decoded: ") << why << '\n';
    }

    RecordJsonWriter m_writer;
    schema::ValueDecoder *m_decoder;
    bool m_json;
    QTextStream &m_err;
    QByteArray m_extra;
    QByteArray m_keyExtra;
    quint32 m_extraId = 0;
    QString m_extraType;
    bool m_extraIsError = true; // m_extra holds no schema yet
    QSet<QString> m_reported;
    std::optional<Filter> m_filter;
    qint64 m_max = 0;
    qint64 m_written = 0;
};

// --value-avsc FILE | --value-proto FILE --value-message TYPE [--proto-path DIR]... |
// --value-descriptor-set FILE --value-message TYPE: values are raw (unframed) Avro or Protobuf of a
// local schema, no registry needed.
Status useLocalSchema(const CliArgs &a, schema::ValueDecoder &decoder)
{
    schema::LocalSchema local;
    local.message = a.value(KS_OPT("value-message"));
    local.importPaths = a.valuesOf(KS_OPT("proto-path"));
    if (a.has(KS_OPT("value-avsc"))) {
        local.kind = schema::LocalSchema::Kind::Avro;
        local.file = a.value(KS_OPT("value-avsc"));
        return decoder.useLocal(local);
    }
    const bool set = a.has(KS_OPT("value-descriptor-set"));
    local.kind = set ? schema::LocalSchema::Kind::DescriptorSet : schema::LocalSchema::Kind::Proto;
    local.file = set ? a.value(KS_OPT("value-descriptor-set")) : a.value(KS_OPT("value-proto"));
    if (!a.has(KS_OPT("value-message")))
        return Error::usage(
            KS_ERR("--%1 needs --value-message TYPE (the message's full name)")
                .arg(set ? QStringLiteral("value-descriptor-set") : QStringLiteral("value-proto")));
    return decoder.useLocal(local);
}

} // namespace

int runConsume(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    const auto mode = schema::parseDecodeMode(a.value(KS_OPT("decode"), QStringLiteral("auto")));
    if (!mode)
        return ctx.usage(KS_ERR("--decode takes auto, registry or none"));
    auto registry = registryFromArgs(a);
    if (!registry)
        return ctx.fail(registry.error());
    const int locals = int(a.has(KS_OPT("value-avsc"))) + int(a.has(KS_OPT("value-proto"))) +
                       int(a.has(KS_OPT("value-descriptor-set")));
    const bool local = locals > 0;
    if (local && (registry.value() || locals > 1))
        return ctx.usage(KS_ERR("Decode with one of --schema-registry, --value-avsc, --value-proto "
                                "or --value-descriptor-set"));
    if (*mode == schema::DecodeMode::Registry && !registry.value())
        return ctx.usage(KS_ERR("--decode registry needs --schema-registry URL"));
    if (a.words.size() != 2)
        return ctx.usage(KS_ERR("consume takes one topic: consume T [--from ...]"));
    const QString format =
        a.value(KS_OPT("format"), ctx.json() ? QStringLiteral("json") : QStringLiteral("text"));
    if (format != QLatin1String("json") && format != QLatin1String("text"))
        return ctx.usage(KS_ERR("--format takes json or text"));
    auto request = consumeRequest(a, a.words[1]);
    if (!request)
        return ctx.fail(request.error());
    // With decoding, a filter sees the decoded value: it runs after decoding, and so does --max.
    const bool decodes = *mode != schema::DecodeMode::None && (registry.value() || local);
    std::optional<Filter> lateFilter;
    qint64 lateMax = 0;
    if (decodes && !request->filter.trimmed().isEmpty()) {
        auto f = Filter::parse(request->filter);
        if (!f)
            return ctx.fail(f.error());
        lateFilter = std::move(f).value();
        lateMax = request->maxResults;
        request.value().filter.clear();
        request.value().maxResults = 0;
    }
    auto reader = BrowseReader::open(ctx.profile(), request.value());
    if (!reader)
        return ctx.fail(reader.error());
    BrowseReader &r = *reader.value();
    for (const PartitionPlan &p : r.plan())
        if (p.status != PartitionPlan::Status::Reading)
            ctx.err() << "kafscope-cli: " << partitionStatusText(p) << '\n';
    ctx.err().flush();

    ChunkedOutput out(ctx.out());
    const bool json = format == QLatin1String("json");
    const bool tail = request->start.mode == StartSpec::Mode::Tail;
    const RecordJsonWriter writer(request->topic);
    QByteArray &buffer = out.buffer();
    // Decoding runs here, on this thread, as each record read ahead comes.
    std::optional<schema::ValueDecoder> decoder;
    if (decodes) {
        decoder.emplace(*mode, registry.value());
        decoder->setStop([] { return g_consumeStop.load(); });
    }
    if (decoder && local)
        if (auto st = useLocalSchema(a, *decoder); !st)
            return ctx.fail(st.error());
    DecodingOutput decoding(request->topic, decoder ? &*decoder : nullptr, json, ctx.err());
    decoding.setFilter(std::move(lateFilter), lateMax);
    const BrowseReader::Visitor visit =
        decoder ? BrowseReader::Visitor([&](const RecordView &v) { decoding.append(buffer, v); })
        : json  ? BrowseReader::Visitor([&](const RecordView &v) { writer.append(buffer, v); })
                : BrowseReader::Visitor([&](const RecordView &v) { appendRecordText(buffer, v); });
    g_consumeStop = false;
    // A second Ctrl-C ends the program at once, whatever it waits for.
    auto onSignal = [](int sig) {
        g_consumeStop = true;
        std::signal(sig, SIG_DFL);
    };
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    if (decoder) {
        // Decoding is the slow side: the reader reads ahead on a thread of its own and this one
        // decodes and writes, so the two overlap.
        ReadAhead ahead(r);
        while (!g_consumeStop && !decoding.limitReached()) {
            const auto batch = ahead.next();
            if (!batch)
                break;
            for (const BrowseRecord &record : batch->records) {
                if (decoding.limitReached() || g_consumeStop)
                    break;
                decoding.append(buffer, RecordView::of(record));
            }
            if (tail)
                out.flush();
            else
                out.flushIfFull();
        }
    }
    while (!decoder && !g_consumeStop && r.step(visit, 100)) {
        if (tail)
            out.flush(); // a live tail shows each batch as it comes
        else
            out.flushIfFull();
    }
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    out.flush();
    ctx.out().flush();
    for (const QString &e : r.errors())
        ctx.err() << "kafscope-cli: " << e << '\n';
    ctx.err().flush();
    return r.errors().isEmpty() ? ExitOk : ExitKafkaError;
}

} // namespace kafscope::cli
