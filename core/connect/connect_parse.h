#pragma once

#include "connect/connect_types.h"

#include <QJsonObject>

// Kafka Connect's REST answers turned into Kafscope's types; each list is cut at `maxItems`.
namespace kafscope::connect::parse {

WorkerInfo workerInfo(const QJsonObject &o);
// A status object ({"connector": {...}, "tasks": [...], "type": ...}) into `info`.
void status(const QJsonObject &o, ConnectorInfo &info, int maxItems);
// An info object ({"name", "config", "tasks", "type"}) into `info` (config unmasked).
void info(const QJsonObject &o, ConnectorInfo &info, int maxItems);
ConnectorConfig config(const QJsonObject &o, int maxItems);
QList<PluginInfo> plugins(const QJsonArray &a, int maxItems);
// A PASSWORD field's value is dropped here, whatever the worker sent.
ValidationResult validation(const QJsonObject &o, int maxItems);

} // namespace kafscope::connect::parse
