#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test. CTest fixtures start the real Kafka brokers
# the integration tests need (fetched from Maven Central on first use) and stop them at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The tree is formatted as .clang-format says, and compiles without a warning.
scripts/check-format.sh
scripts/build.sh
build="${KAFSCOPE_BUILD_DIR:-build}"
export QT_QPA_PLATFORM=offscreen
# Two at once, the longest first (tests/test_costs.cmake): the tests that measure rebalance stops,
# latencies and recovery against real brokers were judged with two tests sharing the two cores; three
# or four at once made them miss (tried and measured, stop 48).
ctest --test-dir "$build" --output-on-failure -j 2 --timeout 900 "$@"
