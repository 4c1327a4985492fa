#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>

namespace kafscope {

// What a new topic should look like.
struct NewTopicSpec {
    QString name;
    int partitions = 1;
    int replicationFactor = -1; // -1: the broker's default.replication.factor
    QList<QPair<QString, QString>> configs;
};

// Creates one topic and waits for the controller to accept it.
Status createTopic(KafkaClient &client, const NewTopicSpec &spec);

} // namespace kafscope
