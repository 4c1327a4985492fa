// Mutation fuzzing of the __consumer_offsets decoder: valid records of every kind, then random
// bit flips, byte insertions/deletions, truncations and splices, for a bounded number of rounds.
#include "offsets/offsets_decoder.h"
#include "offsets_bytes.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::offsets;
using kafscope::test::Bytes;

namespace {

QList<QPair<QByteArray, QByteArray>> seeds()
{
    const QByteArray sub = test::subscriptionBytes(
        3, {QStringLiteral("a")}, Bytes().topicPartitions({{QStringLiteral("a"), {0}}}).i32(3),
        {{QStringLiteral("a"), {0}}}, 3, QStringLiteral("r"));
    const QByteArray asg = test::assignmentBytes({{QStringLiteral("a"), {0, 1}}});
    Bytes member;
    member.str(QStringLiteral("m"))
        .str(QStringLiteral("i"))
        .str(QStringLiteral("c"))
        .str(QStringLiteral("h"))
        .i32(1)
        .i32(2)
        .bytes(sub)
        .bytes(asg);
    const QByteArray group = Bytes()
                                 .i16(3)
                                 .str(QStringLiteral("consumer"))
                                 .i32(1)
                                 .str(QStringLiteral("cooperative-sticky"))
                                 .str(QStringLiteral("m"))
                                 .i64(5)
                                 .i32(1)
                                 .raw(member);
    const QUuid id = QUuid::createUuid();
    return {
        {test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
         test::offsetValueV3(1, 2, QStringLiteral("m"), 3)},
        {test::offsetKey(1, QStringLiteral("g"), QStringLiteral("t"), 0),
         Bytes().i16(4).i64(1).i32(1).cstr(QString()).i64(1).uvarint(1).uvarint(0).uvarint(16).uuid(
             id)},
        {test::groupKey(2, QStringLiteral("g")), group},
        {test::groupKey(3, QStringLiteral("g")),
         Bytes().i16(0).i32(4).uvarint(1).uvarint(0).uvarint(8).i64(1)},
        {test::memberKey(8, QStringLiteral("g"), QStringLiteral("m")), Bytes()
                                                                           .i16(0)
                                                                           .i32(3)
                                                                           .i32(2)
                                                                           .i8(0)
                                                                           .carray(1)
                                                                           .uuid(id)
                                                                           .carray(1)
                                                                           .i32(0)
                                                                           .noTags()
                                                                           .carray(0)
                                                                           .noTags()},
        {test::memberKey(5, QStringLiteral("g"), QStringLiteral("m")),
         Bytes()
             .i16(0)
             .cstr(std::nullopt)
             .cstr(std::nullopt)
             .cstr(QStringLiteral("c"))
             .cstr(QStringLiteral("h"))
             .carray(1)
             .cstr(QStringLiteral("t"))
             .cstr(std::nullopt)
             .i32(1)
             .cstr(std::nullopt)
             .noTags()},
        {test::groupKey(23, QStringLiteral("s")), Bytes()
                                                      .i16(0)
                                                      .i32(1)
                                                      .carray(1)
                                                      .cstr(QStringLiteral("0"))
                                                      .carray(1)
                                                      .cstr(QStringLiteral("in"))
                                                      .carray(0)
                                                      .carray(0)
                                                      .carray(0)
                                                      .carray(0)
                                                      .carray(1)
                                                      .carray(1)
                                                      .i16(0)
                                                      .carray(0)
                                                      .carray(0)
                                                      .noTags()
                                                      .noTags()
                                                      .noTags()},
    };
}

QByteArray mutate(QByteArray b, QRandomGenerator &rng)
{
    const int ops = 1 + int(rng.bounded(4));
    for (int i = 0; i < ops; ++i) {
        const int at = b.isEmpty() ? 0 : int(rng.bounded(quint32(b.size())));
        switch (rng.bounded(6)) {
        case 0:
            if (!b.isEmpty())
                b[at] = char(b[at] ^ (1 << rng.bounded(8)));
            break;
        case 1: b.insert(at, char(rng.bounded(256))); break;
        case 2:
            if (!b.isEmpty())
                b.remove(at, 1 + int(rng.bounded(4)));
            break;
        case 3: b.truncate(at); break;
        case 4:
            if (!b.isEmpty())
                b[at] = char(0xff);
            break; // a huge length or varint
        default: b.insert(at, b.mid(int(rng.bounded(quint32(qMax(1, int(b.size())))))));
        }
    }
    return b.left(4096);
}

} // namespace

class TestOffsetsFuzz : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void seedsDecodeCleanly()
    {
        for (const auto &[k, v] : seeds()) {
            const OffsetsRecord r = decodeRecord(k, v);
            QVERIFY2(r.keyDecoded && r.valueDecoded && r.notes.isEmpty(),
                     qPrintable(r.typeName() + QLatin1Char(' ') + r.notes.join(';')));
        }
    }

    // Whatever the bytes, the decoder returns, and every record it could not fully read says why.
    void mutatedRecordsNeverCrashAndAlwaysExplain()
    {
        QRandomGenerator rng(20261203);
        const auto base = seeds();
        QElapsedTimer budget;
        budget.start();
        int rounds = 0, undecoded = 0;
        while (rounds < 200000 && budget.elapsed() < 4000) { // bounded: a fixed round count or 4 s
            const auto &[k, v] = base[rounds % base.size()];
            const bool keyToo = rng.bounded(4) == 0;
            const QByteArray key = keyToo ? mutate(k, rng) : k;
            const QByteArray value = mutate(v, rng);
            const OffsetsRecord r = decodeRecord(key, value);
            if (!r.keyDecoded || !r.valueDecoded) {
                ++undecoded;
                QVERIFY2(!r.notes.isEmpty(), qPrintable(QString::fromLatin1(value.toHex())));
                QVERIFY(r.value.contains(QStringLiteral("hex")) ||
                        r.value.contains(QStringLiteral("version")));
            }
            QVERIFY(!recordJson(r).isEmpty());
            ++rounds;
        }
        QVERIFY(rounds >= 1000);
        QVERIFY(undecoded > 0); // the mutations did reach the error paths
        qInfo("%d rounds, %d undecodable", rounds, undecoded);
    }

    void randomBytesNeverCrash()
    {
        QRandomGenerator rng(7);
        for (int i = 0; i < 20000; ++i) {
            QByteArray key(int(rng.bounded(24)), Qt::Uninitialized),
                value(int(rng.bounded(64)), Qt::Uninitialized);
            for (char &c : key)
                c = char(rng.bounded(256));
            for (char &c : value)
                c = char(rng.bounded(256));
            if (key.size() >= 2) // aim at the known types
                key[0] = 0, key[1] = char(rng.bounded(26));
            const OffsetsRecord r = decodeRecord(key, value);
            QVERIFY(r.valueDecoded || !r.notes.isEmpty());
        }
    }
};

QTEST_APPLESS_MAIN(TestOffsetsFuzz)
#include "test_offsets_fuzz.moc"
