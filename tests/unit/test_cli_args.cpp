#include "cli/commands.h"
#include "test_main.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::cli;

class TestCliArgs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesGlobalAndCommandOptions()
    {
        auto a = CliArgs::parse({QStringLiteral("--bootstrap"), QStringLiteral("h:1"),
                                 QStringLiteral("-X"), QStringLiteral("client.id=x"),
                                 QStringLiteral("topics"), QStringLiteral("create"),
                                 QStringLiteral("T"), QStringLiteral("--config"),
                                 QStringLiteral("a=1"), QStringLiteral("--config=b=2"),
                                 QStringLiteral("--json"), QStringLiteral("--allow-internal")});
        QVERIFY(a.ok());
        QCOMPARE(a->profile.bootstrap, QStringLiteral("h:1"));
        QCOMPARE(a->profile.properties.size(), 1);
        QCOMPARE(a->words, (QStringList{QStringLiteral("topics"), QStringLiteral("create"),
                                        QStringLiteral("T")}));
        QCOMPARE(a->values.values(QStringLiteral("config")),
                 (QStringList{QStringLiteral("b=2"), QStringLiteral("a=1")}));
        QVERIFY(a->json);
        QVERIFY(a->flags.contains(QStringLiteral("allow-internal")));
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
        QVERIFY(errText.contains(QStringLiteral("Unknown option --bogus for cluster")));
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

    void everyOptionACommandReadsIsDeclared()
    {
        // KS_OPT records each (command, option) read at start-up; every one must be in the
        // command's table (or the global one), else the parser would refuse what the command reads.
        QSet<QString> seen;
        for (const RecordedRead &r : recordedReads()) {
            const QString option = QString::fromLatin1(r.option);
            seen.insert(QString::fromLatin1(r.command) + QLatin1Char('/') + option);
            const QStringList commands =
                QString::fromLatin1(r.command).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (commands.isEmpty())
                QVERIFY2(globalOption(option), qPrintable(option + QStringLiteral(" (global)")));
            for (const QString &name : commands) {
                const CommandSpec *c = findCommand(name);
                QVERIFY2(c, qPrintable(name));
                QVERIFY2(c->option(option) || globalOption(option),
                         qPrintable(
                             QStringLiteral("%1 reads --%2, not in its table").arg(name, option)));
            }
        }
        // The recording works: reads from several command files are there.
        for (const char *pair :
             {"topics/partitions", "topics brokers/set", "local/schema-registry",
              "consume/isolation", "harness/fault", "/schema-registry", "profiles/verify-hostname"})
            QVERIFY2(seen.contains(QLatin1String(pair)), pair);
    }
    void commandsReadOptionsOnlyThroughTheTable()
    {
        // values/flags are the parser's output; a command reading them directly would bypass the
        // check above.
        const QString dir =
            qEnvironmentVariable("KAFSCOPE_SOURCE_DIR") + QStringLiteral("/app/cli");
        QDirIterator it(dir, {QStringLiteral("cmd_*.cpp")});
        int files = 0;
        const QRegularExpression raw(QStringLiteral("\\.(values|flags)\\b(?!\\(\\))"));
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            const auto m = raw.match(text);
            QVERIFY2(!m.hasMatch(), qPrintable(f.fileName() + QStringLiteral(": ") +
                                               text.mid(m.capturedStart() - 40, 80)));
        }
        QVERIFY(files >= 15);
    }
    void tablesAreConsistent()
    {
        for (const CommandSpec &c : commandSpecs()) {
            QSet<QString> names;
            for (const OptionSpec &o : c.options) {
                QVERIFY2(!names.contains(QLatin1String(o.name)), o.name);
                names.insert(QLatin1String(o.name));
                QVERIFY2(*o.help, o.name);
                if (o.subcommands)
                    for (const QString &s : QString::fromLatin1(o.subcommands).split(' '))
                        QVERIFY2(c.isSubcommand(s),
                                 qPrintable(QStringLiteral("%1 --%2: %3").arg(c.name, o.name, s)));
            }
        }
    }
    void unknownOptionIsRefusedNamingTheCommand()
    {
        auto a = CliArgs::parse(
            {QStringLiteral("topics"), QStringLiteral("list"), QStringLiteral("--bogus")});
        QVERIFY(!a);
        QCOMPARE(a.error().kind, Error::Kind::Usage);
        QCOMPARE(a.error().text.english(),
                 QStringLiteral("Unknown option --bogus for topics (kafscope-cli help topics lists "
                                "its options)"));
        // Another command's option is unknown too, whether it would take a value or not.
        auto other = CliArgs::parse(
            {QStringLiteral("cluster"), QStringLiteral("--partitions"), QStringLiteral("3")});
        QVERIFY(!other);
        QVERIFY(other.error().text.english().contains(QStringLiteral("--partitions for cluster")));
        // Before the command only global options are known.
        auto before = CliArgs::parse({QStringLiteral("--yes"), QStringLiteral("topics"),
                                      QStringLiteral("delete"), QStringLiteral("T")});
        QVERIFY(!before);
        QVERIFY(before.error().text.english().contains(QStringLiteral("before the command")));
        // An option of another subcommand of the same command.
        auto sub = CliArgs::parse({QStringLiteral("topics"), QStringLiteral("list"),
                                   QStringLiteral("--partitions"), QStringLiteral("3")});
        QVERIFY(!sub);
        QCOMPARE(sub.error().text.english(),
                 QStringLiteral("--partitions is not an option of topics list (it is for topics "
                                "create, reassign-cancel, elect-leaders)"));
    }
    void valueOptionWithoutValueIsRefused()
    {
        auto a = CliArgs::parse({QStringLiteral("topics"), QStringLiteral("create"),
                                 QStringLiteral("T"), QStringLiteral("--partitions")});
        QVERIFY(!a);
        QCOMPARE(a.error().kind, Error::Kind::Usage);
        QCOMPARE(a.error().text.english(), QStringLiteral("--partitions needs a value (N|P,P)"));
        // No guessing from the next word: a value option takes it, whatever it looks like.
        auto dash =
            CliArgs::parse({QStringLiteral("topics"), QStringLiteral("delete-records"),
                            QStringLiteral("T"), QStringLiteral("--before"), QStringLiteral("-1"),
                            QStringLiteral("--partition"), QStringLiteral("0")});
        QVERIFY(dash);
        QCOMPARE(dash->values.value(QStringLiteral("before")), QStringLiteral("-1"));
        QCOMPARE(dash->words.size(), 3);
        // A flag takes no value, and a one-value option is not given twice.
        QVERIFY(!CliArgs::parse(
            {QStringLiteral("topics"), QStringLiteral("list"), QStringLiteral("--internal=yes")}));
        auto twice =
            CliArgs::parse({QStringLiteral("consume"), QStringLiteral("t"), QStringLiteral("--max"),
                            QStringLiteral("1"), QStringLiteral("--max=2")});
        QVERIFY(!twice);
        QVERIFY(twice.error().text.english().contains(QStringLiteral("given twice")));
        // A repeatable one may be.
        QVERIFY(CliArgs::parse({QStringLiteral("groups"), QStringLiteral("reset"),
                                QStringLiteral("g"), QStringLiteral("--topic"), QStringLiteral("a"),
                                QStringLiteral("--topic"), QStringLiteral("b")}));
    }
    void helpIsMadeFromTheTable()
    {
        for (const CommandSpec &c : commandSpecs()) {
            QString outText, errText;
            QTextStream out(&outText), err(&errText);
            QCOMPARE(runCli({QStringLiteral("help"), QLatin1String(c.name)}, out, err),
                     int(ExitOk));
            out.flush();
            QString viaFlag;
            QTextStream flagOut(&viaFlag);
            if (QLatin1String(c.name) != QLatin1String("help")) {
                QCOMPARE(runCli({QLatin1String(c.name), QStringLiteral("--help")}, flagOut, err),
                         int(ExitOk));
                flagOut.flush();
                QCOMPARE(viaFlag, outText);
            }
            for (const OptionSpec &o : c.options) {
                QString line = QStringLiteral("  --") + QLatin1String(o.name);
                if (o.takesValue())
                    line += QLatin1Char(' ') + QLatin1String(o.valueName);
                QVERIFY2(outText.contains(line), qPrintable(c.name + line));
                QVERIFY2(outText.contains(QLatin1String(o.help)), o.help);
            }
            QVERIFY(errText.isEmpty());
        }
        QString usage, errText;
        QTextStream out(&usage), err(&errText);
        QCOMPARE(runCli({QStringLiteral("help")}, out, err), int(ExitOk));
        out.flush();
        for (const CommandSpec &c : commandSpecs())
            QVERIFY(usage.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(c.name))));
        for (const OptionSpec &o : globalOptions())
            QVERIFY(usage.contains(QStringLiteral("  --") + QLatin1String(o.name)));
        QCOMPARE(runCli({QStringLiteral("help"), QStringLiteral("frobnicate")}, out, err),
                 int(ExitUsage));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestCliArgs)
#include "test_cli_args.moc"
