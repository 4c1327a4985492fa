#pragma once

#include "common/result.h"
#include "local/broker_config.h"
#include "local/local_connect.h"
#include "local/local_security.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace kafscope::local {

// What `local start` and `local status` report.
struct LocalClusterInfo {
    QString dir;
    QString bootstrap;
    QString clusterId;
    QString version;
    LocalSecurity security = LocalSecurity::Plaintext;
    bool authorizer = false; // StandardAuthorizer configured
    struct Node {
        NodeSpec spec;
        qint64 pid = 0;
        bool running = false;
    };
    QList<Node> nodes;
    bool reused = false;    // start found it already running
    QString schemaRegistry; // the local schema registry's API URL while it runs
    QString connect;        // the local Kafka Connect worker's REST URL while it runs

    int runningCount() const;
    QJsonObject toJson() const;
};

// A local Apache Kafka (KRaft) cluster of 1..N combined broker/controller nodes on loopback, its
// configuration, data, logs and state (cluster.json) kept in one folder. All calls block.
class LocalCluster {
public:
    struct Options {
        QString dir;       // state, data and logs
        int brokers = 1;   // for a new cluster
        int basePort = 0;  // 0: pick free ports
        QString version;   // Kafka release; empty: KafkaDistribution::defaultVersion()
        QString cacheRoot; // empty: KafkaDistribution::defaultCacheRoot()
        int startTimeoutMs = 120000;
        int stopTimeoutMs = 30000;
        bool autoCreateTopics = true; // auto.create.topics.enable of a new cluster
        // Client listener of a new cluster; unset: plaintext for a new one, as it was for an old
        // one.
        std::optional<LocalSecurity> security;
        bool authorizer = false;     // StandardAuthorizer in a new secured cluster
        bool schemaRegistry = false; // start a LocalSchemaRegistry beside the brokers
        bool connect = false;        // start a LocalConnect worker beside the brokers
        QString connectPlugins;      // the worker's plugin.path (connector jars), optional
    };

    explicit LocalCluster(Options options);

    static QString defaultDir();

    // Starts every node not running (fetching and formatting first when needed), waits until
    // every broker answers metadata. A cluster already running is reused.
    Result<LocalClusterInfo> start();
    // SIGTERM every node (and the Connect worker and schema registry), SIGKILL what is left after
    // the stop timeout.
    Result<LocalClusterInfo> stop();
    Result<LocalClusterInfo> status() const;
    // One node only: for failover tests and the harness's broker faults.
    Status stopNode(int id);
    Status startNode(int id);
    // Deletes the folder (only if it holds a stopped local cluster).
    Status purge();

private:
    Result<LocalClusterInfo> load() const;
    Status save(const LocalClusterInfo &info) const;
    Result<LocalClusterInfo> create();
    Status launch(LocalClusterInfo::Node &node, const QString &java,
                  const QString &classpath) const;
    Status waitReady(const LocalClusterInfo &info, int expectBrokers) const;
    // Starts what was asked for beside the brokers: the schema registry, the Connect worker.
    Result<LocalClusterInfo> withServices(LocalClusterInfo info) const;
    LocalConnect connectOf(const LocalClusterInfo &info) const;
    Result<ConnectionProfile> readinessProfile(const LocalClusterInfo &info) const;
    QString nodeDir(int id) const;
    QString statePath() const;
    QString logTail(int id) const;

    Options m_options;
    bool m_versionGiven = false; // the caller named a release (else the default one)
};

// Free TCP ports on 127.0.0.1 (bound and released at once).
Result<QList<int>> freeLoopbackPorts(int count);
bool loopbackPortFree(int port);
// Alive, not a zombie, and its command line still names `marker` (not a reused pid).
bool processAlive(qint64 pid, const QByteArray &marker = QByteArrayLiteral("kafka.Kafka"));
// Ends a detached process (a local registry, a Connect worker): SIGTERM, SIGKILL after
// `timeoutMs`, and waits until it is gone. Nothing when `pid` is not alive with `marker`.
void stopDetached(qint64 pid, const QByteArray &marker, int timeoutMs);
// A detached server's state file (JSON: pid, port, version), written once it is started.
Status writeServerState(const QString &path, qint64 pid, int port, const QString &version);
// Stops the detached server that the state file at `path` names (stopDetached) and removes the
// file; nothing to do without one.
Status stopServerFromState(const QString &path, const QByteArray &marker, int timeoutMs);
// The last ERROR or Exception line among the last 200 of a log (else its last line), cut to 400
// characters: why a local service did not start.
QString logProblemLine(const QString &path);

} // namespace kafscope::local
