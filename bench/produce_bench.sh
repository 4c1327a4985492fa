#!/usr/bin/env bash
# Producing benchmark: 1,000,000 x 100-byte messages, acks=1, the same linger/batch settings, sent by
# kafscope-cli's load generator and by `kcat -P -l FILE` in the same run against a private local
# broker. Writes the "## Producing" section of docs/PERFORMANCE.md. Not part of ctest.
# usage: bench/produce_bench.sh [BUILD_DIR] [COUNT]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${2:-1000000}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"

bench_start produce
SETTINGS=(-X acks=1 -X enable.idempotence=false -X linger.ms=5 -X batch.size=1000000
          -X batch.num.messages=10000 -X queue.buffering.max.messages=100000 -X compression.codec=none)

# The generator's own payloads (10-digit sequence, space, letters), one per line, 100 bytes each.
python3 - "$WORK/payloads.txt" "$COUNT" <<'PY'
import sys
path, n = sys.argv[1], int(sys.argv[2])
with open(path, 'w') as f:
    for seq in range(n):
        p = ('%010d ' % seq)
        f.write(p + ''.join(chr(97 + (seq + i) % 26) for i in range(len(p), 100)) + '\n')
PY

last_offset() { kcat -b "$B" -C -t "$1" -o -1 -e -q -f '%o\n' -c 1; }
# Alternating rounds (the machine is shared): the table takes the median of each.
ROUNDS=${ROUNDS:-6}
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
: > "$WORK/times.txt"
for r in $(seq 1 "$ROUNDS"); do
    # Both topics exist before timing starts (1 partition, the broker default).
    "$CLI" --bootstrap "$B" produce "bench-kcat-$r" --value warmup --acks 1 >/dev/null
    "$CLI" --bootstrap "$B" produce "bench-kafscope-$r" --value warmup --acks 1 >/dev/null
    # CPU seconds (user + system) too: on a shared machine they vary far less than wall time.
    run_kcat() {
        local t0; t0=$(now)
        /usr/bin/time -f "%U %S" -o "$WORK/cpu-kcat" kcat -P -b "$B" -t "bench-kcat-$r" -l "$WORK/payloads.txt" "${SETTINGS[@]}"
        KCAT_S=$(since "$t0")
    }
    run_kafscope() {
        local t0; t0=$(now)
        /usr/bin/time -f "%U %S" -o "$WORK/cpu-kafscope" "$CLI" --bootstrap "$B" produce "bench-kafscope-$r" --generate \
            --count "$COUNT" --size 100 --acks 1 --no-idempotence --linger-ms 5 --batch-size 1000000 --json > "$WORK/kafscope.json"
        KAFSCOPE_S=$(since "$t0")
    }
    # Each goes first in every other round: the second of a pair meets a broker still writing the
    # first one's 100 MB (and, on a shared machine, whatever load came meanwhile).
    if [ $((r % 2)) -eq 1 ]; then run_kcat; run_kafscope; else run_kafscope; run_kcat; fi
    cpu() { awk '{print $1 + $2}' "$1"; }
    # The last offset is the message count (the warm-up message is offset 0).
    echo "$KCAT_S $KAFSCOPE_S $(last_offset "bench-kcat-$r") $(last_offset "bench-kafscope-$r") $(cpu "$WORK/cpu-kcat") $(cpu "$WORK/cpu-kafscope")" >> "$WORK/times.txt"
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

python3 - "$WORK/times.txt" "$COUNT" "$WORK/kafscope.json" "$DOC" "$LOAD_BEFORE" "$LOAD_AFTER" <<'PY'
import json, re, sys, datetime, statistics
from perf_doc import write_section
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
count = int(sys.argv[2])
report = json.load(open(sys.argv[3]))
doc = sys.argv[4]
load_before, load_after = sys.argv[5], sys.argv[6]
kcat_s = statistics.median(float(r[0]) for r in rows)
kaf_s = statistics.median(float(r[1]) for r in rows)
kcat_n = min(int(r[2]) for r in rows)
kaf_n = min(int(r[3]) for r in rows)
ratio = kcat_s / kaf_s
kcat_cpu = statistics.median(float(r[4]) for r in rows)
kaf_cpu = statistics.median(float(r[5]) for r in rows)
# Pairs: kafscope faster in how many rounds, by wall time and by CPU time.
wins = sum(1 for r in rows if float(r[1]) < float(r[0]))
cpu_wins = sum(1 for r in rows if float(r[5]) < float(r[4]))
busy = float(load_before.split()[0]) > 1.5 or float(load_after.split()[0]) > 1.5
rounds = ", ".join(f"{float(r[1]):.2f}/{float(r[0]):.2f}" for r in rows)
lat = report["latency_ms"]
section = f"""## Producing

`bench/produce_bench.sh` ({datetime.date.today()}): {count:,} messages of 100 bytes to a 1-partition
topic of a private single-node broker, acks=1, no idempotence, linger.ms=5, batch.size=1000000,
batch.num.messages=10000, no compression; wall time of each process including start-up and the wait
for the last delivery report. kcat sends the generator's payloads from a file (`kcat -P -l FILE`).
{len(rows)} rounds, each a pair run back to back, kcat first in odd rounds and kafscope first in even
ones; the table shows the medians (seconds kafscope/kcat per round: {rounds}). kafscope was faster
in {wins} of {len(rows)} pairs by wall time and in {cpu_wins} by CPU time. Load average (1, 5, 15 min)
before: {load_before}; after: {load_after}.{" The machine was busy with other work: wall times then measure how the two cores were shared more than the programs, and the CPU column is the steadier comparison." if busy else ""}

| producer | messages in topic | seconds | messages/s | CPU seconds |
|---|---|---|---|---|
| kcat -P -l | {kcat_n:,} (fewest of the rounds) | {kcat_s:.2f} | {count / kcat_s:,.0f} | {kcat_cpu:.2f} |
| kafscope-cli produce --generate | {kaf_n:,} (fewest of the rounds) | {kaf_s:.2f} | {count / kaf_s:,.0f} | {kaf_cpu:.2f} |

Throughput ratio kafscope / kcat: **{ratio:.2f}x** (goal >= 1.0x); CPU ratio kcat / kafscope
{kcat_cpu / kaf_cpu:.2f}x. The generator computes a checksum and a latency for every delivery report,
which kcat does not. Last generator report: acked
{report['acked']:,}, failed {report['failed']:,}, delivery latency p50 {lat['p50']:.1f} ms, p95 {lat['p95']:.1f} ms,
p99 {lat['p99']:.1f} ms (unlimited rate, so latency is mostly time spent queued in librdkafka).
"""
write_section(doc, section)
PY
