#include "topics/topic_config_summary.h"

#include "admin/admin_call.h"
#include "common/translations.h"

#include <limits>

namespace kafscope {

qint64 TopicConfigSummary::retentionSortKey() const
{
    bool ok = false;
    const qint64 ms = retentionMs.toLongLong(&ok);
    if (!ok)
        return -2;
    return ms < 0 ? std::numeric_limits<qint64>::max() : ms;
}

namespace {

const char *const kKeys[] = {"cleanup.policy", "retention.ms", "retention.bytes"};

// One DescribeConfigs request for `topics`, its answers added to `out`.
Status describeBatch(KafkaClient &client, const QStringList &topics, int timeoutMs,
                     QHash<QString, TopicConfigSummary> &out)
{
    std::vector<rd_kafka_ConfigResource_t *> resources;
    resources.reserve(size_t(topics.size()));
    for (const QString &t : topics) {
        rd_kafka_ConfigResource_t *res =
            rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_TOPIC, t.toUtf8().constData());
        for (const char *key : kKeys) // only these: the answer stays small for thousands of topics
            rd_kafka_ConfigResource_set_config(res, key, nullptr);
        resources.push_back(res);
    }
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBECONFIGS, timeoutMs);
    rd_kafka_DescribeConfigs(client.handle(), resources.data(), resources.size(), call.options(),
                             call.queue());
    for (rd_kafka_ConfigResource_t *res : resources)
        rd_kafka_ConfigResource_destroy(res);
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBECONFIGS_RESULT,
                        KS_ERR("Reading the configs of %1 topics").arg(topics.size()));
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_ConfigResource_t **answers = rd_kafka_DescribeConfigs_result_resources(
        rd_kafka_event_DescribeConfigs_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i) {
        if (rd_kafka_ConfigResource_error(answers[i]))
            continue;
        TopicConfigSummary s;
        size_t cnt = 0;
        const rd_kafka_ConfigEntry_t **entries = rd_kafka_ConfigResource_configs(answers[i], &cnt);
        for (size_t j = 0; j < cnt; ++j) {
            const char *name = rd_kafka_ConfigEntry_name(entries[j]);
            const char *value = rd_kafka_ConfigEntry_value(entries[j]);
            const QString v = QString::fromUtf8(value ? value : "");
            if (qstrcmp(name, "cleanup.policy") == 0)
                s.cleanupPolicy = v;
            else if (qstrcmp(name, "retention.ms") == 0)
                s.retentionMs = v;
            else if (qstrcmp(name, "retention.bytes") == 0)
                s.retentionBytes = v;
        }
        out.insert(QString::fromUtf8(rd_kafka_ConfigResource_name(answers[i])), s);
    }
    return Ok{};
}

} // namespace

Result<QHash<QString, TopicConfigSummary>>
describeTopicSummaries(KafkaClient &client, const QStringList &topics, int batch, int timeoutMs)
{
    QHash<QString, TopicConfigSummary> out;
    std::optional<Error> last;
    bool answered = false;
    for (qsizetype from = 0; from < topics.size(); from += qMax(1, batch)) {
        auto s = describeBatch(client, topics.mid(from, qMax(1, batch)), timeoutMs, out);
        if (s)
            answered = true;
        else
            last = s.error();
    }
    if (!answered && last)
        return *last;
    return out;
}

} // namespace kafscope
