#include "cluster/connection_profile.h"
#include "test_main.h"

#include <librdkafka/rdkafka.h>

#include <QtTest>

using namespace kafscope;

class TestConnectionProfile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesKeyValueLines()
    {
        auto r = ConnectionProfile::parseProperties({QStringLiteral("security.protocol = SASL_SSL"),
                                                     QString(), QStringLiteral("# comment"),
                                                     QStringLiteral("sasl.jaas.config=a=b=c")});
        QVERIFY(r.ok());
        QCOMPARE(r->size(), 2);
        QCOMPARE(r->at(0).first, QStringLiteral("security.protocol"));
        QCOMPARE(r->at(0).second, QStringLiteral("SASL_SSL"));
        QCOMPARE(r->at(1).second, QStringLiteral("a=b=c"));
    }
    void rejectsLineWithoutEquals()
    {
        auto r =
            ConnectionProfile::parseProperties({QStringLiteral("ok=1"), QStringLiteral("broken")});
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, Error::Kind::Usage);
        QVERIFY(r.error().message().contains(QStringLiteral("Property 2")));
    }
    void forbidsPropertiesThatRunCode()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:9092");
        p.properties = {{QStringLiteral("plugin.library.paths"), QStringLiteral("/tmp/evil.so")}};
        auto conf = buildKafkaConf(p, QStringLiteral("t"));
        QVERIFY(!conf.ok());
        QVERIFY(conf.error().message().contains(QStringLiteral("not allowed")));
    }
    void librdkafkaRejectsUnknownKey()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:9092");
        p.properties = {{QStringLiteral("no.such.property"), QStringLiteral("1")}};
        auto s = validateProfile(p);
        QVERIFY(!s.ok());
        QVERIFY(s.error().message().contains(QStringLiteral("no.such.property")));
    }
    void buildsConfWithBootstrapAndUserValues()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral(" 127.0.0.1:9092 ");
        p.properties = {{QStringLiteral("client.id"), QStringLiteral("mine")}};
        auto conf = buildKafkaConf(p, QStringLiteral("t"));
        QVERIFY(conf.ok());
        char buf[256];
        size_t n = sizeof buf;
        QCOMPARE(rd_kafka_conf_get(conf.value(), "bootstrap.servers", buf, &n), RD_KAFKA_CONF_OK);
        QCOMPARE(QString::fromUtf8(buf), QStringLiteral("127.0.0.1:9092"));
        n = sizeof buf;
        QCOMPARE(rd_kafka_conf_get(conf.value(), "client.id", buf, &n), RD_KAFKA_CONF_OK);
        QCOMPARE(QString::fromUtf8(buf), QStringLiteral("mine")); // the user's value wins
        rd_kafka_conf_destroy(conf.value());
    }
    void emptyBootstrapIsUsageError()
    {
        ConnectionProfile p;
        auto s = validateProfile(p);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, Error::Kind::Usage);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestConnectionProfile)
#include "test_connection_profile.moc"
