#include "admin/topic_admin.h"

#include "admin/admin_call.h"

namespace kafscope {

Status createTopic(KafkaClient &client, const NewTopicSpec &spec)
{
    char err[512];
    rd_kafka_NewTopic_t *nt = rd_kafka_NewTopic_new(spec.name.toUtf8().constData(), spec.partitions,
                                                    spec.replicationFactor, err, sizeof err);
    if (!nt)
        return Error::usage(QString::fromUtf8(err));
    for (const auto &[k, v] : spec.configs)
        rd_kafka_NewTopic_set_config(nt, k.toUtf8().constData(), v.toUtf8().constData());
    const QString what = QStringLiteral("Creating topic %1").arg(spec.name);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_CREATETOPICS);
    rd_kafka_CreateTopics(client.handle(), &nt, 1, call.options(), call.queue());
    rd_kafka_NewTopic_destroy(nt);
    auto ev = call.wait(RD_KAFKA_EVENT_CREATETOPICS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_topic_result_t **res =
        rd_kafka_CreateTopics_result_topics(rd_kafka_event_CreateTopics_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i)
        if (const rd_kafka_resp_err_t e = rd_kafka_topic_result_error(res[i])) {
            const char *msg = rd_kafka_topic_result_error_string(res[i]);
            return Error::kafka(e, QStringLiteral("%1: %2").arg(what, QString::fromUtf8(msg ? msg : rd_kafka_err2str(e))));
        }
    return Ok{};
}

} // namespace kafscope
