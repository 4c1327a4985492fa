#!/usr/bin/env python3
"""An independent Protobuf encoder for Kafscope's schema tests: protoc (Debian's protobuf-compiler)
compiles the .proto texts to a descriptor set, Google's Python protobuf (from PyPI) builds and
serializes the messages, and its json_format writes the JSON Kafscope must show.

  protobuf_encode.py schemas    -> {"money": PROTO_TEXT, "order": PROTO_TEXT}
  protobuf_encode.py encode ID  -> one JSON line per record: {"framed_hex", "message", "expected"}
"""
import json
import os
import struct
import subprocess
import sys
import tempfile

from google.protobuf import descriptor_pb2, descriptor_pool, json_format, message_factory

MONEY = """syntax = "proto3";
package shop.common;

message Money {
  string currency = 1;
  int64 units = 2;
  int32 nanos = 3;
}
"""

ORDER = """syntax = "proto3";
package shop;

import "common/money.proto";
import "google/protobuf/timestamp.proto";
import "google/protobuf/wrappers.proto";

message Ping {
  string from = 1;
}

message Order {
  enum Status { NEW = 0; PAID = 1; SHIPPED = 2; }
  message Line {
    string sku = 1;
    uint32 qty = 2;
    shop.common.Money price = 3;
  }
  int64 id = 1;
  string customer_name = 2;
  Status status = 3;
  repeated Line lines = 4;
  map<string, int32> attrs = 5;
  google.protobuf.Timestamp placed_at = 6;
  google.protobuf.StringValue coupon = 7;
  bytes blob = 8;
  double ratio = 9;
  float weight = 10;
  bool gift = 11;
  sint64 delta = 12;
  fixed32 code = 13;
  oneof contact {
    string email = 14;
    uint64 phone = 15;
  }
  shop.common.Money total = 16;
}
"""


def zigzag_varint(n):
    v = (n << 1) ^ (n >> 63)
    out = b""
    while True:
        b = v & 0x7F
        v >>= 7
        if v:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def index_bytes(path):
    if path == [0]:
        return b"\x00"  # the shortcut for the first message
    return zigzag_varint(len(path)) + b"".join(zigzag_varint(i) for i in path)


def compile_pool():
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "common"))
        with open(os.path.join(d, "common", "money.proto"), "w") as f:
            f.write(MONEY)
        with open(os.path.join(d, "order.proto"), "w") as f:
            f.write(ORDER)
        out = os.path.join(d, "set.pb")
        subprocess.run(["protoc", "-I", d, "--include_imports", "--descriptor_set_out=" + out, "order.proto"],
                       check=True)
        fds = descriptor_pb2.FileDescriptorSet()
        with open(out, "rb") as f:
            fds.ParseFromString(f.read())
    pool = descriptor_pool.DescriptorPool()
    for file in fds.file:
        pool.Add(file)
    return pool


RECORDS = [
    ("shop.Order", [1], {
        "id": "9007199254740993", "customer_name": "Ådne Ø", "status": "PAID",
        "lines": [{"sku": "A-1", "qty": 2, "price": {"currency": "NOK", "units": "149", "nanos": 500000000}},
                  {"sku": "B-2", "qty": 1}],
        "attrs": {"channel": 3, "priority": -1},
        "placed_at": "2024-05-01T12:00:00.123Z", "coupon": "SPRING", "blob": "3q2+7w==",
        "ratio": 0.1, "weight": 3.75, "gift": True, "delta": "-42", "code": 4294967295,
        "email": "a@example.com", "total": {"currency": "NOK", "units": "299", "nanos": 0},
    }),
    # Every field at its default: proto3 shows scalars, repeated and maps anyway.
    ("shop.Order", [1], {}),
    ("shop.Ping", [0], {"from": "edge-1"}),
    ("shop.Order.Line", [1, 0], {"sku": "Z", "qty": 7}),
]


def main():
    if sys.argv[1] == "schemas":
        print(json.dumps({"money": MONEY, "order": ORDER}))
        return
    schema_id = int(sys.argv[2])
    pool = compile_pool()
    for name, path, fields in RECORDS:
        cls = message_factory.GetMessageClass(pool.FindMessageTypeByName(name))
        msg = json_format.ParseDict(fields, cls())
        framed = b"\x00" + struct.pack(">I", schema_id) + index_bytes(path) + msg.SerializeToString()
        expected = json_format.MessageToDict(msg, preserving_proto_field_name=True,
                                             always_print_fields_with_no_presence=True)
        print(json.dumps({"framed_hex": framed.hex(), "message": name, "expected": expected}))


if __name__ == "__main__":
    main()
