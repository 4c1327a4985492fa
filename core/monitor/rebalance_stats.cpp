#include "monitor/rebalance_stats.h"

#include "offsets/offsets_log_reader.h"
#include "rebalance/group_observer.h"
#include "rebalance/timeline.h"

#include <algorithm>

namespace kafscope::monitor {

const std::vector<double> &SecondsHistogram::bounds()
{
    static const std::vector<double> b = {0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600};
    return b;
}

void SecondsHistogram::observe(double seconds)
{
    const std::vector<double> &b = bounds();
    if (counts.empty())
        counts.assign(b.size() + 1, 0);
    const auto it = std::lower_bound(b.begin(), b.end(), seconds);
    ++counts[size_t(it - b.begin())];
    ++count;
    sum += seconds;
}

RebalanceWatch::RebalanceWatch(TopicResolver resolve, int maxGroups, int maxEvents)
    : m_resolve(std::move(resolve)), m_maxGroups(maxGroups), m_maxEvents(maxEvents)
{
}

RebalanceWatch::~RebalanceWatch() = default;

RebalanceWatch::Group *RebalanceWatch::group(const QString &name)
{
    if (auto it = m_groups.find(name); it != m_groups.end())
        return it->get();
    if (m_groups.size() >= m_maxGroups) {
        ++m_leftOut;
        return nullptr;
    }
    auto g = std::make_shared<Group>();
    g->kip848 = std::make_unique<rebalance::Kip848Tracker>(name, m_resolve);
    m_groups.insert(name, g);
    return g.get();
}

void RebalanceWatch::add(const offsets::OffsetsLogEntry &entry)
{
    const offsets::OffsetsRecord &r = entry.record;
    if (!r.keyDecoded || r.group.isEmpty())
        return;
    const bool commit = r.recordType() == offsets::RecordType::OffsetCommit ||
                        r.recordType() == offsets::RecordType::LegacyOffsetCommit;
    // A group known only from commits (a simple consumer) does not need a timeline.
    if (commit && !m_groups.contains(r.group))
        return;
    Group *g = group(r.group);
    if (!g)
        return;
    std::optional<rebalance::TimelineEvent> ev;
    if (auto kip848 = g->kip848->apply(entry))
        ev = *kip848;
    else
        ev = rebalance::timelineEventFor(entry, r.group);
    if (!ev)
        return;
    g->events.push_back(*ev);
    while (int(g->events.size()) > m_maxEvents)
        g->events.pop_front();
    g->changed = true;
}

void RebalanceWatch::update()
{
    for (auto it = m_groups.begin(); it != m_groups.end(); ++it) {
        Group &g = **it;
        if (!g.changed)
            continue;
        g.changed = false;
        const rebalance::Timeline t = rebalance::buildTimeline(
            QList<rebalance::TimelineEvent>(g.events.begin(), g.events.end()));
        GroupRebalanceStats &s = m_stats[it.key()];
        for (const rebalance::Rebalance &r : t.rebalances) {
            if (!r.complete() || r.endMs <= s.lastEndMs)
                continue;
            // A rebalance is counted once it is complete; a group's first generation record seen
            // (the monitor started in the middle) is a rebalance only if members moved.
            ++s.rebalances;
            s.window.observe(r.durationMs() / 1000.0);
            double longest = -1;
            for (const rebalance::StopEstimate &e : r.memberStops) {
                s.memberStop.observe(e.ms / 1000.0);
                longest = std::max(longest, e.ms / 1000.0);
            }
            for (const rebalance::StopEstimate &e : r.silentMembers) {
                s.memberStop.observe(e.ms / 1000.0);
                longest = std::max(longest, e.ms / 1000.0);
            }
            // Cooperative and KIP-848 rebalances stop only the partitions that move.
            if (r.incremental && r.memberStops.isEmpty())
                for (const auto &[p, e] : r.partitionStops) {
                    s.memberStop.observe(e.ms / 1000.0);
                    longest = std::max(longest, e.ms / 1000.0);
                }
            s.lastEndMs = r.endMs;
            s.lastLongestStopSeconds = longest;
        }
        // What is before the last counted rebalance is no longer needed, except the generation
        // that rebalance ended with (the next one starts from it).
        while (g.events.size() > 64 &&
               rebalance::eventTime(g.events.front()) < s.lastEndMs - 600000)
            g.events.pop_front();
    }
}

} // namespace kafscope::monitor
