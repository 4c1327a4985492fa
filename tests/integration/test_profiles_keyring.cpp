// A saved profile against a real Secret Service (run by with_secret_service.sh: gnome-keyring in a
// private D-Bus session, XDG folders in a temporary folder): its SCRAM password goes to the
// keyring, `--profile` connects to the kafka1sasl fixture with it, and no file under the config,
// data or cache folders holds the password in clear.
#include "test_cluster.h"
#include "test_main.h"

#include <QDir>
#include <QDirIterator>
#include <QImage>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

namespace {

const QString kProfile = QStringLiteral("sasl-scram");
const QString kImported = QStringLiteral("secure-import");

QString readTrimmed(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
}

// `kafscope-cli ARGS` with `input` on standard input.
test::ProcessResult cliWithStdin(const QStringList &args, const QByteArray &input)
{
    test::ProcessResult r;
    QProcess p;
    p.start(QString::fromUtf8(qgetenv("KAFSCOPE_CLI")), args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// The secrets the keyring holds for Kafscope, as another Secret Service client sees them.
QByteArray keyringDump()
{
    QProcess p;
    p.start(QStringLiteral("secret-tool"),
            {QStringLiteral("search"), QStringLiteral("--all"), QStringLiteral("--unlock"),
             QStringLiteral("server"), QStringLiteral("kafscope")});
    if (!p.waitForFinished(30000))
        return {};
    return p.readAllStandardOutput() + p.readAllStandardError();
}

} // namespace

class TestProfilesKeyring : public QObject {
    Q_OBJECT
    QString m_bootstrap;
    QString m_password;
    QString m_secureDir, m_secureBootstrap,
        m_securePassword; // kafka1secure's SASL_SSL listener, alice

private Q_SLOTS:
    void initTestCase()
    {
        for (const char *v :
             {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "DBUS_SESSION_BUS_ADDRESS"})
            if (qEnvironmentVariableIsEmpty(v))
                QSKIP("run through with_secret_service.sh (ctest does)");
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("local"), QStringLiteral("status"), QStringLiteral("--dir"),
             test::clusterDir("kafka1sasl"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject status = QJsonDocument::fromJson(r.out).object();
        m_bootstrap = status.value(QStringLiteral("bootstrap")).toString();
        QFile f(status.value(QStringLiteral("clients"))
                    .toObject()
                    .value(QStringLiteral("alice"))
                    .toObject()
                    .value(QStringLiteral("password_file"))
                    .toString());
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_password = QString::fromLatin1(f.readAll()).trimmed();
        QVERIFY(m_password.size() >= 16);

        m_secureDir = test::clusterDir("kafka1secure");
        const test::ProcessResult s = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("local"), QStringLiteral("status"),
                             QStringLiteral("--dir"), m_secureDir, QStringLiteral("--json")});
        QCOMPARE(s.exitCode, 0);
        for (const QJsonValue &v :
             QJsonDocument::fromJson(s.out).object().value(QStringLiteral("listeners")).toArray())
            if (v.toObject().value(QStringLiteral("name")).toString() == QLatin1String("SASL_SSL"))
                m_secureBootstrap = v.toObject().value(QStringLiteral("bootstrap")).toString();
        QVERIFY(!m_secureBootstrap.isEmpty());
        m_securePassword = readTrimmed(m_secureDir + QStringLiteral("/sasl/alice.password"));
        QVERIFY(m_securePassword.size() >= 16);
    }

    void addStoresTheSecretInTheKeyring()
    {
        const test::ProcessResult r = cliWithStdin(
            {QStringLiteral("profiles"), QStringLiteral("add"), kProfile,
             QStringLiteral("--bootstrap"), m_bootstrap, QStringLiteral("--security-protocol"),
             QStringLiteral("SASL_PLAINTEXT"), QStringLiteral("--mechanism"),
             QStringLiteral("SCRAM-SHA-512"), QStringLiteral("--username"), QStringLiteral("alice"),
             QStringLiteral("--label"), QStringLiteral("test"), QStringLiteral("--colour"),
             QStringLiteral("#d32f2f"), QStringLiteral("--password-stdin")},
            m_password.toUtf8() + '\n');
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("in the OS keychain"), r.out.constData());
        QVERIFY(!r.out.contains(m_password.toUtf8()));
        const QByteArray dump = keyringDump();
        QVERIFY2(dump.contains(m_password.toUtf8()), "the password is not in the Secret Service");
        QVERIFY2(dump.contains(QStringLiteral("%1/sasl.password").arg(kProfile).toUtf8()),
                 dump.constData());
    }

    void profileConnectsWithTheKeyringSecret()
    {
        // No password in the environment or on the command line: only the keyring has it.
        const test::ProcessResult r =
            test::runProgram("KAFSCOPE_CLI",
                             {QStringLiteral("--profile"), kProfile, QStringLiteral("cluster"),
                              QStringLiteral("--json")},
                             120000,
                             {QStringLiteral("KAFSCOPE_SECRET_SASL_PASSWORD"),
                              QStringLiteral("KAFSCOPE_BOOTSTRAP")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!o.value(QStringLiteral("cluster_id")).toString().isEmpty(), r.out.constData());
        QVERIFY(!r.out.contains(m_password.toUtf8()));
        QVERIFY(!r.err.contains(m_password.toUtf8()));
    }

    void guiOpensTheProfileFromTheKeyring()
    {
        // kafscope --profile: the secret from the keyring (exit 2 and a message if it were
        // missing), the profile's label chip in its colour in the status bar of the picture.
        QDir().mkpath(QStringLiteral("screenshots"));
        const QString png =
            QDir::current().absoluteFilePath(QStringLiteral("screenshots/gui-profile-keyring.png"));
        QFile::remove(png);
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_GUI",
            {QStringLiteral("--profile"), kProfile, QStringLiteral("--screenshot"), png}, 120000,
            {QStringLiteral("QT_QPA_PLATFORM=offscreen"),
             QStringLiteral("KAFSCOPE_SECRET_SASL_PASSWORD")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QImage image(png);
        QVERIFY(!image.isNull());
        int chipPixels = 0;
        for (int y = image.height() - 40; y < image.height(); ++y)
            for (int x = 0; x < qMin(200, image.width()); ++x)
                chipPixels += image.pixelColor(x, y) == QColor(QStringLiteral("#d32f2f")) ? 1 : 0;
        QVERIFY2(chipPixels > 100, qPrintable(QString::number(chipPixels)));

        const test::ProcessResult missing = test::runProgram(
            "KAFSCOPE_GUI", {QStringLiteral("--profile"), QStringLiteral("no-such-profile")}, 60000,
            {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("No saved profile named"));
    }

    void environmentSecretComesFirst()
    {
        // A wrong password in the environment wins over the keyring's, so the login fails.
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--profile"), kProfile, QStringLiteral("--timeout"),
             QStringLiteral("5000"), QStringLiteral("cluster"), QStringLiteral("--json")},
            120000, {QStringLiteral("KAFSCOPE_SECRET_SASL_PASSWORD=wrong-password-from-env")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("invalid credentials"), r.err.constData());
        QVERIFY(!r.err.contains("wrong-password-from-env"));
    }

    void importedJavaSaslSslProfileConnects()
    {
        // A Java client's file: SCRAM over SASL_SSL, the password in the JAAS line, a PEM
        // truststore.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("client.properties"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            QStringLiteral(
                "bootstrap.servers=%1\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-256\n"
                "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
                "username=\"alice\" password=\"%2\";\n"
                "ssl.truststore.type=PEM\nssl.truststore.location=%3\n")
                .arg(m_secureBootstrap, m_securePassword,
                     m_secureDir + QStringLiteral("/tls/ca.pem"))
                .toUtf8());
        f.close();
        const test::ProcessResult imp =
            test::runProgram("KAFSCOPE_CLI", {QStringLiteral("profiles"), QStringLiteral("import"),
                                              kImported, file});
        QVERIFY2(imp.exitCode == 0, imp.err.constData());
        QVERIFY2(imp.out.contains("1 secret(s) in the OS keychain"), imp.out.constData());
        QVERIFY(keyringDump().contains(m_securePassword.toUtf8()));
        QVERIFY(QFile::remove(file)); // from now on only the keyring has the password

        const test::ProcessResult r =
            test::runProgram("KAFSCOPE_CLI",
                             {QStringLiteral("--profile"), kImported, QStringLiteral("cluster"),
                              QStringLiteral("--json")},
                             120000,
                             {QStringLiteral("KAFSCOPE_SECRET_SASL_PASSWORD"),
                              QStringLiteral("KAFSCOPE_BOOTSTRAP")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!QJsonDocument::fromJson(r.out)
                      .object()
                      .value(QStringLiteral("cluster_id"))
                      .toString()
                      .isEmpty(),
                 r.out.constData());
        QVERIFY(!r.out.contains(m_securePassword.toUtf8()));
    }

    void showAndExportHoldNoSecret()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("profiles"), QStringLiteral("show"), kProfile},
              QStringList{QStringLiteral("profiles"), QStringLiteral("show"), kProfile,
                          QStringLiteral("--json")},
              QStringList{QStringLiteral("profiles"), QStringLiteral("export"), kProfile},
              QStringList{QStringLiteral("profiles"), QStringLiteral("list"),
                          QStringLiteral("--json")}}) {
            const test::ProcessResult r = test::runProgram("KAFSCOPE_CLI", args);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.out.contains("alice") || args.contains(QStringLiteral("list")),
                     r.out.constData());
            QVERIFY2(!r.out.contains(m_password.toUtf8()), qPrintable(args.join(QLatin1Char(' '))));
        }
    }

    void noFileHoldsTheSecret()
    {
        int files = 0;
        bool profileFileSeen = false;
        for (const char *var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"}) {
            QDirIterator it(qEnvironmentVariable(var), QDir::Files | QDir::Hidden | QDir::System,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
                const QByteArray bytes = f.readAll();
                ++files;
                profileFileSeen =
                    profileFileSeen || path.endsWith(QLatin1String("kafscope/profiles.json"));
                QVERIFY2(!bytes.contains(m_password.toUtf8()), qPrintable(path));
                QVERIFY2(!bytes.contains(m_securePassword.toUtf8()), qPrintable(path));
            }
        }
        QVERIFY(profileFileSeen);
        QVERIFY(files >= 2); // the profile file and the keyring's own (encrypted) file
    }

    void removeDeletesTheSecret()
    {
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("profiles"), QStringLiteral("remove"), kProfile});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!keyringDump().contains(m_password.toUtf8()));
        const test::ProcessResult again = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("--profile"), kProfile, QStringLiteral("cluster")});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains("No saved profile"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProfilesKeyring)
#include "test_profiles_keyring.moc"
