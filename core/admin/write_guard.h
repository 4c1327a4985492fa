#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QString>

namespace kafscope {

// The one gate every destructive or state-changing call passes (delete topic/records/group/
// offsets, offset reset, config change, create, add partitions): refused on a read-only connection,
// and only with an explicit confirmation. The confirmation is the target's name typed back (the GUI's
// typed confirmation) or confirmationFor() (the CLI's --yes).
class WriteGuard {
public:
    static Status allow(const ConnectionProfile &profile, const QString &action, const QString &target,
                        const QString &confirmation);
    // The token that confirms `action` on `target`, for callers whose user already confirmed.
    static QString confirmationFor(const QString &target) { return target; }

    // Kafka's own topics (__consumer_offsets, __transaction_state, __share_group_state, and any
    // other name starting with "__"): creating, changing or deleting one can break every group or
    // transaction of the cluster.
    static bool isInternalTopic(const QString &topic);
    // The confirmation that also overrides an internal topic's protection: the CLI's
    // --allow-internal, the GUI's override box. It confirms the action as confirmationFor() does.
    static QString internalOverrideFor(const QString &topic) { return QStringLiteral("internal:") + topic; }
    // allow() for a write to one topic: an internal topic needs internalOverrideFor(topic).
    static Status allowTopic(const ConnectionProfile &profile, const QString &action, const QString &topic,
                             const QString &confirmation);
};

} // namespace kafscope
