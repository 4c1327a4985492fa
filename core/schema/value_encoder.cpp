#include "schema/value_encoder.h"

#include "schema/avro_encoder.h"
#include "schema/avro_schema.h"

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
    if (s->type != SchemaType::Avro)
        return Error::usage(QStringLiteral("%1 holds a %2 schema; producing with a schema supports Avro only so far")
                                .arg(choice.subject, schemaTypeName(s->type)));
    auto schema = avro::Schema::parse(s->text, s->referencedTexts);
    if (!schema)
        return schema.error();
    auto body = avro::encodeFromJson(schema.value(), doc.array().first());
    if (!body)
        return body.error();
    QByteArray framed(5, '\0');
    for (int i = 0; i < 4; ++i)
        framed[4 - i] = char((s->id >> (8 * i)) & 0xff);
    return framed + body.value();
}

} // namespace kafscope::schema
