#include "offsets/offsets_decoder.h"

#include "common/translations.h"

#include "offsets/schema_records.h"
#include "offsets/wire_reader.h"

#include <QJsonArray>

namespace kafscope::offsets {

namespace {

const char *const kTypeNames[] = {
    "LegacyOffsetCommit",
    "OffsetCommit",
    "GroupMetadata",
    "ConsumerGroupMetadata",
    "ConsumerGroupPartitionMetadata",
    "ConsumerGroupMemberMetadata",
    "ConsumerGroupTargetAssignmentMetadata",
    "ConsumerGroupTargetAssignmentMember",
    "ConsumerGroupCurrentMemberAssignment",
    "ShareGroupPartitionMetadata",
    "ShareGroupMemberMetadata",
    "ShareGroupMetadata",
    "ShareGroupTargetAssignmentMetadata",
    "ShareGroupTargetAssignmentMember",
    "ShareGroupCurrentMemberAssignment",
    "ShareGroupStatePartitionMetadata",
    "ConsumerGroupRegularExpression",
    "StreamsGroupMetadata",
    "StreamsGroupPartitionMetadata",
    "StreamsGroupMemberMetadata",
    "StreamsGroupTargetAssignmentMetadata",
    "StreamsGroupTargetAssignmentMember",
    "StreamsGroupCurrentMemberAssignment",
    "StreamsGroupTopology",
};
constexpr int kTypeCount = int(sizeof kTypeNames / sizeof *kTypeNames);

void checkEnd(WireReader &r)
{
    if (r.ok() && !r.atEnd())
        r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.remaining()));
}

Error malformed(const char *what, const WireReader &r)
{
    return Error::usage(KS_ERR("Malformed %1: %2").arg(QLatin1String(what), r.error()));
}

// Reads a string in the flexible or classic encoding.
QString str(WireReader &r, bool flexible)
{
    return flexible ? r.compactString() : r.string();
}

std::optional<QString> nstr(WireReader &r, bool flexible)
{
    return flexible ? r.compactNullableString() : r.nullableString();
}

void skipTags(WireReader &r, bool flexible)
{
    if (flexible)
        r.taggedFields([](quint32, const QByteArray &) {});
}

ClassicMember readMember(WireReader &r, int version, bool flexible)
{
    ClassicMember m;
    m.memberId = str(r, flexible);
    if (version >= 3)
        m.groupInstanceId = nstr(r, flexible);
    m.clientId = str(r, flexible);
    m.clientHost = str(r, flexible);
    if (version >= 1)
        m.rebalanceTimeout = r.int32();
    m.sessionTimeout = r.int32();
    m.subscriptionBytes = flexible ? r.compactNullableBytes().value_or(QByteArray()) : r.bytes();
    m.assignmentBytes = flexible ? r.compactNullableBytes().value_or(QByteArray()) : r.bytes();
    skipTags(r, flexible);
    return m;
}

void decodeMemberProtocol(ClassicMember &m, const GroupMetadataValue &g)
{
    if (g.protocolType != QLatin1String("consumer"))
        return;
    const QString assignor = g.protocol.value_or(QString());
    if (!m.subscriptionBytes.isEmpty()) {
        auto s = decodeSubscription(m.subscriptionBytes, assignor);
        if (s)
            m.subscription = s.value();
        else
            m.notes << s.error().message();
    }
    if (!m.assignmentBytes.isEmpty()) {
        auto a = decodeAssignment(m.assignmentBytes, assignor);
        if (a)
            m.assignment = a.value();
        else
            m.notes << a.error().message();
    }
}

QJsonObject hexWithNote(const QByteArray &bytes, const QString &note, QStringList &notes)
{
    notes << note;
    return hexJson(bytes, note);
}

void decodeKey(OffsetsRecord &rec, const QByteArray &key)
{
    WireReader r(key);
    rec.type = r.int16();
    if (!r.ok()) {
        rec.type = -1;
        rec.key = hexWithNote(key, KS_TR("Key too short for a record type"), rec.notes);
        return;
    }
    if (rec.type == 0 || rec.type == 1 || rec.type == 2) {
        rec.group = r.string();
        if (rec.type != 2) {
            rec.topic = r.string();
            rec.partition = r.int32();
        }
        checkEnd(r);
        if (!r.ok()) {
            rec.key = hexWithNote(key, KS_TR("Malformed %1 key: %2").arg(rec.typeName(), r.error()),
                                  rec.notes);
            return;
        }
        rec.key = {{QStringLiteral("group"), rec.group}};
        if (rec.type != 2) {
            rec.key.insert(QStringLiteral("topic"), rec.topic);
            rec.key.insert(QStringLiteral("partition"), rec.partition);
        }
        rec.keyDecoded = true;
        return;
    }
    decodeSchemaKey(rec, key);
}

void decodeValue(OffsetsRecord &rec, const QByteArray &value)
{
    if (!rec.keyDecoded) {
        rec.value = hexJson(value, KS_TR("Value not decoded: unknown key"));
        return;
    }
    if (rec.type == 0 || rec.type == 1) {
        auto v = decodeOffsetCommitValue(value);
        if (v) {
            rec.offsetCommit = v.value();
            rec.valueVersion = v->version;
            rec.value = toJson(v.value());
            rec.valueDecoded = true;
        } else {
            rec.value = hexWithNote(value, v.error().message(), rec.notes);
        }
        return;
    }
    if (rec.type == 2) {
        auto v = decodeGroupMetadataValue(value);
        if (v) {
            rec.groupMetadata = v.value();
            rec.valueVersion = v->version;
            rec.value = toJson(v.value());
            rec.valueDecoded = true;
            for (const ClassicMember &m : v->members)
                for (const QString &n : m.notes)
                    rec.notes << KS_TR("Member %1: %2").arg(m.memberId, n);
        } else {
            rec.value = hexWithNote(value, v.error().message(), rec.notes);
        }
        return;
    }
    decodeSchemaValue(rec, value);
}

} // namespace

QString recordTypeName(int type)
{
    if (type >= 0 && type < kTypeCount)
        return QString::fromLatin1(kTypeNames[type]);
    if (type == int(RecordType::TransactionLog))
        return QStringLiteral("TransactionLog");
    return QStringLiteral("Unknown(%1)").arg(type);
}

QString groupKindOf(int type)
{
    if (type >= 0 && type <= 2)
        return QStringLiteral("classic");
    if ((type >= 3 && type <= 8) || type == 16)
        return QStringLiteral("consumer");
    if (type >= 9 && type <= 15)
        return QStringLiteral("share");
    if (type >= 17 && type < kTypeCount)
        return QStringLiteral("streams");
    return {};
}

QByteArray OffsetsRecord::identity() const
{
    QByteArray id = QByteArray::number(type) + '\0' + group.toUtf8() + '\0' + topic.toUtf8() +
                    '\0' + QByteArray::number(partition) + '\0' + memberId.toUtf8() + '\0' +
                    subKey.toUtf8() + '\0' + transactionalId.toUtf8();
    return id;
}

Result<OffsetCommitValue> decodeOffsetCommitValue(const QByteArray &value)
{
    WireReader r(value);
    OffsetCommitValue v;
    v.version = r.int16();
    if (r.ok() && (v.version < 0 || v.version > 4))
        return Error::usage(KS_ERR("Unknown OffsetCommitValue version %1").arg(v.version));
    const bool flexible = v.version >= 4;
    v.offset = r.int64();
    if (v.version >= 3)
        v.leaderEpoch = r.int32();
    v.metadata = str(r, flexible);
    v.commitTimestamp = r.int64();
    if (v.version == 1)
        v.expireTimestamp = r.int64();
    if (flexible)
        r.taggedFields([&](quint32 tag, const QByteArray &data) {
            if (tag == 0 && data.size() == 16)
                v.topicId = QUuid::fromRfc4122(data);
        });
    checkEnd(r);
    if (!r.ok())
        return malformed("OffsetCommitValue", r);
    return v;
}

Result<GroupMetadataValue> decodeGroupMetadataValue(const QByteArray &value)
{
    WireReader r(value);
    GroupMetadataValue g;
    g.version = r.int16();
    if (r.ok() && (g.version < 0 || g.version > 4))
        return Error::usage(KS_ERR("Unknown GroupMetadataValue version %1").arg(g.version));
    const bool flexible = g.version >= 4;
    g.protocolType = str(r, flexible);
    g.generation = r.int32();
    g.protocol = nstr(r, flexible);
    g.leader = nstr(r, flexible);
    if (g.version >= 2)
        g.currentStateTimestamp = r.int64();
    // A member takes at least 4 strings (2 bytes each) + 3 INT32s in the classic encoding.
    const int n = flexible ? r.compactArrayCount(9) : r.arrayCount(18);
    for (int i = 0; i < n && r.ok(); ++i)
        g.members << readMember(r, g.version, flexible);
    skipTags(r, flexible);
    checkEnd(r);
    if (!r.ok())
        return malformed("GroupMetadataValue", r);
    for (ClassicMember &m : g.members)
        decodeMemberProtocol(m, g);
    return g;
}

QJsonObject toJson(const OffsetCommitValue &v)
{
    QJsonObject o{{QStringLiteral("version"), v.version},
                  {QStringLiteral("offset"), v.offset},
                  {QStringLiteral("metadata"), v.metadata},
                  {QStringLiteral("commit_timestamp"), v.commitTimestamp}};
    if (v.version >= 3)
        o.insert(QStringLiteral("leader_epoch"), v.leaderEpoch);
    if (v.version == 1)
        o.insert(QStringLiteral("expire_timestamp"), v.expireTimestamp);
    if (v.topicId)
        o.insert(QStringLiteral("topic_id"), kafkaUuidString(*v.topicId));
    return o;
}

QJsonObject toJson(const ClassicMember &m, bool consumerProtocol)
{
    QJsonObject o{{QStringLiteral("member_id"), m.memberId},
                  {QStringLiteral("client_id"), m.clientId},
                  {QStringLiteral("client_host"), m.clientHost},
                  {QStringLiteral("rebalance_timeout"), m.rebalanceTimeout},
                  {QStringLiteral("session_timeout"), m.sessionTimeout}};
    o.insert(QStringLiteral("group_instance_id"),
             m.groupInstanceId ? QJsonValue(*m.groupInstanceId) : QJsonValue::Null);
    const QString why = consumerProtocol ? KS_TR("not decodable as consumer protocol")
                                         : KS_TR("opaque to this protocol type");
    o.insert(QStringLiteral("subscription"),
             m.subscription ? toJson(*m.subscription) : hexJson(m.subscriptionBytes, why));
    o.insert(QStringLiteral("assignment"),
             m.assignment ? toJson(*m.assignment) : hexJson(m.assignmentBytes, why));
    return o;
}

QJsonObject toJson(const GroupMetadataValue &v)
{
    QJsonArray members;
    for (const ClassicMember &m : v.members)
        members.append(toJson(m, v.protocolType == QLatin1String("consumer")));
    QJsonObject o{
        {QStringLiteral("version"), v.version},
        {QStringLiteral("protocol_type"), v.protocolType},
        {QStringLiteral("generation"), v.generation},
        {QStringLiteral("protocol"), v.protocol ? QJsonValue(*v.protocol) : QJsonValue::Null},
        {QStringLiteral("leader"), v.leader ? QJsonValue(*v.leader) : QJsonValue::Null},
        {QStringLiteral("members"), members}};
    if (v.version >= 2)
        o.insert(QStringLiteral("current_state_timestamp"), v.currentStateTimestamp);
    return o;
}

OffsetsRecord decodeRecord(const std::optional<QByteArray> &key,
                           const std::optional<QByteArray> &value)
{
    OffsetsRecord rec;
    if (!key) {
        rec.key = hexWithNote({}, KS_TR("Record without a key"), rec.notes);
    } else {
        decodeKey(rec, *key);
    }
    rec.tombstone = !value.has_value();
    if (value)
        decodeValue(rec, *value);
    return rec;
}

QJsonObject recordJson(const OffsetsRecord &r)
{
    QJsonObject o{{QStringLiteral("record_type"), r.typeName()},
                  {QStringLiteral("key"), r.key},
                  {QStringLiteral("value"), r.tombstone ? QJsonValue::Null : QJsonValue(r.value)}};
    if (!r.notes.isEmpty())
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(r.notes));
    return o;
}

} // namespace kafscope::offsets
