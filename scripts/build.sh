#!/usr/bin/env bash
# Configures and builds Kafscope into ./build (or $KAFSCOPE_BUILD_DIR). librdkafka comes from
# scripts/librdkafka.sh (built once into the cache), unless KAFSCOPE_SYSTEM_RDKAFKA=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${KAFSCOPE_BUILD_DIR:-build}"
if [ "${KAFSCOPE_SYSTEM_RDKAFKA:-OFF}" = ON ]; then
  rdkafka=(-DKAFSCOPE_SYSTEM_RDKAFKA=ON)
else
  prefix=$(scripts/librdkafka.sh)
  rdkafka=(-DKAFSCOPE_SYSTEM_RDKAFKA=OFF -DKAFSCOPE_RDKAFKA_PREFIX="$prefix")
fi
# ccache, where a developer has it, lets a second work tree or a clean build reuse compiled objects.
launcher=()
if command -v ccache >/dev/null 2>&1; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # Paths relative to the work tree, so another clone of the same sources hits the same entries.
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}" CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-1}"
fi
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" \
  -DKAFSCOPE_WERROR="${KAFSCOPE_WERROR:-ON}" "${rdkafka[@]}" "${launcher[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)"
