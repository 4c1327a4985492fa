#pragma once

// Transactions, as Kafka's own kafka-transactions tool sees them: the transactional ids the
// coordinators know (ListTransactions on every broker), each one described by its coordinator
// (FindCoordinator, DescribeTransactions), the producers each partition's leader holds state for
// (DescribeProducers), the hanging transactions (find-hanging's rule) and the abort of one open
// transaction on one partition (WriteTxnMarkers to its leader, as Admin.abortTransaction does).
// All through Kafscope's own protocol layer: librdkafka has none of these requests. Blocking: run
// it on a Worker or in the CLI.

#include "common/result.h"
#include "protocol/protocol_client.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::transactions {

struct TransactionListing {
    QString transactionalId;
    qint64 producerId = -1;
    QString state; // Kafka's name: Empty, Ongoing, PrepareCommit, CompleteAbort, ...
    int coordinatorId = -1;
};

struct ListFilter {
    QStringList states; // empty: every state
    QList<qint64> producerIds;
    qint64 minDurationMs = -1; // only transactions running at least this long (Kafka 3.8+)
};

// Every coordinator's transactional ids; a broker that does not answer makes the whole list an
// error (a partial list would hide transactions).
Result<QList<TransactionListing>> listTransactions(protocol::ProtocolClient &client,
                                                   const ListFilter &filter = {});

struct PartitionRef {
    QString topic;
    int partition = -1;
    bool operator==(const PartitionRef &) const = default;
};

struct TransactionDescription {
    QString transactionalId;
    QString state;
    qint64 producerId = -1;
    int producerEpoch = -1;
    int timeoutMs = 0;
    qint64 startTimeMs = -1; // -1: no transaction running
    int coordinatorId = -1;
    QList<PartitionRef> partitions; // written to in the running transaction (or awaiting markers)
    std::optional<Error> error;     // this id could not be described (e.g. not found)
};

// Each id as its coordinator describes it, in the order asked; an id the coordinator does not know
// has its error, the others their description.
Result<QList<TransactionDescription>> describeTransactions(protocol::ProtocolClient &client,
                                                           const QStringList &transactionalIds);

struct ActiveProducer {
    qint64 producerId = -1;
    int producerEpoch = -1;
    int lastSequence = -1;
    qint64 lastTimestampMs = -1;
    int coordinatorEpoch = -1;
    qint64 currentTxnStartOffset = -1; // -1: no open transaction on this partition
    bool inTransaction() const { return currentTxnStartOffset >= 0; }
};

struct PartitionProducers {
    PartitionRef partition;
    int brokerId = -1; // the broker that answered (the leader unless one was named)
    QList<ActiveProducer> producers;
    std::optional<Error> error;
    // The open transaction that started at the lowest offset, if any.
    const ActiveProducer *oldestOpen() const;
};

// The active producers of these partitions, asked of each partition's leader (or of `brokerId`).
Result<QList<PartitionProducers>> describeProducers(protocol::ProtocolClient &client,
                                                    const QList<PartitionRef> &partitions,
                                                    std::optional<int> brokerId = std::nullopt);

// The partitions of `topic` (every one, or `partition`), or of every topic with a replica on
// `brokerId`: the search scope of find-hanging.
Result<QList<PartitionRef>> partitionsToSearch(protocol::ProtocolClient &client,
                                               const QString &topic, std::optional<int> partition,
                                               std::optional<int> brokerId);

struct HangingQuery {
    QString topic;                // with or without `partition`
    std::optional<int> partition; // needs `topic`
    std::optional<int> brokerId;  // every partition with a replica there; asked of that broker
    qint64 maxTransactionTimeoutMs = 15 * 60 * 1000; // the tool's --max-transaction-timeout
};

struct OpenTransaction {
    PartitionRef partition;
    ActiveProducer producer;
    QString transactionalId; // empty: no coordinator knows the producer id
};

// find-hanging: an open transaction on a partition whose last write is older than the maximum
// transaction timeout, and whose producer id either no coordinator lists, or whose transactional
// id the coordinator does not know, or whose transaction (as the coordinator describes it) does not
// hold that partition. `nowMs` is the clock the durations are measured against.
Result<QList<OpenTransaction>> findHanging(protocol::ProtocolClient &client,
                                           const HangingQuery &query, qint64 nowMs);

struct AbortSpec {
    PartitionRef partition;
    qint64 producerId = -1;
    int producerEpoch = -1;
    int coordinatorEpoch = 0;
    qint64 startOffset = -1;
};

// The abort of the open transaction of `producerId` (or, if -1, the one that started at
// `startOffset`) on the partition, from its leader's producer state. An error if none is open.
Result<AbortSpec> abortSpecFor(protocol::ProtocolClient &client, const PartitionRef &partition,
                               qint64 producerId, qint64 startOffset = -1);

// The target the write policy and the user's confirmation name: "topic/partition:producerId".
QString abortTarget(const AbortSpec &spec);

// Writes the abort marker for `spec` to the partition's leader (WriteTxnMarkers), after the write
// policy admitted AbortTransaction on abortTarget(spec) with `confirmation`.
Status abortTransaction(protocol::ProtocolClient &client, const ConnectionProfile &profile,
                        const AbortSpec &spec, const QString &confirmation);

} // namespace kafscope::transactions
