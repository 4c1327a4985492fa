#include "browse/browse_decoding.h"

#include "browse/record_json.h"
#include "browse/record_view.h"
#include "cluster/connection_profile.h"
#include "schema/schema_admin.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kafscope {

BrowseDecoding BrowseDecoding::forProfile(const ConnectionProfile &profile, schema::DecodeMode mode)
{
    BrowseDecoding d;
    d.mode = mode;
    d.registry = schema::registryConfigOf(profile);
    return d;
}

QString SchemaTag::text() const
{
    if (!file.isEmpty()) // "orders.proto · PROTOBUF shop.Order"
        return QFileInfo(file).fileName() + QStringLiteral(" · ") + schema::schemaTypeName(type) +
               (messageType.isEmpty() ? QString() : QStringLiteral(" ") + messageType);
    QString out;
    if (!subject.isEmpty())
        out = version >= 0 ? QCoreApplication::translate("kafscope::SchemaTag", "%1 v%2")
                                 .arg(subject)
                                 .arg(version)
                           : subject;
    const QString idText = QCoreApplication::translate("kafscope::SchemaTag", "id %1").arg(id);
    out = out.isEmpty() ? idText : out + QStringLiteral(" · ") + idText;
    out += QStringLiteral(" · ") + schema::schemaTypeName(type);
    if (!messageType.isEmpty())
        out += QStringLiteral(" ") + messageType;
    return out;
}

qint64 RecordDecoding::memoryCost() const
{
    // The object with its allocation, its JSON (in the batch's buffer) and its errors; the tags
    // are shared by every record of a schema and not counted.
    qint64 cost = qint64(sizeof(RecordDecoding)) + 32;
    for (const DecodedSide *s : {&key, &value})
        cost += s->json.size() + (s->error.isEmpty() ? 0 : s->error.size() * 2 + 32) +
                (s->note.isEmpty() ? 0 : s->note.size() * 2 + 32);
    return cost;
}

namespace {

void appendSide(QByteArray &out, const DecodedSide &side, const char *schemaKey,
                const char *errorKey, const char *noteKey)
{
    if (!side.touched())
        return;
    if (!out.isEmpty())
        out += ',';
    if (side.failed()) {
        out += '"';
        out += errorKey;
        out += "\":";
        appendJsonString(out, side.error.toUtf8());
        return;
    }
    schema::DecodedValue v;
    v.schemaId = side.schema->id;
    v.subject = side.schema->subject;
    v.version = side.schema->version;
    v.type = side.schema->type;
    v.messageType = side.schema->messageType;
    v.file = side.schema->file;
    schema::appendSchemaJson(out, schemaKey, v);
    if (!side.note.isEmpty()) {
        out += ",\"";
        out += noteKey;
        out += "\":";
        appendJsonString(out, side.note.toUtf8());
    }
}

} // namespace

QByteArray decodingJsonFields(const RecordDecoding &d)
{
    QByteArray out;
    appendSide(out, d.value, "value_schema", "value_decode_error", "value_decode_note");
    appendSide(out, d.key, "key_schema", "key_decode_error", "key_decode_note");
    return out;
}

RecordDecoder::RecordDecoder(const BrowseDecoding &options)
    : m_decoder(options.mode, options.local ? std::nullopt : options.registry)
{
    if (options.local)
        m_setup = m_decoder.useLocal(*options.local);
}

std::shared_ptr<const SchemaTag> RecordDecoder::tagFor(const schema::DecodedValue &d)
{
    if (m_lastTag && m_lastTag->id == d.schemaId && m_lastTag->messageType == d.messageType)
        return m_lastTag;
    std::shared_ptr<const SchemaTag> &tag =
        m_tags[QString::number(d.schemaId) + QLatin1Char('/') + d.messageType];
    if (!tag) {
        auto t = std::make_shared<SchemaTag>();
        t->id = d.schemaId;
        t->subject = d.subject;
        t->version = d.version;
        t->type = d.type;
        t->messageType = d.messageType;
        t->file = d.file;
        tag = std::move(t);
    }
    m_lastTag = tag;
    return tag;
}

DecodedSide RecordDecoder::side(std::optional<Result<schema::DecodedValue>> r, QByteArray &json)
{
    DecodedSide out;
    if (!r)
        return out;
    if (!r->ok()) {
        out.error = r->error().message();
        return out;
    }
    out.schema = tagFor(r->value());
    out.note = r->value().note;
    json = std::move(r->value().json);
    out.json = json;
    return out;
}

std::shared_ptr<RecordDecoding> RecordDecoder::decode(const RecordView &v)
{
    DecodedSide key = side(m_decoder.decodeKey(v.key, v.keyLen), m_keyJson);
    DecodedSide value = side(m_decoder.decode(v.value, v.valueLen), m_valueJson);
    if (!key.touched() && !value.touched())
        return nullptr;
    auto d = std::make_shared<RecordDecoding>();
    d->key = std::move(key);
    d->value = std::move(value);
    return d;
}

RecordView RecordDecoder::shown(const RecordView &v, const RecordDecoding *d)
{
    RecordView out = v;
    if (!d)
        return out;
    if (d->value.decoded()) {
        out.value = d->value.json.data();
        out.valueLen = d->value.json.size();
    }
    if (d->key.decoded()) {
        out.key = d->key.json.data();
        out.keyLen = d->key.json.size();
    }
    return out;
}

} // namespace kafscope
