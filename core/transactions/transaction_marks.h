#pragma once

#include "common/result.h"
#include "protocol/protocol_client.h"

#include <QHash>
#include <QList>
#include <QString>

namespace kafscope::transactions {

// What the log itself says about transactions in a range of one partition: the batches written
// by transactional producers, the control records (COMMIT and ABORT markers) that end their
// transactions, and so whether each transactional record was committed, aborted or is still open.
// Read with Fetch at READ_UNCOMMITTED through the protocol layer (record batch headers only; data
// is never decompressed), because librdkafka hands neither control records nor the batch flags to
// the application. A consumer at read_committed skips the aborted records and stops at the open
// ones; a browser reading uncommitted shows them without a hint: these marks are the hint.

enum class TxnStatus {
    Committed, // a COMMIT marker of its producer follows
    Aborted,   // an ABORT marker follows: read_committed consumers never see it
    Open,      // no marker up to the end of the log: its transaction is still open
    Unknown,   // no marker within the scanned bytes (the scan's budget ended first)
};
QString wireName(TxnStatus status); // "committed", "aborted", "open", "unknown"

struct TxnRange { // the records of one transactional batch
    qint64 firstOffset = -1;
    qint64 lastOffset = -1;
    qint64 producerId = -1;
    int producerEpoch = -1;
    TxnStatus status = TxnStatus::Unknown;
};

struct ControlMarker { // a control record: ends its producer's transaction on this partition
    qint64 offset = -1;
    qint64 producerId = -1;
    int producerEpoch = -1;
    bool commit = false; // else abort
    qint64 timestampMs = -1;
};

struct PartitionTransactions {
    QString topic;
    int partition = -1;
    qint64 from = -1;      // the first offset asked for
    qint64 scannedTo = -1; // the next offset after the last batch read
    qint64 highWatermark = -1;
    qint64 lastStableOffset = -1; // below it every transaction is decided
    bool budgetExhausted = false; // stopped before every transaction in the range was decided
    QList<TxnRange> ranges;       // ascending by offset
    QList<ControlMarker> markers; // ascending by offset
    // Scan state: per producer, the indexes in `ranges` still waiting for their marker.
    QHash<qint64, QList<int>> undecided;

    // The range holding `offset`, or null for a non-transactional (or unscanned) offset.
    const TxnRange *rangeAt(qint64 offset) const;
    const ControlMarker *markerAt(qint64 offset) const;
    int count(TxnStatus status, qint64 from, qint64 to) const; // records in [from, to]
};

struct ScanOptions {
    qint64 from = 0;
    qint64 to = -1;                       // inclusive; -1: to the end of the log
    qint64 maxBytes = 64LL * 1024 * 1024; // read past `to` at most this much for the markers
    int fetchBytes = 1024 * 1024;         // per request
};

// Scans `topic`/`partition` from options.from at least to options.to, then on until every
// transaction met is decided or the budget is spent. Blocking.
Result<PartitionTransactions> scanTransactions(protocol::ProtocolClient &client,
                                               const QString &topic, int partition,
                                               const ScanOptions &options);

// The record batches in `records` (a Fetch answer's bytes), added to `out`: pure, for the scan
// and its tests. Returns the offset after the last whole batch (a batch cut short at the end is
// left for the next fetch), or -1 when the bytes are not record batches.
qint64 addBatches(const QByteArray &records, PartitionTransactions &out);

} // namespace kafscope::transactions
