// kafscope-cli profiles without a keychain service (no session bus): add, list, show, export, edit,
// import and remove; secrets from the environment, never printed, never in the profile file;
// --profile with a secret that nobody holds is a usage error naming where to give it.
// The real Secret Service is proven by tests/integration/test_profiles_keyring.
#include "cli/commands.h"
#include "test_main.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::cli;

namespace {

struct Run {
    int code = -1;
    QString out, err;
};

Run runIt(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out), err(&r.err);
    r.code = runCli(args, out, err);
    out.flush();
    err.flush();
    return r;
}

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

} // namespace

class TestProfilesCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;
    QString m_ca;

    QByteArray storeFile() const
    {
        QFile f(m_home.filePath(QStringLiteral("kafscope/profiles.json")));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_CONFIG_HOME", m_home.path().toUtf8());
        qunsetenv(
            "DBUS_SESSION_BUS_ADDRESS"); // no keychain: nothing of this test reaches the user's
        qunsetenv("KAFSCOPE_BOOTSTRAP");
        m_ca = m_home.filePath(QStringLiteral("ca.pem"));
        QFile ca(m_ca);
        QVERIFY(ca.open(QIODevice::WriteOnly));
        ca.write("not read by these tests");
    }

    void addListShowExport()
    {
        qputenv("KAFSCOPE_SECRET_SASL_PASSWORD", "Env-S3cret");
        const Run add = runIt(QStringList{QStringLiteral("profiles"),
                                          QStringLiteral("add"),
                                          QStringLiteral("prod"),
                                          QStringLiteral("--bootstrap"),
                                          QStringLiteral("b1:9093,b2:9093"),
                                          QStringLiteral("--security-protocol"),
                                          QStringLiteral("sasl_ssl"),
                                          QStringLiteral("--mechanism"),
                                          QStringLiteral("scram-sha-512"),
                                          QStringLiteral("--username"),
                                          QStringLiteral("alice"),
                                          QStringLiteral("--ca-file"),
                                          m_ca,
                                          QStringLiteral("--label"),
                                          QStringLiteral("prod"),
                                          QStringLiteral("--colour"),
                                          QStringLiteral("#d32f2f"),
                                          QStringLiteral("--read-only"),
                                          QStringLiteral("--verify-hostname"),
                                          QStringLiteral("off")});
        qunsetenv("KAFSCOPE_SECRET_SASL_PASSWORD");
        QVERIFY2(add.code == ExitOk, qPrintable(add.err));
        QVERIFY2(add.out.contains(QStringLiteral("1 secret(s) not stored")), qPrintable(add.out));
        QVERIFY(add.err.contains(QStringLiteral("no keychain service")));
        QVERIFY(!storeFile().contains("Env-S3cret"));
        QVERIFY(storeFile().contains("alice"));

        const Run list = runIt(words("profiles list"));
        QCOMPARE(list.code, int(ExitOk));
        QVERIFY2(list.out.contains(QStringLiteral("SASL_SSL/SCRAM-SHA-512")), qPrintable(list.out));
        QVERIFY(list.out.contains(QStringLiteral("prod, read-only, TLS NOT VERIFIED")));

        const Run json = runIt(words("profiles show prod --json"));
        QCOMPARE(json.code, int(ExitOk));
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("mechanism")).toString(), QStringLiteral("SCRAM-SHA-512"));
        QCOMPARE(o.value(QStringLiteral("secrets")).toArray().first().toString(),
                 QStringLiteral("sasl.password"));
        QCOMPARE(o.value(QStringLiteral("readOnly")).toBool(), true);

        const Run exp = runIt(words("profiles export prod"));
        QCOMPARE(exp.code, int(ExitOk));
        QVERIFY(exp.out.contains(QStringLiteral("\nsasl.mechanism=SCRAM-SHA-512\n")));
        QVERIFY(exp.out.contains(QStringLiteral("\nssl.endpoint.identification.algorithm=none\n")));
        QVERIFY(exp.out.contains(QStringLiteral("# sasl.password: in the keychain, not exported")));
        QVERIFY(!exp.out.contains(QStringLiteral("sasl.password=")));
    }

    void profileWithoutItsSecretSaysWhereToGiveIt()
    {
        const Run r = runIt(words("--profile prod cluster"));
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains(QStringLiteral("KAFSCOPE_SECRET_SASL_PASSWORD")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("no keychain service runs")));
        const Run none = runIt(words("--profile nowhere cluster"));
        QCOMPARE(none.code, int(ExitUsage));
        QVERIFY(none.err.contains(QStringLiteral("No saved profile named")));
    }

    void editKeepsWhatIsNotGiven()
    {
        const Run r =
            runIt(words("profiles edit prod --writable --timeout 4000 -X client.rack=eu-1a"));
        QVERIFY2(r.code == ExitOk, qPrintable(r.err));
        const QJsonObject o =
            QJsonDocument::fromJson(runIt(words("profiles show prod --json")).out.toUtf8())
                .object();
        QCOMPARE(o.value(QStringLiteral("readOnly")).toBool(), false);
        QCOMPARE(o.value(QStringLiteral("timeoutMs")).toInt(), 4000);
        QCOMPARE(o.value(QStringLiteral("username")).toString(), QStringLiteral("alice"));
        QCOMPARE(o.value(QStringLiteral("properties")).toArray().size(), 1);
        // Issue 32 F15: a secret is never taken from an argument (ps shows it), whatever property
        // librdkafka marks sensitive carries it; the refusal names the safe ways.
        const QByteArray before = storeFile();
        const Run secret = runIt(words("profiles edit prod -X ssl.key.pem=Pem-S3cret"));
        QCOMPARE(secret.code, int(ExitUsage));
        QVERIFY2(secret.err.contains(QStringLiteral("--secret-stdin ssl.key.pem")),
                 qPrintable(secret.err));
        QVERIFY(!secret.err.contains(QStringLiteral("Pem-S3cret")));
        const Run password =
            runIt(words("profiles add x --bootstrap h:9092 --security-protocol SASL_PLAINTEXT "
                        "--mechanism PLAIN --username u -X sasl.password=Arg-S3cret"));
        QCOMPARE(password.code, int(ExitUsage));
        QVERIFY2(password.err.contains(QStringLiteral("--password-stdin")) &&
                     password.err.contains(QStringLiteral("KAFSCOPE_SECRET_SASL_PASSWORD")),
                 qPrintable(password.err));
        QVERIFY(!password.err.contains(QStringLiteral("Arg-S3cret")));
        QCOMPARE(storeFile(), before);
        QCOMPARE(runIt(words("profiles show x")).code, int(ExitUsage)); // not saved
        QCOMPARE(runIt(words("profiles edit prod --colour red")).code, int(ExitUsage));
        QCOMPARE(runIt(words("profiles add prod --bootstrap h:1")).code, int(ExitUsage)); // exists
    }

    void importJavaAndRefuseJks()
    {
        const QString file = m_home.filePath(QStringLiteral("client.properties"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("bootstrap.servers=kafka:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n"
                "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required "
                "username=\"KEY\" password=\"Java-S3cret\";\nacks=all\n");
        f.close();
        const Run r = runIt(
            {QStringLiteral("profiles"), QStringLiteral("import"), QStringLiteral("ccloud"), file});
        QVERIFY2(r.code == ExitOk, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Left out Java-only setting acks")));
        QVERIFY(!r.out.contains(QStringLiteral("Java-S3cret")) &&
                !r.err.contains(QStringLiteral("Java-S3cret")));
        QVERIFY(!storeFile().contains("Java-S3cret"));
        const QJsonObject o =
            QJsonDocument::fromJson(runIt(words("profiles show ccloud --json")).out.toUtf8())
                .object();
        QCOMPARE(o.value(QStringLiteral("username")).toString(), QStringLiteral("KEY"));

        const QString jks = m_home.filePath(QStringLiteral("jks.properties"));
        QFile j(jks);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write(
            "bootstrap.servers=a:9093\nsecurity.protocol=SSL\nssl.keystore.location=/k/client.jks\n"
            "ssl.keystore.password=Jks-S3cret\n");
        j.close();
        const Run refused = runIt(
            {QStringLiteral("profiles"), QStringLiteral("import"), QStringLiteral("jks"), jks});
        QCOMPARE(refused.code, int(ExitUsage));
        QVERIFY2(refused.err.contains(QStringLiteral(
                     "keytool -importkeystore -srckeystore /k/client.jks -srcstoretype JKS "
                     "-destkeystore client.p12 -deststoretype PKCS12")),
                 qPrintable(refused.err));
        QVERIFY(!refused.err.contains(QStringLiteral("Jks-S3cret")));
    }

    void connectSettingsWithoutTheirPassword()
    {
        qputenv("KAFSCOPE_SECRET_CONNECT_PASSWORD", "Conn-S3cret");
        const Run add = runIt(words("profiles add conn --bootstrap h:9092 --connect-url "
                                    "http://c1:8083 --connect-url https://c2:8443 --connect-user "
                                    "ops --connect-ca /etc/ca.pem"));
        qunsetenv("KAFSCOPE_SECRET_CONNECT_PASSWORD");
        QVERIFY2(add.code == ExitOk, qPrintable(add.err));
        const QJsonObject o =
            QJsonDocument::fromJson(runIt(words("profiles show conn --json")).out.toUtf8())
                .object();
        QCOMPARE(o.value(QStringLiteral("connectUrls")).toArray().size(), 2);
        QCOMPARE(o.value(QStringLiteral("connectUser")).toString(), QStringLiteral("ops"));
        QCOMPARE(o.value(QStringLiteral("connectCaFile")).toString(),
                 QStringLiteral("/etc/ca.pem"));
        QVERIFY(o.value(QStringLiteral("secrets"))
                    .toArray()
                    .contains(QStringLiteral("connect.password")));
        QVERIFY(!storeFile().contains("Conn-S3cret"));
        const Run text = runIt(words("profiles show conn"));
        QVERIFY2(text.out.contains(QStringLiteral("http://c1:8083, https://c2:8443")),
                 qPrintable(text.out));
        QVERIFY(!text.out.contains(QStringLiteral("Conn-S3cret")));
        // A login in the URL would put the password in the file: refused.
        const Run login = runIt(words("profiles edit conn --connect-url http://u:pw@c3:8083"));
        QCOMPARE(login.code, int(ExitUsage));
        QVERIFY(!login.err.contains(QStringLiteral("pw@")));
        // connect commands need a Connect cluster.
        qunsetenv("KAFSCOPE_CONNECT_URL");
        const Run none = runIt(words("connect list"));
        QCOMPARE(none.code, int(ExitUsage));
        QVERIFY(none.err.contains(QStringLiteral("--connect-url")));
        QCOMPARE(runIt(words("profiles remove conn")).code, int(ExitOk));
    }

    void removeForgetsTheProfile()
    {
        QCOMPARE(runIt(words("profiles remove prod")).code, int(ExitOk));
        QCOMPARE(runIt(words("profiles show prod")).code, int(ExitUsage));
        QVERIFY(!storeFile().contains("\"prod\""));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProfilesCli)
#include "test_profiles_cli.moc"
