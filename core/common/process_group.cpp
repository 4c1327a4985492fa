#include "common/process_group.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <cstdlib>
#include <mutex>
#include <set>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <unistd.h>
#endif
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace kafscope::process_group {

namespace {

struct Registry {
    std::mutex mutex;
    std::set<qint64> groups;
};

// Never destroyed: the exit handler may run after other statics are gone.
Registry &registry()
{
    static Registry *r = new Registry;
    return *r;
}

void signalGroup(qint64 pgid, int sig)
{
#ifdef Q_OS_UNIX
    if (pgid > 1)
        ::kill(-pid_t(pgid), sig);
#else
    Q_UNUSED(pgid);
    Q_UNUSED(sig);
#endif
}

void killRemembered()
{
    Registry &r = registry();
    std::lock_guard lock(r.mutex);
    for (qint64 pgid : r.groups)
        signalGroup(pgid, SIGKILL);
    r.groups.clear();
}

} // namespace

void prepare(QProcess &process)
{
#ifdef Q_OS_UNIX
    process.setChildProcessModifier([] {
        ::setsid(); // a group (and session) of its own, so it can be ended as a whole
#ifdef __linux__
        // The leader never outlives Kafscope, even killed: the kernel kills it then (its group is
        // ended by the exit handler or by end()).
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    });
#else
    Q_UNUSED(process);
#endif
}

void remember(qint64 pgid)
{
    static std::once_flag once;
    std::call_once(once, [] { std::atexit(killRemembered); });
    Registry &r = registry();
    std::lock_guard lock(r.mutex);
    r.groups.insert(pgid);
}

void forget(qint64 pgid)
{
    Registry &r = registry();
    std::lock_guard lock(r.mutex);
    r.groups.erase(pgid);
}

bool alive(qint64 pgid)
{
#ifdef Q_OS_UNIX
    if (pgid <= 1 || (::kill(-pid_t(pgid), 0) != 0 && errno != EPERM))
        return false;
#ifdef __linux__
    // A killed member stays in the group as a zombie until its parent (init, for an orphan) reaps
    // it, which some inits do only now and then: only a process that can still run counts.
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        if (entry.isEmpty() || !entry.front().isDigit())
            continue;
        QFile f(QStringLiteral("/proc/") + entry + QStringLiteral("/stat"));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses.
        const QByteArray stat = f.read(512);
        const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 2 && fields[2].toLongLong() == pgid && fields[0] != "Z" &&
            fields[0] != "X")
            return true;
    }
    return false;
#else
    return true;
#endif
#else
    Q_UNUSED(pgid);
    return false;
#endif
}

bool end(QProcess &process, qint64 pgid, EndMode mode, int graceMs,
         const std::function<void()> &whileWaiting)
{
#ifdef Q_OS_UNIX
    const bool running = process.state() != QProcess::NotRunning;
    signalGroup(pgid, mode == EndMode::Kill ? SIGKILL : SIGTERM);
    if (running && mode == EndMode::Terminate && !alive(pgid))
        process.terminate(); // not started by prepare(): at least the program itself
    QElapsedTimer waited;
    waited.start();
    // The leader is reaped by waitForFinished(); the rest, reparented, by init.
    while ((process.state() != QProcess::NotRunning || alive(pgid)) && waited.elapsed() < graceMs) {
        if (whileWaiting)
            whileWaiting();
        if (process.state() != QProcess::NotRunning)
            process.waitForFinished(100);
        else
            ::usleep(100 * 1000);
    }
    if (alive(pgid))
        signalGroup(pgid, SIGKILL);
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(5000);
    }
    // SIGKILL is not refused: it takes effect a moment later.
    for (int i = 0; i < 20 && alive(pgid); ++i)
        ::usleep(50 * 1000);
    forget(pgid);
    return !alive(pgid);
#else
    Q_UNUSED(pgid);
    mode == EndMode::Kill ? process.kill() : process.terminate();
    QElapsedTimer waited;
    waited.start();
    while (process.state() != QProcess::NotRunning && waited.elapsed() < graceMs) {
        if (whileWaiting)
            whileWaiting();
        process.waitForFinished(100);
    }
    if (process.state() != QProcess::NotRunning)
        process.kill();
    return process.waitForFinished(5000) || process.state() == QProcess::NotRunning;
#endif
}

} // namespace kafscope::process_group
