#!/usr/bin/env python3
"""Writes tests/test_costs.cmake from a build's CTest timing history.

CTest starts the tests it expects to take longest first, from the history it keeps in
BUILD/Testing/Temporary/CTestCostData.txt. A fresh clone (CI) has none and would start them in the
order they are declared, so a few long tests could end the run alone. The table this writes gives
those tests a COST (seconds) to order them by until a history exists.

    python3 scripts/test_costs.py [BUILD_DIR]     # default: build
"""
import pathlib
import sys

MIN_SECONDS = 15  # shorter tests keep the declared order

build = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "build")
data = build / "Testing" / "Temporary" / "CTestCostData.txt"
costs = {}
for line in data.read_text().splitlines():
    parts = line.split()
    if line.startswith("---"):
        break  # the failed-tests section follows
    if len(parts) == 3 and parts[0].startswith("test_"):
        seconds = float(parts[2])
        if seconds >= MIN_SECONDS:
            costs[parts[0]] = round(seconds)
out = pathlib.Path(__file__).resolve().parent.parent / "tests" / "test_costs.cmake"
lines = [
    "# Expected run times in seconds of the longer tests (scripts/test_costs.py writes this from a",
    "# build's CTest history): CTest starts the longest first even without a history of its own.",
]
for name, seconds in sorted(costs.items(), key=lambda kv: (-kv[1], kv[0])):
    lines.append(f"set(KAFSCOPE_TEST_COST_{name} {seconds})")
out.write_text("\n".join(lines) + "\n")
print(f"{out}: {len(costs)} tests")
