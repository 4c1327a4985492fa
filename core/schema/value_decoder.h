#pragma once

#include "common/result.h"
#include "schema/schema_registry_client.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace kafscope::schema {

namespace avro {
class Schema;
}
class ProtobufSchema;

// How record values are decoded with schemas:
//   None: never; Auto: values that carry the Confluent header, when a registry is known;
//   Registry: every non-null value must be framed (one that is not is an error, shown raw).
enum class DecodeMode { None, Auto, Registry };
std::optional<DecodeMode> parseDecodeMode(const QString &text); // "none", "auto", "registry"

// A value decoded with its registry schema.
struct DecodedValue {
    QByteArray json; // compact JSON text, Avro record fields in schema order
    quint32 schemaId = 0;
    QString subject; // empty when the registry did not say
    int version = -1;
    SchemaType type = SchemaType::Avro;
    QString messageType; // Protobuf: the full name of the message the index path chose
    QString file;        // a local schema file (no registry): the value was not framed
    QString note;        // what was left out of `json` to keep it within its bound, if anything
};

// A schema file to decode raw (unframed) values with, no registry needed: an Avro .avsc, a .proto
// (imports beside it or under `importPaths`) or a protoc descriptor set; `message` is the Protobuf
// message's full name.
struct LocalSchema {
    enum class Kind { Avro, Proto, DescriptorSet };
    Kind kind = Kind::Avro;
    QString file;
    QString message;
    QStringList importPaths;

    // By the file's name: .avsc is Avro, .proto a .proto file, anything else a descriptor set.
    static Kind kindOf(const QString &file);
};

// Decodes values framed with a schema id: looks the schema up in the registry (cached), then
// decodes Avro with the bounded Avro decoder and JSON Schema values as their JSON. Runs on the
// reader's thread (it may block on the registry); one decoder per thread.
class ValueDecoder {
public:
    ValueDecoder(DecodeMode mode, std::optional<RegistryConfig> registry);
    ~ValueDecoder();

    DecodeMode mode() const { return m_mode; }
    // nullopt: the value is left as it is (mode None, a null value, not framed in Auto mode).
    // An error says why a value that should decode did not (unknown id, registry unreachable,
    // payload does not match); the caller shows the raw value beside it.
    std::optional<Result<DecodedValue>> decode(const char *data, qint64 size);
    // For keys: decoded only when framed (plain keys are common even where values are framed),
    // whatever the mode (None still decodes nothing).
    std::optional<Result<DecodedValue>> decodeKey(const char *data, qint64 size);
    SchemaRegistryClient *client() { return m_client.get(); }
    // Asked while the registry is asked: true ends the wait (Ctrl-C, a browse's Stop); the value
    // then fails with a Cancelled error, which the caller drops with the rest of the read.
    void setStop(std::function<bool()> stop);

    // Without a registry: every non-null value is raw (unframed) Avro of `schema`, or a raw
    // Protobuf message at `path` of `proto`; `file` names the schema file in what is shown.
    void useLocalAvro(std::shared_ptr<const avro::Schema> schema, const QString &file);
    void useLocalProtobuf(std::shared_ptr<const ProtobufSchema> proto, const QList<int> &path,
                          const QString &file);
    // Reads and parses `local` and decodes with it from now on; an error says what is wrong with
    // the file or the message name.
    Status useLocal(const LocalSchema &local);

private:
    std::optional<Result<DecodedValue>> decodeLocal(QByteArrayView bytes);
    std::shared_ptr<const avro::Schema> m_localAvro;
    std::shared_ptr<const ProtobufSchema> m_localProto;
    QList<int> m_localPath;
    QString m_localFile;
    QString m_localMessage;
    DecodeMode m_mode;
    std::unique_ptr<SchemaRegistryClient> m_client;
};

// `"value_schema":{"id":7,"subject":"orders-value","version":2,"type":"AVRO"}` (the key given), and
// "message" (the full type name) for Protobuf.
void appendSchemaJson(QByteArray &out, const char *key, const DecodedValue &v);
// JSON text without the whitespace between tokens; an error when `bytes` is not one JSON value
// in valid UTF-8.
Result<QByteArray> compactJson(QByteArrayView bytes);

} // namespace kafscope::schema
