#pragma once

#include "common/result.h"
#include "schema/schema_registry_client.h"

#include <QByteArray>
#include <QString>

namespace kafscope::schema {

// Which registered schema to produce with: SUBJECT (its latest version) or SUBJECT:VERSION.
struct SchemaChoice {
    QString subject;
    int version = -1;
};
Result<SchemaChoice> parseSchemaChoice(const QString &text);

// JSON text encoded with the chosen schema and framed with its registry id (magic byte 0,
// big-endian id), ready to send. Avro: checked against the schema first, an error names the field
// that does not fit. Protobuf: the file's first message (index array [0]), libprotobuf's JSON
// parser says what does not fit. JSON Schema subjects are refused for now.
Result<QByteArray> encodeFramed(SchemaRegistryClient &client, const SchemaChoice &choice, const QByteArray &json);

} // namespace kafscope::schema
