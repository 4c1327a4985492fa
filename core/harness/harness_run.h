#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "harness/harness_config.h"
#include "harness/harness_report.h"
#include "harness/harness_tracker.h"

#include <atomic>
#include <functional>

namespace kafscope::harness {

// One priority-consumer harness run, blocking in the calling thread (the CLI calls it directly,
// the GUI through HarnessRunner's thread): creates the level topics if missing, commits start
// offsets for a fresh group, starts the consumer under test and one load generator per level,
// injects the faults, then drains the backlog at unlimited speed and reports.
class HarnessRun {
public:
    using SnapshotFn = std::function<void(const HarnessSnapshot &)>;

    explicit HarnessRun(HarnessConfig config);
    // `stop` set to 1 from any thread cancels the run (an Error of kind Cancelled).
    Result<HarnessReport> run(const ConnectionProfile &profile, const std::atomic<int> &stop,
                              const SnapshotFn &onSnapshot = {});

private:
    HarnessConfig m_config;
};

} // namespace kafscope::harness
