#pragma once

#include "schema/registry_http.h"
#include "schema/schema_registry_client.h"
#include "schema/value_decoder.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace kafscope {

class RecordView;
struct ConnectionProfile;

// How a browse decodes keys and values with a schema registry (Confluent framing).
struct BrowseDecoding {
    schema::DecodeMode mode = schema::DecodeMode::None;
    std::optional<schema::RegistryConfig> registry;
    // Values are raw (unframed) data of this schema file instead (no registry needed).
    std::optional<schema::LocalSchema> local;

    bool enabled() const
    {
        return mode != schema::DecodeMode::None && (local || (registry && registry->isSet()));
    }
    // The profile's registry (URL, user, password), when it has one.
    static BrowseDecoding forProfile(const ConnectionProfile &profile, schema::DecodeMode mode);
};

// Which schema decoded a key or a value; records decoded with one schema share one tag.
struct SchemaTag {
    quint32 id = 0;
    QString subject; // empty when the registry did not say
    int version = -1;
    schema::SchemaType type = schema::SchemaType::Avro;
    QString messageType; // Protobuf: the full name of the message
    QString file;        // a local schema file (no id, subject or version)

    // "orders-value v2 · id 7 · AVRO" (subject and version only when the registry named them).
    QString text() const;
};

// One side (key or value) of a record after decoding: the decoded JSON and its schema, or why a
// framed payload did not decode (the raw bytes stay in the record).
struct DecodedSide {
    QByteArrayView json;       // into RecordDecoding::buffer once the record is kept
    qsizetype jsonOffset = -1; // where it is in that buffer
    std::shared_ptr<const SchemaTag> schema;
    QString error;
    QString note; // decoded, but something was left out of `json` to keep it within its bound

    bool decoded() const { return schema != nullptr; }
    bool failed() const { return !error.isEmpty(); }
    bool touched() const { return decoded() || failed(); }
};

// What decoding found for one record. The decoded JSON of a batch's records lives in the batch's
// one buffer (with their raw bytes), not in an allocation per record.
struct RecordDecoding {
    DecodedSide key;
    DecodedSide value;
    QByteArray buffer;

    qint64 memoryCost() const;
};

// What `consume --format json` adds for a decoded record: "value_schema":{...} (and
// "value_decode_note":"..." when something was left out) or "value_decode_error":"...", then the
// same for the key (comma-separated, no braces); empty when neither side was touched.
QByteArray decodingJsonFields(const RecordDecoding &decoding);

// Decodes browsed records on the reader's thread (the registry is asked there, never on the GUI
// thread), caching schemas per id for the browse. One per browse thread.
class RecordDecoder {
public:
    explicit RecordDecoder(const BrowseDecoding &options);
    // Why the decoder cannot run (a local schema file that does not load); Ok otherwise.
    const Status &setup() const { return m_setup; }

    // Asked while the registry is asked: true ends the wait (a browse's Stop); see ValueDecoder.
    void setStop(std::function<bool()> stop) { m_decoder.setStop(std::move(stop)); }

    // nullptr when neither key nor value was framed for the registry (nothing to show). Its JSON
    // views stay valid until the next decode (RecordBatchBuilder copies them into its buffer).
    std::shared_ptr<RecordDecoding> decode(const RecordView &view);
    // What filters see: the decoded key and value where decoding worked, else the raw bytes.
    static RecordView shown(const RecordView &view, const RecordDecoding *decoding);

private:
    DecodedSide side(std::optional<Result<schema::DecodedValue>> r, QByteArray &json);
    std::shared_ptr<const SchemaTag> tagFor(const schema::DecodedValue &d);

    schema::ValueDecoder m_decoder;
    Status m_setup = Ok{};
    QHash<QString, std::shared_ptr<const SchemaTag>> m_tags; // by id and message type
    std::shared_ptr<const SchemaTag> m_lastTag;              // most records share the last one
    QByteArray m_keyJson, m_valueJson;                       // the last record's decoded JSON
};

} // namespace kafscope
