#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::harness {

// Whether a run kept the harness's guarantees (nothing lost, no unexpected duplicate, no order
// violation, drained, faults done). It does not rank strategies: see compareStrategies.
enum class Verdict { Pass, Fail };
// "pass" or "fail" (JSON and the CLI's table).
QString verdictKey(Verdict verdict);

// One level's results.
struct LevelReport {
    QString name;
    QString topic;
    double offeredRate = 0;
    qint64 produced = 0; // acknowledged by the broker
    qint64 produceFailed = 0;
    qint64 consumed = 0; // distinct messages processed
    qint64 consumedDuringLoad = 0;
    qint64 lost = 0;
    qint64 duplicates = 0;
    qint64 unexpectedDuplicates = 0; // not within the window after a fault or rebalance
    qint64 orderViolations = 0;
    double p50Ms = 0, p95Ms = 0, p99Ms = 0, maxMs = 0;
    qint64 maxBacklog = 0;
    qint64 starvedMs = 0;
    qint64 inversions = 0; // served while a higher level waited beyond the tolerance
    double share = -1;     // of the service in intervals when every level had backlog; -1: none
    double quota = -1;     // weighted: the configured share
    // External consumers, judged from the group's commits (whatever the consumer reports): the
    // acknowledged messages the final commits cover and do not cover, the delay from produce time
    // to the observed commit covering a message, and backlog, starvation, inversions and share with
    // "served" meaning "covered by a new commit". -1: not judged by commits.
    qint64 committed = -1;
    qint64 notCommitted = -1;
    double commitP50Ms = 0, commitP95Ms = 0, commitP99Ms = 0;
    qint64 commitMaxBacklog = 0;
    qint64 commitStarvedMs = 0;
    qint64 commitInversions = 0;
    double commitShare = -1;
};

struct FaultReport {
    QString fault;
    qint64 atMs = 0; // when it was done, since the load started
    bool ok = true;
    QString error;
};

// A whole run's report: what `harness priority --json` prints and the GUI's table shows.
struct HarnessReport {
    QString strategy;
    QString runId;
    QString group;
    QString groupProtocol; // classic or consumer
    double capacity = 0;
    qint64 durationMs = 0;
    qint64 drainMs = 0;
    bool drained = true;
    int toleranceMs = 0;
    QList<LevelReport> levels;
    qint64 inversions = 0; // a higher level's acknowledged message waited beyond the tolerance
    qint64 consumerInversions = 0; // ... and was already in the consumer's own buffers
    qint64 contendedIntervals = 0; // 250 ms intervals in which every level had backlog
    QList<FaultReport> faults;
    QStringList events;
    Verdict verdict = Verdict::Pass;
    QStringList problems; // why it failed, in plain words
    // An external consumer under test: its command, how it was judged ("exact": it reported every
    // processed message on stdout; "commits": from its group's commits alone) and its stderr.
    QString consumerCommand;
    QString observedGroup; // --observe-group: the user's own group, no command
    QString judgedBy;
    QString consumerStderr;
    qint64 unknownReports = 0; // reported lines that named no message the run produced
    qint64 commitResolutionMs =
        0; // the observed commit interval: the resolution of commit judgements; 0: unknown
    qint64 commitInversions = 0;
    qint64 commitContendedIntervals = 0;
    // Committed progress over time: [ms since the load started, covered count per level ...] at
    // each observation that saw the commits advance.
    QList<QList<qint64>> commitProgress;
    bool isExternal() const { return !consumerCommand.isEmpty() || !observedGroup.isEmpty(); }

    // Sets verdict and problems from the counters.
    void judge();
    QJsonObject toJson() const;
    // The on-screen table (plain text, one line per level).
    QString table() const;
};

// One compared quantity (a column of the comparison), lower is better for every one of them.
struct ComparisonColumn {
    enum class Kind { Lost, Duplicates, Inversions, LevelP99, LevelStarved };
    Kind kind = Kind::Lost;
    int level = -1;       // LevelP99 and LevelStarved
    QList<double> values; // per report
    QList<int> best;      // the reports with the best value; empty when every value is equal
};

// How the strategies of one comparison (runs on one load profile) rank. The basis: a run that
// failed ranks after every run that passed; then fewer priority inversions (by commits for an
// external consumer judged from its commits); then the lower p99 latency of the most important
// level (level 0). Runs equal on all three share a rank.
struct StrategyComparison {
    QList<ComparisonColumn> columns; // lost, duplicates, inversions, then p99 and starved per level
    QList<int> rank;                 // per report: 1 is best
    QList<int> order;                // report indices, best first (stable for ties)
    QString levelName;               // the most important level's name, for the basis text
};
StrategyComparison compareStrategies(const QList<HarnessReport> &reports);
// The basis of the ranking in words, translated ("Ranked by: passed before failed, then fewer
// priority inversions, then lower p99 latency of level high").
QString rankingBasis(const StrategyComparison &comparison);

// One line per strategy, best first: rank, loss, duplicates, inversions, latency and starvation per
// level, the best value of each column marked with '*', and the ranking's basis below.
QString comparisonTable(const QList<HarnessReport> &reports);

} // namespace kafscope::harness
