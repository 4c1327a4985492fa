#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kafscope {

// Where a config value comes from, as DescribeConfigs reports it.
enum class ConfigSource { Unknown, DynamicTopic, DynamicBroker, DynamicDefaultBroker, StaticBroker, Default };

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
Result<QList<ConfigEntry>> describeBrokerConfigs(KafkaClient &client, int brokerId, int timeoutMs = -1);

// What to change on a topic: keys to set and keys to remove (back to their default).
struct ConfigChange {
    QList<QPair<QString, QString>> set;
    QStringList remove;
};

// The full set of dynamic topic configs that results from `change`, given the current entries.
// AlterConfigs in librdkafka 2.0.2 replaces the whole set, so every other override must be sent
// back unchanged. Fails when a key to remove is not overridden, or when an override cannot be
// re-sent because the broker hides its value.
Result<QList<QPair<QString, QString>>> mergedTopicOverrides(const QList<ConfigEntry> &current,
                                                            const ConfigChange &change);

// Applies `change` to a topic, keeping every other dynamic override. `confirmation` is the topic
// name typed back (WriteGuard::confirmationFor).
Status alterTopicConfigs(KafkaClient &client, const QString &topic, const ConfigChange &change,
                         const QString &confirmation);

} // namespace kafscope
