#include "fake_registry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QThread>

namespace kafscope::test {

FakeRegistry::FakeRegistry(const QStringList &args)
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
        qFatal("python3 not found");
    const QString script = qEnvironmentVariable("KAFSCOPE_SOURCE_DIR") +
                           QStringLiteral("/tests/integration/schema/fake_registry.py");
    m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_process.start(python, QStringList{script, QStringLiteral("--log"),
                                        m_dir.filePath(QStringLiteral("requests.log"))} +
                                args);
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (!out.contains("PORT ") || !out.endsWith('\n') ||
           (args.contains(QStringLiteral("redirect")) && !out.contains("OTHER "))) {
        if (timer.elapsed() > 30000 || m_process.state() == QProcess::NotRunning)
            qFatal("fake_registry.py did not start: %s", out.constData());
        m_process.waitForReadyRead(1000);
        out += m_process.readAllStandardOutput();
    }
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith("PORT "))
            m_port = line.mid(5).toInt();
        else if (line.startsWith("OTHER "))
            m_otherPort = line.mid(6).toInt();
    }
}

FakeRegistry::~FakeRegistry()
{
    m_process.kill();
    m_process.waitForFinished(10000);
}

QStringList FakeRegistry::requests() const
{
    QFile f(m_dir.filePath(QStringLiteral("requests.log")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList out = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    out.removeAll(QString());
    return out;
}

bool FakeRegistry::waitForRequests(int n, int timeoutMs) const
{
    QElapsedTimer timer;
    timer.start();
    while (requests().size() < n) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QThread::msleep(100);
    }
    return true;
}

} // namespace kafscope::test
