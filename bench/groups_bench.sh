#!/usr/bin/env bash
# Consumer groups benchmark: COUNT groups with committed offsets (4 partitions each) on a private
# single-node broker, then in alternating rounds
#   - Kafka's own `kafka-consumer-groups.sh --describe --all-groups` (ConsumerGroupCommand from
#     kafka-tools: list, describe, committed offsets and log-end offsets of every group, one JVM);
#   - `kafscope-cli groups list --json` (list + committed offsets + lag of every group, whole process);
#   - bench/groups_bench (list, describe and lag timed apart, in one process).
# Writes the "## Consumer groups" section of docs/PERFORMANCE.md. Not part of ctest.
# usage: bench/groups_bench.sh [BUILD_DIR]   (env: COUNT=2000 groups, ROUNDS=3)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${COUNT:-2000}
ROUNDS=${ROUNDS:-3}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"
BENCH=$BUILD/bench/groups_bench

bench_start groups
VERSION=$("$CLI" local status --dir "$WORK/kafka" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
LIBS=${KAFSCOPE_CACHE:-$HOME/.cache/kafscope}/kafka-$VERSION/libs
t0=$(now)
"$BENCH" "$B" --seed "$COUNT" bench >/dev/null
SEED_S=$(echo "$(now) - $t0" | bc)

: > "$WORK/rounds.txt"
for r in $(seq 1 "$ROUNDS"); do
    t0=$(now)
    java -Xmx512m -cp "$LIBS/*" org.apache.kafka.tools.consumer.group.ConsumerGroupCommand \
        --bootstrap-server "$B" --describe --all-groups > "$WORK/java.txt" 2> "$WORK/java.err"
    t1=$(now)
    "$CLI" --bootstrap "$B" --timeout 60000 groups list --json > "$WORK/cli.json"
    t2=$(now)
    "$BENCH" "$B" bench > "$WORK/bench.json"
    echo "$(echo "$t1 - $t0" | bc) $(echo "$t2 - $t1" | bc) $(cat "$WORK/bench.json")" >> "$WORK/rounds.txt"
done

python3 - "$WORK/rounds.txt" "$WORK/cli.json" "$WORK/java.txt" "$DOC" "$SEED_S" "$COUNT" "$VERSION" <<'PY'
import json, re, sys, datetime, statistics
from perf_doc import write_section
rounds = []
for line in open(sys.argv[1]):
    java_s, cli_s, rest = line.split(" ", 2)
    rounds.append((float(java_s), float(cli_s), json.loads(rest)))
cli = [g for g in json.load(open(sys.argv[2])) if g["group"].startswith("bench")]
java_rows = [l.split() for l in open(sys.argv[3]) if l.startswith("bench")]
doc, seed_s, groups, version = sys.argv[4], float(sys.argv[5]), int(sys.argv[6]), sys.argv[7]
med = lambda xs: statistics.median(list(xs))
java_s = med(r[0] for r in rounds); cli_s = med(r[1] for r in rounds)
ls = med(r[2]["list_ms"] for r in rounds); ds = med(r[2]["describe_ms"] for r in rounds)
lg = med(r[2]["lag_ms"] for r in rounds)
b = rounds[-1][2]
# The Java tool prints GROUP TOPIC PARTITION CURRENT-OFFSET LOG-END-OFFSET LAG ...: sum its lag column.
java_lag = sum(int(r[5]) for r in java_rows if len(r) > 5 and r[5].lstrip("-").isdigit())
java_groups = len({r[0] for r in java_rows})
cli_lag = sum(max(0, g["lag"]) for g in cli)
section = f"""## Consumer groups

`bench/groups_bench.sh` ({datetime.date.today()}): {groups:,} groups, each with committed offsets on the
4 partitions of one topic (1,000 messages), on a private single-node Kafka {version} broker; seeding took
{seed_s:.0f} s. {len(rounds)} alternating rounds, medians, on this shared 2-core machine.

| what | time |
|---|---|
| Kafka's `kafka-consumer-groups.sh --describe --all-groups` (ConsumerGroupCommand, JVM start included) | {java_s*1000:.0f} ms |
| `kafscope-cli groups list --json` (list + committed offsets + lag of every group, whole process) | {cli_s*1000:.0f} ms |
| in-process: list (ListConsumerGroups + one legacy listing) | {ls:.0f} ms |
| in-process: describe all {b['groups']:,} groups (DescribeConsumerGroups, batches of 100) | {ds:.0f} ms |
| in-process: committed offsets of all groups (32 in flight) + log ends in bulk → lag | {lg:.0f} ms |
| in-process: list + describe + lag | {ls+ds+lg:.0f} ms |

Ratio Java tool / kafscope (`groups list`, which includes the lag): **{java_s/cli_s:.2f}x**; against the
in-process list + describe + lag: **{java_s*1000/(ls+ds+lg):.2f}x**. Both agree on the work: the Java tool
reported {java_groups:,} groups with a total lag of {java_lag:,}; kafscope {len(cli):,} groups with {cli_lag:,}
(in-process: {b['total_lag']:,}; lag errors {b['lag_errors']}, describe errors {b['describe_errors']}).
"""
write_section(doc, section)
PY
