#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "harness/harness_config.h"

#include <QMap>
#include <QString>

namespace kafscope::harness {

// Creates every level topic that does not exist yet (config.partitions, replicationFactor) and
// waits until the metadata shows each; returns the partition count of every level topic.
Result<QMap<QString, int>> ensureLevelTopics(const ConnectionProfile &profile,
                                             const HarnessConfig &config);

// Commits the current end offset of every partition for `group` (which must have no members), so
// a fresh consumer group starts exactly where this run's messages will begin.
Status commitStartOffsets(const ConnectionProfile &profile, const QString &group,
                          const QMap<QString, int> &partitions);

} // namespace kafscope::harness
