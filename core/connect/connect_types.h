#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kafscope::connect {

// A connector's configuration, key -> value, sorted by key.
using ConnectorConfig = QMap<QString, QString>;

// Where one Kafka Connect cluster's REST API is and how to log in to it. The password is a
// secret: it comes from the keychain or the environment, and is never printed, logged or saved.
struct ConnectEndpoint {
    QString url;      // the REST root, e.g. http://127.0.0.1:8083
    QString username; // basic auth when set
    QString password;
    QString caFile;   // extra CA certificates (PEM) for an https worker
    QString certFile; // client certificate (PEM) for mutual TLS, with keyFile
    QString keyFile;  // its private key (PEM, unencrypted)
    int timeoutMs = 10000;

    // The URL with any user:password@ removed, for messages.
    QString displayUrl() const;
};

// Checks a Connect REST URL (http or https, a host); a usage error says what is wrong.
Status checkConnectUrl(const QString &url);
// The Connect clusters a profile names (its connectUrls, with its login and TLS files).
QList<ConnectEndpoint> connectEndpointsOf(const ConnectionProfile &profile);

// GET / on a worker.
struct WorkerInfo {
    QString version;
    QString commit;
    QString kafkaClusterId;
    QJsonObject toJson() const;
};

struct TaskStatus {
    int id = 0;
    QString state;    // RUNNING, FAILED, PAUSED, UNASSIGNED, RESTARTING
    QString workerId; // host:port of the worker running it
    QString trace;    // the failure's stack trace (FAILED only)
};

// A connector as the worker describes it. `config` is masked (see maskConfig).
struct ConnectorInfo {
    QString name;
    QString type;      // source, sink (or unknown)
    QString className; // connector.class
    // RUNNING, PAUSED, STOPPED, FAILED, UNASSIGNED, RESTARTING; empty while the worker has no
    // status for it yet (just created)
    QString state;
    QString workerId;
    QString trace;
    QList<TaskStatus> tasks;
    ConnectorConfig config;
    QStringList topics; // /connectors/{name}/topics (show only; the list leaves it empty)
    QJsonObject toJson() const;
    int failedTasks() const;
};

// One plugin a worker has (connector, converter, transformation, predicate, ...).
struct PluginInfo {
    QString className;
    QString type;
    QString version;
    QJsonObject toJson() const;
};

// One field of a connector's configuration as PUT /connector-plugins/{class}/config/validate
// describes it: its definition (type, group, documentation) and, for the config given, its value
// and the worker's errors. A PASSWORD field's value is never kept.
struct ConfigField {
    QString name;
    QString type; // BOOLEAN, STRING, INT, SHORT, LONG, DOUBLE, LIST, CLASS, PASSWORD
    bool required = false;
    QString defaultValue;
    QString importance;
    QString documentation;
    QString group;
    int orderInGroup = -1;
    QString displayName;
    QString value; // masked when the field is a secret
    QStringList recommendedValues;
    QStringList errors;
    bool visible = true;
    bool isPassword() const { return type == QLatin1String("PASSWORD"); }
    QJsonObject toJson() const;
};

struct ValidationResult {
    QString className;
    int errorCount = 0;
    QStringList groups;
    QList<ConfigField> fields;
    // The fields whose type is PASSWORD.
    QStringList passwordKeys() const;
    // "field: message" per error, in the worker's order.
    QStringList errorLines() const;
    QJsonObject toJson() const;
};

// A connector's offsets (KIP-875): each a source partition or a topic-partition with its offset,
// as the worker shapes them.
struct ConnectorOffsets {
    QJsonArray offsets; // [{"partition": {...}, "offset": {...} or null}]
    QJsonObject toJson() const { return QJsonObject{{QStringLiteral("offsets"), offsets}}; }
};

struct RestartOptions {
    bool includeTasks = false;
    bool onlyFailed = false;
};

// The connectors of the connection's Connect clusters in a few numbers, for the dashboard's tile
// and the cluster's health: how many there are, run, failed (the connector or a task), and which.
struct ConnectSummary {
    int clusters = 0;   // Connect clusters the profile names
    int connectors = 0; // over every cluster that answered
    int running = 0;    // RUNNING with no failed task
    int failedConnectors = 0;
    int tasks = 0;
    int failedTasks = 0;
    QStringList failed; // "name" or "name (task 0, 2)", of those with a failure
    QStringList errors; // "URL: why", for each Connect cluster that could not be read
    void add(const QList<ConnectorInfo> &list);
};

// What every output shows instead of a secret's value.
inline constexpr const char *kMaskedValue = "********";
// Fallback when the worker's metadata is not known: a key naming a password or a secret.
bool looksSecret(const QString &key);
// `config` with every value of `passwordKeys` and every looksSecret key replaced by kMaskedValue.
ConnectorConfig maskConfig(const ConnectorConfig &config, const QStringList &passwordKeys);

} // namespace kafscope::connect
