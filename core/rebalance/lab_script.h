#pragma once

#include "common/result.h"

#include <QList>
#include <QString>

namespace kafscope::rebalance {

// One step of a lab script. Members are named by position among the running members in the order
// they joined ("crash 1" = the oldest running member) or by label ("crash m2" = the second added).
struct LabStep {
    enum class Kind {
        Add,
        Wait,
        Remove,
        Crash,
        Stall,
        Restart,
        Roll,          // restart every running member one by one
        Migrate,       // restart a member under the other group protocol
        Signal,        // send a signal to an external member's process group
        BrokerRestart, // stop a broker of the local cluster, then start it again
    };
    Kind kind = Kind::Wait;
    int count = 0;    // Add: how many members
    int position = 0; // Remove/Crash/Stall/Restart/Migrate/Signal: 1-based running position
    QString label;    // ... or the member's label ("m2"); then position is 0
    // Wait, Stall; Roll: the time between two restarts (0: until the group is stable again);
    // BrokerRestart: how long the broker stays down (0: restarted at once)
    qint64 durationMs = 0;
    // Migrate: classic or consumer; Signal: USR1, USR2, HUP, INT or TERM; Wait: "stable" waits
    // until the group is stable with every partition owned (at most kStableWaitMs)
    QString argument;
    int node = -1;      // BrokerRestart: the node id; -1: the group's coordinator
    QString text;       // the step as written, for reports and errors
    bool setup = false; // the run's setup (--members): judged, but not against the limits

    bool operator==(const LabStep &) const = default;
};

QString labStepKindName(LabStep::Kind kind);

constexpr qint64 kStableWaitMs = 120000;

// Parses a script like "add 3; wait 5s; crash 1; wait 15s; add 1; remove 2; stall 1 for 8s;
// restart 1; wait stable; roll; roll 10s; migrate 2 consumer; signal 1 USR1; broker-restart
// coordinator; broker-restart 2 for 10s". Steps are separated by ';' or new lines; '#' starts a
// comment. Durations take ms, s or m (a bare number is seconds). The script is checked by replaying
// it: a step naming a member that is not running at that point is a usage error naming the step.
Result<QList<LabStep>> parseLabScript(const QString &text);

// The label ("m<N>") of the member a step acts on, given the running members in joining order;
// empty when the step names no running member.
QString resolveMember(const LabStep &step, const QStringList &running);

// The script's total waiting time (the minimum length of a run).
qint64 scriptDurationMs(const QList<LabStep> &steps);

// Signal names a Signal step takes, and the number of one (0 if unknown).
QStringList labSignalNames();
int labSignalNumber(const QString &name);

} // namespace kafscope::rebalance
