#include "common/version_info.h"
#include "test_main.h"
#include "shell/about_dialog.h"
#include "gui/application.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

// Help > About shows what `kafscope-cli version` prints: the librdkafka the program really runs
// with (not a compile-time string) and its built-in features.
class TestAboutDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsTheLibraryInUse()
    {
        const VersionInfo info = versionInfo();
        QVERIFY(!info.librdkafka.isEmpty());
        AboutDialog d(info);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        // The application icon (SVG from the resources) is drawn: the resource is linked and the
        // SVG image plugin is installed.
        QVERIFY(QFile::exists(QStringLiteral(":/icons/kafscope.svg")));
        QVERIFY(!d.findChild<QLabel *>(QStringLiteral("aboutIcon"))->pixmap().isNull());
        auto *rdkafka = d.findChild<QLabel *>(QStringLiteral("librdkafkaVersion"));
        QVERIFY(rdkafka);
        QCOMPARE(rdkafka->text(), info.librdkafka);
        auto *features = d.findChild<QLabel *>(QStringLiteral("librdkafkaFeatures"));
        QVERIFY(features);
        for (const QString &f : info.librdkafkaFeatures)
            QVERIFY2(features->text().contains(f), qPrintable(f));
        // The security summary names SCRAM and OIDC when the library has them, and says what is
        // missing.
        auto *security = d.findChild<QLabel *>(QStringLiteral("librdkafkaSecurity"));
        QVERIFY(security);
        QCOMPARE(security->text().contains(QStringLiteral("SASL/SCRAM")),
                 info.librdkafkaFeatures.contains(QStringLiteral("sasl_scram")));
        QCOMPARE(security->text().contains(QStringLiteral("OIDC client credentials")) &&
                     !security->text().contains(QStringLiteral("Not built in: OIDC")),
                 info.librdkafkaFeatures.contains(QStringLiteral("oidc")));

        QApplication::clipboard()->clear();
        QTest::mouseClick(d.findChild<QPushButton *>(QStringLiteral("copyVersions")),
                          Qt::LeftButton);
        const QString copied = QApplication::clipboard()->text();
        QVERIFY2(copied.contains(QStringLiteral("librdkafka: ") + info.librdkafka),
                 qPrintable(copied));
        QVERIFY2(copied.contains(info.qt), qPrintable(copied));

        const QString png = qEnvironmentVariable("KAFSCOPE_ABOUT_PNG");
        if (!png.isEmpty())
            QVERIFY(d.grab().save(png));
    }

    void helpMenuOpensIt()
    {
        kafscope::app::Window w;
        w.show();
        auto *about = w.findChild<QAction *>(QStringLiteral("aboutAction"));
        QVERIFY(about);
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *d = qobject_cast<AboutDialog *>(top); d && d->isVisible()) {
                    seen = d->findChild<QLabel *>(QStringLiteral("librdkafkaVersion"))->text() ==
                           versionInfo().librdkafka;
                    d->reject();
                }
        });
        about->trigger();
        QVERIFY(seen);
    }
};

KAFSCOPE_TEST_MAIN(TestAboutDialog)
#include "test_about_dialog.moc"
