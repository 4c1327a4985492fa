#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace kafscope {

struct RecordDecoding;

// Where a browse starts in each partition.
struct StartSpec {
    enum class Mode { Oldest, Newest, Offset, Timestamp, Tail };
    Mode mode = Mode::Oldest;
    qint64 value = 0; // Newest: N per partition; Offset: the offset; Timestamp: ms since the epoch

    // "oldest", "newest:N", "offset:N", "time:ISO8601" (or ms since the epoch), "tail".
    static Result<StartSpec> parse(const QString &text);
    QString toString() const;
};

enum class Isolation { ReadCommitted, ReadUncommitted };

// What to read: the topic, where to start, which partitions, how much, and what to keep.
struct BrowseRequest {
    QString topic;
    QList<int> partitions; // empty: all
    StartSpec start;
    qint64 maxResults = 500; // kept records; 0: unlimited (bounded by the caller's memory budget)
    Isolation isolation = Isolation::ReadCommitted;
    QString filter; // the filter language; empty keeps everything
    int previewBytes =
        1 << 20; // keys/values above this are kept truncated (load the full one on request)
    // With no partitions named, read only the partition Kafka's default partitioner sends this key
    // to (murmur2, as the Java client and librdkafka's murmur2_random): a search for one key.
    std::optional<QByteArray> keyPartitionOf;
    // Where the read ends in each partition (before this point): "newest" (the high watermark when
    // the read begins, the default), "offset:N" (before offset N) or "time:T" (before the first
    // record at or after T). Not for a live tail.
    std::optional<StartSpec> end;
    // Per partition, where to start and where to stop (before), over `start` and `end`: a copy
    // resumed from its state file.
    QMap<int, qint64> startAt;
    QMap<int, qint64> endAt;
};

// Parses "0,2,5" (or "0-3,7") into partition numbers; a usage error names the bad part.
Result<QList<int>> parsePartitionList(const QString &text);

// What the reader found for one partition before reading: watermarks, start and stop offsets.
struct PartitionPlan {
    enum class Status { Reading, Empty, StartPastEnd, Done };
    int partition = -1;
    qint64 low = 0;
    qint64 high = 0;
    qint64 start = 0; // first offset to read
    qint64 end =
        0; // stop before this offset (the high watermark when the browse began); tail: no end
    Status status = Status::Reading;
    qint64 next = 0; // the next offset expected (progress)
    qint64 kept = 0; // records of this partition kept (passed the filter, within its share)
};

QString partitionStatusText(const PartitionPlan &p);

// A header of a browsed record; a null value (nullopt) is distinct from an empty one.
struct RecordHeader {
    QByteArray key; // UTF-8 as the broker has it
    std::optional<QByteArray> value;
};

// One kept record, copied out of librdkafka. Key and value share one buffer to keep a million rows
// small; a value longer than the request's preview size is cut there and `valueSize` says how big
// the real one is.
struct BrowseRecord {
    int partition = -1;
    qint64 offset = -1;
    qint64 timestampMs = -1;
    int timestampType = 0; // 0 not available, 1 create time, 2 log append time
    int keyLen = -1;       // -1: null key
    int valueLen = -1;     // -1: null value (a tombstone)
    int bytesOffset = 0;   // where the key starts in `bytes` (a batch's records share one buffer)
    qint64 keySize = -1;   // real sizes (differ from the lengths when truncated)
    qint64 valueSize = -1;
    QByteArray bytes; // key bytes then value bytes, at bytesOffset
    QList<RecordHeader> headers;
    // The key and value decoded with their registry schemas (or why not); null when neither was
    // framed for a registry or the browse decoded nothing.
    std::shared_ptr<const RecordDecoding> decoding;

    // A whole (uncut) record from its parts.
    static BrowseRecord make(int partition, qint64 offset, qint64 timestampMs, int timestampType,
                             const std::optional<QByteArray> &key,
                             const std::optional<QByteArray> &value,
                             QList<RecordHeader> headers = {});

    bool keyIsNull() const { return keyLen < 0; }
    bool valueIsNull() const { return valueLen < 0; }
    bool keyTruncated() const { return keyLen >= 0 && keySize > keyLen; }
    bool valueTruncated() const { return valueLen >= 0 && valueSize > valueLen; }
    QByteArrayView key() const
    {
        return keyLen < 0 ? QByteArrayView()
                          : QByteArrayView(bytes.constData() + bytesOffset, keyLen);
    }
    QByteArrayView value() const
    {
        return valueLen < 0
                   ? QByteArrayView()
                   : QByteArrayView(bytes.constData() + bytesOffset + qMax(keyLen, 0), valueLen);
    }
    qsizetype payloadBytes() const
    {
        return qMax(keyLen, 0) + qMax(valueLen, 0);
    } // key + value kept
    std::optional<QByteArray> keyBytes() const;
    std::optional<QByteArray> valueBytes() const;
    // Approximate heap + inline bytes this record uses (for the memory budget).
    qint64 memoryCost() const;
};

QString timestampTypeName(int type); // "create", "log_append", "none"

} // namespace kafscope

// Its members (QByteArray, QList) move by memcpy: batches of records grow without per-row moves.
Q_DECLARE_TYPEINFO(kafscope::BrowseRecord, Q_RELOCATABLE_TYPE);
