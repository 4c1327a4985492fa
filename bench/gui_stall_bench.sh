#!/usr/bin/env bash
# GUI-thread stall benchmark (issue #20): the app window streams 1,000,000 records into the message
# browser, runs the load generator at full speed and follows a live rebalance timeline (the lab adds,
# removes and crashes members meanwhile), all at once, on a private local broker. The lateness of a
# 5 ms timer on the GUI thread is the stall. Writes "## GUI thread stalls" of docs/PERFORMANCE.md.
# Not part of ctest. usage: bench/gui_stall_bench.sh [BUILD_DIR] [COUNT]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${2:-1000000}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"
export QT_QPA_PLATFORM=offscreen

bench_start stall
T=bench-stall-browse
L=bench-stall-load
G=bench-stall-lab
"$BUILD/bench/consume_gui_bench" create "$B" "$T" 4
"$BUILD/bench/consume_gui_bench" create "$B" "$L" 4
"$CLI" --bootstrap "$B" produce "$T" --generate --count "$COUNT" --size 100 --acks 1 --no-idempotence --json > /dev/null
"$BUILD/bench/consume_gui_bench" create "$B" bench-stall-lab-topic 12
# A group that keeps rebalancing for the whole measurement.
SCRIPT="add 3; wait 4s; add 2; wait 4s; remove 1; wait 4s; crash 1; wait 6s; add 2; wait 4s; remove 2; wait 4s; add 1; wait 4s; crash 1; wait 6s; add 2; wait 6s"
"$CLI" --bootstrap "$B" lab run --group "$G" --topic bench-stall-lab-topic --assignor range --script "$SCRIPT" \
    --json > "$WORK/lab.json" 2>&1 &
LAB=$!
sleep 2
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
"$BUILD/bench/gui_stall_bench" "$B" "$T" "$L" "$G" 30 > "$WORK/stall.json"
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
wait "$LAB" || true
cat "$WORK/stall.json"

python3 - "$WORK/stall.json" "$DOC" "$COUNT" "$(nproc)" "$LOAD_BEFORE" "$LOAD_AFTER" <<'PY'
import json, sys, datetime
from perf_doc import write_section
r = json.load(open(sys.argv[1]))
doc, count, cores = sys.argv[2], int(sys.argv[3]), sys.argv[4]
ok = lambda v, goal: "met" if v < goal else "NOT met"
section = f"""## GUI thread stalls

`bench/gui_stall_bench.sh` ({datetime.date.today()}, {cores} cores, load {sys.argv[5]} before, {sys.argv[6]} after):
the app window (offscreen, 1280x800) at once streams {count:,} records of 100 bytes into the message
browser (the shown view, no row limit), runs the load generator at full speed (no rate limit) on
another topic, follows the live rebalance timeline of a group the lab keeps changing (adds, removes,
crashes), and samples the dashboard. A 5 ms precise timer on the GUI thread measures how late each
tick comes ({r['ticks']:,} ticks over {r['seconds']:.0f} s).

| GUI event-loop stall | ms | goal |
|---|---|---|
| median | {r['p50_ms']:.1f} | |
| p99 | {r['p99_ms']:.1f} | < 50 ({ok(r['p99_ms'], 50)}) |
| p99.9 | {r['p999_ms']:.1f} | |
| max | {r['max_ms']:.1f} | < 200 ({ok(r['max_ms'], 200)}) |

Rows browsed: {r['rows']:,}; timeline snapshots shown: {r['timeline_updates']}; load generator at the end:
"{r['load_status']}".
"""
write_section(doc, section)
PY
