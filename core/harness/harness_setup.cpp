#include "harness/harness_setup.h"

#include "admin/topic_admin.h"
#include "admin/write_guard.h"
#include "cluster/kafka_client.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QThread>

namespace kafscope::harness {

namespace {

QMap<QString, int> knownPartitions(const ClusterMetadata &md, const QStringList &topics)
{
    QMap<QString, int> out;
    for (const TopicInfo &t : md.topics)
        if (topics.contains(t.name) && t.errorCode == 0 && !t.partitions.isEmpty())
            out.insert(t.name, int(t.partitions.size()));
    return out;
}

} // namespace

Result<QMap<QString, int>> ensureLevelTopics(const ConnectionProfile &profile,
                                             const HarnessConfig &config)
{
    auto admin = KafkaClient::create(profile, QStringLiteral("harness-admin"));
    if (!admin)
        return admin.error();
    KafkaClient &client = *admin.value();
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    const QStringList topics = config.topics();
    QMap<QString, int> found = knownPartitions(md.value(), topics);
    for (int level = 0; level < config.levels; ++level) {
        const QString t = config.topic(level);
        if (found.contains(t))
            continue;
        if (auto g = WriteGuard::admit(profile, {WriteKind::HarnessRun, t}); !g)
            return Error::readOnly(
                KS_ERR("Topic %1 does not exist and the connection is read-only").arg(t));
        auto created =
            createTopic(client, {t, config.partitionsOf(level), config.replicationFactor, {}});
        if (!created && created.error().code != RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS)
            return created.error();
    }
    QElapsedTimer timer;
    timer.start();
    while (found.size() < topics.size()) {
        if (timer.elapsed() > profile.timeoutMs)
            return Error::timeout(
                0, KS_ERR("The level topics did not appear in the metadata within %1 ms")
                       .arg(profile.timeoutMs));
        QThread::msleep(100);
        md = client.metadata(true);
        if (!md)
            return md.error();
        found = knownPartitions(md.value(), topics);
    }
    return found;
}

Status commitStartOffsets(const ConnectionProfile &profile, const QString &group,
                          const QMap<QString, int> &partitions)
{
    auto consumer =
        KafkaClient::create(profile, QStringLiteral("harness-setup"), KafkaClient::Type::Consumer,
                            {{QStringLiteral("group.id"), group},
                             {QStringLiteral("enable.auto.commit"), QStringLiteral("false")}});
    if (!consumer)
        return consumer.error();
    rd_kafka_t *rk = consumer.value()->handle();
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(8);
    for (auto it = partitions.begin(); it != partitions.end(); ++it)
        for (int p = 0; p < it.value(); ++p) {
            int64_t lo = 0, hi = 0;
            // A leader that just moved (a broker restarted, a topic just made) is asked again
            // until the connection's timeout: librdkafka refreshes its metadata meanwhile.
            QElapsedTimer asked;
            asked.start();
            rd_kafka_resp_err_t e = RD_KAFKA_RESP_ERR_NO_ERROR;
            for (;;) {
                e = rd_kafka_query_watermark_offsets(rk, it.key().toUtf8().constData(), p, &lo, &hi,
                                                     profile.timeoutMs);
                const bool moving = e == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION ||
                                    e == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
                                    e == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART ||
                                    e == RD_KAFKA_RESP_ERR_NOT_COORDINATOR ||
                                    e == RD_KAFKA_RESP_ERR__TRANSPORT;
                if (!moving || asked.elapsed() > profile.timeoutMs)
                    break;
                QThread::msleep(200);
            }
            if (e) {
                rd_kafka_topic_partition_list_destroy(list);
                return consumer.value()->makeError(
                    e, KS_ERR("Reading the end offset of %1 [%2]").arg(it.key()).arg(p));
            }
            rd_kafka_topic_partition_list_add(list, it.key().toUtf8().constData(), p)->offset = hi;
        }
    const rd_kafka_resp_err_t e = rd_kafka_commit(rk, list, 0);
    rd_kafka_topic_partition_list_destroy(list);
    if (e)
        return consumer.value()->makeError(
            e, KS_ERR("Committing start offsets for group %1").arg(group));
    rd_kafka_consumer_close(rk);
    return Ok{};
}

} // namespace kafscope::harness
