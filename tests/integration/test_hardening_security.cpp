// Hardening issue, security and connection items: properties that load code or reach a shell
// (a marker file must never appear), secrets never echoed, errors that name the real cause, ports,
// and timeouts that mean what they say. CLI and GUI alike, against the kafka1 broker.
#include "test_cluster.h"
#include "test_main.h"

#include <QElapsedTimer>
#include <QLibrary>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

class TestHardeningSecurity : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_marker;

    ProcessResult cli(const QStringList &args, int timeoutMs = 60000)
    {
        return runProgram("KAFSCOPE_CLI",
                          QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1")} + args,
                          timeoutMs, {QStringLiteral("KAFSCOPE_MARKER_FILE=") + m_marker});
    }
    ProcessResult gui(const QStringList &args)
    {
        const QString png = m_dir.filePath(QStringLiteral("shot.png"));
        return runProgram("KAFSCOPE_GUI",
                          QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1")} + args +
                              QStringList{QStringLiteral("--open"), QStringLiteral("cluster"),
                                          QStringLiteral("--screenshot"), png},
                          60000, {QStringLiteral("KAFSCOPE_MARKER_FILE=") + m_marker});
    }
    // The CLI and the GUI both refuse `props` as bad usage, and nothing ran.
    void refusedEverywhere(const QStringList &props, const char *expected)
    {
        QStringList x;
        for (const QString &p : props)
            x << QStringLiteral("-X") << p;
        const ProcessResult c = cli(x + QStringList{QStringLiteral("cluster")});
        QCOMPARE(c.exitCode, 2);
        QVERIFY2(c.err.contains(expected), c.err.constData());
        QVERIFY2(!QFile::exists(m_marker), "the CLI ran the injected code");
        const ProcessResult g = gui(x);
        QVERIFY2(g.exitCode != 0, g.err.constData());
        QVERIFY2(g.err.contains(expected), g.err.constData());
        QVERIFY2(!QFile::exists(m_marker), "the GUI ran the injected code");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_marker = m_dir.filePath(QStringLiteral("marker"));
    }
    void init() { QFile::remove(m_marker); }

    void markerLibraryReallyMarks()
    {
        // The control: loading the library does create the marker, so its absence below means
        // something.
        qputenv("KAFSCOPE_MARKER_FILE", m_marker.toUtf8());
        QLibrary lib(QString::fromUtf8(qgetenv("KAFSCOPE_MARKER_LIB")));
        QVERIFY2(lib.load(), qPrintable(lib.errorString()));
        QVERIFY(QFile::exists(m_marker));
        lib.unload();
        qunsetenv("KAFSCOPE_MARKER_FILE");
    }
    void sslProvidersIsNotLoaded()
    {
        const QString lib = QString::fromUtf8(qgetenv("KAFSCOPE_MARKER_LIB"));
        refusedEverywhere(
            {QStringLiteral("security.protocol=ssl"), QStringLiteral("ssl.providers=") + lib},
            "ssl.providers is not allowed");
        refusedEverywhere({QStringLiteral("plugin.library.paths=") + lib},
                          "plugin.library.paths is not allowed");
        refusedEverywhere({QStringLiteral("ssl.engine.location=") + lib},
                          "ssl.engine.location is not allowed");
    }
    void kerberosCommandCannotBeInjected()
    {
        const QStringList gssapi = {QStringLiteral("security.protocol=sasl_plaintext"),
                                    QStringLiteral("sasl.mechanisms=GSSAPI")};
        refusedEverywhere(
            gssapi + QStringList{QStringLiteral("sasl.kerberos.keytab=$(touch ") + m_marker + ")"},
            "sasl.kerberos.keytab");
        refusedEverywhere(gssapi + QStringList{QStringLiteral("sasl.kerberos.principal=x;touch ") +
                                               m_marker + " #"},
                          "sasl.kerberos.principal");
        refusedEverywhere(
            gssapi + QStringList{QStringLiteral("sasl.kerberos.kinit.cmd=touch ") + m_marker},
            "sasl.kerberos.kinit.cmd is not allowed");
    }
    void secretsAreNotEchoed()
    {
        const QByteArray secret = "Hunter2-very-secret";
        ProcessResult r = cli({QStringLiteral("-X"),
                               QStringLiteral("sasl.password:") + QString::fromLatin1(secret),
                               QStringLiteral("cluster")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!r.err.contains(secret), r.err.constData());
        QCOMPARE(r.err.trimmed().count('\n'), 0); // one line, no usage dump
        r = cli({QStringLiteral("-X"), QString(), QStringLiteral("cluster")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("-X needs key=value"), r.err.constData());
    }
    void portsAreValidated()
    {
        for (const char *b : {"127.0.0.1:108211", "127.0.0.1:abc", "127.0.0.1:0"}) {
            const ProcessResult r =
                runProgram("KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), QString::fromLatin1(b),
                                            QStringLiteral("cluster")});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains("1 to 65535"), r.err.constData());
        }
    }
    void handshakeErrorsNameTheirCause()
    {
        // SASL spoken to a PLAINTEXT listener.
        ProcessResult r =
            cli({QStringLiteral("--timeout"), QStringLiteral("4000"), QStringLiteral("-X"),
                 QStringLiteral("security.protocol=SASL_PLAINTEXT"), QStringLiteral("-X"),
                 QStringLiteral("sasl.mechanisms=PLAIN"), QStringLiteral("-X"),
                 QStringLiteral("sasl.username=u"), QStringLiteral("-X"),
                 QStringLiteral("sasl.password=p"), QStringLiteral("cluster")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!r.err.contains("answered within"), r.err.constData());
        QVERIFY2(r.err.contains("handshake") || r.err.contains("SASL") ||
                     r.err.contains("Authentication"),
                 r.err.constData());
        QVERIFY2(!r.err.contains("=p"), r.err.constData());
        // TLS spoken to a PLAINTEXT listener.
        r = cli({QStringLiteral("--timeout"), QStringLiteral("4000"), QStringLiteral("-X"),
                 QStringLiteral("security.protocol=SSL"), QStringLiteral("cluster")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!r.err.contains("answered within"), r.err.constData());
        QVERIFY2(r.err.contains("TLS") || r.err.contains("SSL"), r.err.constData());
    }
    void unreachableBrokerIsNamedAndTimeoutsHold()
    {
        // A port nothing listens on: every command says "Cannot reach", within its --timeout.
        for (const QStringList &cmd :
             {QStringList{QStringLiteral("groups"), QStringLiteral("list")},
              QStringList{QStringLiteral("groups"), QStringLiteral("describe"),
                          QStringLiteral("g")},
              QStringList{QStringLiteral("cluster")},
              QStringList{QStringLiteral("topics"), QStringLiteral("list")}}) {
            QElapsedTimer t;
            t.start();
            const ProcessResult r =
                runProgram("KAFSCOPE_CLI",
                           QStringList{QStringLiteral("--bootstrap"), QStringLiteral("127.0.0.1:1"),
                                       QStringLiteral("--timeout"), QStringLiteral("3000")} +
                               cmd);
            const qint64 ms = t.elapsed();
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("Cannot reach 127.0.0.1:1"),
                     qPrintable(cmd.join(' ') + ": " + r.err));
            // The timeout bounds the whole command (plus process start and exit), not each request.
            QVERIFY2(ms < 3000 + 1500,
                     qPrintable(QStringLiteral("%1 took %2 ms").arg(cmd.join(' ')).arg(ms)));
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHardeningSecurity)
#include "test_hardening_security.moc"
