#include "groups/group_offsets.h"

#include "admin/admin_call.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>
#include <memory>

namespace kafscope::groups {

namespace {

// One ListConsumerGroupOffsets request in flight.
struct PendingList {
    std::unique_ptr<AdminCall> call;
    QString group;
};

void startList(KafkaClient &client, PendingList &p)
{
    p.call = std::make_unique<AdminCall>(client, RD_KAFKA_ADMIN_OP_LISTCONSUMERGROUPOFFSETS);
    const QByteArray name = p.group.toUtf8();
    rd_kafka_ListConsumerGroupOffsets_t *req =
        rd_kafka_ListConsumerGroupOffsets_new(name.constData(), nullptr);
    rd_kafka_ListConsumerGroupOffsets(p.call->handle(), &req, 1, p.call->options(),
                                      p.call->queue());
    rd_kafka_ListConsumerGroupOffsets_destroy(req);
}

GroupOffsets finishList(PendingList &p)
{
    GroupOffsets out{p.group, {}, std::nullopt};
    const ErrorText what = KS_ERR("Reading the committed offsets of group %1").arg(p.group);
    auto ev = p.call->wait(RD_KAFKA_EVENT_LISTCONSUMERGROUPOFFSETS_RESULT, what);
    if (!ev) {
        out.error = ev.error();
        return out;
    }
    size_t n = 0;
    const rd_kafka_group_result_t **res = rd_kafka_ListConsumerGroupOffsets_result_groups(
        rd_kafka_event_ListConsumerGroupOffsets_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i) {
        if (const rd_kafka_error_t *e = rd_kafka_group_result_error(res[i])) {
            out.error = Error::kafka(
                rd_kafka_error_code(e),
                KS_ERR("%1: %2").arg(what, QString::fromUtf8(rd_kafka_error_string(e))));
            return out;
        }
        const rd_kafka_topic_partition_list_t *parts = rd_kafka_group_result_partitions(res[i]);
        for (int j = 0; parts && j < parts->cnt; ++j) {
            const rd_kafka_topic_partition_t &tp = parts->elems[j];
            CommittedOffset c;
            c.tp = {QString::fromUtf8(tp.topic), tp.partition};
            c.offset = tp.offset < 0 ? -1 : tp.offset;
            if (tp.metadata && tp.metadata_size)
                c.metadata = QString::fromUtf8(static_cast<const char *>(tp.metadata),
                                               qsizetype(tp.metadata_size));
            c.errorCode = tp.err;
            out.offsets << c;
        }
    }
    std::sort(out.offsets.begin(), out.offsets.end(),
              [](const CommittedOffset &a, const CommittedOffset &b) { return a.tp < b.tp; });
    return out;
}

} // namespace

QList<GroupOffsets> committedOffsetsMany(KafkaClient &client, const QStringList &groups,
                                         int concurrency)
{
    QList<GroupOffsets> out;
    out.reserve(groups.size());
    const int width = qMax(1, concurrency);
    for (qsizetype from = 0; from < groups.size(); from += width) {
        std::vector<PendingList> wave;
        for (qsizetype i = from; i < qMin(groups.size(), from + width); ++i)
            wave.push_back(PendingList{nullptr, groups[i]});
        for (PendingList &p : wave)
            startList(client, p); // all requests go out before the first answer is awaited
        for (PendingList &p : wave)
            out << finishList(p);
    }
    return out;
}

Result<QList<CommittedOffset>> committedOffsets(KafkaClient &client, const QString &group)
{
    const QList<GroupOffsets> r = committedOffsetsMany(client, {group}, 1);
    if (r.first().error)
        return *r.first().error;
    return r.first().offsets;
}

Result<QHash<TopicPartition, qint64>>
listOffsets(KafkaClient &client, const QList<TopicPartition> &tps, qint64 timestampOrSpec)
{
    QHash<TopicPartition, qint64> out;
    if (tps.isEmpty())
        return out;
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(int(tps.size()));
    for (const TopicPartition &tp : tps)
        rd_kafka_topic_partition_list_add(list, tp.topic.toUtf8().constData(), tp.partition)
            ->offset = timestampOrSpec;
    const rd_kafka_resp_err_t err =
        rd_kafka_offsets_for_times(client.handle(), list, client.profile().timeoutMs);
    if (err && err != RD_KAFKA_RESP_ERR__PARTIAL) {
        rd_kafka_topic_partition_list_destroy(list);
        return client.makeError(err, KS_ERR("Reading partition offsets"));
    }
    for (int i = 0; i < list->cnt; ++i) {
        const rd_kafka_topic_partition_t &e = list->elems[i];
        if (!e.err)
            out.insert({QString::fromUtf8(e.topic), e.partition}, e.offset);
    }
    rd_kafka_topic_partition_list_destroy(list);
    return out;
}

GroupLag computeLag(const QList<CommittedOffset> &committed,
                    const QHash<TopicPartition, qint64> &ends,
                    const QList<TopicPartition> &alsoPartitions)
{
    QMap<TopicPartition, qint64> byTp;
    for (const TopicPartition &tp : alsoPartitions)
        byTp.insert(tp, -1);
    for (const CommittedOffset &c : committed)
        byTp.insert(c.tp, c.offset);
    GroupLag lag;
    for (auto it = byTp.cbegin(); it != byTp.cend(); ++it) {
        PartitionLag p{it.key(), it.value(), ends.value(it.key(), -1), -1};
        if (p.committed >= 0 && p.end >= 0) {
            p.lag = qMax<qint64>(0, p.end - p.committed);
            lag.perTopic[p.tp.topic] += p.lag;
            lag.total += p.lag;
            lag.known = true;
        } else {
            if (p.committed >= 0)
                lag.unknownEnds << p.tp;
            if (!lag.perTopic.contains(p.tp.topic))
                lag.perTopic.insert(p.tp.topic, 0);
        }
        lag.partitions << p;
    }
    return lag;
}

Result<GroupLag> groupLag(KafkaClient &client, const QString &group,
                          const QList<TopicPartition> &alsoPartitions)
{
    auto committed = committedOffsets(client, group);
    if (!committed)
        return committed.error();
    QList<TopicPartition> tps = alsoPartitions;
    for (const CommittedOffset &c : committed.value())
        if (!tps.contains(c.tp))
            tps << c.tp;
    auto ends = listOffsets(client, tps, qint64(OffsetSpec::End));
    if (!ends)
        return ends.error();
    return computeLag(committed.value(), ends.value(), alsoPartitions);
}

} // namespace kafscope::groups
