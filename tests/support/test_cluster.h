#pragma once

#include "cluster/connection_profile.h"
#include "local/local_cluster.h"

#include <QString>

namespace kafscope::test {

// The clusters the CTest fixtures started: "kafka1" (single node) and "kafka3" (three nodes).
// Fails the calling test (QFAIL-style, via qFatal-free skip) when the fixture is missing.
QString clusterDir(const char *fixture);
local::LocalClusterInfo clusterInfo(const char *fixture);
QString bootstrap(const char *fixture);
ConnectionProfile profileFor(const char *fixture);

// A topic name no other test uses.
QString uniqueName(const QString &prefix);

// Runs a built program (KAFSCOPE_CLI / KAFSCOPE_GUI) and collects its output.
struct ProcessResult {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};
ProcessResult runProgram(const char *envVar, const QStringList &args, int timeoutMs = 120000,
                         const QStringList &extraEnv = {});

} // namespace kafscope::test
