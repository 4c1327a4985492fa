#include "cluster/cluster_overview_view.h"
#include "test_main.h"
#include "common/palette.h"
#include "common/settings.h"
#include "gui/app_options.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <qcustomplot.h>

#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

// How many of the label's pixels are drawn in (nearly) `colour`: its text really has that colour.
int pixelsOf(QWidget *w, const QColor &colour)
{
    const QImage image = w->grab().toImage();
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            n += qAbs(c.red() - colour.red()) + qAbs(c.green() - colour.green()) +
                     qAbs(c.blue() - colour.blue()) <
                 24;
        }
    return n;
}

double meanLightness(const QImage &image)
{
    double sum = 0;
    int n = 0;
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4, ++n)
            sum += image.pixelColor(x, y).lightness();
    return n ? sum / n : 0;
}

} // namespace

class TestTheme : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void themeOptionIsParsed()
    {
        auto dark = app::AppOptions::parse({QStringLiteral("--theme"), QStringLiteral("dark")});
        QVERIFY(dark);
        QCOMPARE(dark->theme, std::optional<Theme>(Theme::Dark));
        auto none = app::AppOptions::parse({});
        QVERIFY(none);
        QVERIFY(!none->theme);
        auto bad = app::AppOptions::parse({QStringLiteral("--theme"), QStringLiteral("blue")});
        QVERIFY(!bad);
        QVERIFY(bad.error().message().contains(QStringLiteral("--theme")));
    }

    // --theme dark: a dark window, and an error shown in the palette's (dark) error colour; the
    // View menu switches to light at once and remembers the choice.
    void darkThemeColoursTheWindowAndItsErrors()
    {
        auto options = app::AppOptions::parse({QStringLiteral("--theme"), QStringLiteral("dark")});
        QVERIFY(options && options->theme);
        Palette::applyTheme(*options->theme);
        QVERIFY(Palette::isDark());
        const QColor darkError = Palette::color(Palette::Role::Error);

        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.palette().color(QPalette::Window).lightness() < 80);
        QVERIFY(w.palette().color(QPalette::WindowText).lightness() > 180);

        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        p.timeoutMs = 2000;
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(p);
        QVERIFY(answered.wait(15000));
        auto *error = w.overview()->findChild<QLabel *>(QStringLiteral("error"));
        QVERIFY(error && error->isVisible());
        QCOMPARE(error->palette().color(QPalette::WindowText), darkError);
        QVERIFY2(pixelsOf(error, darkError) > 20,
                 "the error text is not drawn in the palette's error colour");
        auto *led = w.findChild<QLabel *>(QStringLiteral("statusLed"));
        QTRY_COMPARE(led->property("ledColour").toString(), darkError.name());
        for (QCustomPlot *plot : w.findChildren<QCustomPlot *>())
            QCOMPARE(plot->xAxis->tickLabelColor(), Palette::color(Palette::Role::ChartText));

        auto *light = w.menuBar()->findChild<QAction *>(QStringLiteral("theme_light"));
        QVERIFY(light);
        light->trigger();
        QVERIFY(!Palette::isDark());
        QVERIFY(w.palette().color(QPalette::Window).lightness() > 180);
        const QColor lightError = Palette::color(Palette::Role::Error);
        QVERIFY(lightError != darkError);
        QCOMPARE(error->palette().color(QPalette::WindowText), lightError);
        QTRY_COMPARE(led->property("ledColour").toString(), lightError.name());
        const QList<QCustomPlot *> plots = w.findChildren<QCustomPlot *>();
        QVERIFY(!plots.isEmpty());
        for (QCustomPlot *plot : plots)
            QCOMPARE(plot->xAxis->tickLabelColor(), Palette::color(Palette::Role::ChartText));
        QCOMPARE(settings::theme(), QStringLiteral("light"));
    }

    // The real program: `kafscope --theme dark` renders a dark window.
    void commandLineThemeReachesTheScreenshot()
    {
        QTemporaryDir tmp;
        QImage images[2];
        const char *themes[] = {"dark", "light"};
        for (int i = 0; i < 2; ++i) {
            const QString png =
                tmp.path() + QStringLiteral("/%1.png").arg(QLatin1String(themes[i]));
            auto r = test::runProgram("KAFSCOPE_GUI",
                                      {QStringLiteral("--theme"), QLatin1String(themes[i]),
                                       QStringLiteral("--open"), QStringLiteral("topics"),
                                       QStringLiteral("--screenshot"), png},
                                      60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            images[i] = QImage(png);
            QVERIFY(!images[i].isNull());
        }
        QVERIFY2(meanLightness(images[0]) < 90,
                 qPrintable(QString::number(meanLightness(images[0]))));
        QVERIFY2(meanLightness(images[1]) > 170,
                 qPrintable(QString::number(meanLightness(images[1]))));
    }
};

KAFSCOPE_TEST_MAIN(TestTheme)
#include "test_theme.moc"
