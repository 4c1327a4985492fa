#pragma once

#include "rebalance/lab_run.h"
#include "rebalance/timeline.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kafscope::rebalance {

QString isoTime(qint64 ms); // UTC, ISO 8601 with milliseconds
QJsonArray partitionsJson(const Partitions &p);

// One rebalance: {"index", "generation", "generations", "start", "end", "duration_ms", "moved",
// "moved_count", "kept", "members_before", "members_after", "joined", "left", "timed_out",
// "member_stop_ms": {MEMBER: {"ms", "uncertainty_ms", "exact"}}, "partition_stop_ms":
// {"topic-P": {"ms", "uncertainty_ms"}}, "longest_member_stop_ms", "silent_members": {MEMBER:
// {"ms", "uncertainty_ms", "exact", "from", "to"}} (members timed out after a crash, from their
// last sign of life), "longest_stop_ms", "longest_stop": {"ms", "uncertainty_ms", "exact", "member"
// or "partition"} (of members and partitions: a crashed member's partitions count from its crash),
// ...}. duration_ms is the coordinator's window; the stops are how long each member and partition
// actually stood still.
QJsonObject stopJson(const StopEstimate &s, bool withExact);
QJsonObject rebalanceJson(const Rebalance &r);

// How many duplicate processings fall into each rebalance (by index; from its cause or start until
// the next one starts).
QMap<int, qint64> duplicatesPerRebalance(const Timeline &t,
                                         const QList<DuplicateProcessing> &duplicates);

// The scripted run's report: settings, steps, per rebalance the pause each member saw, partitions
// moved and messages processed twice, and totals.
QJsonObject labReportJson(const LabRunResult &run);

// Totals of one run, one row of the assignor comparison.
struct LabSummary {
    QString name;     // the run's name (a comparison of consumer commands), if any
    QString protocol; // classic or consumer
    QString assignor;
    QString group;
    int rebalances = 0;
    qint64 totalDurationMs = 0;
    qint64 maxDurationMs = 0;
    qint64 maxSinceCauseMs = 0;
    double meanMemberPauseMs = 0;
    int moved = 0;
    int kept = 0;
    qint64 processedTwice = 0;
    bool pass = true;
    qint64 longestStopMs = 0;    // of any member in any event (exact runs)
    qint64 longestRecoverMs = 0; // -1: some event never recovered
    qint64 lost = -1;            // -1: not known (judged from commits)
    qint64 realDuplicates = 0;
};
LabSummary summarize(const LabRunResult &run);
QJsonObject summaryJson(const LabSummary &s);

// {"runs": [report...], "comparison": [summary...]}
QJsonObject comparisonJson(const QList<LabRunResult> &runs);
// A plain-text table of the comparison (or of one run's rebalances).
QString comparisonText(const QList<LabRunResult> &runs);
QString reportText(const LabRunResult &run);

} // namespace kafscope::rebalance
