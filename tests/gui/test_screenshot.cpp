#include "test_cluster.h"
#include "test_main.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;

class TestScreenshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void clusterViewRendersToPng()
    {
        QTemporaryDir tmp;
        const QString png = tmp.path() + QStringLiteral("/cluster.png");
        auto r = test::runProgram("KAFSCOPE_GUI",
                                  {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                   QStringLiteral("--open"), QStringLiteral("cluster"),
                                   QStringLiteral("--screenshot"), png},
                                  60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 800 && image.height() >= 500);
        // Not a blank picture: many distinct colours (text, table, status light).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));
    }
    void unknownViewIsUsageError()
    {
        auto r = test::runProgram("KAFSCOPE_GUI",
                                  {QStringLiteral("--open"), QStringLiteral("nowhere"),
                                   QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png")},
                                  60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("no view named nowhere"));
        // Issue 32 F7: a name echoed on stderr is escaped (a window title sequence here).
        r = test::runProgram("KAFSCOPE_GUI",
                             {QStringLiteral("--open"), QStringLiteral("nowhere\x1b]0;X\x07"),
                              QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png")},
                             60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("no view named nowhere\\x1B]0;X\\x07"), r.err.constData());
        QVERIFY(!r.err.contains('\x1b') && !r.err.contains('\x07'));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestScreenshot)
#include "test_screenshot.moc"
