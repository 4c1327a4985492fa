#pragma once

#include <optional>

#include "cluster/kafka_client.h"
#include "common/result.h"
#include "produce/producer_settings.h"
#include "produce/sync_producer.h"

#include <memory>

namespace kafscope {

// A producer handle configured with `settings` (compression, acks, idempotence, batching).
Result<std::unique_ptr<KafkaClient>>
createProducer(const ConnectionProfile &profile, const ProducerSettings &settings,
               const QString &purpose = QStringLiteral("producer"));

// Sends one message and waits for its delivery report. Refused on a read-only connection; checks
// first that the topic exists and that a fixed partition is one of its partitions. Success is only
// reported once the broker acknowledged the message (with acks=0: once it was written to the
// socket). `timeoutMs` should be the producer's message timeout (librdkafka fails the message after
// it).
Result<DeliveryResult> sendMessage(KafkaClient &producer, const OutgoingMessage &message,
                                   int timeoutMs);

// Checks that `topic` exists and that a fixed `partition` (>= 0) is one of its partitions, with one
// metadata request (which may auto-create the topic when the broker allows it).
Status checkProduceTarget(KafkaClient &producer, const QString &topic, int partition,
                          int timeoutMs);

// The broker's or librdkafka's delivery error in plain words, e.g. "Not enough in-sync replicas…".
// The producer's fatal error (librdkafka stops an idempotent producer for good, e.g. when the
// broker refuses it a producer id), phrased for `topic`; nullopt when the producer is healthy.
std::optional<Error> producerFatalError(KafkaClient &producer, const QString &topic);

Error deliveryError(int code, const QString &topic, int timeoutMs,
                    const QString &transportError = {});

} // namespace kafscope
