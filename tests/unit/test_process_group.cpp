// A user's program is run in a process group of its own and ended as a group: what a wrapper
// (here bash) started in the background goes with it, also when it ignores SIGTERM or when the
// wrapper ended by itself first.
#include "common/process_group.h"
#include "test_main.h"

#include <QFile>
#include <QProcess>
#include <QtTest>

using namespace kafscope;

namespace {

// A process that can still run (a killed one may wait a while to be reaped by init).
bool exists(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray stat = f.readAll();
    const char state = stat.mid(stat.lastIndexOf(')') + 2, 1).at(0);
    return state != 'Z' && state != 'X';
}

// Starts `script` under bash in its own group; the pid it prints first (a background child's).
qint64 startWrapper(QProcess &p, const QString &script)
{
    process_group::prepare(p);
    p.start(QStringLiteral("bash"), {QStringLiteral("-c"), script});
    if (!p.waitForStarted(10000))
        return -1;
    QByteArray out;
    while (!out.contains('\n') && p.waitForReadyRead(10000))
        out += p.readAllStandardOutput();
    if (!out.contains('\n')) // it may have ended already, its output kept
        out += p.readAllStandardOutput();
    return out.trimmed().toLongLong();
}

} // namespace

class TestProcessGroup : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void endsTheWholeGroup_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("mode");
        QTest::newRow("terminate") << QStringLiteral("sleep 300 & echo $!; wait")
                                   << int(process_group::EndMode::Terminate);
        QTest::newRow("kill") << QStringLiteral("sleep 300 & echo $!; wait")
                              << int(process_group::EndMode::Kill);
        // SIGTERM ignored (inherited by the child): SIGKILL after the grace period.
        QTest::newRow("terminate ignored")
            << QStringLiteral("trap '' TERM; sleep 300 & echo $!; wait")
            << int(process_group::EndMode::Terminate);
    }

    void endsTheWholeGroup()
    {
        QFETCH(QString, script);
        QFETCH(int, mode);
        QProcess p;
        const qint64 child = startWrapper(p, script);
        QVERIFY(child > 0);
        const qint64 pgid = p.processId();
        process_group::remember(pgid);
        QVERIFY(exists(child));
        QVERIFY(process_group::alive(pgid));
        QVERIFY(process_group::end(p, pgid, process_group::EndMode(mode), 1000));
        QCOMPARE(p.state(), QProcess::NotRunning);
        QVERIFY(!process_group::alive(pgid));
        QVERIFY(!exists(child));
    }

    // The wrapper exits at once, its background child left in the group: ending the group (the
    // leader's pid, remembered from the start) still reaches it.
    void endsWhatAWrapperLeftBehind()
    {
        QProcess p;
        const qint64 child = startWrapper(p, QStringLiteral("sleep 300 & echo $!"));
        QVERIFY(child > 0);
        const qint64 pgid = p.processId();
        QVERIFY(p.waitForFinished(10000));
        QVERIFY(exists(child));
        QVERIFY(process_group::end(p, pgid, process_group::EndMode::Terminate, 1000));
        QVERIFY(!exists(child));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProcessGroup)
#include "test_process_group.moc"
