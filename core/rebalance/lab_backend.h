#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "rebalance/timeline_events.h"

#include <QStringList>

#include <memory>

namespace kafscope::rebalance {

class LabRecorder;

// The members a lab script plays on: Kafscope's own librdkafka consumers (RebalanceLab) or
// instances of the user's consumer command (ExternalLab). Every call blocks (members start, close
// or are waited for): call it from a worker thread or the CLI, never the GUI thread. Members are
// labelled m1, m2 ... in the order they were added; a restarted member keeps its label.
class LabBackend {
public:
    virtual ~LabBackend() = default;

    // Checks the topics exist (learning their partitions) and starts the keyed test load.
    virtual Status start() = 0;
    virtual Partitions partitions() const = 0;
    virtual QString group() const = 0;
    virtual const ConnectionProfile &profile() const = 0;

    virtual Result<QStringList> add(int count) = 0;
    virtual Status remove(const QString &label) = 0; // graceful: the member leaves the group
    virtual Status crash(const QString &label) = 0;  // no goodbye: the coordinator times it out
    virtual Status stall(const QString &label, qint64 ms) = 0;
    virtual Status restart(const QString &label) = 0; // stop, then start with the same identity
    // Restarts the member under the other group protocol ("classic" or "consumer").
    virtual Status migrate(const QString &label, const QString &protocol) = 0;
    // Sends a signal (labSignalNames()) to the member's process group.
    virtual Status signal(const QString &label, const QString &name) = 0;
    virtual QStringList running() const = 0; // labels in joining order

    // The group is stable with every partition owned by a running member, and nothing changed
    // for a second (the roll's "wait until stable" and the end of a run).
    virtual bool settled() const = 0;

    virtual std::shared_ptr<LabRecorder> recorder() const = 0;
    // Stops the test load (flushing what is in flight); members keep consuming.
    virtual void stopLoad() = 0;
    // Closes every member and stops the load (idempotent).
    virtual void stop() = 0;
};

} // namespace kafscope::rebalance
