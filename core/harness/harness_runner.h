#pragma once

#include "harness/harness_run.h"

#include "common/worker.h"

#include <QObject>

namespace kafscope::harness {

// Runs one HarnessRun in its own thread ("kafscope-harness"): topic setup, consumers, producers and
// faults all live off the caller's thread. Progress reaches the owner's thread as queued signals,
// one snapshot per 250 ms metrics interval (never one per message).
class HarnessRunner : public QObject {
    Q_OBJECT
public:
    explicit HarnessRunner(QObject *parent = nullptr);
    // Cancels a running harness without waiting: its threads close the consumers and purge the
    // producers on their own (WorkerReaper counts them), so closing a window never blocks.
    ~HarnessRunner() override;

    // Starts a run; false (nothing started) while one is running.
    bool start(const ConnectionProfile &profile, const HarnessConfig &config);
    // Cancels the run: the consumers close, the producers purge; failed() with a Cancelled error
    // follows.
    void stop();
    bool isRunning() const { return m_worker.running(); }

Q_SIGNALS:
    void snapshot(const kafscope::harness::HarnessSnapshot &snapshot);
    void finished(const kafscope::harness::HarnessReport &report);
    void failed(const kafscope::Error &error);

private:
    Worker m_worker;
};

} // namespace kafscope::harness

Q_DECLARE_METATYPE(kafscope::harness::HarnessSnapshot)
Q_DECLARE_METATYPE(kafscope::harness::HarnessReport)
