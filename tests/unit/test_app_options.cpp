#include "gui/app_options.h"
#include "test_main.h"
#include "test_cluster.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::app;

class TestAppOptions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultsToConnectDialog()
    {
        auto o = AppOptions::parse({});
        QVERIFY(o.ok());
        QVERIFY(!o->profile);
        QCOMPARE(o->open, QStringLiteral("cluster"));
    }
    void bootstrapOpenScreenshot()
    {
        auto o = AppOptions::parse({QStringLiteral("--bootstrap"), QStringLiteral("127.0.0.1:9"),
                                    QStringLiteral("-X"), QStringLiteral("client.id=x"),
                                    QStringLiteral("--open"), QStringLiteral("brokers"),
                                    QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png"),
                                    QStringLiteral("--read-only")});
        QVERIFY(o.ok());
        QVERIFY(o->profile);
        QCOMPARE(o->profile->bootstrap, QStringLiteral("127.0.0.1:9"));
        QVERIFY(o->profile->readOnly);
        QCOMPARE(o->open, QStringLiteral("brokers"));
        QCOMPARE(o->screenshot, QStringLiteral("/tmp/x.png"));
    }
    // --size WxH: the window's size (screenshots at half a 1920 screen); nonsense is refused.
    void windowSize()
    {
        QVERIFY(!AppOptions::parse({})->size.isValid()); // the window's default, 1280x800
        auto o = AppOptions::parse({QStringLiteral("--size"), QStringLiteral("960x600")});
        QVERIFY(o.ok());
        QCOMPARE(o->size, QSize(960, 600));
        for (const char *bad :
             {"960", "960x", "x600", "960x600x2", "-960x600", "100x100", "99999x600", "wide"}) {
            auto r = AppOptions::parse({QStringLiteral("--size"), QString::fromLatin1(bad)});
            QVERIFY2(!r.ok(), bad);
            QVERIFY2(r.error().message().contains(QStringLiteral("--size")),
                     qPrintable(r.error().message()));
        }
        QVERIFY(AppOptions::usage().contains(QStringLiteral("--size")));
    }
    void savedProfile()
    {
        auto o = AppOptions::parse({QStringLiteral("--profile"), QStringLiteral("prod eu"),
                                    QStringLiteral("--read-only")});
        QVERIFY(o.ok());
        QCOMPARE(o->savedProfile, QStringLiteral("prod eu"));
        QVERIFY(o->readOnly);
        QVERIFY(!o->profile.has_value()); // read from the store (and keychain) by main
        auto both = AppOptions::parse({QStringLiteral("--profile"), QStringLiteral("p"),
                                       QStringLiteral("--bootstrap"), QStringLiteral("h:1")});
        QVERIFY(!both.ok());
        QVERIFY(both.error().message().contains(QStringLiteral("--profile")));
        QVERIFY(!AppOptions::parse({QStringLiteral("--profile"), QStringLiteral(" ")}).ok());
    }
    // --lang names a language Kafscope has (or English, or the system's); others are refused
    // with the list. main() installs it before parsing (i18n::languageArgument).
    void language()
    {
        auto zh = AppOptions::parse({QStringLiteral("--lang"), QStringLiteral("zh_CN")});
        QVERIFY(zh.ok());
        QCOMPARE(zh->language, QStringLiteral("zh_CN"));
        QVERIFY(AppOptions::parse({QStringLiteral("--lang"), QStringLiteral("en")}).ok());
        QVERIFY(AppOptions::parse({QStringLiteral("--lang"), QStringLiteral("system")}).ok());
        auto bad = AppOptions::parse({QStringLiteral("--lang"), QStringLiteral("xx_YY")});
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message().contains(QStringLiteral("zh_CN")),
                 qPrintable(bad.error().message()));
        QVERIFY(AppOptions::usage().contains(QStringLiteral("--lang")));
    }
    void helpAndVersion()
    {
        auto h = AppOptions::parse({QStringLiteral("--help")});
        QVERIFY(h.ok());
        QVERIFY(h->help);
        QVERIFY(AppOptions::parse({QStringLiteral("-h")})->help);
        QVERIFY(AppOptions::parse({QStringLiteral("--version")})->version);
        QVERIFY(AppOptions::asksHelpOrVersion({QStringLiteral("--help")}));
        QVERIFY(
            !AppOptions::asksHelpOrVersion({QStringLiteral("--open"), QStringLiteral("topics")}));
        // An option's value may look like an option, and -X repeats in order.
        auto x = AppOptions::parse({QStringLiteral("--bootstrap"), QStringLiteral("h:1"),
                                    QStringLiteral("-X"), QStringLiteral("client.id=a"),
                                    QStringLiteral("-X"), QStringLiteral("socket.timeout.ms=900")});
        QVERIFY2(x.ok(), qPrintable(x.ok() ? QString() : x.error().message()));
        QCOMPARE(x->profile->properties.size(), 2);
        QCOMPARE(x->profile->properties[0].first, QStringLiteral("client.id"));
        const QString usage = AppOptions::usage();
        for (const char *option : {"--bootstrap", "--profile", "--open", "--screenshot", "--theme",
                                   "--lang", "--read-only", "--help", "--version", "-X"})
            QVERIFY2(usage.contains(QLatin1String(option)), option);
    }

    // The programs as a user runs them: --help and --version answer without a display.
    void helpAndVersionFromTheProgram()
    {
        const auto help =
            test::runProgram("KAFSCOPE_GUI", {QStringLiteral("--help")}, 30000,
                             {QStringLiteral("QT_QPA_PLATFORM=xcb"), QStringLiteral("DISPLAY=")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains("--bootstrap") && help.out.contains("--screenshot"),
                 help.out.constData());
        const auto version =
            test::runProgram("KAFSCOPE_GUI", {QStringLiteral("--version")}, 30000,
                             {QStringLiteral("QT_QPA_PLATFORM=xcb"), QStringLiteral("DISPLAY=")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(version.out.trimmed(), QByteArray("kafscope " KAFSCOPE_VERSION));
        const auto bad = test::runProgram("KAFSCOPE_GUI", {QStringLiteral("--what")}, 30000);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("Unknown argument --what"), bad.err.constData());
    }

    void rejectsBadInput()
    {
        QVERIFY(!AppOptions::parse({QStringLiteral("--what")}).ok());
        QVERIFY(!AppOptions::parse({QStringLiteral("--bootstrap")}).ok());
        QVERIFY(!AppOptions::parse({QStringLiteral("--bootstrap"), QStringLiteral("h:1"),
                                    QStringLiteral("-X"), QStringLiteral("not.a.real.key=1")})
                     .ok());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestAppOptions)
#include "test_app_options.moc"
