#pragma once

#include "rebalance/timeline.h"

namespace kafscope::rebalance {

// Fills each complete rebalance's memberStops and partitionStops: how long each member and each
// partition actually stopped, as opposed to the rebalance duration (the coordinator's window).
//
// Exact where the timeline has the member's own callbacks (lab members): revocation to assignment.
// Otherwise estimated from what the broker shows, as an interval:
// - the old owner stopped after the commit before its last one that advanced the partition (that
//   last commit reported progress made after it) and after the last describe that still saw the
//   group Stable, and no later than its last advancing commit (clients with auto commit commit what
//   they processed when they revoke: librdkafka, Java, sarama) nor the new generation's record;
// - the new owner resumed after the record that gave it the partition (the coordinator writes it
//   before it answers SyncGroup) and before its first commit that advanced the partition.
// The estimate is the middle of that interval and the uncertainty its half-width, so it grows with
// the observed commit interval and the state-poll interval. Under the cooperative and KIP-848
// protocols only moved partitions stop; a member that kept a partition did not stop.
// Called by buildTimeline().
void estimateStops(Timeline &t);

} // namespace kafscope::rebalance
