#!/usr/bin/env python3
"""Checks the monitor's Prometheus rules (CTest monitor_prometheus_rules).

1. `promtool check rules` on kafscope-rules.yml (syntax, PromQL, templates);
2. `promtool test rules` on kafscope-rules.test.yml (the unit tests);
3. every alert of the rules file has a test case where it fires and one where it must not.

promtool comes from Debian's `prometheus` package (scripts/setup.sh installs it). Without it this
check fails: it never passes having checked nothing.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys


def run(cmd, cwd=None):
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, timeout=300)
    print(proc.stdout, end="", flush=True)
    return proc.returncode


def alerts_in(rules_text):
    return re.findall(r"^\s*-\s*alert:\s*(\S+)\s*$", rules_text, re.M)


def coverage(test_text):
    """{alertname: {"fires", "quiet"}} from the alert_rule_test entries of a promtool test file."""
    seen = {}
    current = None
    lines = test_text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^\s*alertname:\s*(\S+)\s*$", line)
        if m:
            current = m.group(1)
            continue
        m = re.match(r"^\s*exp_alerts:\s*(.*?)\s*(#.*)?$", line)
        if m and current:
            kinds = seen.setdefault(current, set())
            if m.group(1) == "[]":
                kinds.add("quiet")
            elif m.group(1) == "":
                following = next((l for l in lines[i + 1:] if l.strip()), "")
                if re.match(r"^\s*-\s*exp_labels:", following):
                    kinds.add("fires")
            current = None
    return seen


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--promtool", default="promtool", help="promtool to run (default: from PATH)")
    ap.add_argument("--rules", required=True, help="kafscope-rules.yml")
    ap.add_argument("--tests", required=True, help="kafscope-rules.test.yml")
    args = ap.parse_args()

    promtool = shutil.which(args.promtool)
    if not promtool:
        print(f"FAIL: promtool ({args.promtool}) is missing: install Debian's prometheus package "
              "(scripts/setup.sh does) and configure again", file=sys.stderr)
        return 1

    failed = []
    if run([promtool, "check", "rules", args.rules]) != 0:
        failed.append("promtool check rules")
    tests = os.path.abspath(args.tests)
    if run([promtool, "test", "rules", tests], cwd=os.path.dirname(tests)) != 0:
        failed.append("promtool test rules")

    with open(args.rules, encoding="utf-8") as f:
        alerts = alerts_in(f.read())
    with open(args.tests, encoding="utf-8") as f:
        cases = coverage(f.read())
    if not alerts:
        failed.append(f"no alert found in {args.rules}")
    for alert in alerts:
        kinds = cases.get(alert, set())
        missing = [k for k in ("fires", "quiet") if k not in kinds]
        if missing:
            failed.append(f"{alert}: no test case where it " +
                          " and none where it ".join("fires" if k == "fires" else "must not fire"
                                                     for k in missing))
    for alert in sorted(set(cases) - set(alerts)):
        failed.append(f"{alert} is tested but is not an alert of {args.rules}")
    print(f"{len(alerts)} alerts, each with a firing and a quiet case: "
          f"{'no' if failed else 'yes'}")
    for f in failed:
        print("FAIL: " + f, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
