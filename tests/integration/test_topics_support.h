#pragma once

#include "cluster/kafka_client.h"
#include "test_cluster.h"

#include <librdkafka/rdkafka.h>

namespace kafscope::test {

// Makes sure the internal topic __consumer_offsets exists: looking up a group's committed offsets
// has the broker find the group coordinator, which creates it. Returns once the lookup answered.
inline void ensureOffsetsTopic(const char *fixture)
{
    const QString group = uniqueName(QStringLiteral("topics-test-group"));
    auto consumer =
        KafkaClient::create(profileFor(fixture), QStringLiteral("test-topics-group"),
                            KafkaClient::Type::Consumer, {{QStringLiteral("group.id"), group}});
    if (!consumer)
        qFatal("consumer: %s", qPrintable(consumer.error().message()));
    rd_kafka_topic_partition_list_t *tp = rd_kafka_topic_partition_list_new(1);
    rd_kafka_topic_partition_list_add(tp, "any-topic", 0);
    rd_kafka_committed(consumer.value()->handle(), tp, 15000);
    rd_kafka_topic_partition_list_destroy(tp);
}

} // namespace kafscope::test
