#include "rebalance/lab_verdict.h"

#include "common/translations.h"
#include "rebalance/lab_report.h"

#include <QJsonArray>
#include <QTextStream>

// The verdict as the report's JSON and as the CLI's text.
namespace kafscope::rebalance {

QJsonObject verdictJson(const LabVerdict &v)
{
    auto opt = [](qint64 x) { return x < 0 ? QJsonValue() : QJsonValue(x); };
    QJsonArray events;
    for (const EventJudgement &e : v.events) {
        QJsonObject stops;
        for (auto it = e.stops.begin(); it != e.stops.end(); ++it)
            stops.insert(
                it.key(),
                QJsonObject{
                    {QStringLiteral("ms"), it->ms},
                    {QStringLiteral("last_before"),
                     it->lastBeforeMs < 0 ? QJsonValue() : QJsonValue(isoTime(it->lastBeforeMs))},
                    {QStringLiteral("first_after"),
                     it->firstAfterMs < 0 ? QJsonValue() : QJsonValue(isoTime(it->firstAfterMs))},
                    {QStringLiteral("resumed"), it->firstAfterMs >= 0}});
        events.append(QJsonObject{{QStringLiteral("step"), e.step},
                                  {QStringLiteral("member"), e.member},
                                  {QStringLiteral("at"), isoTime(e.atMs)},
                                  {QStringLiteral("until"), isoTime(e.untilMs)},
                                  {QStringLiteral("rebalances"), e.rebalances},
                                  {QStringLiteral("recover_ms"), opt(e.recoverMs)},
                                  {QStringLiteral("recover_resolution_ms"), e.resolutionMs},
                                  {QStringLiteral("slowest_partition"), e.slowestPartition},
                                  {QStringLiteral("member_stops"), stops},
                                  {QStringLiteral("longest_stop_ms"),
                                   v.exact ? QJsonValue(e.longestStopMs) : QJsonValue()},
                                  {QStringLiteral("longest_stop_member"), e.longestStopMember},
                                  {QStringLiteral("duplicates"), e.duplicates},
                                  {QStringLiteral("real_duplicates"), e.realDuplicates},
                                  {QStringLiteral("setup"), e.setup}});
    }
    QJsonArray stuck;
    for (const StuckInterval &s : v.stuck)
        stuck.append(QJsonObject{{QStringLiteral("partition"), s.partition.text()},
                                 {QStringLiteral("from"), isoTime(s.fromMs)},
                                 {QStringLiteral("to"), isoTime(s.toMs)},
                                 {QStringLiteral("ms"), s.toMs - s.fromMs},
                                 {QStringLiteral("ended"), s.ended},
                                 {QStringLiteral("owner"), s.owner},
                                 {QStringLiteral("during"), s.during},
                                 {QStringLiteral("silent_stall"), s.silent()}});
    QJsonArray lost;
    for (const LostRecord &l : v.lostSample)
        lost.append(QJsonObject{
            {QStringLiteral("topic"), l.partition.topic},
            {QStringLiteral("partition"), l.partition.partition},
            {QStringLiteral("offset"), l.offset},
            {QStringLiteral("key"),
             l.key < 0 ? QJsonValue() : QJsonValue(QStringLiteral("key-%1").arg(l.key))},
            {QStringLiteral("seq"), opt(l.seq)}});
    QJsonObject refused;
    for (auto it = v.commitErrors.begin(); it != v.commitErrors.end(); ++it)
        refused.insert(it.key(), it.value());
    return QJsonObject{
        {QStringLiteral("pass"), v.pass},
        {QStringLiteral("reasons"), QJsonArray::fromStringList(v.reasons)},
        {QStringLiteral("notes"), QJsonArray::fromStringList(v.notes)},
        {QStringLiteral("mode"), v.exact ? QStringLiteral("exact") : QStringLiteral("commits")},
        {QStringLiteral("acked"), v.acked},
        {QStringLiteral("produce_failed"), v.produceFailed},
        {QStringLiteral("processed"), v.processed},
        {QStringLiteral("distinct"), v.distinct},
        {QStringLiteral("lost"), v.exact ? QJsonValue(v.lost) : QJsonValue()},
        {QStringLiteral("lost_records"), lost},
        {QStringLiteral("unprocessed"), v.exact ? QJsonValue(v.unprocessed) : QJsonValue()},
        {QStringLiteral("in_hand"), v.exact ? QJsonValue(v.inHand) : QJsonValue()},
        {QStringLiteral("duplicates"), v.duplicates},
        {QStringLiteral("real_duplicates"), v.realDuplicates},
        {QStringLiteral("order_violations"), v.orderViolations},
        {QStringLiteral("commit_interval_ms"), v.commitIntervalMs},
        {QStringLiteral("events"), events},
        {QStringLiteral("stuck"), stuck},
        {QStringLiteral("commits_refused"), refused},
        {QStringLiteral("exits"), QJsonArray::fromStringList(v.exits)},
        {QStringLiteral("settled"), v.settled},
        {QStringLiteral("limits"),
         QJsonObject{{QStringLiteral("max_stop_ms"), opt(v.limits.maxStopMs)},
                     {QStringLiteral("max_recover_ms"), opt(v.limits.maxRecoverMs)},
                     {QStringLiteral("max_rebalances"), v.limits.maxRebalances < 0
                                                            ? QJsonValue()
                                                            : QJsonValue(v.limits.maxRebalances)},
                     {QStringLiteral("allow_duplicates"), v.limits.allowDuplicates},
                     {QStringLiteral("stall_threshold_ms"), v.limits.stallThresholdMs}}}};
}

QString verdictText(const LabVerdict &v)
{
    QString out;
    QTextStream s(&out);
    s << (v.pass ? KS_TR("Verdict: PASS") : KS_TR("Verdict: FAIL")) << '\n';
    for (const QString &r : v.reasons)
        s << "  - " << r << '\n';
    if (v.exact)
        s << KS_TR("Records: %1 acknowledged, %2 processed, %3 lost, %7 still waiting, %4 "
                   "processed twice (%5 after a commit covered them), %6 out of order")
                 .arg(v.acked)
                 .arg(v.distinct)
                 .arg(v.lost)
                 .arg(v.duplicates)
                 .arg(v.realDuplicates)
                 .arg(v.orderViolations)
                 .arg(v.unprocessed)
          << '\n';
    else
        s << KS_TR("Records: %1 acknowledged; judged from commits (about every %2 ms)")
                 .arg(v.acked)
                 .arg(v.commitIntervalMs)
          << '\n';
    const QString h1 = KS_TR("event"), h2 = KS_TR("at s"), h3 = KS_TR("rebalances"),
                  h4 = KS_TR("recover s"), h5 = KS_TR("longest stop"), h6 = KS_TR("twice");
    s << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
             .arg(h1, -28)
             .arg(h2, 7)
             .arg(h3, 10)
             .arg(h4, 10)
             .arg(h5, -18)
             .arg(h6, 6);
    const qint64 first = v.events.isEmpty() ? 0 : v.events.first().atMs;
    for (const EventJudgement &e : v.events) {
        const QString stop = !v.exact || e.longestStopMember.isEmpty()
                                 ? QStringLiteral("-")
                                 : QStringLiteral("%1 %2 s").arg(e.longestStopMember,
                                                                 verdictSeconds(e.longestStopMs));
        s << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                 .arg(e.step.left(28), -28)
                 .arg(verdictSeconds(e.atMs - first), 7)
                 .arg(e.rebalances, 10)
                 .arg(e.recoverMs < 0 ? KS_TR("never") : verdictSeconds(e.recoverMs), 10)
                 .arg(stop, -18)
                 .arg(e.duplicates, 6);
    }
    for (const StuckInterval &st : v.stuck)
        s << "  "
          << (st.silent()
                  ? KS_TR("silent stall: %1 owned by %2, no progress for %3 s")
                        .arg(st.partition.text(), st.owner, verdictSeconds(st.toMs - st.fromMs))
                  : KS_TR("stopped: %1 for %2 s during %3")
                        .arg(st.partition.text(), verdictSeconds(st.toMs - st.fromMs), st.during))
          << '\n';
    for (const QString &note : v.notes)
        s << "  " << KS_TR("note: %1").arg(note) << '\n';
    return out;
}

} // namespace kafscope::rebalance
