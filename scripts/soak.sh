#!/usr/bin/env bash
# The broker-fault soak for longer than CI runs it: the main window, offscreen, opens every view
# while the brokers of a three-node cluster of its own are stopped and started one after another
# (and the whole cluster once). The app must never abort; the last line gives the figures.
#
#   scripts/soak.sh [CYCLES] [DOWN_PASSES]    defaults 30 and 2 (CI runs 3 and 1)
#
# Builds the test first (scripts/build.sh must have configured ./build). One cycle takes about
# 30-60 s; the cluster lives in a temporary folder, removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${KAFSCOPE_BUILD_DIR:-build}"
cmake --build "$build" --target test_broker_soak kafscope-cli >/dev/null
export KAFSCOPE_SOAK_CYCLES="${1:-30}" KAFSCOPE_SOAK_DOWN_PASSES="${2:-2}"
export KAFSCOPE_CLI="$PWD/$build/app/kafscope-cli" QT_QPA_PLATFORM=offscreen
exec "$build/tests/gui/test_broker_soak"
