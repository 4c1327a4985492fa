#pragma once

#include "common/result.h"
#include "schema/avro_schema.h"

#include <QByteArray>
#include <QByteArrayView>

namespace kafscope::schema::avro {

// What one decode may do, whatever the bytes say.
struct DecodeLimits {
    int maxDepth = 64;                           // nested records, arrays, maps and unions
    qint64 maxItems = 1000000;                   // array and map entries in one value
    qsizetype maxOutputBytes = 16 * 1024 * 1024; // JSON written for one value
    int maxDecimalBytes = 64;                    // the unscaled integer of a decimal
};

// Decodes one Avro binary datum to compact JSON text, record fields in schema order:
//   null, boolean, int and long as JSON; float and double as numbers ("NaN", "Infinity" and
//   "-Infinity" as strings); string as a string; bytes and fixed as base64 strings; enum as its
//   symbol; a union as the value of its branch; array and map as array and object;
//   decimal as a decimal string ("-12.50"); uuid as its text;
//   date, time-*, timestamp-* and local-timestamp-* as {"iso": "2024-05-01T12:00:00.123Z", "raw":
//   N} (ISO 8601, UTC with Z for timestamps, none for local ones; raw: the number as encoded);
//   duration as {"months", "days", "milliseconds"}.
// Every byte must be used: bytes left over mean the payload does not match the schema. An error
// names what failed and the byte offset.
Result<QByteArray> decodeToJson(const Schema &schema, QByteArrayView bytes,
                                const DecodeLimits &limits = {});

} // namespace kafscope::schema::avro
