#pragma once

#include "common/result.h"
#include "schema/schema_registry_client.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace kafscope::schema {

// Which registered schema to produce with: SUBJECT (its latest version) or SUBJECT:VERSION, and for
// Protobuf optionally which message of the file, by full name: SUBJECT[:VERSION]#pkg.Message (the
// file's first message without one).
struct SchemaChoice {
    QString subject;
    int version = -1;
    QString message;
};
Result<SchemaChoice> parseSchemaChoice(const QString &text);

// JSON text encoded with the chosen schema and framed with its registry id (magic byte 0,
// big-endian id), ready to send. Avro: checked against the schema first, an error names the field
// that does not fit. Protobuf: the chosen message (else the file's first), framed with its
// message-index array; libprotobuf's JSON parser says what does not fit. JSON Schema: the JSON
// checked against the schema (an error names the field), then sent as given.
Result<QByteArray> encodeFramed(SchemaRegistryClient &client, const SchemaChoice &choice,
                                const QByteArray &json);

// The same for many values: the schema is fetched and parsed once (prepare), then each JSON text is
// checked, encoded and framed (encode, safe to call from one thread at a time).
class FramedEncoder {
public:
    static Result<FramedEncoder> prepare(SchemaRegistryClient &client, const SchemaChoice &choice);
    Result<QByteArray> encode(const QByteArray &json) const;
    int schemaId() const;

private:
    struct State;
    std::shared_ptr<const State> m_state;
};

} // namespace kafscope::schema
