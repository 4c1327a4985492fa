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
};

} // namespace kafscope
