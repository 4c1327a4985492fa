#include "protocol/quorum.h"

#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QHash>

namespace kafscope::protocol {

qint64 QuorumInfo::maxFollowerLag() const
{
    qint64 lag = 0;
    for (const QuorumReplica &r : voters)
        if (!r.leader && r.lag > lag)
            lag = r.lag;
    return lag;
}

qint64 QuorumInfo::maxFollowerLagMs(qint64 nowMs) const
{
    qint64 worst = 0;
    for (const QuorumReplica &r : voters)
        if (!r.leader && r.lastCaughtUpMs >= 0)
            worst = std::max(worst, nowMs - r.lastCaughtUpMs);
    return worst;
}

Result<QuorumInfo> describeQuorum(ProtocolClient &client)
{
    auto c = client.anyBroker();
    if (!c)
        return c.error();
    msg::DescribeQuorumRequest request;
    msg::DescribeQuorumRequest::TopicData topic;
    topic.topicName = QStringLiteral("__cluster_metadata");
    msg::DescribeQuorumRequest::PartitionData partition;
    partition.partitionIndex = 0;
    topic.partitions.push_back(partition);
    request.topics.push_back(topic);
    auto answer = (*c)->call<msg::DescribeQuorumRequest, msg::DescribeQuorumResponse>(request);
    if (!answer)
        return answer.error();
    const QString what = KS_TR("DescribeQuorum at %1").arg((*c)->address());
    if (answer->errorCode != 0)
        return kafkaError(answer->errorCode, what, answer->errorMessage);
    if (answer->topics.empty() || answer->topics.front().partitions.empty())
        return (*c)->malformed(QLatin1String("DescribeQuorumResponse"),
                               QStringLiteral("no partition in the answer"));
    const auto &p = answer->topics.front().partitions.front();
    if (p.errorCode != 0)
        return kafkaError(p.errorCode, what, p.errorMessage);
    QHash<int, QStringList> endpoints;
    for (const auto &node : answer->nodes)
        for (const auto &l : node.listeners)
            endpoints[node.nodeId] << QStringLiteral("%1://%2:%3").arg(l.name, l.host).arg(l.port);
    QuorumInfo q;
    q.leaderId = p.leaderId;
    q.leaderEpoch = p.leaderEpoch;
    q.highWatermark = p.highWatermark;
    qint64 leaderEnd = -1;
    for (const auto &v : p.currentVoters)
        if (v.replicaId == p.leaderId)
            leaderEnd = v.logEndOffset;
    auto convert = [&](const auto &r) {
        QuorumReplica out;
        out.id = r.replicaId;
        if (r.replicaDirectoryId != Uuid{})
            out.directoryId = uuidText(r.replicaDirectoryId);
        out.logEndOffset = r.logEndOffset;
        out.lag = leaderEnd >= 0 && r.logEndOffset >= 0 ? leaderEnd - r.logEndOffset : -1;
        out.lastFetchMs = r.lastFetchTimestamp;
        out.lastCaughtUpMs = r.lastCaughtUpTimestamp;
        out.leader = r.replicaId == p.leaderId;
        out.endpoints = endpoints.value(r.replicaId);
        return out;
    };
    for (const auto &v : p.currentVoters)
        q.voters << convert(v);
    for (const auto &o : p.observers)
        q.observers << convert(o);
    return q;
}

} // namespace kafscope::protocol
