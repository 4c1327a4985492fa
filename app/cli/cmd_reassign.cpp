// topics reassign | reassign-status | reassign-cancel | elect-leaders: moving replicas between
// brokers (core/protocol/reassignment.h) and electing leaders (core/admin/leader_election.h).
#include "cli/cmd_topics_common.h"
#include "cli/commands.h"

#include "admin/leader_election.h"
#include "admin/write_guard.h"
#include "protocol/reassignment.h"
#include "topics/config_units.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

KS_CLI_COMMAND("topics")

namespace kafscope::cli {

namespace {

using protocol::PartitionMove;
using protocol::ReassignmentPlan;

QString idsText(const QList<int> &ids)
{
    QStringList s;
    for (int id : ids)
        s << QString::number(id);
    return s.join(QLatin1Char(','));
}

QJsonArray idsJson(const QList<int> &ids)
{
    QJsonArray a;
    for (int id : ids)
        a.append(id);
    return a;
}

// "1,2,3" as ids (each >= 0).
Result<QList<int>> idList(const QString &text, const char *option)
{
    QList<int> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.trimmed().toInt(&ok);
        if (!ok || v < 0)
            return Error::usage(KS_ERR("--%1 takes numbers separated by commas, not \"%2\"")
                                    .arg(QLatin1String(option), text));
        out << v;
    }
    if (out.isEmpty())
        return Error::usage(KS_ERR("--%1 needs at least one number").arg(QLatin1String(option)));
    return out;
}

// The confirmations the user gave with --yes (and --allow-internal for Kafka's own topics).
protocol::Confirmer confirmer(const CliArgs &a)
{
    const bool internal = a.has(KS_OPT("allow-internal"));
    return [internal](const QString &target) {
        return internal && WriteGuard::isInternalTopic(target)
                   ? WriteGuard::internalOverrideFor(target)
                   : WriteGuard::confirmationFor(target);
    };
}

Result<ReassignmentPlan> makePlan(const CliArgs &a, KafkaClient &client, const QString &topic)
{
    const int ways = int(a.has(KS_OPT("brokers"))) + int(a.has(KS_OPT("replication-factor"))) +
                     int(a.has(KS_OPT("plan-file")));
    if (ways != 1)
        return Error::usage(KS_ERR("Say where the replicas go: one of --brokers B1,B2,..., "
                                   "--replication-factor N or --plan-file F.json"));
    if (topic.isEmpty() && !a.has(KS_OPT("plan-file")))
        return Error::usage(KS_ERR("topics reassign needs the topic: topics reassign T ..."));
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    if (a.has(KS_OPT("brokers"))) {
        auto brokers = idList(a.value(KS_OPT("brokers")), "brokers");
        if (!brokers)
            return brokers.error();
        return protocol::planMoveOnto(*md, topic, *brokers);
    }
    if (a.has(KS_OPT("replication-factor"))) {
        auto rf = integerOption(a, KS_OPT("replication-factor"), 1);
        if (!rf)
            return rf.error();
        return protocol::planReplicationFactor(*md, topic, int(*rf));
    }
    QFile f(a.value(KS_OPT("plan-file")));
    if (!f.open(QIODevice::ReadOnly))
        return Error::usage(KS_ERR("Cannot read %1: %2").arg(f.fileName(), f.errorString()));
    auto targets = protocol::parseReassignmentJson(f.read(16 * 1024 * 1024 + 1));
    if (!targets)
        return targets.error();
    for (const PartitionMove &m : *targets)
        if (!topic.isEmpty() && m.topic != topic)
            return Error::usage(KS_ERR("The plan moves topic %1, not only %2").arg(m.topic, topic));
    return protocol::planExplicit(*md, *targets);
}

void printPlan(CliContext &ctx, const ReassignmentPlan &plan)
{
    if (ctx.json()) {
        QJsonArray parts;
        for (const PartitionMove &m : plan.partitions)
            parts.append(QJsonObject{{QStringLiteral("topic"), m.topic},
                                     {QStringLiteral("partition"), m.partition},
                                     {QStringLiteral("current"), idsJson(m.current)},
                                     {QStringLiteral("target"), idsJson(m.target)},
                                     {QStringLiteral("added"), idsJson(m.added())},
                                     {QStringLiteral("removed"), idsJson(m.removed())},
                                     {QStringLiteral("changes"), m.changes()},
                                     {QStringLiteral("expected_bytes"), m.expectedBytes}});
        ctx.printJson(QJsonObject{
            {QStringLiteral("partitions"), parts},
            {QStringLiteral("expected_bytes"), plan.expectedBytes()},
            {QStringLiteral("proposed"),
             QJsonDocument::fromJson(protocol::reassignmentJson(plan, true)).object()},
            {QStringLiteral("rollback"),
             QJsonDocument::fromJson(protocol::reassignmentJson(plan, false)).object()}});
        return;
    }
    QTextStream &out = ctx.out();
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("TOPIC/PARTITION"), -30)
               .arg(QStringLiteral("CURRENT -> TARGET"), -24)
               .arg(QStringLiteral("ADDED"), -8)
               .arg(QStringLiteral("REMOVED"), -8)
               .arg(QStringLiteral("EXPECTED"), 12);
    for (const PartitionMove &m : plan.partitions)
        out << QStringLiteral("%1 %2 %3 %4 %5%6\n")
                   .arg(QStringLiteral("%1/%2").arg(m.topic).arg(m.partition), -30)
                   .arg(QStringLiteral("%1 -> %2").arg(idsText(m.current), idsText(m.target)), -24)
                   .arg(idsText(m.added()), -8)
                   .arg(idsText(m.removed()), -8)
                   .arg(humanBytes(m.expectedBytes), 12)
                   .arg(m.changes() ? QString() : QStringLiteral("  (no change)"));
    out << plan.changing().size() << " of " << plan.partitions.size()
        << " partitions change; about " << humanBytes(plan.expectedBytes()) << " to copy.\n";
}

// reassign --plan-file F --verify: each partition of the file against the metadata; once all are
// done, the throttle comes off their topics and the brokers.
int verifyPlan(CliContext &ctx, KafkaClient &client, const ReassignmentPlan &plan);

} // namespace

int runTopicsReassign(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    if (auto e = a.rejectExtraWords(3))
        return ctx.fail(*e);
    const QString topic = a.words.value(2);
    const bool execute = a.has(KS_OPT("execute"));
    const bool verify = a.has(KS_OPT("verify"));
    if (verify && (execute || !a.has(KS_OPT("plan-file"))))
        return ctx.usage(
            KS_ERR("--verify checks the plan of --plan-file F.json, without --execute"));
    qint64 throttle = 0;
    if (a.has(KS_OPT("throttle"))) {
        if (!execute)
            return ctx.usage(KS_ERR("--throttle goes with --execute"));
        auto t = integerOption(a, KS_OPT("throttle"), 1);
        if (!t)
            return ctx.fail(t.error());
        throttle = *t;
    }
    if (execute && !a.has(KS_OPT("yes")))
        return ctx.usage(KS_ERR("Moving replicas copies data between brokers: confirm with --yes"));
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-reassign"));
    if (!client)
        return ctx.fail(client.error());
    auto made = makePlan(a, *client.value(), topic);
    if (!made)
        return ctx.fail(made.error());
    ReassignmentPlan plan = std::move(made).value();
    if (verify)
        return verifyPlan(ctx, *client.value(), plan);
    protocol::ProtocolClient proto(*client.value());
    if (auto disks = protocol::describeLogDirs(proto); disks)
        protocol::addExpectedBytes(plan, *disks);
    else
        warn(ctx, QStringLiteral("no expected sizes: %1").arg(disks.error().message()));
    if (!execute) {
        printPlan(ctx, plan);
        if (!ctx.json())
            ctx.out() << "Nothing was changed: add --execute --yes to start it.\n";
        return ExitOk;
    }
    if (!ctx.json()) {
        printPlan(ctx, plan);
        ctx.out() << "To roll back, keep the current assignment (--plan-file):\n"
                  << protocol::reassignmentJson(plan, false) << '\n';
    }
    if (auto s =
            protocol::executeReassignment(proto, *client.value(), plan, throttle, confirmer(a));
        !s)
        return ctx.fail(s.error());
    if (ctx.json()) {
        ctx.printJson(QJsonObject{
            {QStringLiteral("started"), int(plan.changing().size())},
            {QStringLiteral("throttle"), throttle > 0 ? QJsonValue(throttle) : QJsonValue()},
            {QStringLiteral("rollback"),
             QJsonDocument::fromJson(protocol::reassignmentJson(plan, false)).object()}});
        return ExitOk;
    }
    ctx.out() << "Started moving " << plan.changing().size() << " partition(s)"
              << (throttle > 0 ? QStringLiteral(", throttled to %1/s").arg(humanBytes(throttle))
                               : QString())
              << ". Follow it (and remove the throttle at the end) with: kafscope-cli topics "
                 "reassign-status "
              << plan.topics().join(QLatin1Char(' ')) << " --watch\n";
    return ExitOk;
}

namespace {

QJsonObject progressJson(const protocol::ReassignmentProgress &p)
{
    QJsonArray moving;
    for (const protocol::MovingPartition &m : p.moving)
        moving.append(QJsonObject{{QStringLiteral("topic"), m.topic},
                                  {QStringLiteral("partition"), m.partition},
                                  {QStringLiteral("replicas"), idsJson(m.replicas)},
                                  {QStringLiteral("adding"), idsJson(m.adding)},
                                  {QStringLiteral("removing"), idsJson(m.removing)},
                                  {QStringLiteral("bytes_total"), m.bytesTotal()},
                                  {QStringLiteral("bytes_left"), m.bytesLeft()}});
    return QJsonObject{{QStringLiteral("moving"), moving},
                       {QStringLiteral("done"), p.done()},
                       {QStringLiteral("bytes_total"), p.bytesTotal()},
                       {QStringLiteral("bytes_left"), p.bytesLeft()},
                       {QStringLiteral("percent"), p.percent()},
                       {QStringLiteral("sizes_error"),
                        p.sizesError ? QJsonValue(p.sizesError->message()) : QJsonValue()}};
}

QString progressLine(const protocol::ReassignmentProgress &p)
{
    if (p.done())
        return QStringLiteral("nothing is moving");
    return QStringLiteral("%1 partition(s) moving, %2 of %3 left (%4%)")
        .arg(p.moving.size())
        .arg(humanBytes(p.bytesLeft()), humanBytes(p.bytesTotal()))
        .arg(p.percent(), 0, 'f', 1);
}

void printProgress(CliContext &ctx, const protocol::ReassignmentProgress &p)
{
    QTextStream &out = ctx.out();
    for (const protocol::MovingPartition &m : p.moving)
        out << m.topic << '/' << m.partition << "  replicas " << idsText(m.replicas) << "  adding "
            << idsText(m.adding) << "  removing " << idsText(m.removing) << "  "
            << humanBytes(m.bytesLeft()) << " of " << humanBytes(m.bytesTotal()) << " left\n";
    out << progressLine(p) << '\n';
    if (p.sizesError)
        out << "sizes unknown: " << p.sizesError->message() << '\n';
}

// After a move: the throttle off the topics and brokers where it is still set.
int clearThrottle(CliContext &ctx, KafkaClient &client, const QStringList &topics,
                  QJsonObject *json)
{
    auto cleared = protocol::clearReplicationThrottle(client, topics, confirmer(ctx.args()));
    if (!cleared)
        return ctx.fail(cleared.error());
    if (json) {
        json->insert(
            QStringLiteral("throttle_removed"),
            QJsonObject{{QStringLiteral("topics"), QJsonArray::fromStringList(cleared->topics)},
                        {QStringLiteral("brokers"), idsJson(cleared->brokers)}});
    } else if (!cleared->topics.isEmpty() || !cleared->brokers.isEmpty()) {
        ctx.out() << "Removed the replication throttle from "
                  << (cleared->topics.isEmpty() ? QStringLiteral("no topic")
                                                : cleared->topics.join(QStringLiteral(", ")))
                  << " and from brokers "
                  << (cleared->brokers.isEmpty() ? QStringLiteral("(none)")
                                                 : idsText(cleared->brokers))
                  << ".\n";
    }
    return ExitOk;
}

int verifyPlan(CliContext &ctx, KafkaClient &client, const ReassignmentPlan &plan)
{
    auto result = protocol::verifyReassignment(client, plan);
    if (!result)
        return ctx.fail(result.error());
    QJsonObject json;
    QJsonArray pending;
    for (const PartitionMove &m : result->pending) {
        pending.append(QJsonObject{{QStringLiteral("topic"), m.topic},
                                   {QStringLiteral("partition"), m.partition},
                                   {QStringLiteral("current"), idsJson(m.current)},
                                   {QStringLiteral("target"), idsJson(m.target)}});
        if (!ctx.json())
            ctx.out() << m.topic << '/' << m.partition << ": not done (now " << idsText(m.current)
                      << ", target " << idsText(m.target) << ")\n";
    }
    if (!ctx.json())
        for (const PartitionMove &m : result->done)
            ctx.out() << m.topic << '/' << m.partition << ": done\n";
    json.insert(QStringLiteral("complete"), result->complete());
    json.insert(QStringLiteral("done"), int(result->done.size()));
    json.insert(QStringLiteral("pending"), pending);
    int rc = result->complete() ? ExitOk : ExitKafkaError;
    if (result->complete() && !ctx.args().has(KS_OPT("keep-throttle"))) {
        QStringList topics;
        for (const PartitionMove &m : plan.partitions)
            if (!topics.contains(m.topic))
                topics << m.topic;
        rc = clearThrottle(ctx, client, topics, ctx.json() ? &json : nullptr);
    }
    if (ctx.json())
        ctx.printJson(json);
    return rc;
}

} // namespace

int runTopicsReassignStatus(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    if (auto e = a.rejectExtraWords(3))
        return ctx.fail(*e);
    const QStringList topics = a.words.size() > 2 ? QStringList{a.words[2]} : QStringList();
    const bool watch = a.has(KS_OPT("watch"));
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-reassign"));
    if (!client)
        return ctx.fail(client.error());
    protocol::ProtocolClient proto(*client.value());
    QStringList seen = topics;
    for (;;) {
        auto p = protocol::reassignmentProgress(proto, topics);
        if (!p)
            return ctx.fail(p.error());
        for (const protocol::MovingPartition &m : p->moving)
            if (!seen.contains(m.topic))
                seen << m.topic;
        if (!watch) {
            if (ctx.json())
                ctx.printJson(progressJson(*p));
            else
                printProgress(ctx, *p);
            return ExitOk;
        }
        if (ctx.json())
            ctx.printJsonLine(progressJson(*p));
        else
            ctx.out() << QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")) << "  "
                      << progressLine(*p) << Qt::endl;
        if (p->done())
            break;
        QThread::sleep(1);
    }
    if (a.has(KS_OPT("keep-throttle")))
        return ExitOk;
    QJsonObject json;
    const int rc = clearThrottle(ctx, *client.value(), seen, ctx.json() ? &json : nullptr);
    if (rc == ExitOk && ctx.json())
        ctx.printJsonLine(json);
    return rc;
}

int runTopicsReassignCancel(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    auto topic = positional(a, KS_ERR("topics reassign-cancel needs the topic"));
    if (!topic)
        return ctx.fail(topic.error());
    QList<int> partitions;
    if (a.has(KS_OPT("partitions"))) {
        auto ids = idList(a.value(KS_OPT("partitions")), "partitions");
        if (!ids)
            return ctx.fail(ids.error());
        partitions = *ids;
    }
    if (!a.has(KS_OPT("yes")))
        return ctx.usage(
            KS_ERR("Cancelling puts the replicas of %1 back where they were: confirm with --yes")
                .arg(*topic));
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-reassign"));
    if (!client)
        return ctx.fail(client.error());
    protocol::ProtocolClient proto(*client.value());
    auto cancelled = protocol::cancelReassignment(proto, ctx.profile(), *topic, partitions,
                                                  confirmer(a)(*topic));
    if (!cancelled)
        return ctx.fail(cancelled.error());
    QJsonObject json{{QStringLiteral("topic"), *topic},
                     {QStringLiteral("cancelled"), idsJson(*cancelled)}};
    if (!ctx.json())
        ctx.out() << "Cancelled the reassignment of " << *topic << " partitions "
                  << idsText(*cancelled) << ".\n";
    int rc = ExitOk;
    if (!a.has(KS_OPT("keep-throttle")))
        rc = clearThrottle(ctx, *client.value(), {*topic}, ctx.json() ? &json : nullptr);
    if (ctx.json())
        ctx.printJson(json);
    return rc;
}

int runTopicsElectLeaders(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    auto topic = positional(a, KS_ERR("topics elect-leaders needs the topic"));
    if (!topic)
        return ctx.fail(topic.error());
    QList<int> partitions;
    if (a.has(KS_OPT("partitions"))) {
        auto ids = idList(a.value(KS_OPT("partitions")), "partitions");
        if (!ids)
            return ctx.fail(ids.error());
        partitions = *ids;
    }
    const bool unclean = a.has(KS_OPT("unclean"));
    if (!a.has(KS_OPT("yes")))
        return ctx.usage(
            unclean ? KS_ERR("An unclean election may lose records of %1: confirm with --yes")
                          .arg(*topic)
                    : KS_ERR("Electing leaders moves the traffic of %1 between brokers: confirm "
                             "with --yes")
                          .arg(*topic));
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-elect"));
    if (!client)
        return ctx.fail(client.error());
    auto outcomes = electLeaders(*client.value(), *topic, partitions,
                                 unclean ? ElectionType::Unclean : ElectionType::Preferred,
                                 confirmer(a)(*topic));
    if (!outcomes)
        return ctx.fail(outcomes.error());
    bool failed = false;
    QJsonArray parts;
    for (const ElectionOutcome &o : *outcomes) {
        failed = failed || o.error.has_value();
        const QString state = o.error       ? o.error->message()
                              : o.notNeeded ? QStringLiteral("not needed")
                                            : QStringLiteral("elected");
        parts.append(
            QJsonObject{{QStringLiteral("partition"), o.partition},
                        {QStringLiteral("elected"), !o.error && !o.notNeeded},
                        {QStringLiteral("not_needed"), o.notNeeded},
                        {QStringLiteral("error"), o.error ? QJsonValue(state) : QJsonValue()}});
        if (!ctx.json())
            ctx.out() << *topic << '/' << o.partition << ": " << state << '\n';
    }
    if (ctx.json())
        ctx.printJson(
            QJsonObject{{QStringLiteral("topic"), *topic}, {QStringLiteral("partitions"), parts}});
    return failed ? ExitKafkaError : ExitOk;
}

} // namespace kafscope::cli
