#pragma once

#include "rebalance/timeline_events.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <map>

namespace kafscope::rebalance {

// What one member owned from start to end (end -1: still owns it).
struct LaneInterval {
    qint64 startMs = 0;
    qint64 endMs = -1;
    Partitions partitions;
};

// A member the coordinator still counted while it gave no sign of life: from its last sign of life
// (the lab's exact crash time, else its last offset commit or the record that last had it) until
// the coordinator timed it out (toMs; -1: not yet). The partitions it held stood still all along.
struct Silence {
    qint64 fromMs = 0;
    qint64 toMs = -1;
    bool exact = false; // fromMs is the lab's crash time, not a last commit
    Partitions partitions;
};

// One member of the group over time. Lab members are keyed by their label (the same lane across a
// static restart); others by group.instance.id if static, else by member id.
struct Lane {
    QString key;
    QString label;    // what to show
    QString memberId; // the latest one
    QString instanceId;
    QString clientId;
    int memberEpoch = -1; // KIP-848 members: the latest member epoch the records gave
    QList<QPair<qint64, int>>
        epochs;                 // KIP-848 members: each member epoch the records gave, from when
    bool fromCallbacks = false; // intervals come from the member's own callbacks (lab members)
    QList<LaneInterval> intervals;
    QList<QPair<qint64, qint64>> stalls; // lab stalls: start, end (-1 open)
    QList<Silence> silences;             // crashed or cut off until the coordinator timed it out
    qint64 startMs = 0;
    qint64 endMs = -1; // -1: still a member
    QString endReason; // "left", "crashed", "timed out"
};

struct GenerationMarker {
    qint64 timeMs = 0;
    int generation = 0;
    QString assignor;
    QString leader; // lane key of the leader
    int members = 0;
};

struct StateBand {
    qint64 startMs = 0;
    qint64 endMs = -1;
    GroupState state = GroupState::Unknown;
    qint64 changedAfterMs = -1; // the previous describe still saw the old state then (-1: unknown)
};

struct CommitPoint {
    qint64 timeMs = 0;
    PartitionId partition;
    qint64 offset = 0;
    QString laneKey; // the owner at that time, if any
};

// How long a member or a partition stopped in one rebalance: exact from the member's own callbacks
// (lab members), else estimated from what the broker shows (see stop_estimator.h).
struct StopEstimate {
    qint64 ms = 0;            // best estimate
    qint64 uncertaintyMs = 0; // the stop lies within ms +- this (0 when exact)
    bool exact = false;
    qint64 commitIntervalMs =
        0;              // estimates: the commit interval observed on the partitions involved
    qint64 fromMs = -1; // when it stopped and when it resumed (best guesses, for drawing)
    qint64 toMs = -1;
};

// One rebalance: from the first revocation or PreparingRebalance (or the earliest other evidence)
// until the coordinator was Stable with every partition assigned.
struct Rebalance {
    int index = 0;          // 1, 2, ... in the timeline
    QList<int> generations; // generations completed during it (known only from records)
    qint64 startMs = 0;
    qint64 endMs = -1;     // -1: still going on
    QString startEvidence; // "PreparingRebalance", "revocation by m2", "generation 4 record", ...
    QStringList causes;    // lab actions that led to it: "crash m1", ...
    qint64 causeMs = -1;   // the earliest cause's time
    QStringList membersBefore, membersAfter, joined, left, timedOut;
    Partitions moved, kept, assigned; // assigned: had no owner before
    QMap<QString, qint64>
        memberPauseMs; // lab members: own revocation -> assignment (or join -> assignment)
    QString assignor;
    bool incremental = false; // cooperative or KIP-848: only moved partitions stop
    // Filled by estimateStops(): members (by lane key) present before and after that stopped or
    // kept running, and the partitions that stopped.
    QMap<QString, StopEstimate> memberStops;
    std::map<PartitionId, StopEstimate> partitionStops;
    // Members timed out in this rebalance after a silence (a crash): from their last sign of life
    // to their removal. Their partitions' stops (partitionStops) count from the same moment.
    QMap<QString, StopEstimate> silentMembers;

    bool complete() const { return endMs >= 0; }
    // The rebalance duration: the coordinator's window, not how long any member stopped (see the
    // stops).
    qint64 durationMs() const { return complete() ? endMs - startMs : -1; }
    // From the cause (e.g. a crash) to the end: how long the lost member's partitions stood still.
    qint64 sinceCauseMs() const { return complete() && causeMs >= 0 ? endMs - causeMs : -1; }
    // The longest member stop (estimate), or -1 when none is known.
    qint64 longestMemberStopMs() const;
    // The longest stop of a member still there or of a partition (a crashed member's partitions
    // stood still from its crash until their new owner took them), null when none is known.
    // `what` names it: the member's lane key or the partition ("t-0").
    const StopEstimate *longestStop(QString *what = nullptr, bool *partition = nullptr) const;
};

struct Timeline {
    QList<Lane> lanes;
    QList<GenerationMarker> generations;
    QList<StateBand> states;
    QList<CommitPoint> commits;
    QList<Rebalance> rebalances;
    qint64 firstMs = 0;
    qint64 lastMs = 0;

    const Lane *lane(const QString &key) const;
    // The lane owning a partition at a time (the latest assignee when two claim it), or null.
    const Lane *ownerAt(const PartitionId &p, qint64 timeMs) const;
};

// Merges observations (in any order; sorted stably by time) into lanes, generations, state bands
// and rebalances. `universe` is every partition of the subscribed topics (empty: the ones seen).
Timeline buildTimeline(QList<TimelineEvent> events, const Partitions &universe = {});

} // namespace kafscope::rebalance
