#include "schema/value_encoder.h"

#include "schema/avro_encoder.h"
#include "schema/avro_schema.h"
#include "schema/confluent_framing.h"
#include "schema/json_schema.h"
#include "schema/protobuf_schema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <optional>

namespace kafscope::schema {

Result<SchemaChoice> parseSchemaChoice(const QString &text)
{
    SchemaChoice c;
    QString rest = text;
    if (const qsizetype hash = rest.lastIndexOf(QLatin1Char('#')); hash >= 0) {
        c.message = rest.mid(hash + 1).trimmed();
        rest = rest.left(hash);
        if (c.message.isEmpty())
            return Error::usage(KS_ERR("Name the Protobuf message after # (SUBJECT#pkg.Message)"));
    }
    c.subject = rest;
    const qsizetype colon = rest.lastIndexOf(QLatin1Char(':'));
    if (colon > 0) {
        bool ok = false;
        const int v = rest.mid(colon + 1).toInt(&ok);
        if (ok) {
            if (v < 1)
                return Error::usage(KS_ERR("A schema version is 1 or more, not %1").arg(v));
            c.subject = rest.left(colon);
            c.version = v;
        }
    }
    if (c.subject.isEmpty())
        return Error::usage(KS_ERR("Name the schema as SUBJECT or SUBJECT:VERSION"));
    return c;
}

namespace {

// Any JSON value (an object, or a bare string or number for a primitive schema).
Result<QJsonValue> parseJsonValue(const QByteArray &json)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + json + "]", &err);
    if (err.error != QJsonParseError::NoError || doc.array().size() != 1)
        return Error::usage(
            KS_ERR(
                "The value is not JSON (%1 at byte %2); with a schema the value is given as JSON")
                .arg(err.errorString())
                .arg(qMax(0, err.offset - 1)));
    return doc.array().first();
}

} // namespace

struct FramedEncoder::State {
    SchemaChoice choice;
    int id = -1;
    SchemaType type = SchemaType::Avro;
    QByteArray header; // magic byte 0, big-endian id (and Protobuf's message-index array)
    std::shared_ptr<const ProtobufSchema> proto;
    QList<int> protoPath{0};
    std::optional<avro::Schema> avro;
    std::optional<JsonSchema> json;
};

Result<FramedEncoder> FramedEncoder::prepare(SchemaRegistryClient &client,
                                             const SchemaChoice &choice)
{
    auto s = client.subjectVersion(choice.subject, choice.version);
    if (!s)
        return s.error();
    auto state = std::make_shared<State>();
    state->choice = choice;
    state->id = s->id;
    state->type = s->type;
    state->header = QByteArray(5, '\0');
    for (int i = 0; i < 4; ++i)
        state->header[4 - i] = char((s->id >> (8 * i)) & 0xff);
    if (s->type == SchemaType::Protobuf) {
        QList<QPair<QString, QString>> refs;
        for (qsizetype i = 0; i < s->referencedTexts.size(); ++i)
            refs << qMakePair(s->referencedNames[i], s->referencedTexts[i]);
        auto proto = ProtobufSchema::parse(s->text, refs);
        if (!proto)
            return proto.error();
        state->proto = std::move(proto.value());
        if (!choice.message.isEmpty()) {
            auto path = state->proto->pathOf(choice.message);
            if (!path)
                return Error::usage(KS_ERR("%1: %2").arg(choice.subject, path.error().message()));
            state->protoPath = path.value();
        }
        state->header += protobufIndexes(state->protoPath);
    } else if (!choice.message.isEmpty()) {
        return Error::usage(KS_ERR("%1 holds a %2 schema: a message name (#%3) is for Protobuf")
                                .arg(choice.subject, schemaTypeName(s->type), choice.message));
    } else if (s->type == SchemaType::Avro) {
        auto schema = avro::Schema::parse(s->text, s->referencedTexts);
        if (!schema)
            return schema.error();
        state->avro = std::move(schema.value());
    } else {
        QList<QPair<QString, QString>> refs;
        for (qsizetype i = 0; i < s->referencedTexts.size(); ++i)
            refs << qMakePair(s->referencedNames.value(i), s->referencedTexts[i]);
        auto schema = JsonSchema::parse(s->text, refs);
        if (!schema)
            return schema.error();
        state->json = std::move(schema.value());
    }
    FramedEncoder e;
    e.m_state = std::move(state);
    return e;
}

int FramedEncoder::schemaId() const
{
    return m_state ? m_state->id : -1;
}

Result<QByteArray> FramedEncoder::encode(const QByteArray &json) const
{
    auto value = parseJsonValue(json);
    if (!value)
        return value.error();
    if (m_state->proto) {
        auto body = m_state->proto->encodeFromJson(m_state->protoPath, json);
        if (!body)
            return body.error();
        return m_state->header + body.value();
    }
    if (m_state->json) {
        if (auto fits = m_state->json->validate(value.value()); !fits)
            return fits.error();
        return m_state->header + json.trimmed();
    }
    auto body = avro::encodeFromJson(*m_state->avro, value.value());
    if (!body)
        return body.error();
    return m_state->header + body.value();
}

Result<QByteArray> encodeFramed(SchemaRegistryClient &client, const SchemaChoice &choice,
                                const QByteArray &json)
{
    // A value that is not JSON is named before the registry is asked.
    if (auto value = parseJsonValue(json); !value)
        return value.error();
    auto encoder = FramedEncoder::prepare(client, choice);
    if (!encoder)
        return encoder.error();
    return encoder->encode(json);
}

} // namespace kafscope::schema
