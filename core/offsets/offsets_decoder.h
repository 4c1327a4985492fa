#pragma once

#include "offsets/consumer_protocol.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUuid>

#include <optional>

namespace kafscope::offsets {

// The record types of __consumer_offsets: the key's leading INT16 (shared/KAFKA_NOTES.md §3).
enum class RecordType : int {
    Unknown = -1,
    LegacyOffsetCommit = 0,
    OffsetCommit = 1,
    GroupMetadata = 2,
    ConsumerGroupMetadata = 3,
    ConsumerGroupPartitionMetadata = 4,
    ConsumerGroupMemberMetadata = 5,
    ConsumerGroupTargetAssignmentMetadata = 6,
    ConsumerGroupTargetAssignmentMember = 7,
    ConsumerGroupCurrentMemberAssignment = 8,
    ShareGroupPartitionMetadata = 9,
    ShareGroupMemberMetadata = 10,
    ShareGroupMetadata = 11,
    ShareGroupTargetAssignmentMetadata = 12,
    ShareGroupTargetAssignmentMember = 13,
    ShareGroupCurrentMemberAssignment = 14,
    ShareGroupStatePartitionMetadata = 15,
    ConsumerGroupRegularExpression = 16,
    StreamsGroupMetadata = 17,
    StreamsGroupPartitionMetadata = 18,
    StreamsGroupMemberMetadata = 19,
    StreamsGroupTargetAssignmentMetadata = 20,
    StreamsGroupTargetAssignmentMember = 21,
    StreamsGroupCurrentMemberAssignment = 22,
    StreamsGroupTopology = 23,
    // Not a __consumer_offsets type: a record of __transaction_state (offsets/transaction_log.h),
    // whose key version is 0 as well; the explorer tells the two logs apart by topic.
    TransactionLog = 100,
};

// Kafka's schema name of a record type without "Key"/"Value" ("OffsetCommit"), or "Unknown(N)".
QString recordTypeName(int type);
// The group kind a record type belongs to: "classic", "consumer", "share", "streams" or "".
QString groupKindOf(int type);

// OffsetCommitValue (types 0 and 1), all versions 0-4.
struct OffsetCommitValue {
    int version = 0;
    qint64 offset = -1;
    int leaderEpoch = -1; // v3+
    QString metadata;
    qint64 commitTimestamp = -1;
    qint64 expireTimestamp = -1;  // v1 only
    std::optional<QUuid> topicId; // v4+ tagged field 0
};

// One member of a classic group, with its protocol bytes decoded when the protocol type is
// "consumer" (else only the raw bytes are set).
struct ClassicMember {
    QString memberId;
    std::optional<QString> groupInstanceId; // v3+
    QString clientId;
    QString clientHost;
    int rebalanceTimeout = -1; // v1+
    int sessionTimeout = -1;
    QByteArray subscriptionBytes;
    QByteArray assignmentBytes;
    std::optional<ConsumerSubscription> subscription;
    std::optional<ConsumerAssignment> assignment;
    QStringList notes; // why bytes stayed undecoded
};

// GroupMetadataValue (type 2), all versions 0-4.
struct GroupMetadataValue {
    int version = 0;
    QString protocolType;
    int generation = -1;
    std::optional<QString> protocol; // the assignor for consumer groups
    std::optional<QString> leader;
    qint64 currentStateTimestamp = -1; // v2+
    QList<ClassicMember> members;
};

// One decoded __consumer_offsets record. Never fails: whatever cannot be decoded is kept as
// hex in key/value with a note, and the reader carries on.
struct OffsetsRecord {
    int type = -1;          // RecordType as int, -1 when the key is missing or too short
    bool tombstone = false; // null value: the offset, group or member was removed
    int valueVersion = -1;  // -1 for tombstones and undecodable values
    bool keyDecoded = false;
    bool valueDecoded = false;

    // From the key, for filters and replay (empty when the type has no such field).
    QString group;
    QString topic;           // offset commits
    int partition = -1;      // offset commits
    QString memberId;        // member-keyed records
    QString subKey;          // other key parts (regex, topic id + partition) as text
    QString transactionalId; // __transaction_state records

    QJsonObject key;   // the key's fields in snake_case; {"hex","note"} when undecodable
    QJsonObject value; // the value's fields in snake_case (+ "version"); empty for tombstones
    std::optional<OffsetCommitValue> offsetCommit;
    std::optional<GroupMetadataValue> groupMetadata;
    QStringList notes; // unknown type/version, truncation, trailing bytes

    RecordType recordType() const { return static_cast<RecordType>(type); }
    QString typeName() const { return recordTypeName(type); }
    // The replay key: records with equal identity replace each other.
    QByteArray identity() const;
};

// Decodes one record. `key`/`value` are the raw message key and value; a missing value is a
// tombstone. Pure: no I/O, bounded work for any input.
OffsetsRecord decodeRecord(const std::optional<QByteArray> &key,
                           const std::optional<QByteArray> &value);

// Separate pieces, for callers that already split them (and for tests).
Result<OffsetCommitValue> decodeOffsetCommitValue(const QByteArray &value);
Result<GroupMetadataValue> decodeGroupMetadataValue(const QByteArray &value);

QJsonObject toJson(const OffsetCommitValue &v);
QJsonObject toJson(const GroupMetadataValue &v);
QJsonObject toJson(const ClassicMember &m, bool consumerProtocol);

// The JSON Lines form `offsets-log --json` prints, without the position fields.
QJsonObject recordJson(const OffsetsRecord &r);

} // namespace kafscope::offsets
