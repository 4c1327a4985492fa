#include "profiles/profile_import.h"
#include "test_main.h"
#include "profiles/profile_store.h"
#include "profiles/secret_store.h"
#include "profiles/sensitive_properties.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::profiles;

namespace {

QString propValue(const ConnectionProfile &c, const QString &key)
{
    for (const auto &[k, v] : c.properties)
        if (k == key)
            return v;
    return QStringLiteral("<unset>");
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(content);
    return path;
}

} // namespace

class TestProfiles : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sensitivityComesFromLibrdkafka_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("sensitive");
        QTest::newRow("sasl.password") << QStringLiteral("sasl.password") << true;
        QTest::newRow("ssl.key.pem") << QStringLiteral("ssl.key.pem") << true;
        QTest::newRow("ssl.key.password") << QStringLiteral("ssl.key.password") << true;
        QTest::newRow("ssl.keystore.password") << QStringLiteral("ssl.keystore.password") << true;
        QTest::newRow("oidc secret") << QStringLiteral("sasl.oauthbearer.client.secret") << true;
        // librdkafka redacts the SASL user name too (its own marking, not ours).
        QTest::newRow("sasl.username") << QStringLiteral("sasl.username") << true;
        QTest::newRow("ssl.keystore.location") << QStringLiteral("ssl.keystore.location") << false;
        QTest::newRow("ssl.certificate.location")
            << QStringLiteral("ssl.certificate.location") << false;
        QTest::newRow("ssl.ca.location") << QStringLiteral("ssl.ca.location") << false;
        QTest::newRow("client.id") << QStringLiteral("client.id") << false;
        QTest::newRow("linger.ms (a number)") << QStringLiteral("linger.ms") << false;
        // A name with "password" in it that is not sensitive would be caught by a substring rule;
        // an unknown key is not a property at all.
        QTest::newRow("unknown") << QStringLiteral("no.such.password") << false;
    }
    void sensitivityComesFromLibrdkafka()
    {
        QFETCH(QString, key);
        QFETCH(bool, sensitive);
        QCOMPARE(librdkafkaMarksSensitive(key), sensitive);
    }

    void storeFileHoldsNoSecret()
    {
        QTemporaryDir dir;
        const QString ca = writeFile(dir, QStringLiteral("ca.pem"), "not read here");
        SavedProfile p;
        p.name = QStringLiteral("prod eu");
        p.bootstrap = QStringLiteral("broker1:9094,broker2:9094");
        p.securityProtocol = QStringLiteral("SASL_SSL");
        p.mechanism = QStringLiteral("SCRAM-SHA-512");
        p.username = QStringLiteral("alice");
        p.caFile = ca;
        p.colour = QStringLiteral("#d32f2f");
        p.label = QStringLiteral("prod");
        p.readOnly = true;
        p.timeoutMs = 7000;
        p.registryUrl = QStringLiteral("https://registry:8081");
        p.registryUser = QStringLiteral("reg");
        p.properties = {{QStringLiteral("client.rack"), QStringLiteral("eu-1a")},
                        {QStringLiteral("sasl.oauthbearer.assertion.private.key.passphrase"),
                         QStringLiteral("Extra-S3cret")}};
        p.secrets.insert(QLatin1String(kSaslPassword), QStringLiteral("Alice-S3cret"));
        p.secrets.insert(QLatin1String(kRegistryPassword), QStringLiteral("Reg-S3cret"));
        p.moveSensitivePropertiesToSecrets();
        QCOMPARE(p.properties.size(), 1);

        ProfileStore store(dir.filePath(QStringLiteral("cfg/profiles.json")));
        QVERIFY(store.upsert(p).ok());
        QVERIFY(store.save().ok());
        QFile f(store.path());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        for (const char *secret : {"Alice-S3cret", "Reg-S3cret", "Extra-S3cret"})
            QVERIFY2(!bytes.contains(secret), secret);
        QVERIFY(bytes.contains("alice"));
        QCOMPARE(f.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                 QFileDevice::Permissions());

        ProfileStore again(store.path());
        QVERIFY(again.load().ok());
        const SavedProfile *q = again.find(QStringLiteral("PROD EU"));
        QVERIFY(q);
        QCOMPARE(q->bootstrap, p.bootstrap);
        QCOMPARE(q->mechanism, p.mechanism);
        QCOMPARE(q->caFile, ca);
        QCOMPARE(q->colour, p.colour);
        QCOMPARE(q->label, p.label);
        QCOMPARE(q->readOnly, true);
        QCOMPARE(q->timeoutMs, 7000);
        QCOMPARE(q->properties, p.properties);
        QVERIFY(q->secrets.value(QLatin1String(kSaslPassword)).isEmpty());
        const QStringList names = q->secretNames();
        QVERIFY(names.contains(QLatin1String(kSaslPassword)));
        QVERIFY(names.contains(QLatin1String(kRegistryPassword)));
        QVERIFY(
            names.contains(QStringLiteral("sasl.oauthbearer.assertion.private.key.passphrase")));

        // The secrets come back from a secret store.
        MemorySecretStore secrets;
        QVERIFY(saveSecrets(p, secrets).ok());
        SavedProfile loaded = *q;
        QVERIFY(loadSecrets(loaded, secrets).ok());
        QCOMPARE(loaded.secrets, p.secrets);
        auto conn = loaded.toConnection();
        QVERIFY2(conn.ok(), conn.ok() ? "" : qPrintable(conn.error().message()));
        QCOMPARE(propValue(conn.value(), QStringLiteral("security.protocol")),
                 QStringLiteral("SASL_SSL"));
        QCOMPARE(propValue(conn.value(), QStringLiteral("sasl.mechanism")),
                 QStringLiteral("SCRAM-SHA-512"));
        QCOMPARE(propValue(conn.value(), QStringLiteral("sasl.password")),
                 QStringLiteral("Alice-S3cret"));
        QCOMPARE(propValue(conn.value(), QStringLiteral("ssl.ca.location")), ca);
        QCOMPARE(conn->readOnly, true);
        QVERIFY(removeSecrets(loaded, secrets).ok());
        QVERIFY(secrets.read(p.name, QLatin1String(kSaslPassword))->isEmpty());

        QVERIFY(again.remove(QStringLiteral("prod eu")));
        QVERIFY(!again.find(QStringLiteral("prod eu")));
    }

    void validateRefuses_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no mechanism")
            << QStringLiteral("mechanism") << QStringLiteral("needs a SASL mechanism");
        QTest::newRow("code-loading property")
            << QStringLiteral("providers") << QStringLiteral("not allowed");
        QTest::newRow("secret as plain property")
            << QStringLiteral("secretprop") << QStringLiteral("keychain");
        QTest::newRow("bad colour") << QStringLiteral("colour") << QStringLiteral("#RRGGBB");
        QTest::newRow("bad name") << QStringLiteral("name") << QStringLiteral("profile name");
        QTest::newRow("missing CA file") << QStringLiteral("ca") << QStringLiteral("no such file");
    }
    void validateRefuses()
    {
        QFETCH(QString, field);
        QFETCH(QString, expected);
        SavedProfile p;
        p.name = QStringLiteral("x");
        p.bootstrap = QStringLiteral("localhost:9092");
        p.securityProtocol = QStringLiteral("SASL_SSL");
        p.mechanism = QStringLiteral("PLAIN");
        p.username = QStringLiteral("u");
        QVERIFY(p.validate().ok());
        if (field == QLatin1String("mechanism"))
            p.mechanism.clear();
        else if (field == QLatin1String("providers"))
            p.properties = {{QStringLiteral("ssl.providers"), QStringLiteral("legacy")}};
        else if (field == QLatin1String("secretprop"))
            p.properties = {{QStringLiteral("sasl.password"), QStringLiteral("x")}};
        else if (field == QLatin1String("colour"))
            p.colour = QStringLiteral("red");
        else if (field == QLatin1String("name"))
            p.name = QStringLiteral("../etc");
        else if (field == QLatin1String("ca"))
            p.caFile = QStringLiteral("/no/such/ca.pem");
        auto s = p.validate();
        QVERIFY(!s.ok());
        QVERIFY2(s.error().message().contains(expected, Qt::CaseInsensitive),
                 qPrintable(s.error().message()));
    }

    void importsJavaScramWithContinuation()
    {
        const QString text = QStringLiteral(
            "# MSK\n"
            "bootstrap.servers=b-1.msk:9096\n"
            "security.protocol=SASL_SSL\n"
            "sasl.mechanism=SCRAM-SHA-512\n"
            "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n"
            // A properties file doubles the backslash of the JAAS escape.
            "    username=\"alice\" password=\"p\\\\\\\"w;d\";\n"
            "ssl.endpoint.identification.algorithm=\n"
            "linger.ms: 5\n"
            "key.serializer=org.apache.kafka.common.serialization.StringSerializer\n");
        auto r = importProperties(text, QStringLiteral("msk"));
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message()));
        const SavedProfile &p = r->profile;
        QCOMPARE(p.bootstrap, QStringLiteral("b-1.msk:9096"));
        QCOMPARE(p.securityProtocol, QStringLiteral("SASL_SSL"));
        QCOMPARE(p.mechanism, QStringLiteral("SCRAM-SHA-512"));
        QCOMPARE(p.username, QStringLiteral("alice"));
        QCOMPARE(p.secrets.value(QLatin1String(kSaslPassword)), QStringLiteral("p\"w;d"));
        QCOMPARE(p.verifyHostname, false);
        QCOMPARE(r->notes.size(), 2); // key.serializer and linger.ms are Java-only here
    }

    void importsJavaPkcs12AndPemTruststore()
    {
        QTemporaryDir dir;
        const QString ca = writeFile(dir, QStringLiteral("ca.pem"), "x");
        const QString p12 = writeFile(dir, QStringLiteral("client.p12"), "x");
        const QString text =
            QStringLiteral("bootstrap.servers=kafka.aiven:12345\nsecurity.protocol=SSL\n"
                           "ssl.truststore.type=PEM\nssl.truststore.location=%1\n"
                           "ssl.keystore.type=PKCS12\nssl.keystore.location=%2\n"
                           "ssl.keystore.password=Store-S3cret\nssl.key.password=Store-S3cret\n")
                .arg(ca, p12);
        auto r = importJavaClientProperties(text, QStringLiteral("aiven"));
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message()));
        QCOMPARE(r->profile.caFile, ca);
        QCOMPARE(r->profile.keystoreFile, p12);
        QCOMPARE(r->profile.secrets.value(QLatin1String(kKeystorePassword)),
                 QStringLiteral("Store-S3cret"));
        QVERIFY(!r->profile.toJson().contains(QStringLiteral("Store-S3cret")));
    }

    void refusesJksWithKeytoolCommand()
    {
        const QString text = QStringLiteral("bootstrap.servers=a:9093\nsecurity.protocol=SSL\n"
                                            "ssl.truststore.location=/etc/kafka/truststore.jks\n"
                                            "ssl.truststore.password=changeit\n");
        auto r = importProperties(text, QStringLiteral("jks"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().contains(QStringLiteral(
                     "keytool -importkeystore -srckeystore /etc/kafka/truststore.jks")),
                 qPrintable(r.error().message()));
        QVERIFY(!r.error().message().contains(QStringLiteral("changeit")));
    }

    void importsJavaOidcAndRegistry()
    {
        const QString text = QStringLiteral(
            "bootstrap.servers=kafka:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=OAUTHBEARER\n"
            "sasl.oauthbearer.token.endpoint.url=https://idp/realms/k/protocol/openid-connect/"
            "token\n"
            "sasl.login.callback.handler.class=org.apache.kafka.common.security.oauthbearer."
            "OAuthBearerLoginCallbackHandler\n"
            "sasl.jaas.config=org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule "
            "required "
            "clientId=\"kafscope\" clientSecret=\"Oidc-S3cret\" scope=\"kafka\";\n"
            "schema.registry.url=https://registry\nbasic.auth.credentials.source=USER_INFO\n"
            "basic.auth.user.info=reg:Reg-S3cret\n");
        auto r = importProperties(text, QStringLiteral("oidc"));
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message()));
        QCOMPARE(r->profile.mechanism, QStringLiteral("OAUTHBEARER"));
        QCOMPARE(r->profile.oidcClientId, QStringLiteral("kafscope"));
        QCOMPARE(r->profile.oidcScope, QStringLiteral("kafka"));
        QCOMPARE(r->profile.secrets.value(QLatin1String(kOidcClientSecret)),
                 QStringLiteral("Oidc-S3cret"));
        QCOMPARE(r->profile.registryUser, QStringLiteral("reg"));
        QCOMPARE(r->profile.secrets.value(QLatin1String(kRegistryPassword)),
                 QStringLiteral("Reg-S3cret"));
        auto conn = r->profile.toConnection();
        QVERIFY(conn.ok());
        QCOMPARE(propValue(conn.value(), QStringLiteral("sasl.oauthbearer.method")),
                 QStringLiteral("oidc"));
    }

    void importsKcatConfig()
    {
        const QString text = QStringLiteral("metadata.broker.list=pkc.confluent.cloud:9092\n"
                                            "security.protocol=sasl_ssl\nsasl.mechanisms=PLAIN\n"
                                            "sasl.username=KEY\nsasl.password=Cloud-S3cret\n"
                                            "ssl.key.pem=Pem-S3cret\n"
                                            "topic.auto.offset.reset=earliest\nclient.rack=r1\n");
        auto r = importProperties(text, QStringLiteral("ccloud"));
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message()));
        QCOMPARE(r->profile.bootstrap, QStringLiteral("pkc.confluent.cloud:9092"));
        QCOMPARE(r->profile.securityProtocol, QStringLiteral("SASL_SSL"));
        QCOMPARE(r->profile.mechanism, QStringLiteral("PLAIN"));
        QCOMPARE(r->profile.secrets.value(QStringLiteral("ssl.key.pem")),
                 QStringLiteral("Pem-S3cret"));
        QCOMPARE(r->profile.properties.size(), 1);
        QCOMPARE(r->notes.size(), 1);
        const QByteArray json = QJsonDocument(r->profile.toJson()).toJson();
        QVERIFY(!json.contains("S3cret"));
    }

    void exportHoldsNoSecretAndImportsBack()
    {
        QTemporaryDir dir;
        SavedProfile p;
        p.name = QStringLiteral("aiven");
        p.bootstrap = QStringLiteral("kafka.aiven:12345");
        p.securityProtocol = QStringLiteral("SASL_SSL");
        p.mechanism = QStringLiteral("SCRAM-SHA-256");
        p.username = QStringLiteral("avnadmin");
        p.caFile = writeFile(dir, QStringLiteral("ca.pem"), "x");
        p.verifyHostname = false;
        p.properties = {{QStringLiteral("client.rack"), QStringLiteral("r1")}};
        p.secrets.insert(QLatin1String(kSaslPassword), QStringLiteral("Avn-S3cret"));
        p.secrets.insert(QStringLiteral("ssl.key.pem"), QStringLiteral("Pem-S3cret"));
        const QString text = p.exportText();
        QVERIFY(!text.contains(QStringLiteral("S3cret")));
        QVERIFY(text.contains(QStringLiteral("# sasl.password: in the keychain, not exported")));
        QVERIFY(text.contains(QStringLiteral("# ssl.key.pem: in the keychain, not exported")));
        // Read back as librdkafka properties: the same connection, without its secrets.
        auto back = importProperties(text, QStringLiteral("aiven"));
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message()));
        QCOMPARE(back->profile.bootstrap, p.bootstrap);
        QCOMPARE(back->profile.securityProtocol, p.securityProtocol);
        QCOMPARE(back->profile.mechanism, p.mechanism);
        QCOMPARE(back->profile.username, p.username);
        QCOMPARE(back->profile.caFile, p.caFile);
        QCOMPARE(back->profile.verifyHostname, false);
        QCOMPARE(back->profile.properties, p.properties);
        QVERIFY(back->profile.secrets.isEmpty());
        // A missing CA file does not empty the export.
        p.caFile = dir.filePath(QStringLiteral("gone.pem"));
        QVERIFY(p.exportText().contains(QStringLiteral("ssl.ca.location=") + p.caFile));
    }

    void importRefusesDangerousProperty()
    {
        auto r = importProperties(
            QStringLiteral("bootstrap.servers=a:1\nplugin.library.paths=/tmp/x.so\n"),
            QStringLiteral("bad"));
        QVERIFY(!r.ok());
        QVERIFY(r.error().message().contains(QStringLiteral("not allowed")));
    }

    // Issue 32 F14: a JAAS text Java's parser refuses is refused here too, with where and why,
    // never imported with a user name or password cut short (and never echoing either).
    void refusesMalformedJaas()
    {
        const auto java = [](const QString &jaas) {
            return importJavaClientProperties(
                QStringLiteral(
                    "bootstrap.servers=127.0.0.1:9093\nsecurity.protocol=SASL_PLAINTEXT\n"
                    "sasl.mechanism=PLAIN\nsasl.jaas.config=") +
                    jaas + QLatin1Char('\n'),
                QStringLiteral("j"));
        };
        const QString module =
            QStringLiteral("org.apache.kafka.common.security.plain.PlainLoginModule required ");
        // The probe's file: the .properties unescape leaves bare quotes in the JAAS text.
        auto r =
            java(module +
                 QStringLiteral("username=\"we\\\"ird user\" password=\"S3cret;x=\\\"y\\\" z\";"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().contains(QStringLiteral("character 79")) &&
                     r.error().message().contains(QStringLiteral("closing quote")),
                 qPrintable(r.error().message()));
        QVERIFY(!r.error().message().contains(QStringLiteral("ird")));
        QVERIFY(!r.error().message().contains(QStringLiteral("S3cret")));
        // Written as Java wants it, the same values import whole.
        r = java(module +
                 QStringLiteral(
                     "username=\"we\\\\\\\"ird user\" password=\"S3cret;x=\\\\\\\"y\\\\\\\" z\";"));
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error().message()));
        QCOMPARE(r->profile.username, QStringLiteral("we\"ird user"));
        QCOMPARE(r->profile.secrets.value(QLatin1String(kSaslPassword)),
                 QStringLiteral("S3cret;x=\"y\" z"));
        const QStringList bad = {
            module + QStringLiteral("username=\"alice\" password=\"unclosed;"),
            module + QStringLiteral("username=\"alice\" password=\"pw\""), // no ';'
            module + QStringLiteral("username=\"alice\" password;"),
            module + QStringLiteral("username=\"alice\" password=;"),
            module + QStringLiteral("username=\"alice\"; other required a=\"b\";"),
            QStringLiteral("PlainLoginModule username=\"alice\" password=\"pw\";"),
        };
        for (const QString &jaas : bad) {
            r = java(jaas);
            QVERIFY2(!r.ok(), qPrintable(jaas));
            QVERIFY2(r.error().message().startsWith(QStringLiteral("sasl.jaas.config")),
                     qPrintable(r.error().message()));
        }
    }

    // Issue 32 F13: the file, a line and a value each have a bound, named when it is passed
    // (a 350 MB file used to be read whole and stored).
    void importHasSizeBounds()
    {
        QTemporaryDir dir;
        QByteArray big = "bootstrap.servers=127.0.0.1:9092\n";
        while (big.size() <= kMaxImportFileBytes)
            big += "# " + QByteArray(1000, 'c') + '\n';
        auto r = readImportFile(writeFile(dir, QStringLiteral("huge.conf"), big));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message().contains(QStringLiteral("larger than 1,048,576 bytes")),
                 qPrintable(r.error().message()));
        r = readImportFile(writeFile(dir, QStringLiteral("ok.conf"), "bootstrap.servers=h:1\n"));
        QVERIFY(r.ok());
        QCOMPARE(r.value(), QStringLiteral("bootstrap.servers=h:1\n"));

        const QString longLine = QStringLiteral("bootstrap.servers=h:1\nclient.id=") +
                                 QString(kMaxImportLineChars, QLatin1Char('x')) + QLatin1Char('\n');
        auto imp = importProperties(longLine, QStringLiteral("l"));
        QVERIFY(!imp.ok());
        QVERIFY2(imp.error().message().contains(QStringLiteral("Line 2 is longer than 65,536")),
                 qPrintable(imp.error().message()));
        // A value continued over many short lines (an inline PEM bundle) has its own bound.
        QString continued = QStringLiteral("bootstrap.servers=h:1\nssl.ca.pem=");
        for (int i = 0; i < 12000; ++i)
            continued += QString(60, QLatin1Char('A')) + QStringLiteral("\\\n");
        continued += QStringLiteral("end\n");
        imp = importProperties(continued, QStringLiteral("c"));
        QVERIFY(!imp.ok());
        QVERIFY2(imp.error().message().contains(QStringLiteral("longer than 524,288 characters")),
                 qPrintable(imp.error().message()));
        // Within the bounds, the same shape imports.
        continued = QStringLiteral("bootstrap.servers=h:1\nssl.ca.pem=");
        for (int i = 0; i < 1000; ++i)
            continued += QString(60, QLatin1Char('A')) + QStringLiteral("\\\n");
        continued += QStringLiteral("end\n");
        imp = importProperties(continued, QStringLiteral("c"));
        QVERIFY2(imp.ok(), imp.ok() ? "" : qPrintable(imp.error().message()));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProfiles)
#include "test_profiles.moc"
