#pragma once

// What several integration and GUI tests ask of a fixture cluster besides Kafscope itself: Kafka's
// own tools run from the distribution's jars, a topic's replicas from fresh metadata, a config's
// dynamic value, and topics made and read back through kafscope-cli.

#include "admin/config_admin.h"
#include "cluster/kafka_client.h"
#include "test_cluster.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::test {

// A Kafka tool's main class run with the default distribution's jars (e.g.
// org.apache.kafka.tools.LogDirsCommand); its standard output (a warning with its standard error
// when it fails). Fatal when there is no Java.
QByteArray kafkaTool(const QString &mainClass, const QStringList &args);

// The topic's replicas, partition by partition, from fresh metadata (empty when it is unknown).
QList<QList<int>> topicReplicas(KafkaClient &client, const QString &topic);

// The dynamic (topic or broker) value of `name` in `configs`; "" when it is not set there.
QString dynamicConfigValue(const Result<QList<ConfigEntry>> &configs, const QString &name);

// kafscope-cli --bootstrap <fixture> args.
ProcessResult cliOn(const char *fixture, const QStringList &args, int timeoutMs = 300000);

// A topic with one replica per partition and `count` generated records of 200 bytes over 50 keys;
// "" when done, otherwise what failed.
QString createTopicWithData(const char *fixture, const QString &topic, int partitions, int count);

// Every record of the topic read back from the oldest offset with kafscope-cli consume.
int recordCount(const char *fixture, const QString &topic);

} // namespace kafscope::test
