#!/usr/bin/env bash
# One-shot command latency: each kafscope-cli command that scripts call in loops, against the
# closest kcat command (or Kafka's own tool), whole process from exec to exit, on a private
# single-node broker. Rounds alternate the commands, so a busy machine slows both sides alike;
# the table shows medians. Writes the "## One-shot commands" section of docs/PERFORMANCE.md.
# Not part of ctest.
# usage: bench/oneshot_bench.sh [BUILD_DIR]
#   env: ROUNDS=15, JAVA_ROUNDS=3 (0: skip Kafka's ConsumerGroupCommand),
#        BEFORE=OLD_CLI (also time an older kafscope-cli build, for a before/after column),
#        BOOTSTRAP=HOST:PORT (use a running broker instead of starting one)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"

if [ -n "${BOOTSTRAP:-}" ]; then
    B=$BOOTSTRAP
    WORK=$(mktemp -d /tmp/kafscope-oneshot-bench.XXXXXX)
    trap 'rm -rf "$WORK"' EXIT
    LIBS=""
else
    bench_start oneshot
    VERSION=$("$CLI" local status --dir "$WORK/kafka" --json |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
    LIBS=${KAFSCOPE_CACHE:-$HOME/.cache/kafscope}/kafka-$VERSION/libs
fi
T=bench-oneshot
G=bench-oneshot-group
# A topic of 4 partitions with 1,000 messages, and a group that has committed offsets on it.
"$CLI" --bootstrap "$B" topics create "$T" --partitions 4 >/dev/null 2>&1 || true
"$CLI" --bootstrap "$B" produce "$T" --generate --count 1000 --size 100 >/dev/null
kcat -b "$B" -G "$G" -o beginning -e -q "$T" >/dev/null 2>&1

python3 - "$CLI" "$B" "$T" "$G" "$DOC" "${ROUNDS:-15}" "${JAVA_ROUNDS:-3}" "$LIBS" "${BEFORE:-}" <<'PY'
import datetime, resource, shutil, statistics, subprocess, sys, time
from perf_doc import write_section

cli, b, topic, group, doc, rounds, java_rounds, libs, before = sys.argv[1:10]
rounds, java_rounds = int(rounds), int(java_rounds)
kcat_md = ["kcat", "-b", b, "-L"]
# (label, kafscope arguments, kcat command, kcat's label, stdin)
cases = [
    ("version", ["version", "--json"], ["kcat", "-V"], "kcat -V", None),
    ("cluster", ["cluster", "--json"], kcat_md, "kcat -L", None),
    ("brokers list", ["brokers", "list", "--json"], kcat_md, "kcat -L", None),
    ("topics list", ["topics", "list", "--json"], kcat_md, "kcat -L", None),
    ("topics describe T", ["topics", "describe", topic, "--json"], kcat_md + ["-t", topic],
     "kcat -L -t T", None),
    ("groups list", ["groups", "list", "--json"], kcat_md, "kcat -L (no group listing)", None),
    ("groups describe G", ["groups", "describe", group, "--json"], kcat_md,
     "kcat -L (no group describe)", None),
    ("produce T --value V", ["produce", topic, "--value", "hello", "--json"],
     ["kcat", "-P", "-b", b, "-t", topic], "kcat -P (one line)", b"hello\n"),
    ("consume T --max 10", ["consume", topic, "--from", "oldest", "--max", "10"],
     ["kcat", "-C", "-b", b, "-t", topic, "-o", "beginning", "-c", "10", "-e", "-q"],
     "kcat -C -c 10", None),
]


def run(cmd, stdin=None):
    """Wall and CPU (user + system) seconds of one process; it must succeed."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit(f"failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr.decode()}")
    return wall, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def same_output(cmd_a, cmd_b):
    a = subprocess.run(cmd_a, capture_output=True).stdout
    return a == subprocess.run(cmd_b, capture_output=True).stdout


def shared_libraries(program):
    out = subprocess.run(["ldd", program], capture_output=True, text=True).stdout
    return sum(1 for l in out.splitlines() if "=>" in l)


load_before = open("/proc/loadavg").read().split()[:3]
times = {c[0]: {"kcat": [], "kafscope": [], "before": []} for c in cases}
for _ in range(2):  # warm the page cache and the broker
    for label, args, kcat, _, stdin in cases:
        run([cli, "--bootstrap", b] + args, stdin)
        run(kcat, stdin)
for _ in range(rounds):
    for label, args, kcat, _, stdin in cases:
        times[label]["kcat"].append(run(kcat, stdin))
        times[label]["kafscope"].append(run([cli, "--bootstrap", b] + args, stdin))
        if before:
            times[label]["before"].append(run([before, "--bootstrap", b] + args, stdin))
java = []
if libs and java_rounds > 0:
    cmd = ["java", "-Xmx512m", "-cp", libs + "/*",
           "org.apache.kafka.tools.consumer.group.ConsumerGroupCommand",
           "--bootstrap-server", b, "--describe", "--group", group]
    java = [run(cmd)[0] for _ in range(java_rounds)]
load_after = open("/proc/loadavg").read().split()[:3]

ms = lambda xs, i=0: statistics.median(x[i] for x in xs) * 1000
rows = []
for label, args, kcat, kcat_label, _ in cases:
    t = times[label]
    k, s = ms(t["kcat"]), ms(t["kafscope"])
    row = (f"| `{label}` | {s:.1f} | {ms(t['kafscope'], 1):.1f} | {kcat_label} | {k:.1f} | "
           f"{ms(t['kcat'], 1):.1f} | {s / k:.2f}x |")
    if before:
        row += f" {ms(t['before']):.1f} |"
    rows.append(row)
head = ("| kafscope-cli command (`--json`) | ms | CPU ms | closest kcat | ms | CPU ms | "
        "kafscope / kcat |")
rule = "|---|---|---|---|---|---|---|"
if before:
    head += " before (ms) |"
    rule += "---|"
java_line = ""
if java:
    java_line = (f"\nKafka's own `kafka-consumer-groups.sh --describe --group G` (ConsumerGroupCommand, "
                 f"JVM start included) took {statistics.median(java) * 1000:.0f} ms "
                 f"(median of {len(java)}) for what `groups describe G` does.\n")
# Whether the kafscope build before the change printed the same (the one-shot fixes must not
# change output): cluster, topics describe and brokers list, whose JSON does not move between runs.
same = ""
if before:
    checks = [["cluster", "--json"], ["topics", "describe", topic, "--json"], ["brokers", "list", "--json"]]
    ok = all(same_output([cli, "--bootstrap", b] + c, [before, "--bootstrap", b] + c) for c in checks)
    same = (f" The build before the change (column *before*) printed "
            f"{'the same' if ok else 'DIFFERENT'} JSON for `cluster`, `topics describe` and `brokers list`.")
section = f"""## One-shot commands

`bench/oneshot_bench.sh` ({datetime.date.today()}): each command as a whole process (exec to exit),
on a private single-node broker with a 4-partition topic of 1,000 messages and a group with committed
offsets on it; {rounds} rounds that alternate kcat and kafscope-cli command by command; medians (CPU: user +
system of the process). Load average (1, 5, 15 min) before: {' '.join(load_before)}; after:
{' '.join(load_after)} (2 cores, shared with other builds: wall times follow the load, CPU times much less).
kcat is Debian's (librdkafka 2.0.2) and loads {shared_libraries(shutil.which("kcat"))} shared libraries; kafscope-cli links librdkafka 2.14.2
statically and loads {shared_libraries(cli)} (Qt Core and Network, QtKeychain over D-Bus, libcurl for OIDC,
protobuf, RE2, OpenSSL, SASL).{same}

{head}
{rule}
{chr(10).join(rows)}
{java_line}"""
write_section(doc, section)
PY
