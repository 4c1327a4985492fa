#pragma once

#include "browse/browse_reader.h"

#include <QList>
#include <QStringList>

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

namespace kafscope {

class Worker;

// Reads with a BrowseReader on a thread of its own ("kafscope-read-ahead", a Worker run) and hands
// whole copies of the kept records, in batches, to the thread that decodes them: reading and
// decoding overlap on two cores instead of taking turns on one. At most `maxQueued` batches wait,
// so memory stays bounded when decoding is the slower side.
class ReadAhead {
public:
    // What the reader had done when a batch was taken: for progress lines.
    struct Batch {
        QList<BrowseRecord> records;
        qint64 scanned = 0;
        qint64 estimatedTotal = -1;
        QList<PartitionPlan> plan;
        QStringList errors;
        bool limitReached = false;
    };

    // `reader` is used by the read-ahead thread only until the ReadAhead is destroyed.
    explicit ReadAhead(BrowseReader &reader, int maxQueued = 4);
    ~ReadAhead(); // stop(), then waits for the thread (bounded by one step of the reader)

    // The next batch, blocking; nullopt once the reader has finished (or stop() was called) and
    // every batch was taken. While nothing comes, an empty batch arrives about every 100 ms.
    std::optional<Batch> next();
    // Asks the thread to stop reading at its next step; next() then drains what is queued.
    void stop();

private:
    struct Shared {
        std::mutex mutex;
        std::condition_variable changed;
        std::deque<Batch> queue;
        bool done = false;
        bool stop = false;
    };
    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<Worker> m_worker;
};

} // namespace kafscope
