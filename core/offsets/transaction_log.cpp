#include "offsets/transaction_log.h"

#include "common/translations.h"
#include "offsets/consumer_protocol.h"
#include "protocol/kafka_messages.h"

#include <QJsonArray>

namespace kafscope::offsets {

namespace msg = protocol::msg;

namespace {

const char *const kStates[] = {"Empty",        "Ongoing",          "PrepareCommit",
                               "PrepareAbort", "CompleteCommit",   "CompleteAbort",
                               "Dead",         "PrepareEpochFence"};

QJsonObject valueJson(const TransactionLogValue &v)
{
    QJsonArray partitions;
    for (const TransactionLogValue::Partitions &p : v.partitions) {
        QJsonArray ids;
        for (int id : p.partitions)
            ids.append(id);
        partitions.append(
            QJsonObject{{QStringLiteral("topic"), p.topic}, {QStringLiteral("partitions"), ids}});
    }
    QJsonObject o{{QStringLiteral("version"), v.version},
                  {QStringLiteral("state"), v.state()},
                  {QStringLiteral("producer_id"), v.producerId},
                  {QStringLiteral("producer_epoch"), v.producerEpoch},
                  {QStringLiteral("transaction_timeout_ms"), v.timeoutMs},
                  {QStringLiteral("partitions"), partitions},
                  {QStringLiteral("last_update_timestamp"), v.lastUpdateMs},
                  {QStringLiteral("start_timestamp"), v.startMs}};
    if (v.version >= 1) {
        o.insert(QStringLiteral("previous_producer_id"), v.previousProducerId);
        o.insert(QStringLiteral("next_producer_id"), v.nextProducerId);
        o.insert(QStringLiteral("next_producer_epoch"), v.nextProducerEpoch);
        o.insert(QStringLiteral("client_transaction_version"), v.clientTransactionVersion);
    }
    return o;
}

} // namespace

QString transactionStateName(int id)
{
    if (id >= 0 && id < int(sizeof kStates / sizeof *kStates))
        return QString::fromLatin1(kStates[id]);
    return QStringLiteral("Unknown(%1)").arg(id);
}

Result<TransactionLogValue> decodeTransactionLogValue(const QByteArray &value)
{
    protocol::Reader r(value);
    TransactionLogValue v;
    v.version = r.i16();
    if (!r.ok())
        return Error::usage(KS_ERR("Malformed TransactionLogValue: %1").arg(r.error()));
    if (v.version < msg::TransactionLogValue::kMinVersion ||
        v.version > msg::TransactionLogValue::kMaxVersion)
        return Error::usage(KS_ERR("Unknown TransactionLogValue version %1").arg(v.version));
    msg::TransactionLogValue m;
    m.read(r, int16_t(v.version));
    if (r.ok() && r.left() > 0)
        r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.left()));
    if (!r.ok())
        return Error::usage(KS_ERR("Malformed TransactionLogValue: %1").arg(r.error()));
    v.producerId = m.producerId;
    v.producerEpoch = m.producerEpoch;
    v.previousProducerId = m.previousProducerId;
    v.nextProducerId = m.nextProducerId;
    v.nextProducerEpoch = m.nextProducerEpoch;
    v.timeoutMs = m.transactionTimeoutMs;
    v.stateId = m.transactionStatus;
    if (m.transactionPartitions)
        for (const auto &p : *m.transactionPartitions)
            v.partitions.append(
                {p.topic, QList<int>(p.partitionIds.begin(), p.partitionIds.end())});
    v.lastUpdateMs = m.transactionLastUpdateTimestampMs;
    v.startMs = m.transactionStartTimestampMs;
    v.clientTransactionVersion = m.clientTransactionVersion;
    return v;
}

OffsetsRecord decodeTransactionLogRecord(const std::optional<QByteArray> &key,
                                         const std::optional<QByteArray> &value)
{
    OffsetsRecord rec;
    rec.tombstone = !value.has_value();
    if (!key) {
        rec.key = hexJson({}, KS_TR("Record without a key"));
        rec.notes << KS_TR("Record without a key");
    } else {
        protocol::Reader r(*key);
        const int version = r.i16();
        msg::TransactionLogKey k;
        if (r.ok() && version == 0) {
            k.read(r, 0);
            if (r.ok() && r.left() > 0)
                r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.left()));
        }
        if (r.ok() && version == 0) {
            rec.type = int(RecordType::TransactionLog);
            rec.keyDecoded = true;
            rec.transactionalId = k.transactionalId;
            rec.key = QJsonObject{{QStringLiteral("transactional_id"), k.transactionalId}};
        } else {
            const QString note = r.ok() ? KS_TR("Unknown TransactionLogKey version %1").arg(version)
                                        : KS_TR("Malformed TransactionLogKey: %1").arg(r.error());
            rec.key = hexJson(*key, note);
            rec.notes << note;
        }
    }
    if (!value)
        return rec;
    if (!rec.keyDecoded) {
        rec.value = hexJson(*value, KS_TR("Value not decoded: unknown key"));
        return rec;
    }
    const Result<TransactionLogValue> v = decodeTransactionLogValue(*value);
    if (!v) {
        rec.value = hexJson(*value, v.error().message());
        rec.notes << v.error().message();
        return rec;
    }
    rec.valueVersion = v.value().version;
    rec.valueDecoded = true;
    rec.value = valueJson(v.value());
    return rec;
}

} // namespace kafscope::offsets
