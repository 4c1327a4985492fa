#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace kafscope {

// What the topic list shows of a topic's configs: how old data goes (cleanup.policy) and how long
// and how much is kept. Values as Kafka gives them ("" when not read).
struct TopicConfigSummary {
    QString cleanupPolicy;  // "delete", "compact", "compact,delete"
    QString retentionMs;    // "-1": forever
    QString retentionBytes; // "-1": no size limit

    // retention.ms as a number for sorting: forever (-1) sorts last; -2 when unknown.
    qint64 retentionSortKey() const;
};

// cleanup.policy, retention.ms and retention.bytes of `topics`, asked in DescribeConfigs requests
// of up to `batch` topics each (only those three keys are asked for). A topic the broker refused
// (deleted meanwhile, not authorized) is left out; the call fails only when no request could be
// answered. Blocking: call it off the GUI thread.
Result<QHash<QString, TopicConfigSummary>> describeTopicSummaries(KafkaClient &client,
                                                                  const QStringList &topics,
                                                                  int batch = 500,
                                                                  int timeoutMs = -1);

} // namespace kafscope
