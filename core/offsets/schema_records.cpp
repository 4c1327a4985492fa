#include "offsets/schema_records.h"

#include "offsets/wire_reader.h"

#include "common/translations.h"

#include <QJsonArray>

namespace kafscope::offsets {

namespace {

enum class T : quint8 {
    I8,
    I16,
    U16,
    I32,
    I64,
    Uuid,
    Str,
    NStr,
    Bytes,
    StrArr,
    I32Arr,
    I16Arr,
    StructArr,
    NStruct
};

// One schema field; `sub` (for structs) ends with a field whose name is null; tag >= 0 marks a
// tagged field.
struct Field {
    const char *name;
    T type;
    const Field *sub = nullptr;
    int tag = -1;
};

constexpr Field kEnd{nullptr, T::I8};

const Field kEpochHash[] = {{"Epoch", T::I32}, {"MetadataHash", T::I64}, kEnd};
const Field kConsumerGroupMetadata[] = {
    {"Epoch", T::I32}, {"MetadataHash", T::I64, nullptr, 0}, kEnd};
const Field kPartitionRacks[] = {{"Partition", T::I32}, {"Racks", T::StrArr}, kEnd};
const Field kTopicMetadata[] = {{"TopicId", T::Uuid},
                                {"TopicName", T::Str},
                                {"NumPartitions", T::I32},
                                {"PartitionMetadata", T::StructArr, kPartitionRacks},
                                kEnd};
const Field kPartitionMetadata[] = {{"Topics", T::StructArr, kTopicMetadata}, kEnd};
const Field kClassicProtocol[] = {{"Name", T::Str}, {"Metadata", T::Bytes}, kEnd};
const Field kClassicMember[] = {
    {"SessionTimeoutMs", T::I32}, {"SupportedProtocols", T::StructArr, kClassicProtocol}, kEnd};
const Field kConsumerMember[] = {{"InstanceId", T::NStr},
                                 {"RackId", T::NStr},
                                 {"ClientId", T::Str},
                                 {"ClientHost", T::Str},
                                 {"SubscribedTopicNames", T::StrArr},
                                 {"SubscribedTopicRegex", T::NStr},
                                 {"RebalanceTimeoutMs", T::I32},
                                 {"ServerAssignor", T::NStr},
                                 {"ClassicMemberMetadata", T::NStruct, kClassicMember, 0},
                                 kEnd};
const Field kAssignmentEpoch[] = {{"AssignmentEpoch", T::I32}, kEnd};
const Field kTopicIdPartitions[] = {{"TopicId", T::Uuid}, {"Partitions", T::I32Arr}, kEnd};
const Field kTargetMember[] = {{"TopicPartitions", T::StructArr, kTopicIdPartitions}, kEnd};
const Field kConsumerCurrent[] = {{"MemberEpoch", T::I32},
                                  {"PreviousMemberEpoch", T::I32},
                                  {"State", T::I8},
                                  {"AssignedPartitions", T::StructArr, kTopicIdPartitions},
                                  {"PartitionsPendingRevocation", T::StructArr, kTopicIdPartitions},
                                  kEnd};
const Field kShareMember[] = {{"RackId", T::NStr},
                              {"ClientId", T::Str},
                              {"ClientHost", T::Str},
                              {"SubscribedTopicNames", T::StrArr},
                              kEnd};
const Field kShareCurrent[] = {{"MemberEpoch", T::I32},
                               {"PreviousMemberEpoch", T::I32},
                               {"State", T::I8},
                               {"AssignedPartitions", T::StructArr, kTopicIdPartitions},
                               kEnd};
const Field kTopicPartitionsInfo[] = {
    {"TopicId", T::Uuid}, {"TopicName", T::Str}, {"Partitions", T::I32Arr}, kEnd};
const Field kTopicIdName[] = {{"TopicId", T::Uuid}, {"TopicName", T::Str}, kEnd};
const Field kShareStatePartitions[] = {{"InitializingTopics", T::StructArr, kTopicPartitionsInfo},
                                       {"InitializedTopics", T::StructArr, kTopicPartitionsInfo},
                                       {"DeletingTopics", T::StructArr, kTopicIdName},
                                       kEnd};
const Field kRegex[] = {{"Topics", T::StrArr}, {"Version", T::I64}, {"Timestamp", T::I64}, kEnd};
const Field kEndpoint[] = {{"Host", T::Str}, {"Port", T::U16}, kEnd};
const Field kKeyValue[] = {{"Key", T::Str}, {"Value", T::Str}, kEnd};
const Field kStreamsMember[] = {{"InstanceId", T::NStr},
                                {"RackId", T::NStr},
                                {"ClientId", T::Str},
                                {"ClientHost", T::Str},
                                {"RebalanceTimeoutMs", T::I32},
                                {"TopologyEpoch", T::I32},
                                {"ProcessId", T::Str},
                                {"UserEndpoint", T::NStruct, kEndpoint},
                                {"ClientTags", T::StructArr, kKeyValue},
                                kEnd};
const Field kTaskIds[] = {{"SubtopologyId", T::Str}, {"Partitions", T::I32Arr}, kEnd};
const Field kStreamsTarget[] = {{"ActiveTasks", T::StructArr, kTaskIds},
                                {"StandbyTasks", T::StructArr, kTaskIds},
                                {"WarmupTasks", T::StructArr, kTaskIds},
                                kEnd};
const Field kStreamsCurrent[] = {{"MemberEpoch", T::I32},
                                 {"PreviousMemberEpoch", T::I32},
                                 {"State", T::I8},
                                 {"ActiveTasks", T::StructArr, kTaskIds},
                                 {"StandbyTasks", T::StructArr, kTaskIds},
                                 {"WarmupTasks", T::StructArr, kTaskIds},
                                 {"ActiveTasksPendingRevocation", T::StructArr, kTaskIds},
                                 {"StandbyTasksPendingRevocation", T::StructArr, kTaskIds},
                                 {"WarmupTasksPendingRevocation", T::StructArr, kTaskIds},
                                 kEnd};
const Field kTopicConfig[] = {{"key", T::Str}, {"value", T::Str}, kEnd};
const Field kStreamsTopicInfo[] = {{"Name", T::Str},
                                   {"Partitions", T::I32},
                                   {"ReplicationFactor", T::I16},
                                   {"TopicConfigs", T::StructArr, kTopicConfig},
                                   kEnd};
const Field kCopartition[] = {{"SourceTopics", T::I16Arr},
                              {"SourceTopicRegex", T::I16Arr},
                              {"RepartitionSourceTopics", T::I16Arr},
                              kEnd};
const Field kSubtopology[] = {{"SubtopologyId", T::Str},
                              {"SourceTopics", T::StrArr},
                              {"SourceTopicRegex", T::StrArr},
                              {"StateChangelogTopics", T::StructArr, kStreamsTopicInfo},
                              {"RepartitionSinkTopics", T::StrArr},
                              {"RepartitionSourceTopics", T::StructArr, kStreamsTopicInfo},
                              {"CopartitionGroups", T::StructArr, kCopartition},
                              kEnd};
const Field kTopology[] = {{"Epoch", T::I32}, {"Subtopologies", T::StructArr, kSubtopology}, kEnd};

enum class KeyShape { Group, GroupMember, GroupRegex };

struct RecordSchema {
    int type;
    KeyShape key;
    const Field *value; // null: a retired type without a schema in Kafka 4.1
};

const RecordSchema kSchemas[] = {
    {3, KeyShape::Group, kConsumerGroupMetadata},
    {4, KeyShape::Group, kPartitionMetadata},
    {5, KeyShape::GroupMember, kConsumerMember},
    {6, KeyShape::Group, kAssignmentEpoch},
    {7, KeyShape::GroupMember, kTargetMember},
    {8, KeyShape::GroupMember, kConsumerCurrent},
    {9, KeyShape::Group, nullptr},
    {10, KeyShape::GroupMember, kShareMember},
    {11, KeyShape::Group, kEpochHash},
    {12, KeyShape::Group, kAssignmentEpoch},
    {13, KeyShape::GroupMember, kTargetMember},
    {14, KeyShape::GroupMember, kShareCurrent},
    {15, KeyShape::Group, kShareStatePartitions},
    {16, KeyShape::GroupRegex, kRegex},
    {17, KeyShape::Group, kEpochHash},
    {18, KeyShape::Group, nullptr},
    {19, KeyShape::GroupMember, kStreamsMember},
    {20, KeyShape::Group, kAssignmentEpoch},
    {21, KeyShape::GroupMember, kStreamsTarget},
    {22, KeyShape::GroupMember, kStreamsCurrent},
    {23, KeyShape::Group, kTopology},
};

const RecordSchema *schemaFor(int type)
{
    for (const RecordSchema &s : kSchemas)
        if (s.type == type)
            return &s;
    return nullptr;
}

QJsonObject readStruct(WireReader &r, const Field *fields, QStringList &notes, int depth);

QJsonValue readField(WireReader &r, const Field &f, QStringList &notes, int depth)
{
    switch (f.type) {
    case T::I8: return r.int8();
    case T::I16: return r.int16();
    case T::U16: return r.uint16();
    case T::I32: return r.int32();
    case T::I64: return r.int64();
    case T::Uuid: return kafkaUuidString(r.uuid());
    case T::Str: return r.compactString();
    case T::NStr: {
        const auto s = r.compactNullableString();
        return s ? QJsonValue(*s) : QJsonValue::Null;
    }
    case T::Bytes: {
        const auto b = r.compactNullableBytes();
        return b ? QJsonValue(QString::fromLatin1(b->toHex())) : QJsonValue::Null;
    }
    case T::StrArr: {
        QJsonArray a;
        for (int i = 0, n = r.compactArrayCount(1); i < n && r.ok(); ++i)
            a.append(r.compactString());
        return a;
    }
    case T::I32Arr:
    case T::I16Arr: {
        QJsonArray a;
        const bool wide = f.type == T::I32Arr;
        for (int i = 0, n = r.compactArrayCount(wide ? 4 : 2); i < n && r.ok(); ++i)
            a.append(wide ? r.int32() : r.int16());
        return a;
    }
    case T::StructArr: {
        QJsonArray a;
        for (int i = 0, n = r.compactArrayCount(1); i < n && r.ok(); ++i)
            a.append(readStruct(r, f.sub, notes, depth + 1));
        return a;
    }
    case T::NStruct: {
        const qint8 present = r.int8();
        if (present < 0)
            return QJsonValue::Null;
        return readStruct(r, f.sub, notes, depth + 1);
    }
    }
    return QJsonValue::Null;
}

// A tagged nullable struct starts with an unsigned varint presence marker, 0 meaning null (Kafka's
// generated readers: `readUnsignedVarint() > 0`); other tagged fields are written like untagged
// ones. Tolerate a missing presence marker.
QJsonValue readTaggedField(const Field &f, const QByteArray &data, QStringList &notes, int depth)
{
    WireReader r(data);
    QJsonValue v;
    if (f.type == T::NStruct)
        v = r.uvarint() == 0 ? QJsonValue(QJsonValue::Null)
                             : QJsonValue(readStruct(r, f.sub, notes, depth + 1));
    else
        v = readField(r, f, notes, depth);
    if (r.ok() && r.atEnd())
        return v;
    if (f.type == T::NStruct) {
        WireReader bare(data);
        QJsonObject o = readStruct(bare, f.sub, notes, depth + 1);
        if (bare.ok() && bare.atEnd())
            return o;
    }
    notes << KS_TR("Tagged field %1 not decodable (%2 bytes)")
                 .arg(QLatin1String(f.name))
                 .arg(data.size());
    return hexJson(data);
}

QJsonObject readStruct(WireReader &r, const Field *fields, QStringList &notes, int depth)
{
    QJsonObject o;
    if (depth > 8) {
        r.fail(QStringLiteral("nesting too deep"));
        return o;
    }
    for (const Field *f = fields; f->name && r.ok(); ++f)
        if (f->tag < 0)
            o.insert(snakeCase(f->name), readField(r, *f, notes, depth));
    QJsonObject unknown;
    r.taggedFields([&](quint32 tag, const QByteArray &data) {
        for (const Field *f = fields; f->name; ++f)
            if (f->tag == int(tag)) {
                o.insert(snakeCase(f->name), readTaggedField(*f, data, notes, depth));
                return;
            }
        unknown.insert(QString::number(tag), QString::fromLatin1(data.toHex()));
        notes << KS_TR("Unknown tagged field %1 (%2 bytes) kept as hex").arg(tag).arg(data.size());
    });
    if (!unknown.isEmpty())
        o.insert(QStringLiteral("unknown_tagged_fields"), unknown);
    return o;
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
    const RecordSchema *schema = schemaFor(rec.type);
    if (!schema) {
        rec.key = hexJson(key, KS_TR("Unknown record type %1").arg(rec.type));
        rec.notes << KS_TR("Unknown record type %1: key and value kept as hex").arg(rec.type);
        return;
    }
    WireReader r(key);
    r.int16();
    rec.group = r.string();
    rec.key = {{QStringLiteral("group_id"), rec.group}};
    if (schema->key == KeyShape::GroupMember) {
        rec.memberId = r.string();
        rec.key.insert(QStringLiteral("member_id"), rec.memberId);
    } else if (schema->key == KeyShape::GroupRegex) {
        rec.subKey = r.string();
        rec.key.insert(QStringLiteral("regular_expression"), rec.subKey);
    }
    if (r.ok() && !r.atEnd())
        r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.remaining()));
    if (!r.ok()) {
        const QString note = KS_TR("Malformed %1 key: %2").arg(rec.typeName(), r.error());
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
    const RecordSchema *schema = schemaFor(rec.type);
    WireReader r(value);
    const int version = r.int16();
    QString problem;
    if (!r.ok())
        problem = KS_TR("Value too short for a version");
    else if (!schema || !schema->value)
        problem =
            KS_TR("%1 has no schema in Kafka 4.1 (a retired record type)").arg(rec.typeName());
    else if (version != 0)
        problem = KS_TR("Unknown %1 value version %2").arg(rec.typeName()).arg(version);
    if (problem.isEmpty()) {
        QStringList notes;
        QJsonObject o = readStruct(r, schema->value, notes, 0);
        if (r.ok() && !r.atEnd())
            r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.remaining()));
        if (r.ok()) {
            o.insert(QStringLiteral("version"), version);
            rec.value = o;
            rec.valueVersion = version;
            rec.valueDecoded = true;
            rec.notes += notes;
            return;
        }
        problem = KS_TR("Malformed %1 value: %2").arg(rec.typeName(), r.error());
    }
    rec.value = hexJson(value, problem);
    rec.notes << problem;
}

} // namespace kafscope::offsets
