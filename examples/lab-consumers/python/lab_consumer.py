#!/usr/bin/env python3
"""A lab consumer with confluent-kafka (librdkafka): a Consumer in a group.

Kafscope's external-consumer rebalance lab starts several of these with the same flags as the
other lab consumers (see ../README.md), plays restarts, crashes and stalls on them and judges
loss and duplicates from the JSON line printed on stdout for every processed record:

    {"topic":"T","partition":P,"offset":O}

At-least-once by default: enable.auto.commit is off; a record is processed (sleep --work), its
line printed, and its next offset remembered; the remembered offsets are committed synchronously
at least every second, in on_revoke (before the partitions move) and on close.

Both group protocols: --protocol classic (session.timeout.ms from --session-timeout) or
--protocol consumer (KIP-848, group.protocol=consumer: assignment, session timeout and heartbeat
interval are the broker's). --static sets group.instance.id. librdkafka heartbeats in a
background thread, so a --pause-on-usr1 pause (no poll) keeps the member in the group while it is
shorter than max.poll.interval.ms (5 minutes).
"""

import argparse
import json
import logging
import re
import signal
import sys
import time

from confluent_kafka import Consumer, KafkaError, KafkaException, TopicPartition

instance = "?"  # the --instance id, the prefix of every stderr line


def log(msg):
    """One diagnostic line on stderr, prefixed with the instance id (stdout is for records)."""
    sys.stderr.write(f"{instance}: {str(msg).replace(chr(10), ' ')}\n")
    sys.stderr.flush()


class _ClientLog(logging.Handler):
    """librdkafka's own log lines, through log() like every other diagnostic."""

    def emit(self, record):
        log(f"librdkafka: {record.getMessage()}")


def client_logger():
    logger = logging.getLogger("librdkafka")
    logger.propagate = False
    logger.addHandler(_ClientLog())
    logger.setLevel(logging.WARNING)
    return logger


_DURATION_PART = re.compile(r"(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)")
_UNITS = {"ns": 1e-9, "us": 1e-6, "µs": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0, "h": 3600.0}


def go_duration(text):
    """A Go-style duration ("2ms", "1.5s", "1m30s", "0") in seconds, for argparse."""
    if text == "0":
        return 0.0
    total, at = 0.0, 0
    while at < len(text):
        m = _DURATION_PART.match(text, at)
        if not m:
            raise argparse.ArgumentTypeError(f"want a duration like 2ms or 1.5s, not {text!r}")
        total += float(m.group(1)) * _UNITS[m.group(2)]
        at = m.end()
    if at == 0:
        raise argparse.ArgumentTypeError(f"want a duration like 2ms or 1.5s, not {text!r}")
    return total


def parse_args():
    p = argparse.ArgumentParser(description="Kafscope lab consumer (confluent-kafka)")
    p.add_argument("--bootstrap", required=True, help="bootstrap servers")
    p.add_argument("--group", required=True, help="consumer group id")
    p.add_argument("--topics", required=True, help="comma-separated topics")
    p.add_argument("--instance", required=True, help="stable id of the member slot")
    p.add_argument("--protocol", choices=["classic", "consumer"], default="classic")
    p.add_argument("--static", action="store_true", help="group.instance.id = --instance")
    p.add_argument("--session-timeout", type=int, default=10000, metavar="MS",
                   help="session timeout in ms (classic only)")
    p.add_argument("--work", type=go_duration, default=0.0, help="processing time per record")
    p.add_argument("--commit-first", action="store_true",
                   help="buggy at-most-once mode: commit before processing")
    p.add_argument("--pause-on-usr1", type=go_duration, default=0.0, metavar="DURATION",
                   help="on SIGUSR1 stop polling for this long")
    args = p.parse_args()  # a usage error exits with code 2
    # The text as given, for the "paused DURATION" line.
    argv = sys.argv[1:]
    args.pause_text = "0"
    for i, a in enumerate(argv):
        if a == "--pause-on-usr1" and i + 1 < len(argv):
            args.pause_text = argv[i + 1]
        elif a.startswith("--pause-on-usr1="):
            args.pause_text = a.split("=", 1)[1]
    return args


class LabConsumer:
    def __init__(self, args):
        self.args = args
        self.closing = False  # set by SIGTERM/SIGINT
        self.pause_requested = False  # set by SIGUSR1
        # Next offsets of processed records, not committed yet: {(topic, partition): offset}.
        # Touched only by the main thread (rebalance callbacks run inside poll()).
        self.processed = {}
        self.last_commit = time.monotonic()

        conf = {
            "bootstrap.servers": args.bootstrap,
            "group.id": args.group,
            "client.id": f"lab-{args.instance}",
            "group.protocol": args.protocol,
            "auto.offset.reset": "earliest",
            "enable.auto.commit": False,
            "log_level": 4,  # librdkafka's own log: warnings and worse
            "logger": client_logger(),  # ... on stderr with the instance prefix (served by poll())
            "error_cb": lambda err: log(f"error: {err}"),
        }
        if args.protocol == "classic":
            # Under KIP-848 these are the broker's (group.consumer.session.timeout.ms, ...).
            conf["session.timeout.ms"] = args.session_timeout
            conf["heartbeat.interval.ms"] = max(100, args.session_timeout // 5)
        if args.static:
            conf["group.instance.id"] = args.instance
        self.consumer = Consumer(conf)

    # ---- commits ----
    def commit_processed(self, why):
        self.last_commit = time.monotonic()
        if not self.processed:
            return
        offsets = [TopicPartition(t, p, o) for (t, p), o in self.processed.items()]
        self.processed.clear()
        try:
            self.consumer.commit(offsets=offsets, asynchronous=False)
        except KafkaException as e:
            # e.g. the partitions were lost: their records will be consumed again (at-least-once)
            log(f"commit ({why}) failed: {e}")

    # ---- rebalance callbacks (run in the main thread, inside poll()) ----
    @staticmethod
    def _names(partitions):
        return "[" + " ".join(sorted(f"{p.topic}/{p.partition}" for p in partitions)) + "]"

    def on_assign(self, consumer, partitions):
        log(f"assigned {self._names(partitions)}")

    def on_revoke(self, consumer, partitions):
        if partitions:
            self.commit_processed("revoke")
            log(f"revoked {self._names(partitions)}, processed offsets committed")

    def on_lost(self, consumer, partitions):
        # The group has already moved on (e.g. a session timeout): committing would fail.
        for p in partitions:
            self.processed.pop((p.topic, p.partition), None)
        log(f"lost {self._names(partitions)}")

    # ---- the loop ----
    def process(self, msg):
        topic, partition, offset = msg.topic(), msg.partition(), msg.offset()
        if self.args.commit_first:
            # The deliberate bug: the offset after this record is committed before it is
            # processed, so a crash during --work loses it (at-most-once).
            # Said before the commit: a crash right after the commit still leaves the line.
            log(f"commit-first {topic} {partition} {offset + 1}")
            self.consumer.commit(offsets=[TopicPartition(topic, partition, offset + 1)],
                                 asynchronous=False)
        if self.args.work > 0:
            time.sleep(self.args.work)  # "processing"
        sys.stdout.write(json.dumps({"topic": topic, "partition": partition, "offset": offset},
                                    separators=(",", ":")) + "\n")
        sys.stdout.flush()
        if not self.args.commit_first:
            self.processed[(topic, partition)] = offset + 1

    def pause(self):
        """The SIGUSR1 pause: no poll and no processing; librdkafka's heartbeat thread goes on."""
        self.pause_requested = False
        log(f"paused {self.args.pause_text}")
        end = time.monotonic() + self.args.pause_on_usr1
        while not self.closing and time.monotonic() < end:
            time.sleep(min(0.05, max(0.0, end - time.monotonic())))
        if not self.closing:
            log("resumed")

    def run(self):
        topics = self.args.topics.split(",")
        self.consumer.subscribe(topics, on_assign=self.on_assign, on_revoke=self.on_revoke,
                                on_lost=self.on_lost)
        membership = "static" if self.args.static else "dynamic"
        log(f"started (confluent-kafka, {self.args.protocol} protocol, {membership} member, "
            f"group {self.args.group}, topics {self.args.topics})")
        try:
            while not self.closing:
                if self.pause_requested:
                    self.pause()
                    continue
                msg = self.consumer.poll(0.2)
                if msg is not None:
                    if msg.error():
                        if msg.error().code() != KafkaError._PARTITION_EOF:
                            log(f"consume error: {msg.error()}")
                    else:
                        self.process(msg)
                if time.monotonic() - self.last_commit >= 1.0:
                    self.commit_processed("periodic")
        finally:
            log("closing")
            self.commit_processed("close")
            self.consumer.close()  # a dynamic member leaves the group; its partitions move at once
            log("closed")


def main():
    global instance
    args = parse_args()
    instance = args.instance
    lab = LabConsumer(args)

    def stop(signum, frame):  # SIGTERM/SIGINT: finish the record in hand, commit, close, exit 0
        lab.closing = True

    def usr1(signum, frame):
        if args.pause_on_usr1 > 0:
            lab.pause_requested = True
        else:
            log("SIGUSR1 ignored (no --pause-on-usr1)")

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGUSR1, usr1)
    lab.run()


if __name__ == "__main__":
    main()
