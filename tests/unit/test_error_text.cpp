#include "admin/write_guard.h"
#include "test_main.h"
#include "common/result.h"
#include "common/translations.h"
#include "test_cluster.h"

#include <QtTest>

using namespace kafscope;

namespace {
bool hasHan(const QString &s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}
} // namespace

class TestErrorText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    // Placeholders filled in one pass: an argument that holds "%2" stays as written.
    void fillsInOnePass()
    {
        const ErrorText t = KS_ERR("topic %1 has %2 partitions").arg(QStringLiteral("x%2")).arg(3);
        QCOMPARE(t.english(), QStringLiteral("topic x%2 has 3 partitions"));
        QCOMPARE(t.render(), t.english());
        QCOMPARE(QString::fromUtf8(t.source()), QStringLiteral("topic %1 has %2 partitions"));
        QCOMPARE(t.args().size(), 2);
    }

    void repeatedAndMissingPlaceholders()
    {
        QCOMPARE(KS_ERR("%1 or %1 (%3)").arg(QStringLiteral("a")).english(),
                 QStringLiteral("a or a (%3)"));
        QCOMPARE(KS_ERR("100% sure: %1").arg(7).english(), QStringLiteral("100% sure: 7"));
        QCOMPARE(KS_ERR("%10 then %1")
                     .arg(1)
                     .arg(2)
                     .arg(3)
                     .arg(4)
                     .arg(5)
                     .arg(6)
                     .arg(7)
                     .arg(8)
                     .arg(9)
                     .arg(10)
                     .english(),
                 QStringLiteral("10 then 1"));
    }

    void numbersAsQStringArg()
    {
        QCOMPARE(KS_ERR("%1").arg(qint64(-5)).english(), QStringLiteral("-5"));
        QCOMPARE(KS_ERR("%1").arg(2.5, 0, 'f', 2).english(), QStringLiteral("2.50"));
        QCOMPARE(KS_ERR("%1").arg(7, 3, 10, QLatin1Char('0')).english(), QStringLiteral("007"));
        QCOMPARE(KS_ERR("%1").arg(255, 0, 16).english(), QStringLiteral("ff"));
        // %L1: the locale's digit groups when shown, plain digits in English logs.
        const ErrorText big = KS_ERR("%L1 records").arg(qint64(1234567));
        QCOMPARE(big.render(), QStringLiteral("1,234,567 records"));
        QCOMPARE(big.english(), QStringLiteral("1234567 records"));
    }

    void nestedTextAndRaw()
    {
        const ErrorText what = KS_ERR("Deleting topic %1").arg(QStringLiteral("orders"));
        const ErrorText t =
            KS_ERR("%1: %2").arg(what).arg(ErrorText::raw(QStringLiteral("Broker: %1 literal")));
        QCOMPARE(t.english(), QStringLiteral("Deleting topic orders: Broker: %1 literal"));
        QVERIFY(ErrorText().isEmpty());
        QVERIFY(ErrorText::raw(QStringLiteral("x")).isRaw());
    }

    void errorCarriesKindCauseAndText()
    {
        const Error e =
            Error::usage(KS_ERR("Name the user")).withCause(Error::Cause::InvalidFilter);
        QCOMPARE(e.kind, Error::Kind::Usage);
        QCOMPARE(e.cause, Error::Cause::InvalidFilter);
        QCOMPARE(e.message(), QStringLiteral("Name the user"));
        QCOMPARE(Error::cancelled(KS_ERR("Cancelled")).kind, Error::Kind::Cancelled);
    }

    // The same typed error, shown in Chinese once the translation is installed; the English text
    // stays available (logs), and the arguments (names from the cluster) are never translated.
    void rendersInTheInstalledLanguage()
    {
        QVERIFY(i18n::available().contains(QStringLiteral("zh_CN")));
        QVERIFY(i18n::isKnown(QStringLiteral("zh_CN")));
        QVERIFY(i18n::isKnown(QStringLiteral("en")));
        QVERIFY(!i18n::isKnown(QStringLiteral("xx_YY")));
        QCOMPARE(i18n::languageArgument(
                     {QStringLiteral("a"), QStringLiteral("--lang"), QStringLiteral("zh_CN")}),
                 QStringLiteral("zh_CN"));
        QCOMPARE(i18n::languageArgument({QStringLiteral("--lang=en")}), QStringLiteral("en"));
        ConnectionProfile readOnly;
        readOnly.readOnly = true;
        const Status refused =
            WriteGuard::admit(readOnly, {WriteKind::DeleteTopic, QStringLiteral("orders-2026")},
                              WriteGuard::confirmationFor(QStringLiteral("orders-2026")));
        QVERIFY(!refused);
        const QString english = refused.error().message();
        QVERIFY2(english.startsWith(QStringLiteral("Read-only connection")), qPrintable(english));

        QCOMPARE(i18n::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        const QString chinese = refused.error().message();
        QVERIFY2(hasHan(chinese), qPrintable(chinese));
        QVERIFY2(chinese.contains(QStringLiteral("orders-2026")), qPrintable(chinese));
        QVERIFY2(!chinese.contains(QStringLiteral("%1")) && !chinese.contains(QStringLiteral("%2")),
                 qPrintable(chinese));
        QCOMPARE(refused.error().text.english(), english);
        // The verb inside is a typed text of its own, translated too.
        QVERIFY2(!chinese.contains(QStringLiteral("delete topic")), qPrintable(chinese));
    }

    // The CLI follows the system locale, --lang overrides it; a usage error (no broker needed)
    // comes out in the chosen language, JSON keys and names stay as they are.
    void theCliSpeaksTheChosenLanguage()
    {
        const QStringList args = {QStringLiteral("topics"), QStringLiteral("describe")};
        auto zh = test::runProgram(
            "KAFSCOPE_CLI", QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")} + args);
        QCOMPARE(zh.exitCode, 2);
        QVERIFY2(hasHan(QString::fromUtf8(zh.err)), zh.err.constData());
        auto system = test::runProgram("KAFSCOPE_CLI", args, 60000,
                                       {QStringLiteral("LANG=zh_CN.UTF-8"),
                                        QStringLiteral("LC_ALL=zh_CN.UTF-8"),
                                        QStringLiteral("LANGUAGE=zh_CN")});
        QCOMPARE(system.exitCode, 2);
        QVERIFY2(hasHan(QString::fromUtf8(system.err)), system.err.constData());
        auto english = test::runProgram(
            "KAFSCOPE_CLI", QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args,
            60000, {QStringLiteral("LANGUAGE=zh_CN"), QStringLiteral("LANG=zh_CN.UTF-8")});
        QCOMPARE(english.exitCode, 2);
        QVERIFY2(!hasHan(QString::fromUtf8(english.err)) && english.err.contains("topic"),
                 english.err.constData());
        auto unknown =
            test::runProgram("KAFSCOPE_CLI", {QStringLiteral("--lang"), QStringLiteral("xx_YY"),
                                              QStringLiteral("version")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("zh_CN"), unknown.err.constData());
    }
};

KAFSCOPE_TEST_MAIN(TestErrorText)
#include "test_error_text.moc"
