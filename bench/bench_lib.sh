# Sourced by the bench/*.sh scripts once ROOT and CLI are set: timing helpers, where the report
# goes, and a work directory with a private local broker that is stopped and removed on exit.
# KAFSCOPE_PERF_DOC=FILE writes the report elsewhere than docs/PERFORMANCE.md (for trying a bench).

now() { date +%s.%N; }
since() { echo "$(now) - $1" | bc; }
DOC=${KAFSCOPE_PERF_DOC:-$ROOT/docs/PERFORMANCE.md}
# The report writers (python heredocs) import bench/perf_doc.py.
export PYTHONPATH="$ROOT/bench${PYTHONPATH:+:$PYTHONPATH}"

# bench_start NAME [BROKERS]: WORK=/tmp/kafscope-NAME-bench.XXXXXX, BROKERS (1) local brokers in
# it, B their bootstrap address.
bench_start() {
    WORK=$(mktemp -d "/tmp/kafscope-$1-bench.XXXXXX")
    trap '"$CLI" local stop --dir "$WORK/kafka" --purge >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT
    B=$("$CLI" local start --brokers "${2:-1}" --dir "$WORK/kafka" --json \
        | python3 -c 'import json,sys; print(json.load(sys.stdin)["bootstrap"])')
}
