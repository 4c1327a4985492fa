#pragma once

#include "produce/load_generator.h"

#include "common/worker.h"

#include <QObject>

namespace kafscope {

// Runs a LoadGenerator in its own thread ("kafscope-load"): the producer handle is created, polled
// and destroyed there. Progress reaches the owner's thread as queued signals, one per snapshot
// interval (never one per message). The API the producer view and the priority harness share.
class LoadRunner : public QObject {
    Q_OBJECT
public:
    explicit LoadRunner(QObject *parent = nullptr);
    // Aborts a running load without waiting: its thread purges what is in flight and destroys the
    // producer on its own (WorkerReaper counts it), so closing a window never blocks on librdkafka.
    ~LoadRunner() override;

    // Starts a run; false (nothing started) while one is running.
    bool start(const ConnectionProfile &profile, const LoadSpec &spec);
    // Stops enqueuing and flushes what is in flight (up to the flush timeout); finished() follows.
    void stop();
    // Stops enqueuing and purges what is in flight at once (reported as failed); finished()
    // follows.
    void abort();
    bool isRunning() const { return m_worker.running(); }
    // Blocks until the current run is over (for tests and the CLI); false on timeout.
    bool wait(int timeoutMs);

Q_SIGNALS:
    void progress(const kafscope::LoadStats &stats);
    void finished(const kafscope::LoadStats &stats);
    // The run could not start (bad spec, read-only, unknown topic, no client).
    void failed(const kafscope::Error &error);

private:
    Worker m_worker; // its cancel level is the StopRequest
};

} // namespace kafscope

Q_DECLARE_METATYPE(kafscope::LoadStats)
