#!/usr/bin/env python3
"""An independent Avro encoder for Kafscope's schema tests: fastavro (from PyPI) writes the records,
and the values Kafscope must show are computed here from the Python values, not from Kafscope.

  avro_encode.py schemas        -> {"address": SCHEMA_TEXT, "order": SCHEMA_TEXT}
  avro_encode.py encode ID      -> one JSON line per record: {"framed_hex": ..., "expected": {...}}
"""
import base64
import datetime as dt
import decimal
import io
import json
import struct
import sys
import uuid

import fastavro

ADDRESS = {
    "type": "record", "name": "Address", "namespace": "com.example",
    "fields": [{"name": "street", "type": "string"}, {"name": "zip", "type": ["null", "int"]}],
}
ORDER = {
    "type": "record", "name": "Order", "namespace": "com.example.shop",
    "fields": [
        {"name": "id", "type": "long"},
        {"name": "customer", "type": {"type": "record", "name": "Customer", "fields": [
            {"name": "id", "type": "int"}, {"name": "name", "type": "string"},
            {"name": "home", "type": "com.example.Address"},
            {"name": "vip", "type": "boolean"}]}},
        {"name": "status", "type": {"type": "enum", "name": "Status", "symbols": ["NEW", "PAID", "SHIPPED"]}},
        {"name": "total", "type": {"type": "bytes", "logicalType": "decimal", "precision": 12, "scale": 2}},
        {"name": "rate", "type": {"type": "fixed", "name": "Rate", "size": 8, "logicalType": "decimal",
                                   "precision": 18, "scale": 6}},
        {"name": "weight", "type": "float"},
        {"name": "ratio", "type": "double"},
        {"name": "placed", "type": {"type": "long", "logicalType": "timestamp-millis"}},
        {"name": "placed_us", "type": {"type": "long", "logicalType": "timestamp-micros"}},
        {"name": "local", "type": {"type": "long", "logicalType": "local-timestamp-millis"}},
        {"name": "local_us", "type": {"type": "long", "logicalType": "local-timestamp-micros"}},
        {"name": "day", "type": {"type": "int", "logicalType": "date"}},
        {"name": "at", "type": {"type": "int", "logicalType": "time-millis"}},
        {"name": "at_us", "type": {"type": "long", "logicalType": "time-micros"}},
        {"name": "ref", "type": {"type": "string", "logicalType": "uuid"}},
        {"name": "wait", "type": {"type": "fixed", "name": "Wait", "size": 12, "logicalType": "duration"}},
        {"name": "digest", "type": {"type": "fixed", "name": "Digest", "size": 4}},
        {"name": "blob", "type": "bytes"},
        {"name": "tags", "type": {"type": "array", "items": "string"}},
        {"name": "attrs", "type": {"type": "map", "values": "long"}},
        {"name": "note", "type": ["null", "string", "com.example.Address"]},
        {"name": "lines", "type": {"type": "array", "items": {"type": "record", "name": "Line", "fields": [
            {"name": "sku", "type": "string"}, {"name": "qty", "type": "int"},
            {"name": "next", "type": ["null", "Line"]}]}}},
    ],
}

UTC = dt.timezone.utc
EPOCH = dt.datetime(1970, 1, 1, tzinfo=UTC)


def ts_iso(t, digits):
    frac = f"{t.microsecond:06d}"[:digits]
    return t.strftime("%Y-%m-%dT%H:%M:%S") + "." + frac


def records():
    placed = [dt.datetime(2024, 5, 1, 12, 0, 0, 123000, tzinfo=UTC), dt.datetime(1969, 7, 20, 20, 17, 40, 0, tzinfo=UTC)]
    for i, when in enumerate(placed):
        when_us = when + dt.timedelta(microseconds=456)
        local = when.replace(tzinfo=None)
        day = when.date()
        at = dt.time(12, 34, 56, 789000) if i == 0 else dt.time(0, 0, 0, 1000)
        at_us = dt.time(23, 59, 59, 999999) if i == 0 else dt.time(0, 0, 0, 1)
        total = decimal.Decimal("-12345.67") if i == 0 else decimal.Decimal("0.05")
        rate = decimal.Decimal("3.141593") if i == 0 else decimal.Decimal("-0.000001")
        ref = uuid.UUID("123e4567-e89b-12d3-a456-426614174000") if i == 0 else uuid.UUID(int=0)
        months, days, millis = (1, 2, 3) if i == 0 else (0, 0, 4294967295)
        wait = struct.pack("<III", months, days, millis)  # the spec's duration layout, by hand
        digest = bytes([0xde, 0xad, 0xbe, 0xef]) if i == 0 else b"\x00\x01\x02\x03"
        blob = "Grüße 👋".encode() if i == 0 else b""
        home = {"street": "Storgata 1", "zip": 150} if i == 0 else {"street": "Rua \"A\"\n2", "zip": None}
        note = "fragile ✓" if i == 0 else ({"street": "Depot", "zip": 9} if i == 1 else None)
        lines = [{"sku": "A-1", "qty": 2, "next": {"sku": "A-2", "qty": 1, "next": None}}] if i == 0 else []
        value = {
            "id": 9007199254740993 if i == 0 else -1,
            "customer": {"id": 42 if i == 0 else -2147483648, "name": "Ådne" if i == 0 else "", "home": home,
                         "vip": i == 0},
            "status": "PAID" if i == 0 else "NEW",
            "total": total, "rate": rate,
            "weight": 3.75 if i == 0 else -0.5,
            "ratio": 0.1 if i == 0 else -1e300,
            "placed": when, "placed_us": when_us, "local": local, "local_us": local + dt.timedelta(microseconds=456),
            "day": day, "at": at, "at_us": at_us, "ref": ref, "wait": wait, "digest": digest, "blob": blob,
            "tags": ["new", "gift"] if i == 0 else [],
            "attrs": {"a": 1, "b": -9223372036854775808} if i == 0 else {},
            "note": note, "lines": lines,
        }
        delta = when - EPOCH
        ms = delta.days * 86400000 + delta.seconds * 1000 + delta.microseconds // 1000
        us = ms * 1000 + 456
        at_ms = ((at.hour * 60 + at.minute) * 60 + at.second) * 1000 + at.microsecond // 1000
        at_us_raw = ((at_us.hour * 60 + at_us.minute) * 60 + at_us.second) * 1000000 + at_us.microsecond
        expected = {
            "id": value["id"],
            "customer": {"id": value["customer"]["id"], "name": value["customer"]["name"], "home": home,
                         "vip": i == 0},
            "status": value["status"],
            "total": str(total),
            "rate": str(rate),
            "weight": value["weight"], "ratio": value["ratio"],
            "placed": {"iso": ts_iso(when, 3) + "Z", "raw": ms},
            "placed_us": {"iso": ts_iso(when_us, 6) + "Z", "raw": us},
            "local": {"iso": ts_iso(local, 3), "raw": ms},
            "local_us": {"iso": ts_iso(local + dt.timedelta(microseconds=456), 6), "raw": us},
            "day": {"iso": day.isoformat(), "raw": (day - dt.date(1970, 1, 1)).days},
            "at": {"iso": at.strftime("%H:%M:%S.") + f"{at.microsecond // 1000:03d}", "raw": at_ms},
            "at_us": {"iso": at_us.strftime("%H:%M:%S.%f"), "raw": at_us_raw},
            "ref": str(ref),
            "wait": {"months": months, "days": days, "milliseconds": millis},
            "digest": base64.b64encode(digest).decode(),
            "blob": base64.b64encode(blob).decode(),
            "tags": value["tags"], "attrs": value["attrs"], "note": note, "lines": lines,
        }
        yield value, expected


def main():
    if sys.argv[1] == "schemas":
        print(json.dumps({"address": json.dumps(ADDRESS), "order": json.dumps(ORDER)}))
        return
    schema_id = int(sys.argv[2])
    named = {}
    fastavro.parse_schema(ADDRESS, named_schemas=named)  # the reference, as the registry lists it
    parsed = fastavro.parse_schema(ORDER, named_schemas=named)
    for value, expected in records():
        buf = io.BytesIO()
        fastavro.schemaless_writer(buf, parsed, value)
        framed = b"\x00" + struct.pack(">I", schema_id) + buf.getvalue()
        print(json.dumps({"framed_hex": framed.hex(), "expected": expected}))


if __name__ == "__main__":
    main()
