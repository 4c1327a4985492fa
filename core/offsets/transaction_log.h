#pragma once

#include "offsets/offsets_decoder.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace kafscope::offsets {

// The records of __transaction_state, the transaction coordinator's log: the key is a version
// (INT16, 0) and TransactionLogKey (the transactional id), the value a version (0 or 1) and
// TransactionLogValue, both decoded by codecs generated from the specifications in Kafka's
// kafka-transaction-coordinator jar. A null value is the tombstone of an expired transactional id.

// Kafka's TransactionState by its id in the log: "Empty", "Ongoing", "PrepareCommit",
// "PrepareAbort", "CompleteCommit", "CompleteAbort", "Dead", "PrepareEpochFence"; "Unknown(N)".
QString transactionStateName(int id);

struct TransactionLogValue {
    int version = 0;
    qint64 producerId = -1;
    int producerEpoch = -1;
    qint64 previousProducerId = -1; // v1 tagged: the producer id of the last committed transaction
    qint64 nextProducerId = -1;     // v1 tagged: handed to the producer, not yet in use
    int nextProducerEpoch = -1;     // v1 tagged
    int timeoutMs = 0;
    int stateId = -1;
    struct Partitions {
        QString topic;
        QList<int> partitions;
    };
    QList<Partitions> partitions; // the partitions the transaction holds
    qint64 lastUpdateMs = -1;
    qint64 startMs = -1;              // -1 when no transaction is open
    int clientTransactionVersion = 0; // v1 tagged: 2 is the KIP-890 protocol

    QString state() const { return transactionStateName(stateId); }
};

// Decodes one record of __transaction_state into the explorer's record form: type is
// RecordType::TransactionLog, `transactionalId` and `key` {"transactional_id"} from the key, the
// value's fields in snake_case (state by name, timestamps in ms, partitions by topic). Never
// fails: what cannot be decoded stays as hex with a note. Pure: bounded work for any input.
OffsetsRecord decodeTransactionLogRecord(const std::optional<QByteArray> &key,
                                         const std::optional<QByteArray> &value);

Result<TransactionLogValue> decodeTransactionLogValue(const QByteArray &value);

} // namespace kafscope::offsets
