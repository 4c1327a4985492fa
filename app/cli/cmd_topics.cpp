#include "cli/cmd_topics_common.h"
#include "cli/commands.h"

#include "topics/streams_topics.h"
#include "topics/topic_listing.h"

#include <QJsonValue>

KS_CLI_COMMAND("topics")

namespace kafscope::cli {

namespace {

QJsonValue offsetJson(qint64 v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}

QJsonArray intsJson(const QList<int> &ids)
{
    QJsonArray a;
    for (int id : ids)
        a.append(id);
    return a;
}

QString idsText(const QList<int> &ids)
{
    QStringList s;
    for (int id : ids)
        s << QString::number(id);
    return s.join(QLatin1Char(','));
}

QString countText(qint64 v)
{
    return v < 0 ? QStringLiteral("?") : QString::number(v);
}

int runList(CliContext &ctx)
{
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-topics"));
    if (!client)
        return ctx.fail(client.error());
    auto listing = listTopics(*client.value(), ctx.args().has(KS_OPT("internal")));
    if (!listing)
        return ctx.fail(listing.error());
    const bool withApps = ctx.args().has(KS_OPT("applications"));
    StreamsTopicMap apps;
    if (withApps) {
        QStringList names;
        for (const TopicSummary &t : listing->topics)
            names << t.name;
        auto found = streamsTopicMap(*client.value(), names);
        if (!found)
            return ctx.fail(found.error());
        apps = std::move(found).value();
    }
    if (ctx.json()) {
        QJsonArray a;
        for (const TopicSummary &t : listing->topics) {
            QJsonObject o{{QStringLiteral("name"), t.name},
                          {QStringLiteral("partitions"), t.partitions},
                          {QStringLiteral("replication_factor"), t.replicationFactor},
                          {QStringLiteral("internal"), t.internal},
                          {QStringLiteral("messages"), offsetJson(t.messages)}};
            if (withApps) {
                QJsonArray roles;
                for (const StreamsTopicRole &r : apps.roles.value(t.name))
                    roles.append(QJsonObject{{QStringLiteral("application"), r.application},
                                             {QStringLiteral("role"), wireName(r.role)},
                                             {QStringLiteral("by_name"), r.byName}});
                o.insert(QStringLiteral("streams_applications"), roles);
            }
            a.append(o);
        }
        ctx.printJson(a);
    } else {
        QTextStream &out = ctx.out();
        out << QStringLiteral("%1 %2 %3 %4 %5%6\n")
                   .arg(QStringLiteral("NAME"), -40)
                   .arg(QStringLiteral("PARTITIONS"), 10)
                   .arg(QStringLiteral("RF"), 3)
                   .arg(QStringLiteral("MESSAGES"), 12)
                   .arg(QStringLiteral("UNDER-REPL"), 10)
                   .arg(withApps ? QStringLiteral("  STREAMS-APPLICATION") : QString());
        for (const TopicSummary &t : listing->topics) {
            const QString app = withApps ? applicationsText(apps.roles.value(t.name)) : QString();
            out << QStringLiteral("%1 %2 %3 %4 %5%6%7\n")
                       .arg(t.name, -40)
                       .arg(t.partitions, 10)
                       .arg(t.replicationFactor, 3)
                       .arg(countText(t.messages), 12)
                       .arg(t.underReplicated, 10)
                       .arg(app.isEmpty() ? QString() : QStringLiteral("  ") + app)
                       .arg(t.internal ? QStringLiteral("  (internal)") : QString());
        }
    }
    if (!apps.error.isEmpty())
        warn(ctx, apps.error);
    if (!listing->watermarkError.isEmpty())
        warn(ctx, listing->watermarkError);
    if (!listing->hiddenNote.isEmpty())
        ctx.err() << "kafscope-cli: note: " << listing->hiddenNote << Qt::endl;
    return ExitOk;
}

void printDetailText(QTextStream &out, const TopicDetail &d)
{
    out << "topic:      " << d.info.name << (d.info.internal ? "  (internal)" : "") << '\n'
        << "partitions: " << d.info.partitions.size()
        << "   replication factor: " << d.info.replicationFactor() << "\n\n";
    out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(QStringLiteral("ID"), 4)
               .arg(QStringLiteral("LEADER"), 6)
               .arg(QStringLiteral("REPLICAS"), -12)
               .arg(QStringLiteral("ISR"), -12)
               .arg(QStringLiteral("LOW"), 12)
               .arg(QStringLiteral("HIGH"), 12)
               .arg(QStringLiteral("MESSAGES"), 12);
    for (const PartitionInfo &p : d.info.partitions) {
        const Watermark w =
            size_t(p.id) < d.watermarks.size() ? d.watermarks[size_t(p.id)] : Watermark{};
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7%8\n")
                   .arg(p.id, 4)
                   .arg(p.leader, 6)
                   .arg(idsText(p.replicas), -12)
                   .arg(idsText(p.isr), -12)
                   .arg(countText(w.low), 12)
                   .arg(countText(w.high), 12)
                   .arg(countText(w.messages()), 12)
                   .arg(p.underReplicated() ? QStringLiteral("  under-replicated") : QString());
    }
    out << "\nconfigs:\n";
    printConfigs(out, d.configs);
}

int runDescribe(CliContext &ctx)
{
    auto topic = positional(ctx.args(), KS_ERR("topics describe needs a topic name"));
    if (!topic)
        return ctx.fail(topic.error());
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-topics"));
    if (!client)
        return ctx.fail(client.error());
    auto detail = describeTopic(*client.value(), topic.value());
    if (!detail)
        return ctx.fail(detail.error());
    if (ctx.json()) {
        QJsonArray parts;
        for (const PartitionInfo &p : detail->info.partitions) {
            const Watermark w = size_t(p.id) < detail->watermarks.size()
                                    ? detail->watermarks[size_t(p.id)]
                                    : Watermark{};
            parts.append(QJsonObject{{QStringLiteral("id"), p.id},
                                     {QStringLiteral("leader"), p.leader},
                                     {QStringLiteral("replicas"), intsJson(p.replicas)},
                                     {QStringLiteral("isr"), intsJson(p.isr)},
                                     {QStringLiteral("low"), offsetJson(w.low)},
                                     {QStringLiteral("high"), offsetJson(w.high)}});
        }
        ctx.printJson(QJsonObject{{QStringLiteral("name"), detail->info.name},
                                  {QStringLiteral("partitions"), parts},
                                  {QStringLiteral("configs"), configsJson(detail->configs)}});
    } else {
        printDetailText(ctx.out(), detail.value());
    }
    if (!detail->watermarkError.isEmpty())
        warn(ctx, detail->watermarkError);
    if (!detail->configError.isEmpty())
        warn(ctx, detail->configError);
    return ExitOk;
}

} // namespace

int runTopics(CliContext &ctx)
{
    const QStringList &w = ctx.args().words;
    const QString sub = w.size() > 1 ? w[1] : QString();
    static const QList<QPair<QString, int (*)(CliContext &)>> subs = {
        {QStringLiteral("list"), runList},
        {QStringLiteral("describe"), runDescribe},
        {QStringLiteral("create"), runTopicsCreate},
        {QStringLiteral("delete"), runTopicsDelete},
        {QStringLiteral("alter-config"), runTopicsAlterConfig},
        {QStringLiteral("add-partitions"), runTopicsAddPartitions},
        {QStringLiteral("delete-records"), runTopicsDeleteRecords},
        {QStringLiteral("size"), runTopicsSize},
        {QStringLiteral("reassign"), runTopicsReassign},
        {QStringLiteral("reassign-status"), runTopicsReassignStatus},
        {QStringLiteral("reassign-cancel"), runTopicsReassignCancel},
        {QStringLiteral("elect-leaders"), runTopicsElectLeaders},
    };
    for (const auto &[name, run] : subs)
        if (sub == name)
            return run(ctx);
    return ctx.usage(sub.isEmpty()
                         ? KS_ERR("topics needs a subcommand: list, describe, create, delete, "
                                  "alter-config, add-partitions, delete-records, size, reassign, "
                                  "reassign-status, reassign-cancel, elect-leaders")
                         : KS_ERR("Unknown topics subcommand %1").arg(sub));
}

} // namespace kafscope::cli
