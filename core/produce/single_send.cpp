#include "produce/single_send.h"
#include "cluster/authorization.h"

#include "admin/write_guard.h"

#include <librdkafka/rdkafka.h>

namespace kafscope {

Result<std::unique_ptr<KafkaClient>> createProducer(const ConnectionProfile &profile,
                                                    const ProducerSettings &settings,
                                                    const QString &purpose)
{
    auto props = settings.properties();
    if (!props)
        return props.error();
    return KafkaClient::create(profile, purpose, KafkaClient::Type::Producer, props.value());
}

std::optional<Error> producerFatalError(KafkaClient &producer, const QString &topic)
{
    char reason[512] = {0};
    const rd_kafka_resp_err_t fatal =
        rd_kafka_fatal_error(producer.handle(), reason, sizeof reason);
    if (!fatal)
        return std::nullopt;
    if (fatal == RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED ||
        fatal == RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED) {
        // No producer id for idempotent sending: WRITE on the topic (or IDEMPOTENT_WRITE on the
        // cluster) is missing.
        Error e = notAuthorized(producer.profile(), fatal, KS_ERR("write to"),
                                QStringLiteral("Write"), QStringLiteral("topic"), topic);
        e.text =
            KS_ERR("%1 (the broker refused this login a producer id for idempotent sending; with "
                   "WRITE "
                   "granted and no IDEMPOTENT_WRITE on the cluster, send with --no-idempotence)")
                .arg(e.text);
        return e;
    }
    return Error::kafka(fatal, KS_ERR("The producer stopped: %1").arg(QString::fromUtf8(reason)));
}

Error deliveryError(int code, const QString &topic, int timeoutMs, const QString &transportError)
{
    const auto err = static_cast<rd_kafka_resp_err_t>(code);
    const QString raw = QString::fromUtf8(rd_kafka_err2str(err));
    switch (err) {
    case RD_KAFKA_RESP_ERR__MSG_TIMED_OUT:
    case RD_KAFKA_RESP_ERR__TIMED_OUT:
    case RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT:
    case RD_KAFKA_RESP_ERR__TRANSPORT:
    case RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN:
        return Error::timeout(
            code, KS_ERR("Timed out: no broker acknowledged the message to %1 within %2 ms%3")
                      .arg(topic)
                      .arg(timeoutMs)
                      .arg(transportError.isEmpty() ? QString()
                                                    : QStringLiteral(" (%1)").arg(transportError)));
    case RD_KAFKA_RESP_ERR_MSG_SIZE_TOO_LARGE:
    case RD_KAFKA_RESP_ERR_RECORD_LIST_TOO_LARGE:
        return Error::kafka(
            code, KS_ERR("Message too large: %1 accepts smaller messages (see the topic's "
                         "max.message.bytes and the producer's message.max.bytes)")
                      .arg(topic));
    case RD_KAFKA_RESP_ERR_NOT_ENOUGH_REPLICAS:
    case RD_KAFKA_RESP_ERR_NOT_ENOUGH_REPLICAS_AFTER_APPEND:
        return Error::kafka(
            code, KS_ERR("Not enough in-sync replicas: %1 has fewer replicas in sync than "
                         "its min.insync.replicas, so acks=all cannot be satisfied")
                      .arg(topic));
    case RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART:
    case RD_KAFKA_RESP_ERR__UNKNOWN_TOPIC:
        return Error::kafka(
            code,
            KS_ERR("Unknown topic: %1 does not exist and the broker did not create it").arg(topic));
    case RD_KAFKA_RESP_ERR__UNKNOWN_PARTITION:
        return Error::kafka(code, KS_ERR("Unknown partition of %1").arg(topic));
    case RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED:
        return Error::kafka(
            code, KS_ERR("Not authorized to write to topic %1: this login needs the WRITE right on "
                         "topic %1. "
                         "An administrator grants it with: kafka-acls.sh --add --allow-principal "
                         "<principal> --operation Write --topic %1")
                      .arg(topic));
    case RD_KAFKA_RESP_ERR__PURGE_QUEUE:
    case RD_KAFKA_RESP_ERR__PURGE_INFLIGHT:
        return Error::kafka(code,
                            KS_ERR("Not delivered: the message to %1 was purged before the broker "
                                   "acknowledged it")
                                .arg(topic));
    default:
        return Error::kafka(code,
                            KS_ERR("The broker refused the message to %1: %2").arg(topic, raw));
    }
}

Status checkProduceTarget(KafkaClient &producer, const QString &topic, int partition, int timeoutMs)
{
    OutgoingMessage m;
    m.topic = topic;
    m.partition = partition;
    const QByteArray name = m.topic.toUtf8();
    rd_kafka_topic_t *rkt = rd_kafka_topic_new(producer.handle(), name.constData(), nullptr);
    if (!rkt)
        return Error::usage(KS_ERR("Invalid topic name \"%1\"").arg(m.topic));
    int topicErr = RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
    int partitions = 0;
    bool fromBootstrap = false;
    // A broker that auto-creates topics answers "unknown" to the request that creates one: ask
    // again a few times before calling the topic unknown.
    for (int attempt = 0; attempt < 4 && topicErr == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
         ++attempt) {
        if (attempt > 0)
            producer.poll(400);
        const rd_kafka_metadata_t *md = nullptr;
        const rd_kafka_resp_err_t err =
            rd_kafka_metadata(producer.handle(), 0, rkt, &md, timeoutMs);
        if (err) {
            rd_kafka_topic_destroy(rkt);
            return producer.makeError(err, KS_ERR("Cannot produce to %1").arg(m.topic));
        }
        topicErr = md->topic_cnt > 0 ? md->topics[0].err : RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
        partitions = md->topic_cnt > 0 ? md->topics[0].partition_cnt : 0;
        fromBootstrap = md->orig_broker_id < 0;
        rd_kafka_metadata_destroy(md);
    }
    // An idempotent producer asks for its producer id when a metadata answer arrives, from a
    // broker that is up. An answer over the bootstrap connection (broker id -1) comes just as
    // librdkafka drops that connection (it knows the brokers by name then), so the request finds
    // no broker and waits for a 500 ms timer. Asking once more, of a named broker, starts the
    // producer id at once; the produce needs that connection anyway. Its answer is the same.
    if (fromBootstrap && topicErr != RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART) {
        const rd_kafka_metadata_t *md = nullptr;
        if (rd_kafka_metadata(producer.handle(), 0, rkt, &md, timeoutMs) ==
            RD_KAFKA_RESP_ERR_NO_ERROR)
            rd_kafka_metadata_destroy(md);
    }
    rd_kafka_topic_destroy(rkt);
    if (topicErr == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
        return deliveryError(topicErr, m.topic, timeoutMs);
    if (topicErr == RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED)
        return deliveryError(topicErr, m.topic, timeoutMs);
    // LEADER_NOT_AVAILABLE right after auto-creation: librdkafka waits for the leader itself.
    if (m.partition >= 0 && partitions > 0 && m.partition >= partitions)
        return Error::usage(KS_ERR("Partition %1 does not exist: %2 has %3 partitions (0–%4)")
                                .arg(m.partition)
                                .arg(m.topic)
                                .arg(partitions)
                                .arg(partitions - 1));
    return Ok{};
}

Result<DeliveryResult> sendMessage(KafkaClient &producer, const OutgoingMessage &message,
                                   int timeoutMs)
{
    if (message.topic.trimmed().isEmpty())
        return Error::usage(KS_ERR("No topic given"));
    if (auto g = WriteGuard::admit(producer.profile(), {WriteKind::Produce, message.topic}); !g)
        return g.error();
    if (auto ok = checkProduceTarget(producer, message.topic, message.partition,
                                     qMin(timeoutMs, producer.profile().timeoutMs));
        !ok)
        return ok.error();
    // librdkafka fails the message after message.timeout.ms; the extra margin lets it say so
    // itself.
    auto results = produceAndWait(producer, {message}, timeoutMs + 5000);
    if (!results)
        return results.error();
    DeliveryResult r = results->first();
    if (r.error) {
        // A purged message of a producer librdkafka stopped for good: the fatal error is the
        // reason.
        if (auto fatal = producerFatalError(producer, message.topic))
            r.error = *fatal;
        else
            r.error = deliveryError(r.error->code, message.topic, timeoutMs,
                                    producer.lastTransportError());
    }
    if (r.error)
        return *r.error;
    return r;
}

} // namespace kafscope
