#pragma once

#include "rebalance/rebalance_lab.h"

#include <functional>
#include <memory>

namespace kafscope::rebalance {

// What one lab command did: its text ("add 1", "crash m2"), an error in plain words (empty: done)
// and the members running after it.
struct LabCommandResult {
    QString command;
    QString error;
    QStringList running;
    Partitions partitions; // the lab topics' partitions (once started)
    bool labRunning = false;
};

// Runs a RebalanceLab on its own thread: every command is queued and runs there in order, so the
// caller (the GUI thread) never blocks on Kafka. `report` is called on the worker thread.
class LabWorker {
public:
    using Report = std::function<void(const LabCommandResult &)>;
    explicit LabWorker(Report report);
    ~LabWorker(); // stops the lab: members leave gracefully, on the worker thread (bounded wait)

    // Starts a lab reporting into `store` (null: its own) with `members` members.
    void start(const LabConfig &config, std::shared_ptr<LabRecorder> store, int members);
    void add(int count);
    void remove(const QString &label);
    void crash(const QString &label);
    void stall(const QString &label, qint64 ms);
    void restart(const QString &label);
    void stop(); // closes every member and the load

private:
    struct Shared;
    void post(const QString &command, std::function<Status(RebalanceLab &)> fn);
    std::shared_ptr<Shared> m_shared;
};

} // namespace kafscope::rebalance
