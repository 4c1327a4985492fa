#!/usr/bin/env bash
# Topic list benchmark: TOPICS topics x PARTITIONS partitions on a private single-node broker, then
# in alternating rounds `kcat -L` (metadata only), `kafscope-cli topics list --json` (metadata +
# watermarks, whole process) and bench/topics_bench (metadata, watermarks and model fill timed
# apart, plus a per-partition watermark sample). Writes the "## Topic list" section of
# docs/PERFORMANCE.md. Not part of ctest.
# usage: bench/topics_bench.sh [BUILD_DIR]   (env: TOPICS=5000 PARTITIONS=2 ROUNDS=3 BROKERS=1)
# 50,000 partitions: TOPICS=5000 PARTITIONS=10 BROKERS=3 KAFSCOPE_BROKER_HEAP=2g, after
# `sysctl vm.max_map_count=262144` (each broker stays under the 20,000 open files of this machine).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
TOPICS=${TOPICS:-5000}
PARTITIONS=${PARTITIONS:-2}
ROUNDS=${ROUNDS:-3}
BROKERS=${BROKERS:-1}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"
BENCH=$BUILD/bench/topics_bench

bench_start topics "$BROKERS"
t0=$(now)
"$BENCH" "$B" --create "$TOPICS" "$PARTITIONS" bench
# The controller accepts at once; the broker creates the logs afterwards. Wait until all are listed.
for i in $(seq 1 600); do
    n=$(kcat -L -b "$B" -m 60 | grep -c '^  topic "bench-' || true)
    [ "$n" -ge "$TOPICS" ] && break
    sleep 1
done
CREATE_S=$(echo "$(now) - $t0" | bc)
[ "$n" -ge "$TOPICS" ] || echo "only $n of $TOPICS topics appeared in 10 minutes; measuring those" >&2
# Some messages, so the counts are not all zero.
"$CLI" --bootstrap "$B" produce bench-00007 --generate --count 1000 --size 50 >/dev/null

: > "$WORK/rounds.txt"
for r in $(seq 1 "$ROUNDS"); do
    t0=$(now); kcat -L -b "$B" -m 60 > "$WORK/kcat.txt"; t1=$(now)
    "$CLI" --bootstrap "$B" --timeout 60000 topics list --json > "$WORK/cli.json"; t2=$(now)
    "$BENCH" "$B" > "$WORK/bench.json"
    echo "$(echo "$t1 - $t0" | bc) $(echo "$t2 - $t1" | bc) $(cat "$WORK/bench.json")" >> "$WORK/rounds.txt"
done

python3 - "$WORK/rounds.txt" "$WORK/cli.json" "$WORK/kcat.txt" "$DOC" "$CREATE_S" "$TOPICS" "$PARTITIONS" "$BROKERS" <<'PY'
import json, re, sys, datetime, statistics
from perf_doc import write_section
rounds = []
for line in open(sys.argv[1]):
    kcat_s, cli_s, rest = line.split(" ", 2)
    rounds.append((float(kcat_s), float(cli_s), json.loads(rest)))
cli = json.load(open(sys.argv[2]))
kcat_topics = sum(1 for l in open(sys.argv[3]) if l.startswith('  topic "'))
doc, create_s, topics, parts = sys.argv[4], float(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
brokers = int(sys.argv[8])
heading = "## Topic list" if brokers == 1 else f"## Topic list, {brokers} brokers"
where = "a private single-node broker" if brokers == 1 else f"a private {brokers}-broker cluster (replication factor 1)"
med = lambda xs: statistics.median(xs)
kcat_s = med(r[0] for r in rounds); cli_s = med(r[1] for r in rounds)
md = med(r[2]["metadata_ms"] for r in rounds); wm = med(r[2]["watermarks_ms"] for r in rounds)
model = med(r[2]["model_ms"] for r in rounds)
admin = med(r[2]["admin_list_offsets_ms"] for r in rounds)
admin_diff = max(r[2]["admin_list_offsets_differing"] for r in rounds)
b = rounds[-1][2]
sample_ms = med(r[2]["per_partition_sample_ms"] for r in rounds)
per = sample_ms / b["per_partition_sample"]
messages = sum(t["messages"] or 0 for t in cli)
section = f"""{heading}

`bench/topics_bench.sh` ({datetime.date.today()}): {b['topics']:,} topics / {b['partitions']:,} partitions
({topics:,} x {parts} created by the bench, plus the broker's internal topics) on {where};
creating them took {create_s:.0f} s (CreateTopics in batches of 100, until all were listed). {len(rounds)} alternating rounds, medians.
kcat listed {kcat_topics:,} topics; `topics list` listed {len(cli):,} non-internal topics holding {messages:,} messages.

| what | time |
|---|---|
| `kcat -L` (metadata only, whole process) | {kcat_s*1000:.0f} ms |
| `kafscope-cli topics list --json` (metadata + watermarks, whole process) | {cli_s*1000:.0f} ms |
| in-process: metadata request | {md:.0f} ms |
| in-process: watermarks of every partition (offsets_for_times, chunks of 1,000, 4 in parallel) | {wm:.0f} ms |
| in-process: the same with the admin `rd_kafka_ListOffsets` (librdkafka 2.14; earliest, then latest, all partitions per call) | {admin:.0f} ms ({admin_diff} partitions answered differently) |
| in-process: model fill (set {b['topics']:,} rows, sort by messages, filter) | {model:.0f} ms |
| per-partition `query_watermark_offsets` | {per:.2f} ms each ({b['per_partition_sample']} sampled) → ~{per*b['partitions']/1000:.1f} s for all |

Ratio kcat -L / kafscope topics list: **{kcat_s/cli_s:.2f}x** (kafscope does more: it also fetches two
watermarks per partition, which kcat -L does not; one list of all partitions took ~1,030 ms for the
watermarks because librdkafka matches answers quadratically, hence the chunks). Watermark errors: {b['watermark_error'] or 'none'}.
The admin ListOffsets call is kept out of `topics list` unless it is faster: it is {'faster' if admin < wm else 'not faster'} here ({admin:.0f} ms against {wm:.0f} ms).
"""
write_section(doc, section)
PY
