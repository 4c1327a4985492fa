#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QHash>
#include <QString>

namespace kafscope {

// Topic id -> topic name for every topic of the cluster, ids written as __consumer_offsets records
// show them (Kafka's base64 form). KIP-848 groups record their assignments by topic id; the names
// come from one DescribeTopics admin request over the client's own connection, so it works on every
// security protocol the client does. Blocking; call it from a worker thread.
Result<QHash<QString, QString>> fetchTopicIds(KafkaClient &client, int timeoutMs = -1);

} // namespace kafscope
