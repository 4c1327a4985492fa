#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"

#include <QHash>
#include <QString>

#include <vector>

namespace kafscope {

// A partition's first and next offset; -1 where the leader did not answer.
struct Watermark {
    qint64 low = -1;
    qint64 high = -1;
    bool known() const { return low >= 0 && high >= 0; }
    qint64 messages() const { return known() ? high - low : -1; }
};

// Watermarks of many partitions, indexed by topic, then partition id.
struct WatermarkTable {
    QHash<QString, std::vector<Watermark>> byTopic;
    QString error; // why some or all watermarks are missing (empty when every leader answered)

    Watermark at(const QString &topic, int partition) const;
    // Sum over the topic's partitions; -1 if any partition is unknown.
    qint64 messages(const QString &topic) const;
};

// Queries low and high watermarks of every partition of `topics` that has a leader, with one
// ListOffsets request per leader for the low ends and one for the high ends (offsets_for_times with
// the logical timestamps -2 and -1), instead of one round trip per partition.
WatermarkTable queryWatermarks(KafkaClient &client, const QList<TopicInfo> &topics, int timeoutMs = -1);

} // namespace kafscope
