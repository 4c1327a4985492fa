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

// Queries low and high watermarks of every partition of `topics` that has a leader with
// offsets_for_times and the logical timestamps -2 and -1: per chunk of 1,000 partitions one
// ListOffsets request per leader and end (up to 4 chunks in parallel), instead of one round trip
// per partition. A failed chunk leaves only its own partitions unknown.
WatermarkTable queryWatermarks(KafkaClient &client, const QList<TopicInfo> &topics,
                               int timeoutMs = -1);

} // namespace kafscope
