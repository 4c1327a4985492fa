#include "protocol/log_dirs.h"

#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QHash>
#include <QSet>

#include <algorithm>

namespace kafscope::protocol {

qint64 LogDirInfo::replicaBytes() const
{
    qint64 sum = 0;
    for (const ReplicaDisk &r : replicas)
        sum += r.sizeBytes;
    return sum;
}

qint64 BrokerDisks::totalBytes() const
{
    qint64 sum = 0;
    for (const LogDirInfo &d : dirs) {
        if (d.totalBytes < 0)
            return -1;
        sum += d.totalBytes;
    }
    return dirs.isEmpty() ? -1 : sum;
}

qint64 BrokerDisks::usableBytes() const
{
    qint64 sum = 0;
    for (const LogDirInfo &d : dirs) {
        if (d.usableBytes < 0)
            return -1;
        sum += d.usableBytes;
    }
    return dirs.isEmpty() ? -1 : sum;
}

qint64 BrokerDisks::replicaBytes() const
{
    qint64 sum = 0;
    for (const LogDirInfo &d : dirs)
        sum += d.replicaBytes();
    return sum;
}

Result<QList<BrokerDisks>> describeLogDirs(ProtocolClient &client, const QList<int> &only)
{
    const ClusterMetadata *md = client.metadata();
    if (!md) {
        auto any = client.anyBroker(); // the metadata's own error
        return any ? Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_BROKER, KS_ERR("No metadata"))
                   : any.error();
    }
    QList<BrokerDisks> out;
    for (const BrokerInfo &b : md->brokers) {
        if (!only.isEmpty() && !only.contains(b.id))
            continue;
        BrokerDisks disks;
        disks.brokerId = b.id;
        disks.address = QStringLiteral("%1:%2").arg(b.host).arg(b.port);
        auto c = client.broker(b.id);
        if (!c) {
            if (c.error().kind == Error::Kind::Cancelled)
                return c.error();
            disks.error = c.error();
            out << disks;
            continue;
        }
        msg::DescribeLogDirsRequest request;
        request.topics.reset(); // null: every topic
        auto answer =
            (*c)->call<msg::DescribeLogDirsRequest, msg::DescribeLogDirsResponse>(request);
        if (!answer) {
            disks.error = answer.error();
            out << disks;
            continue;
        }
        if (answer->errorCode != 0) {
            disks.error =
                kafkaError(answer->errorCode, KS_TR("DescribeLogDirs on broker %1").arg(b.id));
            out << disks;
            continue;
        }
        for (const auto &r : answer->results) {
            LogDirInfo dir;
            dir.path = r.logDir;
            dir.errorCode = r.errorCode;
            if (r.errorCode != 0)
                dir.error = QString::fromUtf8(rd_kafka_err2str(rd_kafka_resp_err_t(r.errorCode)));
            dir.totalBytes = r.totalBytes;
            dir.usableBytes = r.usableBytes;
            for (const auto &t : r.topics)
                for (const auto &p : t.partitions)
                    dir.replicas << ReplicaDisk{t.name, p.partitionIndex, p.partitionSize,
                                                p.offsetLag, p.isFutureKey};
            disks.dirs << dir;
        }
        out << disks;
    }
    if (!only.isEmpty() && out.isEmpty())
        return Error::usage(KS_ERR("No such broker in the cluster"));
    return out;
}

QList<TopicSize> topicSizes(const QList<BrokerDisks> &brokers)
{
    QHash<QString, TopicSize> byTopic;
    QHash<QString, QHash<int, qint64>> largest;
    for (const BrokerDisks &b : brokers)
        for (const LogDirInfo &d : b.dirs)
            for (const ReplicaDisk &r : d.replicas) {
                if (r.future)
                    continue; // counted where it lives now
                TopicSize &t = byTopic[r.topic];
                t.topic = r.topic;
                t.bytes += r.sizeBytes;
                ++t.replicas;
                t.perBroker[b.brokerId] += r.sizeBytes;
                qint64 &l = largest[r.topic][r.partition];
                l = std::max(l, r.sizeBytes);
            }
    QList<TopicSize> out;
    for (auto it = byTopic.begin(); it != byTopic.end(); ++it) {
        const QHash<int, qint64> &parts = largest.value(it.key());
        it->partitions = int(parts.size());
        for (qint64 v : parts)
            it->largestCopy += v;
        out << *it;
    }
    std::sort(out.begin(), out.end(), [](const TopicSize &a, const TopicSize &b) {
        return a.bytes != b.bytes ? a.bytes > b.bytes : a.topic < b.topic;
    });
    return out;
}

} // namespace kafscope::protocol
