#include "browse/read_ahead.h"

#include "browse/record_view.h"
#include "common/worker.h"

#include <QElapsedTimer>

#include <limits>

namespace kafscope {

namespace {
constexpr int kBatchRecords = 8192;
constexpr qsizetype kBatchBytes = 8 * 1024 * 1024;
constexpr int kBatchMs = 20;
constexpr int kIdleBatchMs = 100;
constexpr int kWholeValues = std::numeric_limits<int>::max(); // copies are never cut
} // namespace

ReadAhead::ReadAhead(BrowseReader &reader, int maxQueued)
    : m_shared(std::make_shared<Shared>()),
      m_worker(std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-read-ahead")))
{
    m_worker->run([s = m_shared, &reader, maxQueued](const WorkerContext &ctx) {
        RecordBatchBuilder pending(kWholeValues);
        const BrowseReader::Visitor keep = [&](const RecordView &v) { pending.append(v); };
        QElapsedTimer sinceBatch;
        sinceBatch.start();
        const auto hand = [&]() -> bool { // false: stopped
            Batch b;
            b.records = pending.take();
            b.scanned = reader.scanned();
            b.estimatedTotal = reader.estimatedTotal();
            b.plan = reader.plan();
            b.errors = reader.errors();
            b.limitReached = reader.limitReached();
            std::unique_lock lock(s->mutex);
            s->changed.wait(lock, [&] { return s->stop || int(s->queue.size()) < maxQueued; });
            if (s->stop)
                return false;
            s->queue.push_back(std::move(b));
            s->changed.notify_all();
            sinceBatch.restart();
            return true;
        };
        bool more = true;
        while (more && !ctx.cancelled()) {
            {
                std::lock_guard lock(s->mutex);
                if (s->stop)
                    break;
            }
            more = reader.step(keep, 100) && !reader.finished();
            // Also an empty batch now and then while nothing comes (a live tail): the decoding
            // side sees its own stop request and the progress between records.
            if (pending.size() >= kBatchRecords || pending.bufferBytes() >= kBatchBytes ||
                (!pending.isEmpty() && sinceBatch.elapsed() >= kBatchMs) ||
                sinceBatch.elapsed() >= kIdleBatchMs)
                if (!hand())
                    break;
        }
        hand(); // the last records and the final progress (an empty batch when there are none)
        std::lock_guard lock(s->mutex);
        s->done = true;
        s->changed.notify_all();
    });
}

ReadAhead::~ReadAhead()
{
    stop();
    m_worker->wait(-1); // the thread uses the reader, which the caller destroys next
}

void ReadAhead::stop()
{
    std::lock_guard lock(m_shared->mutex);
    m_shared->stop = true;
    m_shared->changed.notify_all();
}

std::optional<ReadAhead::Batch> ReadAhead::next()
{
    std::unique_lock lock(m_shared->mutex);
    m_shared->changed.wait(lock, [&] { return !m_shared->queue.empty() || m_shared->done; });
    if (m_shared->queue.empty())
        return std::nullopt;
    Batch b = std::move(m_shared->queue.front());
    m_shared->queue.pop_front();
    m_shared->changed.notify_all();
    return b;
}

} // namespace kafscope
