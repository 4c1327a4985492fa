#include "gui/app_options.h"

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
    void rejectsBadInput()
    {
        QVERIFY(!AppOptions::parse({QStringLiteral("--what")}).ok());
        QVERIFY(!AppOptions::parse({QStringLiteral("--bootstrap")}).ok());
        QVERIFY(!AppOptions::parse({QStringLiteral("--bootstrap"), QStringLiteral("h:1"),
                                    QStringLiteral("-X"), QStringLiteral("not.a.real.key=1")})
                     .ok());
    }
};

QTEST_GUILESS_MAIN(TestAppOptions)
#include "test_app_options.moc"
