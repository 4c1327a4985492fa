// brokers log-dirs and topics size: the disks, through Kafscope's own DescribeLogDirs.
#include "cli/commands.h"

#include "protocol/log_dirs.h"
#include "topics/config_units.h"

#include <QJsonArray>
#include <QJsonObject>

KS_CLI_COMMAND("brokers")

namespace kafscope::cli {

namespace {

QJsonValue bytesOrNull(qint64 v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}

QString sizeText(qint64 v)
{
    return v < 0 ? QStringLiteral("?") : QStringLiteral("%1 (%2 B)").arg(humanBytes(v)).arg(v);
}

Result<QList<protocol::BrokerDisks>> fetchDisks(CliContext &ctx, const QList<int> &only)
{
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-log-dirs"));
    if (!client)
        return client.error();
    protocol::ProtocolClient proto(*client.value());
    return protocol::describeLogDirs(proto, only);
}

} // namespace

int runBrokersLogDirs(CliContext &ctx)
{
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    QList<int> only;
    if (const QString b = ctx.args().value(KS_OPT("broker")); !b.isEmpty()) {
        bool ok = false;
        only << b.toInt(&ok);
        if (!ok || only.first() < 0)
            return ctx.usage(KS_ERR("A broker id is a whole number >= 0, not \"%1\"").arg(b));
    }
    auto disks = fetchDisks(ctx, only);
    if (!disks)
        return ctx.fail(disks.error());
    bool anyFailed = false;
    if (ctx.json()) {
        QJsonArray brokers;
        for (const protocol::BrokerDisks &b : *disks) {
            QJsonArray dirs;
            for (const protocol::LogDirInfo &d : b.dirs) {
                QJsonArray replicas;
                for (const protocol::ReplicaDisk &r : d.replicas)
                    replicas.append(QJsonObject{{QStringLiteral("topic"), r.topic},
                                                {QStringLiteral("partition"), r.partition},
                                                {QStringLiteral("size_bytes"), r.sizeBytes},
                                                {QStringLiteral("offset_lag"), r.offsetLag},
                                                {QStringLiteral("future"), r.future}});
                dirs.append(QJsonObject{
                    {QStringLiteral("path"), d.path},
                    {QStringLiteral("error"), d.errorCode ? QJsonValue(d.error) : QJsonValue()},
                    {QStringLiteral("total_bytes"), bytesOrNull(d.totalBytes)},
                    {QStringLiteral("usable_bytes"), bytesOrNull(d.usableBytes)},
                    {QStringLiteral("replica_bytes"), d.replicaBytes()},
                    {QStringLiteral("replicas"), replicas}});
            }
            anyFailed |= b.error.has_value();
            brokers.append(QJsonObject{
                {QStringLiteral("broker"), b.brokerId},
                {QStringLiteral("address"), b.address},
                {QStringLiteral("error"), b.error ? QJsonValue(b.error->message()) : QJsonValue()},
                {QStringLiteral("log_dirs"), dirs}});
        }
        ctx.printJson(QJsonObject{{QStringLiteral("brokers"), brokers}});
        return anyFailed ? ExitKafkaError : ExitOk;
    }
    QTextStream &out = ctx.out();
    for (const protocol::BrokerDisks &b : *disks) {
        out << "broker " << b.brokerId << "  " << b.address << '\n';
        if (b.error) {
            anyFailed = true;
            out << "  not answered: " << b.error->message() << '\n';
            continue;
        }
        for (const protocol::LogDirInfo &d : b.dirs) {
            out << "  " << d.path << '\n';
            if (d.errorCode)
                out << "    error:    " << d.error << '\n';
            const qint64 used =
                d.totalBytes >= 0 && d.usableBytes >= 0 ? d.totalBytes - d.usableBytes : -1;
            out << "    volume:   " << sizeText(d.totalBytes) << " total, "
                << sizeText(d.usableBytes) << " usable";
            if (used >= 0 && d.totalBytes > 0)
                out << QStringLiteral(", %1% used")
                           .arg(100.0 * double(used) / double(d.totalBytes), 0, 'f', 1);
            out << '\n'
                << "    replicas: " << d.replicas.size() << ", " << sizeText(d.replicaBytes())
                << '\n';
        }
    }
    return anyFailed ? ExitKafkaError : ExitOk;
}

int runTopicsSize(CliContext &ctx)
{
    const QStringList wanted = ctx.args().words.mid(2);
    auto disks = fetchDisks(ctx, {});
    if (!disks)
        return ctx.fail(disks.error());
    QStringList missing;
    for (const protocol::BrokerDisks &b : *disks)
        if (b.error)
            missing << QStringLiteral("broker %1: %2").arg(b.brokerId).arg(b.error->message());
    QList<protocol::TopicSize> sizes = protocol::topicSizes(*disks);
    if (!wanted.isEmpty()) {
        QList<protocol::TopicSize> kept;
        for (const QString &t : wanted) {
            const auto it =
                std::find_if(sizes.cbegin(), sizes.cend(),
                             [&](const protocol::TopicSize &s) { return s.topic == t; });
            if (it == sizes.cend())
                return ctx.fail(Error::usage(
                    KS_ERR("Topic %1 has no replica on any broker's disk (does it exist?)")
                        .arg(t)));
            kept << *it;
        }
        sizes = kept;
    }
    if (ctx.json()) {
        QJsonArray topics;
        for (const protocol::TopicSize &s : sizes) {
            QJsonObject perBroker;
            for (auto it = s.perBroker.constBegin(); it != s.perBroker.constEnd(); ++it)
                perBroker.insert(QString::number(it.key()), it.value());
            topics.append(QJsonObject{{QStringLiteral("topic"), s.topic},
                                      {QStringLiteral("bytes"), s.bytes},
                                      {QStringLiteral("one_copy_bytes"), s.largestCopy},
                                      {QStringLiteral("partitions"), s.partitions},
                                      {QStringLiteral("replicas"), s.replicas},
                                      {QStringLiteral("per_broker"), perBroker}});
        }
        ctx.printJson(QJsonObject{
            {QStringLiteral("topics"), topics},
            {QStringLiteral("brokers_not_answering"), QJsonArray::fromStringList(missing)}});
        return missing.isEmpty() ? ExitOk : ExitKafkaError;
    }
    QTextStream &out = ctx.out();
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("TOPIC"), -40)
               .arg(QStringLiteral("ALL REPLICAS"), 14)
               .arg(QStringLiteral("ONE COPY"), 14)
               .arg(QStringLiteral("PARTITIONS"), 10);
    for (const protocol::TopicSize &s : sizes)
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(s.topic, -40)
                   .arg(humanBytes(s.bytes), 14)
                   .arg(humanBytes(s.largestCopy), 14)
                   .arg(s.partitions, 10);
    for (const QString &m : std::as_const(missing))
        out << "not counted: " << m << '\n';
    return missing.isEmpty() ? ExitOk : ExitKafkaError;
}

} // namespace kafscope::cli
