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
# Four at once: the tests wait on brokers and peers for much of the time (tests that measure time
# take two slots: tests/CMakeLists.txt; the longest start first: tests/test_costs.cmake).
ctest --test-dir "$build" --output-on-failure -j 4 --timeout 900 "$@"
