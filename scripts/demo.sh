#!/usr/bin/env bash
# Installs what is missing, builds, starts a local Kafka with demo data and opens Kafscope on it.
# Extra arguments go to the app (e.g. --screenshot demo.png on a machine without a display).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
build="${KAFSCOPE_BUILD_DIR:-build}"
cli="$build/app/kafscope-cli"
"$cli" local start --schema-registry
bootstrap=$("$cli" local status --json | sed -n 's/.*"bootstrap": "\([^"]*\)".*/\1/p')
"$cli" --bootstrap "$bootstrap" local seed-demo
echo "Kafka is running at $bootstrap; stop it with: $cli local stop"
exec "$build/app/kafscope" --bootstrap "$bootstrap" "$@"
