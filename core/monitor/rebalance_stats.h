#pragma once

#include "rebalance/kip848_tracker.h"
#include "rebalance/timeline_events.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <deque>
#include <memory>
#include <vector>

namespace kafscope::offsets {
struct OffsetsLogEntry;
}

namespace kafscope::monitor {

// Counts per bucket of a histogram in seconds (cumulative counts are made when it is exposed).
struct SecondsHistogram {
    static const std::vector<double> &bounds(); // 0.1 s ... 600 s; +Inf is implied
    std::vector<quint64> counts;                // one per bound, then the +Inf bucket
    quint64 count = 0;
    double sum = 0;
    void observe(double seconds);
};

// One group's rebalances since the monitor started.
struct GroupRebalanceStats {
    quint64 rebalances = 0;
    SecondsHistogram window;     // the coordinator's window (first sign to Stable and assigned)
    SecondsHistogram memberStop; // each member's or partition's stop, estimated from the log
    qint64 lastEndMs = -1;       // the last completed rebalance's end
    double lastLongestStopSeconds = -1;
};

// Follows every group through its __consumer_offsets records (classic group-metadata records and
// KIP-848 group records, commits) and counts each completed rebalance once, with its coordinator
// window and its members' stops as the rebalance timeline estimates them. Bounded: at most
// `maxGroups` groups and `maxEvents` events per group are kept (the oldest dropped first).
class RebalanceWatch {
public:
    using TopicResolver = rebalance::Kip848Tracker::TopicResolver;
    explicit RebalanceWatch(TopicResolver resolve = {}, int maxGroups = 5000, int maxEvents = 4000);
    ~RebalanceWatch();

    void add(const offsets::OffsetsLogEntry &entry);
    // Counts the rebalances completed since the last call (groups with new events only).
    void update();

    const QHash<QString, GroupRebalanceStats> &stats() const { return m_stats; }
    quint64 groupsLeftOut() const { return m_leftOut; }

private:
    struct Group {
        std::deque<rebalance::TimelineEvent> events;
        std::unique_ptr<rebalance::Kip848Tracker> kip848;
        bool changed = false;
    };
    Group *group(const QString &name);

    TopicResolver m_resolve;
    int m_maxGroups;
    int m_maxEvents;
    QHash<QString, std::shared_ptr<Group>> m_groups;
    QHash<QString, GroupRebalanceStats> m_stats;
    quint64 m_leftOut = 0;
};

} // namespace kafscope::monitor
