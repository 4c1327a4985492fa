#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "produce/latency_histogram.h"
#include "produce/message_template.h"
#include "produce/producer_settings.h"

#include <QMap>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

namespace kafscope {

// How the load generator picks message keys.
enum class KeyMode {
    None,       // null keys: the partitioner spreads messages
    RoundRobin, // "key-0" … "key-(K-1)" in turn
    Random,     // one of "key-0" … "key-(K-1)" at random
    Fixed,      // always LoadSpec::fixedKey
};

// What load to put on a topic. The run ends when `count` messages were enqueued, `durationMs`
// passed, or stop() was asked — whichever comes first (at least one of count/duration is needed).
struct LoadSpec {
    QString topic;
    int partition = -1;    // -1: the partitioner chooses
    qint64 count = 0;      // 0: no count limit
    qint64 durationMs = 0; // 0: no time limit
    double rate = 0;       // target messages per second; 0: as fast as possible
    KeyMode keyMode = KeyMode::None;
    int keyCount = 16;                           // K for RoundRobin and Random
    QByteArray fixedKey;                         // for Fixed
    int messageSize = 100;                       // value size in bytes when there is no template
    std::optional<TemplateSpec> messageTemplate; // key (if set), value and headers per message
    // Turn each rendered value (or key) into the bytes sent — JSON encoded with a registry schema
    // and framed (schema::FramedEncoder). A message an encoder refuses is not sent and is counted
    // as failed under "_SCHEMA_ENCODE" with the encoder's words. Both need a template.
    using PayloadEncoder = std::function<Result<QByteArray>(const QByteArray &)>;
    PayloadEncoder valueEncoder;
    PayloadEncoder keyEncoder;
    ProducerSettings producer;
    int snapshotIntervalMs = 200; // how often progress snapshots are handed out
    int flushTimeoutMs = -1;      // after sending stops; -1: the producer's message timeout
    // Bursts: `rate` for burstOnMs, then silence for burstOffMs, in turn (both > 0); else steady.
    int burstOnMs = 0;
    int burstOffMs = 0;
    // Called with every delivery report (acked or failed) in the run's thread, before it is
    // counted: the priority harness learns from it which messages the broker acknowledged.
    std::function<void(const rd_kafka_message_s *)> onDelivery;

    Status validate() const;
};

// Counters of one run, as a snapshot. Every enqueued message ends up acked or failed: at the end
// inFlight() is 0 (messages with no report at all are counted as failed, never dropped).
struct LoadStats {
    qint64 enqueued = 0;
    qint64 acked = 0;
    qint64 failed = 0;                 // not enqueued, refused by the broker, timed out or purged
    QMap<QString, qint64> errors;      // failures by librdkafka error name (e.g. "_MSG_TIMED_OUT")
    QMap<QString, QString> errorTexts; // error name -> plain words
    qint64 elapsedMs = 0;              // since the run started
    qint64 sendingMs = 0;              // how long messages were being enqueued
    qint64 ackedBytes = 0;
    quint64 ackedChecksum = 0; // sum of payloadChecksum() of every acked value (order-free)
    LatencyHistogram latency;  // enqueue -> delivery report, all acked messages
    double intervalP95Ms = 0;  // p95 of the acks since the previous snapshot (for charts)
    bool sending = true;       // false once enqueuing stopped (flushing or done)
    bool finished = false;     // the run is over; counters are final
    bool stopped = false;      // ended by stop()/abort() rather than count/duration

    qint64 inFlight() const { return enqueued - acked - (failed - notEnqueued); }
    qint64 notEnqueued = 0; // failures that never reached librdkafka's queue (part of failed)
    // Messages enqueued per second while sending.
    double sendRate() const
    {
        return sendingMs > 0 ? double(enqueued) * 1000.0 / double(sendingMs) : 0.0;
    }
};

// A 64-bit checksum of a payload; LoadStats::ackedChecksum sums these modulo 2^64 (order-free), so
// any reader can recompute it: h = len * K; for each 8-byte little-endian word w (the last
// zero-padded): h = (h ^ w) * K; h ^= h >> 29 (all modulo 2^64), with K = 0x9E3779B97F4A7C15.
quint64 payloadChecksum(const char *data, size_t size);

// Stop requests a run reads while it runs (set from any thread).
enum class StopRequest : int { Run = 0, Stop = 1, Abort = 2 };

// The load generator's engine: one producer handle, blocking in the calling thread from creation
// to destroy. The CLI calls run() directly; the GUI and the harness use LoadRunner, which runs it
// in its own thread. Stop flushes what is in flight (up to the flush timeout), Abort purges it at
// once; purged messages are reported as failed.
class LoadGenerator {
public:
    using SnapshotFn = std::function<void(const LoadStats &)>;

    explicit LoadGenerator(LoadSpec spec);
    // Returns the final stats; an error only when the run could not start (bad spec, bad
    // properties, read-only connection). `onSnapshot` gets a snapshot every snapshotIntervalMs.
    Result<LoadStats> run(const ConnectionProfile &profile, const std::atomic<int> &stopRequest,
                          const SnapshotFn &onSnapshot = {});

private:
    LoadSpec m_spec;
};

} // namespace kafscope
