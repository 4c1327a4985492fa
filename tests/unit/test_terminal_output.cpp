// Issue 32 F7: everything kafscope-cli prints passes TerminalOutput, so a name with terminal
// control sequences (ESC, OSC, BEL, C1, bidi) never reaches the terminal raw, in text and JSON
// output and on stderr, while JSON keeps the exact value. The CLI against a broker is checked in
// tests/integration (test_hardening_cli, test_acls_users).
#include "cli/commands.h"
#include "test_main.h"
#include "cli/terminal_output.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::cli;

namespace {

// The name of the probe: colour, a window title (OSC ... BEL), a C1 CSI, a right-to-left override,
// a carriage return, and text that must pass (Chinese, a tab).
const QString kHostile = QStringLiteral("grp\x1b[31m\x1b]0;X\x07 \u009b2J \u202Eevil\r中文\tend");

// True when `bytes` (UTF-8) holds a character a terminal would act on: C0 other than a line break
// or tab, DEL, C1, or a bidi override.
bool hasRawControl(const QByteArray &bytes)
{
    for (const QChar c : QString::fromUtf8(bytes)) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != '\n' && u != '\t') || (u >= 0x7F && u < 0xA0) ||
            (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069))
            return true;
    }
    return false;
}

struct Run {
    int code = -1;
    QByteArray out, err;
};

// Runs the CLI in process with the same output devices as kafscope-cli's main.
Run runCli(const QStringList &args)
{
    QBuffer outBuffer, errBuffer;
    outBuffer.open(QIODevice::WriteOnly);
    errBuffer.open(QIODevice::WriteOnly);
    Run r;
    {
        TerminalOutput safeOut(&outBuffer), safeErr(&errBuffer);
        QTextStream out(&safeOut), err(&safeErr);
        r.code = kafscope::cli::runCli(args, out, err);
    }
    r.out = outBuffer.data();
    r.err = errBuffer.data();
    return r;
}

} // namespace

class TestTerminalOutput : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_CONFIG_HOME", m_home.path().toUtf8());
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("KAFSCOPE_BOOTSTRAP");
    }

    void textIsEscapedAsRecordValuesAre()
    {
        const QByteArray shown =
            TerminalOutput::escaped(kHostile.toUtf8(), TerminalOutput::Mode::Text);
        QVERIFY2(!hasRawControl(shown), shown.constData());
        QCOMPARE(QString::fromUtf8(shown),
                 QStringLiteral("grp\\x1B[31m\\x1B]0;X\\x07 \\u{9B}2J \\u{202E}evil\\r中文\tend"));
        QCOMPARE(TerminalOutput::escaped("a\nb", TerminalOutput::Mode::Text), QByteArray("a\nb"));
    }

    void jsonStaysExact()
    {
        const QByteArray doc =
            QJsonDocument(QJsonObject{{QStringLiteral("group"), kHostile}}).toJson();
        const QByteArray shown = TerminalOutput::escaped(doc, TerminalOutput::Mode::Json);
        QVERIFY2(!hasRawControl(shown), shown.constData());
        QJsonParseError e;
        const QJsonDocument back = QJsonDocument::fromJson(shown, &e);
        QCOMPARE(e.error, QJsonParseError::NoError);
        QCOMPARE(back.object().value(QStringLiteral("group")).toString(), kHostile);
    }

    void aCharacterSplitAcrossWritesStaysWhole()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        {
            TerminalOutput device(&buffer);
            const QByteArray text = QStringLiteral("中\u009b").toUtf8(); // 3 + 2 bytes
            for (const char c : text)
                device.write(&c, 1);
        }
        QCOMPARE(QString::fromUtf8(buffer.data()), QStringLiteral("中\\u{9B}"));
    }

    // The CLI as a whole: a name echoed in an error (stderr), in a text listing and in JSON.
    void theCliEscapesWhatItPrints()
    {
        Run r = runCli({QStringLiteral("profiles"), QStringLiteral("show"), kHostile});
        QCOMPARE(r.code, int(ExitUsage));
        QVERIFY2(r.err.contains("No saved profile named"), r.err.constData());
        QVERIFY2(!hasRawControl(r.err), r.err.constData());
        QVERIFY2(r.err.contains("\\x1B]0;X\\x07"), r.err.constData());

        r = runCli({QStringLiteral("profiles"), QStringLiteral("add"), QStringLiteral("esc"),
                    QStringLiteral("--bootstrap"), QStringLiteral("h:9092"),
                    QStringLiteral("--label"), kHostile});
        QVERIFY2(r.code == ExitOk, r.err.constData());
        r = runCli({QStringLiteral("profiles"), QStringLiteral("list")});
        QCOMPARE(r.code, int(ExitOk));
        QVERIFY2(r.out.contains("grp\\x1B[31m"), r.out.constData());
        QVERIFY2(!hasRawControl(r.out), r.out.constData());
        r = runCli({QStringLiteral("profiles"), QStringLiteral("show"), QStringLiteral("esc"),
                    QStringLiteral("--json")});
        QCOMPARE(r.code, int(ExitOk));
        QVERIFY2(!hasRawControl(r.out), r.out.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("label")).toString(),
                 kHostile);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTerminalOutput)
#include "test_terminal_output.moc"
