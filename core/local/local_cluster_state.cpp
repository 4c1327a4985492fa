// What a local cluster's folder records about it (cluster.json) and what `local status --json`
// prints.

#include "local/local_cluster.h"

#include "local/broker_config.h"
#include "local/local_connect.h"
#include "local/local_schema_registry.h"
#include "local/local_kdc.h"
#include "local/local_security.h"
#include "local/local_tls.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace kafscope::local {

int LocalClusterInfo::runningCount() const
{
    int n = 0;
    for (const Node &node : nodes)
        n += node.running ? 1 : 0;
    return n;
}

QJsonObject LocalClusterInfo::toJson() const
{
    QJsonArray arr;
    for (const Node &n : nodes) {
        QJsonObject node{{QStringLiteral("id"), n.spec.id},
                         {QStringLiteral("port"), n.spec.port},
                         {QStringLiteral("controller_port"), n.spec.controllerPort},
                         {QStringLiteral("pid"), n.pid},
                         {QStringLiteral("running"), n.running}};
        if (!n.spec.extraPorts.isEmpty()) {
            QJsonObject extra;
            for (auto it = n.spec.extraPorts.cbegin(); it != n.spec.extraPorts.cend(); ++it)
                extra.insert(it.key(), it.value());
            node.insert(QStringLiteral("listener_ports"), extra);
        }
        arr.append(node);
    }
    QJsonObject o{
        {QStringLiteral("bootstrap"), bootstrap},    {QStringLiteral("brokers"), int(nodes.size())},
        {QStringLiteral("running"), runningCount()}, {QStringLiteral("dir"), dir},
        {QStringLiteral("cluster_id"), clusterId},   {QStringLiteral("version"), version},
        {QStringLiteral("reused"), reused},          {QStringLiteral("nodes"), arr}};
    // A plaintext cluster prints what it always printed.
    if (security != LocalSecurity::Plaintext) {
        o.insert(QStringLiteral("security"), securityName(security));
        o.insert(QStringLiteral("clients"), clientsJson(dir, security));
        QJsonArray listeners;
        for (const ListenerSpec &l : listenersFor(security)) {
            QStringList hosts;
            for (const Node &n : nodes)
                hosts << QStringLiteral("%1:%2")
                             .arg(listenerHost(security))
                             .arg(l.name == listenersFor(security).first().name
                                      ? n.spec.port
                                      : n.spec.extraPorts.value(l.name));
            listeners.append(
                QJsonObject{{QStringLiteral("name"), l.name},
                            {QStringLiteral("security.protocol"), l.protocol},
                            {QStringLiteral("bootstrap"), hosts.join(QLatin1Char(','))},
                            {QStringLiteral("mutual_tls"), l.mutualTls},
                            {QStringLiteral("purpose"), l.purpose}});
        }
        o.insert(QStringLiteral("listeners"), listeners);
        if (usesTls(security))
            o.insert(QStringLiteral("tls"), LocalTls(dir).toJson(LocalCredentials::users()));
        if (usesKerberos(security))
            o.insert(QStringLiteral("kerberos"), LocalKdc(dir).toJson(LocalCredentials::users()));
    }
    if (authorizer)
        o.insert(QStringLiteral("authorizer"), QStringLiteral("StandardAuthorizer"));
    if (!schemaRegistry.isEmpty())
        o.insert(QStringLiteral("schema_registry"), schemaRegistry);
    if (!connect.isEmpty())
        o.insert(QStringLiteral("connect"), connect);
    return o;
}

Result<LocalClusterInfo> LocalCluster::load() const
{
    QFile f(statePath());
    if (!f.open(QIODevice::ReadOnly))
        return Error::local(KS_ERR("No local cluster in %1").arg(m_options.dir));
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    LocalClusterInfo info;
    info.dir = m_options.dir;
    info.clusterId = o.value(QStringLiteral("cluster_id")).toString();
    info.version = o.value(QStringLiteral("version")).toString();
    const QString security =
        o.value(QStringLiteral("security")).toString(QStringLiteral("plaintext"));
    if (auto parsed = parseSecurity(security))
        info.security = *parsed;
    else
        return Error::local(
            KS_ERR("%1 names an unknown security \"%2\"").arg(statePath(), security));
    info.authorizer = o.contains(QStringLiteral("authorizer"));
    for (const QJsonValue &v : o.value(QStringLiteral("nodes")).toArray()) {
        const QJsonObject n = v.toObject();
        LocalClusterInfo::Node node;
        node.spec = {n.value(QStringLiteral("id")).toInt(),
                     n.value(QStringLiteral("port")).toInt(),
                     n.value(QStringLiteral("controller_port")).toInt(),
                     {}};
        const QJsonObject extra = n.value(QStringLiteral("listener_ports")).toObject();
        for (auto it = extra.begin(); it != extra.end(); ++it)
            node.spec.extraPorts.insert(it.key(), it.value().toInt());
        node.pid = n.value(QStringLiteral("pid")).toInteger();
        node.running = processAlive(node.pid);
        info.nodes << node;
    }
    if (info.nodes.isEmpty() || info.clusterId.isEmpty())
        return Error::local(
            KS_ERR("%1 is damaged; remove the folder and start again").arg(statePath()));
    QList<NodeSpec> specs;
    for (const auto &n : info.nodes)
        specs << n.spec;
    info.bootstrap = bootstrapFor(specs, listenerHost(info.security));
    info.schemaRegistry = LocalSchemaRegistry(m_options.dir, m_options.cacheRoot).runningUrl();
    info.connect = connectOf(info).runningUrl();
    return info;
}

Status LocalCluster::save(const LocalClusterInfo &info) const
{
    QJsonObject o = info.toJson();
    o.remove(QStringLiteral("reused"));
    o.remove(QStringLiteral("schema_registry")); // its own state file says whether it runs
    o.remove(QStringLiteral("connect"));         // so does the Connect worker's
    QFile f(statePath() + QStringLiteral(".tmp"));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        f.write(QJsonDocument(o).toJson()) < 0 || !f.flush())
        return Error::local(KS_ERR("Cannot write %1").arg(f.fileName()));
    f.close();
    QFile::remove(statePath());
    if (!QFile::rename(f.fileName(), statePath()))
        return Error::local(KS_ERR("Cannot write %1").arg(statePath()));
    return Ok{};
}

} // namespace kafscope::local
