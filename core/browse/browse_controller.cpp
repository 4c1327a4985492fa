#include "browse/browse_controller.h"

#include "browse/browse_reader.h"
#include "browse/filter.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QPointer>
#include <QThread>

#include <atomic>

namespace kafscope {

namespace {
enum Kind { Started, Batch, Finished, Failed };
constexpr int kFlushMs = 50;
constexpr int kFlushRecords = 50000;
constexpr qsizetype kFlushBytes = 32 * 1024 * 1024; // keys and values of one batch
} // namespace

// What the browse thread shares with the controller: the stop flag and the way back, which the
// controller cuts (under the mutex) when it goes away.
struct BrowseController::Shared {
    QMutex mutex;
    BrowseController *owner = nullptr;
    std::atomic<quint64> stopBelow{0}; // browses with a generation below this stop
};

BrowseController::BrowseController(QObject *parent)
    : QObject(parent), m_shared(std::make_shared<Shared>())
{
    qRegisterMetaType<kafscope::BrowseProgress>();
    qRegisterMetaType<QList<kafscope::BrowseRecord>>();
    m_shared->owner = this;
}

BrowseController::~BrowseController()
{
    Shared &shared = *m_shared;
    QMutexLocker lock(&shared.mutex);
    shared.owner = nullptr;
    shared.stopBelow.store(std::numeric_limits<quint64>::max());
}

void BrowseController::stop()
{
    m_shared->stopBelow = m_generation + 1;
}

void BrowseController::start(const ConnectionProfile &profile, const BrowseRequest &request,
                             const BrowseDecoding &decoding)
{
    stop();
    const quint64 generation = ++m_generation;
    m_running = true;
    std::shared_ptr<Shared> shared = m_shared;
    auto post = [shared, generation](int kind, QList<BrowseRecord> records, const BrowseProgress &p,
                                     const Error &e) {
        QMutexLocker lock(&shared->mutex);
        if (BrowseController *owner = shared->owner)
            QMetaObject::invokeMethod(
                owner,
                [owner, generation, kind, records = std::move(records), p, e]() mutable {
                    owner->deliver(generation, kind, std::move(records), p, e);
                },
                Qt::QueuedConnection);
    };
    QThread *thread = QThread::create([profile, request, decoding, post, shared, generation] {
        // With decoding, the filter and the limit apply after decoding (value.customer.id == 42 on
        // Avro): the reader keeps everything and this thread decides.
        std::optional<RecordDecoder> decoder;
        std::optional<Filter> lateFilter;
        qint64 lateMax = 0, lateKept = 0;
        BrowseRequest readRequest = request;
        if (decoding.enabled()) {
            decoder.emplace(decoding);
            if (!request.filter.trimmed().isEmpty()) {
                auto f = Filter::parse(request.filter);
                if (!f) {
                    post(Failed, {}, {}, f.error());
                    return;
                }
                lateFilter = std::move(f).value();
                readRequest.filter.clear();
            }
            lateMax = request.maxResults;
            readRequest.maxResults = 0;
        }
        auto reader = BrowseReader::open(profile, readRequest);
        if (!reader) {
            post(Failed, {}, {}, reader.error());
            return;
        }
        BrowseReader &r = *reader.value();
        const auto lateLimitReached = [&] { return decoder && lateMax > 0 && lateKept >= lateMax; };
        auto progress = [&](double perSecond) {
            BrowseProgress p;
            p.scanned = r.scanned();
            p.kept = decoder ? lateKept : r.kept();
            p.estimatedTotal = r.estimatedTotal();
            p.perSecond = perSecond;
            p.plan = r.plan();
            p.errors = r.errors();
            p.limitReached = decoder ? lateLimitReached() : r.limitReached();
            return p;
        };
        post(Started, {}, progress(0), {});
        QElapsedTimer clock, sinceFlush;
        clock.start();
        sinceFlush.start();
        // One buffer per batch for the records' bytes; each batch reserves what the last one held,
        // so a scan fills it without regrowing and a slow tail keeps small ones.
        RecordBatchBuilder pending(request.previewBytes);
        const BrowseReader::Visitor keep = [&](const RecordView &v) { pending.append(v); };
        const BrowseReader::Visitor decodeAndKeep = [&](const RecordView &v) {
            if (lateLimitReached())
                return;
            std::shared_ptr<RecordDecoding> d = decoder->decode(v);
            if (lateFilter && !lateFilter->matches(RecordDecoder::shown(v, d.get())))
                return;
            ++lateKept;
            pending.append(v, std::move(d));
        };
        bool stopped = false;
        while (!r.finished() && !lateLimitReached()) {
            if (shared->stopBelow.load() > generation) {
                stopped = true;
                break;
            }
            r.step(decoder ? decodeAndKeep : keep, 100);
            if (pending.size() >= kFlushRecords || pending.bufferBytes() >= kFlushBytes ||
                (sinceFlush.elapsed() >= kFlushMs && !pending.isEmpty())) {
                post(Batch, pending.take(),
                     progress(r.scanned() * 1000.0 / qMax<qint64>(clock.elapsed(), 1)), {});
                sinceFlush.restart();
            }
        }
        BrowseProgress last = progress(r.scanned() * 1000.0 / qMax<qint64>(clock.elapsed(), 1));
        last.stopped = stopped;
        last.done = true;
        if (!pending.isEmpty())
            post(Batch, pending.take(), last, {});
        post(Finished, {}, last, {});
    });
    thread->setObjectName(QStringLiteral("browse"));
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void BrowseController::deliver(quint64 generation, int kind, QList<BrowseRecord> records,
                               const BrowseProgress &progress, const Error &error)
{
    if (generation != m_generation)
        return; // a reply from a browse that was replaced
    switch (kind) {
    case Started: Q_EMIT started(progress); break;
    case Batch: Q_EMIT batchReady(records, progress); break;
    case Finished:
        m_running = false;
        Q_EMIT finished(progress);
        break;
    case Failed:
        m_running = false;
        Q_EMIT failed(error);
        break;
    }
}

} // namespace kafscope
