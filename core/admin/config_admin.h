#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kafscope {

// Where a config value comes from, as DescribeConfigs reports it.
enum class ConfigSource {
    Unknown,
    DynamicTopic,
    DynamicBroker,
    DynamicDefaultBroker,
    StaticBroker,
    Default
};

// One config entry of a topic or broker.
struct ConfigEntry {
    QString name;
    QString value;
    bool hasValue = false; // false when the broker hides it (sensitive) or it has no value
    ConfigSource source = ConfigSource::Unknown;
    bool sensitive = false;
    bool readOnly = false;
    bool isDefault = false;
};

// "dynamic_topic", "static_broker", ... (JSON and CLI; the GUI has translated words).
QString configSourceKey(ConfigSource source);

// Every config of a topic or of one broker (by id), sorted by name.
Result<QList<ConfigEntry>> describeTopicConfigs(KafkaClient &client, const QString &topic);
Result<QList<ConfigEntry>> describeBrokerConfigs(KafkaClient &client, int brokerId,
                                                 int timeoutMs = -1);

// What to change on a topic or broker, sent as one IncrementalAlterConfigs request: keys to set,
// keys to remove (back to their default), and values to append to or subtract from list configs
// (cleanup.policy, ...). Every config not named stays as it is.
struct ConfigChange {
    QList<QPair<QString, QString>> set;
    QStringList remove;
    QList<QPair<QString, QString>> append;
    QList<QPair<QString, QString>> subtract;
};

// Refuses a change that names nothing, has an empty key, or names one key twice (Kafka takes one
// operation per key and request). Pure; the alter calls run it before sending anything.
Status checkConfigChange(const ConfigChange &change);

// Applies `change` to a topic. `confirmation` is the topic name typed back
// (WriteGuard::confirmationFor), or WriteGuard::internalOverrideFor for an internal topic.
Status alterTopicConfigs(KafkaClient &client, const QString &topic, const ConfigChange &change,
                         const QString &confirmation);

// Applies `change` to one broker's dynamic configs (per-broker, not the cluster-wide default).
// `confirmation` is brokerTarget(brokerId) typed back (WriteGuard::confirmationFor).
QString brokerTarget(int brokerId);
Status alterBrokerConfigs(KafkaClient &client, int brokerId, const ConfigChange &change,
                          const QString &confirmation);

} // namespace kafscope
