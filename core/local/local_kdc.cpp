#include "local/local_kdc.h"

#include "common/translations.h"
#include "local/local_cluster.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QThread>

#include <csignal>

namespace kafscope::local {

namespace {

// Debian puts the KDC and its tools in /usr/sbin, which an ordinary user's PATH may lack.
QString findTool(const QString &name)
{
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(
            name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
    return found;
}

Error missingTool(const QString &name)
{
    return Error::local(KS_ERR("%1 is not installed: a Kerberos local cluster needs MIT Kerberos "
                               "(Debian packages krb5-kdc, krb5-admin-server and krb5-user)")
                            .arg(name));
}

bool writePrivate(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           f.setPermissions(QFile::ReadOwner | QFile::WriteOwner) && f.write(bytes) == bytes.size();
}

} // namespace

LocalKdc::LocalKdc(QString clusterDir) : m_clusterDir(std::move(clusterDir)) {}

QString LocalKdc::brokerPrincipal()
{
    return serviceName() + QLatin1Char('/') + brokerHost() + QLatin1Char('@') + realm();
}

QString LocalKdc::dir() const
{
    return m_clusterDir + QStringLiteral("/kerberos");
}
QString LocalKdc::path(const QString &name) const
{
    return dir() + QLatin1Char('/') + name;
}
QString LocalKdc::krb5Conf() const
{
    return path(QStringLiteral("krb5.conf"));
}
QString LocalKdc::brokerKeytab() const
{
    return path(QStringLiteral("kafka.keytab"));
}
QString LocalKdc::userKeytab(const QString &user) const
{
    return path(user + QStringLiteral(".keytab"));
}
bool LocalKdc::exists() const
{
    return QFile::exists(path(QStringLiteral("principal")));
}

int LocalKdc::port() const
{
    QFile f(path(QStringLiteral("port")));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed().toInt() : 0;
}

qint64 LocalKdc::pid() const
{
    QFile f(path(QStringLiteral("kdc.pid")));
    return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed().toLongLong()
                                       : 0;
}

bool LocalKdc::running() const
{
    return processAlive(pid(), QByteArrayLiteral("krb5kdc"));
}

Status LocalKdc::writeConfig(int port) const
{
    const QString address = QStringLiteral("127.0.0.1:%1").arg(port);
    // TCP only (udp_preference_limit 1): one port to find free, and Java's client does the same.
    // kdc_timeout and max_retries are the broker's (Java reads them; MIT ignores them).
    const QString krb5 = QStringLiteral("[libdefaults]\n"
                                        " default_realm = %1\n"
                                        " dns_lookup_realm = false\n"
                                        " dns_lookup_kdc = false\n"
                                        " dns_canonicalize_hostname = false\n"
                                        " rdns = false\n"
                                        " udp_preference_limit = 1\n"
                                        " kdc_timeout = 3000\n"
                                        " max_retries = 1\n"
                                        "[realms]\n"
                                        " %1 = {\n"
                                        "  kdc = %2\n"
                                        " }\n"
                                        "[domain_realm]\n"
                                        " %3 = %1\n")
                             .arg(realm(), address, brokerHost());
    const QString kdc = QStringLiteral("[kdcdefaults]\n"
                                       " kdc_listen = %2\n"
                                       " kdc_tcp_listen = %2\n"
                                       "[realms]\n"
                                       " %1 = {\n"
                                       "  database_name = %3\n"
                                       "  key_stash_file = %4\n"
                                       "  max_life = 24h\n"
                                       " }\n"
                                       "[logging]\n"
                                       " kdc = FILE:%5\n")
                            .arg(realm(), address, path(QStringLiteral("principal")),
                                 path(QStringLiteral("stash")), path(QStringLiteral("kdc.log")));
    if (!writePrivate(krb5Conf(), krb5.toUtf8()) ||
        !writePrivate(path(QStringLiteral("kdc.conf")), kdc.toUtf8()) ||
        !writePrivate(path(QStringLiteral("port")), QByteArray::number(port)))
        return Error::local(KS_ERR("Cannot write the Kerberos configuration in %1").arg(dir()));
    // Clients of every user read krb5.conf; it holds no secret.
    QFile::setPermissions(krb5Conf(), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                          QFile::ReadOther);
    return Ok{};
}

Status LocalKdc::runTool(const QString &program, const QStringList &args, const QByteArray &input,
                         const QString &what) const
{
    const QString tool = findTool(program);
    if (tool.isEmpty())
        return missingTool(program);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KRB5_CONFIG"), krb5Conf());
    env.insert(QStringLiteral("KRB5_KDC_PROFILE"), path(QStringLiteral("kdc.conf")));
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.setStandardOutputFile(path(QStringLiteral("setup.log")), QIODevice::Append);
    p.start(tool, args);
    if (!p.waitForStarted(10000))
        return Error::local(KS_ERR("Cannot start %1: %2").arg(tool, p.errorString()));
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        p.kill();
        p.waitForFinished(2000);
        return Error::local(
            KS_ERR("Kerberos set-up failed while %1; see %2/setup.log").arg(what, dir()));
    }
    return Ok{};
}

Status LocalKdc::create(const QStringList &users)
{
    for (const QString &tool :
         {QStringLiteral("krb5kdc"), QStringLiteral("kdb5_util"), QStringLiteral("kadmin.local")})
        if (findTool(tool).isEmpty())
            return missingTool(tool);
    if (!QDir().mkpath(dir()) ||
        !QFile::setPermissions(dir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                          QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                          QFile::ExeOther))
        return Error::local(KS_ERR("Cannot create %1").arg(dir()));
    auto ports = freeLoopbackPorts(1);
    if (!ports)
        return ports.error();
    if (auto s = writeConfig(ports->value(0)); !s)
        return s;
    // The master key is only ever needed again from the stash file kdb5_util writes (-s).
    QByteArray master;
    for (int i = 0; i < 32; ++i)
        master += char('a' + QRandomGenerator::system()->bounded(26));
    if (auto s =
            runTool(QStringLiteral("kdb5_util"),
                    {QStringLiteral("create"), QStringLiteral("-s"), QStringLiteral("-r"), realm()},
                    master + '\n' + master + '\n', KS_TR("creating the realm's database"));
        !s)
        return s;
    auto addWithKeytab = [this](const QString &principal, const QString &keytab) -> Status {
        if (auto s =
                runTool(QStringLiteral("kadmin.local"),
                        {QStringLiteral("-q"), QStringLiteral("addprinc -randkey ") + principal},
                        {}, KS_TR("adding %1").arg(principal));
            !s)
            return s;
        if (auto s = runTool(
                QStringLiteral("kadmin.local"),
                {QStringLiteral("-q"), QStringLiteral("ktadd -k %1 %2").arg(keytab, principal)}, {},
                KS_TR("exporting %1's keys").arg(principal));
            !s)
            return s;
        // kadmin creates keytabs owner-only; say so even if its umask did not.
        QFile::setPermissions(keytab, QFile::ReadOwner | QFile::WriteOwner);
        return Ok{};
    };
    if (auto s = addWithKeytab(brokerPrincipal(), brokerKeytab()); !s)
        return s;
    for (const QString &user : users)
        if (auto s = addWithKeytab(userPrincipal(user), userKeytab(user)); !s)
            return s;
    return Ok{};
}

Status LocalKdc::start(int timeoutMs)
{
    if (running())
        return Ok{};
    const QString kdc = findTool(QStringLiteral("krb5kdc"));
    if (kdc.isEmpty())
        return missingTool(QStringLiteral("krb5kdc"));
    const int p = port();
    if (p <= 0 || !loopbackPortFree(p))
        return Error::local(KS_ERR("Port %1 on 127.0.0.1 is in use (needed by the KDC)").arg(p));
    QProcess proc;
    proc.setProgram(kdc);
    proc.setArguments({QStringLiteral("-n")}); // in the foreground: its pid is the one we keep
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KRB5_CONFIG"), krb5Conf());
    env.insert(QStringLiteral("KRB5_KDC_PROFILE"), path(QStringLiteral("kdc.conf")));
    proc.setProcessEnvironment(env);
    proc.setWorkingDirectory(dir());
    proc.setStandardInputFile(QProcess::nullDevice());
    proc.setStandardOutputFile(path(QStringLiteral("kdc.out")), QIODevice::Append);
    proc.setStandardErrorFile(path(QStringLiteral("kdc.out")), QIODevice::Append);
    qint64 started = 0;
    if (!proc.startDetached(&started))
        return Error::local(KS_ERR("Cannot start %1: %2").arg(kdc, proc.errorString()));
    if (!writePrivate(path(QStringLiteral("kdc.pid")), QByteArray::number(started)))
        return Error::local(KS_ERR("Cannot write %1").arg(path(QStringLiteral("kdc.pid"))));
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        if (!processAlive(started, QByteArrayLiteral("krb5kdc")))
            return Error::local(
                KS_ERR("The KDC exited during start-up; see %1/kdc.log").arg(dir()));
        QTcpSocket probe;
        probe.connectToHost(QStringLiteral("127.0.0.1"), quint16(p));
        if (probe.waitForConnected(500))
            return Ok{};
        QThread::msleep(50);
    }
    return Error::timeout(0, KS_ERR("The KDC did not listen on 127.0.0.1:%1 within %2 s; see "
                                    "%3/kdc.log")
                                 .arg(p)
                                 .arg(timeoutMs / 1000)
                                 .arg(dir()));
}

Status LocalKdc::stop(int timeoutMs)
{
    const qint64 p = pid();
    if (!running()) {
        QFile::remove(path(QStringLiteral("kdc.pid")));
        return Ok{};
    }
    ::kill(pid_t(p), SIGTERM);
    QElapsedTimer timer;
    timer.start();
    while (processAlive(p, QByteArrayLiteral("krb5kdc")) && timer.elapsed() < timeoutMs)
        QThread::msleep(50);
    if (processAlive(p, QByteArrayLiteral("krb5kdc"))) {
        ::kill(pid_t(p), SIGKILL);
        while (processAlive(p, QByteArrayLiteral("krb5kdc")))
            QThread::msleep(20);
    }
    QFile::remove(path(QStringLiteral("kdc.pid")));
    return Ok{};
}

QJsonObject LocalKdc::toJson(const QStringList &users) const
{
    QJsonObject keytabs;
    for (const QString &user : users)
        keytabs.insert(user, QJsonObject{{QStringLiteral("principal"), userPrincipal(user)},
                                         {QStringLiteral("keytab"), userKeytab(user)}});
    return QJsonObject{{QStringLiteral("realm"), realm()},
                       {QStringLiteral("kdc"), QStringLiteral("127.0.0.1:%1").arg(port())},
                       {QStringLiteral("running"), running()},
                       {QStringLiteral("krb5_conf"), krb5Conf()},
                       {QStringLiteral("service_name"), serviceName()},
                       {QStringLiteral("broker_principal"), brokerPrincipal()},
                       {QStringLiteral("users"), keytabs}};
}

} // namespace kafscope::local
