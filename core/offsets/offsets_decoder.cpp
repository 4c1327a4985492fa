#include "offsets/offsets_decoder.h"

#include "protocol/kafka_messages.h"

#include "common/translations.h"

#include "offsets/schema_records.h"
#include "offsets/wire_reader.h"

#include <QJsonArray>

namespace kafscope::offsets {

namespace {

namespace msg = protocol::msg;

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

// A generated record struct read from `bytes` at `version`, every byte of them: false with
// `error` (English, with the byte offset) otherwise.
template <typename M>
bool readWhole(const QByteArray &bytes, int16_t version, M &out, QString &error)
{
    protocol::Reader r(bytes);
    out.read(r, version);
    if (r.ok() && r.left() > 0)
        r.fail(QStringLiteral("%1 unexpected trailing bytes").arg(r.left()));
    error = r.error();
    return r.ok();
}

// A coordinator value: its INT16 version (one this release specifies), then M at that version,
// every byte of it.
template <typename M>
Result<std::pair<int16_t, M>> readValue(const QByteArray &value, const char *name)
{
    if (value.size() < 2)
        return Error::usage(
            KS_ERR("Malformed %1: %2")
                .arg(QLatin1String(name), QStringLiteral("too short for a version")));
    const auto version = int16_t((uint8_t(value[0]) << 8) | uint8_t(value[1]));
    if (version < M::kMinVersion || version > M::kMaxVersion)
        return Error::usage(KS_ERR("Unknown %1 version %2").arg(QLatin1String(name)).arg(version));
    M m;
    QString error;
    if (!readWhole(value.mid(2), version, m, error))
        return Error::usage(KS_ERR("Malformed %1: %2").arg(QLatin1String(name), error));
    return std::make_pair(version, std::move(m));
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
        // LegacyOffsetCommitKey, OffsetCommitKey, GroupMetadataKey (version 0) after the type.
        const QByteArray body = key.mid(2);
        QString error;
        if (rec.type == 2) {
            msg::GroupMetadataKey k;
            if (readWhole(body, 0, k, error))
                rec.group = k.group;
        } else if (rec.type == 0) {
            msg::LegacyOffsetCommitKey k;
            if (readWhole(body, 0, k, error)) {
                rec.group = k.group;
                rec.topic = k.topic;
                rec.partition = k.partition;
            }
        } else {
            msg::OffsetCommitKey k;
            if (readWhole(body, 0, k, error)) {
                rec.group = k.group;
                rec.topic = k.topic;
                rec.partition = k.partition;
            }
        }
        if (!error.isEmpty()) {
            rec.group.clear();
            rec.topic.clear();
            rec.partition = -1;
            rec.key = hexWithNote(key, KS_TR("Malformed %1 key: %2").arg(rec.typeName(), error),
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
    auto read = readValue<msg::OffsetCommitValue>(value, "OffsetCommitValue");
    if (!read)
        return read.error();
    const auto &[version, m] = read.value();
    OffsetCommitValue v;
    v.version = version;
    v.offset = m.offset;
    v.leaderEpoch = version >= 3 ? m.leaderEpoch : -1;
    v.metadata = m.metadata;
    v.commitTimestamp = m.commitTimestamp;
    v.expireTimestamp = version == 1 ? m.expireTimestamp : -1;
    if (m.topicId != protocol::Uuid{}) // tagged: absent reads as the zero id
        v.topicId = QUuid::fromRfc4122(
            QByteArrayView(reinterpret_cast<const char *>(m.topicId.data()), 16));
    return v;
}

Result<GroupMetadataValue> decodeGroupMetadataValue(const QByteArray &value)
{
    using M = msg::GroupMetadataValue;
    auto read = readValue<M>(value, "GroupMetadataValue");
    if (!read)
        return read.error();
    const auto &[version, m] = read.value();
    GroupMetadataValue g;
    g.version = version;
    g.protocolType = m.protocolType;
    g.generation = m.generation;
    g.protocol = m.protocol;
    g.leader = m.leader;
    g.currentStateTimestamp = version >= 2 ? m.currentStateTimestamp : -1;
    for (const M::MemberMetadata &x : m.members) {
        ClassicMember c;
        c.memberId = x.memberId;
        c.groupInstanceId = version >= 3 ? x.groupInstanceId : std::nullopt;
        c.clientId = x.clientId;
        c.clientHost = x.clientHost;
        c.rebalanceTimeout = version >= 1 ? x.rebalanceTimeout : -1;
        c.sessionTimeout = x.sessionTimeout;
        c.subscriptionBytes = x.subscription;
        c.assignmentBytes = x.assignment;
        decodeMemberProtocol(c, g);
        g.members << c;
    }
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
