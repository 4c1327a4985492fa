#include "rebalance/lab_report.h"
#include "rebalance/lab_verdict.h"

#include <QDateTime>
#include <QTextStream>

namespace kafscope::rebalance {

QString isoTime(qint64 ms)
{
    return ms < 0 ? QString()
                  : QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonArray partitionsJson(const Partitions &p)
{
    QJsonArray a;
    for (const PartitionId &id : p)
        a << id.text();
    return a;
}

QJsonObject stopJson(const StopEstimate &s, bool withExact)
{
    QJsonObject o{{QStringLiteral("ms"), s.ms},
                  {QStringLiteral("uncertainty_ms"), s.uncertaintyMs}};
    if (withExact)
        o.insert(QStringLiteral("exact"), s.exact);
    if (!s.exact && s.commitIntervalMs > 0)
        o.insert(QStringLiteral("commit_interval_ms"),
                 s.commitIntervalMs); // what the uncertainty scales with
    return o;
}

QJsonObject rebalanceJson(const Rebalance &r)
{
    QJsonObject memberStops, partitionStops;
    for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it)
        memberStops.insert(it.key(), stopJson(it.value(), true));
    for (const auto &[p, s] : r.partitionStops)
        partitionStops.insert(p.text(), stopJson(s, false));
    QJsonObject silent;
    for (auto it = r.silentMembers.begin(); it != r.silentMembers.end(); ++it) {
        QJsonObject o = stopJson(it.value(), true);
        o.insert(QStringLiteral("from"), isoTime(it->fromMs));
        o.insert(QStringLiteral("to"), isoTime(it->toMs));
        silent.insert(it.key(), o);
    }
    QString longestWhat;
    bool longestIsPartition = false;
    const StopEstimate *longest = r.longestStop(&longestWhat, &longestIsPartition);
    QJsonValue longestJson;
    if (longest) {
        QJsonObject o = stopJson(*longest, true);
        o.insert(longestIsPartition ? QStringLiteral("partition") : QStringLiteral("member"),
                 longestWhat);
        longestJson = o;
    }
    QJsonObject pauses;
    for (auto it = r.memberPauseMs.begin(); it != r.memberPauseMs.end(); ++it)
        pauses.insert(it.key(), it.value());
    QJsonArray gens;
    for (int g : r.generations)
        gens << g;
    auto opt = [](qint64 v) { return v < 0 ? QJsonValue() : QJsonValue(v); };
    return QJsonObject{
        {QStringLiteral("index"), r.index},
        {QStringLiteral("generation"),
         r.generations.isEmpty() ? QJsonValue() : QJsonValue(r.generations.last())},
        {QStringLiteral("generations"), gens},
        {QStringLiteral("assignor"), r.assignor.isEmpty() ? QJsonValue() : QJsonValue(r.assignor)},
        {QStringLiteral("start"), isoTime(r.startMs)},
        {QStringLiteral("end"), r.complete() ? QJsonValue(isoTime(r.endMs)) : QJsonValue()},
        {QStringLiteral("start_ms"), r.startMs},
        {QStringLiteral("end_ms"), opt(r.endMs)},
        {QStringLiteral("duration_ms"), opt(r.durationMs())},
        {QStringLiteral("start_evidence"), r.startEvidence},
        {QStringLiteral("cause"), QJsonArray::fromStringList(r.causes)},
        {QStringLiteral("since_cause_ms"), opt(r.sinceCauseMs())},
        {QStringLiteral("members_before"), QJsonArray::fromStringList(r.membersBefore)},
        {QStringLiteral("members_after"), QJsonArray::fromStringList(r.membersAfter)},
        {QStringLiteral("joined"), QJsonArray::fromStringList(r.joined)},
        {QStringLiteral("left"), QJsonArray::fromStringList(r.left)},
        {QStringLiteral("timed_out"), QJsonArray::fromStringList(r.timedOut)},
        {QStringLiteral("moved"), partitionsJson(r.moved)},
        {QStringLiteral("moved_count"), int(r.moved.size())},
        {QStringLiteral("kept"), partitionsJson(r.kept)},
        {QStringLiteral("kept_count"), int(r.kept.size())},
        {QStringLiteral("newly_assigned"), partitionsJson(r.assigned)},
        {QStringLiteral("member_pause_ms"), pauses},
        {QStringLiteral("member_stop_ms"), memberStops},
        {QStringLiteral("partition_stop_ms"), partitionStops},
        {QStringLiteral("longest_member_stop_ms"), opt(r.longestMemberStopMs())},
        {QStringLiteral("silent_members"), silent},
        {QStringLiteral("longest_stop_ms"), longest ? QJsonValue(longest->ms) : QJsonValue()},
        {QStringLiteral("longest_stop"), longestJson},
        {QStringLiteral("complete"), r.complete()},
    };
}

QMap<int, qint64> duplicatesPerRebalance(const Timeline &t,
                                         const QList<DuplicateProcessing> &duplicates)
{
    QMap<int, qint64> out;
    for (const DuplicateProcessing &d : duplicates) {
        int index = 0;
        for (const Rebalance &r : t.rebalances) {
            const qint64 from = r.causeMs >= 0 ? std::min(r.causeMs, r.startMs) : r.startMs;
            if (from <= d.timeMs)
                index = r.index;
        }
        ++out[index];
    }
    return out;
}

QJsonObject labReportJson(const LabRunResult &run)
{
    const LabConfig &c = run.config;
    QJsonArray steps;
    for (const StepOutcome &s : run.steps)
        steps << QJsonObject{
            {QStringLiteral("step"), s.step.text},
            {QStringLiteral("at_ms"), s.atMs},
            {QStringLiteral("member"), s.member},
            {QStringLiteral("ok"), s.error.isEmpty()},
            {QStringLiteral("error"), s.error.isEmpty() ? QJsonValue() : QJsonValue(s.error)}};
    const QMap<int, qint64> dupes = duplicatesPerRebalance(run.timeline, run.processing.duplicates);
    QJsonArray rebalances;
    for (const Rebalance &r : run.timeline.rebalances) {
        QJsonObject o = rebalanceJson(r);
        o.insert(QStringLiteral("processed_twice"), dupes.value(r.index));
        rebalances << o;
    }
    QJsonArray members;
    for (const Lane &l : run.timeline.lanes)
        members << QJsonObject{{QStringLiteral("label"), l.key},
                               {QStringLiteral("member_id"), l.memberId},
                               {QStringLiteral("instance_id"), l.instanceId},
                               {QStringLiteral("processed"), run.processing.perMember.value(l.key)},
                               {QStringLiteral("end_reason"), l.endReason}};
    // Who owned each partition when the run ended (null: nobody), from the members' own callbacks.
    QJsonObject finalAssignment;
    for (const PartitionId &p : run.partitions) {
        const Lane *owner = run.timeline.ownerAt(p, run.timeline.lastMs);
        finalAssignment.insert(p.text(), owner ? QJsonValue(owner->key) : QJsonValue());
    }
    const LabSummary sum = summarize(run);
    const bool isConsumerProtocol = c.groupProtocol == QLatin1String("consumer");
    return QJsonObject{
        {QStringLiteral("group"), c.group},
        {QStringLiteral("topics"), QJsonArray::fromStringList(c.topics)},
        {QStringLiteral("protocol"), c.groupProtocol},
        {QStringLiteral("assignor"), c.assignor},
        {QStringLiteral("script"), run.script},
        // Under KIP-848 the broker's group.consumer.session.timeout.ms applies, not the lab's.
        {QStringLiteral("session_timeout_ms"),
         isConsumerProtocol ? QJsonValue() : QJsonValue(c.sessionTimeoutMs)},
        {QStringLiteral("max_poll_interval_ms"), c.maxPollIntervalMs},
        {QStringLiteral("static_membership"), c.staticMembership},
        {QStringLiteral("processing_delay_ms"), c.processingDelayMs},
        {QStringLiteral("produce_rate"), c.produceRate},
        {QStringLiteral("partitions"), partitionsJson(run.partitions)},
        {QStringLiteral("start"), isoTime(run.startMs)},
        {QStringLiteral("end"), isoTime(run.endMs)},
        {QStringLiteral("duration_ms"), run.endMs - run.startMs},
        {QStringLiteral("settled"), run.settled},
        {QStringLiteral("steps"), steps},
        {QStringLiteral("rebalances"), rebalances},
        {QStringLiteral("members"), members},
        {QStringLiteral("final_assignment"), finalAssignment},
        {QStringLiteral("generations_seen"), int(run.timeline.generations.size())},
        {QStringLiteral("messages"),
         QJsonObject{{QStringLiteral("processed"), run.processing.processed},
                     {QStringLiteral("distinct"), run.processing.distinct},
                     {QStringLiteral("processed_twice"), run.processing.duplicateCount}}},
        {QStringLiteral("summary"), summaryJson(sum)},
        {QStringLiteral("errors"), QJsonArray::fromStringList(run.processing.errors)},
        {QStringLiteral("consumer_command"),
         run.command.isEmpty() ? QJsonValue() : QJsonValue(run.command)},
        {QStringLiteral("name"), run.name},
        {QStringLiteral("verdict"), verdictJson(run.verdict)},
    };
}

LabSummary summarize(const LabRunResult &run)
{
    LabSummary s;
    s.name = run.name;
    s.protocol = run.config.groupProtocol;
    s.assignor = run.config.assignor;
    if (!run.command.isEmpty()) // the consumer chose it: as the coordinator's records say
        s.assignor = run.timeline.generations.isEmpty() ? QString()
                                                        : run.timeline.generations.last().assignor;
    s.group = run.config.group;
    s.pass = run.verdict.pass;
    s.lost = run.verdict.exact ? run.verdict.lost : -1;
    s.realDuplicates = run.verdict.realDuplicates;
    for (const EventJudgement &e : run.verdict.events) {
        s.longestStopMs = std::max(s.longestStopMs, e.longestStopMs);
        s.longestRecoverMs = e.recoverMs < 0 || s.longestRecoverMs < 0
                                 ? -1
                                 : std::max(s.longestRecoverMs, e.recoverMs);
    }
    qint64 memberPauseSum = 0;
    int memberPauseCount = 0;
    for (const Rebalance &r : run.timeline.rebalances) {
        if (!r.complete())
            continue;
        ++s.rebalances;
        s.totalDurationMs += r.durationMs();
        s.maxDurationMs = std::max(s.maxDurationMs, r.durationMs());
        s.maxSinceCauseMs = std::max(s.maxSinceCauseMs, r.sinceCauseMs());
        s.moved += int(r.moved.size());
        s.kept += int(r.kept.size());
        for (qint64 p : r.memberPauseMs) {
            memberPauseSum += p;
            ++memberPauseCount;
        }
    }
    s.meanMemberPauseMs = memberPauseCount ? double(memberPauseSum) / memberPauseCount : 0;
    s.processedTwice = run.processing.duplicateCount;
    return s;
}

QJsonObject summaryJson(const LabSummary &s)
{
    return QJsonObject{{QStringLiteral("protocol"), s.protocol},
                       {QStringLiteral("assignor"), s.assignor},
                       {QStringLiteral("group"), s.group},
                       {QStringLiteral("rebalances"), s.rebalances},
                       {QStringLiteral("total_duration_ms"), s.totalDurationMs},
                       {QStringLiteral("max_duration_ms"), s.maxDurationMs},
                       {QStringLiteral("max_since_cause_ms"), s.maxSinceCauseMs},
                       {QStringLiteral("mean_member_pause_ms"), qRound64(s.meanMemberPauseMs)},
                       {QStringLiteral("moved"), s.moved},
                       {QStringLiteral("kept"), s.kept},
                       {QStringLiteral("processed_twice"), s.processedTwice},
                       {QStringLiteral("name"), s.name},
                       {QStringLiteral("pass"), s.pass},
                       {QStringLiteral("longest_stop_ms"), s.longestStopMs},
                       {QStringLiteral("longest_recover_ms"),
                        s.longestRecoverMs < 0 ? QJsonValue() : QJsonValue(s.longestRecoverMs)},
                       {QStringLiteral("lost"), s.lost < 0 ? QJsonValue() : QJsonValue(s.lost)},
                       {QStringLiteral("real_duplicates"), s.realDuplicates}};
}

QJsonObject comparisonJson(const QList<LabRunResult> &runs)
{
    QJsonArray reports, rows;
    for (const LabRunResult &r : runs) {
        reports << labReportJson(r);
        rows << summaryJson(summarize(r));
    }
    return QJsonObject{{QStringLiteral("runs"), reports}, {QStringLiteral("comparison"), rows}};
}

QString reportText(const LabRunResult &run)
{
    QString out;
    QTextStream s(&out);
    s << "group " << run.config.group << ", protocol " << run.config.groupProtocol;
    if (run.command.isEmpty())
        s << ", assignor " << run.config.assignor;
    else
        s << ", consumer " << run.command;
    s << ", " << run.partitions.size() << " partitions, " << run.processing.processed
      << " messages processed (" << run.processing.duplicateCount << " twice)\n";
    const QMap<int, qint64> dupes = duplicatesPerRebalance(run.timeline, run.processing.duplicates);
    for (const Rebalance &r : run.timeline.rebalances) {
        s << "  #" << r.index
          << (r.generations.isEmpty() ? QString()
                                      : QStringLiteral(" gen %1").arg(r.generations.last()))
          << "  duration "
          << (r.complete() ? QStringLiteral("%1 ms").arg(r.durationMs())
                           : QStringLiteral("(not over)"))
          << "  moved " << r.moved.size() << "  kept " << r.kept.size() << "  twice "
          << dupes.value(r.index);
        if (!r.causes.isEmpty())
            s << "  cause " << r.causes.join(QStringLiteral(", ")) << " (" << r.sinceCauseMs()
              << " ms before the end)";
        s << '\n';
    }
    for (const QString &e : run.processing.errors)
        s << "  note: " << e << '\n';
    s << verdictText(run.verdict);
    return out;
}

QString comparisonText(const QList<LabRunResult> &runs)
{
    QString out;
    QTextStream s(&out);
    const bool named = std::any_of(runs.begin(), runs.end(),
                                   [](const LabRunResult &r) { return !r.name.isEmpty(); });
    if (named)
        s << QStringLiteral("%1 ").arg(QStringLiteral("run"), -16);
    s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n")
             .arg(QStringLiteral("protocol"), -9)
             .arg(QStringLiteral("assignor"), -20)
             .arg(QStringLiteral("rebalances"), 10)
             .arg(QStringLiteral("duration ms"), 11)
             .arg(QStringLiteral("max ms"), 7)
             .arg(QStringLiteral("member ms"), 9)
             .arg(QStringLiteral("moved"), 6)
             .arg(QStringLiteral("twice"), 6)
             .arg(QStringLiteral("stop ms"), 8)
             .arg(QStringLiteral("recover ms"), 10)
             .arg(QStringLiteral("verdict"), 7);
    for (const LabRunResult &r : runs) {
        const LabSummary m = summarize(r);
        if (named)
            s << QStringLiteral("%1 ").arg(m.name.left(16), -16);
        s << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10 %11\n")
                 .arg(m.protocol, -9)
                 .arg(m.assignor, -20)
                 .arg(m.rebalances, 10)
                 .arg(m.totalDurationMs, 11)
                 .arg(m.maxDurationMs, 7)
                 .arg(qRound64(m.meanMemberPauseMs), 9)
                 .arg(m.moved, 6)
                 .arg(m.processedTwice, 6)
                 .arg(m.longestStopMs, 8)
                 .arg(m.longestRecoverMs < 0 ? QStringLiteral("never")
                                             : QString::number(m.longestRecoverMs),
                      10)
                 .arg(m.pass ? QStringLiteral("pass") : QStringLiteral("FAIL"), 7);
    }
    return out;
}

} // namespace kafscope::rebalance
