#include "cli/commands.h"

#include "admin/controller_info.h"
#include "cluster/kafka_client.h"

namespace kafscope::cli {

int runCluster(CliContext &ctx)
{
    if (auto e = ctx.args().rejectExtraWords(1))
        return ctx.fail(*e);
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli"));
    if (!client)
        return ctx.fail(client.error());
    auto md = client.value()->metadata(true);
    if (!md)
        return ctx.fail(md.error());
    // Under KRaft the metadata's controller id is a random broker: ask a broker's configs whether
    // the cluster runs KRaft, and name a controller only where clients can see it (ZooKeeper).
    const ControllerView controller =
        describeController(*client.value(), md.value(), ctx.profile().timeoutMs);
    if (ctx.json()) {
        QJsonArray brokers;
        for (const BrokerInfo &b : md->brokers)
            brokers.append(QJsonObject{{QStringLiteral("id"), b.id},
                                       {QStringLiteral("host"), b.host},
                                       {QStringLiteral("port"), b.port}});
        const int visible = controller.visibleId();
        ctx.printJson(QJsonObject{
            {QStringLiteral("cluster_id"), md->clusterId},
            // What the Metadata answer names (kept for old scripts; under KRaft a random broker).
            {QStringLiteral("controller_id"), md->controllerId},
            {QStringLiteral("metadata_quorum"), quorumKey(controller.quorum)},
            {QStringLiteral("active_controller_id"),
             visible >= 0 ? QJsonValue(visible) : QJsonValue()},
            {QStringLiteral("brokers"), brokers},
            {QStringLiteral("topics"), md->topicCount(true)},
            {QStringLiteral("partitions"), md->partitionCount()}});
        return ExitOk;
    }
    QTextStream &out = ctx.out();
    out << "cluster id:  " << md->clusterId << '\n'
        << "controller:  " << controllerSentence(controller, &md.value()) << '\n'
        << "topics:      " << md->topicCount(true) << " (" << md->partitionCount()
        << " partitions)\n"
        << "brokers:\n";
    for (const BrokerInfo &b : md->brokers)
        out << "  " << b.id << "  " << b.host << ':' << b.port
            << (b.id == controller.visibleId() ? "  (controller)" : "") << '\n';
    return ExitOk;
}

} // namespace kafscope::cli
