#include "cli/cmd_topics_common.h"

#include "admin/topic_admin.h"
#include "admin/topic_name.h"
#include "admin/write_guard.h"

#include <limits>

KS_CLI_COMMAND("topics")

namespace kafscope::cli {

namespace {

// Runs `job` with a fresh admin client, printing `done` (or `{"topic", "ok"}` with --json).
int withClient(CliContext &ctx, const std::function<Status(KafkaClient &)> &job,
               const QString &topic, const QString &done)
{
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-topics-admin"));
    if (!client)
        return ctx.fail(client.error());
    if (auto s = job(*client.value()); !s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("topic"), topic}, {QStringLiteral("ok"), true}});
    else
        ctx.out() << done << '\n';
    return ExitOk;
}

// --allow-internal is the named override an internal ("__") topic needs on top of any --yes.
QString topicConfirmation(const CliArgs &a, const QString &topic)
{
    return a.has(KS_OPT("allow-internal")) ? WriteGuard::internalOverrideFor(topic)
                                           : WriteGuard::confirmationFor(topic);
}

// The --yes a destructive command needs; without it nothing is sent.
Result<QString> confirmation(const CliArgs &a, const QString &topic, const QString &action)
{
    if (!a.has(KS_OPT("yes")))
        return Error::usage(
            KS_ERR("%1 %2 cannot be undone: add --yes to confirm").arg(action, topic));
    return topicConfirmation(a, topic);
}

} // namespace

int runTopicsCreate(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    auto topic = positional(a, KS_ERR("topics create needs a topic name"));
    if (!topic)
        return ctx.fail(topic.error());
    auto partitions =
        a.has(KS_OPT("partitions")) ? integerOption(a, KS_OPT("partitions"), 1) : Result<qint64>(1);
    if (!partitions)
        return ctx.fail(partitions.error());
    auto rf = a.has(KS_OPT("replication-factor"))
                  ? integerOption(a, KS_OPT("replication-factor"), 1)
                  : Result<qint64>(-1);
    if (!rf)
        return ctx.fail(rf.error());
    auto configs = keyValues(a, KS_OPT("config"));
    if (!configs)
        return ctx.fail(configs.error());
    const TopicNameCheck check = checkTopicName(topic.value());
    if (check.ok() && !check.warning.isEmpty())
        warn(ctx, check.warning.render());
    const NewTopicSpec spec{topic.value(), int(partitions.value()), int(rf.value()),
                            configs.value(), a.has(KS_OPT("allow-internal"))};
    return withClient(
        ctx, [&](KafkaClient &c) { return createTopic(c, spec); }, spec.name,
        QStringLiteral("Created topic %1 with %2 partition(s)")
            .arg(spec.name)
            .arg(spec.partitions));
}

int runTopicsDelete(CliContext &ctx)
{
    auto topic = positional(ctx.args(), KS_ERR("topics delete needs a topic name"));
    if (!topic)
        return ctx.fail(topic.error());
    auto confirm = confirmation(ctx.args(), topic.value(), QStringLiteral("Deleting topic"));
    if (!confirm)
        return ctx.fail(confirm.error());
    return withClient(
        ctx, [&](KafkaClient &c) { return deleteTopic(c, topic.value(), confirm.value()); },
        topic.value(), QStringLiteral("Deleted topic %1").arg(topic.value()));
}

int runTopicsAlterConfig(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    auto topic = positional(a, KS_ERR("topics alter-config needs a topic name"));
    if (!topic)
        return ctx.fail(topic.error());
    auto change = configChangeOptions(a);
    if (!change)
        return ctx.fail(change.error());
    return withClient(
        ctx,
        [&](KafkaClient &c) {
            return alterTopicConfigs(c, topic.value(), change.value(),
                                     topicConfirmation(ctx.args(), topic.value()));
        },
        topic.value(), QStringLiteral("Changed configs of topic %1").arg(topic.value()));
}

int runTopicsAddPartitions(CliContext &ctx)
{
    auto topic = positional(ctx.args(), KS_ERR("topics add-partitions needs a topic name"));
    if (!topic)
        return ctx.fail(topic.error());
    if (!ctx.args().has(KS_OPT("total")))
        return ctx.usage(KS_ERR("topics add-partitions needs --total N (the new partition count)"));
    auto total = integerOption(ctx.args(), KS_OPT("total"), 1);
    if (!total)
        return ctx.fail(total.error());
    if (total.value() > std::numeric_limits<int>::max())
        return ctx.usage(KS_ERR("--total %1 is more than Kafka allows").arg(total.value()));
    // --yes confirms a large increase; a small one needs none (core decides which is which).
    const QString confirm =
        ctx.args().has(KS_OPT("yes")) || ctx.args().has(KS_OPT("allow-internal"))
            ? topicConfirmation(ctx.args(), topic.value())
            : QString();
    return withClient(
        ctx,
        [&](KafkaClient &c) {
            return addPartitions(c, topic.value(), int(total.value()), confirm);
        },
        topic.value(),
        QStringLiteral("Topic %1 now has %2 partitions").arg(topic.value()).arg(total.value()));
}

int runTopicsDeleteRecords(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    auto topic = positional(a, KS_ERR("topics delete-records needs a topic name"));
    if (!topic)
        return ctx.fail(topic.error());
    auto partition = integerOption(a, KS_OPT("partition"), 0);
    if (!partition)
        return ctx.fail(partition.error());
    auto before = integerOption(a, KS_OPT("before"), -1);
    if (!before)
        return ctx.fail(before.error());
    auto confirm = confirmation(a, topic.value(), QStringLiteral("Deleting records of"));
    if (!confirm)
        return ctx.fail(confirm.error());
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-topics-admin"));
    if (!client)
        return ctx.fail(client.error());
    auto done = deleteRecords(*client.value(), topic.value(),
                              {{int(partition.value()), before.value()}}, confirm.value());
    if (!done)
        return ctx.fail(done.error());
    for (const DeletedRecords &d : done.value())
        if (!d.error.isEmpty())
            return ctx.fail(Error::kafka(0, d.error));
    if (ctx.json()) {
        QJsonArray a;
        for (const DeletedRecords &d : done.value())
            a.append(QJsonObject{{QStringLiteral("partition"), d.partition},
                                 {QStringLiteral("low"), d.lowWatermark}});
        ctx.printJson(QJsonObject{{QStringLiteral("topic"), topic.value()},
                                  {QStringLiteral("partitions"), a}});
    } else {
        for (const DeletedRecords &d : done.value())
            ctx.out() << "Partition " << d.partition << " of " << topic.value()
                      << " now starts at offset " << d.lowWatermark << '\n';
    }
    return ExitOk;
}

} // namespace kafscope::cli
