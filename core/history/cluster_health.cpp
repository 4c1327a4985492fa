#include "history/cluster_health.h"

namespace kafscope::history {

ClusterHealth assessHealth(const ClusterSnapshot &s, const QList<int> &knownBrokers)
{
    ClusterHealth h;
    for (int id : knownBrokers)
        if (!s.brokers.contains(id))
            h.missingBrokers << id;
    std::sort(h.missingBrokers.begin(), h.missingBrokers.end());
    h.underReplicated = s.underReplicated;
    h.offline = s.offline;
    h.watermarksFailed = !s.watermarkError.isEmpty();
    h.lagUnknownGroups = int(s.lagUnknown.size());
    h.groupsFailed = s.groupsError.has_value();
    if (h.offline > 0 || s.brokers.isEmpty())
        h.level = ClusterHealth::Level::Critical;
    else if (!h.missingBrokers.isEmpty() || h.underReplicated > 0 || h.watermarksFailed ||
             h.lagUnknownGroups > 0 || h.groupsFailed)
        h.level = ClusterHealth::Level::Degraded;
    return h;
}

void addConnectHealth(ClusterHealth &h, const connect::ConnectSummary &s)
{
    h.failedConnectors = s.failedConnectors;
    h.failedConnectTasks = s.failedTasks;
    h.unreadableConnect = int(s.errors.size());
    if (h.level == ClusterHealth::Level::Healthy &&
        (h.failedConnectors > 0 || h.unreadableConnect > 0))
        h.level = ClusterHealth::Level::Degraded;
}

} // namespace kafscope::history
