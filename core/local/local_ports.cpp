#include "local/local_cluster.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace kafscope::local {

bool processAlive(qint64 pid, const QByteArray &marker)
{
    if (pid <= 0 || ::kill(pid_t(pid), 0) != 0)
        return false;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray s = stat.readAll();
        const qsizetype close = s.lastIndexOf(')');
        if (close > 0 && close + 2 < s.size() && s.at(close + 2) == 'Z')
            return false;
    }
    QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
    return cmd.open(QIODevice::ReadOnly) && cmd.readAll().contains(marker); // not a reused pid
}

void stopDetached(qint64 pid, const QByteArray &marker, int timeoutMs)
{
    if (!processAlive(pid, marker))
        return;
    ::kill(pid_t(pid), SIGTERM);
    QElapsedTimer timer;
    timer.start();
    while (processAlive(pid, marker) && timer.elapsed() < timeoutMs)
        QThread::msleep(100);
    if (processAlive(pid, marker))
        ::kill(pid_t(pid), SIGKILL);
    while (processAlive(pid, marker))
        QThread::msleep(20);
}

QString logProblemLine(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    // The last 256 KiB are enough to find why a process stopped.
    if (f.size() > 256 * 1024)
        f.seek(f.size() - 256 * 1024);
    const QStringList lines =
        QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = lines.size() - 1; i >= 0 && i >= lines.size() - 200; --i)
        if (lines[i].contains(QLatin1String("ERROR")) ||
            lines[i].contains(QLatin1String("Exception")))
            return lines[i].trimmed().left(400);
    return lines.isEmpty() ? QString() : lines.last().trimmed().left(400);
}

namespace {

int bindLoopback(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    // As Kafka's own listeners do: connections in TIME_WAIT from a previous run do not block us.
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(uint16_t(port));
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

} // namespace

bool loopbackPortFree(int port)
{
    const int fd = bindLoopback(port);
    if (fd < 0)
        return false;
    ::close(fd);
    return true;
}

Result<QList<int>> freeLoopbackPorts(int count)
{
    QList<int> fds, ports;
    for (int i = 0; i < count; ++i) { // keep all bound until the end so they differ
        const int fd = bindLoopback(0);
        if (fd < 0)
            break;
        sockaddr_in addr{};
        socklen_t len = sizeof addr;
        ::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len);
        fds << fd;
        ports << ntohs(addr.sin_port);
    }
    for (int fd : fds)
        ::close(fd);
    if (ports.size() != count)
        return Error::local(KS_ERR("No free TCP ports on 127.0.0.1"));
    return ports;
}

Status writeServerState(const QString &path, qint64 pid, int port, const QString &version)
{
    QFile state(path);
    const QJsonObject o{{QStringLiteral("pid"), pid},
                        {QStringLiteral("port"), port},
                        {QStringLiteral("version"), version}};
    if (!state.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        state.write(QJsonDocument(o).toJson()) < 0)
        return Error::local(KS_ERR("Cannot write %1").arg(path));
    return Ok{};
}

Status stopServerFromState(const QString &path, const QByteArray &marker, int timeoutMs)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Ok{};
    const qint64 pid =
        QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("pid")).toInteger();
    f.close();
    stopDetached(pid, marker, timeoutMs);
    if (!QFile::remove(path))
        return Error::local(KS_ERR("Cannot remove %1").arg(path));
    return Ok{};
}

} // namespace kafscope::local
