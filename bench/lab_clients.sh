#!/usr/bin/env bash
# The external-consumer lab (issue 35) over the four example consumers of examples/lab-consumers
# (kafka-go, sarama, Java's KafkaConsumer, confluent-kafka for Python) under one script, on a
# private single-node broker: `kafscope-cli lab run --consumer-cmd` once per client and protocol,
# the same keyed load (RATE records per second), 6 partitions, 3 members, session timeout 10 s
# (classic). Writes docs/LAB_CLIENTS.md (a hand-written reading at its end is not kept: copy it
# first): per client and event, the rebalances it caused, the time
# until every partition processed a record produced after it, the longest member stop, and the
# records processed twice; and each run's verdict. Not part of ctest.
# usage: bench/lab_clients.sh [BUILD_DIR]     env: RATE=50 SCRIPT='...' OUT=docs/LAB_CLIENTS.md
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
CLI=$BUILD/app/kafscope-cli
RATE=${RATE:-50}
SCRIPT=${SCRIPT:-"wait 3s; roll; wait 3s; crash 1; wait stable; stall 1 for 15s; wait 15s; wait stable; add 1; wait stable; remove 1; wait stable; wait 3s"}
OUT=${OUT:-$ROOT/docs/LAB_CLIENTS.md}
work=$(mktemp -d)
trap '"$CLI" local stop --dir "$work/kafka" --purge >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

for client in kafka-go sarama java python; do
    bash "$ROOT/examples/lab-consumers/build.sh" "$client" "$work/consumers" >/dev/null
done
"$CLI" local start --dir "$work/kafka" --json >"$work/start.json"
bootstrap=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['bootstrap'])" "$work/start.json")

run() { # client protocol
    local cmd="$work/consumers/lab-consumer-$1 --bootstrap {bootstrap} --group {group} --topics {topics} --instance {instance} --protocol {protocol}"
    [ "$2" = classic ] && cmd="$cmd --session-timeout 10000"
    "$CLI" lab run --bootstrap "$bootstrap" --consumer-cmd "$cmd" --protocol "$2" --members 3 \
        --partitions 6 --rate "$RATE" --script "$SCRIPT" --allow-duplicates --json \
        >"$work/$1-$2.json" || true # a failed verdict is a result too
}
for client in kafka-go sarama java python; do run "$client" classic; done
for client in java python; do run "$client" consumer; done

python3 - "$work" "$OUT" "$SCRIPT" "$RATE" <<'PY'
import json, os, sys, datetime
work, out, script, rate = sys.argv[1:5]
names = {'kafka-go': 'kafka-go 0.4.51 (Reader, GroupID)', 'sarama': 'sarama 1.61.1 (ConsumerGroup)',
         'java': 'Java kafka-clients 4.1.1 (KafkaConsumer)', 'python': 'confluent-kafka 2.16.2 (librdkafka 2.16.0)'}
lines = ['# The lab over four clients (issue 35)', '',
         f'Measured {datetime.date.today()} by `bench/lab_clients.sh` on one machine (2 cores), a single-node',
         'Kafka 4.1.1 started for the run, 6 partitions, 3 members, a keyed load of '
         f'{rate} records/s, the same script for every client:', '', f'    {script}', '',
         'Each consumer is the example under `examples/lab-consumers/` (at-least-once: it prints a record,',
         'then commits). *Recover*: until every partition processed a record produced after the event.',
         '*Stop*: the longest time one member processed nothing around the event. *Twice*: records',
         'processed again (after a commit had covered them in brackets). The stall stops a member',
         '(SIGSTOP) for 15 s, past its 10 s session.', '']
for f in sorted(os.listdir(work)):
    if not f.endswith('.json') or f == 'start.json':
        continue
    client, protocol = f[:-5].rsplit('-', 1)
    try:
        d = json.load(open(os.path.join(work, f)))
    except Exception:
        lines += [f'## {names.get(client, client)}, {protocol}', '', 'no report (the run failed to start)', '']
        continue
    v = d['verdict']
    lines += [f'## {names.get(client, client)}, {protocol} protocol', '',
              f"Verdict: **{'pass' if v['pass'] else 'fail'}**. {v['acked']} records acknowledged, {v['lost']} lost, "
              f"{v['duplicates']} processed twice ({v['real_duplicates']} after their commit), "
              f"{v['order_violations']} out of order.", '']
    for r in v['reasons']:
        lines.append(f'- {r}')
    if v['reasons']:
        lines.append('')
    lines += ['| event | rebalances | recover s | longest stop | twice |', '|---|---:|---:|---|---:|']
    for e in v['events']:
        rec = '-' if e['recover_ms'] is None else f"{e['recover_ms']/1000:.1f}"
        stop = f"{e['longest_stop_member']} {e['longest_stop_ms']/1000:.1f} s" if e.get('longest_stop_member') else '-'
        lines.append(f"| {e['step']} | {e['rebalances']} | {rec} | {stop} | {e['duplicates']} ({e['real_duplicates']}) |")
    lines.append('')
open(out, 'w').write('\n'.join(lines))
print(out)
PY
