#include "admin/leader_election.h"

#include "admin/admin_call.h"
#include "admin/write_guard.h"

#include <algorithm>

namespace kafscope {

Result<QList<ElectionOutcome>> electLeaders(KafkaClient &client, const QString &topic,
                                            const QList<int> &partitions, ElectionType type,
                                            const QString &confirmation)
{
    if (auto g = WriteGuard::admitTopic(client.profile(), {WriteKind::ElectLeaders, topic},
                                        confirmation);
        !g)
        return g.error();
    QList<int> wanted = partitions;
    if (wanted.isEmpty()) {
        auto md = client.metadata(true);
        if (!md)
            return md.error();
        for (const TopicInfo &t : md->topics)
            if (t.name == topic && t.errorCode == 0)
                for (const PartitionInfo &p : t.partitions)
                    wanted << p.id;
        if (wanted.isEmpty())
            return Error::kafka(RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART,
                                KS_ERR("Topic %1 does not exist").arg(topic));
    }
    const QByteArray name = topic.toUtf8();
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(int(wanted.size()));
    for (int p : wanted)
        rd_kafka_topic_partition_list_add(list, name.constData(), p);
    rd_kafka_ElectLeaders_t *request =
        rd_kafka_ElectLeaders_new(type == ElectionType::Unclean ? RD_KAFKA_ELECTION_TYPE_UNCLEAN
                                                                : RD_KAFKA_ELECTION_TYPE_PREFERRED,
                                  list);
    rd_kafka_topic_partition_list_destroy(list);
    const ErrorText what = KS_ERR("Electing the leaders of %1").arg(topic);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_ELECTLEADERS);
    rd_kafka_ElectLeaders(client.handle(), request, call.options(), call.queue());
    rd_kafka_ElectLeaders_destroy(request);
    auto ev = call.wait(RD_KAFKA_EVENT_ELECTLEADERS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_topic_partition_result_t **results =
        rd_kafka_ElectLeaders_result_partitions(rd_kafka_event_ElectLeaders_result(ev.value()), &n);
    QList<ElectionOutcome> out;
    for (size_t i = 0; i < n; ++i) {
        const rd_kafka_topic_partition_t *tp =
            rd_kafka_topic_partition_result_partition(results[i]);
        const rd_kafka_error_t *e = rd_kafka_topic_partition_result_error(results[i]);
        ElectionOutcome o;
        o.partition = int(tp->partition);
        const rd_kafka_resp_err_t code = e ? rd_kafka_error_code(e) : RD_KAFKA_RESP_ERR_NO_ERROR;
        if (code == RD_KAFKA_RESP_ERR_ELECTION_NOT_NEEDED)
            o.notNeeded = true;
        else if (code != RD_KAFKA_RESP_ERR_NO_ERROR)
            o.error = Error::kafka(code, KS_ERR("%1 (partition %2): %3")
                                             .arg(what)
                                             .arg(o.partition)
                                             .arg(QString::fromUtf8(rd_kafka_error_string(e))));
        out << o;
    }
    std::sort(out.begin(), out.end(), [](const ElectionOutcome &a, const ElectionOutcome &b) {
        return a.partition < b.partition;
    });
    return out;
}

} // namespace kafscope
