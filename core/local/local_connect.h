#pragma once

#include "common/result.h"

#include <QString>

namespace kafscope::local {

// A distributed Kafka Connect worker (org.apache.kafka.connect.cli.ConnectDistributed) from Maven
// Central's connect-runtime, run on loopback beside a local cluster and stopped with it. Its
// config, offset and status topics live on the local cluster; its properties, state
// (connect.json: pid, port) and log live in <cluster dir>/connect. All calls block.
class LocalConnect {
public:
    struct Options {
        QString clusterDir;
        QString bootstrap;  // the local cluster's plaintext listener
        QString version;    // the cluster's Kafka release: the worker runs the same
        QString cacheRoot;  // empty: KafkaDistribution::defaultCacheRoot()
        QString pluginPath; // extra connector jars (plugin.path), optional
    };

    explicit LocalConnect(Options options);

    QString home() const;   // <cache>/kafka-connect-<version>
    QString libDir() const; // <home>/libs: the runtime and its dependencies
    bool isPresent() const;
    // Fetches connect-runtime, connect-json and connect-transforms unless present, then tries the
    // bundled connectors (connect-file, connect-mirror): a mirror without them is noted in the
    // log, not an error (a worker runs without connectors; plugin.path adds others).
    Status ensure(const QString &logFile = {}) const;

    // Starts the worker unless it runs, waits until its REST API answers and returns its URL.
    Result<QString> start(int timeoutMs = 180000);
    // SIGTERM, then SIGKILL after the timeout; nothing to do when it was never started.
    Status stop(int timeoutMs = 30000);
    // The REST URL while the worker runs, else empty.
    QString runningUrl() const;

    QString stateDir() const; // <cluster dir>/connect
    QString logFile() const;  // <stateDir>/connect.log

    static QString restUrl(int port);

private:
    QString statePath() const;
    QString workerProperties(int port) const;
    QString logTail() const;
    Status waitReady(qint64 pid, int port, int timeoutMs) const;

    Options m_options;
};

} // namespace kafscope::local
