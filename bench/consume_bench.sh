#!/usr/bin/env bash
# Consuming benchmark: 1,000,000 x 100-byte messages in 4 partitions on a private local broker, read
# to the end by kcat and by Kafscope (CLI JSON Lines, the GUI path, a filtered scan) in the same run.
# Writes the "## Consuming" section of docs/PERFORMANCE.md. Not part of ctest.
# usage: bench/consume_bench.sh [BUILD_DIR] [COUNT]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${2:-1000000}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"
GUI=$BUILD/bench/consume_gui_bench
export QT_QPA_PLATFORM=offscreen

bench_start consume
T=bench-consume
"$GUI" create "$B" "$T" 4
# The generator's payloads: a 10-digit sequence number, a space, letters (100 bytes). "00000 " occurs
# only in sequence numbers ending in 00000: 1 message in 100,000.
"$CLI" --bootstrap "$B" produce "$T" --generate --count "$COUNT" --size 100 --acks 1 --no-idempotence --json > /dev/null
NEEDLE='00000 '

# CPU seconds (user + system) of one command, from /usr/bin/time.
TIME="/usr/bin/time -f %U_%S -o $WORK/cpu.txt"
cpu() { tail -n 1 "$WORK/cpu.txt" | tr '_' ' ' | awk '{print $1 + $2}'; }
ROUNDS=${ROUNDS:-5}
: > "$WORK/times.txt"
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
for r in $(seq 1 "$ROUNDS"); do
    t=$(now); $TIME kcat -C -b "$B" -t "$T" -o beginning -e -q > /dev/null; kcat_s=$(since "$t"); kcat_cpu=$(cpu)
    t=$(now); $TIME "$CLI" --bootstrap "$B" consume "$T" --from oldest --max "$COUNT" --format json > /dev/null; cli_s=$(since "$t"); cli_cpu=$(cpu)
    t=$(now); kcat_grep_n=$(kcat -C -b "$B" -t "$T" -o beginning -e -q | grep -cF "$NEEDLE" || true); kcat_grep_s=$(since "$t")
    t=$(now); filt_n=$("$CLI" --bootstrap "$B" consume "$T" --from oldest --max 0 --filter "value contains \"$NEEDLE\"" --format json | wc -l); filt_s=$(since "$t")
    $TIME "$GUI" browse "$B" "$T" > "$WORK/gui.json"; gui_cpu=$(cpu)
    gui_s=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["seconds"])' "$WORK/gui.json")
    # Untimed: what the timed run wrote (lines and bytes).
    "$CLI" --bootstrap "$B" consume "$T" --from oldest --max "$COUNT" --format json > "$WORK/out.jsonl"
    cli_n=$(wc -l < "$WORK/out.jsonl"); jsonl_bytes=$(stat -c %s "$WORK/out.jsonl"); rm -f "$WORK/out.jsonl"
    echo "$kcat_s $cli_s $cli_n $kcat_grep_s $kcat_grep_n $filt_s $filt_n $gui_s $jsonl_bytes $kcat_cpu $cli_cpu $gui_cpu" >> "$WORK/times.txt"
done

LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
python3 - "$WORK/times.txt" "$COUNT" "$WORK/gui.json" "$DOC" "$LOAD_BEFORE" "$LOAD_AFTER" <<'PY'
import json, re, sys, datetime, statistics
from perf_doc import write_section
rows = [[float(x) for x in l.split()] for l in open(sys.argv[1]) if l.strip()]
count = int(sys.argv[2])
gui = json.load(open(sys.argv[3]))
doc = sys.argv[4]
load_before, load_after = sys.argv[5], sys.argv[6]
med = lambda i: statistics.median(r[i] for r in rows)
kcat_s, cli_s, grep_s, filt_s, gui_s = med(0), med(1), med(3), med(5), med(7)
kcat_cpu, cli_cpu, gui_cpu = med(9), med(10), med(11)
cli_n, grep_n, filt_n = int(min(r[2] for r in rows)), int(min(r[4] for r in rows)), int(min(r[6] for r in rows))
per_row = gui["store_bytes"] / max(gui["rows"], 1)
payload_row = gui["payload_bytes"] / max(gui["rows"], 1)
budget_row = 2 * payload_row + 150
rss_row = gui["rss_growth_bytes"] / max(gui["rows"], 1)
rounds = "; ".join("kcat %.2f, cli %.2f, gui %.2f, grep %.2f, filter %.2f" % (r[0], r[1], r[7], r[3], r[5]) for r in rows)
best = lambda i: min(r[i] for r in rows)
section = f"""## Consuming

`bench/consume_bench.sh` ({datetime.date.today()}): {count:,} messages of 100 bytes (the load generator's
payloads, no keys) in a 4-partition topic of a private single-node broker, each reader started fresh and
reading from the beginning to the end; wall time of each process including start-up (the GUI path:
from pressing Browse to the last row in the model). {len(rows)} rounds; the table shows the median
(seconds per round: {rounds}). Load average (1, 5, 15 min) before the rounds: {load_before}; after:
{load_after}; the broker shares the 2 cores, so single rounds vary; the CPU column (user + system
seconds of the whole process, median) is less affected by that. The goals are judged on the median
ratio; the best round of each reader is given for comparison.

| reader | messages out | seconds | messages/s | ratio to kcat | best-round ratio | CPU s |
|---|---|---|---|---|---|---|
| `kcat -C -o beginning -e -q > /dev/null` | {count:,} | {kcat_s:.2f} | {count / kcat_s:,.0f} | 1.00x | 1.00x | {kcat_cpu:.2f} |
| `kafscope-cli consume --from oldest --max {count} --format json > /dev/null` | {cli_n:,} | {cli_s:.2f} | {count / cli_s:,.0f} | **{kcat_s / cli_s:.2f}x** (goal >= 0.9x) | {best(0) / best(1):.2f}x | {cli_cpu:.2f} |
| GUI path: browser view, worker + table model (offscreen) | {gui['rows']:,} rows | {gui_s:.2f} | {count / gui_s:,.0f} | **{kcat_s / gui_s:.2f}x** (goal >= 0.7x) | {best(0) / best(7):.2f}x | {gui_cpu:.2f} (incl. Qt start-up and teardown) |
| `kcat ... \\| grep -cF '00000 '` (1 in 100,000) | {grep_n:,} | {grep_s:.2f} | {count / grep_s:,.0f} | 1.00x | 1.00x | |
| `kafscope-cli consume --max 0 --filter 'value contains "00000 "'` | {filt_n:,} | {filt_s:.2f} | {count / filt_s:,.0f} | **{grep_s / filt_s:.2f}x** of kcat+grep (goal >= 0.7x) | {best(3) / best(5):.2f}x | |

kcat prints only the value (101 bytes a line); kafscope's JSON Lines carry every field ({rows[-1][8] / max(cli_n, 1):.0f} bytes a line).
Memory of the {gui['rows']:,} rows kept by the GUI path: {gui['store_bytes']:,} bytes counted by the store,
{per_row:.0f} bytes per row for {payload_row:.0f} bytes of key+value ({'within' if per_row <= budget_row else 'over'} the goal of
2x payload + 150 = {budget_row:.0f} bytes per row); the process grew by {gui['rss_growth_bytes']:,} bytes
({rss_row:.0f} bytes per row, including allocator slack and the batches in flight). Status line: "{gui['status']}".
"""
write_section(doc, section)
PY
