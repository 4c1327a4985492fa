#include "browse/browse_controller.h"

#include "browse/browse_reader.h"
#include "browse/filter.h"
#include "browse/read_ahead.h"
#include "common/worker.h"

#include <QElapsedTimer>
#include <QHash>

#include <optional>

namespace kafscope {

namespace {
constexpr int kFlushMs = 50;
constexpr int kFlushRecords = 50000;
constexpr qsizetype kFlushBytes = 32 * 1024 * 1024; // keys and values of one batch

// How a browse run ended.
struct BrowseEnd {
    BrowseProgress progress;
    std::optional<Error> error;
};
} // namespace

BrowseController::BrowseController(QObject *parent)
    : QObject(parent), m_worker(std::make_unique<Worker>(this, QStringLiteral("kafscope-browse")))
{
    qRegisterMetaType<kafscope::BrowseProgress>();
    qRegisterMetaType<QList<kafscope::BrowseRecord>>();
}

// ~Worker stops the browse (the run sees the token within one step) and never waits for it.
BrowseController::~BrowseController() = default;

bool BrowseController::isRunning() const
{
    return m_worker->running();
}

void BrowseController::stop()
{
    m_worker->cancel(); // the run ends at its next step and reports what it read, stopped
}

void BrowseController::start(const ConnectionProfile &profile, const BrowseRequest &request,
                             const BrowseDecoding &decoding)
{
    m_worker->abandon(); // a browse still running is replaced: nothing more of it arrives
    m_worker->start(
        [this, profile, request, decoding](const WorkerContext &ctx) -> BrowseEnd {
            // With decoding, the filter and the limit apply after decoding (value.customer.id ==
            // 42 on Avro): the reader keeps everything and this thread decides.
            std::optional<RecordDecoder> decoder;
            std::optional<Filter> lateFilter;
            qint64 lateMax = 0, lateKept = 0;
            BrowseRequest readRequest = request;
            if (decoding.enabled()) {
                decoder.emplace(decoding);
                if (!decoder->setup())
                    return {{}, decoder->setup().error()};
                // Stop ends a registry request at once: it never waits behind one.
                decoder->setStop([&ctx] { return ctx.cancelled(); });
                // Without a filter every record read is kept (one that does not decode says
                // why): the reader keeps the limit, shared fairly by the partitions.
                if (!request.filter.trimmed().isEmpty()) {
                    auto f = Filter::parse(request.filter);
                    if (!f)
                        return {{}, f.error()};
                    lateFilter = std::move(f).value();
                    readRequest.filter.clear();
                    lateMax = request.maxResults;
                    readRequest.maxResults = 0;
                }
            }
            auto reader = BrowseReader::open(profile, readRequest);
            if (!reader)
                return {{}, reader.error()};
            BrowseReader &r = *reader.value();
            const auto lateLimitReached = [&] {
                return decoder && lateMax > 0 && lateKept >= lateMax;
            };
            // With a late filter the reader keeps every record: what was kept per partition is
            // counted here.
            QHash<int, qint64> lateKeptBy;
            const auto withLateCounts = [&](QList<PartitionPlan> plan) {
                if (lateFilter)
                    for (PartitionPlan &pp : plan)
                        pp.kept = lateKeptBy.value(pp.partition);
                return plan;
            };
            auto progress = [&](double perSecond) {
                BrowseProgress p;
                p.scanned = r.scanned();
                p.kept = decoder ? lateKept : r.kept();
                p.estimatedTotal = r.estimatedTotal();
                p.perSecond = perSecond;
                p.plan = withLateCounts(r.plan());
                p.errors = r.errors();
                p.limitReached = lateLimitReached() || r.limitReached();
                p.limitShared = r.limitShared();
                return p;
            };
            // Posted to this controller's thread; dropped once the browse is replaced or the
            // controller is gone.
            const auto postBatch = [this, &ctx](QList<BrowseRecord> records,
                                                const BrowseProgress &p) {
                ctx.post(
                    [this, records = std::move(records), p] { Q_EMIT batchReady(records, p); });
            };
            {
                const BrowseProgress first = progress(0);
                ctx.post([this, first] { Q_EMIT started(first); });
            }
            QElapsedTimer clock, sinceFlush;
            clock.start();
            sinceFlush.start();
            // One buffer per batch for the records' bytes; each batch reserves what the last one
            // held, so a scan fills it without regrowing and a slow tail keeps small ones.
            RecordBatchBuilder pending(request.previewBytes);
            const BrowseReader::Visitor keep = [&](const RecordView &v) { pending.append(v); };
            const auto decodeAndKeep = [&](const RecordView &v) {
                if (lateLimitReached())
                    return;
                std::shared_ptr<RecordDecoding> d = decoder->decode(v);
                if (ctx.cancelled()) // its decoding may have been cut short: not kept
                    return;
                if (lateFilter && !lateFilter->matches(RecordDecoder::shown(v, d.get())))
                    return;
                ++lateKept;
                ++lateKeptBy[v.partition];
                pending.append(v, std::move(d));
            };
            bool stopped = false;
            if (decoder) {
                // Decoding is the slow side: the reader reads ahead on a thread of its own and this
                // one decodes, so the two overlap. `r` belongs to that thread until `ahead` ends;
                // progress comes from each batch's snapshot meanwhile.
                ReadAhead ahead(r);
                while (auto batch = ahead.next()) {
                    for (const BrowseRecord &record : batch->records) {
                        if (lateLimitReached() || ctx.cancelled())
                            break;
                        decodeAndKeep(RecordView::of(record));
                    }
                    if (ctx.cancelled()) {
                        stopped = true;
                        break;
                    }
                    if (lateLimitReached())
                        break;
                    if (pending.size() >= kFlushRecords || pending.bufferBytes() >= kFlushBytes ||
                        (sinceFlush.elapsed() >= kFlushMs && !pending.isEmpty())) {
                        BrowseProgress p;
                        p.scanned = batch->scanned;
                        p.kept = lateKept;
                        p.estimatedTotal = batch->estimatedTotal;
                        p.perSecond = batch->scanned * 1000.0 / qMax<qint64>(clock.elapsed(), 1);
                        p.plan = withLateCounts(batch->plan);
                        p.errors = batch->errors;
                        p.limitReached = lateLimitReached() || batch->limitReached;
                        p.limitShared = r.limitShared();
                        postBatch(pending.take(), p);
                        sinceFlush.restart();
                    }
                }
            }
            while (!decoder && !r.finished()) {
                if (ctx.cancelled()) {
                    stopped = true;
                    break;
                }
                r.step(keep, 100);
                if (pending.size() >= kFlushRecords || pending.bufferBytes() >= kFlushBytes ||
                    (sinceFlush.elapsed() >= kFlushMs && !pending.isEmpty())) {
                    postBatch(pending.take(),
                              progress(r.scanned() * 1000.0 / qMax<qint64>(clock.elapsed(), 1)));
                    sinceFlush.restart();
                }
            }
            BrowseProgress last = progress(r.scanned() * 1000.0 / qMax<qint64>(clock.elapsed(), 1));
            last.stopped = stopped;
            last.done = true;
            if (!pending.isEmpty())
                postBatch(pending.take(), last);
            return {last, std::nullopt};
        },
        [this](const BrowseEnd &end) {
            if (end.error)
                Q_EMIT failed(*end.error);
            else
                Q_EMIT finished(end.progress);
        });
}

} // namespace kafscope
