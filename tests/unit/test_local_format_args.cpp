// The local cluster's SCRAM passwords reach kafka-storage in a Java argument file, not on a command
// line: the file must hand the launcher exactly the arguments it was given.
#include "local/local_security.h"
#include "test_main.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope::local;

class TestLocalFormatArgs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void scramArgumentsHoldThePasswords()
    {
        QTemporaryDir dir;
        const auto creds = LocalCredentials::create(dir.path());
        QVERIFY(creds);
        const QStringList args = creds.value().formatArguments();
        const QString admin = creds.value().password(LocalCredentials::superUser());
        QVERIFY(!admin.isEmpty());
        // This is why they must not be on the command line.
        QVERIFY(args.join(QLatin1Char(' ')).contains(admin));
    }

    // Java itself reads the file back: every argument arrives whole and unchanged.
    void javaReadsTheArgumentsBack()
    {
        const QString java = QStandardPaths::findExecutable(QStringLiteral("java"));
        if (java.isEmpty())
            QFAIL("java is not installed (scripts/setup.sh installs openjdk-17-jre-headless)");
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("Echo.java"));
        QFile src(source);
        QVERIFY(src.open(QIODevice::WriteOnly));
        src.write("public class Echo { public static void main(String[] a) {"
                  " for (String s : a) System.out.println(\"<\" + s + \">\"); } }\n");
        src.close();
        const QStringList args{QStringLiteral("--add-scram"),
                               QStringLiteral("SCRAM-SHA-256=[name=admin,password=Ab9xYz]"),
                               QStringLiteral("a path/with spaces"),
                               QStringLiteral("quote\"inside"),
                               QStringLiteral("back\\slash\\\\twice"),
                               QStringLiteral("#not-a-comment"),
                               QStringLiteral("@not-a-file"),
                               QStringLiteral("中文")};
        QFile argFile(dir.filePath(QStringLiteral("format.args")));
        QVERIFY(argFile.open(QIODevice::WriteOnly));
        argFile.write(javaArgumentFile(QStringList{source} + args));
        argFile.close();
        QProcess p;
        p.start(java, {QLatin1Char('@') + argFile.fileName()});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QStringList seen;
        for (const QByteArray &line : p.readAllStandardOutput().split('\n'))
            if (line.startsWith('<') && line.endsWith('>'))
                seen << QString::fromUtf8(line.mid(1, line.size() - 2));
        QCOMPARE(seen, args);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLocalFormatArgs)
#include "test_local_format_args.moc"
