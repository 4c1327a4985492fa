#pragma once

#include "browse/browse_types.h"
#include "cluster/connection_profile.h"
#include "common/result.h"
#include "produce/producer_settings.h"

#include <QMap>
#include <QString>

#include <atomic>
#include <functional>

namespace kafscope::copy {

// Which partition of the target a copied record goes to.
enum class Partitioning {
    Same,       // the source's partition (the target needs at least as many)
    ByKey,      // the target's own default partitioner (murmur2, as the Java client): per-key order
    RoundRobin, // spread evenly, key or not
};

// What a copy reads, where it writes, and how fast.
struct CopySpec {
    // The source read: topic, partitions, start and end, filter, max records (0: all). Read with
    // read_committed and no consumer group, as the browser reads.
    BrowseRequest source;
    QString targetTopic;
    Partitioning partitioning = Partitioning::Same;
    bool keepTimestamps = true; // the source record's timestamp as the copy's create time; else now
    // Pace: `rate` records per second (0: as fast as the brokers take them), or the original
    // timing of the records (their timestamps' gaps) divided by `speed` (0: not paced by it). The
    // original timing is kept per partition: with several source partitions a record's gap is
    // measured from the first record the copy read.
    double rate = 0;
    double speed = 0;
    // A resumable copy keeps its progress here (JSON, written atomically at each checkpoint); a
    // copy started again with the same file goes on from the last checkpoint without writing a
    // record twice. Empty: not resumable.
    QString stateFile;
    ProducerSettings producer;      // idempotent by default
    int checkpointRecords = 100000; // with a state file, a checkpoint this often (records) ...
    int checkpointMs = 2000;        // ... and this often (milliseconds)
};

// Where a copy stands; the report at the end is the same with the reasons of what failed.
struct CopyProgress {
    qint64 read = 0;    // source records read (that passed the filter)
    qint64 written = 0; // acknowledged by the target's brokers
    qint64 failed = 0;  // refused or timed out (each reason counted in the report)
    qint64 skipped = 0; // already in the target from an interrupted run (resume)
    qint64 total = -1;  // records in the planned ranges, -1 when unknown (before the filter)
    qint64 elapsedMs = 0;
    qint64 writtenNow = 0; // by this run (a resumed copy's `written` counts the earlier runs too)
    double ratePerSec() const
    {
        return elapsedMs > 0 ? double(writtenNow) * 1000.0 / double(elapsedMs) : 0;
    }
};

struct CopyReport {
    CopyProgress progress;
    bool resumed = false;         // went on from a state file
    bool cancelled = false;       // stopped by the caller; the state file has the last checkpoint
    bool complete = false;        // every planned record copied (or skipped as already there)
    QMap<QString, qint64> errors; // reason -> records
    QString firstError;
    QStringList readErrors;               // the source's partition errors (each ends its partition)
    QString sourceCluster, targetCluster; // cluster ids
};

using ProgressFn = std::function<void(const CopyProgress &)>;

// Copies records from `from`'s topic to `to`'s target topic: key, value, headers (order and null
// values kept), the timestamp (or now), per-partition order. Nothing is written to the source; the
// target write passes the write policy (read-only refuses). A target equal to the source (same
// cluster, same topic) is refused. Blocking: run it on a worker or in the CLI; `cancel` stops it at
// the next record (what was sent is flushed and checkpointed). `progress` is called about twice a
// second.
Result<CopyReport> runCopy(const ConnectionProfile &from, const ConnectionProfile &to,
                           const CopySpec &spec, const std::atomic<int> *cancel = nullptr,
                           const ProgressFn &progress = {});

// "same", "key", "round-robin".
Result<Partitioning> parsePartitioning(const QString &text);
// "2x", "0.5x", "2" for --speed: a positive factor.
Result<double> parseSpeed(const QString &text);

} // namespace kafscope::copy
