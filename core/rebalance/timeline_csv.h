#pragma once

#include "rebalance/timeline.h"

#include <QString>

namespace kafscope::rebalance {

// The timeline as CSV (RFC 4180 quoting), one row per thing on the chart:
// kind,lane,start,end,generation,detail
//   interval   - a member owned these partitions from start to end (end empty: still owns them)
//   silence    - a crashed member gave no sign of life from start (its crash or last commit) until
//                the coordinator timed it out at end; its partitions stood still
//   generation - a generation's record (detail: assignor, leader)
//   state      - the group's described state from start to end
//   rebalance  - a rebalance (detail: duration, moved, kept, members before/after, cause)
//   stop       - a member's stop in a rebalance (start, end: when it stopped and resumed; detail:
//   how
//                long, exact or an estimate with its uncertainty)
//   partition_stop - the same for a partition
// Times are ISO 8601 UTC with milliseconds.
QString timelineCsv(const Timeline &timeline);

// The cause of a rebalance in a few words: the lab actions, else who joined / left / timed out,
// else what started it.
QString rebalanceCause(const Rebalance &r);
// "9 ms (exact)" or "12 ms +- 250 ms (estimate)"
QString stopText(const StopEstimate &s);

} // namespace kafscope::rebalance
