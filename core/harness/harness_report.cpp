#include "harness/harness_report.h"
#include "common/translations.h"

#include <QJsonArray>

#include <algorithm>
#include <functional>
#include <tuple>

namespace kafscope::harness {

QString verdictKey(Verdict verdict)
{
    return verdict == Verdict::Pass ? QStringLiteral("pass") : QStringLiteral("fail");
}

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
            << KS_TR(
                   "%1 acknowledged messages are covered by no commit of the group (not consumed)")
                   .arg(lost);
    else if (lost > 0)
        problems << KS_TR("%1 acknowledged messages were never processed").arg(lost);
    if (unexpected > 0)
        problems
            << KS_TR("%1 duplicates came with no fault or rebalance before them").arg(unexpected);
    if (order > 0)
        problems
            << KS_TR("%1 messages were processed out of order within their partition").arg(order);
    if (!drained)
        problems << KS_TR("The backlog did not drain after the load");
    for (const FaultReport &f : faults)
        if (!f.ok)
            problems << KS_TR("Fault %1 failed: %2").arg(f.fault, f.error);
    verdict = problems.isEmpty() ? Verdict::Pass : Verdict::Fail;
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
                  {QStringLiteral("verdict"), verdictKey(verdict)},
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
               .arg(verdictKey(verdict));
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

namespace {

bool byCommits(const HarnessReport &r)
{
    return r.isExternal() && r.judgedBy == QLatin1String("commits");
}

double inversionsOf(const HarnessReport &r)
{
    return double(byCommits(r) ? r.commitInversions : r.inversions);
}

double p99Of(const HarnessReport &r, int level)
{
    if (level >= r.levels.size())
        return 0;
    const LevelReport &l = r.levels[level];
    return byCommits(r) ? l.commitP99Ms : l.p99Ms;
}

ComparisonColumn column(ComparisonColumn::Kind kind, int level, const QList<HarnessReport> &reports,
                        const std::function<double(const HarnessReport &)> &value)
{
    ComparisonColumn c;
    c.kind = kind;
    c.level = level;
    for (const HarnessReport &r : reports)
        c.values << value(r);
    if (c.values.isEmpty())
        return c;
    const double best = *std::min_element(c.values.begin(), c.values.end());
    const double worst = *std::max_element(c.values.begin(), c.values.end());
    if (best == worst)
        return c; // nothing to tell apart
    for (int i = 0; i < c.values.size(); ++i)
        if (c.values[i] == best)
            c.best << i;
    return c;
}

} // namespace

StrategyComparison compareStrategies(const QList<HarnessReport> &reports)
{
    using Kind = ComparisonColumn::Kind;
    StrategyComparison out;
    const int levels = reports.isEmpty() ? 0 : int(reports.first().levels.size());
    if (levels > 0)
        out.levelName = reports.first().levels.first().name;
    const auto sum = [](const HarnessReport &r, qint64 LevelReport::*field) {
        qint64 n = 0;
        for (const LevelReport &l : r.levels)
            n += l.*field;
        return double(n);
    };
    out.columns << column(Kind::Lost, -1, reports, [&](const HarnessReport &r) {
        return sum(r, &LevelReport::lost);
    }) << column(Kind::Duplicates, -1, reports, [&](const HarnessReport &r) {
        return sum(r, &LevelReport::duplicates);
    }) << column(Kind::Inversions, -1, reports, inversionsOf);
    for (int l = 0; l < levels; ++l)
        out.columns << column(Kind::LevelP99, l, reports, [l](const HarnessReport &r) {
            return p99Of(r, l);
        }) << column(Kind::LevelStarved, l, reports, [l](const HarnessReport &r) {
            return l < r.levels.size() ? double(r.levels[l].starvedMs) : 0.0;
        });
    const auto key = [](const HarnessReport &r) {
        return std::make_tuple(r.verdict == Verdict::Pass ? 0 : 1, inversionsOf(r), p99Of(r, 0));
    };
    for (int i = 0; i < reports.size(); ++i)
        out.order << i;
    std::stable_sort(out.order.begin(), out.order.end(),
                     [&](int a, int b) { return key(reports[a]) < key(reports[b]); });
    out.rank.resize(reports.size());
    for (int pos = 0; pos < out.order.size(); ++pos) {
        const int i = out.order[pos];
        out.rank[i] = pos > 0 && key(reports[out.order[pos - 1]]) == key(reports[i])
                          ? out.rank[out.order[pos - 1]]
                          : pos + 1;
    }
    return out;
}

QString rankingBasis(const StrategyComparison &comparison)
{
    return KS_TR("Ranked by: a run that passed before one that failed, then fewer priority "
                 "inversions, then the lower p99 latency of the most important level (%1). The "
                 "best value of each column is marked.")
        .arg(comparison.levelName);
}

QString comparisonTable(const QList<HarnessReport> &reports)
{
    const StrategyComparison cmp = compareStrategies(reports);
    // A value and, when it is its column's best, a '*' after it.
    const auto mark = [&](int column, int report, const QString &text) {
        return cmp.columns[column].best.contains(report) ? text + QLatin1Char('*')
                                                         : text + QLatin1Char(' ');
    };
    QString out = cell(QStringLiteral("rank"), 5, true) +
                  cell(QStringLiteral("strategy"), 20, true) + cell(QStringLiteral("lost"), 7) +
                  cell(QStringLiteral("dups"), 7) + cell(QStringLiteral("inversions"), 12);
    const int levels = reports.isEmpty() ? 0 : int(reports.first().levels.size());
    for (int i = 0; i < levels; ++i)
        out += cell(reports.first().levels[i].name + QStringLiteral(" p99"), 12) +
               cell(QStringLiteral("starved"), 10);
    out += cell(QStringLiteral("verdict"), 9) + QLatin1Char('\n');
    for (int i : cmp.order) {
        const HarnessReport &r = reports[i];
        out += cell(QString::number(cmp.rank[i]), 5, true) + cell(r.strategy, 20, true) +
               cell(mark(0, i, QString::number(qint64(cmp.columns[0].values[i]))), 7) +
               cell(mark(1, i, QString::number(qint64(cmp.columns[1].values[i]))), 7) +
               cell(mark(2, i, QString::number(qint64(cmp.columns[2].values[i]))), 12);
        for (int l = 0; l < levels; ++l)
            out +=
                cell(mark(3 + 2 * l, i, ms(cmp.columns[3 + 2 * l].values[i])), 12) +
                cell(mark(4 + 2 * l, i, QString::number(qint64(cmp.columns[4 + 2 * l].values[i]))),
                     10);
        out += cell(verdictKey(r.verdict), 9) + QLatin1Char('\n');
    }
    out += rankingBasis(cmp) + QLatin1Char('\n');
    return out;
}

} // namespace kafscope::harness
