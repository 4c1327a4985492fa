#pragma once

#include "cluster/connection_profile.h"
#include "rebalance/lab_recorder.h"
#include "rebalance/timeline.h"

#include <QObject>

#include <functional>
#include <memory>

namespace kafscope {
class Worker;
}

namespace kafscope::rebalance {

struct LiveTimelineOptions {
    QString group;
    bool fromOldest = true; // replay what __consumer_offsets still holds first
    int statePollMs = 500;  // describe the group this often (0: never)
    int rebuildMs = 400;    // rebuild the timeline at most this often (and at most a third of the
                            // time when building takes long), when something changed
};

// What a LiveTimeline hands its listener: a timeline built from every event so far.
struct LiveSnapshot {
    Timeline timeline;
    qint64 events = 0;
    bool caughtUp = false;      // the replay of the group's past in __consumer_offsets is done
    bool waitingForLog = false; // __consumer_offsets does not exist yet
    QStringList errors;         // what the sources and lab members reported, oldest first
};

// The live timeline of one group of any client: its group-metadata records and offset commits
// tailed from __consumer_offsets and its polled state (GroupObserver), plus, when a lab runs in the
// group with the same store, its members' rebalance callbacks and actions, merged by time.
// Everything runs on the timeline's own thread ("kafscope-timeline", a Worker run); start() and
// stop() never block (safe on the GUI thread). The listener is called on the receiver's thread.
class LiveTimeline {
public:
    using Listener = std::function<void(std::shared_ptr<const LiveSnapshot>)>;

    // `store`: the recorder to feed and build from (share it with a RebalanceLab); null: a new one.
    LiveTimeline(ConnectionProfile profile, LiveTimelineOptions options,
                 std::shared_ptr<LabRecorder> store = nullptr);
    ~LiveTimeline(); // stop()

    // `listener` runs on `receiver`'s thread, only while this timeline and `receiver` exist and
    // until stop().
    void start(QObject *receiver, Listener listener);
    // No listener call after this returns. Never waits: the thread closes its handles on its own
    // (within one step), counted by WorkerReaper.
    void stop();

    std::shared_ptr<LabRecorder> store() const { return m_store; }
    const LiveTimelineOptions &options() const { return m_options; }
    // Every partition the group should own (the lab's topics); empty: the partitions seen.
    void setUniverse(const Partitions &universe);

private:
    struct Shared;
    ConnectionProfile m_profile;
    LiveTimelineOptions m_options;
    std::shared_ptr<LabRecorder> m_store;
    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<Worker> m_worker;
};

} // namespace kafscope::rebalance
