#!/usr/bin/env bash
# Schema decoding benchmark: COUNT (1,000,000) Avro records, framed with a registry id and written by
# fastavro, in a 4-partition topic of a private single-node broker with Apicurio Registry beside it;
# kcat, `consume --format json` (without and with decoding) and the message browser's GUI path
# (bench/consume_gui_bench: worker + table model, offscreen; without and with decoding) read them to
# the end in the same rounds. Writes the "## Consuming with schemas" section of docs/PERFORMANCE.md.
# Not part of ctest.
# Needs the schema tests' venv (ctest -R schema_python_setup makes BUILD_DIR/schema-venv).
# usage: bench/schema_bench.sh [BUILD_DIR] [COUNT]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
COUNT=${2:-1000000}
CLI=$BUILD/app/kafscope-cli
GUI=$BUILD/bench/consume_gui_bench
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
export QT_QPA_PLATFORM=offscreen
gui_field() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$1" "$2"; }
for r in $(seq 1 "$ROUNDS"); do
    t=$(now); $TIME "$CLI" --bootstrap "$B" consume "$T" --from oldest --max "$COUNT" --format json --decode none > /dev/null; raw_s=$(since "$t"); raw_cpu=$(cpu)
    t=$(now); $TIME "$CLI" --bootstrap "$B" --schema-registry "$SR" consume "$T" --from oldest --max "$COUNT" --format json --decode registry > /dev/null; dec_s=$(since "$t"); dec_cpu=$(cpu)
    t=$(now); $TIME kcat -C -b "$B" -t "$T" -o beginning -e -q > /dev/null; kcat_s=$(since "$t"); kcat_cpu=$(cpu)
    $TIME "$GUI" browse "$B" "$T" > "$WORK/gui_raw.json"; gui_raw_cpu=$(cpu)
    $TIME "$GUI" browse "$B" "$T" "$SR" > "$WORK/gui_dec.json"; gui_dec_cpu=$(cpu)
    echo "$raw_s $dec_s $raw_cpu $dec_cpu $kcat_s $kcat_cpu $(gui_field "$WORK/gui_raw.json" seconds) $gui_raw_cpu" \
         "$(gui_field "$WORK/gui_dec.json" seconds) $gui_dec_cpu" >> "$WORK/times.txt"
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
# Untimed: every record decoded, and what a decoded line looks like.
"$CLI" --bootstrap "$B" --schema-registry "$SR" consume "$T" --from oldest --max "$COUNT" --format json --decode registry > "$WORK/out.jsonl"
DECODED=$(grep -c '"value_encoding":"schema"' "$WORK/out.jsonl" || true)
ERRORS=$(grep -c '"value_decode_error"' "$WORK/out.jsonl" || true)
SAMPLE=$(head -n 1 "$WORK/out.jsonl" | python3 -c 'import sys,json; print(json.dumps(json.loads(sys.stdin.read())["value"]))')

python3 - "$WORK/times.txt" "$COUNT" "$DOC" "$LOAD_BEFORE" "$LOAD_AFTER" "$DECODED" "$ERRORS" "$AVG_BYTES" "$SAMPLE" \
          "$WORK/gui_raw.json" "$WORK/gui_dec.json" <<'PY'
import json, sys, datetime, statistics
from perf_doc import write_section
rows = [[float(x) for x in l.split()] for l in open(sys.argv[1]) if l.strip()]
count, doc, before, after = int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
decoded, errors, avg_bytes, sample = int(sys.argv[6]), int(sys.argv[7]), float(sys.argv[8]), sys.argv[9]
med = lambda i: statistics.median(r[i] for r in rows)
raw_s, dec_s, raw_cpu, dec_cpu = med(0), med(1), med(2), med(3)
kcat_s, kcat_cpu, graw_s, graw_cpu, gdec_s, gdec_cpu = med(4), med(5), med(6), med(7), med(8), med(9)
graw, gdec = json.load(open(sys.argv[10])), json.load(open(sys.argv[11]))
per_row = lambda g: g['store_bytes'] / max(g['rows'], 1)
rss_row = lambda g: g['rss_growth_bytes'] / max(g['rows'], 1)
rounds = "; ".join("kcat %.2f, cli raw %.2f, cli decoded %.2f, gui raw %.2f, gui decoded %.2f" % (r[4], r[0], r[1], r[6], r[8])
                   for r in rows)
section = f"""## Consuming with schemas

`bench/schema_bench.sh` ({datetime.date.today()}): {count:,} Avro records ({avg_bytes:.0f} bytes on average with the
5-byte header; written by fastavro, 1,000 distinct records repeated) in a 4-partition topic of a private
single-node broker with Apicurio Registry 2.6.13 beside it. Each reader reads from the beginning to
the end: kcat and `consume --format json` as processes (wall time including start-up), the GUI path
as the message browser view (its browse thread decoding what a read-ahead thread reads, in the batches it hands to the table model,
offscreen; timed from *Browse* to the last row shown, Qt start-up excluded). {len(rows)} rounds,
medians (seconds per round: {rounds}). Load average before: {before}; after: {after} (2 cores shared
with the broker, the registry and other builds).

| reader | seconds | records/s | ratio to the same reader without decoding | ratio to kcat | CPU s |
|---|---|---|---|---|---|
| `kcat -C -o beginning -e -q > /dev/null` (raw bytes) | {kcat_s:.2f} | {count / kcat_s:,.0f} | | 1.00x | {kcat_cpu:.2f} |
| `kafscope-cli consume T --from oldest --format json --decode none > /dev/null` | {raw_s:.2f} | {count / raw_s:,.0f} | 1.00x | {kcat_s / raw_s:.2f}x | {raw_cpu:.2f} |
| `kafscope-cli --schema-registry URL consume T --from oldest --format json --decode registry > /dev/null` | {dec_s:.2f} | {count / dec_s:,.0f} | **{raw_s / dec_s:.2f}x** (goal >= 0.5x) | {kcat_s / dec_s:.2f}x | {dec_cpu:.2f} |
| GUI path, Schemas *Off* ({graw['rows']:,} rows) | {graw_s:.2f} | {count / graw_s:,.0f} | 1.00x | {kcat_s / graw_s:.2f}x | {graw_cpu:.2f} (incl. Qt start-up and teardown) |
| GUI path, Schemas *Every value* ({gdec['rows']:,} rows, {gdec['decoded']:,} decoded, {gdec['decode_errors']:,} errors) | {gdec_s:.2f} | {count / gdec_s:,.0f} | **{graw_s / gdec_s:.2f}x** (goal >= 0.5x) | {kcat_s / gdec_s:.2f}x | {gdec_cpu:.2f} (incl. Qt start-up and teardown) |

Memory per kept row in the browser (last round): {per_row(graw):.0f} bytes without decoding and
{per_row(gdec):.0f} bytes with it by the store's own count (the row; its share of the batch buffer,
which holds the raw bytes and the decoded JSON, {gdec['decoded_json_bytes'] / max(gdec['rows'], 1):.0f} bytes of JSON on
average; and the decoding record); the process grew by {rss_row(graw):.0f} and {rss_row(gdec):.0f} bytes a row (RSS).
Records decoded in the CLI's untimed check run: {decoded:,} of {count:,} ({errors:,} with a decode error). One decoded value:
`{sample}`.
"""
write_section(doc, section)
PY
