#!/usr/bin/env bash
# Copying benchmark: COUNT (1,000,000) records of ~100 bytes with a key and two headers, 4 partitions,
# copied to another topic of the same private broker by `kafscope-cli copy` and by the pipe people
# write around kcat (`kcat -C ... | kcat -P ...`), in the same run, alternating who goes first. Writes
# the "## Copying" section of docs/PERFORMANCE.md. Not part of ctest.
# usage: bench/copy_bench.sh [BUILD_DIR] [COUNT]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${2:-1000000}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"

bench_start copy
"$CLI" --bootstrap "$B" topics create bench-src --partitions 4 >/dev/null
python3 - "$WORK/source.jsonl" "$COUNT" <<'PY'
import json, sys, time
path, n = sys.argv[1], int(sys.argv[2])
base = int(time.time() * 1000) - 3_600_000
with open(path, 'w') as f:
    for i in range(n):
        f.write(json.dumps({"partition": i % 4, "timestamp": base + i, "key": "k%d" % (i % 1000),
                            "value": "%010d " % i + "x" * 89,
                            "headers": [{"key": "trace", "value": str(i)},
                                        {"key": "origin", "value": "eu"}]},
                           separators=(",", ":")) + "\n")
PY
"$CLI" --bootstrap "$B" produce bench-src --from-jsonl "$WORK/source.jsonl" --keep-partitions \
    --keep-timestamps >/dev/null

count_of() { "$CLI" --bootstrap "$B" --json topics describe "$1" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(sum(p["high"] - p["low"] for p in d["partitions"]))'; }
ROUNDS=${ROUNDS:-4}
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
: > "$WORK/times.txt"
for r in $(seq 1 "$ROUNDS"); do
    "$CLI" --bootstrap "$B" topics create "bench-kcat-$r" --partitions 4 >/dev/null
    "$CLI" --bootstrap "$B" topics create "bench-kafscope-$r" --partitions 4 >/dev/null
    run_kcat() {
        local t0; t0=$(now)
        /usr/bin/time -f "%U %S" -o "$WORK/cpu-kcat" bash -c \
            "kcat -C -b '$B' -t bench-src -o beginning -e -q | kcat -P -b '$B' -t 'bench-kcat-$r'"
        KCAT_S=$(since "$t0")
    }
    run_kafscope() {
        local t0; t0=$(now)
        /usr/bin/time -f "%U %S" -o "$WORK/cpu-kafscope" "$CLI" --bootstrap "$B" copy bench-src \
            --to "bench-kafscope-$r" --json > "$WORK/kafscope.json" 2>/dev/null
        KAFSCOPE_S=$(since "$t0")
    }
    if [ $((r % 2)) -eq 1 ]; then run_kcat; run_kafscope; else run_kafscope; run_kcat; fi
    cpu() { awk '{print $1 + $2}' "$1"; }
    echo "$KCAT_S $KAFSCOPE_S $(count_of "bench-kcat-$r") $(count_of "bench-kafscope-$r") $(cpu "$WORK/cpu-kcat") $(cpu "$WORK/cpu-kafscope")" >> "$WORK/times.txt"
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
# What each kept: the first record of partition 0 as each target has it.
"$CLI" --bootstrap "$B" consume bench-kcat-1 --partitions 0 --max 1 --format json > "$WORK/kcat-first.json"
"$CLI" --bootstrap "$B" consume bench-kafscope-1 --partitions 0 --max 1 --format json > "$WORK/kafscope-first.json"
"$CLI" --bootstrap "$B" consume bench-src --partitions 0 --max 1 --format json > "$WORK/src-first.json"

python3 - "$WORK" "$COUNT" "$DOC" "$LOAD_BEFORE" "$LOAD_AFTER" <<'PY'
import json, sys, datetime, statistics
from perf_doc import write_section
work, count, doc, load_before, load_after = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
rows = [l.split() for l in open(work + "/times.txt") if l.strip()]
med = lambda i: statistics.median(float(r[i]) for r in rows)
kcat_s, kaf_s, kcat_cpu, kaf_cpu = med(0), med(1), med(4), med(5)
kcat_n = min(int(r[2]) for r in rows)
kaf_n = min(int(r[3]) for r in rows)
src, kc, kf = (json.load(open(f"{work}/{n}-first.json")) for n in ("src", "kcat", "kafscope"))
def kept(t):
    return ", ".join(k for k, ok in (("key", t.get("key") == src.get("key")),
                                     ("headers", t.get("headers") == src.get("headers")),
                                     ("timestamp", t.get("timestamp") == src.get("timestamp")),
                                     ("value", t.get("value") == src.get("value"))) if ok) or "nothing"
wins = sum(1 for r in rows if float(r[1]) < float(r[0]))
rounds = ", ".join(f"{float(r[1]):.2f}/{float(r[0]):.2f}" for r in rows)
section = f"""## Copying

`bench/copy_bench.sh` ({datetime.date.today()}): {count:,} records (a key, a ~100-byte value, two
headers, their own timestamps; 4 partitions) copied to another topic of the same private single-node
broker by `kafscope-cli copy` (idempotent producer, acks=all, partition for partition) and by
`kcat -C -e | kcat -P` (kcat's defaults: acks=all, idempotence off), wall time of the whole copy
including start-up. {len(rows)} rounds, who goes first alternating; medians (seconds kafscope/kcat per
round: {rounds}); kafscope was faster in {wins} of {len(rows)}. Load average before: {load_before};
after: {load_after}.

| copy | records in target | seconds | records/s | CPU seconds | kept (first record checked) |
|---|---|---|---|---|---|
| kcat -C \\| kcat -P | {kcat_n:,} | {kcat_s:.2f} | {count / kcat_s:,.0f} | {kcat_cpu:.2f} | {kept(kc)} |
| kafscope-cli copy | {kaf_n:,} | {kaf_s:.2f} | {count / kaf_s:,.0f} | {kaf_cpu:.2f} | {kept(kf)} |

Throughput ratio kafscope / kcat pipe: **{kcat_s / kaf_s:.2f}x** (goal: faster, with keys, headers and
timestamps kept). kcat's pipe carries values only (one per line: a value with a newline in it would
even be split in two), and its partitions are the partitioner's, not the source's.
"""
write_section(doc, section)
PY
