// The Metadata v12 request kafscope sends for topic ids, and the parse of its answer, including
// truncated and hostile answers (the broker's side is tested against the real broker in
// test_groups_java).
#include "cluster/topic_ids.h"
#include "offsets/wire_reader.h"

#include <QUuid>
#include <QtEndian>
#include <QtTest>

using namespace kafscope;

namespace {

void put16(QByteArray &b, qint16 v)
{
    v = qToBigEndian(v);
    b.append(reinterpret_cast<const char *>(&v), 2);
}
void put32(QByteArray &b, qint32 v)
{
    v = qToBigEndian(v);
    b.append(reinterpret_cast<const char *>(&v), 4);
}
void compactString(QByteArray &b, const QByteArray &s)
{
    b.append(char(s.size() + 1)); // lengths below 127 fit in one varint byte
    b.append(s);
}

// A Metadata v12 answer with one broker and the given topics (name, id, partitions).
QByteArray answer(qint32 correlationId, const QList<std::tuple<QByteArray, QUuid, int>> &topics, qint16 topicError = 0)
{
    QByteArray b;
    put32(b, correlationId);
    b.append('\0');          // header tags
    put32(b, 0);             // throttle
    b.append(char(1 + 1));   // one broker
    put32(b, 1);
    compactString(b, "localhost");
    put32(b, 9092);
    b.append('\0');          // rack: null
    b.append('\0');          // tags
    compactString(b, "cluster");
    put32(b, 1);             // controller
    b.append(char(topics.size() + 1));
    for (const auto &[name, id, partitions] : topics) {
        put16(b, topicError);
        compactString(b, name);
        b.append(id.toRfc4122());
        b.append('\0');      // internal
        b.append(char(partitions + 1));
        for (int p = 0; p < partitions; ++p) {
            put16(b, 0);
            put32(b, p);
            put32(b, 1);
            put32(b, 0);
            for (int list = 0; list < 3; ++list) {
                b.append(char(list == 2 ? 1 : 2)); // replicas [1], isr [1], offline []
                if (list < 2)
                    put32(b, 1);
            }
            b.append('\0');
        }
        put32(b, 0);         // authorized operations
        b.append('\0');
    }
    b.append('\0');
    return b;
}

} // namespace

class TestTopicIds : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void requestIsMetadataV12ForAllTopics()
    {
        const QByteArray r = topicIdsRequest(7, QStringLiteral("kafscope"));
        offsets::WireReader w(r);
        QCOMPARE(w.int32(), qint32(r.size() - 4)); // size prefix
        QCOMPARE(w.int16(), qint16(3));            // Metadata
        QCOMPARE(w.int16(), qint16(12));
        QCOMPARE(w.int32(), 7);
        QCOMPARE(w.string(), QStringLiteral("kafscope"));
        QCOMPARE(w.uvarint(), 0u); // header tags
        QCOMPARE(w.uvarint(), 0u); // topics: null = all
        QCOMPARE(w.int8(), qint8(0));
        QCOMPARE(w.int8(), qint8(0));
        QCOMPARE(w.uvarint(), 0u);
        QVERIFY(w.ok() && w.atEnd());
    }

    void answerMapsIdsToNames()
    {
        const QUuid a = QUuid::createUuid(), b = QUuid::createUuid();
        auto names = parseTopicIdsResponse(answer(7, {{"orders", a, 3}, {"payments", b, 1}}), 7);
        QVERIFY2(names, qPrintable(names ? QString() : names.error().message));
        QCOMPARE(names->size(), 2);
        QCOMPARE(names->value(offsets::kafkaUuidString(a)), QStringLiteral("orders"));
        QCOMPARE(names->value(offsets::kafkaUuidString(b)), QStringLiteral("payments"));
    }

    void topicsWithErrorsAreLeftOut()
    {
        auto names = parseTopicIdsResponse(answer(7, {{"gone", QUuid::createUuid(), 0}}, 3), 7);
        QVERIFY(names);
        QVERIFY(names->isEmpty());
    }

    void wrongCorrelationAndTruncatedAnswersFail()
    {
        const QByteArray full = answer(7, {{"orders", QUuid::createUuid(), 3}});
        QVERIFY(!parseTopicIdsResponse(full, 8));
        for (qsizetype n = 0; n < full.size(); ++n)
            QVERIFY2(!parseTopicIdsResponse(full.left(n), 7), qPrintable(QString::number(n)));
    }

    void hostileCountsDoNotAllocate()
    {
        QByteArray b = answer(7, {});
        b.chop(2);                              // drop the topic count and tags
        b.append("\xff\xff\xff\xff\x0f", 5);    // 4 billion topics
        QVERIFY(!parseTopicIdsResponse(b, 7));
    }

    void tlsOrSaslIsRefusedBeforeConnecting()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        p.properties = {{QStringLiteral("security.protocol"), QStringLiteral("SASL_SSL")}};
        auto r = fetchTopicIds(p, 1000);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, Error::Kind::Usage);
        QVERIFY(r.error().message.contains(QStringLiteral("PLAINTEXT")));
    }

    void unreachableBrokerIsAClearError()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        auto r = fetchTopicIds(p, 2000);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(QStringLiteral("127.0.0.1:1")), qPrintable(r.error().message));
    }
};

QTEST_GUILESS_MAIN(TestTopicIds)
#include "test_topic_ids.moc"
