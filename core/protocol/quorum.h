#pragma once

// The KRaft controller quorum (DescribeQuorum, answered by the active controller through any
// broker): the leader and its epoch, the high watermark, and each voter and observer with its log
// end offset, its lag behind the leader and when it last fetched and last caught up.

#include "protocol/protocol_client.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::protocol {

struct QuorumReplica {
    int id = -1;
    QString directoryId; // Kafka 3.9+ (KIP-853), empty before
    qint64 logEndOffset = -1;
    qint64 lag = -1;         // the leader's log end offset minus this one's (-1: unknown)
    qint64 lastFetchMs = -1; // wall clock, -1 when unknown (and for the leader)
    qint64 lastCaughtUpMs = -1;
    bool leader = false;
    QStringList endpoints; // "NAME://host:port" (Kafka 3.9+)
};

struct QuorumInfo {
    int leaderId = -1;
    int leaderEpoch = -1;
    qint64 highWatermark = -1;
    QList<QuorumReplica> voters;
    QList<QuorumReplica> observers;
    qint64 maxFollowerLag() const;
    qint64 maxFollowerLagMs(qint64 nowMs) const; // since the laggiest voter last caught up
};

Result<QuorumInfo> describeQuorum(ProtocolClient &client);

} // namespace kafscope::protocol
