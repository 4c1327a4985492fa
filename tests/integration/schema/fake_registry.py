#!/usr/bin/env python3
"""A misbehaving schema registry for the bounds tests (issue 32), on 127.0.0.1 at a free port.

Prints "PORT <n>" (and, with --mode redirect, "OTHER <n>") once it listens; logs every request
as one line "<port> <method> <path> <authorization header or ->" to --log. Modes:
  status     every GET answers HTTP --status with {"error_code": .., "message": "internal"}
  slow       sleeps --delay seconds, then answers like status
  redirect   answers 302 to the same path on a second server (another port), which answers 500
  huge       200 with a body of --size bytes ({"schema": "AAAA..."}), sent in chunks
  schema     200 {"schema": <--schema-file text>, "schemaType": --type} for /schemas/ids/N,
             [{"subject": "s", "version": 1}] for /schemas/ids/N/versions
Stopped by the test (SIGTERM/SIGKILL).
"""
import argparse
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

args = None
log_lock = threading.Lock()


def log(port, method, path, auth):
    with log_lock, open(args.log, 'a') as f:
        f.write('%d %s %s %s\n' % (port, method, path, auth or '-'))


def make_handler(answer):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = 'HTTP/1.1'

        def log_message(self, *a):
            pass

        def do_GET(self):
            log(self.server.server_address[1], 'GET', self.path, self.headers.get('Authorization'))
            answer(self)

        def send_body(self, status, body, extra=()):
            self.send_response(status)
            self.send_header('Content-Type', 'application/json')
            self.send_header('Content-Length', str(len(body)))
            for k, v in extra:
                self.send_header(k, v)
            self.end_headers()
            try:
                self.wfile.write(body)
            except OSError:
                pass
    return Handler


def error_answer(h):
    h.send_body(args.status, json.dumps({'error_code': args.status * 100 + 1,
                                         'message': 'internal'}).encode())


def main():
    global args
    p = argparse.ArgumentParser()
    p.add_argument('--mode', required=True)
    p.add_argument('--log', required=True)
    p.add_argument('--status', type=int, default=500)
    p.add_argument('--delay', type=float, default=0)
    p.add_argument('--size', type=int, default=0)
    p.add_argument('--schema-file')
    p.add_argument('--type', default='AVRO')
    args = p.parse_args()
    open(args.log, 'w').close()

    def slow(h):
        time.sleep(args.delay)
        error_answer(h)

    def huge(h):
        h.send_response(200)
        h.send_header('Content-Type', 'application/json')
        h.send_header('Content-Length', str(args.size))
        h.end_headers()
        head = b'{"schema":"'
        left = args.size - len(head) - 2
        try:
            h.wfile.write(head)
            chunk = b'A' * 65536
            while left > 0:
                n = min(left, len(chunk))
                h.wfile.write(chunk[:n])
                left -= n
            h.wfile.write(b'"}')
        except OSError:
            pass

    text = open(args.schema_file).read() if args.schema_file else ''

    def schema(h):
        if h.path.endswith('/versions'):
            h.send_body(200, json.dumps([{'subject': 's', 'version': 1}]).encode())
        else:
            h.send_body(200, json.dumps({'schema': text, 'schemaType': args.type}).encode())

    servers = []
    if args.mode == 'redirect':
        other = ThreadingHTTPServer(('127.0.0.1', 0), make_handler(error_answer))
        other_port = other.server_address[1]

        def redirect(h):
            h.send_body(302, b'{}', [('Location', 'http://127.0.0.1:%d%s' % (other_port, h.path))])
        main_server = ThreadingHTTPServer(('127.0.0.1', 0), make_handler(redirect))
        servers = [main_server, other]
    else:
        answer = {'status': error_answer, 'slow': slow, 'huge': huge, 'schema': schema}[args.mode]
        main_server = ThreadingHTTPServer(('127.0.0.1', 0), make_handler(answer))
        servers = [main_server]
    for s in servers:
        s.daemon_threads = True
    print('PORT %d' % main_server.server_address[1])
    if len(servers) > 1:
        print('OTHER %d' % servers[1].server_address[1])
    sys.stdout.flush()
    for s in servers[1:]:
        threading.Thread(target=s.serve_forever, daemon=True).start()
    main_server.serve_forever()


if __name__ == '__main__':
    main()
