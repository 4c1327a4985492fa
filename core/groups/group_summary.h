#pragma once

#include "groups/group_list.h"
#include "groups/group_offsets.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace kafscope::groups {

// A listed group with its total lag and the topics it has committed offsets for.
struct GroupSummary {
    GroupListing listing;
    qint64 lag = -1; // -1: not computed or unknown
    QStringList topics;
    std::optional<Error> lagError;
    QList<TopicPartition> unknownEnds; // committed partitions whose end offset did not come
};

// Lag for a batch of groups: their committed offsets with `concurrency` requests in flight,
// then one bulk end-offset round for the union of their partitions. Blocking.
QList<GroupSummary> summarizeGroups(KafkaClient &client, const QList<GroupListing> &groups,
                                    int concurrency = 32);

} // namespace kafscope::groups
