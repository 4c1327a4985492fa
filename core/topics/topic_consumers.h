#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>

namespace kafscope {

// A consumer group that reads a topic, as the topic page lists it.
struct TopicConsumer {
    QString group;
    QString state;      // the group state as shown (groups::displayName)
    int members = 0;    // members of the group (all topics)
    int partitions = 0; // partitions of this topic the group has committed offsets for
    qint64 lag = -1;    // on this topic: sum of end - committed; -1 when unknown
    QString lagError;   // why the lag is unknown ("" when it is known)
};

// Every group with a committed offset on `topic`, with its lag on that topic only, sorted by lag
// (largest first, unknown last), then name. One group listing, the groups' committed offsets
// (many in flight) and one end-offset round for the topic's partitions. Blocking.
Result<QList<TopicConsumer>> topicConsumers(KafkaClient &client, const QString &topic);

} // namespace kafscope
