#pragma once

#include "common/result.h"

#include <QList>
#include <QString>

namespace kafscope::rebalance {

// One step of a lab script. Members are named by position among the running members in the order
// they joined ("crash 1" = the oldest running member) or by label ("crash m2" = the second added).
struct LabStep {
    enum class Kind { Add, Wait, Remove, Crash, Stall, Restart };
    Kind kind = Kind::Wait;
    int count = 0;         // Add: how many members
    int position = 0;      // Remove/Crash/Stall/Restart: 1-based position among running members
    QString label;         // ... or the member's label ("m2"); then position is 0
    qint64 durationMs = 0; // Wait, Stall
    QString text;          // the step as written, for reports and errors

    bool operator==(const LabStep &) const = default;
};

QString labStepKindName(LabStep::Kind kind);

// Parses a script like "add 3; wait 5s; crash 1; wait 15s; add 1; remove 2; stall 1 for 8s;
// restart 1". Steps are separated by ';' or new lines; '#' starts a comment. Durations take ms, s
// or m (a bare number is seconds). The script is checked by replaying it: a step naming a member
// that is not running at that point is a usage error naming the step.
Result<QList<LabStep>> parseLabScript(const QString &text);

// The label ("m<N>") of the member a step acts on, given the running members in joining order;
// empty when the step names no running member.
QString resolveMember(const LabStep &step, const QStringList &running);

// The script's total waiting time (the minimum length of a run).
qint64 scriptDurationMs(const QList<LabStep> &steps);

} // namespace kafscope::rebalance
