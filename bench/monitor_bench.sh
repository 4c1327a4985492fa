#!/usr/bin/env bash
# Monitor benchmark (issue 34): `kafscope-cli monitor` (the Prometheus exporter) against
# danielqsj/kafka_exporter, the exporter a user would pick instead, on the same private single-node
# broker in the same run. The data set: TOPICS topics (every 10th with 4 partitions, the rest with 1)
# holding RECORDS records per partition, and GROUP_COUNT consumer groups, each with committed offsets on
# every partition of two topics, 0-4 records behind the log end (seeded with Kafka's own Java
# client: Admin.createTopics in batches, a KafkaProducer, Admin.alterConsumerGroupOffsets).
# Measured: one collection from a fresh process (`monitor --once`; kafka_exporter from start to its
# first answer), the running exporters' collection time, /metrics latency (idle and during a
# collection), response size, peak RSS and CPU; and whether both report the same lag.
# Writes the "## Monitor (issue 34)" section of docs/PERFORMANCE.md. Not part of ctest.
# usage: bench/monitor_bench.sh [BUILD_DIR]
#   env: TOPICS=5000 GROUP_COUNT=2000 RECORDS=20 ROUNDS=3 INTERVAL=30 (seconds) CYCLES=3 KX_SCRAPES=5
#        KAFKA_EXPORTER=BIN   a kafka_exporter binary to use; else the script builds one in its work
#                             folder: `go install M` for each M of KX_MODULES (its @latest, then
#                             @v1.9.0) until one works and, when the module proxy serves none, `go build`
#                             in a copy of KX_SRC=DIR (a checkout of that repository), dependencies
#                             from the proxy.
#        KEEP_DIR=DIR          keep the scraped bodies, logs and the seed's summary there
#        KX_KAFKA_VERSION=3.9.0  kafka_exporter's --kafka.version (its default, 2.0.0, is older than
#                             what Kafka 4 still answers for some requests)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
TOPICS=${TOPICS:-5000}
GROUP_COUNT=${GROUP_COUNT:-2000}  # not GROUPS: bash keeps that name for itself
RECORDS=${RECORDS:-20}
CLI=$BUILD/app/kafscope-cli
source "$ROOT/bench/bench_lib.sh"

KAFSCOPE_BROKER_HEAP=${KAFSCOPE_BROKER_HEAP:-1g} bench_start monitor
VERSION=$("$CLI" local status --dir "$WORK/kafka" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
LIBS=${KAFSCOPE_CACHE:-$HOME/.cache/kafscope}/kafka-$VERSION/libs

# kafka_exporter: given, installed from the module proxy, or built from a source checkout.
KX=${KAFKA_EXPORTER:-}
KX_HOW="given as KAFKA_EXPORTER"
KX_ERROR=""
if [ -z "$KX" ] && command -v go >/dev/null; then
    mkdir -p "$WORK/kx"
    for module in ${KX_MODULES:-github.com/danielqsj/kafka_exporter@latest github.com/danielqsj/kafka_exporter@v1.9.0}; do
        if GOFLAGS=-mod=mod GOBIN="$WORK/kx" go install "$module" > "$WORK/kx/install.log" 2>&1; then
            KX=$WORK/kx/kafka_exporter
            KX_HOW="go install $module"
            break
        fi
        # What the proxy said, without its address.
        said=$(grep -m1 -oE '[0-9]{3} [A-Z][A-Za-z ]+$' "$WORK/kx/install.log" ||
               grep -m1 -v '^go: downloading' "$WORK/kx/install.log" || true)
        response=$(grep -m1 'server response:' "$WORK/kx/install.log" | sed 's/^.*server response: *//' || true)
        KX_ERROR="$KX_ERROR\`go install $module\` failed: the Go module proxy answered $said${response:+ (\"$response\")}. "
    done
    if [ -z "$KX" ] && [ -n "${KX_SRC:-}" ]; then
        cp -r "$KX_SRC" "$WORK/kx/src"
        rev=$(git -C "$KX_SRC" describe --tags 2>/dev/null || cat "$KX_SRC/VERSION" 2>/dev/null || echo "?")
        if (cd "$WORK/kx/src" && GOFLAGS=-mod=mod go build -o "$WORK/kx/kafka_exporter" .) \
            > "$WORK/kx/build.log" 2>&1; then
            KX=$WORK/kx/kafka_exporter
            KX_HOW="built with \`go build\` from a source checkout of github.com/danielqsj/kafka_exporter ($rev), its dependencies from the Go module proxy"
        else
            KX_ERROR="$KX_ERROR\`go build\` in KX_SRC failed: $(grep -v '^go: downloading' "$WORK/kx/build.log" | head -n 3 | tr '\n' ' ')"
        fi
    fi
elif [ -z "$KX" ]; then
    KX_ERROR="no go command"
fi
KX_ERROR=$(echo "$KX_ERROR" | sed -E 's#https?://[^ ]+#(the proxy)#g')
[ -n "$KX" ] || echo "kafka_exporter not available ($KX_ERROR); measuring kafscope alone" >&2

# The data set, with Kafka's own client (one JVM, batched admin calls).
cat > "$WORK/Seed.java" <<'JAVA'
import java.util.*;
import java.util.concurrent.*;
import org.apache.kafka.clients.admin.*;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.KafkaFuture;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.serialization.ByteArraySerializer;

public class Seed {
    static String topic(int i) { return String.format("bench-%05d", i); }
    static int partitions(int i) { return i % 10 == 0 ? 4 : 1; }

    public static void main(String[] a) throws Exception {
        String bootstrap = a[0];
        int topics = Integer.parseInt(a[1]), groups = Integer.parseInt(a[2]), records = Integer.parseInt(a[3]);
        Properties common = new Properties();
        common.put("bootstrap.servers", bootstrap);
        common.put("request.timeout.ms", "120000");
        common.put("default.api.timeout.ms", "600000");
        long t0 = System.nanoTime();
        int partitionCount = 0;
        for (int i = 0; i < topics; i++) partitionCount += partitions(i);
        try (Admin admin = Admin.create(common)) {
            for (int start = 0; start < topics; start += 500) {
                List<NewTopic> batch = new ArrayList<>();
                for (int i = start; i < Math.min(topics, start + 500); i++)
                    batch.add(new NewTopic(topic(i), partitions(i), (short) 1));
                for (KafkaFuture<Void> f : admin.createTopics(batch).values().values()) {
                    try { f.get(); } catch (ExecutionException e) {
                        if (!(e.getCause() instanceof TopicExistsException)) throw e;
                    }
                }
            }
            long t1 = System.nanoTime();
            // Every partition gets RECORDS records of 100 bytes (sends from 16 threads: a send to a
            // new topic waits for its metadata, and the broker creates the logs after the answer).
            Properties pp = new Properties();
            pp.putAll(common);
            pp.put("acks", "1");
            pp.put("linger.ms", "20");
            pp.put("max.block.ms", "600000");
            pp.put("key.serializer", ByteArraySerializer.class.getName());
            pp.put("value.serializer", ByteArraySerializer.class.getName());
            byte[] value = new byte[100];
            Arrays.fill(value, (byte) 'x');
            try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(pp)) {
                ExecutorService pool = Executors.newFixedThreadPool(16);
                List<Future<?>> sends = new ArrayList<>();
                for (int i = 0; i < topics; i++) {
                    final int t = i;
                    sends.add(pool.submit(() -> {
                        for (int q = 0; q < partitions(t); q++)
                            for (int r = 0; r < records; r++)
                                producer.send(new ProducerRecord<>(topic(t), q, null, value));
                        return null;
                    }));
                }
                for (Future<?> f : sends) f.get();
                pool.shutdown();
                producer.flush();
            }
            long t2 = System.nanoTime();
            // Group g commits on every partition of topics 2g and 2g+1, (g + partition) % 5 behind.
            long expectedLag = 0, groupPartitions = 0;
            List<KafkaFuture<Void>> window = new ArrayList<>();
            for (int g = 0; g < groups; g++) {
                Map<TopicPartition, OffsetAndMetadata> m = new HashMap<>();
                for (int t : new int[] {(2 * g) % topics, (2 * g + 1) % topics}) {
                    for (int q = 0; q < partitions(t); q++) {
                        int lag = (g + q) % 5;
                        m.put(new TopicPartition(topic(t), q), new OffsetAndMetadata(records - lag));
                        expectedLag += lag;
                        groupPartitions++;
                    }
                }
                window.add(admin.alterConsumerGroupOffsets(String.format("bench-group-%05d", g), m).all());
                if (window.size() == 100) {
                    for (KafkaFuture<Void> f : window) f.get();
                    window.clear();
                }
            }
            for (KafkaFuture<Void> f : window) f.get();
            long t3 = System.nanoTime();
            System.out.printf("{\"topics\": %d, \"partitions\": %d, \"records\": %d, \"groups\": %d, "
                + "\"group_partitions\": %d, \"expected_lag\": %d, \"create_s\": %.1f, \"produce_s\": %.1f, "
                + "\"commit_s\": %.1f}%n", topics, partitionCount, (long) partitionCount * records, groups,
                groupPartitions, expectedLag, (t1 - t0) / 1e9, (t2 - t1) / 1e9, (t3 - t2) / 1e9);
        }
    }
}
JAVA
java -Xmx1g -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "$LIBS/*" "$WORK/Seed.java" \
    "$B" "$TOPICS" "$GROUP_COUNT" "$RECORDS" > "$WORK/seed.json" 2> "$WORK/seed.err" \
    || { tail -n 30 "$WORK/seed.err" >&2; exit 1; }
cat "$WORK/seed.json"

python3 - "$CLI" "$B" "$DOC" "$WORK" "$VERSION" "${KX:-}" "$KX_HOW" "$KX_ERROR" \
    "${ROUNDS:-3}" "${INTERVAL:-30}" "${CYCLES:-3}" "${KX_SCRAPES:-5}" "${KX_KAFKA_VERSION:-3.9.0}" <<'PY'
import datetime, json, os, re, signal, socket, statistics, subprocess, sys, threading, time
from perf_doc import write_section

cli, b, doc, work, version, kx, kx_how, kx_error = sys.argv[1:9]
rounds, interval, cycles, kx_scrapes = (int(x) for x in sys.argv[9:13])
kx_kafka_version = sys.argv[13]
seed = json.load(open(os.path.join(work, "seed.json")))
TICK = os.sysconf("SC_CLK_TCK")


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def status_kb(pid, key):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith(key + ":"):
            return int(line.split()[1])
    return 0


def scrape(url, out="/dev/null", gzip=False):
    """One GET with curl: its own time_total, the bytes received, the HTTP code, and when."""
    cmd = ["curl", "-s", "--max-time", "1200", "-o", out, "-w", "%{time_total} %{size_download} %{http_code}"]
    if gzip:
        cmd += ["-H", "Accept-Encoding: gzip"]
    t0 = time.time()
    r = subprocess.run(cmd + [url], capture_output=True, text=True)
    seconds, size, code = r.stdout.split()
    return {"start": t0, "end": time.time(), "seconds": float(seconds), "bytes": int(size), "code": int(code)}


def timed(cmd, out):
    """Wall, CPU seconds and max RSS (KiB) of a whole process, by /usr/bin/time."""
    tf = os.path.join(work, "time.txt")
    with open(out, "w") as f:
        p = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", tf] + cmd, stdout=f,
                           stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit(f"failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr}")
    e, u, s, m = open(tf).read().split()[-4:]
    return float(e), float(u) + float(s), int(m)


LINE = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)')
LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')


def parse(path):
    """Samples of a text exposition: {(name, labels without cluster): value}."""
    out = {}
    for line in open(path, errors="replace"):
        if line.startswith("#") or not line.strip():
            continue
        m = LINE.match(line)
        if m:
            labels = tuple(sorted(kv for kv in LABEL.findall(m.group(2) or "") if kv[0] != "cluster"))
            out[(m.group(1), labels)] = float(m.group(3))
    return out


def metric_value(path, name):
    with open(path, "rb") as f:
        for line in f:
            if line.startswith(name.encode()):
                return float(line.split()[-1])
    return None


def wait_listening(port, proc, timeout=600):
    t0 = time.time()
    while time.time() - t0 < timeout:
        if proc.poll() is not None:
            sys.exit(f"exited with {proc.returncode} before listening")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return time.time() - t0
        except OSError:
            time.sleep(0.05)
    sys.exit("not listening after %d s" % timeout)


def stop(proc):
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def kx_command(port):
    return [kx, f"--kafka.server={b}", f"--web.listen-address=127.0.0.1:{port}",
            f"--kafka.version={kx_kafka_version}", "--refresh.metadata=30s", "--offset.show-all",
            "--log.level=warn"]


med = statistics.median


def p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


load_before = open("/proc/loadavg").read().split()[:3]

# 1. One collection from a fresh process, alternating: `monitor --once` (with and without the
#    lag-in-seconds reads), and kafka_exporter from exec to its first /metrics answer.
once, once0, kx_cold = [], [], []
once_out = os.path.join(work, "once.prom")
for r in range(rounds):
    once.append(timed([cli, "monitor", "--bootstrap", b, "--once"], once_out))
    once0.append(timed([cli, "monitor", "--bootstrap", b, "--once", "--max-lag-reads", "0"],
                       os.path.join(work, "once0.prom")))
    if kx:
        port = free_port()
        t0 = time.time()
        with open(os.path.join(work, "kx-cold.err"), "w") as err:
            p = subprocess.Popen(kx_command(port), stdout=err, stderr=err)
        start_s = wait_listening(port, p)
        s = scrape(f"http://127.0.0.1:{port}/metrics", os.path.join(work, "kx-cold.prom"))
        wall = time.time() - t0
        kx_cold.append((wall, cpu_seconds(p.pid), status_kb(p.pid, "VmHWM"), start_s, s["seconds"], s["code"]))
        stop(p)
once_samples = parse(once_out)

# 2. kafscope's monitor running: cycles every INTERVAL s; a scrape a second (each classified as
#    during a collection or between two) for CYCLES cycles after the first; then one interval
#    without scrapes for the CPU time of a collection, and 10 scrapes in a row for that of a scrape.
ks = subprocess.Popen([cli, "monitor", "--bootstrap", b, "--listen", "127.0.0.1:0",
                       "--interval", f"{interval}s", "--json"], stdout=subprocess.PIPE,
                      stderr=open(os.path.join(work, "monitor.err"), "w"), text=True)
events, url = [], []
def read_events():
    for line in ks.stdout:
        e = json.loads(line)
        e["at"] = time.time()
        if e.get("event") == "listening":
            url.append(e["url"])
        events.append(e)
threading.Thread(target=read_events, daemon=True).start()
cycle_events = lambda: [e for e in events if e.get("event") == "cycle"]
def wait_cycles(count):
    while len(cycle_events()) < count:
        if ks.poll() is not None:
            sys.exit("the monitor stopped")
        time.sleep(0.05)
t0 = time.time()
while not cycle_events():
    if ks.poll() is not None or time.time() - t0 > 900:
        sys.exit("the monitor did not finish its first collection")
    time.sleep(0.1)
first_cycle_s = time.time() - t0
rss_after_first = status_kb(ks.pid, "VmRSS")
ks_body = os.path.join(work, "kafscope.prom")
scrapes = []
while len(cycle_events()) < 1 + cycles:
    s = scrape(url[0], ks_body)
    s["collections"] = metric_value(ks_body, "kafscope_collections_total")
    s["collect_s"] = metric_value(ks_body, "kafscope_collect_duration_seconds")
    scrapes.append(s)
    time.sleep(max(0.0, 1.0 - (s["end"] - s["start"])))
gz = scrape(url[0], os.path.join(work, "kafscope.prom.gz"), gzip=True)
# One whole interval with no scrape: from one cycle's end to the next.
n = len(cycle_events())
wait_cycles(n + 1)
c0 = cpu_seconds(ks.pid)
wait_cycles(n + 2)
ks_cpu_interval = cpu_seconds(ks.pid) - c0
# Right after a collection: 10 scrapes in a row (the last one's body is compared below).
c0 = cpu_seconds(ks.pid)
burst = [scrape(url[0], ks_body) for _ in range(10)]
ks_cpu_scrape = (cpu_seconds(ks.pid) - c0) / len(burst)
ks_hwm, ks_rss = status_kb(ks.pid, "VmHWM"), status_kb(ks.pid, "VmRSS")
stop(ks)
cyc = cycle_events()
windows = [(e["at"] - e["seconds"], e["at"]) for e in cyc[1:]]
overlaps = lambda s, w0, w1: s["start"] < w1 and s["end"] > w0
during = [s for s in scrapes if any(overlaps(s, w0, w1) for w0, w1 in windows)]
idle = [s for s in scrapes if s not in during]
ks_cycle_s = [e["seconds"] for e in cyc]
all_scrapes = scrapes + [gz] + burst
scraped_cycles = [e["seconds"] for e in cyc[1:]
                  if any(overlaps(s, e["at"] - e["seconds"], e["at"]) for s in all_scrapes)]
quiet_cycles = [e["seconds"] for e in cyc[1:]
                if not any(overlaps(s, e["at"] - e["seconds"], e["at"]) for s in all_scrapes)]
ks_samples = parse(ks_body)
ks_bytes = os.path.getsize(ks_body)

# 3. kafka_exporter running: it collects on each scrape (concurrent scrapes share one collection).
kxr = {}
if kx:
    port = free_port()
    kx_url = f"http://127.0.0.1:{port}/metrics"
    kx_body = os.path.join(work, "kx.prom")
    with open(os.path.join(work, "kx.err"), "w") as err:
        p = subprocess.Popen(kx_command(port), stdout=err, stderr=err)
    kxr["start_s"] = wait_listening(port, p)
    kxr["first"] = scrape(kx_url, kx_body)
    kxr["scrapes"], kxr["cpu"] = [], []
    for _ in range(kx_scrapes):
        c0 = cpu_seconds(p.pid)
        kxr["scrapes"].append(scrape(kx_url, kx_body))
        kxr["cpu"].append(cpu_seconds(p.pid) - c0)
    # A scrape 1 s into another one's collection.
    first = {}
    th = threading.Thread(target=lambda: first.update(scrape(kx_url, "/dev/null")))
    th.start()
    time.sleep(1.0)
    kxr["during"] = scrape(kx_url, "/dev/null")
    th.join()
    kxr["during_first"] = first
    kxr["gzip"] = scrape(kx_url, os.path.join(work, "kx.prom.gz"), gzip=True)
    kxr["hwm"], kxr["rss"] = status_kb(p.pid, "VmHWM"), status_kb(p.pid, "VmRSS")
    stop(p)
    kx_samples = parse(kx_body)
    kx_bytes = os.path.getsize(kx_body)
load_after = open("/proc/loadavg").read().split()[:3]

# 4. Do the two agree? The kafka_exporter-named series on the bench's topics and groups.
def bench_only(samples, name):
    out = {}
    for (n_, labels), v in samples.items():
        d = dict(labels)
        if n_ == name and d.get("topic", "bench-").startswith("bench-") and \
                d.get("consumergroup", "bench-group").startswith("bench-group"):
            out[labels] = v
    return out


compared = ["kafka_consumergroup_lag", "kafka_consumergroup_current_offset", "kafka_consumergroup_lag_sum",
            "kafka_topic_partition_current_offset", "kafka_topic_partition_oldest_offset",
            "kafka_topic_partitions", "kafka_consumergroup_members"]
agree_rows, only_ks, only_kx = [], [], []
if kx:
    for name in compared:
        a, k = bench_only(ks_samples, name), bench_only(kx_samples, name)
        both = set(a) & set(k)
        same = sum(1 for key in both if a[key] == k[key])
        agree_rows.append(f"| `{name}` | {len(a):,} | {len(k):,} | {len(both):,} | {same:,} |")
        only_ks += [name + "{" + ",".join(f'{l}="{v}"' for l, v in key) + "}" for key in sorted(set(a) - set(k))]
        only_kx += [name + "{" + ",".join(f'{l}="{v}"' for l, v in key) + "}" for key in sorted(set(k) - set(a))]
lag_total = lambda s: int(sum(bench_only(s, "kafka_consumergroup_lag").values()))
lag_groups = lambda s: len({dict(l)["consumergroup"] for l in bench_only(s, "kafka_consumergroup_lag")})
examples = []
if kx:
    lags = bench_only(ks_samples, "kafka_consumergroup_lag")
    by_lag = {}
    for l in sorted(lags):
        by_lag.setdefault(lags[l], l)
    for labels in [by_lag[v] for v in sorted(by_lag) if v > 0][:4]:  # one of each lag
        d = dict(labels)
        examples.append(f"{d['consumergroup']} {d['topic']}/{d['partition']}: kafscope {lags[labels]:.0f}, "
                        f"kafka_exporter {kx_samples.get(('kafka_consumergroup_lag', labels), float('nan')):.0f}")
samples_of = lambda path: sum(1 for l in open(path, errors="replace") if l.strip() and not l.startswith("#"))

# 5. The report.
mb = lambda kb: kb / 1024
once_wall, once_cpu, once_rss = med(x[0] for x in once), med(x[1] for x in once), med(x[2] for x in once)
once0_wall, once0_cpu = med(x[0] for x in once0), med(x[1] for x in once0)
idle_s = [s["seconds"] for s in idle]
during_s = [s["seconds"] for s in during]
collect_series = [v for c, v in sorted({(s["collections"], s["collect_s"]) for s in scrapes
                                        if s["collect_s"] is not None})]
ks_collect = med(quiet_cycles or ks_cycle_s[1:] or ks_cycle_s)
ratio = lambda x, y: f"{x / y:.2f}x" if y else "n/a"
rows = []
if kx:
    kc_wall, kc_cpu, kc_rss = med(x[0] for x in kx_cold), med(x[1] for x in kx_cold), med(x[2] for x in kx_cold)
    kx_s = [s["seconds"] for s in kxr["scrapes"]]
    kx_collect, kx_cpu = med(kx_s), med(kxr["cpu"])
    rows = [
        f"| one collection from a fresh process: wall s | {once_wall:.2f} (`--once`) | {kc_wall:.2f} (exec to first answer) | {ratio(once_wall, kc_wall)} |",
        f"| the same: CPU s | {once_cpu:.2f} | {kc_cpu:.2f} | {ratio(once_cpu, kc_cpu)} |",
        f"| the same: peak RSS MiB | {mb(once_rss):.0f} | {mb(kc_rss):.0f} | {ratio(once_rss, kc_rss)} |",
        f"| running: one collection, s (median) | {ks_collect:.2f} (`kafscope_collect_duration_seconds`, no scrape meanwhile) | {kx_collect:.2f} (a scrape) | {ratio(ks_collect, kx_collect)} |",
        f"| running: CPU s per collection | {ks_cpu_interval:.2f} (a whole {interval} s interval, no scrape) | {kx_cpu:.2f} (a scrape) | {ratio(ks_cpu_interval, kx_cpu)} |",
        f"| running: CPU s per scrape | {ks_cpu_scrape:.3f} (10 in a row) | {kx_cpu:.2f} (it collects) | {ratio(ks_cpu_scrape, kx_cpu)} |",
        f"| running: /metrics latency, median ms | {med(idle_s) * 1000:.1f} ({len(idle_s)} scrapes between collections) | {kx_collect * 1000:.0f} ({len(kx_s)} scrapes) | {ratio(med(idle_s), kx_collect)} |",
        f"| running: /metrics latency, p95 ms | {p95(idle_s) * 1000:.1f} | {p95(kx_s) * 1000:.0f} | {ratio(p95(idle_s), p95(kx_s))} |",
        f"| running: a scrape during a collection, max ms | {max(during_s) * 1000 if during_s else float('nan'):.1f} ({len(during_s)} scrapes) | {kxr['during']['seconds'] * 1000:.0f} (started 1 s into another scrape) | {ratio(max(during_s), kxr['during']['seconds']) if during_s else 'n/a'} |",
        f"| running: peak RSS MiB (VmHWM) | {mb(ks_hwm):.0f} | {mb(kxr['hwm']):.0f} | {ratio(ks_hwm, kxr['hwm'])} |",
        f"| running: RSS MiB at the end (VmRSS) | {mb(ks_rss):.0f} | {mb(kxr['rss']):.0f} | {ratio(ks_rss, kxr['rss'])} |",
        f"| /metrics response, MB (gzip) | {ks_bytes / 1e6:.1f} ({gz['bytes'] / 1e6:.2f}) | {kx_bytes / 1e6:.1f} ({kxr['gzip']['bytes'] / 1e6:.2f}) | {ratio(ks_bytes, kx_bytes)} |",
        f"| samples in /metrics | {samples_of(ks_body):,} | {samples_of(kx_body):,} | {ratio(samples_of(ks_body), samples_of(kx_body))} |",
    ]
    timeout_note = ""
    if kx_collect > 10:
        timeout_note = (f"\nA scrape of kafka_exporter here takes longer than Prometheus' default scrape_timeout (10 s), "
                        f"so a default Prometheus job would record it as down; kafscope's /metrics answers from the last collection.")
    kx_text = f"""kafka_exporter: {kx_how}; run as `kafka_exporter --kafka.server=B --kafka.version={kx_kafka_version}
--refresh.metadata=30s --offset.show-all` (its defaults otherwise: it collects when scraped, concurrent
scrapes share one collection, 100 topic workers). `--offset.show-all` is its default and the only way it
reports groups without members: it asks each group for its offsets on every partition of every topic.
First scrape after start {kxr['first']['seconds']:.2f} s (start-up, with its metadata fetch, {kxr['start_s']:.2f} s);
then {len(kx_s)} scrapes: {', '.join(f'{x:.2f}' for x in kx_s)} s; the scrape started 1 s into another's collection
took {kxr['during']['seconds']:.2f} s (the other {kxr['during_first'].get('seconds', float('nan')):.2f} s).
Fresh-process rounds (exec to first answer, s): {', '.join(f'{x[0]:.2f}' for x in kx_cold)}.{timeout_note}
{kx_error}"""
    shown = lambda xs: f"{len(xs)}" + (" (" + ", ".join("`" + x + "`" for x in xs[:3]) + ")" if xs else "")
    only_text = f"Series only kafscope served: {shown(only_ks)}; only kafka_exporter: {shown(only_kx)}."
    if only_ks:
        only_text += ("\nkafka_exporter 1.9.0 can leave out the last series of a collection: it reads the list of"
                      " collected series\nbefore the goroutine filling it has appended the last one (its issue #335;"
                      " a fix was merged after 1.9.0).")
    agree_text = f"""Both agree: on the bench's topics and groups (kafscope's `cluster` label left out),

| series | kafscope | kafka_exporter | in both | equal |
|---|---|---|---|---|
{chr(10).join(agree_rows)}

Total lag over the bench groups' partitions: seeded {seed['expected_lag']:,} ({seed['group_partitions']:,} group partitions);
kafscope {lag_total(ks_samples):,} in {lag_groups(ks_samples):,} groups, kafka_exporter {lag_total(kx_samples):,} in {lag_groups(kx_samples):,} groups.
A few lagging partitions: {'; '.join(examples)}.
{only_text}"""
else:
    rows = [
        f"| one collection from a fresh process: wall s | {once_wall:.2f} (`--once`) | not built | |",
        f"| the same: CPU s | {once_cpu:.2f} | | |",
        f"| the same: peak RSS MiB | {mb(once_rss):.0f} | | |",
        f"| running: one collection, s (median) | {ks_collect:.2f} | | |",
        f"| running: CPU s per collection | {ks_cpu_interval:.2f} (a whole {interval} s interval, no scrape) | | |",
        f"| running: CPU s per scrape | {ks_cpu_scrape:.3f} (10 in a row) | | |",
        f"| running: /metrics latency, median ms | {med(idle_s) * 1000:.1f} ({len(idle_s)} scrapes) | | |",
        f"| running: /metrics latency, p95 ms | {p95(idle_s) * 1000:.1f} | | |",
        f"| running: a scrape during a collection, max ms | {max(during_s) * 1000 if during_s else float('nan'):.1f} ({len(during_s)} scrapes) | | |",
        f"| running: peak RSS MiB (VmHWM) | {mb(ks_hwm):.0f} | | |",
        f"| /metrics response, MB (gzip) | {ks_bytes / 1e6:.1f} ({gz['bytes'] / 1e6:.2f}) | | |",
    ]
    kx_text = f"kafka_exporter could not be built, so there is no comparison: {kx_error}."
    agree_text = (f"Total lag over the bench groups' partitions: seeded {seed['expected_lag']:,}; kafscope "
                  f"{lag_total(ks_samples):,} in {lag_groups(ks_samples):,} groups.")

section = f"""## Monitor (issue 34)

`bench/monitor_bench.sh` ({datetime.date.today()}): `kafscope-cli monitor` against danielqsj/kafka_exporter
on a private single-node Kafka {version} broker (2 cores, 24 GiB, Debian 12, shared with other work:
load average before {' '.join(load_before)}, after {' '.join(load_after)}). Data set, seeded with Kafka's own
Java client in {seed['create_s'] + seed['produce_s'] + seed['commit_s']:.0f} s: {seed['topics']:,} topics / {seed['partitions']:,} partitions (every 10th
topic with 4 partitions, the rest with 1), {seed['records']:,} records of 100 bytes ({seed['records'] // seed['partitions']} a partition), and
{seed['groups']:,} consumer groups without members, each with committed offsets on every partition of
two topics ({seed['group_partitions']:,} group partitions), 0-4 records behind the log end. Nothing is written while
measuring, so both exporters must report the same offsets and lag.

Kafscope: `monitor --once` {rounds} times (median; with `--max-lag-reads 0`, which skips reading the
oldest unconsumed record of each lagging partition for `kafscope_consumergroup_lag_seconds`:
{once0_wall:.2f} s, CPU {once0_cpu:.2f} s), alternating with kafka_exporter's fresh-process rounds; then
`monitor --interval {interval}s` with a scrape (`curl`, time_total) every second for {cycles} collections after
the first. Collections: the first {ks_cycle_s[0]:.2f} s (it also opens the clients; {first_cycle_s:.1f} s after start); while
scraped every second {', '.join(f'{x:.2f}' for x in scraped_cycles) or 'none'} s (a scrape takes CPU too, and there are 2 cores); with
no scrape meanwhile {', '.join(f'{x:.2f}' for x in quiet_cycles) or 'none'} s. `kafscope_collect_duration_seconds` served:
{', '.join(f'{x:.2f}' for x in collect_series)}. Scrapes during a collection: {', '.join(f'{x * 1000:.0f}' for x in during_s) or 'none'} ms;
between collections median {med(idle_s) * 1000:.1f} ms, max {max(idle_s) * 1000:.1f} ms. Every scrape builds the text of
the last collection anew. RSS after the first collection, before any scrape: {mb(rss_after_first):.0f} MiB; peak after the
scrapes {mb(ks_hwm):.0f} MiB.

{kx_text}

| what | kafscope | kafka_exporter | kafscope / kafka_exporter |
|---|---|---|---|
{chr(10).join(rows)}

Ratios are kafscope's number over kafka_exporter's: below 1, kafscope took less time, CPU or memory.
Kafscope does more per collection: it also describes every group (state, type, assignor, members),
reads the record at each lagging group partition's committed offset for lag in seconds (at most 2,000
a cycle, cached by offset), and follows `__consumer_offsets` between collections for rebalances; it
asks each group only for the partitions it has offsets on.

{agree_text}

Re-run: `bench/monitor_bench.sh BUILD_DIR` (env TOPICS, GROUP_COUNT, RECORDS, ROUNDS, INTERVAL, CYCLES,
KX_SCRAPES; KAFKA_EXPORTER=BIN or KX_SRC=DIR when `go install` of the module is refused).
"""
write_section(doc, section)
keep = os.environ.get("KEEP_DIR")
if keep:  # the raw material, for a look after the work folder is gone
    os.makedirs(keep, exist_ok=True)
    for f in os.listdir(work):
        if f.endswith((".prom", ".err", ".json")):
            subprocess.run(["cp", os.path.join(work, f), keep])
PY
