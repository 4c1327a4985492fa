#pragma once

// Disks: each broker's log directories (DescribeLogDirs), with the volume's total and usable bytes
// (Kafka 3.3+), the directory's error, and the size of every partition replica in it; and the
// topics by size, summed from those replicas.

#include "common/result.h"
#include "protocol/protocol_client.h"

#include <QList>
#include <QString>

#include <optional>

namespace kafscope::protocol {

struct ReplicaDisk {
    QString topic;
    int partition = -1;
    qint64 sizeBytes = 0;
    qint64 offsetLag = 0; // behind the high watermark (or, for a future replica, the current one)
    bool future = false;  // being moved here from another directory
};

struct LogDirInfo {
    QString path;
    int errorCode = 0; // a Kafka error: KAFKA_STORAGE_ERROR when the disk failed
    QString error;
    qint64 totalBytes = -1; // -1: the broker does not say (before Kafka 3.3)
    qint64 usableBytes = -1;
    QList<ReplicaDisk> replicas;
    qint64 replicaBytes() const;
};

struct BrokerDisks {
    int brokerId = -1;
    QString address;
    QList<LogDirInfo> dirs;
    std::optional<Error> error; // the broker could not be asked
    qint64 totalBytes() const;  // -1 when unknown
    qint64 usableBytes() const;
    qint64 replicaBytes() const;
};

// Every broker's directories (or the brokers in `only`), each asked on its own connection; a broker
// that does not answer has its error, the others their data.
Result<QList<BrokerDisks>> describeLogDirs(ProtocolClient &client, const QList<int> &only = {});

struct TopicSize {
    QString topic;
    qint64 bytes = 0;       // every replica, on every broker
    qint64 largestCopy = 0; // the sum of each partition's largest replica: one copy of the data
    int partitions = 0;
    int replicas = 0;
    QMap<int, qint64> perBroker;
};

// The topics by size, largest first.
QList<TopicSize> topicSizes(const QList<BrokerDisks> &brokers);

} // namespace kafscope::protocol
