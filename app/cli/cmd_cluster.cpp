#include "cli/commands.h"

#include "admin/controller_info.h"
#include "cluster/kafka_client.h"
#include "protocol/quorum.h"

#include <QDateTime>

namespace kafscope::cli {

namespace {

QJsonValue timeOrNull(qint64 ms)
{
    return ms < 0 ? QJsonValue() : QJsonValue(ms);
}

QString agoText(qint64 ms, qint64 now)
{
    return ms < 0 ? QStringLiteral("-")
                  : QStringLiteral("%1 ms ago").arg(std::max<qint64>(0, now - ms));
}

} // namespace

int runClusterQuorum(CliContext &ctx)
{
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-quorum"));
    if (!client)
        return ctx.fail(client.error());
    protocol::ProtocolClient proto(*client.value());
    auto q = protocol::describeQuorum(proto);
    if (!q)
        return ctx.fail(q.error());
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (ctx.json()) {
        auto replicas = [](const QList<protocol::QuorumReplica> &list) {
            QJsonArray a;
            for (const protocol::QuorumReplica &r : list)
                a.append(QJsonObject{
                    {QStringLiteral("id"), r.id},
                    {QStringLiteral("directory_id"),
                     r.directoryId.isEmpty() ? QJsonValue() : QJsonValue(r.directoryId)},
                    {QStringLiteral("log_end_offset"), r.logEndOffset},
                    {QStringLiteral("lag"), r.lag < 0 ? QJsonValue() : QJsonValue(r.lag)},
                    {QStringLiteral("last_fetch_ms"), timeOrNull(r.lastFetchMs)},
                    {QStringLiteral("last_caught_up_ms"), timeOrNull(r.lastCaughtUpMs)},
                    {QStringLiteral("leader"), r.leader},
                    {QStringLiteral("endpoints"), QJsonArray::fromStringList(r.endpoints)}});
            return a;
        };
        ctx.printJson(QJsonObject{{QStringLiteral("leader_id"), q->leaderId},
                                  {QStringLiteral("leader_epoch"), q->leaderEpoch},
                                  {QStringLiteral("high_watermark"), q->highWatermark},
                                  {QStringLiteral("max_follower_lag"), q->maxFollowerLag()},
                                  {QStringLiteral("max_follower_lag_ms"), q->maxFollowerLagMs(now)},
                                  {QStringLiteral("voters"), replicas(q->voters)},
                                  {QStringLiteral("observers"), replicas(q->observers)}});
        return ExitOk;
    }
    QTextStream &out = ctx.out();
    out << "leader:          " << q->leaderId << " (epoch " << q->leaderEpoch << ")\n"
        << "high watermark:  " << q->highWatermark << '\n'
        << "max follower lag: " << q->maxFollowerLag() << " records, " << q->maxFollowerLagMs(now)
        << " ms\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
               .arg(QStringLiteral("NODE"), 6)
               .arg(QStringLiteral("ROLE"), -10)
               .arg(QStringLiteral("LOG END"), 12)
               .arg(QStringLiteral("LAG"), 8)
               .arg(QStringLiteral("LAST FETCH"), 16)
               .arg(QStringLiteral("LAST CAUGHT UP"), 16);
    auto row = [&](const protocol::QuorumReplica &r, const QString &role) {
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(r.id, 6)
                   .arg(r.leader ? QStringLiteral("leader") : role, -10)
                   .arg(r.logEndOffset, 12)
                   .arg(r.lag < 0 ? QStringLiteral("?") : QString::number(r.lag), 8)
                   .arg(agoText(r.lastFetchMs, now), 16)
                   .arg(agoText(r.lastCaughtUpMs, now), 16);
    };
    for (const protocol::QuorumReplica &r : q->voters)
        row(r, QStringLiteral("voter"));
    for (const protocol::QuorumReplica &r : q->observers)
        row(r, QStringLiteral("observer"));
    return ExitOk;
}

int runCluster(CliContext &ctx)
{
    if (ctx.args().words.value(1) == QLatin1String("quorum"))
        return runClusterQuorum(ctx);
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
    // The release line the brokers run, from their ApiVersions (unknown: null / "?").
    protocol::ProtocolClient proto(*client.value());
    const auto apis = proto.brokerApis();
    const std::optional<KafkaRelease> release =
        apis ? apis->release() : std::optional<KafkaRelease>();
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
            {QStringLiteral("partitions"), md->partitionCount()},
            {QStringLiteral("kafka_version"),
             release ? QJsonValue(release->line()) : QJsonValue()}});
        return ExitOk;
    }
    QTextStream &out = ctx.out();
    out << "cluster id:  " << md->clusterId << '\n'
        << "controller:  " << controllerSentence(controller, &md.value()) << '\n'
        << "topics:      " << md->topicCount(true) << " (" << md->partitionCount()
        << " partitions)\n"
        << "kafka:       " << (release ? release->line() : QStringLiteral("?")) << '\n'
        << "brokers:\n";
    for (const BrokerInfo &b : md->brokers)
        out << "  " << b.id << "  " << b.host << ':' << b.port
            << (b.id == controller.visibleId() ? "  (controller)" : "") << '\n';
    return ExitOk;
}

} // namespace kafscope::cli
