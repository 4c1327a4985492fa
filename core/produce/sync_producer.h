#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace kafscope {

// A message header; a null value (nullopt) is distinct from an empty one.
struct MessageHeader {
    QString key;
    std::optional<QByteArray> value;
};

// A message to produce. A null key or value (nullopt) is sent as null (a tombstone for values).
struct OutgoingMessage {
    QString topic;
    int partition = -1; // -1: the partitioner chooses
    std::optional<QByteArray> key;
    std::optional<QByteArray> value;
    QList<MessageHeader> headers;
    qint64 timestampMs = 0; // 0: now
};

// Where the broker stored a message, or why it did not.
struct DeliveryResult {
    int partition = -1;
    qint64 offset = -1;
    qint64 timestampMs = -1;
    std::optional<Error> error;
};

// Produces every message and waits until the broker acknowledged (or refused) each one. Only
// delivery reports decide success. `client` must be a producer.
Result<QList<DeliveryResult>> produceAndWait(KafkaClient &client,
                                             const QList<OutgoingMessage> &messages, int timeoutMs);

} // namespace kafscope
