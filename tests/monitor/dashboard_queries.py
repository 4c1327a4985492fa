#!/usr/bin/env python3
"""Runs every query of a Grafana dashboard against Prometheus (Python 3 standard library only).

    dashboard_queries.py --prometheus URL --dashboard FILE [--cluster C]... [--group G]...
                         [--allow-empty TITLE]...
    dashboard_queries.py --check-promql --dashboard FILE [--promtool PATH]

With --prometheus, each panel target's expr, its template variables substituted ($cluster,
$consumergroup, $__rate_interval -> 1m, $__interval -> 1m, $__range -> 1h, ...), is sent to
URL/api/v1/query, and one line is printed per query:

    STATUS<TAB>PANEL TITLE [REFID]<TAB>SERIES<TAB>EXPR

STATUS is ok, empty or error. The query variables (label_values(EXPR, LABEL)) are checked as well,
as `count by (LABEL) (EXPR)` under the title "variable NAME". The exit status is 1 if a query
errs, or returns no series and its title was not given with --allow-empty; 2 on a usage error or
a dashboard that cannot be read (an unknown variable, an --allow-empty title it does not have).

With --check-promql, no Prometheus is asked: the substituted queries are written as recording
rules to a temporary file and `promtool check rules` parses them with the PromQL parser of the
Prometheus installed (Debian 12: 2.42), after checks of the dashboard's shape (a Prometheus
`datasource` variable used by every panel, the cluster and consumergroup variables).

Template values: --cluster and --group (repeatable; joined as a regular expression with each value
escaped, as Grafana does for a multi-value variable), --var NAME=VALUE for any other variable
(inserted as given); a variable not given takes its "All" value (allValue, else .*).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request

REGEX_SPECIAL = re.compile(r"""([$^*{}\[\]'+?.()|])""")
VAR_REF = re.compile(r"\$\{(\w+)(?::(\w+))?\}|\[\[(\w+)(?::(\w+))?\]\]|\$(\w+)")
LABEL_VALUES = re.compile(r"^\s*label_values\(\s*(.*?)\s*(?:,\s*(\w+)\s*)?\)\s*$", re.S)


class DashboardError(Exception):
    pass


def duration_seconds(text):
    m = re.fullmatch(r"(\d+)(ms|s|m|h|d|w|y)", text)
    if not m:
        raise DashboardError(f"not a Prometheus duration: {text!r} (e.g. 30s, 1m, 1h)")
    factor = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800, "y": 31536000}
    return int(m.group(1)) * factor[m.group(2)]


def regex_escape(value):
    # Grafana's escaping of a multi-value Prometheus variable: each special character gets two
    # backslashes in the query text (one for the PromQL string, one for the regular expression).
    value = value.replace("\\", "\\\\\\\\")
    value = REGEX_SPECIAL.sub(r"\\\\\1", value)
    return value.replace('"', '\\"')


def builtins(args):
    rate = duration_seconds(args.rate_interval)
    interval = duration_seconds(args.interval)
    rng = duration_seconds(args.range)
    return {
        "__rate_interval": args.rate_interval,
        "__rate_interval_ms": str(int(rate * 1000)),
        "__interval": args.interval,
        "__interval_ms": str(int(interval * 1000)),
        "__range": args.range,
        "__range_s": str(int(rng)),
        "__range_ms": str(int(rng * 1000)),
    }


def variable_values(dashboard, args):
    """{name: text to insert} for the dashboard's variables."""
    given = {}
    if args.cluster:
        given["cluster"] = "|".join(regex_escape(v) for v in args.cluster)
    if args.group:
        given["consumergroup"] = "|".join(regex_escape(v) for v in args.group)
    for item in args.var:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise DashboardError(f"--var takes NAME=VALUE, got {item!r}")
        given[name] = value
    values = builtins(args)
    variables = dashboard.get("templating", {}).get("list", [])
    known = {v.get("name") for v in variables}
    for name in given:
        if name not in known:
            raise DashboardError(f"the dashboard has no variable named {name}")
    for v in variables:
        name = v.get("name")
        if v.get("type") == "datasource":
            values[name] = "${" + name + "}"  # only ever in datasource fields, never in a query
        elif name in given:
            values[name] = given[name]
        elif v.get("includeAll"):
            values[name] = v.get("allValue") or ".*"
        else:
            raise DashboardError(f"variable {name} has no All value: give it with --var {name}=VALUE")
    return values


def substitute(expr, values, where):
    def repl(m):
        name = m.group(1) or m.group(3) or m.group(5)
        if name not in values:
            raise DashboardError(f"{where}: unknown template variable ${name} in {expr!r}")
        return values[name]

    return VAR_REF.sub(repl, expr)


def panels_of(panels):
    for p in panels:
        yield p
        yield from panels_of(p.get("panels", []))  # a collapsed row holds its panels


def queries(dashboard, values):
    """[(title, expr)] of every panel target and every label_values variable, substituted."""
    out = []
    for v in dashboard.get("templating", {}).get("list", []):
        if v.get("type") != "query":
            continue
        q = v.get("query")
        if isinstance(q, dict):
            q = q.get("query", "")
        m = LABEL_VALUES.match(q or "")
        if not m:
            raise DashboardError(f"variable {v.get('name')}: only label_values(...) is understood, "
                                 f"got {q!r}")
        expr, label = (m.group(1), m.group(2)) if m.group(2) else ("{__name__=~\".+\"}", m.group(1))
        title = f"variable {v.get('name')}"
        out.append((title, f"count by ({label}) ({substitute(expr, values, title)})"))
    for p in panels_of(dashboard.get("panels", [])):
        title = p.get("title", "")
        for t in p.get("targets", []):
            expr = t.get("expr")
            if not expr:
                continue
            where = f"{title} [{t.get('refId', '?')}]"
            out.append((where, " ".join(substitute(expr, values, where).split())))
    if not out:
        raise DashboardError("the dashboard has no query")
    return out


def titles_of(dashboard):
    titles = {p.get("title", "") for p in panels_of(dashboard.get("panels", []))}
    titles |= {f"variable {v.get('name')}" for v in dashboard.get("templating", {}).get("list", [])}
    return titles


def opener_for(url):
    # A Prometheus on loopback (the tests') is asked directly, whatever http_proxy says.
    host = urllib.parse.urlparse(url).hostname or ""
    loopback = host == "localhost" or host == "::1" or host.startswith("127.")
    return urllib.request.build_opener(urllib.request.ProxyHandler({}) if loopback else
                                       urllib.request.ProxyHandler())


def ask(prometheus, expr, at, timeout):
    """(series count, None) or (None, error text)."""
    params = {"query": expr}
    if at:
        params["time"] = at
    url = prometheus.rstrip("/") + "/api/v1/query?" + urllib.parse.urlencode(params)
    try:
        with opener_for(url).open(url, timeout=timeout) as r:
            body = r.read(64 << 20)
    except urllib.error.HTTPError as e:
        body = e.read(1 << 20)
        try:
            answer = json.loads(body)
            return None, f"HTTP {e.code}: {answer.get('errorType', '')}: {answer.get('error', '')}"
        except ValueError:
            return None, f"HTTP {e.code}: {body[:200]!r}"
    except (urllib.error.URLError, OSError) as e:
        return None, f"cannot reach {prometheus}: {getattr(e, 'reason', e)}"
    try:
        answer = json.loads(body)
    except ValueError:
        return None, f"not JSON: {body[:200]!r}"
    if not isinstance(answer, dict) or answer.get("status") != "success":
        err = answer.get("error") if isinstance(answer, dict) else answer
        return None, f"status {answer.get('status') if isinstance(answer, dict) else '?'}: {err}"
    data = answer.get("data") or {}
    kind, result = data.get("resultType"), data.get("result")
    if kind in ("vector", "matrix") and isinstance(result, list):
        return len(result), None
    if kind in ("scalar", "string"):
        return 1, None
    return None, f"unexpected answer: resultType {kind!r}"


def run_queries(args, dashboard):
    values = variable_values(dashboard, args)
    todo = queries(dashboard, values)
    titles = titles_of(dashboard)
    for t in args.allow_empty:
        if t not in titles:
            raise DashboardError(f"--allow-empty {t!r}: the dashboard has no panel or variable "
                                 "with that title")
    bad = 0
    for where, expr in todo:
        title = re.sub(r" \[[^\]]*\]$", "", where)
        count, error = ask(args.prometheus, expr, args.time, args.timeout)
        if error is not None:
            status, shown = "error", f"0\t{expr}\t{error}"
            bad += 1
        elif count == 0:
            allowed = title in args.allow_empty
            status, shown = ("empty" if allowed else "EMPTY"), f"0\t{expr}"
            bad += 0 if allowed else 1
        else:
            status, shown = "ok", f"{count}\t{expr}"
        print(f"{status}\t{where}\t{shown}", flush=True)
    print(f"{len(todo)} queries, {bad} failed", flush=True)
    return 1 if bad else 0


def check_shape(dashboard):
    problems = []
    variables = {v.get("name"): v for v in dashboard.get("templating", {}).get("list", [])}
    ds = variables.get("datasource")
    if not ds or ds.get("type") != "datasource" or ds.get("query") != "prometheus":
        problems.append("no variable 'datasource' of type datasource (prometheus)")
    cluster = variables.get("cluster", {})
    q = cluster.get("query")
    q = q.get("query") if isinstance(q, dict) else q
    if q != "label_values(kafscope_up, cluster)":
        problems.append(f"variable cluster is not label_values(kafscope_up, cluster): {q!r}")
    if "consumergroup" not in variables:
        problems.append("no variable consumergroup")
    for p in panels_of(dashboard.get("panels", [])):
        if p.get("type") == "row":
            continue
        uids = [p.get("datasource", {}).get("uid")]
        uids += [t.get("datasource", {}).get("uid") for t in p.get("targets", [])]
        if any(u != "${datasource}" for u in uids):
            problems.append(f"panel {p.get('title')!r} does not use ${{datasource}}")
        if not p.get("targets"):
            problems.append(f"panel {p.get('title')!r} has no query")
    return problems


def check_promql(args, dashboard):
    promtool = shutil.which(args.promtool)
    if not promtool:
        print(f"FAIL: promtool ({args.promtool}) is missing: install Debian's prometheus package "
              "(scripts/setup.sh does)", file=sys.stderr)
        return 1
    problems = check_shape(dashboard)
    todo = queries(dashboard, variable_values(dashboard, args))
    # One group per query, named after it, so promtool's error says which one failed.
    groups = [{"name": where, "rules": [{"record": f"kafscope_dashboard:query{i}", "expr": expr}]}
              for i, (where, expr) in enumerate(todo)]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "dashboard-queries.rules.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"groups": groups}, f, indent=1)
        proc = subprocess.run([promtool, "check", "rules", path], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=120)
    for where, expr in todo:
        print(f"query\t{where}\t{expr}")
    print(proc.stdout, end="")
    if proc.returncode != 0:
        problems.append(f"promtool check rules rejected a query (exit {proc.returncode})")
    for p in problems:
        print("FAIL: " + p, file=sys.stderr)
    print(f"{len(todo)} queries, {'invalid' if problems else 'valid PromQL'}")
    return 1 if problems else 0


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Runs every query of a Grafana dashboard against Prometheus.",
        epilog="Exit status: 0 all queries answered with series (or allowed empty), 1 a query "
               "failed, 2 usage or dashboard error.")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--prometheus", metavar="URL", help="e.g. http://127.0.0.1:9090")
    mode.add_argument("--check-promql", action="store_true",
                      help="parse the queries with promtool instead of running them")
    ap.add_argument("--dashboard", required=True, metavar="FILE")
    ap.add_argument("--cluster", action="append", default=[], metavar="C",
                    help="value of $cluster (repeatable; default: All)")
    ap.add_argument("--group", action="append", default=[], metavar="G",
                    help="value of $consumergroup (repeatable; default: All)")
    ap.add_argument("--var", action="append", default=[], metavar="NAME=VALUE",
                    help="value of another variable, inserted as given")
    ap.add_argument("--allow-empty", action="append", default=[], metavar="TITLE",
                    help="a panel (or 'variable NAME') whose queries may return no series")
    ap.add_argument("--rate-interval", default="1m", help="$__rate_interval (default 1m)")
    ap.add_argument("--interval", default="1m", help="$__interval (default 1m)")
    ap.add_argument("--range", default="1h", help="$__range (default 1h)")
    ap.add_argument("--time", help="evaluation time (RFC 3339 or Unix seconds; default: now)")
    ap.add_argument("--timeout", type=float, default=30, help="seconds per query (default 30)")
    ap.add_argument("--promtool", default="promtool", help="with --check-promql (default: PATH)")
    args = ap.parse_args(argv)
    try:
        with open(args.dashboard, encoding="utf-8") as f:
            dashboard = json.load(f)
        if not isinstance(dashboard, dict):
            raise DashboardError(f"{args.dashboard} is not a dashboard (a JSON object)")
        if args.check_promql:
            return check_promql(args, dashboard)
        return run_queries(args, dashboard)
    except (OSError, ValueError, DashboardError) as e:
        print(f"dashboard_queries: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
