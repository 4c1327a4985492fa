// transactions list | describe | producers | hanging | abort: what Kafka's kafka-transactions tool
// shows and does, through Kafscope's own ListTransactions, DescribeTransactions,
// DescribeProducers and WriteTxnMarkers (core/transactions). transactions markers: what the log of
// a partition says, batch by batch (core/transactions/transaction_marks.h).
#include "cli/cmd_topics_common.h"
#include "cli/commands.h"

#include "admin/write_guard.h"
#include "common/translations.h"
#include "transactions/transaction_marks.h"
#include "transactions/transactions.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

KS_CLI_COMMAND("transactions")

namespace kafscope::cli {

namespace {

using namespace kafscope::transactions;

QString timeText(qint64 ms)
{
    return ms < 0 ? QStringLiteral("-")
                  : QDateTime::fromMSecsSinceEpoch(ms).toString(Qt::ISODateWithMs);
}

QString partitionsText(const QList<PartitionRef> &parts)
{
    QStringList s;
    for (const PartitionRef &p : parts)
        s << QStringLiteral("%1-%2").arg(p.topic).arg(p.partition);
    return s.join(QLatin1Char(','));
}

QJsonArray partitionsJson(const QList<PartitionRef> &parts)
{
    QJsonArray a;
    for (const PartitionRef &p : parts)
        a.append(QJsonObject{{QStringLiteral("topic"), p.topic},
                             {QStringLiteral("partition"), p.partition}});
    return a;
}

QJsonObject producerJson(const ActiveProducer &p)
{
    const auto orNull = [](qint64 v) { return v < 0 ? QJsonValue() : QJsonValue(v); };
    return QJsonObject{
        {QStringLiteral("producer_id"), p.producerId},
        {QStringLiteral("producer_epoch"), p.producerEpoch},
        {QStringLiteral("last_sequence"), p.lastSequence},
        {QStringLiteral("last_timestamp_ms"), orNull(p.lastTimestampMs)},
        {QStringLiteral("coordinator_epoch"), orNull(p.coordinatorEpoch)},
        {QStringLiteral("current_txn_start_offset"), orNull(p.currentTxnStartOffset)}};
}

Result<int> intOption(const CliArgs &a, const OptName &name, int min)
{
    bool ok = false;
    const QString text = a.value(name);
    const int v = text.toInt(&ok);
    if (!ok || v < min)
        return Error::usage(KS_ERR("--%1 takes a whole number >= %2, not \"%3\"")
                                .arg(name.name())
                                .arg(min)
                                .arg(text));
    return v;
}

struct Proto {
    std::unique_ptr<KafkaClient> client;
    std::unique_ptr<protocol::ProtocolClient> proto;
};

Result<Proto> connect(CliContext &ctx)
{
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-transactions"));
    if (!client)
        return client.error();
    Proto p;
    p.client = std::move(client).value();
    p.proto = std::make_unique<protocol::ProtocolClient>(*p.client);
    return p;
}

int runList(CliContext &ctx, protocol::ProtocolClient &proto)
{
    ListFilter filter;
    if (const QString s = ctx.args().value(KS_OPT("state")); !s.isEmpty())
        filter.states = s.split(QLatin1Char(','), Qt::SkipEmptyParts);
    auto listed = listTransactions(proto, filter);
    if (!listed)
        return ctx.fail(listed.error());
    if (ctx.json()) {
        QJsonArray out;
        for (const TransactionListing &l : *listed)
            out.append(QJsonObject{{QStringLiteral("transactional_id"), l.transactionalId},
                                   {QStringLiteral("producer_id"), l.producerId},
                                   {QStringLiteral("state"), l.state},
                                   {QStringLiteral("coordinator"), l.coordinatorId}});
        ctx.printJson(QJsonObject{{QStringLiteral("transactions"), out}});
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const TransactionListing &l : *listed)
        rows << QStringList{l.transactionalId, QString::number(l.coordinatorId),
                            QString::number(l.producerId), l.state};
    printTable(ctx.out(),
               {QStringLiteral("TransactionalId"), QStringLiteral("Coordinator"),
                QStringLiteral("ProducerId"), QStringLiteral("TransactionState")},
               rows);
    return ExitOk;
}

int runDescribe(CliContext &ctx, protocol::ProtocolClient &proto, const QString &id)
{
    auto described = describeTransactions(proto, {id});
    if (!described)
        return ctx.fail(described.error());
    const TransactionDescription &d = described->first();
    if (d.error)
        return ctx.fail(*d.error);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 durationMs = d.startTimeMs < 0 ? -1 : now - d.startTimeMs;
    if (ctx.json()) {
        ctx.printJson(QJsonObject{
            {QStringLiteral("transactional_id"), d.transactionalId},
            {QStringLiteral("coordinator"), d.coordinatorId},
            {QStringLiteral("producer_id"), d.producerId},
            {QStringLiteral("producer_epoch"), d.producerEpoch},
            {QStringLiteral("state"), d.state},
            {QStringLiteral("timeout_ms"), d.timeoutMs},
            {QStringLiteral("start_time_ms"),
             d.startTimeMs < 0 ? QJsonValue() : QJsonValue(d.startTimeMs)},
            {QStringLiteral("duration_ms"), durationMs < 0 ? QJsonValue() : QJsonValue(durationMs)},
            {QStringLiteral("partitions"), partitionsJson(d.partitions)}});
        return ExitOk;
    }
    printTable(ctx.out(),
               {QStringLiteral("CoordinatorId"), QStringLiteral("TransactionalId"),
                QStringLiteral("ProducerId"), QStringLiteral("ProducerEpoch"),
                QStringLiteral("TransactionState"), QStringLiteral("TransactionTimeoutMs"),
                QStringLiteral("CurrentTransactionStartTime"),
                QStringLiteral("TransactionDurationMs"), QStringLiteral("TopicPartitions")},
               {{QString::number(d.coordinatorId), d.transactionalId, QString::number(d.producerId),
                 QString::number(d.producerEpoch), d.state, QString::number(d.timeoutMs),
                 timeText(d.startTimeMs),
                 durationMs < 0 ? QStringLiteral("-") : QString::number(durationMs),
                 partitionsText(d.partitions)}});
    return ExitOk;
}

int runProducers(CliContext &ctx, protocol::ProtocolClient &proto, const QString &topic)
{
    QList<PartitionRef> parts;
    std::optional<int> partition;
    if (ctx.args().has(KS_OPT("partition"))) {
        auto p = intOption(ctx.args(), KS_OPT("partition"), 0);
        if (!p)
            return ctx.fail(p.error());
        partition = *p;
    }
    auto scope = partitionsToSearch(proto, topic, partition, std::nullopt);
    if (!scope)
        return ctx.fail(scope.error());
    auto producers = describeProducers(proto, *scope);
    if (!producers)
        return ctx.fail(producers.error());
    bool anyFailed = false;
    if (ctx.json()) {
        QJsonArray out;
        for (const PartitionProducers &p : *producers) {
            QJsonArray list;
            for (const ActiveProducer &a : p.producers)
                list.append(producerJson(a));
            const ActiveProducer *oldest = p.oldestOpen();
            anyFailed |= p.error.has_value();
            out.append(QJsonObject{
                {QStringLiteral("topic"), p.partition.topic},
                {QStringLiteral("partition"), p.partition.partition},
                {QStringLiteral("broker"), p.brokerId},
                {QStringLiteral("error"), p.error ? QJsonValue(p.error->message()) : QJsonValue()},
                {QStringLiteral("oldest_open_transaction"),
                 oldest ? QJsonValue(producerJson(*oldest)) : QJsonValue()},
                {QStringLiteral("active_producers"), list}});
        }
        ctx.printJson(QJsonObject{{QStringLiteral("partitions"), out}});
        return anyFailed ? ExitKafkaError : ExitOk;
    }
    QList<QStringList> rows;
    for (const PartitionProducers &p : *producers) {
        if (p.error) {
            anyFailed = true;
            ctx.err() << p.partition.topic << '-' << p.partition.partition << ": "
                      << p.error->message() << '\n';
        }
        for (const ActiveProducer &a : p.producers)
            rows << QStringList{
                QStringLiteral("%1-%2").arg(p.partition.topic).arg(p.partition.partition),
                QString::number(a.producerId),
                QString::number(a.producerEpoch),
                QString::number(a.lastSequence),
                timeText(a.lastTimestampMs),
                QString::number(a.coordinatorEpoch),
                a.inTransaction() ? QString::number(a.currentTxnStartOffset)
                                  : QStringLiteral("None")};
    }
    printTable(ctx.out(),
               {QStringLiteral("Partition"), QStringLiteral("ProducerId"),
                QStringLiteral("ProducerEpoch"), QStringLiteral("LatestSequence"),
                QStringLiteral("LastTimestamp"), QStringLiteral("CoordinatorEpoch"),
                QStringLiteral("CurrentTransactionStartOffset")},
               rows);
    return anyFailed ? ExitKafkaError : ExitOk;
}

// The transactional batches and control records of one partition over an offset range, and how
// each transaction ended (committed, aborted) or did not (open).
int runMarkers(CliContext &ctx, protocol::ProtocolClient &proto, const QString &topic)
{
    CliArgs &a = ctx.args();
    if (!a.has(KS_OPT("partition")))
        return ctx.usage(KS_ERR("transactions markers needs --partition"));
    auto partition = intOption(a, KS_OPT("partition"), 0);
    if (!partition)
        return ctx.fail(partition.error());
    ScanOptions options;
    for (const auto &[name, target] :
         {std::pair{KS_OPT("from"), &options.from}, std::pair{KS_OPT("to"), &options.to}}) {
        if (!a.has(name))
            continue;
        bool ok = false;
        *target = a.value(name).toLongLong(&ok);
        if (!ok || *target < 0)
            return ctx.usage(
                KS_ERR("--%1 takes an offset >= 0, not \"%2\"").arg(name.name(), a.value(name)));
    }
    if (options.to >= 0 && options.to < options.from)
        return ctx.usage(KS_ERR("--to is before --from"));
    auto scan = scanTransactions(proto, topic, *partition, options);
    if (!scan)
        return ctx.fail(scan.error());
    const PartitionTransactions &t = *scan;
    if (ctx.json()) {
        QJsonArray ranges, markers;
        for (const TxnRange &r : t.ranges)
            ranges.append(QJsonObject{{QStringLiteral("first_offset"), r.firstOffset},
                                      {QStringLiteral("last_offset"), r.lastOffset},
                                      {QStringLiteral("producer_id"), r.producerId},
                                      {QStringLiteral("producer_epoch"), r.producerEpoch},
                                      {QStringLiteral("status"), wireName(r.status)}});
        for (const ControlMarker &m : t.markers)
            markers.append(QJsonObject{{QStringLiteral("offset"), m.offset},
                                       {QStringLiteral("producer_id"), m.producerId},
                                       {QStringLiteral("producer_epoch"), m.producerEpoch},
                                       {QStringLiteral("type"), m.commit ? QStringLiteral("commit")
                                                                         : QStringLiteral("abort")},
                                       {QStringLiteral("timestamp"), m.timestampMs}});
        ctx.printJson(QJsonObject{{QStringLiteral("topic"), t.topic},
                                  {QStringLiteral("partition"), t.partition},
                                  {QStringLiteral("from"), t.from},
                                  {QStringLiteral("scanned_to"), t.scannedTo},
                                  {QStringLiteral("high_watermark"), t.highWatermark},
                                  {QStringLiteral("last_stable_offset"), t.lastStableOffset},
                                  {QStringLiteral("budget_exhausted"), t.budgetExhausted},
                                  {QStringLiteral("ranges"), ranges},
                                  {QStringLiteral("markers"), markers}});
        return ExitOk;
    }
    QList<QStringList> rows;
    qsizetype m = 0;
    const auto markerRow = [&](const ControlMarker &c) {
        rows << QStringList{QString::number(c.offset),
                            c.commit ? QStringLiteral("COMMIT marker")
                                     : QStringLiteral("ABORT marker"),
                            QString::number(c.producerId), QString::number(c.producerEpoch)};
    };
    for (const TxnRange &r : t.ranges) {
        while (m < t.markers.size() && t.markers[m].offset < r.firstOffset)
            markerRow(t.markers[m++]);
        rows << QStringList{r.firstOffset == r.lastOffset
                                ? QString::number(r.firstOffset)
                                : QStringLiteral("%1-%2").arg(r.firstOffset).arg(r.lastOffset),
                            wireName(r.status), QString::number(r.producerId),
                            QString::number(r.producerEpoch)};
    }
    while (m < t.markers.size())
        markerRow(t.markers[m++]);
    printTable(ctx.out(),
               {QStringLiteral("Offsets"), QStringLiteral("Transaction"),
                QStringLiteral("ProducerId"), QStringLiteral("ProducerEpoch")},
               rows);
    const qint64 to = options.to >= 0 ? options.to : t.scannedTo - 1;
    // Numbers only in the translated sentence; the topic's name is printed as it is.
    ctx.out() << t.topic << '-' << t.partition << ' '
              << KS_TR("offsets %1 to %2: %3 committed, %4 aborted, %5 open records in "
                       "transactions; %6 markers (scanned to %7, high watermark %8, last stable "
                       "offset %9)")
                     .arg(t.from)
                     .arg(to)
                     .arg(t.count(TxnStatus::Committed, t.from, to))
                     .arg(t.count(TxnStatus::Aborted, t.from, to))
                     .arg(t.count(TxnStatus::Open, t.from, to))
                     .arg(t.markers.size())
                     .arg(t.scannedTo)
                     .arg(t.highWatermark)
                     .arg(t.lastStableOffset);
    if (t.budgetExhausted)
        ctx.out() << KS_TR("; the byte budget ended before every transaction was decided");
    ctx.out() << '\n';
    return ExitOk;
}

int runHanging(CliContext &ctx, protocol::ProtocolClient &proto)
{
    const CliArgs &a = ctx.args();
    HangingQuery q;
    q.topic = a.value(KS_OPT("topic"));
    for (const auto &[name, target] :
         {std::pair{KS_OPT("partition"), &q.partition}, std::pair{KS_OPT("broker"), &q.brokerId}})
        if (a.has(name)) {
            auto v = intOption(a, name, 0);
            if (!v)
                return ctx.fail(v.error());
            *target = *v;
        }
    if (a.has(KS_OPT("max-transaction-timeout"))) {
        auto v = intOption(a, KS_OPT("max-transaction-timeout"), 0);
        if (!v)
            return ctx.fail(v.error());
        q.maxTransactionTimeoutMs = qint64(*v) * 60 * 1000;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    auto hanging = findHanging(proto, q, now);
    if (!hanging)
        return ctx.fail(hanging.error());
    if (ctx.json()) {
        QJsonArray out;
        for (const OpenTransaction &o : *hanging) {
            QJsonObject j = producerJson(o.producer);
            j.insert(QStringLiteral("topic"), o.partition.topic);
            j.insert(QStringLiteral("partition"), o.partition.partition);
            j.insert(QStringLiteral("transactional_id"),
                     o.transactionalId.isEmpty() ? QJsonValue() : QJsonValue(o.transactionalId));
            j.insert(QStringLiteral("duration_ms"), now - o.producer.lastTimestampMs);
            out.append(j);
        }
        ctx.printJson(QJsonObject{{QStringLiteral("hanging"), out}});
        return ExitOk;
    }
    QList<QStringList> rows;
    for (const OpenTransaction &o : *hanging)
        rows << QStringList{o.partition.topic,
                            QString::number(o.partition.partition),
                            QString::number(o.producer.producerId),
                            QString::number(o.producer.producerEpoch),
                            QString::number(o.producer.coordinatorEpoch),
                            QString::number(o.producer.currentTxnStartOffset),
                            timeText(o.producer.lastTimestampMs),
                            QString::number((now - o.producer.lastTimestampMs) / 60000)};
    printTable(ctx.out(),
               {QStringLiteral("Topic"), QStringLiteral("Partition"), QStringLiteral("ProducerId"),
                QStringLiteral("ProducerEpoch"), QStringLiteral("CoordinatorEpoch"),
                QStringLiteral("StartOffset"), QStringLiteral("LastTimestamp"),
                QStringLiteral("Duration(min)")},
               rows);
    return ExitOk;
}

int runAbort(CliContext &ctx, protocol::ProtocolClient &proto, const AbortSpec &spec)
{
    if (auto s = abortTransaction(proto, ctx.profile(), spec,
                                  WriteGuard::confirmationFor(abortTarget(spec)));
        !s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("topic"), spec.partition.topic},
                                  {QStringLiteral("partition"), spec.partition.partition},
                                  {QStringLiteral("producer_id"), spec.producerId},
                                  {QStringLiteral("producer_epoch"), spec.producerEpoch},
                                  {QStringLiteral("coordinator_epoch"), spec.coordinatorEpoch},
                                  {QStringLiteral("start_offset"), spec.startOffset},
                                  {QStringLiteral("aborted"), true}});
    else
        ctx.out() << "Aborted the transaction of producer " << spec.producerId << " (epoch "
                  << spec.producerEpoch << ") on " << spec.partition.topic << '-'
                  << spec.partition.partition << ", open since offset " << spec.startOffset
                  << ".\n";
    return ExitOk;
}

int prepareAbort(CliContext &ctx, protocol::ProtocolClient &proto)
{
    const CliArgs &a = ctx.args();
    const QString topic = a.value(KS_OPT("topic"));
    if (topic.isEmpty() || !a.has(KS_OPT("partition")))
        return ctx.usage(KS_ERR("abort needs --topic T --partition P and --producer-id ID or "
                                "--start-offset N"));
    auto partition = intOption(a, KS_OPT("partition"), 0);
    if (!partition)
        return ctx.fail(partition.error());
    qint64 producerId = -1, startOffset = -1;
    bool ok = true;
    if (a.has(KS_OPT("producer-id")))
        producerId = a.value(KS_OPT("producer-id")).toLongLong(&ok);
    else if (a.has(KS_OPT("start-offset")))
        startOffset = a.value(KS_OPT("start-offset")).toLongLong(&ok);
    else
        ok = false;
    if (!ok || (producerId < 0 && startOffset < 0))
        return ctx.usage(KS_ERR("abort needs --producer-id ID or --start-offset N (whole numbers "
                                ">= 0)"));
    if (!a.has(KS_OPT("yes")))
        return ctx.usage(KS_ERR("Aborting ends the producer's open transaction on partition %1 of "
                                "%2 and discards its records: confirm with --yes")
                             .arg(*partition)
                             .arg(topic));
    auto spec = abortSpecFor(proto, {topic, *partition}, producerId, startOffset);
    if (!spec)
        return ctx.fail(spec.error());
    return runAbort(ctx, proto, *spec);
}

} // namespace

int runTransactions(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    const QString sub = a.words.value(1);
    if (!findCommand(QStringLiteral("transactions"))->isSubcommand(sub))
        return ctx.usage(sub.isEmpty() ? KS_ERR("transactions needs a subcommand: list, describe, "
                                                "producers, markers, hanging or abort")
                                       : KS_ERR("Unknown transactions subcommand %1").arg(sub));
    const bool named = sub == QLatin1String("describe") || sub == QLatin1String("producers") ||
                       sub == QLatin1String("markers");
    if (auto e = a.rejectExtraWords(named ? 3 : 2))
        return ctx.fail(*e);
    if (named && a.words.size() < 3)
        return ctx.usage(sub == QLatin1String("describe")
                             ? KS_ERR("transactions describe needs a transactional id")
                             : KS_ERR("transactions %1 needs a topic").arg(sub));
    auto p = connect(ctx);
    if (!p)
        return ctx.fail(p.error());
    protocol::ProtocolClient &proto = *p->proto;
    if (sub == QLatin1String("list"))
        return runList(ctx, proto);
    if (sub == QLatin1String("describe"))
        return runDescribe(ctx, proto, a.words.value(2));
    if (sub == QLatin1String("producers"))
        return runProducers(ctx, proto, a.words.value(2));
    if (sub == QLatin1String("markers"))
        return runMarkers(ctx, proto, a.words.value(2));
    if (sub == QLatin1String("hanging"))
        return runHanging(ctx, proto);
    return prepareAbort(ctx, proto);
}

} // namespace kafscope::cli
