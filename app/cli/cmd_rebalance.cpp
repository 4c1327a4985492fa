#include "cli/commands.h"

#include "rebalance/group_observer.h"
#include "rebalance/watch_events.h"

#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <csignal>

KS_CLI_COMMAND("rebalance")

namespace kafscope::cli {

using namespace kafscope::rebalance;

namespace {

volatile std::sig_atomic_t g_watchStop = 0;

// "6012 ms (partition t-0)": the longest stop of a member or partition (a crashed member's
// partitions count from its crash).
QString longestStopText(const QJsonObject &stop)
{
    if (stop.isEmpty())
        return QStringLiteral("unknown");
    const bool partition = stop.contains(QStringLiteral("partition"));
    return QStringLiteral("%1%2 ms (%3 %4)")
        .arg(stop.value(QStringLiteral("exact")).toBool() ? QString() : QStringLiteral("~"))
        .arg(stop.value(QStringLiteral("ms")).toInteger())
        .arg(partition ? QStringLiteral("partition") : QStringLiteral("member"),
             stop.value(partition ? QStringLiteral("partition") : QStringLiteral("member"))
                 .toString());
}

QString textLine(const QJsonObject &o)
{
    const QString event = o.value(QStringLiteral("event")).toString();
    QString line = o.value(QStringLiteral("time")).toString() + QLatin1Char(' ') + event;
    if (event == QLatin1String("state"))
        return line + QLatin1Char(' ') + o.value(QStringLiteral("state")).toString();
    if (event == QLatin1String("generation")) {
        // A KIP-848 or share group has no leader, a share group's records name no assignor.
        QStringList about;
        for (const char *key : {"protocol_type", "assignor"})
            if (const QString v = o.value(QLatin1String(key)).toString(); !v.isEmpty())
                about << v;
        about << QStringLiteral("%1 members").arg(o.value(QStringLiteral("members")).toInt());
        if (const QString leader = o.value(QStringLiteral("leader")).toString(); !leader.isEmpty())
            about << QStringLiteral("leader ") + leader;
        return line + QStringLiteral(" %1 (%2)")
                          .arg(o.value(QStringLiteral("generation")).toInt())
                          .arg(about.join(QStringLiteral(", ")));
    }
    if (event == QLatin1String("assignment")) {
        QStringList parts;
        for (const QJsonValue &v : o.value(QStringLiteral("partitions")).toArray())
            parts << v.toString();
        return line + QStringLiteral(" %1 (%2): %3")
                          .arg(o.value(QStringLiteral("member_id")).toString(),
                               o.value(QStringLiteral("client_id")).toString(),
                               parts.join(QStringLiteral(", ")));
    }
    // An update repeats the summary once more of its stops could be estimated.
    if (event == QLatin1String("rebalance") || event == QLatin1String("rebalance_update"))
        return line + QStringLiteral(" generation %1: duration %2 ms, longest stop %3, %4 moved, "
                                     "members %5 -> %6")
                          .arg(o.value(QStringLiteral("generation")).toVariant().toString())
                          .arg(o.value(QStringLiteral("duration_ms")).toVariant().toString())
                          .arg(longestStopText(o.value(QStringLiteral("longest_stop")).toObject()))
                          .arg(o.value(QStringLiteral("moved_count")).toInt())
                          .arg(o.value(QStringLiteral("members_before")).toArray().size())
                          .arg(o.value(QStringLiteral("members_after")).toArray().size());
    return line + QStringLiteral(" %1 (%2)")
                      .arg(o.value(QStringLiteral("member_id")).toString(),
                           o.value(QStringLiteral("client_id")).toString());
}

int watch(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (a.words.size() != 3)
        return ctx.usage(
            KS_ERR("rebalance watch takes one group: rebalance watch G [--for S] [--json]"));
    bool ok = true;
    const double forSeconds = a.has(KS_OPT("for")) ? a.value(KS_OPT("for")).toDouble(&ok) : -1;
    if (!ok || (a.has(KS_OPT("for")) && forSeconds <= 0))
        return ctx.usage(KS_ERR("--for takes seconds > 0"));
    GroupObserverOptions o;
    o.group = a.words[2];
    o.statePollMs = a.value(KS_OPT("state-interval"), QStringLiteral("500")).toInt(&ok);
    if (!ok || o.statePollMs < 0)
        return ctx.usage(KS_ERR("--state-interval takes milliseconds >= 0"));
    const QString from = a.value(KS_OPT("from"), QStringLiteral("oldest"));
    if (from != QLatin1String("oldest") && from != QLatin1String("now"))
        return ctx.usage(
            KS_ERR("--from takes oldest (what __consumer_offsets still holds) or now"));
    o.fromOldest = from == QLatin1String("oldest");
    auto observer = GroupObserver::open(ctx.profile(), o);
    if (!observer)
        return ctx.fail(observer.error());
    WatchEventStream stream(o.group);
    const qint64 until =
        forSeconds > 0 ? QDateTime::currentMSecsSinceEpoch() + qint64(forSeconds * 1000) : -1;
    g_watchStop = 0;
    auto previous = std::signal(SIGINT, [](int) { g_watchStop = 1; });
    auto print = [&](const QList<QJsonObject> &events) {
        for (const QJsonObject &e : events)
            ctx.json() ? ctx.printJsonLine(e) : void(ctx.out() << textLine(e) << '\n');
        ctx.out().flush();
    };
    int status = ExitOk;
    while (!g_watchStop && (until < 0 || QDateTime::currentMSecsSinceEpoch() < until)) {
        auto batch = observer.value()->step(200);
        if (!batch) {
            status = ctx.fail(batch.error());
            break;
        }
        if (batch->isEmpty())
            continue;
        // One batch may hold a long past (the replay): print its events and summaries in time
        // order.
        QList<QJsonObject> out = stream.add(batch.value());
        out += stream.completedRebalances(buildTimeline(stream.events()));
        std::stable_sort(out.begin(), out.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a.value(QStringLiteral("time")).toString() <
                   b.value(QStringLiteral("time")).toString();
        });
        print(out);
    }
    std::signal(SIGINT, previous);
    return status;
}

} // namespace

int runRebalance(CliContext &ctx)
{
    const QStringList &w = ctx.args().words;
    if (w.size() >= 2 && w[1] == QLatin1String("watch"))
        return watch(ctx);
    return ctx.usage(KS_ERR("rebalance takes: watch G [--for S] [--json]"));
}

} // namespace kafscope::cli
