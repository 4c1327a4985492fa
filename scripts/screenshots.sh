#!/usr/bin/env bash
# Renders every view with the demo data at the default window size (1280x800), in the light and
# the dark theme, in English and in Chinese, into docs/screenshots/VIEW-THEME[-zh_CN].png. Then, in
# English: a harness comparison (harness-compare-THEME.png), the Rebalances view after a lab run with a
# crash (rebalance-lab-THEME.png), and a three-node cluster with one broker stopped
# (cluster-degraded-THEME.png, brokers-degraded-THEME.png). Starts the local Kafka clusters it needs
# (kafscope-cli local start + seed-demo) and stops and removes them at the end. Needs a build
# (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${KAFSCOPE_BUILD_DIR:-build}"
cli="$build/app/kafscope-cli"
gui="$build/app/kafscope"
out="${1:-docs/screenshots}"
for program in "$cli" "$gui"; do
  [ -x "$program" ] || { echo "screenshots.sh: $program is missing: run scripts/build.sh first" >&2; exit 1; }
done
kafka_dir=$(mktemp -d "${TMPDIR:-/tmp}/kafscope-screenshots.XXXXXX")
three_dir=$(mktemp -d "${TMPDIR:-/tmp}/kafscope-screenshots3.XXXXXX")
stop_kafka() {
  for d in "$kafka_dir" "$three_dir"; do
    "$cli" local stop --dir "$d" --purge >/dev/null 2>&1 || true
    rm -rf "$d"
  done
}
trap stop_kafka EXIT
bootstrap=$("$cli" local start --dir "$kafka_dir" --json | sed -n 's/.*"bootstrap": *"\([^"]*\)".*/\1/p' | head -n 1)
[ -n "$bootstrap" ] || { echo "screenshots.sh: the local Kafka did not start" >&2; exit 1; }
"$cli" --bootstrap "$bootstrap" local seed-demo >/dev/null
mkdir -p "$out"
# Every view, the demo topic where a view shows one; the harness runs its quick profile.
views=(cluster brokers topics topic:test-topic messages:test-topic produce:test-topic groups offsets rebalance
       acls users harness:quick)
# shot BOOTSTRAP VIEW FILE THEME LANG
shot() {
  QT_QPA_PLATFORM=offscreen "$gui" --bootstrap "$1" --theme "$4" --lang "$5" --open "$2" \
    --screenshot "$3" 2> >(grep -v -e propagateSizeHints -e XDG_RUNTIME_DIR >&2)
  echo "$3"
}
# English, then Chinese (zh_CN, with the CJK font fonts-wqy-microhei from scripts/setup.sh).
for lang in en zh_CN; do
  suffix=""
  [ "$lang" = en ] || suffix="-$lang"
  for theme in light dark; do
    for view in "${views[@]}"; do
      shot "$bootstrap" "$view" "$out/${view%%:*}-$theme$suffix.png" "$theme" "$lang"
    done
  done
done

# A comparison of the harness's strategies (fifo, strict, weighted), ranked.
for theme in light dark; do
  shot "$bootstrap" harness:compare "$out/harness-compare-$theme.png" "$theme" en
done
# A lab run with a crash: three members, one killed, the coordinator times it out, one joins later.
"$cli" --bootstrap "$bootstrap" lab run --group screenshot-lab --topic test-topic --session-timeout 6000 \
  --script "add 3; wait 6s; crash 1; wait 10s; add 1; wait 6s" >/dev/null
for theme in light dark; do
  shot "$bootstrap" rebalance:screenshot-lab "$out/rebalance-lab-$theme.png" "$theme" en
done
# A degraded cluster: three brokers, the third stopped.
bootstrap3=$("$cli" local start --dir "$three_dir" --brokers 3 --json |
  sed -n 's/.*"bootstrap": *"\([^"]*\)".*/\1/p' | head -n 1)
[ -n "$bootstrap3" ] || { echo "screenshots.sh: the three-node Kafka did not start" >&2; exit 1; }
"$cli" --bootstrap "$bootstrap3" local seed-demo >/dev/null
# A window on the healthy cluster first, as a user would have had: it remembers where each broker is,
# so the stopped one keeps its host and port.
shot "$bootstrap3" cluster "$three_dir/healthy.png" light en >/dev/null
"$cli" local stop-node 3 --dir "$three_dir" >/dev/null
for theme in light dark; do
  shot "$bootstrap3" cluster "$out/cluster-degraded-$theme.png" "$theme" en
  shot "$bootstrap3" brokers "$out/brokers-degraded-$theme.png" "$theme" en
done
