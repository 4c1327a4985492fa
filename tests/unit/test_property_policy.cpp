// The allowlist of user-settable librdkafka properties (hardening issue items 1-3 and 13).
#include "cluster/connection_profile.h"
#include "test_main.h"
#include "cluster/property_policy.h"
#include "gui/app_options.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

namespace {

Status check(const QString &key, const QString &value)
{
    return property_policy::checkProperty(key, value);
}

} // namespace

class TestPropertyPolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refusesWhatLoadsCodeOrRunsCommands_data()
    {
        QTest::addColumn<QString>("key");
        for (const char *k :
             {"ssl.providers", "ssl.engine.location", "ssl.engine.id", "plugin.library.paths",
              "sasl.kerberos.kinit.cmd", "interceptors", "opaque", "offset.store.path",
              "internal.termination.signal", "builtin.features", "SSL.PROVIDERS"})
            QTest::newRow(k) << QString::fromLatin1(k);
    }
    void refusesWhatLoadsCodeOrRunsCommands()
    {
        QFETCH(QString, key);
        auto s = check(key, QStringLiteral("/tmp/x.so"));
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, Error::Kind::Usage);
        QVERIFY2(s.error().message().contains(QStringLiteral("is not allowed")),
                 qPrintable(s.error().message()));
        // Through every entry point: the CLI's -X, the GUI's command line, buildKafkaConf.
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:9092");
        p.properties = {{key, QStringLiteral("/tmp/x.so")}};
        QVERIFY(!buildKafkaConf(p, QStringLiteral("t")).ok());
        auto gui =
            app::AppOptions::parse({QStringLiteral("-X"), key + QStringLiteral("=/tmp/x.so")});
        QVERIFY(!gui.ok());
    }
    void unknownKeyIsNamedAsUnknown()
    {
        auto s = check(QStringLiteral("no.such.property"), QStringLiteral("1"));
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message().contains(QStringLiteral("No such librdkafka property")),
                 qPrintable(s.error().message()));
    }
    void allowsOrdinaryClientProperties()
    {
        for (const char *k :
             {"security.protocol", "sasl.mechanisms", "sasl.username", "sasl.password", "client.id",
              "enable.ssl.certificate.verification", "sasl.oauthbearer.client.secret", "debug",
              "fetch.max.bytes", "acks", "compression.codec"})
            QVERIFY2(check(QString::fromLatin1(k), QStringLiteral("x")).ok(), k);
    }
    void kerberosValuesCannotReachTheShell()
    {
        QTemporaryDir dir;
        const QString keytab = dir.filePath(QStringLiteral("client.keytab"));
        QFile f(keytab);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QVERIFY(check(QStringLiteral("sasl.kerberos.keytab"), keytab).ok());
        QVERIFY(check(QStringLiteral("sasl.kerberos.principal"),
                      QStringLiteral("kafka-client/host.example@EXAMPLE.COM"))
                    .ok());
        for (const char *bad :
             {"$(touch /tmp/x)", "`touch /tmp/x`", "/tmp/a\"b", "/tmp/x;touch y", "/tmp/$HOME"})
            QVERIFY2(!check(QStringLiteral("sasl.kerberos.keytab"), QString::fromLatin1(bad)).ok(),
                     bad);
        for (const char *bad : {"x;touch /tmp/x #", "x y", "x$(id)", "x|id", "x&id", "x\nid"})
            QVERIFY2(
                !check(QStringLiteral("sasl.kerberos.principal"), QString::fromLatin1(bad)).ok(),
                bad);
    }
    void fileProperties()
    {
        QVERIFY(!check(QStringLiteral("ssl.ca.location"), QStringLiteral("/no/such/ca.pem")).ok());
        QVERIFY(check(QStringLiteral("ssl.ca.location"), QStringLiteral("probe")).ok());
        QVERIFY(check(QStringLiteral("ssl.ca.location"), QDir::tempPath()).ok()); // a CA directory
        QVERIFY(!check(QStringLiteral("ssl.certificate.location"), QDir::tempPath()).ok());
        auto s = check(QStringLiteral("ssl.key.location"), QStringLiteral("/no/such/key.pem"));
        QVERIFY(!s.ok());
        QVERIFY(s.error().message().contains(QStringLiteral("ssl.key.location")));
    }
    void sensitiveValuesAreNeverEchoed()
    {
        const QString secret = QStringLiteral("S3cr3t-Hunter2");
        auto parsed =
            ConnectionProfile::parseProperties({QStringLiteral("sasl.password:") + secret});
        QVERIFY(!parsed.ok());
        QVERIFY2(!parsed.error().message().contains(secret), qPrintable(parsed.error().message()));
        auto gui = app::AppOptions::parse(
            {QStringLiteral("-X"), QStringLiteral("sasl.password:") + secret});
        QVERIFY(!gui.ok());
        QVERIFY(!gui.error().message().contains(secret));
        QVERIFY(property_policy::isSensitive(QStringLiteral("sasl.password")));
        QVERIFY(property_policy::isSensitive(QStringLiteral("ssl.key.pem")));
        QVERIFY(property_policy::isSensitive(QStringLiteral("sasl.oauthbearer.client.secret")));
        QVERIFY(!property_policy::isSensitive(QStringLiteral("client.id")));
    }
    void bootstrapPorts_data()
    {
        QTest::addColumn<QString>("bootstrap");
        QTest::addColumn<bool>("ok");
        QTest::newRow("plain") << QStringLiteral("127.0.0.1:9092") << true;
        QTest::newRow("list") << QStringLiteral("a:1, b:65535") << true;
        QTest::newRow("no port") << QStringLiteral("kafka.example") << true;
        QTest::newRow("v6") << QStringLiteral("[::1]:9092") << true;
        QTest::newRow("proto") << QStringLiteral("PLAINTEXT://h:9092") << true;
        QTest::newRow("wraps") << QStringLiteral("127.0.0.1:108211") << false;
        QTest::newRow("zero") << QStringLiteral("127.0.0.1:0") << false;
        QTest::newRow("letters") << QStringLiteral("127.0.0.1:abc") << false;
        QTest::newRow("empty port") << QStringLiteral("127.0.0.1:") << false;
        QTest::newRow("negative") << QStringLiteral("h:-1") << false;
        QTest::newRow("plus") << QStringLiteral("h:+80") << false;
        QTest::newRow("no host") << QStringLiteral(":9092") << false;
        QTest::newRow("second bad") << QStringLiteral("a:1,b:70000") << false;
        QTest::newRow("v6 bad") << QStringLiteral("[::1]:99999") << false;
        QTest::newRow("blank") << QStringLiteral(" , ") << false;
    }
    void bootstrapPorts()
    {
        QFETCH(QString, bootstrap);
        QFETCH(bool, ok);
        const Status s = property_policy::checkBootstrap(bootstrap);
        QCOMPARE(s.ok(), ok);
        ConnectionProfile p;
        p.bootstrap = bootstrap;
        QCOMPARE(validateProfile(p).ok(), ok);
        if (!ok)
            QCOMPARE(s.error().kind, Error::Kind::Usage);
        // bootstrap.servers set as a property is held to the same rule
        QCOMPARE(check(QStringLiteral("bootstrap.servers"), bootstrap).ok(), ok);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestPropertyPolicy)
#include "test_property_policy.moc"
