#include "admin/topic_admin.h"
#include "cluster/authorization.h"

#include "admin/admin_call.h"
#include "admin/topic_name.h"
#include "admin/write_guard.h"

#include <QElapsedTimer>
#include <QHash>
#include <QThread>

namespace kafscope {

namespace {

// The first per-topic error of a Create/Delete/CreatePartitions result, phrased for users.
// verb/operation name the right a refusal lacks ("create"/"Create", "delete"/"Delete", "add
// partitions to"/"Alter").
Status topicResultStatus(const rd_kafka_topic_result_t **res, size_t n, const ErrorText &what,
                         KafkaClient &client, const ErrorText &verb, const QString &operation)
{
    for (size_t i = 0; i < n; ++i)
        if (const rd_kafka_resp_err_t e = rd_kafka_topic_result_error(res[i])) {
            const char *msg = rd_kafka_topic_result_error_string(res[i]);
            if (e == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
                return unknownTopicError(QString::fromUtf8(rd_kafka_topic_result_name(res[i])));
            if (isAuthorizationFailure(e))
                return notAuthorized(client.profile(), e, verb, operation, QStringLiteral("topic"),
                                     QString::fromUtf8(rd_kafka_topic_result_name(res[i])));
            return Error::kafka(
                e, KS_ERR("%1: %2").arg(what, QString::fromUtf8(msg ? msg : rd_kafka_err2str(e))));
        }
    return Ok{};
}

// The controller accepted the change; the broker applies it to its metadata a moment later. Wait
// (bounded) until the metadata shows every topic with at least the expected partitions, all led, so
// the caller's next call (describe, alter, produce) finds them. Returns quietly on timeout.
void awaitPartitions(KafkaClient &client, const QHash<QString, int> &expected)
{
    QElapsedTimer timer;
    timer.start();
    const int limit = qMin(client.profile().timeoutMs, 10000);
    while (timer.elapsed() < limit) {
        auto md = client.metadata(true, limit);
        if (!md)
            return;
        int ready = 0;
        for (const TopicInfo &t : md->topics)
            if (const auto it = expected.constFind(t.name);
                it != expected.constEnd() && t.partitions.size() >= *it &&
                std::all_of(t.partitions.begin(), t.partitions.end(),
                            [](const PartitionInfo &p) { return p.leader >= 0; }))
                ++ready;
        if (ready == expected.size())
            return;
        QThread::msleep(100);
    }
}

Status guardWrite(KafkaClient &client, WriteKind kind, const QString &topic,
                  const QString &confirmation)
{
    return WriteGuard::admitTopic(client.profile(), {kind, topic}, confirmation);
}

} // namespace

Error unknownTopicError(const QString &topic)
{
    return Error::kafka(RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART,
                        KS_ERR("Topic %1 does not exist").arg(topic));
}

Status createTopic(KafkaClient &client, const NewTopicSpec &spec)
{
    return createTopics(client, {spec});
}

namespace {

Result<rd_kafka_NewTopic_t *> newTopic(const NewTopicSpec &spec)
{
    if (const TopicNameCheck check = checkTopicName(spec.name); !check.ok())
        return Error::usage(check.error);
    if (spec.partitions < 1)
        return Error::usage(KS_ERR("A topic needs at least 1 partition"));
    if (spec.replicationFactor == 0 || spec.replicationFactor < -1)
        return Error::usage(KS_ERR("The replication factor must be at least 1"));
    char err[512];
    rd_kafka_NewTopic_t *nt = rd_kafka_NewTopic_new(spec.name.toUtf8().constData(), spec.partitions,
                                                    spec.replicationFactor, err, sizeof err);
    if (!nt)
        return Error::usage(ErrorText::raw(QString::fromUtf8(err)));
    for (const auto &[k, v] : spec.configs)
        rd_kafka_NewTopic_set_config(nt, k.toUtf8().constData(), v.toUtf8().constData());
    return nt;
}

} // namespace

Status createTopics(KafkaClient &client, const QList<NewTopicSpec> &specs)
{
    if (specs.isEmpty())
        return Ok{};
    const QString target =
        specs.size() == 1 ? specs.first().name : QStringLiteral("%1 topics").arg(specs.size());
    if (auto g = WriteGuard::admit(client.profile(), {WriteKind::CreateTopic, target}); !g)
        return g;
    for (const NewTopicSpec &spec : specs)
        if (WriteGuard::isInternalTopic(spec.name) &&
            !spec.internalOverride) // the user's override box / --allow-internal
            return guardWrite(client, WriteKind::CreateTopic, spec.name,
                              QString()); // refused in the policy's words
    std::vector<rd_kafka_NewTopic_t *> topics;
    auto destroyAll = [&] {
        for (rd_kafka_NewTopic_t *nt : topics)
            rd_kafka_NewTopic_destroy(nt);
    };
    for (const NewTopicSpec &spec : specs) {
        auto nt = newTopic(spec);
        if (!nt) {
            destroyAll();
            return nt.error();
        }
        topics.push_back(nt.value());
    }
    const ErrorText what = KS_ERR("Creating topic %1").arg(target);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_CREATETOPICS);
    rd_kafka_CreateTopics(client.handle(), topics.data(), topics.size(), call.options(),
                          call.queue());
    destroyAll();
    auto ev = call.wait(RD_KAFKA_EVENT_CREATETOPICS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_topic_result_t **res =
        rd_kafka_CreateTopics_result_topics(rd_kafka_event_CreateTopics_result(ev.value()), &n);
    if (auto st =
            topicResultStatus(res, n, what, client, KS_ERR("create"), QStringLiteral("Create"));
        !st)
        return st;
    QHash<QString, int> expected;
    for (const NewTopicSpec &spec : specs)
        expected.insert(spec.name, spec.partitions);
    awaitPartitions(client, expected);
    return Ok{};
}

Status deleteTopic(KafkaClient &client, const QString &topic, const QString &confirmation)
{
    if (auto g = guardWrite(client, WriteKind::DeleteTopic, topic, confirmation); !g)
        return g;
    const ErrorText what = KS_ERR("Deleting topic %1").arg(topic);
    rd_kafka_DeleteTopic_t *dt = rd_kafka_DeleteTopic_new(topic.toUtf8().constData());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DELETETOPICS);
    rd_kafka_DeleteTopics(client.handle(), &dt, 1, call.options(), call.queue());
    rd_kafka_DeleteTopic_destroy(dt);
    auto ev = call.wait(RD_KAFKA_EVENT_DELETETOPICS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_topic_result_t **res =
        rd_kafka_DeleteTopics_result_topics(rd_kafka_event_DeleteTopics_result(ev.value()), &n);
    return topicResultStatus(res, n, what, client, KS_ERR("delete"), QStringLiteral("Delete"));
}

Result<int> partitionCount(KafkaClient &client, const QString &topic)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    for (const TopicInfo &t : md->topics)
        if (t.name == topic && t.errorCode == 0)
            return int(t.partitions.size());
    return missingTopicError(client, topic);
}

bool isLargePartitionIncrease(int current, int total)
{
    const int added = total - current;
    return added > 100 && added > current;
}

Status addPartitions(KafkaClient &client, const QString &topic, int totalPartitions,
                     const QString &confirmation)
{
    // Confirmed: the name typed back or the internal-topic override; required only for an internal
    // topic or a large increase.
    const bool confirmed = WriteGuard::confirms(confirmation, topic);
    if (auto g = guardWrite(client, WriteKind::AddPartitions, topic, confirmation); !g)
        return g;
    auto current = partitionCount(client, topic);
    if (!current)
        return current.error();
    if (totalPartitions <= current.value())
        return Error::usage(
            KS_ERR("Topic %1 already has %2 partitions; the count can only grow (asked for %3)")
                .arg(topic)
                .arg(current.value())
                .arg(totalPartitions));
    const qint64 added = qint64(totalPartitions) - current.value();
    if (added > kMaxNewPartitionsPerRequest)
        return Error::usage(
            KS_ERR("Adding %L1 partitions to %2 is more than Kafka creates in one request "
                   "(%L3); nothing was changed. Grow the topic in steps of at most %L3.")
                .arg(added)
                .arg(topic)
                .arg(kMaxNewPartitionsPerRequest));
    if (isLargePartitionIncrease(current.value(), totalPartitions) && !confirmed)
        return Error::usage(
            KS_ERR("Growing %1 from %L2 to %L3 partitions is a large change that cannot be "
                   "undone; confirm it (CLI: --yes)")
                .arg(topic)
                .arg(current.value())
                .arg(totalPartitions));
    char err[512];
    rd_kafka_NewPartitions_t *np = rd_kafka_NewPartitions_new(
        topic.toUtf8().constData(), size_t(totalPartitions), err, sizeof err);
    if (!np)
        return Error::usage(ErrorText::raw(QString::fromUtf8(err)));
    const ErrorText what = KS_ERR("Adding partitions to %1").arg(topic);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_CREATEPARTITIONS);
    rd_kafka_CreatePartitions(client.handle(), &np, 1, call.options(), call.queue());
    rd_kafka_NewPartitions_destroy(np);
    auto ev = call.wait(RD_KAFKA_EVENT_CREATEPARTITIONS_RESULT, what);
    Status st = ev ? Status(Ok{}) : Status(ev.error());
    if (ev) {
        size_t n = 0;
        const rd_kafka_topic_result_t **res = rd_kafka_CreatePartitions_result_topics(
            rd_kafka_event_CreatePartitions_result(ev.value()), &n);
        st = topicResultStatus(res, n, what, client, KS_ERR("add partitions to"),
                               QStringLiteral("Alter"));
    }
    if (!st) {
        // A refused or timed-out request may still have been applied in part: say what is there
        // now.
        Error e = st.error();
        if (auto after = partitionCount(client, topic))
            e.text = after.value() == current.value()
                         ? KS_ERR("%1. Nothing was applied: %2 still has %L3 partitions")
                               .arg(e.text)
                               .arg(topic)
                               .arg(after.value())
                         : KS_ERR("%1. %2 now has %L3 partitions (it had %L4; asked for %L5)")
                               .arg(e.text)
                               .arg(topic)
                               .arg(after.value())
                               .arg(current.value())
                               .arg(totalPartitions);
        return e;
    }
    awaitPartitions(client, {{topic, totalPartitions}});
    return Ok{};
}

Result<QList<DeletedRecords>> deleteRecords(KafkaClient &client, const QString &topic,
                                            const QList<QPair<int, qint64>> &partitionOffsets,
                                            const QString &confirmation)
{
    if (auto g = guardWrite(client, WriteKind::DeleteRecords, topic, confirmation); !g)
        return g.error();
    if (partitionOffsets.isEmpty())
        return Error::usage(KS_ERR("Name at least one partition to delete records from"));
    auto current = partitionCount(client, topic);
    if (!current)
        return current.error();
    const QByteArray name = topic.toUtf8();
    rd_kafka_topic_partition_list_t *list =
        rd_kafka_topic_partition_list_new(int(partitionOffsets.size()));
    for (const auto &[p, offset] : partitionOffsets) {
        if (p < 0 || p >= current.value()) {
            rd_kafka_topic_partition_list_destroy(list);
            return Error::usage(KS_ERR("Topic %1 has no partition %2 (it has %3)")
                                    .arg(topic)
                                    .arg(p)
                                    .arg(current.value()));
        }
        if (offset < -1) {
            rd_kafka_topic_partition_list_destroy(list);
            return Error::usage(
                KS_ERR("Offset %1 is not valid: use an offset >= 0 (or -1 for the end)")
                    .arg(offset));
        }
        rd_kafka_topic_partition_list_add(list, name.constData(), p)->offset =
            offset < 0 ? RD_KAFKA_OFFSET_END : offset;
    }
    rd_kafka_DeleteRecords_t *dr = rd_kafka_DeleteRecords_new(list);
    rd_kafka_topic_partition_list_destroy(list);
    const ErrorText what = KS_ERR("Deleting records of %1").arg(topic);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DELETERECORDS);
    rd_kafka_DeleteRecords(client.handle(), &dr, 1, call.options(), call.queue());
    rd_kafka_DeleteRecords_destroy(dr);
    auto ev = call.wait(RD_KAFKA_EVENT_DELETERECORDS_RESULT, what);
    if (!ev)
        return ev.error();
    const rd_kafka_topic_partition_list_t *res =
        rd_kafka_DeleteRecords_result_offsets(rd_kafka_event_DeleteRecords_result(ev.value()));
    QList<DeletedRecords> out;
    for (int i = 0; res && i < res->cnt; ++i) {
        const rd_kafka_topic_partition_t &tp = res->elems[i];
        DeletedRecords d{tp.partition, tp.offset, {}};
        if (tp.err == RD_KAFKA_RESP_ERR_OFFSET_OUT_OF_RANGE)
            d.error =
                KS_ERR("%1, partition %2: the offset is beyond the partition's high watermark")
                    .arg(what)
                    .arg(tp.partition);
        else if (tp.err)
            d.error = KS_ERR("%1, partition %2: %3")
                          .arg(what)
                          .arg(tp.partition)
                          .arg(QString::fromUtf8(rd_kafka_err2str(tp.err)));
        out.append(d);
    }
    return out;
}

} // namespace kafscope
