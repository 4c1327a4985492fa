#include "common/settings.h"
#include "test_main.h"
#include "shell/connect_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

class TestConnectDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void invalidPropertyIsShownAndNotAccepted()
    {
        ConnectDialog d;
        d.show();
        auto *bootstrap = d.findChild<QLineEdit *>(QStringLiteral("bootstrap"));
        bootstrap->clear();
        QTest::keyClicks(bootstrap, QStringLiteral("127.0.0.1:9092"));
        d.findChild<QPlainTextEdit *>(QStringLiteral("properties"))
            ->setPlainText(QStringLiteral("no.such.key=1"));
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(d.isVisible());
        auto *error = d.findChild<QLabel *>(QStringLiteral("error"));
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("no.such.key")), qPrintable(error->text()));

        d.findChild<QPlainTextEdit *>(QStringLiteral("properties"))
            ->setPlainText(QStringLiteral("plugin.library.paths=/tmp/x.so"));
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(d.isVisible());
        QVERIFY(error->text().contains(QStringLiteral("not allowed")));
    }

    void acceptedConnectionIsRememberedWithoutSecrets()
    {
        {
            ConnectDialog d;
            d.show();
            d.findChild<QLineEdit *>(QStringLiteral("name"))->setText(QStringLiteral("staging"));
            d.findChild<QLineEdit *>(QStringLiteral("bootstrap"))
                ->setText(QStringLiteral("10.0.0.1:9092"));
            d.findChild<QPlainTextEdit *>(QStringLiteral("properties"))
                ->setPlainText(QStringLiteral(
                    "security.protocol=SASL_PLAINTEXT\nsasl.mechanism=PLAIN\n"
                    "sasl.username=u\nsasl.password=hunter2\nssl.key.pem=KEY-hunter3"));
            QTest::mouseClick(d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
            QCOMPARE(d.result(), int(QDialog::Accepted));
            QCOMPARE(d.profile()->properties.size(), 5);
        }
        const auto recent = settings::recentConnections();
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent[0].bootstrap, QStringLiteral("10.0.0.1:9092"));
        QCOMPARE(recent[0].name, QStringLiteral("staging"));
        // What librdkafka marks sensitive never reaches QSettings: the password, the key, and (its
        // marking, not ours) the user name.
        QStringList kept;
        for (const auto &[k, v] : recent[0].properties)
            kept << k;
        QCOMPARE(kept, (QStringList{QStringLiteral("security.protocol"),
                                    QStringLiteral("sasl.mechanism")}));

        ConnectDialog again; // offers the recent connection, preselected
        auto *combo = again.findChild<QComboBox *>(QStringLiteral("recent"));
        QCOMPARE(combo->count(), 2);
        QCOMPARE(combo->currentText(), QStringLiteral("staging"));
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("bootstrap"))->text(),
                 QStringLiteral("10.0.0.1:9092"));
    }
};

KAFSCOPE_TEST_MAIN(TestConnectDialog)
#include "test_connect_dialog.moc"
