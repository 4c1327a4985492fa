#pragma once

#include "rebalance/lab_recorder.h"
#include "rebalance/lab_script.h"
#include "rebalance/timeline.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace kafscope::rebalance {

struct StepOutcome;

// What the user allows a run (-1: no limit). Lost records, out-of-order records, silent stalls,
// members that exited by themselves and a group that never settles always fail a run.
struct LabLimits {
    qint64 maxStopMs = -1;           // the longest stop of any member in any event
    qint64 maxRecoverMs = -1;        // the longest time to recover from any event
    int maxRebalances = -1;          // rebalances any one event may cause
    bool allowDuplicates = false;    // records processed again after a commit had covered them
    qint64 stallThresholdMs = 10000; // an owned partition with a backlog and no progress this long
};

// One member's stop around an event: the last record it processed before the gap and the first
// after (exact mode), or -1 when it processed nothing on that side.
struct MemberStop {
    qint64 lastBeforeMs = -1;
    qint64 firstAfterMs = -1; // -1: it did not resume before the run ended
    qint64 ms = 0;
};

// What one script step (other than wait) did to the group, until the next such step.
struct EventJudgement {
    QString step;       // as written
    QString member;     // the label(s) it acted on
    qint64 atMs = 0;    // wall-clock ms
    qint64 untilMs = 0; // the next step, or the end of the run
    int rebalances = 0; // generations (KIP-848: group epochs) completed in the window
    // Until a record produced after the event was processed (exact) or committed on every
    // partition; -1: some partition never got there. resolutionMs: how close the measure is (the
    // commit interval observed, 0 in exact mode).
    qint64 recoverMs = -1;
    qint64 resolutionMs = 0;
    QString slowestPartition;
    // Exact mode, by member label: its longest stop among those that ended in this event's window
    // (it resumed after this event and before the next).
    QMap<QString, MemberStop> stops;
    qint64 longestStopMs = 0;
    QString longestStopMember;
    qint64 duplicates = 0;     // processings of a record processed before, in the window
    qint64 realDuplicates = 0; // ... of which a commit had already covered the record
    bool setup = false;        // the run's setup: not held against the limits
};

// A partition that made no progress for longer than the threshold while records waited.
struct StuckInterval {
    PartitionId partition;
    qint64 fromMs = 0;
    qint64 toMs = 0;   // the next progress, or the end of the run
    bool ended = true; // false: still stuck when the run ended
    QString owner;     // the member owning it then (from the coordinator's records), if any
    QString during;    // the script step or rebalance it fell in; empty: a silent stall
    bool silent() const { return during.isEmpty() && !owner.isEmpty(); }
};

struct LostRecord {
    PartitionId partition;
    qint64 offset = 0;
    int key = -1;
    qint64 seq = -1;
};

struct LabVerdict {
    bool exact = false; // the consumer reported every processed record
    qint64 acked = 0;
    qint64 produceFailed = 0;
    qint64 processed = 0;   // processings, duplicates included
    qint64 distinct = 0;    // acknowledged records processed at least once
    qint64 lost = 0;        // acknowledged, never processed, and the group moved past it
    qint64 unprocessed = 0; // acknowledged, still waiting when the run ended
    qint64 inFlight = 0;    // acknowledged in the last 5 s before the end, not processed yet
    qint64 inHand = 0; // committed in the last 5 s before the end, not processed yet (commit-first)
    QList<LostRecord> lostSample; // the first 100
    qint64 duplicates = 0;
    qint64 realDuplicates = 0;   // a commit had covered the record before it was processed again
    qint64 orderViolations = 0;  // first processings of a key out of its production order
    qint64 commitIntervalMs = 0; // the median interval between commits observed
    QList<EventJudgement> events;
    QList<StuckInterval> stuck;
    QMap<QString, qint64> commitErrors; // by kind, as the consumers reported them
    QStringList exits;                  // members that ended by themselves
    bool settled = true;
    bool truncated = false;
    LabLimits limits;
    bool pass = true;
    QStringList reasons; // why it failed; empty when it passed
    QStringList notes;   // what the judgement could not see
};

// Judges a run from what the load and the members did, the coordinator's timeline (generations,
// owners, commits) and the script's steps. Pure: the same input gives the same verdict.
LabVerdict judgeLab(const LabObservations &obs, const Timeline &timeline,
                    const QList<StepOutcome> &steps, qint64 startMs, qint64 endMs, bool settled,
                    const QStringList &exits, const LabLimits &limits);

// Partitions with a backlog and no progress for `thresholdMs` at `nowMs` (a live warning):
// "t-3" -> since when.
QMap<QString, qint64> stalledNow(const LabObservations &obs, qint64 nowMs, qint64 thresholdMs);

QJsonObject verdictJson(const LabVerdict &v);
QString verdictText(const LabVerdict &v);
// A duration of the verdict's texts: "2.5" (seconds, one decimal).
QString verdictSeconds(qint64 ms);

} // namespace kafscope::rebalance
