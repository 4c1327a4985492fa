#pragma once

#include "harness/harness_run.h"

#include "common/worker_thread.h"

#include <QObject>

#include <atomic>

namespace kafscope::harness {

// Runs one HarnessRun in its own thread ("kafscope-harness"): topic setup, consumers, producers and
// faults all live off the caller's thread. Progress reaches the owner's thread as queued signals,
// one snapshot per 250 ms metrics interval (never one per message).
class HarnessRunner : public QObject {
    Q_OBJECT
public:
    explicit HarnessRunner(QObject *parent = nullptr);
    // Cancels a running harness and waits for its thread.
    ~HarnessRunner() override;

    // Starts a run; false (nothing started) while one is running.
    bool start(const ConnectionProfile &profile, const HarnessConfig &config);
    // Cancels the run: the consumers close, the producers purge; failed() with a Cancelled error follows.
    void stop();
    bool isRunning() const { return m_worker.running(); }

Q_SIGNALS:
    void snapshot(const kafscope::harness::HarnessSnapshot &snapshot);
    void finished(const kafscope::harness::HarnessReport &report);
    void failed(const kafscope::Error &error);

private:
    std::atomic<int> m_stop{0};
    WorkerThread m_worker; // after m_stop: destroyed first, joining the thread that reads it
};

} // namespace kafscope::harness

Q_DECLARE_METATYPE(kafscope::harness::HarnessSnapshot)
Q_DECLARE_METATYPE(kafscope::harness::HarnessReport)
