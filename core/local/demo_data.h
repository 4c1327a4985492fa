#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QString>

namespace kafscope::local {

// Creates topic `test-topic` (4 partitions) holding Key-A/Value-A .. Key-G/Value-G, unless the
// topic already exists. Returns true when it produced the messages. A write: refused on a read-only
// connection before anything is sent.
Result<bool> seedDemoData(const ConnectionProfile &profile, int timeoutMs = 30000);

} // namespace kafscope::local
