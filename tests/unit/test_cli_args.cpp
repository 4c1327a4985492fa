#include "cli/commands.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::cli;

class TestCliArgs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesGlobalAndCommandOptions()
    {
        auto a = CliArgs::parse(
            {QStringLiteral("--bootstrap"), QStringLiteral("h:1"), QStringLiteral("-X"),
             QStringLiteral("client.id=x"), QStringLiteral("topics"), QStringLiteral("create"),
             QStringLiteral("T"), QStringLiteral("--config"), QStringLiteral("a=1"),
             QStringLiteral("--config=b=2"), QStringLiteral("--json"), QStringLiteral("--yes")});
        QVERIFY(a.ok());
        QCOMPARE(a->profile.bootstrap, QStringLiteral("h:1"));
        QCOMPARE(a->profile.properties.size(), 1);
        QCOMPARE(a->words, (QStringList{QStringLiteral("topics"), QStringLiteral("create"),
                                        QStringLiteral("T")}));
        QCOMPARE(a->valuesOf(QStringLiteral("config")),
                 (QStringList{QStringLiteral("a=1"), QStringLiteral("b=2")}));
        QVERIFY(a->json);
        QVERIFY(a->has(QStringLiteral("yes")));
    }
    void missingValueIsUsageError()
    {
        auto a = CliArgs::parse({QStringLiteral("cluster"), QStringLiteral("--bootstrap")});
        QVERIFY(!a.ok());
        QCOMPARE(a.error().kind, Error::Kind::Usage);
    }
    void flagWithValueIsUsageError()
    {
        QVERIFY(!CliArgs::parse({QStringLiteral("--json=1")}).ok());
    }
    void forbiddenPropertyRejected()
    {
        auto a = CliArgs::parse({QStringLiteral("-X"), QStringLiteral("plugin.library.paths=/x.so"),
                                 QStringLiteral("cluster")});
        QVERIFY(!a.ok());
        QVERIFY(a.error().message().contains(QStringLiteral("not allowed")));
    }
    void exitCodes()
    {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(runCli({}, out, err), int(ExitUsage));
        QCOMPARE(runCli({QStringLiteral("frobnicate")}, out, err), int(ExitUsage));
        QVERIFY(errText.contains(QStringLiteral("unknown command frobnicate")));
        QCOMPARE(runCli({QStringLiteral("cluster"), QStringLiteral("--bogus"), QStringLiteral("1")},
                        out, err),
                 int(ExitUsage));
        QVERIFY(errText.contains(QStringLiteral("Unknown option --bogus")));
        QCOMPARE(runCli({QStringLiteral("local"), QStringLiteral("start"),
                         QStringLiteral("--brokers"), QStringLiteral("0")},
                        out, err),
                 int(ExitUsage));
        QCOMPARE(runCli({QStringLiteral("--help")}, out, err), int(ExitOk));
        QVERIFY(outText.contains(QStringLiteral("usage: kafscope-cli")));
    }
    void commandHelpPrintsOnlyThatCommand()
    {
        // `local start --help` must print help, not start a broker.
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(
            runCli({QStringLiteral("local"), QStringLiteral("start"), QStringLiteral("--help")},
                   out, err),
            int(ExitOk));
        out.flush();
        QVERIFY2(outText.contains(QStringLiteral("local start [--brokers N]")),
                 qPrintable(outText));
        QVERIFY(!outText.contains(QStringLiteral("consume T")));
        QVERIFY(errText.isEmpty());
        outText.clear();
        QCOMPARE(runCli({QStringLiteral("consume"), QStringLiteral("--help")}, out, err),
                 int(ExitOk));
        out.flush();
        QVERIFY(outText.contains(QStringLiteral("--isolation committed|uncommitted")));
        QVERIFY(!outText.contains(QStringLiteral("local start")));
    }
};

QTEST_GUILESS_MAIN(TestCliArgs)
#include "test_cli_args.moc"
