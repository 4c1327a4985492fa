#include "harness/harness_report.h"
#include "common/translations.h"

#include <QJsonArray>

namespace kafscope::harness {

void HarnessReport::judge()
{
    problems.clear();
    qint64 lost = 0, unexpected = 0, order = 0;
    for (const LevelReport &l : levels) {
        lost += l.lost;
        unexpected += l.unexpectedDuplicates;
        order += l.orderViolations;
    }
    if (lost > 0 && judgedBy == QLatin1String("commits"))
        problems
            << QStringLiteral(
                   "%1 acknowledged messages are covered by no commit of the group (not consumed)")
                   .arg(lost);
    else if (lost > 0)
        problems << QStringLiteral("%1 acknowledged messages were never processed").arg(lost);
    if (unexpected > 0)
        problems << QStringLiteral("%1 duplicates came with no fault or rebalance before them")
                        .arg(unexpected);
    if (order > 0)
        problems << QStringLiteral("%1 messages were processed out of order within their partition")
                        .arg(order);
    if (!drained)
        problems << KS_TR("The backlog did not drain after the load");
    for (const FaultReport &f : faults)
        if (!f.ok)
            problems << KS_TR("Fault %1 failed: %2").arg(f.fault, f.error);
    verdict = problems.isEmpty() ? QStringLiteral("pass") : QStringLiteral("fail");
}

QJsonObject HarnessReport::toJson() const
{
    QJsonArray ls;
    for (const LevelReport &l : levels) {
        QJsonObject o{{QStringLiteral("topic"), l.topic},
                      {QStringLiteral("level"), l.name},
                      {QStringLiteral("rate"), l.offeredRate},
                      {QStringLiteral("produced"), l.produced},
                      {QStringLiteral("produce_failed"), l.produceFailed},
                      {QStringLiteral("consumed"), l.consumed},
                      {QStringLiteral("consumed_during_load"), l.consumedDuringLoad},
                      {QStringLiteral("lost"), l.lost},
                      {QStringLiteral("duplicates"), l.duplicates},
                      {QStringLiteral("unexpected_duplicates"), l.unexpectedDuplicates},
                      {QStringLiteral("order_violations"), l.orderViolations},
                      {QStringLiteral("latency_ms"), QJsonObject{{QStringLiteral("p50"), l.p50Ms},
                                                                 {QStringLiteral("p95"), l.p95Ms},
                                                                 {QStringLiteral("p99"), l.p99Ms},
                                                                 {QStringLiteral("max"), l.maxMs}}},
                      {QStringLiteral("max_backlog"), l.maxBacklog},
                      {QStringLiteral("starved_ms"), l.starvedMs},
                      {QStringLiteral("inversions"), l.inversions}};
        if (l.share >= 0)
            o.insert(QStringLiteral("share"), l.share);
        if (l.quota >= 0)
            o.insert(QStringLiteral("quota"), l.quota);
        if (l.committed >= 0) {
            o.insert(QStringLiteral("committed"), l.committed);
            o.insert(QStringLiteral("not_committed"), l.notCommitted);
            o.insert(QStringLiteral("commit_p50_ms"), l.commitP50Ms);
            o.insert(QStringLiteral("commit_p95_ms"), l.commitP95Ms);
            o.insert(QStringLiteral("commit_p99_ms"), l.commitP99Ms);
            o.insert(QStringLiteral("commit_max_backlog"), l.commitMaxBacklog);
            o.insert(QStringLiteral("commit_starved_ms"), l.commitStarvedMs);
            o.insert(QStringLiteral("commit_inversions"), l.commitInversions);
            if (l.commitShare >= 0)
                o.insert(QStringLiteral("commit_share"), l.commitShare);
        }
        ls.append(o);
    }
    QJsonArray fs;
    for (const FaultReport &f : faults)
        fs.append(QJsonObject{{QStringLiteral("fault"), f.fault},
                              {QStringLiteral("at_ms"), f.atMs},
                              {QStringLiteral("ok"), f.ok},
                              {QStringLiteral("error"), f.error}});
    QJsonObject o{{QStringLiteral("strategy"), strategy},
                  {QStringLiteral("levels"), ls},
                  {QStringLiteral("inversions"), inversions},
                  {QStringLiteral("consumer_inversions"), consumerInversions},
                  {QStringLiteral("verdict"), verdict},
                  {QStringLiteral("problems"), QJsonArray::fromStringList(problems)},
                  {QStringLiteral("capacity"), capacity},
                  {QStringLiteral("duration_ms"), durationMs},
                  {QStringLiteral("drain_ms"), drainMs},
                  {QStringLiteral("tolerance_ms"), toleranceMs},
                  {QStringLiteral("contended_intervals"), contendedIntervals},
                  {QStringLiteral("faults"), fs},
                  {QStringLiteral("events"), QJsonArray::fromStringList(events)},
                  {QStringLiteral("run"), runId},
                  {QStringLiteral("group"), group},
                  {QStringLiteral("group_protocol"), groupProtocol}};
    if (isExternal()) {
        if (!consumerCommand.isEmpty()) {
            o.insert(QStringLiteral("consumer_command"), consumerCommand);
            o.insert(QStringLiteral("consumer_stderr"), consumerStderr);
            o.insert(QStringLiteral("unknown_reports"), unknownReports);
        } else {
            o.insert(QStringLiteral("observed_group"), observedGroup);
        }
        o.insert(QStringLiteral("judged_by"), judgedBy);
        o.insert(QStringLiteral("commit_resolution_ms"), commitResolutionMs);
        o.insert(QStringLiteral("commit_inversions"), commitInversions);
        QJsonArray progress;
        for (const QList<qint64> &point : commitProgress) {
            QJsonArray p;
            for (qint64 v : point)
                p.append(v);
            progress.append(p);
        }
        o.insert(QStringLiteral("commit_progress"), progress);
    }
    return o;
}

namespace {

QString cell(const QString &text, int width, bool left = false)
{
    return left ? text.leftJustified(width) : text.rightJustified(width);
}

QString ms(double v)
{
    return QString::number(v, 'f', v < 10 ? 1 : 0);
}

} // namespace

QString HarnessReport::table() const
{
    QString out =
        QStringLiteral("strategy %1, %2load %3 s, drain %4 s, tolerance %5 ms\n")
            .arg(strategy)
            .arg(isExternal() ? QString()
                              : QStringLiteral("capacity %1 msg/s, ").arg(capacity, 0, 'f', 0))
            .arg(double(durationMs) / 1000.0, 0, 'f', 1)
            .arg(double(drainMs) / 1000.0, 0, 'f', 1)
            .arg(toleranceMs);
    out += cell(QStringLiteral("level"), 10, true) + cell(QStringLiteral("produced"), 9) +
           cell(QStringLiteral("consumed"), 9) + cell(QStringLiteral("lost"), 6) +
           cell(QStringLiteral("dups"), 6) + cell(QStringLiteral("p50 ms"), 8) +
           cell(QStringLiteral("p95 ms"), 8) + cell(QStringLiteral("p99 ms"), 8) +
           cell(QStringLiteral("max backlog"), 12) + cell(QStringLiteral("starved ms"), 11) +
           cell(QStringLiteral("share"), 7) + QLatin1Char('\n');
    for (const LevelReport &l : levels)
        out += cell(l.name, 10, true) + cell(QString::number(l.produced), 9) +
               cell(QString::number(l.consumed), 9) + cell(QString::number(l.lost), 6) +
               cell(QString::number(l.duplicates), 6) + cell(ms(l.p50Ms), 8) +
               cell(ms(l.p95Ms), 8) + cell(ms(l.p99Ms), 8) +
               cell(QString::number(l.maxBacklog), 12) + cell(QString::number(l.starvedMs), 11) +
               cell(l.share >= 0 ? QStringLiteral("%1%").arg(l.share * 100, 0, 'f', 0)
                                 : QStringLiteral("-"),
                    7) +
               QLatin1Char('\n');
    if (isExternal()) {
        out +=
            QStringLiteral("%1; judged %2; commit resolution %3 (the consumer's commit interval)\n")
                .arg(consumerCommand.isEmpty()
                         ? QStringLiteral("observed group %1").arg(observedGroup)
                         : QStringLiteral("consumer command: %1").arg(consumerCommand),
                     judgedBy == QLatin1String("exact")
                         ? QStringLiteral("exactly (it reported each message)")
                         : QStringLiteral("from the group's commits alone"))
                .arg(commitResolutionMs > 0 ? QStringLiteral("%1 ms").arg(commitResolutionMs)
                                            : QStringLiteral("unknown (fewer than two commits)"));
        out += QStringLiteral("by commits:\n") + cell(QStringLiteral("level"), 10, true) +
               cell(QStringLiteral("committed"), 10) + cell(QStringLiteral("not committed"), 14) +
               cell(QStringLiteral("p50 ms"), 8) + cell(QStringLiteral("p95 ms"), 8) +
               cell(QStringLiteral("p99 ms"), 8) + cell(QStringLiteral("max backlog"), 12) +
               cell(QStringLiteral("starved ms"), 11) + cell(QStringLiteral("inversions"), 11) +
               cell(QStringLiteral("share"), 7) + QLatin1Char('\n');
        for (const LevelReport &l : levels)
            out +=
                cell(l.name, 10, true) + cell(QString::number(l.committed), 10) +
                cell(QString::number(l.notCommitted), 14) + cell(ms(l.commitP50Ms), 8) +
                cell(ms(l.commitP95Ms), 8) + cell(ms(l.commitP99Ms), 8) +
                cell(QString::number(l.commitMaxBacklog), 12) +
                cell(QString::number(l.commitStarvedMs), 11) +
                cell(QString::number(l.commitInversions), 11) +
                cell(l.commitShare >= 0 ? QStringLiteral("%1%").arg(l.commitShare * 100, 0, 'f', 0)
                                        : QStringLiteral("-"),
                     7) +
                QLatin1Char('\n');
        if (unknownReports > 0)
            out += QStringLiteral("%1 reported lines named no message of this run\n")
                       .arg(unknownReports);
    }
    out += QStringLiteral("inversions %1 (%2 with the higher message already buffered); verdict %3")
               .arg(inversions)
               .arg(consumerInversions)
               .arg(verdict);
    if (!problems.isEmpty())
        out += QStringLiteral(": ") + problems.join(QStringLiteral("; "));
    out += QLatin1Char('\n');
    for (const FaultReport &f : faults)
        out += QStringLiteral("fault %1 at %2 s: %3\n")
                   .arg(f.fault)
                   .arg(double(f.atMs) / 1000.0, 0, 'f', 1)
                   .arg(f.ok ? QStringLiteral("done") : f.error);
    return out;
}

QString comparisonTable(const QList<HarnessReport> &reports)
{
    QString out = cell(QStringLiteral("strategy"), 20, true) + cell(QStringLiteral("lost"), 6) +
                  cell(QStringLiteral("dups"), 6) + cell(QStringLiteral("inversions"), 11);
    const int levels = reports.isEmpty() ? 0 : int(reports.first().levels.size());
    for (int i = 0; i < levels; ++i)
        out += cell(reports.first().levels[i].name + QStringLiteral(" p99"), 11) +
               cell(QStringLiteral("starved"), 9);
    out += cell(QStringLiteral("verdict"), 9) + QLatin1Char('\n');
    for (const HarnessReport &r : reports) {
        qint64 lost = 0, dups = 0;
        for (const LevelReport &l : r.levels) {
            lost += l.lost;
            dups += l.duplicates;
        }
        out += cell(r.strategy, 20, true) + cell(QString::number(lost), 6) +
               cell(QString::number(dups), 6) + cell(QString::number(r.inversions), 11);
        for (int i = 0; i < levels; ++i) {
            const LevelReport l = r.levels.value(i);
            out += cell(ms(l.p99Ms), 11) + cell(QString::number(l.starvedMs), 9);
        }
        out += cell(r.verdict, 9) + QLatin1Char('\n');
    }
    return out;
}

} // namespace kafscope::harness
