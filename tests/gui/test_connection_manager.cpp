// The connection manager against the secured fixture broker (kafka1secure): a SCRAM profile over
// SASL_SSL is typed in (password masked), tested step by step, saved without its secret in the
// profile file, and connected; a second cluster opens its own window; the label and colour are in
// the title and status bar, and a connection without hostname verification says so everywhere.
// Secrets go to a store in memory here: the real Secret Service is proven by test_profiles_keyring.
#include "connections/connection_manager.h"
#include "test_main.h"
#include "profiles/secret_store.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

template <typename T> T *child(QObject &parent, const char *name)
{
    T *w = parent.findChild<T *>(QLatin1String(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

} // namespace

class TestConnectionManager : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_dir, m_bootstrap, m_password;
    std::shared_ptr<profiles::MemorySecretStore> m_secrets =
        std::make_shared<profiles::MemorySecretStore>();

    QString storePath() const { return m_tmp.filePath(QStringLiteral("profiles.json")); }
    QString shotPath(const QString &name) const
    {
        const QString dir = QDir::currentPath() + QStringLiteral("/screenshots");
        QDir().mkpath(dir);
        return dir + QLatin1Char('/') + name;
    }

    void fillScramProfile(ConnectionManager &m, const QString &name, const QString &password)
    {
        QTest::mouseClick(child<QPushButton>(m, "new"), Qt::LeftButton);
        child<QLineEdit>(m, "name")->setText(name);
        child<QLineEdit>(m, "bootstrap")->setText(m_bootstrap);
        child<QComboBox>(m, "securityProtocol")->setCurrentText(QStringLiteral("SASL_SSL"));
        child<QComboBox>(m, "mechanism")->setCurrentText(QStringLiteral("SCRAM-SHA-256"));
        child<QLineEdit>(m, "username")->setText(QStringLiteral("alice"));
        QTest::keyClicks(child<QLineEdit>(m, "password"), password);
        child<QLineEdit>(m, "caFile")->setText(m_dir + QStringLiteral("/tls/ca.pem"));
        child<QLineEdit>(m, "label")->setText(QStringLiteral("prod"));
        child<QLineEdit>(m, "colour")->setText(QStringLiteral("#d32f2f"));
        child<QCheckBox>(m, "readOnly")->setChecked(true);
        // A Kafka Connect cluster beside it, with basic auth (the password to the keychain).
        child<QLineEdit>(m, "connectUrls")->setText(QStringLiteral("http://127.0.0.1:8083"));
        child<QLineEdit>(m, "connectUser")->setText(QStringLiteral("connector-admin"));
        QTest::keyClicks(child<QLineEdit>(m, "connectPassword"), QStringLiteral("c0nnect-s3cret"));
    }

    // Clicks Test connection and waits for its end; the steps as "name|result".
    QStringList runTest(ConnectionManager &m)
    {
        QSignalSpy done(&m, &ConnectionManager::workFinished);
        QTest::mouseClick(child<QPushButton>(m, "testConnection"), Qt::LeftButton);
        [&] { QVERIFY(m.busy()); }(); // off the GUI thread
        [&] { QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 30000); }();
        QStringList rows;
        auto *steps = child<QTreeWidget>(m, "testSteps");
        for (int i = 0; i < steps->topLevelItemCount(); ++i)
            rows << steps->topLevelItem(i)->text(0) + QLatin1Char('|') +
                        steps->topLevelItem(i)->text(2);
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QStandardPaths::setTestModeEnabled(true);
        m_dir = test::clusterDir("kafka1secure");
        m_bootstrap = test::bootstrap("kafka1secure"); // the SASL_SSL listener
        QFile f(m_dir + QStringLiteral("/sasl/alice.password"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_password = QString::fromLatin1(f.readAll()).trimmed();
        QVERIFY(m_password.size() >= 16);
    }

    void passwordIsMaskedAndFieldsFollowTheMechanism()
    {
        ConnectionManager m(nullptr, m_secrets, storePath());
        for (const char *secret :
             {"password", "oidcClientSecret", "keyPassword", "registryPassword", "connectPassword"})
            QCOMPARE(child<QLineEdit>(m, secret)->echoMode(), QLineEdit::Password);
        child<QComboBox>(m, "securityProtocol")->setCurrentText(QStringLiteral("PLAINTEXT"));
        QVERIFY(!child<QComboBox>(m, "mechanism")->isEnabled());
        QVERIFY(!child<QTabWidget>(m, "profileTabs")->isTabEnabled(1)); // TLS
        child<QComboBox>(m, "securityProtocol")->setCurrentText(QStringLiteral("SASL_SSL"));
        child<QComboBox>(m, "mechanism")->setCurrentText(QStringLiteral("OAUTHBEARER"));
        QVERIFY(child<QLineEdit>(m, "oidcTokenUrl")->isEnabled());
        QVERIFY(!child<QLineEdit>(m, "password")->isEnabled());
        QVERIFY(child<QTabWidget>(m, "profileTabs")->isTabEnabled(1));
        child<QComboBox>(m, "mechanism")->setCurrentText(QStringLiteral("SCRAM-SHA-512"));
        QVERIFY(!child<QLineEdit>(m, "oidcTokenUrl")->isEnabled());
        QVERIFY(child<QLineEdit>(m, "password")->isEnabled());
    }

    void testSaveAndNoSecretInTheFile()
    {
        ConnectionManager m(nullptr, m_secrets, storePath());
        m.show();
        fillScramProfile(m, QStringLiteral("secure-local"), m_password);
        const QStringList rows = runTest(m);
        QVERIFY2(rows.size() >= 6, qPrintable(rows.join(QLatin1Char('\n'))));
        for (const QString &row : rows)
            QVERIFY2(row.contains(QStringLiteral("|OK — ")),
                     qPrintable(rows.join(QLatin1Char('\n'))));
        QVERIFY(child<QLabel>(m, "testSummary")
                    ->text()
                    .startsWith(QStringLiteral("Connection works.")));
        QVERIFY(child<QLabel>(m, "testSummary")
                    ->text()
                    .contains(QStringLiteral("Broker certificate:")));
        m.grab().save(shotPath(QStringLiteral("connection-manager-test.png")));

        QSignalSpy done(&m, &ConnectionManager::workFinished);
        QTest::mouseClick(child<QPushButton>(m, "save"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 20000);
        QVERIFY2(m.message().startsWith(QStringLiteral("Saved secure-local")),
                 qPrintable(m.message()));
        QCOMPARE(m.profileNames(), QStringList{QStringLiteral("secure-local")});
        QCOMPARE(m_secrets->read(QStringLiteral("secure-local"), QStringLiteral("sasl.password"))
                     .value(),
                 m_password);
        QFile f(storePath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray file = f.readAll();
        QVERIFY(file.contains("secure-local"));
        QVERIFY(file.contains("alice"));
        QVERIFY(!file.contains(m_password.toUtf8()));
        QVERIFY(file.contains("http://127.0.0.1:8083"));
        QVERIFY(!file.contains("c0nnect-s3cret"));
        QCOMPARE(m_secrets->read(QStringLiteral("secure-local"), QStringLiteral("connect.password"))
                     .value(),
                 QStringLiteral("c0nnect-s3cret"));
        // Exported as librdkafka properties: everything but the secret.
        const QString exported = m_tmp.filePath(QStringLiteral("secure-local.properties"));
        m.exportTo(exported);
        QVERIFY2(m.message().startsWith(QStringLiteral("Exported secure-local")),
                 qPrintable(m.message()));
        QFile e(exported);
        QVERIFY(e.open(QIODevice::ReadOnly));
        const QByteArray props = e.readAll();
        QVERIFY(props.contains("\nsasl.mechanism=SCRAM-SHA-256\n"));
        QVERIFY(props.contains("\nsasl.username=alice\n"));
        QVERIFY(!props.contains(m_password.toUtf8()));
        // Shown again, the password field stays empty: the stored secret is never put back in it.
        ConnectionManager again(nullptr, m_secrets, storePath());
        again.selectProfile(QStringLiteral("secure-local"));
        QCOMPARE(child<QLineEdit>(again, "username")->text(), QStringLiteral("alice"));
        QVERIFY(child<QLineEdit>(again, "password")->text().isEmpty());
        QCOMPARE(child<QLineEdit>(again, "connectUrls")->text(),
                 QStringLiteral("http://127.0.0.1:8083"));
        QCOMPARE(child<QLineEdit>(again, "connectUser")->text(), QStringLiteral("connector-admin"));
        QVERIFY(child<QLineEdit>(again, "connectPassword")->text().isEmpty());
    }

    void wrongPasswordInPlainWords()
    {
        ConnectionManager m(nullptr, m_secrets, storePath());
        m.selectProfile(QStringLiteral("secure-local"));
        QTest::keyClicks(child<QLineEdit>(m, "password"), QStringLiteral("not-the-password"));
        const QStringList rows = runTest(m);
        const QString summary = child<QLabel>(m, "testSummary")->text();
        QVERIFY2(summary.contains(QStringLiteral("wrong user or password")), qPrintable(summary));
        QVERIFY2(rows.filter(QStringLiteral("TLS|OK")).size() == 1,
                 qPrintable(rows.join(QLatin1Char('\n'))));
        QVERIFY(!summary.contains(QStringLiteral("not-the-password")));
    }

    void importJavaFileThenSave()
    {
        const QString file = m_tmp.filePath(QStringLiteral("msk-client.properties"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            QStringLiteral(
                "bootstrap.servers=%1\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
                "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
                "username=\"alice\" password=\"Imp0rted-S3cret\";\n"
                "ssl.truststore.type=PEM\nssl.truststore.location=%2/tls/ca.pem\nacks=all\n")
                .arg(m_bootstrap, m_dir)
                .toUtf8());
        f.close();
        ConnectionManager m(nullptr, m_secrets, storePath());
        m.importFile(file);
        QVERIFY2(m.message().startsWith(QStringLiteral("Imported msk-client.properties")),
                 qPrintable(m.message()));
        QVERIFY(m.message().contains(
            QStringLiteral("acks"))); // a Java-only setting, left out and said so
        QCOMPARE(child<QLineEdit>(m, "name")->text(), QStringLiteral("msk-client"));
        QCOMPARE(child<QComboBox>(m, "mechanism")->currentText(), QStringLiteral("SCRAM-SHA-512"));
        QCOMPARE(child<QLineEdit>(m, "username")->text(), QStringLiteral("alice"));
        QCOMPARE(child<QLineEdit>(m, "caFile")->text(), m_dir + QStringLiteral("/tls/ca.pem"));
        QCOMPARE(child<QLineEdit>(m, "password")->text(), QStringLiteral("Imp0rted-S3cret"));
        QCOMPARE(child<QLineEdit>(m, "password")->echoMode(), QLineEdit::Password);
        QSignalSpy done(&m, &ConnectionManager::workFinished);
        QTest::mouseClick(child<QPushButton>(m, "save"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(done.count() == 1, 20000);
        QVERIFY(m.profileNames().contains(QStringLiteral("msk-client")));
        QCOMPARE(
            m_secrets->read(QStringLiteral("msk-client"), QStringLiteral("sasl.password")).value(),
            QStringLiteral("Imp0rted-S3cret"));
        QFile store(storePath());
        QVERIFY(store.open(QIODevice::ReadOnly));
        QVERIFY(!store.readAll().contains("Imp0rted-S3cret"));

        // A JKS truststore is refused with the command that converts it.
        const QString jks = m_tmp.filePath(QStringLiteral("jks.properties"));
        QFile j(jks);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write("bootstrap.servers=a:9093\nsecurity.protocol=SSL\nssl.truststore.location=/etc/"
                "kafka/trust.jks\n");
        j.close();
        m.importFile(jks);
        QVERIFY2(m.message().contains(
                     QStringLiteral("keytool -importkeystore -srckeystore /etc/kafka/trust.jks")),
                 qPrintable(m.message()));
        QVERIFY(!m.profileNames().contains(QStringLiteral("jks")));
    }

    void connectShowsLabelAndOpensAWindowPerCluster()
    {
        kafscope::app::Window first;
        first.show();
        ConnectionManager m(&first, m_secrets, storePath());
        connect(&m, &ConnectionManager::connectRequested, &first, &MainWindow::openConnection);
        QSignalSpy requested(&m, &ConnectionManager::connectRequested);
        m.selectProfile(QStringLiteral("secure-local"));
        QTest::mouseClick(child<QPushButton>(m, "connect"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(requested.count(), 1, 20000);
        const auto profile = requested.first().first().value<ConnectionProfile>();
        QVERIFY(profile.readOnly);
        QVERIFY(first.windowTitle().startsWith(QStringLiteral("[PROD] Kafscope — secure-local")));
        QVERIFY(first.windowTitle().contains(QStringLiteral("read-only")));
        QCOMPARE(first.environmentChipText(), QStringLiteral("PROD"));
        QTRY_VERIFY_WITH_TIMEOUT(first.statusText().startsWith(QStringLiteral("Connected")), 30000);
        QVERIFY(first.statusText().contains(QStringLiteral("read-only")));
        first.grab().save(shotPath(QStringLiteral("window-prod.png")));

        // A second cluster: a profile without hostname verification, in a window of its own.
        ConnectionManager second(&first, m_secrets, storePath());
        connect(&second, &ConnectionManager::connectRequested, &first, &MainWindow::openConnection);
        QSignalSpy opened(&first, &MainWindow::windowOpened);
        fillScramProfile(second, QStringLiteral("staging"), m_password);
        child<QLineEdit>(second, "label")->setText(QStringLiteral("staging"));
        child<QLineEdit>(second, "colour")->setText(QStringLiteral("#f9a825"));
        child<QCheckBox>(second, "readOnly")->setChecked(false);
        QVERIFY(child<QLabel>(second, "unverifiedWarning")->isHidden());
        child<QCheckBox>(second, "verifyHostname")->setChecked(false);
        QVERIFY(!child<QLabel>(second, "unverifiedWarning")->isHidden());
        child<QTabWidget>(second, "profileTabs")->setCurrentIndex(1);
        second.show();
        second.grab().save(shotPath(QStringLiteral("connection-manager-tls-unverified.png")));
        QTest::mouseClick(child<QPushButton>(second, "connect"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
        auto *other = opened.first().first().value<MainWindow *>();
        QVERIFY(other != &first);
        QVERIFY(first.session() && other->session());
        QVERIFY(first.windowTitle().startsWith(QStringLiteral("[PROD]"))); // unchanged
        QVERIFY(other->windowTitle().startsWith(QStringLiteral("[STAGING] Kafscope — staging")));
        QVERIFY(other->windowTitle().contains(QStringLiteral("TLS NOT VERIFIED")));
        QCOMPARE(other->environmentChipText(), QStringLiteral("STAGING"));
        QTRY_VERIFY_WITH_TIMEOUT(other->statusText().startsWith(QStringLiteral("Connected")),
                                 30000);
        QVERIFY(other->statusText().contains(QStringLiteral("TLS certificate NOT verified")));
        other->grab().save(shotPath(QStringLiteral("window-staging-unverified.png")));
        other->close(); // deletes itself
    }

    // Where no keychain holds a saved profile's secret (none runs: a store in memory, empty at
    // start), Connect asks for it in a masked prompt; cancelling says what is missing; what was
    // typed is kept in memory for the rest of the run and connects.
    void missingSecretIsAskedFor()
    {
        auto empty = std::make_shared<profiles::MemorySecretStore>();
        ConnectionManager m(nullptr, empty, storePath());
        m.selectProfile(QStringLiteral("secure-local"));
        QSignalSpy requested(&m, &ConnectionManager::connectRequested);

        bool prompted = false;
        QTimer::singleShot(0, this, [&] { answerPrompt(&prompted, QString()); });
        QTest::mouseClick(child<QPushButton>(m, "connect"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(prompted && !m.busy(), 20000);
        QCOMPARE(requested.count(), 0);
        QVERIFY2(m.message().contains(QStringLiteral("SASL password for alice")),
                 qPrintable(m.message()));

        prompted = false;
        QTimer::singleShot(0, this, [&] { answerPrompt(&prompted, m_password); });
        QTest::mouseClick(child<QPushButton>(m, "connect"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(requested.count(), 1, 20000);
        QVERIFY(prompted);
        const auto profile = requested.first().first().value<ConnectionProfile>();
        QVERIFY(profile.properties.contains({QStringLiteral("sasl.password"), m_password}));
        QTRY_COMPARE_WITH_TIMEOUT(
            empty->read(QStringLiteral("secure-local"), QStringLiteral("sasl.password")).value(),
            m_password, 5000);
        // The typed password works against the broker.
        kafscope::app::Window window;
        window.show();
        window.connectTo(profile);
        QTRY_VERIFY_WITH_TIMEOUT(window.statusText().startsWith(QStringLiteral("Connected")),
                                 30000);
    }

private:
    // Waits for the secret prompt; types `password` and connects, or cancels when it is empty.
    void answerPrompt(bool *prompted, const QString &password)
    {
        auto *prompt = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!prompt || prompt->objectName() != QLatin1String("secretPrompt")) {
            QTimer::singleShot(50, this, [=, this] { answerPrompt(prompted, password); });
            return;
        }
        auto *field = prompt->findChild<QLineEdit *>(QStringLiteral("secret:sasl.password"));
        QVERIFY(field);
        QCOMPARE(field->echoMode(), QLineEdit::Password);
        QVERIFY(!prompt->findChild<QCheckBox *>(QStringLiteral("rememberSecrets"))
                     ->isVisibleTo(prompt));
        prompt->grab().save(shotPath(QStringLiteral("secret-prompt.png")));
        *prompted = true;
        if (password.isEmpty()) {
            prompt->reject();
            return;
        }
        QTest::keyClicks(field, password);
        prompt->accept();
    }
};

KAFSCOPE_TEST_MAIN(TestConnectionManager)
#include "test_connection_manager.moc"
