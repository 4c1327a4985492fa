#include "offsets/consumer_protocol.h"
#include "offsets/offsets_decoder.h"
#include "offsets/offsets_log_reader.h"
#include "offsets/wire_reader.h"
#include "offsets_bytes.h"

#include <QJsonArray>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::offsets;
using kafscope::test::Bytes;

namespace {

QByteArray memberV(int version, const QString &id, const std::optional<QString> &instance,
                   const QByteArray &sub, const QByteArray &assign)
{
    Bytes b;
    const bool flex = version >= 4;
    auto s = [&](const std::optional<QString> &v) { flex ? b.cstr(v) : b.str(v); };
    s(id);
    if (version >= 3)
        s(instance);
    s(QStringLiteral("client-") + id);
    s(QStringLiteral("/127.0.0.1"));
    if (version >= 1)
        b.i32(30000);
    b.i32(10000);
    flex ? b.cbytes(sub) : b.bytes(sub);
    flex ? b.cbytes(assign) : b.bytes(assign);
    if (flex)
        b.noTags();
    return b;
}

QByteArray groupValue(int version, const QString &protocolType,
                      const std::optional<QString> &protocol, const QList<QByteArray> &members)
{
    Bytes b;
    const bool flex = version >= 4;
    b.i16(qint16(version));
    flex ? b.cstr(protocolType) : b.str(protocolType);
    b.i32(7);
    flex ? b.cstr(protocol) : b.str(protocol);
    flex ? b.cstr(QStringLiteral("m1")) : b.str(QStringLiteral("m1"));
    if (version >= 2)
        b.i64(1700000000000);
    flex ? b.carray(int(members.size())) : b.i32(qint32(members.size()));
    for (const QByteArray &m : members)
        b.raw(m);
    if (flex)
        b.noTags();
    return b;
}

QList<QPair<QString, QList<int>>> tps(const QString &t, QList<int> p)
{
    return {{t, p}};
}

} // namespace

class TestOffsetsDecoder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void offsetCommitEveryVersion_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<int>("version");
        QTest::addColumn<int>("epoch");
        QTest::addColumn<qint64>("expire");
        QTest::newRow("v0") << Bytes().i16(0).i64(42).str(QStringLiteral("meta")).i64(1000).data()
                            << 0 << -1 << qint64(-1);
        QTest::newRow("v1")
            << Bytes().i16(1).i64(42).str(QStringLiteral("meta")).i64(1000).i64(5000).data() << 1
            << -1 << qint64(5000);
        QTest::newRow("v2") << Bytes().i16(2).i64(42).str(QStringLiteral("meta")).i64(1000).data()
                            << 2 << -1 << qint64(-1);
        QTest::newRow("v3") << test::offsetValueV3(42, 5, QStringLiteral("meta"), 1000) << 3 << 5
                            << qint64(-1);
        QTest::newRow("v4")
            << Bytes().i16(4).i64(42).i32(6).cstr(QStringLiteral("meta")).i64(1000).noTags().data()
            << 4 << 6 << qint64(-1);
    }
    void offsetCommitEveryVersion()
    {
        QFETCH(QByteArray, value);
        QFETCH(int, version);
        QFETCH(int, epoch);
        QFETCH(qint64, expire);
        const OffsetsRecord r =
            decodeRecord(test::offsetKey(1, QStringLiteral("g1"), QStringLiteral("t1"), 3), value);
        QVERIFY2(r.notes.isEmpty(), qPrintable(r.notes.join(';')));
        QCOMPARE(r.recordType(), RecordType::OffsetCommit);
        QCOMPARE(r.group, QStringLiteral("g1"));
        QCOMPARE(r.topic, QStringLiteral("t1"));
        QCOMPARE(r.partition, 3);
        QVERIFY(r.keyDecoded && r.valueDecoded && !r.tombstone);
        QVERIFY(r.offsetCommit);
        QCOMPARE(r.offsetCommit->version, version);
        QCOMPARE(r.offsetCommit->offset, qint64(42));
        QCOMPARE(r.offsetCommit->leaderEpoch, epoch);
        QCOMPARE(r.offsetCommit->metadata, QStringLiteral("meta"));
        QCOMPARE(r.offsetCommit->commitTimestamp, qint64(1000));
        QCOMPARE(r.offsetCommit->expireTimestamp, expire);
        QCOMPARE(r.value.value(QStringLiteral("offset")).toInteger(), 42);
        QCOMPARE(r.value.value(QStringLiteral("commit_timestamp")).toInteger(), 1000);
        QCOMPARE(r.value.contains(QStringLiteral("expire_timestamp")), version == 1);
        QCOMPARE(r.value.contains(QStringLiteral("leader_epoch")), version >= 3);
    }

    void offsetCommitV4TaggedTopicIdAndUnknownTag()
    {
        const QUuid id = QUuid::createUuid();
        const QByteArray tagged = Bytes()
                                      .i16(4)
                                      .i64(9)
                                      .i32(1)
                                      .cstr(QString())
                                      .i64(77)
                                      .uvarint(2)
                                      .uvarint(0)
                                      .uvarint(16)
                                      .uuid(id)
                                      .uvarint(5)
                                      .uvarint(2)
                                      .i16(1);
        const OffsetsRecord r =
            decodeRecord(test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0), tagged);
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        QCOMPARE(r.offsetCommit->topicId, std::optional<QUuid>(id));
        QCOMPARE(r.value.value(QStringLiteral("topic_id")).toString(), kafkaUuidString(id));
    }

    void legacyOffsetCommitKeyType0()
    {
        const OffsetsRecord r =
            decodeRecord(test::offsetKey(0, QStringLiteral("old"), QStringLiteral("t"), 1),
                         Bytes().i16(0).i64(5).str(QString()).i64(9).data());
        QCOMPARE(r.typeName(), QStringLiteral("LegacyOffsetCommit"));
        QVERIFY(r.valueDecoded);
        QCOMPARE(r.offsetCommit->offset, qint64(5));
    }

    void groupMetadataEveryVersionWithConsumerProtocol_data()
    {
        QTest::addColumn<int>("version");
        for (int v = 0; v <= 4; ++v)
            QTest::newRow(qPrintable(QStringLiteral("v%1").arg(v))) << v;
    }
    void groupMetadataEveryVersionWithConsumerProtocol()
    {
        QFETCH(int, version);
        const QByteArray sub =
            test::subscriptionBytes(1, {QStringLiteral("a"), QStringLiteral("b")}, std::nullopt,
                                    tps(QStringLiteral("a"), {0}));
        const QByteArray asg =
            test::assignmentBytes({{QStringLiteral("a"), {0, 1}}, {QStringLiteral("b"), {2}}});
        const QByteArray value =
            groupValue(version, QStringLiteral("consumer"), QStringLiteral("range"),
                       {memberV(version, QStringLiteral("m1"), QStringLiteral("inst-1"), sub, asg),
                        memberV(version, QStringLiteral("m2"), std::nullopt, sub, QByteArray())});
        const OffsetsRecord r = decodeRecord(test::groupKey(2, QStringLiteral("grp")), value);
        QVERIFY2(r.notes.isEmpty(), qPrintable(r.notes.join(';')));
        QVERIFY(r.groupMetadata);
        const GroupMetadataValue &g = *r.groupMetadata;
        QCOMPARE(g.version, version);
        QCOMPARE(g.protocolType, QStringLiteral("consumer"));
        QCOMPARE(g.generation, 7);
        QCOMPARE(g.protocol, std::optional<QString>(QStringLiteral("range")));
        QCOMPARE(g.leader, std::optional<QString>(QStringLiteral("m1")));
        QCOMPARE(g.currentStateTimestamp, version >= 2 ? qint64(1700000000000) : qint64(-1));
        QCOMPARE(g.members.size(), 2);
        const ClassicMember &m = g.members[0];
        QCOMPARE(m.memberId, QStringLiteral("m1"));
        QCOMPARE(m.clientId, QStringLiteral("client-m1"));
        QCOMPARE(m.clientHost, QStringLiteral("/127.0.0.1"));
        QCOMPARE(m.groupInstanceId,
                 version >= 3 ? std::optional<QString>(QStringLiteral("inst-1")) : std::nullopt);
        QCOMPARE(m.rebalanceTimeout, version >= 1 ? 30000 : -1);
        QCOMPARE(m.sessionTimeout, 10000);
        QVERIFY(m.subscription);
        QCOMPARE(m.subscription->topics, QStringList({QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(m.subscription->ownedPartitions.size(), 1);
        QVERIFY(m.assignment);
        QCOMPARE(m.assignment->assignedPartitions.size(), 2);
        QCOMPARE(m.assignment->assignedPartitions[0].partitions, QList<int>({0, 1}));
        QVERIFY(!g.members[1].assignment); // empty assignment bytes stay empty
        const QJsonObject jm = r.value[QStringLiteral("members")].toArray()[0].toObject();
        QCOMPARE(jm[QStringLiteral("assignment")]
                     .toObject()[QStringLiteral("assigned_partitions")]
                     .toArray()
                     .size(),
                 2);
        QCOMPARE(r.value[QStringLiteral("protocol_type")].toString(), QStringLiteral("consumer"));
    }

    void nonConsumerProtocolBytesStayHex()
    {
        const QByteArray value =
            groupValue(3, QStringLiteral("connect"), QStringLiteral("sessioned"),
                       {memberV(3, QStringLiteral("w1"), std::nullopt, QByteArray("\x01\x02", 2),
                                QByteArray("\x03", 1))});
        const OffsetsRecord r =
            decodeRecord(test::groupKey(2, QStringLiteral("connect-cluster")), value);
        QVERIFY(r.valueDecoded);
        QVERIFY(!r.groupMetadata->members[0].subscription);
        const QJsonObject jm = r.value[QStringLiteral("members")].toArray()[0].toObject();
        QCOMPARE(jm[QStringLiteral("subscription")].toObject()[QStringLiteral("hex")].toString(),
                 QStringLiteral("0102"));
    }

    void subscriptionVersions()
    {
        for (int v = 0; v <= 4; ++v) {
            const QByteArray b = test::subscriptionBytes(v, {QStringLiteral("t")}, QByteArray("ud"),
                                                         tps(QStringLiteral("t"), {4}), 12,
                                                         QStringLiteral("rack-a"));
            auto s = decodeSubscription(b);
            QVERIFY2(s.ok(), qPrintable(s.ok() ? QString() : s.error().message()));
            QCOMPARE(s->version, v);
            QCOMPARE(s->userData, std::optional<QByteArray>("ud"));
            QCOMPARE(s->ownedPartitions.size(), v >= 1 ? 1 : 0);
            QCOMPARE(s->generationId, v >= 2 ? 12 : -1);
            QCOMPARE(s->rackId,
                     v >= 3 ? std::optional<QString>(QStringLiteral("rack-a")) : std::nullopt);
        }
    }

    void stickyUserDataDecoded()
    {
        const QByteArray ud = Bytes().topicPartitions({{QStringLiteral("t"), {1, 2}}}).i32(5);
        auto s = decodeSubscription(test::subscriptionBytes(0, {QStringLiteral("t")}, ud),
                                    QStringLiteral("cooperative-sticky"));
        QVERIFY(s && s->sticky);
        QCOMPARE(s->sticky->generation, 5);
        QCOMPARE(s->sticky->previousAssignment.first().partitions, QList<int>({1, 2}));
        QCOMPARE(toJson(*s)[QStringLiteral("user_data")]
                     .toObject()[QStringLiteral("generation")]
                     .toInt(),
                 5);
        // V0 layout (no generation) and the Java cooperative layout (generation only).
        QVERIFY(decodeStickyUserData(Bytes().topicPartitions({{QStringLiteral("t"), {0}}})));
        QCOMPARE(decodeStickyUserData(Bytes().i32(9))->generation, 9);
        QVERIFY(!decodeStickyUserData(QByteArray("\x00\x00\x00\x05xy", 6)));
        // Not a sticky assignor: the user data stays bytes.
        auto r = decodeSubscription(test::subscriptionBytes(0, {QStringLiteral("t")}, ud),
                                    QStringLiteral("range"));
        QVERIFY(r && !r->sticky);
        QCOMPARE(
            toJson(*r)[QStringLiteral("user_data")].toObject()[QStringLiteral("hex")].toString(),
            QString::fromLatin1(ud.toHex()));
    }

    void consumerGroupRecords()
    {
        const QUuid topic = QUuid::createUuid();
        // Type 3 with tagged MetadataHash.
        OffsetsRecord r = decodeRecord(
            test::groupKey(3, QStringLiteral("kg")),
            Bytes().i16(0).i32(4).uvarint(1).uvarint(0).uvarint(8).i64(0x1234567890LL));
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        QCOMPARE(r.group, QStringLiteral("kg"));
        QCOMPARE(r.value[QStringLiteral("epoch")].toInt(), 4);
        QCOMPARE(r.value[QStringLiteral("metadata_hash")].toInteger(), 0x1234567890LL);
        QCOMPARE(groupKindOf(r.type), QStringLiteral("consumer"));

        // Type 5 member metadata with the tagged classic member metadata.
        const QByteArray classic = Bytes()
                                       .i8(1)
                                       .i32(45000)
                                       .carray(1)
                                       .cstr(QStringLiteral("range"))
                                       .cbytes(QByteArray("\x00\x01", 2))
                                       .noTags()
                                       .noTags();
        const QByteArray member = Bytes()
                                      .i16(0)
                                      .cstr(std::nullopt)
                                      .cstr(QStringLiteral("r1"))
                                      .cstr(QStringLiteral("cid"))
                                      .cstr(QStringLiteral("/10.0.0.1"))
                                      .carray(2)
                                      .cstr(QStringLiteral("a"))
                                      .cstr(QStringLiteral("b"))
                                      .cstr(std::nullopt)
                                      .i32(60000)
                                      .cstr(QStringLiteral("uniform"))
                                      .uvarint(1)
                                      .uvarint(0)
                                      .uvarint(quint32(classic.size()))
                                      .raw(classic);
        r = decodeRecord(test::memberKey(5, QStringLiteral("kg"), QStringLiteral("mem-1")), member);
        QVERIFY2(r.valueDecoded && r.notes.isEmpty(), qPrintable(r.notes.join(';')));
        QCOMPARE(r.memberId, QStringLiteral("mem-1"));
        QCOMPARE(r.value[QStringLiteral("instance_id")], QJsonValue(QJsonValue::Null));
        QCOMPARE(r.value[QStringLiteral("subscribed_topic_names")].toArray().size(), 2);
        QCOMPARE(r.value[QStringLiteral("server_assignor")].toString(), QStringLiteral("uniform"));
        QCOMPARE(r.value[QStringLiteral("classic_member_metadata")]
                     .toObject()[QStringLiteral("session_timeout_ms")]
                     .toInt(),
                 45000);
        // A consumer-protocol member: Kafka 4.1 writes the null tagged struct as tag 0, size 1,
        // presence 0.
        const QByteArray consumerMember = Bytes()
                                              .i16(0)
                                              .cstr(std::nullopt)
                                              .cstr(std::nullopt)
                                              .cstr(QStringLiteral("java"))
                                              .cstr(QStringLiteral("/127.0.0.1"))
                                              .carray(1)
                                              .cstr(QStringLiteral("t"))
                                              .cstr(QString())
                                              .i32(300000)
                                              .cstr(std::nullopt)
                                              .uvarint(1)
                                              .uvarint(0)
                                              .uvarint(1)
                                              .uvarint(0);
        r = decodeRecord(test::memberKey(5, QStringLiteral("kg"), QStringLiteral("mem-2")),
                         consumerMember);
        QVERIFY2(r.valueDecoded && r.notes.isEmpty(), qPrintable(r.notes.join(';')));
        QCOMPARE(r.value[QStringLiteral("classic_member_metadata")], QJsonValue(QJsonValue::Null));
        QCOMPARE(r.value[QStringLiteral("client_id")].toString(), QStringLiteral("java"));

        // Type 8 current assignment.
        const QByteArray current = Bytes()
                                       .i16(0)
                                       .i32(3)
                                       .i32(2)
                                       .i8(1)
                                       .carray(1)
                                       .uuid(topic)
                                       .carray(2)
                                       .i32(0)
                                       .i32(1)
                                       .noTags()
                                       .carray(0)
                                       .noTags();
        r = decodeRecord(test::memberKey(8, QStringLiteral("kg"), QStringLiteral("mem-1")),
                         current);
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        QCOMPARE(r.value[QStringLiteral("member_epoch")].toInt(), 3);
        QCOMPARE(r.value[QStringLiteral("state")].toInt(), 1);
        const QJsonObject tp =
            r.value[QStringLiteral("assigned_partitions")].toArray()[0].toObject();
        QCOMPARE(tp[QStringLiteral("topic_id")].toString(), kafkaUuidString(topic));
        QCOMPARE(tp[QStringLiteral("partitions")].toArray().size(), 2);

        // Types 6, 7 and 16.
        r = decodeRecord(test::groupKey(6, QStringLiteral("kg")),
                         Bytes().i16(0).i32(3).noTags().data());
        QCOMPARE(r.value[QStringLiteral("assignment_epoch")].toInt(), 3);
        // Kafka 4.4 added the tagged AssignmentTimestamp (tag 0): decoded, no note.
        r = decodeRecord(test::groupKey(6, QStringLiteral("kg")),
                         Bytes().i16(0).i32(4).uvarint(1).uvarint(0).uvarint(8).i64(1234).data());
        QVERIFY2(r.valueDecoded && r.notes.isEmpty(), qPrintable(r.notes.join(';')));
        QCOMPARE(r.value[QStringLiteral("assignment_timestamp")].toInteger(), 1234);
        r = decodeRecord(
            test::memberKey(7, QStringLiteral("kg"), QStringLiteral("m")),
            Bytes().i16(0).carray(1).uuid(topic).carray(1).i32(2).noTags().noTags().data());
        QVERIFY(r.valueDecoded);
        r = decodeRecord(Bytes().i16(16).str(QStringLiteral("kg")).str(QStringLiteral("orders-.*")),
                         Bytes()
                             .i16(0)
                             .carray(1)
                             .cstr(QStringLiteral("orders-1"))
                             .i64(2)
                             .i64(99)
                             .noTags()
                             .data());
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        QCOMPARE(r.subKey, QStringLiteral("orders-.*"));
        QCOMPARE(r.key[QStringLiteral("regular_expression")].toString(),
                 QStringLiteral("orders-.*"));
    }

    void shareAndStreamsRecords()
    {
        OffsetsRecord r = decodeRecord(test::groupKey(11, QStringLiteral("sg")),
                                       Bytes().i16(0).i32(2).i64(-5).noTags().data());
        QVERIFY(r.valueDecoded);
        QCOMPARE(groupKindOf(r.type), QStringLiteral("share"));
        QCOMPARE(r.value[QStringLiteral("metadata_hash")].toInteger(), -5);
        r = decodeRecord(test::memberKey(10, QStringLiteral("sg"), QStringLiteral("m")),
                         Bytes()
                             .i16(0)
                             .cstr(std::nullopt)
                             .cstr(QStringLiteral("c"))
                             .cstr(QStringLiteral("h"))
                             .carray(1)
                             .cstr(QStringLiteral("t"))
                             .noTags()
                             .data());
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        r = decodeRecord(test::memberKey(19, QStringLiteral("app"), QStringLiteral("m")),
                         Bytes()
                             .i16(0)
                             .cstr(std::nullopt)
                             .cstr(std::nullopt)
                             .cstr(QStringLiteral("c"))
                             .cstr(QStringLiteral("h"))
                             .i32(1000)
                             .i32(1)
                             .cstr(QStringLiteral("p"))
                             .i8(1)
                             .cstr(QStringLiteral("host"))
                             .u16(8080)
                             .noTags()
                             .carray(1)
                             .cstr(QStringLiteral("k"))
                             .cstr(QStringLiteral("v"))
                             .noTags()
                             .noTags()
                             .data());
        QVERIFY2(r.valueDecoded, qPrintable(r.notes.join(';')));
        QCOMPARE(
            r.value[QStringLiteral("user_endpoint")].toObject()[QStringLiteral("port")].toInt(),
            8080);
        QCOMPARE(groupKindOf(r.type), QStringLiteral("streams"));
    }

    void tombstonesForEveryKind()
    {
        for (const QByteArray &key :
             {test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
              test::groupKey(2, QStringLiteral("g")), test::groupKey(3, QStringLiteral("g")),
              test::memberKey(8, QStringLiteral("g"), QStringLiteral("m"))}) {
            const OffsetsRecord r = decodeRecord(key, std::nullopt);
            QVERIFY(r.tombstone);
            QVERIFY(r.keyDecoded);
            QCOMPARE(r.group, QStringLiteral("g"));
            QVERIFY(r.notes.isEmpty());
            QCOMPARE(recordJson(r)[QStringLiteral("value")], QJsonValue(QJsonValue::Null));
        }
    }

    void unknownAndMalformedBecomeHexWithNote()
    {
        OffsetsRecord r = decodeRecord(Bytes().i16(99).str(QStringLiteral("g")).data(),
                                       QByteArray("\x00\x00\x01", 3));
        QCOMPARE(r.typeName(), QStringLiteral("Unknown(99)"));
        QVERIFY(!r.keyDecoded && !r.valueDecoded);
        QVERIFY(!r.notes.isEmpty());
        QCOMPARE(r.value[QStringLiteral("hex")].toString(), QStringLiteral("000001"));

        r = decodeRecord(test::groupKey(2, QStringLiteral("g")),
                         Bytes().i16(9).str(QStringLiteral("consumer")).data());
        QVERIFY(!r.valueDecoded);
        QVERIFY(r.notes.join(';').contains(QStringLiteral("version 9")));

        r = decodeRecord(test::groupKey(3, QStringLiteral("g")),
                         Bytes().i16(1).i32(1).noTags().data());
        QVERIFY(r.notes.join(';').contains(QStringLiteral("version 1")));

        r = decodeRecord(std::nullopt, QByteArray("x"));
        QCOMPARE(r.type, -1);
        QVERIFY(!r.notes.isEmpty());
        r = decodeRecord(QByteArray("\x00", 1), std::nullopt);
        QCOMPARE(r.type, -1);
        // Retired type 9 keeps its group but the value stays hex.
        r = decodeRecord(test::groupKey(9, QStringLiteral("g")), Bytes().i16(0).data());
        QCOMPARE(r.group, QStringLiteral("g"));
        QVERIFY(!r.valueDecoded);
        // Trailing bytes are reported, not ignored.
        r = decodeRecord(test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
                         test::offsetValueV3(1, 1, QString(), 1) + QByteArray("zz"));
        QVERIFY(!r.valueDecoded);
        QVERIFY(r.notes.join(';').contains(QStringLiteral("trailing")));
    }

    void everyTruncationIsReported()
    {
        const QByteArray sub = test::subscriptionBytes(3, {QStringLiteral("a")}, std::nullopt);
        const QList<QPair<QByteArray, QByteArray>> seeds = {
            {test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
             test::offsetValueV3(1, 2, QStringLiteral("m"), 3)},
            {test::groupKey(2, QStringLiteral("g")),
             groupValue(3, QStringLiteral("consumer"), QStringLiteral("range"),
                        {memberV(3, QStringLiteral("m"), std::nullopt, sub,
                                 test::assignmentBytes(tps(QStringLiteral("a"), {0})))})},
            {test::groupKey(6, QStringLiteral("g")), Bytes().i16(0).i32(3).noTags().data()},
        };
        for (const auto &[key, value] : seeds) {
            QVERIFY(decodeRecord(key, value).valueDecoded);
            for (int n = 0; n < value.size(); ++n) {
                const OffsetsRecord r = decodeRecord(key, value.left(n));
                QVERIFY2(!r.valueDecoded && !r.notes.isEmpty(), qPrintable(QString::number(n)));
            }
            for (int n = 0; n < key.size(); ++n)
                QVERIFY(!decodeRecord(key.left(n), value).keyDecoded);
        }
    }

    void hostileCountsDoNotAllocate()
    {
        // A member count of 2^31-1 and a bytes length of 2^31-1 with almost nothing behind them.
        OffsetsRecord r = decodeRecord(test::groupKey(2, QStringLiteral("g")),
                                       Bytes()
                                           .i16(3)
                                           .str(QStringLiteral("consumer"))
                                           .i32(1)
                                           .str(std::nullopt)
                                           .str(std::nullopt)
                                           .i64(0)
                                           .i32(0x7fffffff)
                                           .data());
        QVERIFY(!r.valueDecoded);
        QVERIFY2(r.notes.join(';').contains(QStringLiteral("2147483647 elements in")),
                 qPrintable(r.notes.join(';')));
        auto s = decodeSubscription(Bytes().i16(0).i32(0x7fffffff).data());
        QVERIFY(!s.ok());
        auto a = decodeAssignment(Bytes().i16(0).i32(0).i32(0x7ffffff0).data());
        QVERIFY(!a.ok());
        r = decodeRecord(test::groupKey(4, QStringLiteral("g")),
                         Bytes().i16(0).uvarint(0xffffffff).data());
        QVERIFY(!r.valueDecoded);
        r = decodeRecord(test::groupKey(4, QStringLiteral("g")),
                         QByteArray("\x00\x00\xff\xff\xff\xff\xff\xff", 8));
        QVERIFY(r.notes.join(';').contains(QStringLiteral("varint")));
        QVERIFY(!decodeSubscription(Bytes().i16(-3).i32(0).i32(-1).data()).ok());
    }

    void recordJsonShape()
    {
        const OffsetsRecord r =
            decodeRecord(test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 2),
                         test::offsetValueV3(10, 0, QString(), 5));
        const QJsonObject o = recordJson(r);
        QCOMPARE(o[QStringLiteral("record_type")].toString(), QStringLiteral("OffsetCommit"));
        QCOMPARE(o[QStringLiteral("key")].toObject()[QStringLiteral("group")].toString(),
                 QStringLiteral("g"));
        QCOMPARE(o[QStringLiteral("key")].toObject()[QStringLiteral("partition")].toInt(), 2);
        QCOMPARE(o[QStringLiteral("value")].toObject()[QStringLiteral("version")].toInt(), 3);
        QVERIFY(!o.contains(QStringLiteral("notes")));
    }

    void identityDistinguishesKeys()
    {
        const auto a = decodeRecord(test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
                                    std::nullopt);
        const auto b = decodeRecord(test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 1),
                                    std::nullopt);
        const auto c = decodeRecord(test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
                                    test::offsetValueV3(1, 1, QString(), 1));
        QVERIFY(a.identity() != b.identity());
        QCOMPARE(a.identity(), c.identity());
    }

    void partitionForGroupMatchesJavaHash()
    {
        // Java: "test-group".hashCode() == 627841412, "g".hashCode() == 103; these three hash to
        // Integer.MIN_VALUE, which Kafka's Utils.abs maps to 0.
        QCOMPARE(offsetsPartitionFor(QStringLiteral("test-group"), 50), 627841412 % 50);
        QCOMPARE(offsetsPartitionFor(QStringLiteral("g"), 3), 103 % 3);
        QCOMPARE(offsetsPartitionFor(QStringLiteral("polygenelubricants"), 50), 0);
        QCOMPARE(offsetsPartitionFor(QStringLiteral("GydZG_"), 7), 0);
    }
};

QTEST_APPLESS_MAIN(TestOffsetsDecoder)
#include "test_offsets_decoder.moc"
