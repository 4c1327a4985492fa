#include "cluster/kafka_client.h"
#include "test_main.h"

#include <librdkafka/rdkafka.h>

#include <QtTest>

using namespace kafscope;

class TestTransportError : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void phrases_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("expected");
        QTest::newRow("refused")
            << QStringLiteral("127.0.0.1:1/bootstrap: Connect to ipv4#127.0.0.1:1 failed: "
                              "Connection refused (after 0ms in state CONNECT)")
            << QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused");
        QTest::newRow("refused-repeated")
            << QStringLiteral(
                   "127.0.0.1:1/bootstrap: Connect to ipv4#127.0.0.1:1 failed: Connection refused "
                   "(after 0ms in state CONNECT, 4 identical error(s) suppressed)")
            << QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused");
        QTest::newRow("broker-id")
            << QStringLiteral("127.0.0.1:9092/1: Connect to ipv4#127.0.0.1:9092 failed: "
                              "Connection refused (after 1ms in state CONNECT)")
            << QStringLiteral("Cannot reach 127.0.0.1:9092 — connection refused");
        QTest::newRow("secured")
            << QStringLiteral("sasl_plaintext://localhost:9999/bootstrap: Connect to "
                              "ipv4#127.0.0.1:9999 failed: Connection refused (after 0ms in "
                              "state CONNECT)")
            << QStringLiteral("Cannot reach localhost:9999 — connection refused");
        QTest::newRow("resolve")
            << QStringLiteral("nohost.invalid:9092/bootstrap: Failed to resolve "
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
    void security_data()
    {
        QTest::addColumn<int>("err");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sasl-to-plaintext")
            << int(RD_KAFKA_RESP_ERR__AUTHENTICATION)
            << QStringLiteral("sasl_plaintext://127.0.0.1:9092/bootstrap: SASL PLAIN mechanism "
                              "handshake failed: Broker: "
                              "Request not valid in current SASL state: broker's supported "
                              "mechanisms:  (after 0ms in "
                              "state AUTH_HANDSHAKE, 1 identical error(s) suppressed)")
            << QStringLiteral("The listener at 127.0.0.1:9092 does not speak SASL (a PLAINTEXT or "
                              "SSL port?): check "
                              "security.protocol — SASL PLAIN mechanism handshake failed: Broker: "
                              "Request not valid in "
                              "current SASL state: broker's supported mechanisms:");
        QTest::newRow("wrong-password")
            << int(RD_KAFKA_RESP_ERR__AUTHENTICATION)
            << QStringLiteral("sasl_plaintext://h:9092/bootstrap: SASL authentication error: "
                              "Authentication failed during "
                              "authentication due to invalid credentials with SASL mechanism "
                              "SCRAM-SHA-256 (after 5ms in "
                              "state AUTH_REQ)")
            << QStringLiteral(
                   "Authentication failed at h:9092 — SASL authentication error: Authentication "
                   "failed during "
                   "authentication due to invalid credentials with SASL mechanism SCRAM-SHA-256");
        QTest::newRow("mechanism")
            << int(RD_KAFKA_RESP_ERR__AUTHENTICATION)
            << QStringLiteral("h:9092/bootstrap: SASL SCRAM-SHA-512 mechanism handshake failed: "
                              "Broker: Unsupported SASL "
                              "mechanism: broker's supported mechanisms: PLAIN (after 1ms in state "
                              "AUTH_HANDSHAKE)")
            << QStringLiteral("SASL mechanism not enabled on the broker at h:9092 — SASL "
                              "SCRAM-SHA-512 mechanism handshake "
                              "failed: Broker: Unsupported SASL mechanism: broker's supported "
                              "mechanisms: PLAIN");
        // Word for word from librdkafka 2.14.2 against Kafka 4.1.1's SASL_PLAINTEXT listener
        // (test_sasl_connect).
        QTest::newRow("oauthbearer-not-enabled")
            << int(RD_KAFKA_RESP_ERR__AUTHENTICATION)
            << QStringLiteral("sasl_plaintext://127.0.0.1:46187/bootstrap: SASL OAUTHBEARER "
                              "mechanism handshake failed: "
                              "Broker: Unsupported SASL mechanism: broker's supported mechanisms: "
                              "PLAIN,SCRAM-SHA-512,"
                              "SCRAM-SHA-256 (after 1ms in state AUTH_HANDSHAKE)")
            << QStringLiteral("SASL mechanism not enabled on the broker at 127.0.0.1:46187 — SASL "
                              "OAUTHBEARER mechanism "
                              "handshake failed: Broker: Unsupported SASL mechanism: broker's "
                              "supported mechanisms: "
                              "PLAIN,SCRAM-SHA-512,SCRAM-SHA-256");
        QTest::newRow("tls-to-plaintext")
            << int(RD_KAFKA_RESP_ERR__SSL)
            << QStringLiteral("ssl://h:9092/bootstrap: SSL handshake failed: error:0A000126:SSL "
                              "routines::unexpected eof "
                              "while reading (after 2ms in state SSL_HANDSHAKE)")
            << QStringLiteral("TLS handshake failed at h:9092: the port does not speak TLS (a "
                              "PLAINTEXT or SASL_PLAINTEXT "
                              "listener?) — SSL handshake failed: error:0A000126:SSL "
                              "routines::unexpected eof while reading");
        QTest::newRow("untrusted")
            << int(RD_KAFKA_RESP_ERR__SSL)
            << QStringLiteral("ssl://h:9093/bootstrap: SSL handshake failed: error:0A000086:SSL "
                              "routines::certificate "
                              "verify failed: broker certificate could not be verified (after 4ms "
                              "in state SSL_HANDSHAKE)")
            << QStringLiteral(
                   "TLS handshake failed at h:9093 — SSL handshake failed: error:0A000086:SSL "
                   "routines::"
                   "certificate verify failed: broker certificate could not be verified");
        QTest::newRow("plain-refused")
            << int(RD_KAFKA_RESP_ERR__TRANSPORT)
            << QStringLiteral("h:1/bootstrap: Connect to ipv4#127.0.0.1:1 failed: Connection "
                              "refused (after 0ms in state CONNECT)")
            << QString();
        QTest::newRow("other") << int(RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN)
                               << QStringLiteral("1/1 brokers are down") << QString();
    }
    void security()
    {
        QFETCH(int, err);
        QFETCH(QString, reason);
        QFETCH(QString, expected);
        QCOMPARE(phraseSecurityError(err, reason), expected);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTransportError)
#include "test_transport_error.moc"
