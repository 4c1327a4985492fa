#pragma once

// What the schema registry tests share: the kafka1sr fixture's registry, registering a schema,
// the Confluent wire format, and the independent Python encoders.

#include <QByteArray>
#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace kafscope::test {

// The kafka1sr fixture's registry (its Confluent-compatible API); empty when it runs none.
QString schemaRegistryUrl();

// Registers `text` under `subject` in that registry and returns the schema's id; `type` is
// "AVRO" when empty, else "PROTOBUF" or "JSON". A refusal ends the test.
int registerSchema(const QString &subject, const QString &text, const QJsonArray &refs = {},
                   const QString &type = {});

// Magic byte 0, the schema id big-endian, then the payload (Confluent wire format).
QByteArray confluentFramed(int id, const QByteArray &payload);

// Runs tests/integration/schema/<script> with the Python of the schema venv
// (KAFSCOPE_TEST_SCHEMA_PYTHON) and returns what it printed; a failure ends the test.
QByteArray runSchemaPython(const QString &script, const QStringList &args);

} // namespace kafscope::test
