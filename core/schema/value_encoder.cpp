#include "schema/value_encoder.h"

#include "schema/avro_encoder.h"
#include "schema/avro_schema.h"
#include "schema/protobuf_schema.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace kafscope::schema {

Result<SchemaChoice> parseSchemaChoice(const QString &text)
{
    SchemaChoice c;
    c.subject = text;
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon > 0) {
        bool ok = false;
        const int v = text.mid(colon + 1).toInt(&ok);
        if (ok) {
            if (v < 1)
                return Error::usage(QStringLiteral("A schema version is 1 or more, not %1").arg(v));
            c.subject = text.left(colon);
            c.version = v;
        }
    }
    if (c.subject.isEmpty())
        return Error::usage(QStringLiteral("Name the schema as SUBJECT or SUBJECT:VERSION"));
    return c;
}

Result<QByteArray> encodeFramed(SchemaRegistryClient &client, const SchemaChoice &choice, const QByteArray &json)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson("[" + json + "]", &err);
    if (err.error != QJsonParseError::NoError || doc.array().size() != 1)
        return Error::usage(QStringLiteral("The value is not JSON (%1 at byte %2); with a schema the value is given as JSON")
                                .arg(err.errorString())
                                .arg(qMax(0, err.offset - 1)));
    auto s = client.subjectVersion(choice.subject, choice.version);
    if (!s)
        return s.error();
    QByteArray framed(5, '\0');
    for (int i = 0; i < 4; ++i)
        framed[4 - i] = char((s->id >> (8 * i)) & 0xff);
    if (s->type == SchemaType::Protobuf) {
        QList<QPair<QString, QString>> refs;
        for (qsizetype i = 0; i < s->referencedTexts.size(); ++i)
            refs << qMakePair(s->referencedNames[i], s->referencedTexts[i]);
        auto proto = ProtobufSchema::parse(s->text, refs);
        if (!proto)
            return proto.error();
        auto body = proto.value()->encodeFromJson({0}, json); // the file's first message: index array [0] is the byte 0
        if (!body)
            return body.error();
        return framed + QByteArray(1, '\0') + body.value();
    }
    if (s->type != SchemaType::Avro)
        return Error::usage(QStringLiteral("%1 holds a %2 schema; producing supports Avro and Protobuf schemas so far")
                                .arg(choice.subject, schemaTypeName(s->type)));
    auto schema = avro::Schema::parse(s->text, s->referencedTexts);
    if (!schema)
        return schema.error();
    auto body = avro::encodeFromJson(schema.value(), doc.array().first());
    if (!body)
        return body.error();
    return framed + body.value();
}

} // namespace kafscope::schema
