#pragma once

#include "cluster/connection_profile.h"
#include "rebalance/lab_recorder.h"
#include "rebalance/timeline.h"

#include <functional>
#include <future>
#include <memory>

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
// Everything runs on the timeline's own thread; start() and stop() never block on Kafka (safe on
// the GUI thread). The listener is called on that thread.
class LiveTimeline {
public:
    using Listener = std::function<void(std::shared_ptr<const LiveSnapshot>)>;

    // `store`: the recorder to feed and build from (share it with a RebalanceLab); null: a new one.
    LiveTimeline(ConnectionProfile profile, LiveTimelineOptions options,
                 std::shared_ptr<LabRecorder> store = nullptr);
    ~LiveTimeline(); // stop()

    void start(Listener listener);
    // No listener call after this returns. Waits up to 1.5 s for the thread to close its handles;
    // a thread stuck in a Kafka call ends on its own later.
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
    std::future<void> m_ended;
};

} // namespace kafscope::rebalance
