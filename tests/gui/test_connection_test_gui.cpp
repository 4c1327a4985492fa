// The connect dialog's "Test connection" button against the secured fixture broker (kafka1secure):
// the test runs off the GUI thread (the dialog keeps answering events meanwhile), every step
// appears with its time, and a wrong password is named in plain words.
#include "shell/connect_dialog.h"
#include "test_main.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

class TestConnectionTestGui : public QObject {
    Q_OBJECT
    QString m_dir;
    QString m_bootstrap;

    QString adminPassword() const
    {
        QFile f(m_dir + QStringLiteral("/sasl/admin.password"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read the admin password file");
        return QString::fromLatin1(f.readAll()).trimmed();
    }

    // Fills the dialog, clicks the button, waits for the end; returns the steps' texts.
    QStringList runTest(ConnectDialog &d, const QString &password, bool debug)
    {
        d.findChild<QLineEdit *>(QStringLiteral("bootstrap"))->setText(m_bootstrap);
        d.findChild<QPlainTextEdit *>(QStringLiteral("properties"))
            ->setPlainText(QStringLiteral("security.protocol=SASL_SSL\nsasl.mechanisms=SCRAM-SHA-"
                                          "512\nsasl.username=admin\n"
                                          "sasl.password=%1\nssl.ca.location=%2/tls/ca.pem")
                               .arg(password, m_dir));
        d.findChild<QCheckBox *>(QStringLiteral("debugLog"))->setChecked(debug);
        QTest::mouseClick(d.findChild<QPushButton *>(QStringLiteral("testConnection")),
                          Qt::LeftButton);
        // Off the GUI thread: right after the click, the dialog still runs its event loop.
        [&] { QVERIFY(d.testRunning()); }();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(!d.testRunning(), 20000); }();
        QStringList rows;
        auto *steps = d.findChild<QTreeWidget *>(QStringLiteral("testSteps"));
        for (int i = 0; i < steps->topLevelItemCount(); ++i)
            rows << steps->topLevelItem(i)->text(0) + QLatin1Char('|') +
                        steps->topLevelItem(i)->text(1) + QLatin1Char('|') +
                        steps->topLevelItem(i)->text(2);
        return rows;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = test::clusterDir("kafka1secure");
        m_bootstrap = test::bootstrap("kafka1secure");
    }

    void testConnectionPasses()
    {
        ConnectDialog d;
        d.show();
        const QStringList rows = runTest(d, adminPassword(), true);
        QCOMPARE(rows.size(), 6);
        const QStringList names{QStringLiteral("DNS"),  QStringLiteral("TCP"),
                                QStringLiteral("TLS"),  QStringLiteral("Kafka"),
                                QStringLiteral("SASL"), QStringLiteral("Metadata")};
        for (int i = 0; i < 6; ++i) {
            QVERIFY2(rows[i].startsWith(names[i] + QLatin1Char('|')), qPrintable(rows[i]));
            QVERIFY2(rows[i].contains(QStringLiteral(" ms|OK — ")), qPrintable(rows[i]));
        }
        QVERIFY2(rows[2].contains(QLatin1String("CN=kafscope-broker")), qPrintable(rows[2]));
        QVERIFY2(rows[4].contains(QLatin1String("SCRAM-SHA-512")), qPrintable(rows[4]));
        const QString summary = d.findChild<QLabel *>(QStringLiteral("testSummary"))->text();
        QVERIFY2(summary.startsWith(QLatin1String(
                     "Connection works.\nBroker certificate: CN=kafscope-broker,O=Kafscope, "
                     "issued by CN=Kafscope local CA,O=Kafscope, valid until ")),
                 qPrintable(summary));
        QVERIFY2(summary.endsWith(QLatin1String(", for IP:127.0.0.1, DNS:localhost")),
                 qPrintable(summary));
        auto *log = d.findChild<QPlainTextEdit *>(QStringLiteral("debugLogView"));
        QVERIFY(log->isVisible());
        QVERIFY(log->toPlainText().contains(QLatin1String("Authenticated as")));
        QVERIFY(!log->toPlainText().contains(adminPassword()));
        QVERIFY(d.isVisible()); // testing is not connecting
        if (qEnvironmentVariableIsSet("KAFSCOPE_SCREENSHOT_DIR")) {
            d.resize(720, 640);
            QTest::qWait(50);
            d.grab().save(qEnvironmentVariable("KAFSCOPE_SCREENSHOT_DIR") +
                          QStringLiteral("/connect-test-ok.png"));
        }
    }

    void wrongPasswordIsNamed()
    {
        ConnectDialog d;
        d.show();
        const QStringList rows = runTest(d, QStringLiteral("not-the-password"), false);
        QCOMPARE(rows.size(), 6);
        QVERIFY2(rows[4].startsWith(QLatin1String("SASL|")) &&
                     rows[4].contains(QStringLiteral("FAILED — wrong user or password")),
                 qPrintable(rows[4]));
        QVERIFY2(rows[5].contains(QLatin1String("skipped")), qPrintable(rows[5]));
        const QString summary = d.findChild<QLabel *>(QStringLiteral("testSummary"))->text();
        QVERIFY2(summary.contains(QLatin1String("wrong user or password")), qPrintable(summary));
        QVERIFY(!d.findChild<QPlainTextEdit *>(QStringLiteral("debugLogView"))->isVisible());
        if (qEnvironmentVariableIsSet("KAFSCOPE_SCREENSHOT_DIR")) {
            d.resize(720, 560);
            QTest::qWait(50);
            d.grab().save(qEnvironmentVariable("KAFSCOPE_SCREENSHOT_DIR") +
                          QStringLiteral("/connect-test-failed.png"));
        }
    }

    // A connection that does not verify the broker's certificate says so in the title and the
    // status bar for as long as it is open; a verified one does not.
    void unverifiedConnectionIsMarked()
    {
        const QJsonObject status =
            QJsonDocument::fromJson(
                test::runProgram("KAFSCOPE_CLI",
                                 {QStringLiteral("local"), QStringLiteral("status"),
                                  QStringLiteral("--dir"), m_dir, QStringLiteral("--json")})
                    .out)
                .object();
        QString wrongHost;
        for (const QJsonValue &v : status.value(QStringLiteral("listeners")).toArray())
            if (v.toObject().value(QStringLiteral("name")).toString() ==
                QLatin1String("WRONG_HOST"))
                wrongHost = v.toObject().value(QStringLiteral("bootstrap")).toString();
        QVERIFY(!wrongHost.isEmpty());
        kafscope::app::Window w;
        w.show();
        ConnectionProfile p;
        p.bootstrap = wrongHost;
        p.properties = {
            {QStringLiteral("security.protocol"), QStringLiteral("SSL")},
            {QStringLiteral("ssl.ca.location"), m_dir + QStringLiteral("/tls/ca.pem")},
            {QStringLiteral("ssl.endpoint.identification.algorithm"), QStringLiteral("none")}};
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(p);
        QVERIFY(answered.wait(20000));
        QVERIFY2(w.windowTitle().contains(QLatin1String("TLS NOT VERIFIED")),
                 qPrintable(w.windowTitle()));
        QTRY_VERIFY_WITH_TIMEOUT(
            w.statusText().contains(QLatin1String("TLS certificate NOT verified")), 15000);

        p.properties.removeLast();
        p.bootstrap = m_bootstrap;
        p.properties = {{QStringLiteral("security.protocol"), QStringLiteral("SASL_SSL")},
                        {QStringLiteral("sasl.mechanisms"), QStringLiteral("SCRAM-SHA-512")},
                        {QStringLiteral("sasl.username"), QStringLiteral("admin")},
                        {QStringLiteral("sasl.password"), adminPassword()},
                        {QStringLiteral("ssl.ca.location"), m_dir + QStringLiteral("/tls/ca.pem")}};
        w.connectTo(p);
        QVERIFY(!w.windowTitle().contains(QLatin1String("NOT VERIFIED")));
        QVERIFY(!w.statusText().contains(QLatin1String("NOT verified")));
    }

    // Closing the dialog while a test runs must not crash when the results arrive.
    void closingDuringATestIsSafe()
    {
        auto *d = new ConnectDialog;
        d->show();
        d->findChild<QLineEdit *>(QStringLiteral("bootstrap"))->setText(m_bootstrap);
        QTest::mouseClick(d->findChild<QPushButton *>(QStringLiteral("testConnection")),
                          Qt::LeftButton);
        delete d;
        QTest::qWait(2000); // the worker finishes and posts to a dialog that is gone
    }
};

KAFSCOPE_TEST_MAIN(TestConnectionTestGui)
#include "test_connection_test_gui.moc"
