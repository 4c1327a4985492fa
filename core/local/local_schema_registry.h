#pragma once

#include "common/result.h"

#include <QString>

namespace kafscope::local {

// Apicurio Registry (in-memory storage) from Maven Central, run on loopback beside a local cluster
// and stopped with it; its Confluent-compatible API is what Kafscope's schema code talks to.
// State (port, pid) lives in <cluster dir>/schema-registry/registry.json. All calls block.
class LocalSchemaRegistry {
public:
    static QString defaultVersion(); // KAFSCOPE_APICURIO_VERSION or the tested release

    explicit LocalSchemaRegistry(QString clusterDir, QString cacheRoot = {}, QString version = {});

    QString home() const; // <cache>/apicurio-registry-<version>: the unpacked tar.gz
    QString runnerJar() const;
    bool isPresent() const;
    // Downloads and unpacks the registry unless present; Maven's output goes to `logFile`.
    Status ensure(const QString &logFile = {}) const;

    // Starts the registry unless it runs, waits until its API answers and returns the API's URL.
    Result<QString> start(int timeoutMs = 180000);
    // SIGTERM, then SIGKILL after the timeout; nothing to do when it was never started.
    Status stop(int timeoutMs = 30000);
    // The ccompat API URL while the registry runs, else empty.
    QString runningUrl() const;

    static QString apiUrl(int port);

private:
    QString stateDir() const;
    QString statePath() const;
    QString logTail() const;
    Status waitReady(qint64 pid, int port, int timeoutMs) const;

    QString m_clusterDir;
    QString m_cacheRoot;
    QString m_version;
};

} // namespace kafscope::local
