#pragma once

#include "rebalance/lab_script.h"
#include "rebalance/lab_verdict.h"
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
    LabConfig config; // the lab's own members; for an external run its group, topics, protocol
    QString command;  // an external run: the consumer command (empty: the lab's own members)
    QString name;     // what the comparison calls this run
    QString script;
    QList<StepOutcome> steps;
    qint64 startMs = 0;
    qint64 endMs = 0;
    bool settled = false; // the group was stable with every partition assigned at the end
    Partitions partitions;
    QList<TimelineEvent> events;
    Timeline timeline;
    ProcessingStats processing;
    LabObservations observations;
    LabVerdict verdict;
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
    // After the last step the load stops and the members get this long to process what is left
    // (an exact run: until every acknowledged record is processed, or nothing moved for 5 s).
    qint64 drainMaxMs = 30000;
    LabLimits limits;
};

// Plays one step on a running lab (a wait sleeps, seeing `cancel` within 100 ms). Fills out.member.
Status playLabStep(LabBackend &lab, const LabStep &step, StepOutcome &out,
                   const std::atomic<bool> *cancel = nullptr);

// Runs a script on a lab that is not started yet: starts it, plays every step, stops the load,
// lets the members drain and the group settle (bounded), judges, then closes every member.
// `result` comes with config and command filled in by the caller.
Result<LabRunResult> runLab(LabBackend &lab, const QList<LabStep> &steps, LabRunResult result,
                            const LabRunOptions &options = {});

// Runs a script against a new lab: starts it, plays every step, waits until the group is stable
// with every partition assigned (bounded), then closes every member. Blocking (CLI, worker thread).
Result<LabRunResult> runLabScript(const LabConfig &config, const QList<LabStep> &steps,
                                  const QString &scriptText, const LabRunOptions &options = {});

} // namespace kafscope::rebalance
