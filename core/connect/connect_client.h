#pragma once

#include "admin/write_guard.h"
#include "cluster/connection_profile.h"
#include "common/result.h"
#include "connect/connect_types.h"
#include "net/bounded_http.h"

#include <QHash>
#include <QJsonDocument>

#include <functional>

namespace kafscope::connect {

// One Kafka Connect cluster's REST API, blocking, on the calling thread: the CLI's main thread, or
// a Worker's thread for the UI (make the client in the thread that uses it; one BoundedHttp per
// thread). Every answer is bounded (kMaxAnswerBytes, the endpoint's time limit, kMaxItems per list)
// and a redirect to another origin is refused, so the login never leaves the worker it was meant
// for. A worker's refusal is an Error of kind Kafka whose code is the HTTP status and whose text
// holds the worker's own message; an unknown connector is a Usage error. A request the worker
// turns away only because its group is rebalancing is asked again within the time limit.
//
// Every call that changes the Connect cluster passes WriteGuard::admit with the profile given
// here: a read-only profile refuses them all, and delete, alterOffsets and resetOffsets need the
// confirmation the user typed (the connector's name; the CLI's --yes).
//
// From the UI, run each call on a Worker (core/common/worker.h) and make the client there:
//   m_worker.start([endpoint, profile](const WorkerContext &ctx) {
//       ConnectClient client(endpoint, profile);
//       client.setStop([&ctx] { return ctx.cancelled(); });
//       return client.connectors();
//   }, [this](const Result<QList<ConnectorInfo>> &r) { /* on the owner's thread */ });
//
// Secrets: a connector's config is masked (maskConfig) with the PASSWORD fields the worker's
// validate metadata names for its class, and any key that looksSecret; nothing here logs.
class ConnectClient {
public:
    ConnectClient(ConnectEndpoint endpoint, ConnectionProfile profile);
    ~ConnectClient();
    ConnectClient(const ConnectClient &) = delete;
    ConnectClient &operator=(const ConnectClient &) = delete;

    static constexpr qint64 kMaxAnswerBytes = 16 * 1024 * 1024;
    static constexpr int kMaxItems = 10000; // connectors, tasks, plugins, fields, offsets

    const ConnectEndpoint &endpoint() const { return m_endpoint; }
    // Asked while a request waits: true ends it with a Cancelled error.
    void setStop(std::function<bool()> stop) { m_stop = std::move(stop); }

    // Reads.
    Result<WorkerInfo> workerInfo();
    // Every connector with its status and (masked) config: GET
    // /connectors?expand=status&expand=info.
    Result<QList<ConnectorInfo>> connectors();
    // One connector: config (masked), status with tasks and traces, and its active topics.
    Result<ConnectorInfo> connector(const QString &name);
    // GET /connector-plugins?connectorsOnly=false (all plugins, with versions) or connectors only.
    Result<QList<PluginInfo>> plugins(bool connectorsOnly = false);
    // PUT /connector-plugins/{class}/config/validate: per-field errors and the config's metadata.
    // `config` needs no connector.class (it is added), nor a name (a placeholder is). Not a
    // write: allowed read-only.
    Result<ValidationResult> validate(const QString &className, const ConnectorConfig &config);
    // The worker's validation of connector `name`'s current config with `set` applied and `unset`
    // removed (its secrets as they are): what changeConfig would be refused for, per field. Not a
    // write.
    Result<ValidationResult> validateChange(const QString &name, const ConnectorConfig &set,
                                            const QStringList &unset);
    // GET /connectors/{name}/offsets.
    Result<ConnectorOffsets> offsets(const QString &name);

    // Writes (each through the write policy).
    // Validates first: a config the worker finds errors in is refused with its per-field messages.
    Result<ConnectorInfo> create(const QString &name, const ConnectorConfig &config);
    // PUT /connectors/{name}/config with `config` as the whole new config (validated first).
    Result<ConnectorInfo> updateConfig(const QString &name, const ConnectorConfig &config);
    // The connector's current config with `set` applied and `unset` removed, then updateConfig:
    // the secrets it has stay as they are (the masked copy never goes back to the worker).
    Result<ConnectorInfo> changeConfig(const QString &name, const ConnectorConfig &set,
                                       const QStringList &unset);
    Status pause(const QString &name);
    Status resume(const QString &name);
    Status stop(const QString &name); // KIP-875: tasks shut down, offsets may then be changed
    Status restart(const QString &name, RestartOptions options);
    Status restartTask(const QString &name, int task);
    Status remove(const QString &name, const QString &confirmation);
    // PATCH /connectors/{name}/offsets (a stopped connector): `offsets` as offsets() shapes them.
    Status alterOffsets(const QString &name, const ConnectorOffsets &offsets,
                        const QString &confirmation);
    // DELETE /connectors/{name}/offsets (a stopped connector).
    Status resetOffsets(const QString &name, const QString &confirmation);

    // The PASSWORD-type keys of a connector class (cached per class; empty when unknown).
    QStringList passwordKeysOf(const QString &className);

private:
    Result<QJsonDocument> call(const QByteArray &method, const QString &path,
                               const QByteArray &body, const ErrorText &what);
    Result<QJsonDocument> callJson(const QByteArray &method, const QString &path,
                                   const QJsonObject &body, const ErrorText &what);
    Status admit(WriteKind kind, const QString &name, const QString &confirmation = {}) const;
    Status simpleWrite(WriteKind kind, const QByteArray &method, const QString &path,
                       const QString &name, const ErrorText &what);
    Result<QStringList> topicsOf(const QString &name);
    // The connector's config as the worker keeps it (secrets in clear: never shown), with `set`
    // applied and `unset` removed.
    Result<ConnectorConfig> changedConfig(const QString &name, const ConnectorConfig &set,
                                          const QStringList &unset);
    // The worker's validation of `config`: a config with errors is a Usage error listing them.
    Status refuseInvalid(const QString &name, const ConnectorConfig &config);

    ConnectEndpoint m_endpoint;
    ConnectionProfile m_profile;
    net::BoundedHttp m_http;
    std::function<bool()> m_stop;
    QHash<QString, QStringList> m_passwordKeys;
};

// The name in a URL path: every character outside the unreserved set percent-encoded.
QString pathPart(const QString &name);

} // namespace kafscope::connect
