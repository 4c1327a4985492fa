#pragma once

#include "rebalance/external_lab.h"
#include "rebalance/lab_verdict.h"
#include "rebalance/rebalance_lab.h"

#include <optional>

#include <QObject>

#include <functional>
#include <memory>

namespace kafscope {
class Worker;
}

namespace kafscope::rebalance {

// What one lab command did: its text ("add 1", "crash m2"), an error in plain words (empty: done)
// and the members running after it.
struct LabCommandResult {
    QString command;
    QString error;
    QStringList running;
    Partitions partitions; // the lab topics' partitions (once started)
    bool labRunning = false;
    std::optional<LabVerdict> verdict; // a judge command's answer
};

// Runs a RebalanceLab on its own thread ("kafscope-lab", a Worker run): every command is queued
// and runs there in order, so the caller (the GUI thread) never blocks on Kafka. `report` is
// called on `owner`'s thread, and never once the LabWorker is gone.
class LabWorker {
public:
    using Report = std::function<void(const LabCommandResult &)>;
    LabWorker(QObject *owner, Report report);
    // Stops the lab without waiting: its members leave gracefully on the lab's thread, which
    // WorkerReaper counts, so the program's exit waits for them a bounded time.
    ~LabWorker();

    // Starts a lab reporting into `store` (null: its own) with `members` members.
    void start(const LabConfig &config, std::shared_ptr<LabRecorder> store, int members);
    // Starts `members` instances of the user's consumer command (an ExternalLab).
    void startExternal(const ExternalLabConfig &config, std::shared_ptr<LabRecorder> store,
                       int members);
    void add(int count);
    void remove(const QString &label);
    void crash(const QString &label);
    void stall(const QString &label, qint64 ms);
    void restart(const QString &label);
    // Judges what the lab did so far (every command as a step of a script) against `limits`.
    void judge(const LabLimits &limits);
    void stop(); // closes every member and the load

private:
    struct Shared;
    // Starts the lab `make` gives with `members` members in place of the running one (on the
    // lab's thread).
    static void startLab(Shared &s, const std::shared_ptr<LabRecorder> &store,
                         const std::function<std::unique_ptr<LabBackend>()> &make, int members,
                         const QString &command);
    void post(const QString &command, LabStep step, std::function<Status(LabBackend &)> fn);
    void enqueue(std::function<void(Shared &)> job);
    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<Worker> m_worker;
};

} // namespace kafscope::rebalance
