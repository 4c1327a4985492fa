#include "cli/commands.h"

#include "browse/browse_reader.h"
#include "browse/record_json.h"

#include <QFileDevice>
#include <QIODevice>

#include <atomic>
#include <csignal>

namespace kafscope::cli {

namespace {

std::atomic<bool> g_consumeStop{false};
constexpr qsizetype kOutputChunk = 4 * 1024 * 1024;

Result<BrowseRequest> consumeRequest(const CliArgs &a, const QString &topic)
{
    BrowseRequest r;
    r.topic = topic;
    r.previewBytes = std::numeric_limits<int>::max(); // the CLI prints whole records
    if (a.has(QStringLiteral("from"))) {
        auto s = StartSpec::parse(a.value(QStringLiteral("from")));
        if (!s)
            return s.error();
        r.start = s.value();
    }
    if (a.has(QStringLiteral("partitions"))) {
        auto p = parsePartitionList(a.value(QStringLiteral("partitions")));
        if (!p)
            return p.error();
        r.partitions = p.value();
    }
    if (r.start.mode == StartSpec::Mode::Tail)
        r.maxResults = 0; // a live tail runs until Ctrl-C unless --max says otherwise
    if (a.has(QStringLiteral("max"))) {
        bool ok = false;
        r.maxResults = a.value(QStringLiteral("max")).toLongLong(&ok);
        if (!ok || r.maxResults < 0)
            return Error::usage(QStringLiteral("--max takes a number of messages (0: no limit)"));
    }
    const QString isolation = a.value(QStringLiteral("isolation"), QStringLiteral("committed"));
    if (isolation == QLatin1String("uncommitted"))
        r.isolation = Isolation::ReadUncommitted;
    else if (isolation != QLatin1String("committed"))
        return Error::usage(QStringLiteral("--isolation takes committed or uncommitted"));
    r.filter = a.value(QStringLiteral("filter"));
    if (a.has(QStringLiteral("filter")) && r.filter.trimmed().isEmpty())
        return Error::usage(QStringLiteral("--filter needs an expression, e.g. 'value.user.id == 42'"));
    return r;
}

// Writes big chunks straight to the output device (stdout), past QTextStream's per-call costs.
class ChunkedOutput {
public:
    explicit ChunkedOutput(QTextStream &out) : m_out(out) { m_buffer.reserve(kOutputChunk + 64 * 1024); }
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

} // namespace

int runConsume(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    if (auto e = a.rejectUnknown({QStringLiteral("from"), QStringLiteral("partitions"), QStringLiteral("max"),
                                  QStringLiteral("filter"), QStringLiteral("isolation"), QStringLiteral("format")}))
        return ctx.fail(*e);
    if (a.words.size() != 2)
        return ctx.usage(QStringLiteral("consume takes one topic: consume T [--from ...]"));
    const QString format = a.value(QStringLiteral("format"), ctx.json() ? QStringLiteral("json") : QStringLiteral("text"));
    if (format != QLatin1String("json") && format != QLatin1String("text"))
        return ctx.usage(QStringLiteral("--format takes json or text"));
    auto request = consumeRequest(a, a.words[1]);
    if (!request)
        return ctx.fail(request.error());
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
    const BrowseReader::Visitor visit = json ? BrowseReader::Visitor([&](const RecordView &v) { writer.append(buffer, v); })
                                             : BrowseReader::Visitor([&](const RecordView &v) { appendRecordText(buffer, v); });
    g_consumeStop = false;
    auto onSignal = [](int) { g_consumeStop = true; };
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    while (!g_consumeStop && r.step(visit, 100)) {
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
