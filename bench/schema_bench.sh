#!/usr/bin/env bash
# Schema decoding benchmark: COUNT (1,000,000) Avro records, framed with a registry id and written by
# fastavro, in a 4-partition topic of a private single-node broker with Apicurio Registry beside it;
# `consume --format json` reads them to the end without decoding and with decoding, in the same
# rounds. Writes the "## Consuming with schemas" section of docs/PERFORMANCE.md. Not part of ctest.
# Needs the schema tests' venv (ctest -R schema_python_setup makes BUILD_DIR/schema-venv).
# usage: bench/schema_bench.sh [BUILD_DIR] [COUNT]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${2:-1000000}
CLI=$BUILD/app/kafscope-cli
PY=$BUILD/schema-venv/bin/python
source "$ROOT/bench/bench_lib.sh"

bench_start schema
SR=$("$CLI" local start --dir "$WORK/kafka" --schema-registry --json \
     | python3 -c 'import json,sys; print(json.load(sys.stdin)["schema_registry"])')
T=bench-schema
"$CLI" --bootstrap "$B" topics create "$T" --partitions 4 > /dev/null
# Register the schema, then write COUNT framed records as produce --from-jsonl reads them.
"$PY" - "$SR" "$T-value" "$COUNT" "$WORK/records.jsonl" <<'PY'
import base64, datetime as dt, decimal, io, json, random, struct, sys, urllib.request, uuid
import fastavro
url, subject, count, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
schema = {"type": "record", "name": "Order", "namespace": "bench", "fields": [
    {"name": "id", "type": "long"},
    {"name": "customer", "type": {"type": "record", "name": "Customer", "fields": [
        {"name": "id", "type": "int"}, {"name": "name", "type": "string"}, {"name": "vip", "type": "boolean"}]}},
    {"name": "status", "type": {"type": "enum", "name": "Status", "symbols": ["NEW", "PAID", "SHIPPED"]}},
    {"name": "total", "type": {"type": "bytes", "logicalType": "decimal", "precision": 12, "scale": 2}},
    {"name": "placed", "type": {"type": "long", "logicalType": "timestamp-millis"}},
    {"name": "ref", "type": {"type": "string", "logicalType": "uuid"}},
    {"name": "tags", "type": {"type": "array", "items": "string"}},
    {"name": "note", "type": ["null", "string"]}]}
req = urllib.request.Request(url + "/subjects/" + subject + "/versions", method="POST",
                             data=json.dumps({"schema": json.dumps(schema)}).encode(),
                             headers={"Content-Type": "application/vnd.schemaregistry.v1+json"})
schema_id = json.load(urllib.request.urlopen(req))["id"]
parsed = fastavro.parse_schema(schema)
rng = random.Random(18)
distinct = []
for i in range(1000):  # 1,000 distinct records, repeated: the decoder's work does not depend on reuse
    buf = io.BytesIO()
    fastavro.schemaless_writer(buf, parsed, {
        "id": i, "customer": {"id": rng.randrange(1, 10**6), "name": "customer-%d" % rng.randrange(10**6), "vip": i % 7 == 0},
        "status": ["NEW", "PAID", "SHIPPED"][i % 3], "total": decimal.Decimal(rng.randrange(10**7)) / 100,
        "placed": dt.datetime(2024, 5, 1, tzinfo=dt.timezone.utc) + dt.timedelta(seconds=rng.randrange(10**7)),
        "ref": str(uuid.UUID(int=rng.getrandbits(128))), "tags": ["a", "gift"] if i % 2 else [],
        "note": None if i % 3 else "leave at the door"})
    value = b"\x00" + struct.pack(">I", schema_id) + buf.getvalue()
    distinct.append(json.dumps({"key": None, "value": base64.b64encode(value).decode(), "headers": [],
                                "key_encoding": "null", "value_encoding": "base64"}))
with open(out, "w") as f:
    for n in range(count):
        f.write(distinct[n % 1000] + "\n")
PY
"$CLI" --bootstrap "$B" produce "$T" --from-jsonl "$WORK/records.jsonl" --json > /dev/null
AVG_BYTES=$(head -n 1000 "$WORK/records.jsonl" | python3 -c 'import sys,json,base64; v=[len(base64.b64decode(json.loads(l)["value"])) for l in sys.stdin]; print(sum(v)/len(v))')
rm -f "$WORK/records.jsonl"

TIME="/usr/bin/time -f %U_%S -o $WORK/cpu.txt"
cpu() { tail -n 1 "$WORK/cpu.txt" | tr '_' ' ' | awk '{print $1 + $2}'; }
ROUNDS=${ROUNDS:-5}
: > "$WORK/times.txt"
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
for r in $(seq 1 "$ROUNDS"); do
    t=$(now); $TIME "$CLI" --bootstrap "$B" consume "$T" --from oldest --max "$COUNT" --format json --decode none > /dev/null; raw_s=$(since "$t"); raw_cpu=$(cpu)
    t=$(now); $TIME "$CLI" --bootstrap "$B" --schema-registry "$SR" consume "$T" --from oldest --max "$COUNT" --format json --decode registry > /dev/null; dec_s=$(since "$t"); dec_cpu=$(cpu)
    echo "$raw_s $dec_s $raw_cpu $dec_cpu" >> "$WORK/times.txt"
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
# Untimed: every record decoded, and what a decoded line looks like.
"$CLI" --bootstrap "$B" --schema-registry "$SR" consume "$T" --from oldest --max "$COUNT" --format json --decode registry > "$WORK/out.jsonl"
DECODED=$(grep -c '"value_encoding":"schema"' "$WORK/out.jsonl" || true)
ERRORS=$(grep -c '"value_decode_error"' "$WORK/out.jsonl" || true)
SAMPLE=$(head -n 1 "$WORK/out.jsonl" | python3 -c 'import sys,json; print(json.dumps(json.loads(sys.stdin.read())["value"]))')

python3 - "$WORK/times.txt" "$COUNT" "$DOC" "$LOAD_BEFORE" "$LOAD_AFTER" "$DECODED" "$ERRORS" "$AVG_BYTES" "$SAMPLE" <<'PY'
import sys, datetime, statistics
from perf_doc import write_section
rows = [[float(x) for x in l.split()] for l in open(sys.argv[1]) if l.strip()]
count, doc, before, after = int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
decoded, errors, avg_bytes, sample = int(sys.argv[6]), int(sys.argv[7]), float(sys.argv[8]), sys.argv[9]
med = lambda i: statistics.median(r[i] for r in rows)
raw_s, dec_s, raw_cpu, dec_cpu = med(0), med(1), med(2), med(3)
rounds = "; ".join("raw %.2f, decoded %.2f" % (r[0], r[1]) for r in rows)
section = f"""## Consuming with schemas

`bench/schema_bench.sh` ({datetime.date.today()}): {count:,} Avro records ({avg_bytes:.0f} bytes on average with the
5-byte header; written by fastavro, 1,000 distinct records repeated) in a 4-partition topic of a private
single-node broker with Apicurio Registry 2.6.13 beside it. Each `consume --format json` process reads
from the beginning to the end; wall time including start-up. {len(rows)} rounds, medians (seconds per
round: {rounds}). Load average before: {before}; after: {after} (2 cores shared with the broker and the registry).

| reader | seconds | records/s | ratio to raw | CPU s |
|---|---|---|---|---|
| `kafscope-cli consume T --from oldest --format json --decode none > /dev/null` | {raw_s:.2f} | {count / raw_s:,.0f} | 1.00x | {raw_cpu:.2f} |
| `kafscope-cli --schema-registry URL consume T --from oldest --format json --decode registry > /dev/null` | {dec_s:.2f} | {count / dec_s:,.0f} | **{raw_s / dec_s:.2f}x** (goal >= 0.5x) | {dec_cpu:.2f} |

Records decoded in the untimed check run: {decoded:,} of {count:,} ({errors:,} with a decode error). One decoded value:
`{sample}`.
Not measured yet: the message browser (GUI path) with decoding and its memory per kept row: the
browser does not decode with schemas yet.
"""
write_section(doc, section)
PY
