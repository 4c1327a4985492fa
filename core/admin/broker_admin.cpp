#include "admin/broker_admin.h"
#include "common/translations.h"

#include "admin/admin_call.h"
#include "cluster/broker_addresses.h"

#include <QHash>
#include <QSet>

#include <memory>

namespace kafscope {

QList<BrokerStatus> brokerStatuses(const ClusterMetadata &md, int visibleController)
{
    broker_addresses::remember(md);
    QList<BrokerStatus> out;
    QSet<int> listed;
    for (const BrokerInfo &b : md.brokers) {
        BrokerStatus s;
        s.id = b.id;
        s.host = b.host;
        s.port = b.port;
        s.controller = b.id == visibleController;
        s.answers = true;
        out.append(s);
        listed.insert(b.id);
    }
    QHash<int, int> replicas, leaders;
    QSet<int> missing;
    for (const TopicInfo &t : md.topics)
        for (const PartitionInfo &p : t.partitions) {
            if (p.leader >= 0)
                ++leaders[p.leader];
            for (int r : p.replicas) {
                ++replicas[r];
                if (!listed.contains(r))
                    missing.insert(r);
            }
        }
    for (int id : missing) {
        // Its address as last seen, so the list still says which machine to look at.
        const std::optional<BrokerInfo> seen = broker_addresses::lastSeen(md.clusterId, id);
        BrokerStatus s;
        s.id = id;
        s.host = seen ? seen->host : QString();
        s.port = seen ? seen->port : 0;
        s.problem = KS_TR("not in the cluster metadata (stopped or fenced)");
        out.append(s);
    }
    for (BrokerStatus &s : out) {
        s.partitions = replicas.value(s.id);
        s.leaders = leaders.value(s.id);
    }
    std::sort(out.begin(), out.end(),
              [](const BrokerStatus &a, const BrokerStatus &b) { return a.id < b.id; });
    return out;
}

namespace {

// The value of config `name` in a DescribeConfigs answer for one broker ("" when absent).
QString configValue(rd_kafka_event_t *ev, const char *name, bool *present = nullptr)
{
    size_t n = 0;
    const rd_kafka_ConfigResource_t **res =
        rd_kafka_DescribeConfigs_result_resources(rd_kafka_event_DescribeConfigs_result(ev), &n);
    for (size_t i = 0; i < n; ++i) {
        size_t cnt = 0;
        const rd_kafka_ConfigEntry_t **entries = rd_kafka_ConfigResource_configs(res[i], &cnt);
        for (size_t j = 0; j < cnt; ++j)
            if (qstrcmp(rd_kafka_ConfigEntry_name(entries[j]), name) == 0) {
                const char *v = rd_kafka_ConfigEntry_value(entries[j]);
                if (present)
                    *present = v && *v;
                return QString::fromUtf8(v ? v : "");
            }
    }
    if (present)
        *present = false;
    return {};
}

} // namespace

Result<QList<BrokerStatus>> listBrokers(KafkaClient &client, int probeTimeoutMs)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    QList<BrokerStatus> out = brokerStatuses(md.value());
    const int controllerId = md->controllerId;
    bool zookeeper = false;
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
        BrokerStatus &b = out[qsizetype(i)];
        if (!ev) {
            b.answers = false;
            b.problem = ev.error().message();
            continue;
        }
        b.rack = configValue(ev.value(), "broker.rack");
        b.roles = configValue(ev.value(), "process.roles");
        bool zk = false;
        configValue(ev.value(), "zookeeper.connect", &zk);
        zookeeper = zookeeper || (zk && b.roles.isEmpty());
    }
    // Only ZooKeeper's controller is what the metadata says; under KRaft no broker is marked.
    for (BrokerStatus &b : out)
        b.controller = zookeeper && b.id == controllerId;
    return out;
}

} // namespace kafscope
