#include "topics/watermarks.h"
#include "common/translations.h"
#include "common/worker.h"

#include <librdkafka/rdkafka.h>

#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

namespace kafscope {

Watermark WatermarkTable::at(const QString &topic, int partition) const
{
    const auto it = byTopic.constFind(topic);
    if (it == byTopic.constEnd() || partition < 0 || size_t(partition) >= it->size())
        return {};
    return (*it)[size_t(partition)];
}

qint64 WatermarkTable::messages(const QString &topic) const
{
    const auto it = byTopic.constFind(topic);
    if (it == byTopic.constEnd())
        return -1;
    qint64 sum = 0;
    for (const Watermark &w : *it) {
        if (!w.known())
            return -1;
        sum += w.messages();
    }
    return sum;
}

namespace {

bool leadershipMoved(rd_kafka_resp_err_t err)
{
    return err == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION ||
           err == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART ||
           err == RD_KAFKA_RESP_ERR__UNKNOWN_PARTITION;
}

// Fills one end (low or high) of every listed partition; returns librdkafka's error, if any.
// offsets_for_times drops every answer when one partition's leader moved (new topics, a stopped
// broker); librdkafka refreshes its metadata on that error, so a short wait and a retry succeed.
rd_kafka_resp_err_t queryEnd(KafkaClient &client, rd_kafka_topic_partition_list_t *list,
                             qint64 logical, int timeoutMs)
{
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;
    for (int attempt = 0; attempt < 4; ++attempt) {
        if (attempt > 0)
            QThread::msleep(250 * attempt);
        for (int i = 0; i < list->cnt; ++i)
            list->elems[i].offset = logical;
        err = rd_kafka_offsets_for_times(client.handle(), list, timeoutMs);
        if (!leadershipMoved(err))
            break;
    }
    return err;
}

} // namespace

namespace {

// One asked-for partition and what came back.
struct Slot {
    const char *topic;
    int partition;
    Watermark mark;
    bool ok = false;
};

// Both ends of asked[begin, end) in one partition list; returns the request-level error, if any.
rd_kafka_resp_err_t queryChunk(KafkaClient &client, std::vector<Slot> &asked, size_t begin,
                               size_t end, int timeoutMs)
{
    rd_kafka_topic_partition_list_t *low = rd_kafka_topic_partition_list_new(int(end - begin));
    for (size_t i = begin; i < end; ++i)
        rd_kafka_topic_partition_list_add(low, asked[i].topic, asked[i].partition);
    rd_kafka_topic_partition_list_t *high = rd_kafka_topic_partition_list_copy(low);
    rd_kafka_resp_err_t err = queryEnd(client, low, RD_KAFKA_OFFSET_BEGINNING, timeoutMs);
    if (!err)
        err = queryEnd(client, high, RD_KAFKA_OFFSET_END, timeoutMs);
    for (int i = 0; !err && i < low->cnt; ++i) {
        const rd_kafka_topic_partition_t &lo = low->elems[i];
        const rd_kafka_topic_partition_t &hi = high->elems[i];
        Slot &slot = asked[begin + size_t(i)];
        slot.ok = !lo.err && !hi.err && lo.offset >= 0 && hi.offset >= 0;
        if (slot.ok)
            slot.mark = {lo.offset, hi.offset};
    }
    rd_kafka_topic_partition_list_destroy(high);
    rd_kafka_topic_partition_list_destroy(low);
    return err;
}

} // namespace

WatermarkTable queryWatermarks(KafkaClient &client, const QList<TopicInfo> &topics, int timeoutMs)
{
    if (timeoutMs < 0)
        timeoutMs = client.profile().timeoutMs;
    WatermarkTable table;
    std::vector<QByteArray> names;
    names.reserve(size_t(topics.size()));
    std::vector<Slot> asked;
    int offline = 0;
    for (const TopicInfo &t : topics) {
        int maxId = -1;
        for (const PartitionInfo &p : t.partitions)
            maxId = std::max(maxId, p.id);
        table.byTopic.insert(t.name, std::vector<Watermark>(size_t(maxId + 1)));
        names.push_back(t.name.toUtf8());
        for (const PartitionInfo &p : t.partitions) {
            if (p.leader < 0)
                ++offline; // no leader to ask; stays unknown
            else
                asked.push_back({names.back().constData(), p.id, {}, false});
        }
    }
    // librdkafka matches answers to the request list by linear search, so one list of n partitions
    // costs O(n^2): ask in chunks instead, a few chunks at a time (each still one ListOffsets
    // request per leader and end).
    constexpr size_t kChunk = 1000;
    const size_t chunks = (asked.size() + kChunk - 1) / kChunk;
    std::atomic<size_t> next{0};
    std::atomic<int> firstError{0};
    auto work = [&] {
        for (size_t c = next++; c < chunks; c = next++) {
            const rd_kafka_resp_err_t err = queryChunk(
                client, asked, c * kChunk, std::min(asked.size(), (c + 1) * kChunk), timeoutMs);
            int none = 0;
            if (err)
                firstError.compare_exchange_strong(none, int(err));
        }
    };
    // Helpers on Workers without owner; each query is bounded by timeoutMs, so waiting for them
    // is too (this runs on a session's or the CLI's thread, never the GUI's).
    std::vector<std::unique_ptr<Worker>> pool;
    for (size_t i = 1; i < std::min<size_t>(chunks, 4); ++i) {
        pool.push_back(std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-wm")));
        pool.back()->run(work);
    }
    work();
    for (const std::unique_ptr<Worker> &w : pool)
        w->wait(-1);

    int failed = 0;
    for (const Slot &slot : asked) {
        if (!slot.ok) {
            ++failed;
            continue;
        }
        table.byTopic[QString::fromUtf8(slot.topic)][size_t(slot.partition)] = slot.mark;
    }
    if (firstError)
        table.error =
            KS_TR("Watermarks missing for %1 partition(s): %2")
                .arg(failed)
                .arg(QString::fromUtf8(rd_kafka_err2str(rd_kafka_resp_err_t(firstError.load()))));
    else if (failed > 0)
        table.error = KS_TR("Watermarks missing for %1 partition(s)").arg(failed);
    if (offline > 0)
        table.error = (table.error.isEmpty() ? QString() : table.error + QStringLiteral("; ")) +
                      KS_TR("%1 partition(s) have no leader").arg(offline);
    return table;
}

} // namespace kafscope
