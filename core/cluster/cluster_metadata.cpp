#include "cluster/cluster_metadata.h"

namespace kafscope {

int ClusterMetadata::partitionCount() const
{
    int n = 0;
    for (const TopicInfo &t : topics)
        n += int(t.partitions.size());
    return n;
}

int ClusterMetadata::topicCount(bool includeInternal) const
{
    int n = 0;
    for (const TopicInfo &t : topics)
        n += (includeInternal || !t.internal) ? 1 : 0;
    return n;
}

const BrokerInfo *ClusterMetadata::broker(int id) const
{
    for (const BrokerInfo &b : brokers)
        if (b.id == id)
            return &b;
    return nullptr;
}

bool isInternalTopicName(const QString &name)
{
    // Kafka's own (__consumer_offsets, __transaction_state, __share_group_state) and, by
    // convention, anything else with the double-underscore prefix.
    return name.startsWith(QLatin1String("__"));
}

} // namespace kafscope
