#!/usr/bin/env python3
"""Tests of dashboard_queries.py against a fake Prometheus (CTest monitor_dashboard_queries_script).

The fake answers /api/v1/query on a loopback port chosen by the system, from a table the test
sets; it records the queries it was asked. No timing is involved.
"""

import http.server
import io
import json
import os
import socket
import sys
import tempfile
import threading
import unittest
import urllib.parse
from contextlib import redirect_stderr, redirect_stdout

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dashboard_queries  # noqa: E402

DASHBOARD = os.path.join(HERE, "..", "..", "packaging", "grafana", "kafscope-dashboard.json")


def vector(n):
    return 200, json.dumps({"status": "success", "data": {"resultType": "vector", "result": [
        {"metric": {"cluster": f"c{i}"}, "value": [1700000000, "1"]} for i in range(n)]}})


class FakePrometheus(http.server.BaseHTTPRequestHandler):
    answer = staticmethod(lambda expr: vector(1))  # expr -> (HTTP status, body)
    asked = []

    def do_GET(self):
        url = urllib.parse.urlparse(self.path)
        if url.path != "/api/v1/query":
            self.send_error(404)
            return
        expr = urllib.parse.parse_qs(url.query)["query"][0]
        FakePrometheus.asked.append(expr)
        status, body = FakePrometheus.answer(expr)
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def small_dashboard(extra_panels=(), variables=None):
    ds = {"type": "prometheus", "uid": "${datasource}"}
    return {
        "templating": {"list": variables if variables is not None else [
            {"name": "datasource", "type": "datasource", "query": "prometheus"},
            {"name": "cluster", "type": "query", "includeAll": True, "allValue": ".*",
             "query": {"query": "label_values(kafscope_up, cluster)"}},
            {"name": "consumergroup", "type": "query", "includeAll": True,
             "query": 'label_values(kafscope_consumergroup_info{cluster=~"$cluster"}, consumergroup)'},
        ]},
        "panels": [
            {"type": "stat", "title": "Up", "datasource": ds,
             "targets": [{"refId": "A", "expr": 'kafscope_up{cluster=~"$cluster"}'}]},
            {"type": "row", "title": "Groups", "collapsed": True, "panels": [
                {"type": "timeseries", "title": "Rate", "datasource": ds, "targets": [
                    {"refId": "A", "expr": 'rate(x{cluster=~"${cluster}"}[$__rate_interval])'},
                    {"refId": "B", "expr": 'increase(y{consumergroup=~"$consumergroup"}[$__range])'},
                ]},
            ]},
            *extra_panels,
        ],
    }


class DashboardQueriesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakePrometheus)
        cls.url = f"http://127.0.0.1:{cls.server.server_address[1]}"
        cls.thread = threading.Thread(target=cls.server.serve_forever, daemon=True)
        cls.thread.start()

    @classmethod
    def tearDownClass(cls):
        cls.server.shutdown()
        cls.server.server_close()

    def setUp(self):
        FakePrometheus.asked = []
        FakePrometheus.answer = staticmethod(lambda expr: vector(1))
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, dashboard):
        path = os.path.join(self.tmp.name, "d.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(dashboard, f)
        return path

    def run_script(self, *args, url=None):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            rc = dashboard_queries.main(["--prometheus", url or self.url, *args])
        return rc, out.getvalue(), err.getvalue()

    def test_all_answered_substitutes_every_variable(self):
        rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()))
        self.assertEqual(rc, 0, out)
        self.assertEqual(FakePrometheus.asked, [
            "count by (cluster) (kafscope_up)",
            'count by (consumergroup) (kafscope_consumergroup_info{cluster=~".*"})',
            'kafscope_up{cluster=~".*"}',
            'rate(x{cluster=~".*"}[1m])',
            'increase(y{consumergroup=~".*"}[1h])',
        ])
        lines = out.splitlines()
        self.assertEqual(len(lines), 6)  # five queries and the summary
        self.assertEqual(lines[3], 'ok\tRate [A]\t1\trate(x{cluster=~".*"}[1m])')
        self.assertEqual(lines[-1], "5 queries, 0 failed")

    def test_values_are_escaped_as_grafana_does(self):
        rc, _, _ = self.run_script("--dashboard", self.write(small_dashboard()),
                                   "--cluster", "prod.eu", "--cluster", "a|b",
                                   "--group", 'g"1', "--rate-interval", "2m", "--range", "3h")
        self.assertEqual(rc, 0)
        self.assertIn('kafscope_up{cluster=~"prod\\\\.eu|a\\\\|b"}', FakePrometheus.asked)
        self.assertIn('rate(x{cluster=~"prod\\\\.eu|a\\\\|b"}[2m])', FakePrometheus.asked)
        self.assertIn('increase(y{consumergroup=~"g\\"1"}[3h])', FakePrometheus.asked)

    def test_empty_result_fails_unless_allowed(self):
        FakePrometheus.answer = staticmethod(
            lambda expr: vector(0) if expr.startswith("increase(y") else vector(2))
        path = self.write(small_dashboard())
        rc, out, _ = self.run_script("--dashboard", path)
        self.assertEqual(rc, 1)
        self.assertIn('EMPTY\tRate [B]\t0\tincrease(y{consumergroup=~".*"}[1h])', out)
        self.assertIn("ok\tRate [A]\t2\t", out)
        rc, out, _ = self.run_script("--dashboard", path, "--allow-empty", "Rate")
        self.assertEqual(rc, 0, out)
        self.assertIn("empty\tRate [B]\t0\t", out)

    def test_query_error_fails_and_says_why(self):
        def answer(expr):
            if expr.startswith("rate("):
                return 400, json.dumps({"status": "error", "errorType": "bad_data",
                                        "error": "1:5: parse error: unexpected"})
            return vector(1)
        FakePrometheus.answer = staticmethod(answer)
        rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()),
                                     "--allow-empty", "Rate")
        self.assertEqual(rc, 1)  # --allow-empty does not excuse an error
        self.assertIn("error\tRate [A]\t0\t", out)
        self.assertIn("HTTP 400: bad_data: 1:5: parse error: unexpected", out)
        self.assertIn("5 queries, 1 failed", out)

    def test_not_json_and_failed_status(self):
        FakePrometheus.answer = staticmethod(lambda expr: (500, "<html>oops</html>"))
        rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()))
        self.assertEqual(rc, 1)
        self.assertIn("HTTP 500", out)
        FakePrometheus.answer = staticmethod(
            lambda expr: (200, json.dumps({"status": "error", "error": "timeout"})))
        rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()))
        self.assertEqual(rc, 1)
        self.assertIn("status error: timeout", out)
        FakePrometheus.answer = staticmethod(lambda expr: (200, "not json"))
        rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()))
        self.assertEqual(rc, 1)
        self.assertIn("not JSON", out)

    def test_loopback_ignores_http_proxy(self):
        saved = {k: os.environ.get(k) for k in ("http_proxy", "HTTP_PROXY", "no_proxy", "NO_PROXY")}
        try:
            for k in saved:
                os.environ.pop(k, None)
            os.environ["http_proxy"] = os.environ["HTTP_PROXY"] = "http://127.0.0.1:9/"
            rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()))
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
        self.assertEqual(rc, 0, out)

    def test_unreachable_prometheus(self):
        with socket.socket() as s:  # a port nobody listens on
            s.bind(("127.0.0.1", 0))
            closed = f"http://127.0.0.1:{s.getsockname()[1]}"
        rc, out, _ = self.run_script("--dashboard", self.write(small_dashboard()), url=closed)
        self.assertEqual(rc, 1)
        self.assertIn("cannot reach", out)

    def test_dashboard_errors_are_usage_errors(self):
        unknown = small_dashboard([{"type": "stat", "title": "Bad", "targets": [
            {"refId": "A", "expr": 'x{topic=~"$topic"}'}]}])
        rc, _, err = self.run_script("--dashboard", self.write(unknown))
        self.assertEqual(rc, 2)
        self.assertIn("unknown template variable $topic", err)
        self.assertEqual(FakePrometheus.asked, [])  # nothing asked before the dashboard is whole
        rc, _, err = self.run_script("--dashboard", self.write(small_dashboard()),
                                     "--allow-empty", "No such panel")
        self.assertEqual(rc, 2)
        self.assertIn("no panel or variable", err)
        rc, _, err = self.run_script("--dashboard", os.path.join(self.tmp.name, "missing.json"))
        self.assertEqual(rc, 2)
        with open(os.path.join(self.tmp.name, "broken.json"), "w") as f:
            f.write("{")
        rc, _, err = self.run_script("--dashboard", os.path.join(self.tmp.name, "broken.json"))
        self.assertEqual(rc, 2)
        rc, _, err = self.run_script("--dashboard", self.write(small_dashboard()),
                                     "--var", "nope=1")
        self.assertEqual(rc, 2)
        self.assertIn("no variable named nope", err)

    def test_the_shipped_dashboard_is_run_whole(self):
        rc, out, _ = self.run_script("--dashboard", DASHBOARD, "--cluster", "prod")
        self.assertEqual(rc, 0, out)
        with open(DASHBOARD, encoding="utf-8") as f:
            text = f.read()
        targets = text.count('"expr":')
        self.assertGreaterEqual(targets, 20)
        self.assertEqual(len(FakePrometheus.asked), targets + 2)  # and the two query variables
        for expr in FakePrometheus.asked:
            self.assertNotIn("$", expr)
        self.assertIn('kafscope_up{cluster=~"prod"}', FakePrometheus.asked)


if __name__ == "__main__":
    unittest.main(verbosity=2)
