// The protocol layer's own pieces without a broker: the bounded reader (a count or length beyond
// what is left fails before anything is allocated, varints are at most 32 bits), Kafka's uuid text,
// and SCRAM-SHA-256 against RFC 7677's worked example.
#include "protocol/kafka_messages.h"
#include "test_main.h"
#include "protocol/sasl.h"
#include "protocol/wire.h"

#include <QtTest>

using namespace kafscope::protocol;

class TestProtocolWire : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hugeCountsFailBeforeAllocating()
    {
        // DescribeLogDirsResponse v1 (classic): throttle, then an array claiming 2^31-1 results.
        Writer w;
        w.i32(0);
        w.i32(0x7fffffff);
        Reader r(w.data());
        msg::DescribeLogDirsResponse m;
        m.read(r, 1);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QLatin1String("2147483647 elements")), qPrintable(r.error()));
        QVERIFY(m.results.capacity() < 1000);
        // Flexible: a compact string longer than the message.
        Writer f;
        f.i32(0);
        f.i16(0);
        f.uvarint(2);       // one result
        f.i16(0);           // its error
        f.uvarint(1000000); // a log dir of 999,999 bytes
        Reader rf(f.data());
        msg::DescribeLogDirsResponse mf;
        mf.read(rf, 4);
        QVERIFY(!rf.ok());
        QVERIFY2(rf.error().contains(QLatin1String("999999 bytes")), qPrintable(rf.error()));
    }

    void varintsAreBounded()
    {
        const QByteArray five("\xff\xff\xff\xff\x7f", 5);
        Reader r(five);
        r.uvarint();
        QVERIFY(!r.ok());
        const QByteArray ok("\xff\xff\xff\xff\x0f", 5);
        Reader r2(ok);
        QCOMPARE(r2.uvarint(), 0xffffffffu);
        QVERIFY(r2.ok());
        Writer w;
        w.varint(-3);
        Reader r3(w.data());
        QCOMPARE(r3.varint(), -3);
    }

    void errorsAreStickyAndNameTheByte()
    {
        Reader r(QByteArray("\x00\x01", 2));
        QCOMPARE(r.i16(), int16_t(1));
        r.i32();
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(QLatin1String("at byte 2")), qPrintable(r.error()));
        QCOMPARE(r.i64(), int64_t(0)); // stays failed, reads nothing
        QVERIFY(r.error().contains(QLatin1String("at byte 2")));
    }

    void uuidText()
    {
        Uuid u{};
        for (int i = 0; i < 16; ++i)
            u[size_t(i)] = uint8_t(i * 17);
        const QString text = kafscope::protocol::uuidText(u);
        QCOMPARE(text.size(), 22); // URL-safe base64 without padding, as Kafka's Uuid.toString()
        QCOMPARE(parseUuid(text), std::optional<Uuid>(u));
        QVERIFY(!parseUuid(QStringLiteral("not a uuid")));
    }

    // RFC 7677 section 3: user "user", password "pencil".
    void scramSha256MatchesRfc7677()
    {
        const QByteArray clientFirstBare = "n=user,r=rOprNGfwEbeRWgbNEkqO";
        const QByteArray serverFirst = "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s="
                                       "W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
        const QByteArray clientFinalBare =
            "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
        const QByteArray auth = clientFirstBare + ',' + serverFirst + ',' + clientFinalBare;
        const QByteArray salted = scramSaltedPassword(
            "pencil", QByteArray::fromBase64("W22ZaJ0SNY7soEsUEjb6gQ=="), 4096, false);
        const QByteArray clientKey = scramHmac(salted, "Client Key", false);
        const QByteArray signature = scramHmac(scramHash(clientKey, false), auth, false);
        QByteArray proof = clientKey;
        for (qsizetype i = 0; i < proof.size(); ++i)
            proof[i] = char(proof[i] ^ signature[i]);
        QCOMPARE(proof.toBase64(), QByteArray("dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="));
        const QByteArray serverSignature =
            scramHmac(scramHmac(salted, "Server Key", false), auth, false);
        QCOMPARE(serverSignature.toBase64(),
                 QByteArray("6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProtocolWire)
#include "test_protocol_wire.moc"
