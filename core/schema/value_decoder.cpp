#include "schema/value_decoder.h"

#include "browse/record_json.h"
#include "browse/utf8_text.h"
#include "common/text_cut.h"
#include "common/translations.h"
#include "schema/avro_decoder.h"
#include "schema/avro_schema.h"
#include "schema/confluent_framing.h"
#include "schema/protobuf_schema.h"

#include <QFile>
#include <QJsonDocument>

namespace kafscope::schema {

namespace {

constexpr qsizetype kMaxReasonChars = 300; // of a decoder's reason (it may echo a schema's names)

QString reason(const Error &e)
{
    return cutText(e.message(), kMaxReasonChars);
}

QString defaultsNote()
{
    return KS_TR("fields at their defaults left out: with them the JSON would be larger than %L1 "
                 "bytes (the output limit)")
        .arg(ProtobufSchema::kMaxOutputBytes);
}

} // namespace

std::optional<DecodeMode> parseDecodeMode(const QString &text)
{
    if (text == QLatin1String("none"))
        return DecodeMode::None;
    if (text == QLatin1String("auto"))
        return DecodeMode::Auto;
    if (text == QLatin1String("registry"))
        return DecodeMode::Registry;
    return std::nullopt;
}

ValueDecoder::ValueDecoder(DecodeMode mode, std::optional<RegistryConfig> registry) : m_mode(mode)
{
    if (registry && registry->isSet())
        m_client = std::make_unique<SchemaRegistryClient>(*registry);
}

ValueDecoder::~ValueDecoder() = default;

void ValueDecoder::setStop(std::function<bool()> stop)
{
    if (m_client)
        m_client->setStop(std::move(stop));
}

std::optional<Result<DecodedValue>> ValueDecoder::decodeKey(const char *data, qint64 size)
{
    if (m_mode == DecodeMode::None || !data || !m_client || m_localAvro || m_localProto ||
        !looksFramed(QByteArrayView(data, size)))
        return std::nullopt;
    return decode(data, size);
}

void ValueDecoder::useLocalAvro(std::shared_ptr<const avro::Schema> schema, const QString &file)
{
    m_localAvro = std::move(schema);
    m_localFile = file;
}

void ValueDecoder::useLocalProtobuf(std::shared_ptr<const ProtobufSchema> proto,
                                    const QList<int> &path, const QString &file)
{
    m_localProto = std::move(proto);
    m_localPath = path;
    m_localFile = file;
    if (auto name = m_localProto->messageName(path))
        m_localMessage = name.value();
}

LocalSchema::Kind LocalSchema::kindOf(const QString &file)
{
    if (file.endsWith(QLatin1String(".avsc"), Qt::CaseInsensitive))
        return Kind::Avro;
    if (file.endsWith(QLatin1String(".proto"), Qt::CaseInsensitive))
        return Kind::Proto;
    return Kind::DescriptorSet;
}

Status ValueDecoder::useLocal(const LocalSchema &local)
{
    if (local.kind == LocalSchema::Kind::Avro) {
        QFile f(local.file);
        if (!f.open(QIODevice::ReadOnly))
            return Error::usage(KS_ERR("Cannot read %1").arg(local.file));
        auto s = avro::Schema::parse(QString::fromUtf8(f.readAll()));
        if (!s)
            return Error::usage(KS_ERR("%1: %2").arg(local.file, s.error().message()));
        useLocalAvro(std::make_shared<const avro::Schema>(std::move(s).value()), local.file);
        return Ok{};
    }
    if (local.message.isEmpty())
        return Error::usage(
            KS_ERR("%1 is Protobuf: name the message to decode with (its full name, pkg.Message)")
                .arg(local.file));
    auto proto = local.kind == LocalSchema::Kind::Proto
                     ? ProtobufSchema::parseFile(local.file, local.importPaths)
                     : ProtobufSchema::parseDescriptorSet(local.file, local.message);
    if (!proto)
        return proto.error();
    auto where = proto.value()->pathOf(local.message);
    if (!where)
        return Error::usage(KS_ERR("%1: %2").arg(local.file, where.error().message()));
    useLocalProtobuf(proto.value(), where.value(), local.file);
    return Ok{};
}

std::optional<Result<DecodedValue>> ValueDecoder::decodeLocal(QByteArrayView bytes)
{
    DecodedValue out;
    out.file = m_localFile;
    bool cut = false;
    Result<QByteArray> json = m_localAvro ? avro::decodeToJson(*m_localAvro, bytes)
                                          : m_localProto->decodeToJson(m_localPath, bytes, &cut);
    if (!json)
        return Result<DecodedValue>(
            Error::usage(KS_ERR("%1: %2").arg(m_localFile, reason(json.error()))));
    if (cut)
        out.note = defaultsNote();
    out.type = m_localAvro ? SchemaType::Avro : SchemaType::Protobuf;
    out.messageType = m_localMessage;
    out.json = std::move(json).value();
    return Result<DecodedValue>(std::move(out));
}

std::optional<Result<DecodedValue>> ValueDecoder::decode(const char *data, qint64 size)
{
    if (m_mode == DecodeMode::None || !data)
        return std::nullopt;
    const QByteArrayView bytes(data, size);
    if (m_localAvro || m_localProto)
        return decodeLocal(bytes);
    if (m_mode == DecodeMode::Auto && (!m_client || !looksFramed(bytes)))
        return std::nullopt;
    if (!m_client)
        return Result<DecodedValue>(Error::usage(KS_ERR("No schema registry to decode with")));
    auto frame = parseConfluentFrame(bytes);
    if (!frame)
        return Result<DecodedValue>(frame.error());
    auto schema = m_client->schemaById(frame->schemaId);
    if (!schema)
        return Result<DecodedValue>(schema.error());
    const RegisteredSchema &s = *schema.value();
    DecodedValue out;
    out.schemaId = s.id;
    out.subject = s.subject;
    out.version = s.version;
    out.type = s.type;
    switch (s.type) {
    case SchemaType::Avro: {
        auto json = avro::decodeToJson(*s.avro, frame->payload);
        if (!json)
            return Result<DecodedValue>(
                Error::usage(KS_ERR("Schema id %1: %2").arg(s.id).arg(reason(json.error()))));
        out.json = std::move(json).value();
        break;
    }
    case SchemaType::Json: {
        auto json = compactJson(frame->payload);
        if (!json)
            return Result<DecodedValue>(Error::usage(
                KS_ERR("Schema id %1 (JSON Schema): %2").arg(s.id).arg(reason(json.error()))));
        out.json = std::move(json).value();
        break;
    }
    case SchemaType::Protobuf: {
        auto indexes = parseProtobufIndexes(frame->payload);
        if (!indexes)
            return Result<DecodedValue>(
                Error::usage(KS_ERR("Schema id %1: %2").arg(s.id).arg(reason(indexes.error()))));
        bool cut = false;
        auto json =
            s.protobuf->decodeToJson(indexes->path, frame->payload.sliced(indexes->consumed), &cut);
        if (!json)
            return Result<DecodedValue>(
                Error::usage(KS_ERR("Schema id %1: %2").arg(s.id).arg(reason(json.error()))));
        out.json = std::move(json).value();
        if (cut)
            out.note = defaultsNote();
        if (auto name = s.protobuf->messageName(indexes->path))
            out.messageType = name.value();
        break;
    }
    }
    return Result<DecodedValue>(std::move(out));
}

void appendSchemaJson(QByteArray &out, const char *key, const DecodedValue &v)
{
    out += '"';
    out += key;
    if (!v.file.isEmpty()) { // a local schema file: no id, subject or version
        out += "\":{\"file\":";
        appendJsonString(out, v.file.toUtf8());
        out += ",\"type\":\"";
        out += schemaTypeName(v.type).toLatin1();
        out += '"';
        if (!v.messageType.isEmpty()) {
            out += ",\"message\":";
            appendJsonString(out, v.messageType.toUtf8());
        }
        out += '}';
        return;
    }
    out += "\":{\"id\":";
    appendInteger(out, v.schemaId);
    out += ",\"subject\":";
    if (v.subject.isEmpty())
        out += "null";
    else
        appendJsonString(out, v.subject.toUtf8());
    out += ",\"version\":";
    if (v.version < 0)
        out += "null";
    else
        appendInteger(out, v.version);
    out += ",\"type\":\"";
    out += schemaTypeName(v.type).toLatin1();
    out += '"';
    if (!v.messageType.isEmpty()) {
        out += ",\"message\":";
        appendJsonString(out, v.messageType.toUtf8());
    }
    out += '}';
}

Result<QByteArray> compactJson(QByteArrayView bytes)
{
    if (!isValidUtf8(bytes))
        return Error::usage(KS_ERR("the payload is not valid UTF-8"));
    QJsonParseError err;
    // Wrapped, so a top-level string or number is a value too.
    QJsonDocument::fromJson(QByteArray("[") + bytes.toByteArray() + QByteArray("]"), &err);
    if (err.error != QJsonParseError::NoError)
        return Error::usage(KS_ERR("the payload is not JSON (%1 at byte %2)")
                                .arg(err.errorString())
                                .arg(qMax(0, err.offset - 1)));
    QByteArray out;
    out.reserve(bytes.size());
    bool inString = false, escaped = false;
    for (const char c : bytes) {
        if (inString) {
            out += c;
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
            out += c;
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            out += c;
        }
    }
    return out;
}

} // namespace kafscope::schema
