#include "offsets/schema_records.h"

#include "offsets/wire_reader.h"
#include "protocol/kafka_messages.h"

#include "common/translations.h"

#include <QJsonArray>

namespace kafscope::offsets {

namespace {

namespace msg = protocol::msg;

// Types 9 (ShareGroupPartitionMetadata) and 18 (StreamsGroupPartitionMetadata) were retired
// before Kafka 4.1: no release's coordinator jar specifies them any more.
bool retired(int type)
{
    return type == 9 || type == 18;
}

// Kafka's JSON (its JsonConverter's camelCase names) in the explorer's snake_case, all the way
// down.
QJsonValue snakeJson(const QJsonValue &v)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        QJsonObject out;
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(snakeCase(it.key().toLatin1().constData()), snakeJson(it.value()));
        return out;
    }
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &x : v.toArray())
            out.append(snakeJson(x));
        return out;
    }
    return v;
}

} // namespace

QString snakeCase(const char *name)
{
    QString out;
    for (const char *c = name; *c; ++c) {
        const bool upper = *c >= 'A' && *c <= 'Z';
        if (upper && c != name)
            out += QLatin1Char('_');
        out += QLatin1Char(upper ? char(*c - 'A' + 'a') : *c);
    }
    return out;
}

void decodeSchemaKey(OffsetsRecord &rec, const QByteArray &key)
{
    if (rec.type < 3 || rec.type > 23) {
        rec.key = hexJson(key, KS_TR("Unknown record type %1").arg(rec.type));
        rec.notes << KS_TR("Unknown record type %1: key and value kept as hex").arg(rec.type);
        return;
    }
    QString error;
    if (retired(rec.type)) { // its key was the group id, like every group-level key
        WireReader r(key);
        r.int16();
        rec.group = r.string();
        if (r.ok() && !r.atEnd())
            r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.remaining()));
        if (r.ok())
            rec.key = {{QStringLiteral("group_id"), rec.group}};
        error = r.error();
    } else {
        // After the INT16 record type, the type's key struct at version 0.
        msg::DecodedMessage d;
        msg::decodeByName(rec.typeName() + QStringLiteral("Key"), 0, key.mid(2), d);
        error = d.error;
        if (error.isEmpty()) {
            rec.key = snakeJson(d.json).toObject();
            rec.group = rec.key.value(QStringLiteral("group_id")).toString();
            rec.memberId = rec.key.value(QStringLiteral("member_id")).toString();
            rec.subKey = rec.key.value(QStringLiteral("regular_expression")).toString();
        }
    }
    if (!error.isEmpty()) {
        const QString note = KS_TR("Malformed %1 key: %2").arg(rec.typeName(), error);
        rec.key = hexJson(key, note);
        rec.notes << note;
        rec.group.clear();
        rec.memberId.clear();
        rec.subKey.clear();
        return;
    }
    rec.keyDecoded = true;
}

void decodeSchemaValue(OffsetsRecord &rec, const QByteArray &value)
{
    WireReader r(value);
    const int version = r.int16();
    const QString name = rec.typeName() + QStringLiteral("Value");
    int16_t lo = 0, hi = -1;
    QString problem;
    if (!r.ok())
        problem = KS_TR("Value too short for a version");
    else if (retired(rec.type) || !msg::versionRange(name, lo, hi))
        problem = KS_TR("%1 has no schema in Kafka %2 (a retired record type)")
                      .arg(rec.typeName(), QLatin1String(msg::kKafkaRelease));
    else if (version < lo || version > hi)
        problem = KS_TR("Unknown %1 value version %2").arg(rec.typeName()).arg(version);
    if (problem.isEmpty()) {
        msg::DecodedMessage d;
        msg::decodeByName(name, int16_t(version), value.mid(2), d);
        if (d.error.isEmpty()) {
            QJsonObject o = snakeJson(d.json).toObject();
            o.insert(QStringLiteral("version"), version);
            rec.value = o;
            rec.valueVersion = version;
            rec.valueDecoded = true;
            return;
        }
        problem = KS_TR("Malformed %1 value: %2").arg(rec.typeName(), d.error);
    }
    rec.value = hexJson(value, problem);
    rec.notes << problem;
}

} // namespace kafscope::offsets
