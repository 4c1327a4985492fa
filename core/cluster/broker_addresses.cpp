#include "cluster/broker_addresses.h"

#include <QHash>
#include <QMutex>

#include <algorithm>

namespace kafscope::broker_addresses {

namespace {

QMutex g_mutex;
QHash<QString, QHash<int, BrokerInfo>> g_seen; // cluster id -> broker id -> address

} // namespace

void remember(const ClusterMetadata &md)
{
    if (md.clusterId.isEmpty())
        return;
    QMutexLocker lock(&g_mutex);
    QHash<int, BrokerInfo> &brokers = g_seen[md.clusterId];
    for (const BrokerInfo &b : md.brokers)
        brokers.insert(b.id, b);
}

std::optional<BrokerInfo> lastSeen(const QString &clusterId, int brokerId)
{
    QMutexLocker lock(&g_mutex);
    const auto cluster = g_seen.constFind(clusterId);
    if (cluster == g_seen.constEnd())
        return std::nullopt;
    const auto b = cluster->constFind(brokerId);
    if (b == cluster->constEnd())
        return std::nullopt;
    return *b;
}

void rememberEarlier(const QString &clusterId, const QList<BrokerInfo> &brokers)
{
    if (clusterId.isEmpty())
        return;
    QMutexLocker lock(&g_mutex);
    QHash<int, BrokerInfo> &seen = g_seen[clusterId];
    for (const BrokerInfo &b : brokers)
        if (!seen.contains(b.id))
            seen.insert(b.id, b);
}

QList<BrokerInfo> allSeen(const QString &clusterId)
{
    QMutexLocker lock(&g_mutex);
    QList<BrokerInfo> out = g_seen.value(clusterId).values();
    std::sort(out.begin(), out.end(),
              [](const BrokerInfo &a, const BrokerInfo &b) { return a.id < b.id; });
    return out;
}

} // namespace kafscope::broker_addresses
