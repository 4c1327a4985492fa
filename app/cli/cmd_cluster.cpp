#include "cli/commands.h"

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
    if (ctx.json()) {
        QJsonArray brokers;
        for (const BrokerInfo &b : md->brokers)
            brokers.append(QJsonObject{{QStringLiteral("id"), b.id},
                                       {QStringLiteral("host"), b.host},
                                       {QStringLiteral("port"), b.port}});
        ctx.printJson(QJsonObject{{QStringLiteral("cluster_id"), md->clusterId},
                                  {QStringLiteral("controller_id"), md->controllerId},
                                  {QStringLiteral("brokers"), brokers},
                                  {QStringLiteral("topics"), md->topicCount(true)},
                                  {QStringLiteral("partitions"), md->partitionCount()}});
        return ExitOk;
    }
    QTextStream &out = ctx.out();
    out << "cluster id:  " << md->clusterId << '\n'
        << "controller:  " << md->controllerId << '\n'
        << "topics:      " << md->topicCount(true) << " (" << md->partitionCount()
        << " partitions)\n"
        << "brokers:\n";
    for (const BrokerInfo &b : md->brokers)
        out << "  " << b.id << "  " << b.host << ':' << b.port
            << (b.id == md->controllerId ? "  (controller)" : "") << '\n';
    return ExitOk;
}

} // namespace kafscope::cli
