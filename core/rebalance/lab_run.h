#pragma once

#include "rebalance/lab_script.h"
#include "rebalance/rebalance_lab.h"
#include "rebalance/timeline.h"

#include <atomic>
#include <functional>
#include <memory>

namespace kafscope::rebalance {

// Another source of timeline events for a lab run (e.g. the group's records in __consumer_offsets,
// its polled state). Started before the first step, stopped after the run settled.
class LabEventSource {
public:
    virtual ~LabEventSource() = default;
    virtual Status start(const std::shared_ptr<LabRecorder> &recorder) = 0;
    virtual void stop() = 0;
};

struct StepOutcome {
    LabStep step;
    qint64 atMs = 0;
    QString member; // the label it acted on
    QString error;  // empty: done
};

// Everything a scripted run observed; the report is made from it.
struct LabRunResult {
    LabConfig config;
    QString script;
    QList<StepOutcome> steps;
    qint64 startMs = 0;
    qint64 endMs = 0;
    bool settled = false; // the group was stable with every partition assigned at the end
    Partitions partitions;
    QList<TimelineEvent> events;
    Timeline timeline;
    ProcessingStats processing;
};

struct LabRunOptions {
    std::function<void(const QString &)> progress; // one line per step
    const std::atomic<bool> *cancel = nullptr;
    QList<std::shared_ptr<LabEventSource>> sources;
    // Also watch the group from outside (its records in __consumer_offsets and its polled state),
    // so the timeline has the coordinator's generations, leader and assignor.
    bool observeGroup = true;
    int statePollMs = 250;
    qint64 settleMaxMs =
        -1; // how long to wait for the group to settle after the last step (-1: auto)
};

// Plays one step on a running lab (a wait sleeps, seeing `cancel` within 100 ms). Fills out.member.
Status playLabStep(RebalanceLab &lab, const LabStep &step, StepOutcome &out,
                   const std::atomic<bool> *cancel = nullptr);

// Runs a script against a new lab: starts it, plays every step, waits until the group is stable
// with every partition assigned (bounded), then closes every member. Blocking (CLI, worker thread).
Result<LabRunResult> runLabScript(const LabConfig &config, const QList<LabStep> &steps,
                                  const QString &scriptText, const LabRunOptions &options = {});

} // namespace kafscope::rebalance
