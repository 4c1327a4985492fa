#include "transactions/transactions.h"

#include "admin/write_guard.h"
#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace kafscope::transactions {

namespace msg = protocol::msg;

namespace {

constexpr int16_t kTransactionalIdNotFound = 105;
constexpr int8_t kTransactionKeyType = 1;
constexpr int kMaxBatch = 500; // partitions or ids in one request, as Kafka's tool batches

Error noMetadata(protocol::ProtocolClient &client)
{
    auto any = client.anyBroker(); // the metadata's own error
    return any ? Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_BROKER, KS_ERR("No metadata"))
               : any.error();
}

const PartitionInfo *findPartition(const ClusterMetadata &md, const PartitionRef &p)
{
    for (const TopicInfo &t : md.topics)
        if (t.name == p.topic)
            for (const PartitionInfo &pi : t.partitions)
                if (pi.id == p.partition)
                    return &pi;
    return nullptr;
}

// The coordinator of each transactional id: broker id -> ids.
Result<QMap<int, QStringList>> coordinatorsOf(protocol::ProtocolClient &client,
                                              const QStringList &ids)
{
    auto c = client.anyBroker();
    if (!c)
        return c.error();
    const auto version = (*c)->versionFor<msg::FindCoordinatorRequest>();
    if (!version)
        return version.error();
    QMap<int, QStringList> out;
    if (*version >= 4) {
        for (qsizetype i = 0; i < ids.size(); i += kMaxBatch) {
            msg::FindCoordinatorRequest request;
            request.keyType = kTransactionKeyType;
            for (const QString &id : ids.mid(i, kMaxBatch))
                request.coordinatorKeys.push_back(id);
            auto answer =
                (*c)->call<msg::FindCoordinatorRequest, msg::FindCoordinatorResponse>(request);
            if (!answer)
                return answer.error();
            for (const auto &k : answer->coordinators) {
                if (k.errorCode != 0)
                    return protocol::kafkaError(k.errorCode,
                                                KS_TR("Finding the coordinator of %1").arg(k.key),
                                                k.errorMessage);
                out[k.nodeId] << k.key;
            }
        }
        return out;
    }
    for (const QString &id : ids) {
        msg::FindCoordinatorRequest request;
        request.keyType = kTransactionKeyType;
        request.key = id;
        auto answer =
            (*c)->call<msg::FindCoordinatorRequest, msg::FindCoordinatorResponse>(request);
        if (!answer)
            return answer.error();
        if (answer->errorCode != 0)
            return protocol::kafkaError(answer->errorCode,
                                        KS_TR("Finding the coordinator of %1").arg(id),
                                        answer->errorMessage);
        out[answer->nodeId] << id;
    }
    return out;
}

TransactionDescription described(const msg::DescribeTransactionsResponse::TransactionState &s,
                                 int coordinator)
{
    TransactionDescription d;
    d.transactionalId = s.transactionalId;
    d.coordinatorId = coordinator;
    if (s.errorCode != 0) {
        d.error =
            s.errorCode == kTransactionalIdNotFound
                ? Error::kafka(s.errorCode, KS_ERR("No coordinator knows the transactional "
                                                   "id %1")
                                                .arg(s.transactionalId))
                : protocol::kafkaError(
                      s.errorCode, KS_TR("Describing the transaction %1").arg(s.transactionalId));
        return d;
    }
    d.state = s.transactionState;
    d.producerId = s.producerId;
    d.producerEpoch = s.producerEpoch;
    d.timeoutMs = s.transactionTimeoutMs;
    d.startTimeMs = s.transactionStartTimeMs;
    for (const auto &t : s.topics)
        for (int32_t p : t.partitions)
            d.partitions << PartitionRef{t.topic, p};
    std::sort(d.partitions.begin(), d.partitions.end(), [](const auto &a, const auto &b) {
        return std::tie(a.topic, a.partition) < std::tie(b.topic, b.partition);
    });
    return d;
}

ActiveProducer producerFrom(const msg::DescribeProducersResponse::ProducerState &s)
{
    return ActiveProducer{s.producerId,    s.producerEpoch,    s.lastSequence,
                          s.lastTimestamp, s.coordinatorEpoch, s.currentTxnStartOffset};
}

} // namespace

Result<QList<TransactionListing>> listTransactions(protocol::ProtocolClient &client,
                                                   const ListFilter &filter)
{
    const ClusterMetadata *md = client.metadata();
    if (!md)
        return noMetadata(client);
    QList<TransactionListing> out;
    for (const BrokerInfo &b : md->brokers) {
        auto c = client.broker(b.id);
        if (!c)
            return c.error();
        msg::ListTransactionsRequest request;
        for (const QString &s : filter.states)
            request.stateFilters.push_back(s);
        for (qint64 id : filter.producerIds)
            request.producerIdFilters.push_back(id);
        if (filter.minDurationMs >= 0) {
            const auto version = (*c)->versionFor<msg::ListTransactionsRequest>();
            if (!version)
                return version.error();
            if (*version < 1)
                return Error::kafka(RD_KAFKA_RESP_ERR__UNSUPPORTED_FEATURE,
                                    KS_ERR("Broker %1 cannot filter transactions by duration "
                                           "(Kafka 3.8 or newer can)")
                                        .arg(b.id));
            request.durationFilter = filter.minDurationMs;
        }
        auto answer =
            (*c)->call<msg::ListTransactionsRequest, msg::ListTransactionsResponse>(request);
        if (!answer)
            return answer.error();
        if (answer->errorCode != 0)
            return protocol::kafkaError(answer->errorCode,
                                        KS_TR("ListTransactions on broker %1").arg(b.id));
        for (const auto &s : answer->transactionStates)
            out << TransactionListing{s.transactionalId, s.producerId, s.transactionState, b.id};
    }
    std::sort(out.begin(), out.end(),
              [](const auto &a, const auto &b) { return a.transactionalId < b.transactionalId; });
    return out;
}

Result<QList<TransactionDescription>> describeTransactions(protocol::ProtocolClient &client,
                                                           const QStringList &transactionalIds)
{
    QHash<QString, TransactionDescription> byId;
    if (!transactionalIds.isEmpty()) {
        auto coordinators = coordinatorsOf(client, transactionalIds);
        if (!coordinators)
            return coordinators.error();
        for (auto it = coordinators->constBegin(); it != coordinators->constEnd(); ++it) {
            auto c = client.broker(it.key());
            if (!c)
                return c.error();
            msg::DescribeTransactionsRequest request;
            for (const QString &id : it.value())
                request.transactionalIds.push_back(id);
            auto answer =
                (*c)->call<msg::DescribeTransactionsRequest, msg::DescribeTransactionsResponse>(
                    request);
            if (!answer)
                return answer.error();
            for (const auto &s : answer->transactionStates)
                byId.insert(s.transactionalId, described(s, it.key()));
        }
    }
    QList<TransactionDescription> out;
    for (const QString &id : transactionalIds) {
        TransactionDescription d = byId.value(id);
        if (!byId.contains(id)) {
            d.transactionalId = id;
            d.error = Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                                   KS_ERR("The coordinator did not describe %1").arg(id));
        }
        out << d;
    }
    return out;
}

const ActiveProducer *PartitionProducers::oldestOpen() const
{
    const ActiveProducer *oldest = nullptr;
    for (const ActiveProducer &p : producers)
        if (p.inTransaction() &&
            (!oldest || p.currentTxnStartOffset < oldest->currentTxnStartOffset))
            oldest = &p;
    return oldest;
}

Result<QList<PartitionProducers>> describeProducers(protocol::ProtocolClient &client,
                                                    const QList<PartitionRef> &partitions,
                                                    std::optional<int> brokerId)
{
    const ClusterMetadata *md = client.metadata();
    if (!md)
        return noMetadata(client);
    QList<PartitionProducers> out(partitions.size());
    QMap<int, QList<qsizetype>> byBroker; // broker -> indexes into `out`
    for (qsizetype i = 0; i < partitions.size(); ++i) {
        out[i].partition = partitions[i];
        const PartitionInfo *p = findPartition(*md, partitions[i]);
        if (!brokerId && (!p || p->leader < 0)) {
            out[i].error = Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_PARTITION,
                                        KS_ERR("Partition %1 of %2 has no leader in the metadata")
                                            .arg(partitions[i].partition)
                                            .arg(partitions[i].topic));
            continue;
        }
        out[i].brokerId = brokerId ? *brokerId : p->leader;
        byBroker[out[i].brokerId] << i;
    }
    for (auto it = byBroker.constBegin(); it != byBroker.constEnd(); ++it) {
        auto c = client.broker(it.key());
        for (qsizetype start = 0; start < it.value().size(); start += kMaxBatch) {
            const QList<qsizetype> batch = it.value().mid(start, kMaxBatch);
            if (!c) {
                if (c.error().kind == Error::Kind::Cancelled)
                    return c.error();
                for (qsizetype i : batch)
                    out[i].error = c.error();
                continue;
            }
            msg::DescribeProducersRequest request;
            QMap<QString, QList<int32_t>> topics;
            for (qsizetype i : batch)
                topics[out[i].partition.topic] << out[i].partition.partition;
            for (auto t = topics.constBegin(); t != topics.constEnd(); ++t)
                request.topics.push_back({t.key(), {t.value().cbegin(), t.value().cend()}});
            auto answer =
                (*c)->call<msg::DescribeProducersRequest, msg::DescribeProducersResponse>(request);
            QHash<QString, qsizetype> index;
            for (qsizetype i : batch)
                index.insert(QStringLiteral("%1/%2")
                                 .arg(out[i].partition.topic)
                                 .arg(out[i].partition.partition),
                             i);
            if (!answer) {
                if (answer.error().kind == Error::Kind::Cancelled)
                    return answer.error();
                for (qsizetype i : batch)
                    out[i].error = answer.error();
                continue;
            }
            for (const auto &t : answer->topics)
                for (const auto &p : t.partitions) {
                    const auto i =
                        index.value(QStringLiteral("%1/%2").arg(t.name).arg(p.partitionIndex), -1);
                    if (i < 0)
                        continue; // not asked
                    if (p.errorCode != 0) {
                        out[i].error = protocol::kafkaError(
                            p.errorCode,
                            KS_TR("DescribeProducers for partition %1 of %2 on broker %3")
                                .arg(p.partitionIndex)
                                .arg(t.name)
                                .arg(it.key()),
                            p.errorMessage);
                        continue;
                    }
                    for (const auto &s : p.activeProducers)
                        out[i].producers << producerFrom(s);
                }
        }
    }
    return out;
}

Result<QList<PartitionRef>> partitionsToSearch(protocol::ProtocolClient &client,
                                               const QString &topic, std::optional<int> partition,
                                               std::optional<int> brokerId)
{
    if (topic.isEmpty() && !brokerId)
        return Error::usage(KS_ERR("Name a topic or a broker to search for hanging transactions"));
    if (partition && topic.isEmpty())
        return Error::usage(KS_ERR("A partition needs its topic"));
    if (!topic.isEmpty() && partition)
        return QList<PartitionRef>{{topic, *partition}};
    const ClusterMetadata *md = client.metadata();
    if (!md)
        return noMetadata(client);
    if (brokerId && !md->broker(*brokerId))
        return Error::usage(KS_ERR("Broker %1 is not in the cluster").arg(*brokerId));
    QList<PartitionRef> out;
    bool topicFound = topic.isEmpty();
    for (const TopicInfo &t : md->topics) {
        if (!topic.isEmpty() && t.name != topic)
            continue;
        topicFound = true;
        for (const PartitionInfo &p : t.partitions)
            if (!brokerId || p.replicas.contains(*brokerId))
                out << PartitionRef{t.name, p.id};
    }
    if (!topicFound)
        return Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_TOPIC,
                            KS_ERR("Unknown topic: %1").arg(topic));
    return out;
}

Result<QList<OpenTransaction>> findHanging(protocol::ProtocolClient &client,
                                           const HangingQuery &query, qint64 nowMs)
{
    auto scope = partitionsToSearch(client, query.topic, query.partition, query.brokerId);
    if (!scope)
        return scope.error();
    auto producers = describeProducers(client, *scope, query.brokerId);
    if (!producers)
        return producers.error();
    QList<OpenTransaction> candidates;
    for (const PartitionProducers &p : *producers) {
        if (p.error)
            return *p.error; // the tool stops too: a partition not searched is not "not hanging"
        for (const ActiveProducer &a : p.producers)
            if (a.inTransaction() && nowMs - a.lastTimestampMs > query.maxTransactionTimeoutMs)
                candidates << OpenTransaction{p.partition, a, {}};
    }
    if (candidates.isEmpty())
        return candidates;
    ListFilter filter;
    for (const OpenTransaction &o : std::as_const(candidates))
        if (!filter.producerIds.contains(o.producer.producerId))
            filter.producerIds << o.producer.producerId;
    auto listed = listTransactions(client, filter);
    if (!listed)
        return listed.error();
    QHash<qint64, QString> idOf;
    for (const TransactionListing &l : *listed)
        if (filter.producerIds.contains(l.producerId))
            idOf.insert(l.producerId, l.transactionalId);
    QStringList ids = idOf.values();
    ids.removeDuplicates();
    auto descriptions = describeTransactions(client, ids);
    if (!descriptions)
        return descriptions.error();
    QHash<QString, TransactionDescription> byId;
    for (const TransactionDescription &d : *descriptions) {
        if (d.error && d.error->code != kTransactionalIdNotFound)
            return *d.error;
        if (!d.error)
            byId.insert(d.transactionalId, d);
    }
    QList<OpenTransaction> hanging;
    for (OpenTransaction o : std::as_const(candidates)) {
        o.transactionalId = idOf.value(o.producer.producerId);
        const auto d = byId.constFind(o.transactionalId);
        if (o.transactionalId.isEmpty() || d == byId.constEnd() ||
            !d->partitions.contains(o.partition))
            hanging << o;
    }
    return hanging;
}

Result<AbortSpec> abortSpecFor(protocol::ProtocolClient &client, const PartitionRef &partition,
                               qint64 producerId, qint64 startOffset)
{
    auto producers = describeProducers(client, {partition});
    if (!producers)
        return producers.error();
    const PartitionProducers &p = producers->first();
    if (p.error)
        return *p.error;
    for (const ActiveProducer &a : p.producers) {
        if (!a.inTransaction())
            continue;
        if ((producerId >= 0 && a.producerId == producerId) ||
            (producerId < 0 && a.currentTxnStartOffset == startOffset))
            return AbortSpec{partition, a.producerId, a.producerEpoch,
                             std::max(a.coordinatorEpoch, 0), a.currentTxnStartOffset};
    }
    return Error::usage(
        producerId >= 0 ? KS_ERR("Producer %1 has no open transaction on partition %2 of %3")
                              .arg(producerId)
                              .arg(partition.partition)
                              .arg(partition.topic)
                        : KS_ERR("No open transaction starts at offset %1 of partition %2 of %3")
                              .arg(startOffset)
                              .arg(partition.partition)
                              .arg(partition.topic));
}

QString abortTarget(const AbortSpec &spec)
{
    return QStringLiteral("%1/%2:%3")
        .arg(spec.partition.topic)
        .arg(spec.partition.partition)
        .arg(spec.producerId);
}

Status abortTransaction(protocol::ProtocolClient &client, const ConnectionProfile &profile,
                        const AbortSpec &spec, const QString &confirmation)
{
    if (auto g = WriteGuard::admit(profile, {WriteKind::AbortTransaction, abortTarget(spec)},
                                   confirmation);
        !g)
        return g.error();
    const ClusterMetadata *md = client.metadata();
    if (!md)
        return noMetadata(client);
    const PartitionInfo *p = findPartition(*md, spec.partition);
    if (!p || p->leader < 0)
        return Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_PARTITION,
                            KS_ERR("Partition %1 of %2 has no leader in the metadata")
                                .arg(spec.partition.partition)
                                .arg(spec.partition.topic));
    auto c = client.broker(p->leader);
    if (!c)
        return c.error();
    msg::WriteTxnMarkersRequest request;
    msg::WriteTxnMarkersRequest::WritableTxnMarker marker;
    marker.producerId = spec.producerId;
    marker.producerEpoch = int16_t(spec.producerEpoch);
    marker.transactionResult = false; // abort
    marker.coordinatorEpoch = spec.coordinatorEpoch;
    marker.topics.push_back({spec.partition.topic, {spec.partition.partition}});
    request.markers.push_back(marker);
    auto answer = (*c)->call<msg::WriteTxnMarkersRequest, msg::WriteTxnMarkersResponse>(request);
    if (!answer)
        return answer.error();
    bool answered = false;
    for (const auto &m : answer->markers)
        for (const auto &t : m.topics)
            for (const auto &r : t.partitions) {
                answered = true;
                if (r.errorCode != 0)
                    return protocol::kafkaError(r.errorCode,
                                                KS_TR("Aborting the transaction of producer %1 on "
                                                      "partition %2 of %3")
                                                    .arg(spec.producerId)
                                                    .arg(r.partitionIndex)
                                                    .arg(t.name));
            }
    if (!answered)
        return Error::kafka(RD_KAFKA_RESP_ERR__BAD_MSG,
                            KS_ERR("The leader's answer to the abort names no partition"));
    return Ok{};
}

} // namespace kafscope::transactions
