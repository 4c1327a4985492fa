#pragma once

#include "common/result.h"

#include <QString>

namespace kafscope::local {

// Creates topic `test-topic` (4 partitions) holding Key-A/Value-A .. Key-G/Value-G, unless the
// topic already exists. Returns true when it produced the messages.
Result<bool> seedDemoData(const QString &bootstrap, int timeoutMs = 30000);

} // namespace kafscope::local
