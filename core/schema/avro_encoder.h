#pragma once

#include "common/result.h"
#include "schema/avro_schema.h"

#include <QByteArray>
#include <QJsonValue>

namespace kafscope::schema::avro {

// Encodes JSON as Avro binary with `schema`, accepting what decodeToJson writes (so a decoded value
// produces the same bytes again) and the plain forms a person types: a union takes the value of
// any branch it fits (the first that fits wins); bytes and fixed take base64; decimal a decimal
// string or number; date/time/timestamp types {"iso", "raw"} (raw is used), an ISO 8601 string or
// the raw number; a long may be a string of digits (JSON numbers lose precision past 2^53); a
// missing record field takes its default. The value is checked first: an error names the field path
// and what did not fit, e.g. "customer.id: expected int, got string".
Result<QByteArray> encodeFromJson(const Schema &schema, const QJsonValue &value);

} // namespace kafscope::schema::avro
