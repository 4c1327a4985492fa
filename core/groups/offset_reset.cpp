#include "groups/offset_reset.h"

#include "common/translations.h"

#include "admin/admin_call.h"
#include "admin/write_guard.h"
#include "groups/group_describe.h"

#include <librdkafka/rdkafka.h>

#include <QDateTime>
#include <QSet>

namespace kafscope::groups {

namespace {

Result<QList<TopicPartition>> partitionsOf(KafkaClient &client, const QStringList &topics)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    QList<TopicPartition> out;
    for (const QString &t : topics) {
        const auto it = std::find_if(md->topics.cbegin(), md->topics.cend(),
                                     [&](const TopicInfo &ti) { return ti.name == t; });
        if (it == md->topics.cend() || it->partitions.isEmpty())
            return Error::usage(KS_ERR("Topic %1 does not exist").arg(t));
        for (const PartitionInfo &p : it->partitions)
            out << TopicPartition{t, p.id};
    }
    return out;
}

// Committed offsets of a group as a map, and the topics they cover.
Result<QHash<TopicPartition, qint64>> committedMap(KafkaClient &client, const QString &group,
                                                   QStringList *topics)
{
    auto committed = committedOffsets(client, group);
    if (!committed)
        return committed.error();
    QHash<TopicPartition, qint64> out;
    for (const CommittedOffset &c : committed.value()) {
        out.insert(c.tp, c.offset);
        if (topics && !topics->contains(c.tp.topic))
            topics->append(c.tp.topic);
    }
    return out;
}

qint64 targetFor(const ResetTarget &t, qint64 current, qint64 start, qint64 end, qint64 atTime,
                 QString &note)
{
    qint64 v = -1;
    switch (t.mode) {
    case ResetTarget::Mode::Earliest: v = start; break;
    case ResetTarget::Mode::Latest: v = end; break;
    case ResetTarget::Mode::Timestamp:
        v = atTime >= 0 ? atTime : end;
        if (atTime < 0)
            note = KS_TR("no message at or after that time: the log end");
        break;
    case ResetTarget::Mode::Offset: v = t.value; break;
    case ResetTarget::Mode::Shift:
        if (current < 0)
            note = KS_TR("no committed offset: shifted from the log start");
        v = (current < 0 ? start : current) + t.value;
        break;
    }
    if (v < start) {
        note = KS_TR("clamped to the log start");
        v = start;
    } else if (v > end) {
        note = KS_TR("clamped to the log end");
        v = end;
    }
    return v;
}

Status checkGroupResults(const rd_kafka_group_result_t **res, size_t n, const ErrorText &what)
{
    for (size_t i = 0; i < n; ++i) {
        if (const rd_kafka_error_t *e = rd_kafka_group_result_error(res[i]))
            return Error::kafka(
                rd_kafka_error_code(e),
                KS_ERR("%1: %2").arg(what, QString::fromUtf8(rd_kafka_error_string(e))));
        const rd_kafka_topic_partition_list_t *parts = rd_kafka_group_result_partitions(res[i]);
        for (int j = 0; parts && j < parts->cnt; ++j)
            if (parts->elems[j].err)
                return Error::kafka(
                    parts->elems[j].err,
                    KS_ERR("%1: %2/%3: %4")
                        .arg(what, QString::fromUtf8(parts->elems[j].topic))
                        .arg(parts->elems[j].partition)
                        .arg(QString::fromUtf8(rd_kafka_err2str(parts->elems[j].err))));
    }
    return Ok{};
}

} // namespace

Result<ResetTarget> ResetTarget::parse(const QString &text)
{
    ResetTarget t;
    const QString head = text.section(QLatin1Char(':'), 0, 0);
    const QString arg = text.section(QLatin1Char(':'), 1);
    bool ok = true;
    if (text == QLatin1String("earliest")) {
        t.mode = Mode::Earliest;
    } else if (text == QLatin1String("latest")) {
        t.mode = Mode::Latest;
    } else if (head == QLatin1String("offset")) {
        t.mode = Mode::Offset;
        t.value = arg.toLongLong(&ok);
        ok = ok && t.value >= 0;
    } else if (head == QLatin1String("shift")) {
        t.mode = Mode::Shift;
        t.value = arg.toLongLong(&ok);
    } else if (head == QLatin1String("time")) {
        t.mode = Mode::Timestamp;
        QDateTime dt = QDateTime::fromString(arg, Qt::ISODateWithMs);
        if (!dt.isValid())
            dt = QDateTime::fromString(arg, Qt::ISODate);
        ok = dt.isValid();
        t.value = dt.toMSecsSinceEpoch();
    } else {
        ok = false;
    }
    if (!ok)
        return Error::usage(
            KS_ERR("Cannot read the reset target \"%1\": use earliest, latest, offset:N, "
                   "time:2024-01-31T12:00:00Z or shift:-N")
                .arg(text));
    return t;
}

QString ResetTarget::describe() const
{
    switch (mode) {
    case Mode::Earliest: return QStringLiteral("earliest");
    case Mode::Latest: return QStringLiteral("latest");
    case Mode::Offset: return QStringLiteral("offset:%1").arg(value);
    case Mode::Shift:
        return QStringLiteral("shift:%1%2")
            .arg(value >= 0 ? QStringLiteral("+") : QString())
            .arg(value);
    case Mode::Timestamp:
        return QStringLiteral("time:%1").arg(
            QDateTime::fromMSecsSinceEpoch(value, Qt::UTC).toString(Qt::ISODateWithMs));
    }
    return {};
}

qint64 ResetPlan::changes() const
{
    return std::count_if(rows.begin(), rows.end(),
                         [](const ResetRow &r) { return r.target != r.current; });
}

Result<ResetPlan> planReset(KafkaClient &client, const QString &group, const QStringList &topics,
                            const ResetTarget &target)
{
    QStringList chosen = topics;
    auto committed = committedMap(client, group, topics.isEmpty() ? &chosen : nullptr);
    if (!committed)
        return committed.error();
    if (chosen.isEmpty())
        return Error::usage(
            KS_ERR("Group %1 has no committed offsets: name the topics to reset with --topic")
                .arg(group));
    return planResetFrom(client, group, chosen, committed.value(), target);
}

Result<ResetPlan> planResetFrom(KafkaClient &client, const QString &group,
                                const QStringList &chosen,
                                const QHash<TopicPartition, qint64> &current,
                                const ResetTarget &target)
{
    auto tps = partitionsOf(client, chosen);
    if (!tps)
        return tps.error();
    auto starts = listOffsets(client, tps.value(), qint64(OffsetSpec::Start));
    auto ends = starts ? listOffsets(client, tps.value(), qint64(OffsetSpec::End)) : starts;
    if (!ends)
        return ends.error();
    QHash<TopicPartition, qint64> atTime;
    if (target.mode == ResetTarget::Mode::Timestamp) {
        auto r = listOffsets(client, tps.value(), target.value);
        if (!r)
            return r.error();
        atTime = r.value();
    }
    ResetPlan plan{group, QStringLiteral("reset to %1").arg(target.describe()), {}};
    for (const TopicPartition &tp : tps.value()) {
        ResetRow row{tp, current.value(tp, -1), -1, starts->value(tp, -1), ends->value(tp, -1), {}};
        if (row.logStart < 0 || row.logEnd < 0)
            return Error::kafka(RD_KAFKA_RESP_ERR__FAIL,
                                KS_ERR("No offsets for %1/%2: its leader did not answer")
                                    .arg(tp.topic)
                                    .arg(tp.partition));
        row.target = targetFor(target, row.current, row.logStart, row.logEnd, atTime.value(tp, -1),
                               row.note);
        plan.rows << row;
    }
    std::sort(plan.rows.begin(), plan.rows.end(),
              [](const ResetRow &a, const ResetRow &b) { return a.tp < b.tp; });
    return plan;
}

Result<ResetPlan> planCopy(KafkaClient &client, const QString &fromGroup, const QString &group,
                           const QStringList &topics)
{
    auto source = committedOffsets(client, fromGroup);
    if (!source)
        return source.error();
    auto current = committedMap(client, group, nullptr);
    if (!current)
        return current.error();
    ResetPlan plan{group, QStringLiteral("copy from group %1").arg(fromGroup), {}};
    for (const CommittedOffset &c : source.value())
        if (c.offset >= 0 && (topics.isEmpty() || topics.contains(c.tp.topic)))
            plan.rows << ResetRow{c.tp, current->value(c.tp, -1), c.offset, -1, -1, {}};
    if (plan.rows.isEmpty())
        return Error::usage(KS_ERR("Group %1 has no committed offsets to copy").arg(fromGroup));
    return plan;
}

Status requireNoActiveMembers(KafkaClient &client, const QString &group, const QString &action)
{
    auto d = describeGroup(client, group);
    if (!d)
        return d.error();
    if (!d->members.isEmpty()) {
        QStringList clients;
        for (const GroupMember &m : d->members)
            clients << m.clientId;
        return Error::usage(
            KS_ERR("Cannot %1 group %2: it has %3 active member(s) (%4). Stop its consumers "
                   "first; Kafka only changes the offsets of an empty group.")
                .arg(action, group)
                .arg(d->members.size())
                .arg(clients.join(QStringLiteral(", "))));
    }
    return Ok{};
}

Status applyPlan(KafkaClient &client, const ResetPlan &plan, const QString &confirmation)
{
    if (auto s = WriteGuard::admit(client.profile(), {WriteKind::ResetOffsets, plan.group},
                                   confirmation);
        !s)
        return s;
    if (auto s =
            requireNoActiveMembers(client, plan.group, QStringLiteral("change the offsets of"));
        !s)
        return s;
    rd_kafka_topic_partition_list_t *list =
        rd_kafka_topic_partition_list_new(int(plan.rows.size()));
    for (const ResetRow &r : plan.rows)
        rd_kafka_topic_partition_list_add(list, r.tp.topic.toUtf8().constData(), r.tp.partition)
            ->offset = r.target;
    const QByteArray name = plan.group.toUtf8();
    rd_kafka_AlterConsumerGroupOffsets_t *req =
        rd_kafka_AlterConsumerGroupOffsets_new(name.constData(), list);
    rd_kafka_topic_partition_list_destroy(list);
    const ErrorText what = KS_ERR("Writing the offsets of group %1").arg(plan.group);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_ALTERCONSUMERGROUPOFFSETS);
    rd_kafka_AlterConsumerGroupOffsets(call.handle(), &req, 1, call.options(), call.queue());
    rd_kafka_AlterConsumerGroupOffsets_destroy(req);
    auto ev = call.wait(RD_KAFKA_EVENT_ALTERCONSUMERGROUPOFFSETS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_group_result_t **res = rd_kafka_AlterConsumerGroupOffsets_result_groups(
        rd_kafka_event_AlterConsumerGroupOffsets_result(ev.value()), &n);
    return checkGroupResults(res, n, what);
}

Status deleteGroup(KafkaClient &client, const QString &group, const QString &confirmation)
{
    if (auto s = WriteGuard::admit(client.profile(), {WriteKind::DeleteGroup, group}, confirmation);
        !s)
        return s;
    if (auto s = requireNoActiveMembers(client, group, QStringLiteral("delete")); !s)
        return s;
    const QByteArray name = group.toUtf8();
    rd_kafka_DeleteGroup_t *del = rd_kafka_DeleteGroup_new(name.constData());
    const ErrorText what = KS_ERR("Deleting group %1").arg(group);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DELETEGROUPS);
    rd_kafka_DeleteGroups(call.handle(), &del, 1, call.options(), call.queue());
    rd_kafka_DeleteGroup_destroy(del);
    auto ev = call.wait(RD_KAFKA_EVENT_DELETEGROUPS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_group_result_t **res =
        rd_kafka_DeleteGroups_result_groups(rd_kafka_event_DeleteGroups_result(ev.value()), &n);
    return checkGroupResults(res, n, what);
}

Status deleteGroupOffsets(KafkaClient &client, const QString &group, const QString &topic,
                          const QString &confirmation)
{
    if (auto s = WriteGuard::admit(client.profile(), {WriteKind::DeleteGroupOffsets, group},
                                   confirmation);
        !s)
        return s;
    auto tps = partitionsOf(client, {topic});
    if (!tps)
        return tps.error();
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(int(tps->size()));
    for (const TopicPartition &tp : tps.value())
        rd_kafka_topic_partition_list_add(list, tp.topic.toUtf8().constData(), tp.partition);
    const QByteArray name = group.toUtf8();
    rd_kafka_DeleteConsumerGroupOffsets_t *req =
        rd_kafka_DeleteConsumerGroupOffsets_new(name.constData(), list);
    rd_kafka_topic_partition_list_destroy(list);
    const ErrorText what =
        KS_ERR("Deleting the offsets of group %1 for topic %2").arg(group, topic);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DELETECONSUMERGROUPOFFSETS);
    rd_kafka_DeleteConsumerGroupOffsets(call.handle(), &req, 1, call.options(), call.queue());
    rd_kafka_DeleteConsumerGroupOffsets_destroy(req);
    auto ev = call.wait(RD_KAFKA_EVENT_DELETECONSUMERGROUPOFFSETS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_group_result_t **res = rd_kafka_DeleteConsumerGroupOffsets_result_groups(
        rd_kafka_event_DeleteConsumerGroupOffsets_result(ev.value()), &n);
    return checkGroupResults(res, n, what);
}

} // namespace kafscope::groups
