#include "admin/broker_admin.h"
#include "common/translations.h"

#include "admin/admin_call.h"
#include "cluster/broker_addresses.h"

#include <QSet>

#include <memory>

namespace kafscope {

QList<BrokerStatus> brokerStatuses(const ClusterMetadata &md)
{
    broker_addresses::remember(md);
    QList<BrokerStatus> out;
    QSet<int> listed;
    for (const BrokerInfo &b : md.brokers) {
        out.append({b.id, b.host, b.port, b.id == md.controllerId, true, {}});
        listed.insert(b.id);
    }
    QSet<int> missing;
    for (const TopicInfo &t : md.topics)
        for (const PartitionInfo &p : t.partitions)
            for (int r : p.replicas)
                if (!listed.contains(r))
                    missing.insert(r);
    for (int id : missing) {
        // Its address as last seen, so the list still says which machine to look at.
        const std::optional<BrokerInfo> seen = broker_addresses::lastSeen(md.clusterId, id);
        out.append({id, seen ? seen->host : QString(), seen ? seen->port : 0, false, false,
                    KS_TR("not in the cluster metadata (stopped or fenced)")});
    }
    std::sort(out.begin(), out.end(),
              [](const BrokerStatus &a, const BrokerStatus &b) { return a.id < b.id; });
    return out;
}

Result<QList<BrokerStatus>> listBrokers(KafkaClient &client, int probeTimeoutMs)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    QList<BrokerStatus> out = brokerStatuses(md.value());
    // One DescribeConfigs per broker, all in flight at once: librdkafka sends a broker resource to
    // that broker itself, so an answer proves the broker is reachable from here.
    std::vector<std::unique_ptr<AdminCall>> calls;
    for (const BrokerStatus &b : out) {
        if (!b.answers) {
            calls.emplace_back();
            continue;
        }
        auto call =
            std::make_unique<AdminCall>(client, RD_KAFKA_ADMIN_OP_DESCRIBECONFIGS, probeTimeoutMs);
        rd_kafka_ConfigResource_t *res = rd_kafka_ConfigResource_new(
            RD_KAFKA_RESOURCE_BROKER, QByteArray::number(b.id).constData());
        rd_kafka_DescribeConfigs(client.handle(), &res, 1, call->options(), call->queue());
        rd_kafka_ConfigResource_destroy(res);
        calls.push_back(std::move(call));
    }
    for (size_t i = 0; i < calls.size(); ++i) {
        if (!calls[i])
            continue;
        auto ev = calls[i]->wait(RD_KAFKA_EVENT_DESCRIBECONFIGS_RESULT,
                                 KS_ERR("Asking broker %1").arg(out[qsizetype(i)].id));
        if (!ev) {
            out[qsizetype(i)].answers = false;
            out[qsizetype(i)].problem = ev.error().message();
        }
    }
    return out;
}

} // namespace kafscope
