#include "test_cluster.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QUuid>

namespace kafscope::test {

QString clusterDir(const char *fixture)
{
    const QByteArray var = QByteArray("KAFSCOPE_TEST_") + QByteArray(fixture).toUpper() + "_DIR";
    const QByteArray dir = qgetenv(var.constData());
    if (dir.isEmpty())
        qFatal("%s is not set: run this test through ctest, which starts the Kafka fixture",
               var.constData());
    return QString::fromUtf8(dir);
}

local::LocalClusterInfo clusterInfo(const char *fixture)
{
    local::LocalCluster::Options o;
    o.dir = clusterDir(fixture);
    auto info = local::LocalCluster(o).status();
    if (!info)
        qFatal("Kafka fixture %s is not running: %s", fixture, qPrintable(info.error().message()));
    return info.value();
}

QString bootstrap(const char *fixture)
{
    return clusterInfo(fixture).bootstrap;
}

ConnectionProfile profileFor(const char *fixture)
{
    ConnectionProfile p;
    p.bootstrap = bootstrap(fixture);
    p.timeoutMs = 10000;
    return p;
}

QString uniqueName(const QString &prefix)
{
    return prefix + QLatin1Char('-') + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

ProcessResult runProgram(const char *envVar, const QStringList &args, int timeoutMs,
                         const QStringList &extraEnv)
{
    ProcessResult r;
    const QString program = QString::fromUtf8(qgetenv(envVar));
    if (program.isEmpty())
        qFatal("%s is not set: run this test through ctest", envVar);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &kv : extraEnv) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq < 0)
            env.remove(kv);
        else
            env.insert(kv.left(eq), kv.mid(eq + 1));
    }
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace kafscope::test
