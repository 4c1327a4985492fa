#include "transactions/transaction_marks.h"

#include "common/translations.h"
#include "protocol/wire.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>

namespace kafscope::transactions {

namespace msg = protocol::msg;

namespace {

constexpr int16_t kTransactionalBit = 0x10;
constexpr int16_t kControlBit = 0x20;
constexpr int16_t kCompressionMask = 0x07;
constexpr int8_t kReadUncommitted = 0;
// The version whose request names topics (13 and later name them by id); every Kafka from 2.7 to
// 4.x answers it.
constexpr int16_t kFetchVersion = 12;
// Header bytes of a v2 batch after its length field, up to and including the record count.
constexpr int kBatchHeaderAfterLength = 4 + 1 + 4 + 2 + 4 + 8 + 8 + 8 + 2 + 4 + 4;

int64_t varlong(protocol::Reader &r)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64 && r.ok(); shift += 7) {
        const uint8_t b = uint8_t(r.i8());
        v |= uint64_t(b & 0x7f) << shift;
        if (!(b & 0x80))
            return int64_t((v >> 1) ^ (~(v & 1) + 1));
    }
    r.fail("varlong too long");
    return 0;
}

// A control batch's one record: its key is version (INT16) and type (INT16: 0 abort, 1 commit).
std::optional<bool> controlCommit(protocol::Reader r)
{
    r.varint(); // record length
    r.i8();     // attributes
    varlong(r); // timestamp delta
    r.varint(); // offset delta
    const int32_t keyLength = r.varint();
    if (!r.ok() || keyLength < 4)
        return std::nullopt;
    r.i16(); // version
    const int16_t type = r.i16();
    if (!r.ok() || (type != 0 && type != 1))
        return std::nullopt;
    return type == 1;
}

} // namespace

QString wireName(TxnStatus status)
{
    switch (status) {
    case TxnStatus::Committed: return QStringLiteral("committed");
    case TxnStatus::Aborted: return QStringLiteral("aborted");
    case TxnStatus::Open: return QStringLiteral("open");
    case TxnStatus::Unknown: break;
    }
    return QStringLiteral("unknown");
}

const TxnRange *PartitionTransactions::rangeAt(qint64 offset) const
{
    auto it = std::upper_bound(ranges.cbegin(), ranges.cend(), offset,
                               [](qint64 o, const TxnRange &r) { return o < r.firstOffset; });
    if (it == ranges.cbegin())
        return nullptr;
    --it;
    return offset <= it->lastOffset ? &*it : nullptr;
}

const ControlMarker *PartitionTransactions::markerAt(qint64 offset) const
{
    auto it = std::lower_bound(markers.cbegin(), markers.cend(), offset,
                               [](const ControlMarker &m, qint64 o) { return m.offset < o; });
    return it != markers.cend() && it->offset == offset ? &*it : nullptr;
}

int PartitionTransactions::count(TxnStatus status, qint64 from, qint64 to) const
{
    qint64 n = 0;
    for (const TxnRange &r : ranges)
        if (r.status == status && r.lastOffset >= from && r.firstOffset <= to)
            n += std::min(r.lastOffset, to) - std::max(r.firstOffset, from) + 1;
    return int(std::min<qint64>(n, std::numeric_limits<int>::max()));
}

qint64 addBatches(const QByteArray &records, PartitionTransactions &out)
{
    constexpr qsizetype kOffsetAndLength = 12;
    qint64 next = -1;
    qsizetype pos = 0;
    while (records.size() - pos >= kOffsetAndLength) {
        protocol::Reader h(records.constData() + pos, kOffsetAndLength);
        const qint64 base = h.i64();
        const int32_t length = h.i32();
        if (length < 0 || length > records.size() - pos - kOffsetAndLength)
            break; // cut short at the end of the answer: the next fetch starts with it
        const QByteArray batch = records.mid(pos + kOffsetAndLength, length);
        pos += kOffsetAndLength + length;
        protocol::Reader b(batch);
        b.i32(); // partition leader epoch
        const int8_t magic = b.i8();
        if (!b.ok())
            return -1;
        if (magic < 2) { // a message set from before Kafka 0.11: no transactions; base is its last
            next = base + 1;
            continue;
        }
        if (length < kBatchHeaderAfterLength)
            return -1;
        b.u32(); // crc
        const int16_t attributes = b.i16();
        const int32_t lastDelta = b.i32();
        const int64_t firstTimestamp = b.i64();
        b.i64(); // max timestamp
        const int64_t producerId = b.i64();
        const int16_t producerEpoch = b.i16();
        b.i32(); // base sequence
        b.i32(); // record count
        if (!b.ok() || lastDelta < 0)
            return -1;
        const qint64 last = base + lastDelta;
        if (attributes & kTransactionalBit) {
            if (attributes & kControlBit) {
                // Control batches are written uncompressed; a compressed one is not read.
                std::optional<bool> commit;
                if ((attributes & kCompressionMask) == 0)
                    commit = controlCommit(protocol::Reader(batch.mid(kBatchHeaderAfterLength)));
                if (commit) {
                    out.markers << ControlMarker{base, producerId, producerEpoch, *commit,
                                                 firstTimestamp};
                    const TxnStatus decided = *commit ? TxnStatus::Committed : TxnStatus::Aborted;
                    for (int i : out.undecided.take(producerId))
                        out.ranges[i].status = decided;
                }
            } else if (out.ranges.isEmpty() || out.ranges.last().lastOffset < base) {
                out.ranges << TxnRange{base, last, producerId, producerEpoch, TxnStatus::Unknown};
                out.undecided[producerId] << int(out.ranges.size() - 1);
            }
        }
        next = last + 1;
    }
    return next;
}

Result<PartitionTransactions> scanTransactions(protocol::ProtocolClient &client,
                                               const QString &topic, int partition,
                                               const ScanOptions &options)
{
    const ClusterMetadata *md = client.metadata();
    if (!md)
        return client.anyBroker().error();
    int leader = -1;
    for (const TopicInfo &t : md->topics)
        if (t.name == topic)
            for (const PartitionInfo &p : t.partitions)
                if (p.id == partition)
                    leader = p.leader;
    if (leader < 0)
        return Error::kafka(
            RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART,
            KS_ERR("%1/%2 has no leader in the metadata").arg(topic).arg(partition));
    auto c = client.broker(leader);
    if (!c)
        return c.error();
    PartitionTransactions out;
    out.topic = topic;
    out.partition = partition;
    out.from = options.from;
    qint64 offset = std::max<qint64>(0, options.from);
    qint64 readPastEnd = 0;
    for (;;) {
        msg::FetchRequest request;
        request.maxWaitMs = 0;
        request.minBytes = 0;
        request.maxBytes = options.fetchBytes;
        request.isolationLevel = kReadUncommitted;
        msg::FetchRequest::FetchTopic t;
        t.topic = topic;
        msg::FetchRequest::FetchPartition p;
        p.partition = partition;
        p.fetchOffset = offset;
        p.partitionMaxBytes = options.fetchBytes;
        t.partitions.push_back(p);
        request.topics.push_back(t);
        auto answer = (*c)->callAt<msg::FetchRequest, msg::FetchResponse>(request, kFetchVersion);
        if (!answer)
            return answer.error();
        if (answer->errorCode != 0)
            return protocol::kafkaError(answer->errorCode,
                                        KS_TR("Reading %1/%2").arg(topic).arg(partition));
        if (answer->responses.size() != 1 || answer->responses[0].partitions.size() != 1)
            return Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                                KS_ERR("The broker answered a fetch of %1/%2 with other partitions")
                                    .arg(topic)
                                    .arg(partition));
        const auto &pd = answer->responses[0].partitions[0];
        if (pd.errorCode == 1 /* OFFSET_OUT_OF_RANGE */ && pd.logStartOffset > offset) {
            offset = pd.logStartOffset; // the range starts before what is kept
            continue;
        }
        if (pd.errorCode != 0)
            return protocol::kafkaError(pd.errorCode,
                                        KS_TR("Reading %1/%2").arg(topic).arg(partition));
        out.highWatermark = pd.highWatermark;
        out.lastStableOffset = pd.lastStableOffset;
        const QByteArray records = pd.records.value_or(QByteArray());
        const qint64 next = records.isEmpty() ? -1 : addBatches(records, out);
        if (next < 0 && !records.isEmpty())
            return Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                                KS_ERR("%1/%2 at offset %3: not a record batch")
                                    .arg(topic)
                                    .arg(partition)
                                    .arg(offset));
        if (next <= offset) // nothing more: the end of the log
            break;
        if (options.to >= 0 && offset > options.to)
            readPastEnd += records.size();
        offset = next;
        out.scannedTo = offset;
        const bool rangeDone = options.to >= 0 && offset > options.to;
        if (rangeDone && out.undecided.isEmpty())
            break;
        if (offset >= out.highWatermark)
            break;
        if (readPastEnd >= options.maxBytes) {
            out.budgetExhausted = true;
            break;
        }
    }
    if (out.scannedTo < 0)
        out.scannedTo = offset;
    // At the end of the log, a transaction without its marker is open; short of it, unknown.
    if (!out.budgetExhausted && out.scannedTo >= out.highWatermark)
        for (auto it = out.undecided.cbegin(); it != out.undecided.cend(); ++it)
            for (int i : *it)
                out.ranges[i].status = TxnStatus::Open;
    return out;
}

} // namespace kafscope::transactions
