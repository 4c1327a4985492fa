#!/usr/bin/env bash
# Fails when a C++ file of the tree is not formatted as .clang-format says (clang-format from
# Debian, installed by scripts/setup.sh). `scripts/check-format.sh --fix` formats them instead.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "check-format: clang-format missing (scripts/setup.sh installs it)" >&2; exit 1; }
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find app core ui tests bench -name '*.cpp' -o -name '*.h')
if [ "${1:-}" = --fix ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/kafscope-format.$$; then
  grep -E '^[^ ].*(warning|error):' /tmp/kafscope-format.$$ | cut -d: -f1 | sort -u | sed 's/^/  not formatted: /' >&2
  rm -f /tmp/kafscope-format.$$
  echo "check-format: run scripts/check-format.sh --fix" >&2
  exit 1
fi
rm -f /tmp/kafscope-format.$$
echo "check-format: ${#files[@]} files formatted as .clang-format says"
