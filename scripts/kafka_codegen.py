#!/usr/bin/env python3
"""Generates C++ codecs for Kafka requests and responses from the message specifications
(common/message/*.json) inside Apache Kafka's kafka-clients jar.

    kafka_codegen.py --jar kafka-clients.jar --out DIR --messages A,B,...   C++ header and source
    kafka_codegen.py --jar kafka-clients.jar --samples FILE --messages ...   random messages as JSON,
                                                                           one per message and version,
                                                                           for the codec test

The output lives in the build folder and is never committed. The C++ it writes uses the reader and
writer of core/protocol/wire.h; every struct gets read(), write() and toJson() (the JSON is the one
Kafka's own generated JsonConverter classes write, so the test can compare the two).
"""
import argparse
import base64
import json
import random
import re
import sys
import zipfile

SCALARS = {
    "bool": "bool", "int8": "int8_t", "int16": "int16_t", "uint16": "uint16_t",
    "int32": "int32_t", "uint32": "uint32_t", "int64": "int64_t", "float64": "double",
    "uuid": "Uuid", "string": "QString", "bytes": "QByteArray", "records": "QByteArray",
}
KEYWORDS = {"default", "delete", "operator", "new", "class", "template", "namespace", "and", "or",
            "not", "int", "long", "short", "char", "bool", "union", "register", "this", "true",
            "false", "return", "switch", "case", "for", "while", "do", "if", "else", "const", "auto",
            # the generated functions' own parameters and locals
            "version", "flexible", "depth"}
NO_VERSION = 0x7FFF


class Versions:
    """A version range from the spec: "0+", "1-4", "3", "none"."""

    def __init__(self, text, lo_default=0):
        text = (text or "none").strip()
        if text == "none":
            self.lo, self.hi = NO_VERSION, -1
        elif text.endswith("+"):
            self.lo, self.hi = int(text[:-1]), NO_VERSION
        elif "-" in text:
            a, b = text.split("-")
            self.lo, self.hi = int(a), int(b)
        else:
            self.lo = self.hi = int(text)

    def empty(self):
        return self.lo > self.hi

    def contains(self, v):
        return self.lo <= v <= self.hi

    def intersect(self, other):
        r = Versions("none")
        r.lo, r.hi = max(self.lo, other.lo), min(self.hi, other.hi)
        return r

    def cond(self, var="version"):
        """A C++ condition for `var` in this range, within [0, NO_VERSION]."""
        if self.empty():
            return "false"
        parts = []
        if self.lo > 0:
            parts.append(f"{var} >= {self.lo}")
        if self.hi < NO_VERSION:
            parts.append(f"{var} <= {self.hi}")
        return " && ".join(parts) if parts else "true"


def strip_comments(text):
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))


def load_specs(jar):
    specs = {}
    with zipfile.ZipFile(jar) as z:
        for name in z.namelist():
            if name.startswith("common/message/") and name.endswith(".json"):
                spec = json.loads(strip_comments(z.read(name).decode("utf-8")))
                specs[spec["name"]] = spec
    return specs


def camel(name):
    return name[0].lower() + name[1:]


def member(name):
    m = camel(name)
    return m + "_" if m in KEYWORDS else m


class Field:
    def __init__(self, spec, structs, msg_flexible):
        self.name = spec["name"]
        self.json = camel(self.name)
        self.member = member(self.name)
        self.type = spec["type"]
        self.array = self.type.startswith("[]")
        self.base = self.type[2:] if self.array else self.type
        self.scalar = self.base in SCALARS
        # A tagged field may give only its taggedVersions: those are its versions too.
        self.versions = Versions(spec.get("versions") or spec.get("taggedVersions"))
        self.nullable = Versions(spec.get("nullableVersions"))
        self.tagged = Versions(spec.get("taggedVersions"))
        self.tag = spec.get("tag")
        self.default = spec.get("default")
        self.flexible = Versions(spec["flexibleVersions"]) if "flexibleVersions" in spec else None
        self.struct = None
        if not self.scalar:
            if "fields" in spec:
                self.struct = Struct(self.base, spec["fields"], structs, msg_flexible)
                structs.append(self.struct)
            else:
                self.struct = ("common", self.base)  # resolved once the common structs are read

    def has_null(self):
        return not self.nullable.empty()

    def cpp_element(self):
        return SCALARS[self.base] if self.scalar else self.base

    def cpp_type(self):
        t = self.cpp_element()
        if self.array:
            t = f"std::vector<{t}>"
        if self.has_null() and (self.array or self.base in ("string", "bytes", "records")
                                or not self.scalar):
            t = f"std::optional<{t}>"
        return t

    def is_optional(self):
        return self.cpp_type().startswith("std::optional")

    def null_default(self):
        return self.is_optional() and self.default == "null"

    def default_expr(self):
        """The C++ initializer of the field, or None for the type's own default."""
        d = self.default
        if self.is_optional():
            if d == "null":
                return "std::nullopt"
            inner = self.cpp_type()[len("std::optional<"):-1]
            if self.base == "string" and not self.array and d:
                return f'QStringLiteral("{d}")'
            return f"{inner}{{}}"
        if self.array or (not self.scalar):
            return None
        if self.base == "bool":
            if d is None:
                return "false"
            return "true" if str(d).lower() == "true" else "false"
        if self.base == "string":
            return f'QStringLiteral("{d}")' if d else None
        if self.base in ("bytes", "records", "uuid"):
            return None
        if self.base == "float64":
            return str(float(d)) if d is not None else "0.0"
        if d is None or d == "":
            return "0"
        v = int(str(d), 0)
        if self.base == "int64":
            return f"int64_t({v}LL)" if v != -2**63 else "std::numeric_limits<int64_t>::min()"
        if self.base == "int32" and v == -2**31:
            return "std::numeric_limits<int32_t>::min()"
        return str(v)

    def json_default(self):
        """The default as a Python value, for the sample generator."""
        d = self.default
        if self.is_optional() and (d == "null"):
            return None
        if self.array:
            return []
        if not self.scalar:
            return None
        if self.base == "bool":
            return str(d).lower() == "true" if d is not None else False
        if self.base == "string":
            return "" if d is None else d
        if self.base in ("bytes", "records"):
            return ""
        if self.base == "uuid":
            return "AAAAAAAAAAAAAAAAAAAAAA"
        if self.base == "float64":
            return float(d) if d is not None else 0.0
        return int(str(d), 0) if d not in (None, "") else 0


class Struct:
    def __init__(self, name, fields, structs, msg_flexible):
        self.name = name
        self.fields = [Field(f, structs, msg_flexible) for f in fields]


class Message:
    def __init__(self, spec):
        self.spec = spec
        self.name = spec["name"]
        self.api_key = spec.get("apiKey", -1)
        self.kind = spec["type"]
        self.valid = Versions(spec["validVersions"])
        self.flexible = Versions(spec.get("flexibleVersions", "none"))
        self.structs = []  # nested first, in dependency order
        common_specs = spec.get("commonStructs", [])
        self.common = {}
        for cs in common_specs:
            s = Struct(cs["name"], cs["fields"], self.structs, self.flexible)
            self.common[cs["name"]] = s
        self.root = Struct(self.name, spec.get("fields", []), self.structs, self.flexible)
        for s in self.structs + [self.root] + list(self.common.values()):
            for f in s.fields:
                if isinstance(f.struct, tuple):
                    f.struct = self.common[f.struct[1]]
        # Common structs first (nested ones may use them), each after the structs it holds.
        ordered, seen = [], set()

        def visit(s):
            if id(s) in seen:
                return
            seen.add(id(s))
            for f in s.fields:
                if f.struct is not None:
                    visit(f.struct)
            ordered.append(s)
        for s in list(self.common.values()) + self.structs:
            visit(s)
        self.ordered = ordered


# ---- C++ --------------------------------------------------------------------------------------

def field_flexible(f, var="version"):
    """C++ condition: the field's strings/arrays/bytes use the compact form."""
    if f.flexible is not None:
        return f.flexible.cond(var)
    return "flexible"


def write_value(f, expr, out, indent, element=False, tagged_ctx=False):
    """C++ statements writing `expr` (the field's value, or an array element) into `w`."""
    pad = " " * indent
    base = f.base
    compact = field_flexible(f)
    if f.array and not element:
        if f.is_optional():
            out.append(f"{pad}if (!{expr}) {{")
            out.append(f"{pad}    w.nullLength({compact});")
            out.append(f"{pad}}} else {{")
            out.append(f"{pad}    w.arrayLength(qsizetype({expr}->size()), {compact});")
            out.append(f"{pad}    for (const auto &e : *{expr}) {{")
            write_value(f, "e", out, indent + 8, element=True)
            out.append(f"{pad}    }}")
            out.append(f"{pad}}}")
        else:
            out.append(f"{pad}w.arrayLength(qsizetype({expr}.size()), {compact});")
            out.append(f"{pad}for (const auto &e : {expr}) {{")
            write_value(f, "e", out, indent + 4, element=True)
            out.append(f"{pad}}}")
        return
    if not f.scalar:
        if f.is_optional() and not element:
            # A nullable struct's presence: INT8 -1 or 1; as a tagged field, 0 or 1 (as Kafka's
            # generated classes write it).
            out.append(f"{pad}if (!{expr}) {{")
            out.append(f"{pad}    w.i8({0 if tagged_ctx else -1});")
            out.append(f"{pad}}} else {{")
            out.append(f"{pad}    w.i8(1);")
            out.append(f"{pad}    {expr}->write(w, version);")
            out.append(f"{pad}}}")
        else:
            out.append(f"{pad}{expr}.write(w, version);")
        return
    if base in ("string",):
        if f.is_optional() and not element:
            out.append(f"{pad}w.nullableString({expr}, {compact});")
        else:
            out.append(f"{pad}w.string({expr}, {compact});")
    elif base in ("bytes", "records"):
        if f.is_optional() and not element:
            out.append(f"{pad}w.nullableBytes({expr}, {compact});")
        else:
            out.append(f"{pad}w.bytes({expr}, {compact});")
    else:
        fn = {"bool": "boolean", "int8": "i8", "int16": "i16", "uint16": "u16", "int32": "i32",
              "uint32": "u32", "int64": "i64", "float64": "f64", "uuid": "uuid"}[base]
        out.append(f"{pad}w.{fn}({expr});")


def read_value(f, target, out, indent, element=False, tagged_ctx=False):
    pad = " " * indent
    base = f.base
    compact = field_flexible(f)
    if f.array and not element:
        out.append(f"{pad}{{")
        out.append(f"{pad}    const qsizetype n = r.arrayLength({compact}, {min_size(f)});")
        if f.is_optional():
            out.append(f"{pad}    if (n < 0) {{")
            out.append(f"{pad}        {target}.reset();")
            out.append(f"{pad}    }} else {{")
            out.append(f"{pad}        {target}.emplace();")
            out.append(f"{pad}        {target}->reserve(n);")
            out.append(f"{pad}        for (qsizetype i = 0; i < n && r.ok(); ++i) {{")
            out.append(f"{pad}            {target}->emplace_back();")
            read_value(f, f"{target}->back()", out, indent + 12, element=True)
            out.append(f"{pad}        }}")
            out.append(f"{pad}    }}")
        else:
            out.append(f"{pad}    if (n < 0)")
            out.append(f'{pad}        r.fail("a null array where none is allowed");')
            out.append(f"{pad}    {target}.clear();")
            out.append(f"{pad}    {target}.reserve(std::max<qsizetype>(n, 0));")
            out.append(f"{pad}    for (qsizetype i = 0; i < n && r.ok(); ++i) {{")
            out.append(f"{pad}        {target}.emplace_back();")
            read_value(f, f"{target}.back()", out, indent + 8, element=True)
            out.append(f"{pad}    }}")
        out.append(f"{pad}}}")
        return
    if not f.scalar:
        if f.is_optional() and not element:
            out.append(f"{pad}if (r.i8() {'<=' if tagged_ctx else '<'} 0) {{")
            out.append(f"{pad}    {target}.reset();")
            out.append(f"{pad}}} else {{")
            out.append(f"{pad}    {target}.emplace();")
            out.append(f"{pad}    {target}->read(r, version, depth + 1);")
            out.append(f"{pad}}}")
        else:
            out.append(f"{pad}{target}.read(r, version, depth + 1);")
        return
    if base == "string":
        fn = "nullableString" if (f.is_optional() and not element) else "string"
        out.append(f"{pad}{target} = r.{fn}({compact});")
    elif base in ("bytes", "records"):
        fn = "nullableBytes" if (f.is_optional() and not element) else "bytes"
        out.append(f"{pad}{target} = r.{fn}({compact});")
    else:
        fn = {"bool": "boolean", "int8": "i8", "int16": "i16", "uint16": "u16", "int32": "i32",
              "uint32": "u32", "int64": "i64", "float64": "f64", "uuid": "uuid"}[base]
        out.append(f"{pad}{target} = r.{fn}();")


def min_size(f):
    """The fewest bytes one array element can take (bounds a count before anything is made)."""
    if f.scalar:
        return {"bool": 1, "int8": 1, "int16": 2, "uint16": 2, "int32": 4, "uint32": 4,
                "int64": 8, "float64": 8, "uuid": 16, "string": 1, "bytes": 1,
                "records": 1}[f.base]
    return 1  # a struct: at least its tagged-field count, or one of its fields


def json_value(f, expr, element=False):
    base = f.base
    if f.array and not element:
        return None
    if not f.scalar:
        return f"{expr}.toJson(version)"
    if base == "string":
        return f"QJsonValue({expr})"
    if base in ("bytes", "records"):
        return f"QJsonValue(QString::fromLatin1({expr}.toBase64()))"
    if base == "uuid":
        return f"QJsonValue(uuidText({expr}))"
    if base in ("int64",):
        return f"QJsonValue(qint64({expr}))"
    if base in ("uint32",):
        return f"QJsonValue(qint64({expr}))"
    if base == "float64":
        return f"QJsonValue({expr})"
    if base == "bool":
        return f"QJsonValue({expr})"
    return f"QJsonValue(int({expr}))"


def json_field(f, out, indent):
    pad = " " * indent
    expr = f.member
    if f.array:
        if f.is_optional():
            out.append(f"{pad}if (!{expr}) {{")
            out.append(f'{pad}    o.insert(QLatin1String("{f.json}"), QJsonValue::Null);')
            out.append(f"{pad}}} else {{")
            out.append(f"{pad}    QJsonArray a;")
            out.append(f"{pad}    for (const auto &e : *{expr})")
            out.append(f"{pad}        a.append({json_value(f, 'e', True)});")
            out.append(f'{pad}    o.insert(QLatin1String("{f.json}"), a);')
            out.append(f"{pad}}}")
        else:
            out.append(f"{pad}{{")
            out.append(f"{pad}    QJsonArray a;")
            out.append(f"{pad}    for (const auto &e : {expr})")
            out.append(f"{pad}        a.append({json_value(f, 'e', True)});")
            out.append(f'{pad}    o.insert(QLatin1String("{f.json}"), a);')
            out.append(f"{pad}}}")
        return
    if f.is_optional():
        out.append(f'{pad}o.insert(QLatin1String("{f.json}"), {expr} ? '
                   f'{json_value(f, "(*" + expr + ")", True)} : QJsonValue(QJsonValue::Null));')
    else:
        out.append(f'{pad}o.insert(QLatin1String("{f.json}"), {json_value(f, expr)});')


def not_default(f):
    """C++ condition: a tagged field differs from its default (only then is it written)."""
    m = f.member
    if f.is_optional():
        if f.null_default():
            return f"{m}.has_value()"
        return f"({m} != {f.default_expr()})"
    if f.array:
        return f"!{m}.empty()"
    if not f.scalar:
        return f"!({m} == {f.base}{{}})"
    d = f.default_expr()
    if f.base in ("bytes", "records"):
        return f"!{m}.isEmpty()"
    if f.base == "uuid":
        return f"{m} != Uuid{{}}"
    if f.base == "string":
        return f"{m} != {d}" if d else f"!{m}.isEmpty()"
    return f"{m} != {d}"


def gen_struct(msg, s, out, is_root):
    out.append(f"struct {s.name} {{")
    if is_root:
        out.append(f"    static constexpr int16_t kApiKey = {msg.api_key};")
        out.append(f"    static constexpr int16_t kMinVersion = {msg.valid.lo};")
        out.append(f"    static constexpr int16_t kMaxVersion = {msg.valid.hi};")
        out.append(f"    static constexpr int16_t kFirstFlexible = {msg.flexible.lo};")
        out.append(f'    static constexpr const char *kName = "{msg.name}";')
    for f in s.fields:
        d = f.default_expr()
        init = f" = {d}" if d is not None else (
            "{}" if (f.scalar and f.base == "uuid") else "")
        out.append(f"    {f.cpp_type()} {f.member}{init};")
    out.append("")
    out.append("    void write(Writer &w, int16_t version) const;")
    out.append("    void read(Reader &r, int16_t version, int depth = 0);")
    out.append("    QJsonObject toJson(int16_t version) const;")
    out.append(f"    bool operator==(const {s.name} &) const = default;")
    out.append("};")
    out.append("")


def gen_struct_impl(msg, s, scope, out):
    q = f"{scope}::{s.name}" if scope != s.name else s.name
    flexible = msg.flexible.cond()
    tagged = [f for f in s.fields if f.tag is not None]
    # write
    out.append(f"void {q}::write(Writer &w, [[maybe_unused]] int16_t version) const")
    out.append("{")
    out.append(f"    [[maybe_unused]] const bool flexible = {flexible};")
    for f in s.fields:
        cond = f.versions.cond()
        if f.tag is not None:
            cond = f"({cond}) && !({f.tagged.cond()})"
        if cond == "false":
            continue
        out.append(f"    if ({cond}) {{")
        write_value(f, f.member, out, 8)
        out.append("    }")
    out.append("    if (flexible) {")
    if tagged:
        out.append("        int tags = 0;")
        for f in sorted(tagged, key=lambda x: x.tag):
            out.append(f"        if (({f.versions.intersect(f.tagged).cond()}) && {not_default(f)})")
            out.append("            ++tags;")
        out.append("        w.uvarint(uint32_t(tags));")
        for f in sorted(tagged, key=lambda x: x.tag):
            out.append(f"        if (({f.versions.intersect(f.tagged).cond()}) && {not_default(f)}) {{")
            out.append("            Writer inner;")
            out.append("            {")
            out.append("                Writer &w = inner;")
            write_value(f, f.member, out, 16, tagged_ctx=True)
            out.append("            }")
            out.append(f"            w.uvarint({f.tag});")
            out.append("            w.uvarint(uint32_t(inner.data().size()));")
            out.append("            w.raw(inner.data());")
            out.append("        }")
    else:
        out.append("        w.uvarint(0);")
    out.append("    }")
    out.append("}")
    out.append("")
    # read
    out.append(f"void {q}::read(Reader &r, [[maybe_unused]] int16_t version, int depth)")
    out.append("{")
    out.append(f"    [[maybe_unused]] const bool flexible = {flexible};")
    out.append("    if (depth > kMaxDepth) {")
    out.append('        r.fail("structures nested too deep");')
    out.append("        return;")
    out.append("    }")
    for f in s.fields:
        cond = f.versions.cond()
        if f.tag is not None:
            cond = f"({cond}) && !({f.tagged.cond()})"
        if cond == "false":
            continue
        out.append(f"    if (r.ok() && ({cond})) {{")
        read_value(f, f.member, out, 8)
        out.append("    }")
    out.append("    if (r.ok() && flexible) {")
    out.append("        const uint32_t tags = r.uvarint();")
    out.append("        for (uint32_t t = 0; t < tags && r.ok(); ++t) {")
    out.append("            const uint32_t tag = r.uvarint();")
    out.append("            Reader sub = r.take(r.uvarint());")
    out.append("            if (!r.ok())")
    out.append("                break;")
    if tagged:
        out.append("            switch (tag) {")
        for f in sorted(tagged, key=lambda x: x.tag):
            out.append(f"            case {f.tag}:")
            out.append(f"                if ({f.versions.intersect(f.tagged).cond()}) {{")
            out.append("                    Reader &outer = r;")
            out.append("                    {")
            out.append("                        Reader &r = sub;")
            read_value(f, f.member, out, 24, tagged_ctx=True)
            out.append("                    }")
            out.append("                    if (!sub.ok())")
            out.append("                        outer.fail(sub.error());")
            out.append("                }")
            out.append("                break;")
        out.append("            default: break; // a field this version does not know: skipped")
        out.append("            }")
    else:
        out.append("            (void)tag; // a field this version does not know: skipped")
    out.append("        }")
    out.append("    }")
    out.append("}")
    out.append("")
    # json
    out.append(f"QJsonObject {q}::toJson([[maybe_unused]] int16_t version) const")
    out.append("{")
    out.append("    QJsonObject o;")
    for f in s.fields:
        cond = f.versions.cond()
        if cond == "false":
            continue
        if f.tag is not None:
            # Kafka's JsonConverter writes a tagged field only when it differs from the default.
            cond = f"({cond}) && (!({f.tagged.cond()}) || ({not_default(f)}))"
        out.append(f"    if ({cond}) {{")
        json_field(f, out, 8)
        out.append("    }")
    out.append("    return o;")
    out.append("}")
    out.append("")


def generate_cpp(messages, out_dir, release="unknown"):
    h = ["// Generated by scripts/kafka_codegen.py from kafka-clients' common/message/*.json.",
         "// Do not edit; the build makes it again.", "#pragma once", "",
         '#include "protocol/wire.h"', "", "#include <QJsonArray>", "#include <QJsonObject>",
         "#include <QString>", "#include <QStringList>", "", "#include <cstdint>", "#include <limits>",
         "#include <optional>", "#include <vector>", "",
         "namespace kafscope::protocol::msg {", ""]
    c = ['#include "protocol/kafka_messages.h"', "", "#include <algorithm>", "",
         "namespace kafscope::protocol::msg {", "", "namespace {",
         "[[maybe_unused]] constexpr int kMaxDepth = 16;", "}", ""]
    for m in messages:
        h.append(f"// {m.name}: api key {m.api_key}, versions {m.valid.lo}-{m.valid.hi}, "
                 f"flexible from {m.flexible.lo if not m.flexible.empty() else 'never'}.")
        h.append(f"struct {m.name} {{")
        sub = []
        for s in m.ordered:
            gen_struct(m, s, sub, False)
        h.extend("    " + line if line else "" for line in sub)
        # The root's own members.
        root = []
        gen_struct(m, m.root, root, True)
        h.extend(root[1:-2])  # its body, inside the outer struct
        h.append("};")
        h.append("")
        for s in m.ordered:
            gen_struct_impl(m, s, m.name, c)
        gen_struct_impl(m, m.root, m.name, c)
    # One entry for every message by name: what the codec test and the fuzz test drive.
    h.append("// The generated messages by name (\"DescribeLogDirsResponse\"): decodes `bytes` at")
    h.append("// `version` (all of them, or an error naming the byte), gives the JSON Kafka's JsonConverter")
    h.append("// would write and the bytes the decoded message encodes to again. False: no such message.")
    h.append("struct DecodedMessage {")
    h.append("    QString error; // empty when the bytes decoded whole")
    h.append("    QJsonObject json;")
    h.append("    QByteArray encoded;")
    h.append("};")
    h.append("bool decodeByName(const QString &name, int16_t version, const QByteArray &bytes,")
    h.append("                  DecodedMessage &out);")
    h.append("QStringList messageNames();")
    h.append("// The versions a generated message has; false: no such message.")
    h.append("bool versionRange(const QString &name, int16_t &lo, int16_t &hi);")
    h.append("// The Kafka release whose specifications these are.")
    h.append(f'inline constexpr const char *kKafkaRelease = "{release}";')
    h.append("")
    c.append("namespace {")
    c.append("template <typename M>")
    c.append("void decodeAs(int16_t version, const QByteArray &bytes, DecodedMessage &out)")
    c.append("{")
    c.append("    if (version < M::kMinVersion || version > M::kMaxVersion) {")
    c.append('        out.error = QStringLiteral("version %1 is not one of %2-%3")')
    c.append("                        .arg(version)")
    c.append("                        .arg(M::kMinVersion)")
    c.append("                        .arg(M::kMaxVersion);")
    c.append("        return;")
    c.append("    }")
    c.append("    M m;")
    c.append("    Reader r(bytes);")
    c.append("    m.read(r, version);")
    c.append("    if (r.ok() && r.left() > 0)")
    c.append('        r.fail(QStringLiteral("%1 bytes after the message").arg(r.left()));')
    c.append("    if (!r.ok()) {")
    c.append("        out.error = r.error();")
    c.append("        return;")
    c.append("    }")
    c.append("    out.json = m.toJson(version);")
    c.append("    Writer w;")
    c.append("    m.write(w, version);")
    c.append("    out.encoded = w.data();")
    c.append("}")
    c.append("} // namespace")
    c.append("")
    c.append("bool decodeByName(const QString &name, int16_t version, const QByteArray &bytes,")
    c.append("                  DecodedMessage &out)")
    c.append("{")
    for m in messages:
        c.append(f'    if (name == QLatin1String("{m.name}")) {{')
        c.append(f"        decodeAs<{m.name}>(version, bytes, out);")
        c.append("        return true;")
        c.append("    }")
    c.append("    return false;")
    c.append("}")
    c.append("")
    c.append("bool versionRange(const QString &name, int16_t &lo, int16_t &hi)")
    c.append("{")
    for m in messages:
        c.append(f'    if (name == QLatin1String("{m.name}")) {{')
        c.append(f"        lo = {m.name}::kMinVersion;")
        c.append(f"        hi = {m.name}::kMaxVersion;")
        c.append("        return true;")
        c.append("    }")
    c.append("    return false;")
    c.append("}")
    c.append("")
    c.append("QStringList messageNames()")
    c.append("{")
    c.append("    return {" + ", ".join(f'QStringLiteral("{m.name}")' for m in messages) + "};")
    c.append("}")
    c.append("")
    h.append("} // namespace kafscope::protocol::msg")
    c.append("} // namespace kafscope::protocol::msg")
    with open(f"{out_dir}/kafka_messages.h", "w") as f:
        f.write("\n".join(h) + "\n")
    with open(f"{out_dir}/kafka_messages.cpp", "w") as f:
        f.write("\n".join(c) + "\n")


# ---- samples ----------------------------------------------------------------------------------

def sample_value(f, version, rng, depth):
    if f.array:
        if f.nullable.contains(version) and rng.random() < 0.2:
            return None
        return [sample_element(f, version, rng, depth) for _ in range(rng.randint(0, 3))]
    if f.nullable.contains(version) and (f.base in ("string", "bytes") or not f.scalar) \
            and rng.random() < 0.25:
        return None
    return sample_element(f, version, rng, depth)


def sample_element(f, version, rng, depth):
    b = f.base
    if not f.scalar:
        return sample_struct(f.struct, version, rng, depth + 1)
    if b == "bool":
        return rng.random() < 0.5
    if b == "int8":
        return rng.randint(-128, 127)
    if b == "int16":
        return rng.randint(-32768, 32767)
    if b == "uint16":
        return rng.randint(0, 65535)
    if b == "int32":
        return rng.randint(-2**31, 2**31 - 1)
    if b == "uint32":
        return rng.randint(0, 2**32 - 1)
    if b == "int64":
        return rng.randint(-2**63, 2**63 - 1)
    if b == "float64":
        return rng.choice([0.0, 1.5, -2.25, 1e10, 0.125])
    if b == "uuid":
        raw = bytes(rng.randint(0, 255) for _ in range(16))
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")
    if b == "string":
        alphabet = "abcdefghijklmnopqrstuvwxyz-_.0123456789é漢"
        return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
    if b == "records":
        # Kafka's JsonConverter writes a record set as "" whatever it holds (FetchResponse's
        # Records), so the samples carry none; record batches are read by
        # core/transactions/transaction_marks.cpp, tested against real brokers.
        return ""
    if b in ("bytes", "records"):
        return base64.b64encode(bytes(rng.randint(0, 255)
                                      for _ in range(rng.randint(0, 10)))).decode()
    raise ValueError(b)


def sample_struct(s, version, rng, depth=0):
    out = {}
    for f in s.fields:
        if not f.versions.contains(version):
            continue
        if f.tag is not None and f.tagged.contains(version) and rng.random() < 0.3:
            continue  # left at its default: not written
        out[f.json] = sample_value(f, version, rng, depth)
    return out


def generate_samples(messages, path, seed):
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as f:
        for m in messages:
            for v in range(m.valid.lo, m.valid.hi + 1):
                for _ in range(4):
                    f.write(f"{m.name}\t{v}\t{json.dumps(sample_struct(m.root, v, rng), ensure_ascii=False)}\n")


def main():
    p = argparse.ArgumentParser()
    # Repeatable: kafka-clients for requests and responses, kafka-group-coordinator for the records
    # of __consumer_offsets, kafka-transaction-coordinator for those of __transaction_state.
    p.add_argument("--jar", required=True, action="append")
    p.add_argument("--messages", required=True)
    p.add_argument("--out")
    p.add_argument("--samples")
    p.add_argument("--release", default="unknown", help="the Kafka release of the jars")
    p.add_argument("--seed", type=int, default=20261207)
    a = p.parse_args()
    specs = {}
    for jar in a.jar:
        specs.update(load_specs(jar))
    names = [n.strip() for n in a.messages.split(",") if n.strip()]
    missing = [n for n in names if n not in specs]
    if missing:
        sys.exit(f"kafka_codegen: {', '.join(a.jar)} have no specification for {', '.join(missing)}")
    messages = [Message(specs[n]) for n in names]
    if a.out:
        generate_cpp(messages, a.out, a.release)
    if a.samples:
        generate_samples(messages, a.samples, a.seed)


if __name__ == "__main__":
    main()
