#include "topics/watermarks.h"

#include <librdkafka/rdkafka.h>

#include <QThread>

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
    return err == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION || err == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART || err == RD_KAFKA_RESP_ERR__UNKNOWN_PARTITION;
}

// Fills one end (low or high) of every listed partition; returns librdkafka's error, if any.
// offsets_for_times drops every answer when one partition's leader moved (new topics, a stopped
// broker); librdkafka refreshes its metadata on that error, so a short wait and a retry succeed.
rd_kafka_resp_err_t queryEnd(KafkaClient &client, rd_kafka_topic_partition_list_t *list, qint64 logical,
                             int timeoutMs)
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

WatermarkTable queryWatermarks(KafkaClient &client, const QList<TopicInfo> &topics, int timeoutMs)
{
    if (timeoutMs < 0)
        timeoutMs = client.profile().timeoutMs;
    WatermarkTable table;
    int total = 0;
    for (const TopicInfo &t : topics)
        total += int(t.partitions.size());
    if (total == 0)
        return table;
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(total);
    QList<QByteArray> names;
    names.reserve(topics.size());
    int offline = 0;
    for (const TopicInfo &t : topics) {
        int maxId = -1;
        for (const PartitionInfo &p : t.partitions)
            maxId = std::max(maxId, p.id);
        table.byTopic.insert(t.name, std::vector<Watermark>(size_t(maxId + 1)));
        names.append(t.name.toUtf8());
        for (const PartitionInfo &p : t.partitions) {
            if (p.leader < 0) {
                ++offline; // no leader to ask; stays unknown
                continue;
            }
            rd_kafka_topic_partition_list_add(list, names.last().constData(), p.id);
        }
    }
    if (list->cnt > 0) {
        rd_kafka_topic_partition_list_t *high = rd_kafka_topic_partition_list_copy(list);
        const rd_kafka_resp_err_t errLow = queryEnd(client, list, RD_KAFKA_OFFSET_BEGINNING, timeoutMs);
        const rd_kafka_resp_err_t errHigh = queryEnd(client, high, RD_KAFKA_OFFSET_END, timeoutMs);
        int failed = 0;
        for (int i = 0; i < list->cnt; ++i) {
            const rd_kafka_topic_partition_t &lo = list->elems[i];
            const rd_kafka_topic_partition_t &hi = high->elems[i];
            auto &row = table.byTopic[QString::fromUtf8(lo.topic)];
            const bool ok = !errLow && !errHigh && !lo.err && !hi.err && lo.offset >= 0 && hi.offset >= 0;
            if (ok)
                row[size_t(lo.partition)] = {lo.offset, hi.offset};
            else
                ++failed;
        }
        rd_kafka_topic_partition_list_destroy(high);
        if (errLow || errHigh)
            table.error = QStringLiteral("Watermarks unavailable: %1")
                              .arg(QString::fromUtf8(rd_kafka_err2str(errLow ? errLow : errHigh)));
        else if (failed > 0)
            table.error = QStringLiteral("Watermarks missing for %1 partition(s)").arg(failed);
    }
    rd_kafka_topic_partition_list_destroy(list);
    if (offline > 0)
        table.error = (table.error.isEmpty() ? QString() : table.error + QStringLiteral("; "))
                      + QStringLiteral("%1 partition(s) have no leader").arg(offline);
    return table;
}

} // namespace kafscope
