#include "cluster/kafka_client.h"

#include <QtTest>

using namespace kafscope;

class TestTransportError : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void phrases_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("expected");
        QTest::newRow("refused") << QStringLiteral("127.0.0.1:1/bootstrap: Connect to ipv4#127.0.0.1:1 failed: "
                                                   "Connection refused (after 0ms in state CONNECT)")
                                 << QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused");
        QTest::newRow("refused-repeated")
            << QStringLiteral("127.0.0.1:1/bootstrap: Connect to ipv4#127.0.0.1:1 failed: Connection refused "
                              "(after 0ms in state CONNECT, 4 identical error(s) suppressed)")
            << QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused");
        QTest::newRow("broker-id") << QStringLiteral("127.0.0.1:9092/1: Connect to ipv4#127.0.0.1:9092 failed: "
                                                     "Connection refused (after 1ms in state CONNECT)")
                                   << QStringLiteral("Cannot reach 127.0.0.1:9092 — connection refused");
        QTest::newRow("resolve") << QStringLiteral("nohost.invalid:9092/bootstrap: Failed to resolve "
                                                   "'nohost.invalid:9092': Name or service not known "
                                                   "(after 3ms in state CONNECT)")
                                 << QStringLiteral("Cannot resolve nohost.invalid:9092 — name or service not known");
        QTest::newRow("other") << QStringLiteral("1/1 brokers are down") << QString();
    }
    void phrases()
    {
        QFETCH(QString, reason);
        QFETCH(QString, expected);
        QCOMPARE(phraseTransportError(reason), expected);
    }
};

QTEST_GUILESS_MAIN(TestTransportError)
#include "test_transport_error.moc"
