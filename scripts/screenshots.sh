#!/usr/bin/env bash
# Renders every view with the demo data at the default window size (1280x800), in the light and
# the dark theme, in English and in Chinese, into docs/screenshots/VIEW-THEME[-zh_CN].png. Starts a local Kafka for it (kafscope-cli
# local start + seed-demo) and stops and removes it at the end. Needs a build (scripts/build.sh).
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
stop_kafka() { "$cli" local stop --dir "$kafka_dir" --purge >/dev/null 2>&1 || true; rm -rf "$kafka_dir"; }
trap stop_kafka EXIT
bootstrap=$("$cli" local start --dir "$kafka_dir" --json | sed -n 's/.*"bootstrap": *"\([^"]*\)".*/\1/p' | head -n 1)
[ -n "$bootstrap" ] || { echo "screenshots.sh: the local Kafka did not start" >&2; exit 1; }
"$cli" --bootstrap "$bootstrap" local seed-demo >/dev/null
mkdir -p "$out"
# Every view, the demo topic where a view shows one; the harness runs its quick profile.
views=(cluster brokers topics topic:test-topic messages:test-topic produce:test-topic groups offsets rebalance
       acls users harness:quick)
# English, then Chinese (zh_CN, with the CJK font fonts-wqy-microhei from scripts/setup.sh).
for lang in en zh_CN; do
  suffix=""
  [ "$lang" = en ] || suffix="-$lang"
  for theme in light dark; do
    for view in "${views[@]}"; do
      file="$out/${view%%:*}-$theme$suffix.png"
      QT_QPA_PLATFORM=offscreen "$gui" --bootstrap "$bootstrap" --theme "$theme" --lang "$lang" --open "$view" \
        --screenshot "$file" 2> >(grep -v -e propagateSizeHints -e XDG_RUNTIME_DIR >&2)
      echo "$file"
    done
  done
done
