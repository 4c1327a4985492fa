#include "admin/controller_info.h"

#include "common/translations.h"

namespace kafscope {

namespace {

const ConfigEntry *find(const QList<ConfigEntry> &configs, const QString &name)
{
    for (const ConfigEntry &c : configs)
        if (c.name == name)
            return &c;
    return nullptr;
}

} // namespace

MetadataQuorum quorumFromBrokerConfigs(const QList<ConfigEntry> &configs)
{
    const ConfigEntry *roles = find(configs, QStringLiteral("process.roles"));
    if (roles && roles->hasValue && !roles->value.trimmed().isEmpty())
        return MetadataQuorum::KRaft;
    const ConfigEntry *zk = find(configs, QStringLiteral("zookeeper.connect"));
    if (zk && zk->hasValue && !zk->value.trimmed().isEmpty())
        return MetadataQuorum::ZooKeeper;
    return MetadataQuorum::Unknown;
}

ControllerView describeController(KafkaClient &client, const ClusterMetadata &md, int timeoutMs)
{
    ControllerView out;
    out.reportedId = md.controllerId;
    if (md.brokers.isEmpty()) {
        out.why = KS_TR("no broker is listed in the metadata");
        return out;
    }
    const int asked = md.broker(md.originBrokerId) ? md.originBrokerId : md.brokers.first().id;
    auto configs = describeBrokerConfigs(client, asked, timeoutMs);
    if (!configs) {
        out.why = configs.error().message();
        return out;
    }
    out.quorum = quorumFromBrokerConfigs(configs.value());
    if (out.quorum == MetadataQuorum::Unknown)
        out.why = KS_TR("broker %1 reports neither process.roles nor zookeeper.connect").arg(asked);
    return out;
}

QString quorumKey(MetadataQuorum quorum)
{
    switch (quorum) {
    case MetadataQuorum::KRaft: return QStringLiteral("kraft");
    case MetadataQuorum::ZooKeeper: return QStringLiteral("zookeeper");
    case MetadataQuorum::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QString controllerShortText(const ControllerView &c)
{
    switch (c.quorum) {
    case MetadataQuorum::KRaft: return KS_TR("KRaft");
    case MetadataQuorum::ZooKeeper:
        return c.reportedId < 0 ? KS_TR("not reported") : QString::number(c.reportedId);
    case MetadataQuorum::Unknown: break;
    }
    return KS_TR("unknown");
}

QString controllerSentence(const ControllerView &c, const ClusterMetadata *md)
{
    switch (c.quorum) {
    case MetadataQuorum::KRaft:
        return KS_TR("KRaft: clients cannot see the active controller (the metadata names a random "
                     "broker instead)");
    case MetadataQuorum::ZooKeeper: {
        if (c.reportedId < 0)
            return KS_TR("ZooKeeper: the metadata names no controller");
        const BrokerInfo *b = md ? md->broker(c.reportedId) : nullptr;
        return b ? KS_TR("Broker %1 (%2:%3), elected through ZooKeeper")
                       .arg(c.reportedId)
                       .arg(b->host)
                       .arg(b->port)
                 : KS_TR("Broker %1, elected through ZooKeeper").arg(c.reportedId);
    }
    case MetadataQuorum::Unknown: break;
    }
    return c.why.isEmpty()
               ? KS_TR("Unknown: whether the cluster runs KRaft could not be read")
               : KS_TR("Unknown: whether the cluster runs KRaft could not be read (%1)").arg(c.why);
}

} // namespace kafscope
