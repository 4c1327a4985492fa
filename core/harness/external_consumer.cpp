#include "harness/external_consumer.h"

#include "harness/harness_tracker.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>

namespace kafscope::harness {

namespace {
constexpr qsizetype kStderrLimit = 256 * 1024;
}

Result<QStringList> expandCommand(const ExternalSetup &setup)
{
    QString text = setup.command;
    static const QRegularExpression level(QStringLiteral("\\{topic:([A-Za-z0-9_-]+)\\}"));
    for (auto m = level.match(text); m.hasMatch(); m = level.match(text)) {
        const qsizetype i = setup.levelNames.indexOf(m.captured(1).toLower());
        if (i < 0)
            return Error::usage(QStringLiteral("The consumer command names {topic:%1}, but the levels are %2")
                                    .arg(m.captured(1), setup.levelNames.join(QStringLiteral(", "))));
        text.replace(m.capturedStart(), m.capturedLength(), setup.topics.value(i));
    }
    text.replace(QStringLiteral("{bootstrap}"), setup.bootstrap);
    text.replace(QStringLiteral("{group}"), setup.group);
    text.replace(QStringLiteral("{topics}"), setup.topics.join(QLatin1Char(',')));
    const QStringList argv = QProcess::splitCommand(text);
    if (argv.isEmpty())
        return Error::usage(QStringLiteral("The consumer command is empty"));
    return argv;
}

ExternalConsumer::ExternalConsumer(ExternalSetup setup, HarnessTracker &tracker)
    : m_setup(std::move(setup)), m_tracker(tracker)
{
}

ExternalConsumer::~ExternalConsumer()
{
    stop(StopMode::Terminate);
}

Status ExternalConsumer::start()
{
    auto argv = expandCommand(m_setup);
    if (!argv)
        return argv.error();
    std::atomic<int> started{0}; // 1: running, 2: failed
    m_thread = std::thread([this, a = argv.value(), &started] { threadMain(a, &started); });
    while (started.load() == 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (started.load() == 2) {
        m_thread.join();
        QMutexLocker lock(&m_mutex);
        return Error::usage(m_startError);
    }
    return Ok{};
}

void ExternalConsumer::stop(StopMode mode)
{
    if (!m_thread.joinable())
        return;
    m_stop.store(int(mode) + 1);
    m_thread.join();
}

void ExternalConsumer::threadMain(QStringList argv, std::atomic<int> *started)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KAFSCOPE_BOOTSTRAP"), m_setup.bootstrap);
    env.insert(QStringLiteral("KAFSCOPE_GROUP"), m_setup.group);
    env.insert(QStringLiteral("KAFSCOPE_TOPICS"), m_setup.topics.join(QLatin1Char(',')));
    for (qsizetype i = 0; i < m_setup.topics.size(); ++i)
        env.insert(QStringLiteral("KAFSCOPE_TOPIC_%1").arg(m_setup.levelNames.value(i).toUpper()), m_setup.topics[i]);
    process.setProcessEnvironment(env);
    const QString program = argv.takeFirst();
    process.start(program, argv);
    if (!process.waitForStarted(30000)) {
        QMutexLocker lock(&m_mutex);
        m_startError = QStringLiteral("The consumer command \"%1\" did not start: %2").arg(program, process.errorString());
        started->store(2);
        return;
    }
    started->store(1);
    auto drain = [&] {
        readLines(process.readAllStandardOutput());
        const QByteArray err = process.readAllStandardError();
        QMutexLocker lock(&m_mutex);
        if (m_stderr.size() < kStderrLimit)
            m_stderr += err.left(kStderrLimit - m_stderr.size());
    };
    while (process.state() != QProcess::NotRunning && m_stop.load() == 0) {
        process.waitForReadyRead(100);
        drain();
    }
    const int mode = m_stop.load();
    if (mode == 0) {
        process.waitForFinished(1000);
        drain();
        QMutexLocker lock(&m_mutex);
        const QString how = process.exitStatus() == QProcess::CrashExit
                                ? QStringLiteral("was killed by a signal")
                                : QStringLiteral("exited with code %1").arg(process.exitCode());
        m_exitReason = QStringLiteral("The consumer command %1 %2 before the run ended").arg(m_setup.name, how);
        const QString tail = QString::fromUtf8(m_stderr.right(2000)).trimmed();
        if (!tail.isEmpty())
            m_exitReason += QStringLiteral("; its stderr ends: ") + tail;
        m_exitedEarly.store(true); // after the reason: readers check the flag, then read the reason
        return;
    }
    if (mode == int(StopMode::Kill) + 1) {
        process.kill();
    } else {
        process.terminate();
        if (!process.waitForFinished(10000))
            process.kill();
    }
    process.waitForFinished(10000);
    drain();
}

void ExternalConsumer::readLines(const QByteArray &chunk)
{
    QByteArray data;
    {
        QMutexLocker lock(&m_mutex);
        m_partial += chunk;
        const qsizetype end = m_partial.lastIndexOf('\n');
        if (end < 0)
            return;
        data = m_partial.left(end);
        m_partial.remove(0, end + 1);
    }
    for (const QByteArray &line : data.split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line.trimmed()).object();
        if (!o.contains(QStringLiteral("topic")) || !o.contains(QStringLiteral("offset")))
            continue; // the program's own output, not a report
        m_lines.fetch_add(1);
        const int level = int(m_setup.topics.indexOf(o.value(QStringLiteral("topic")).toString()));
        if (level < 0 || !m_tracker.processedAt(level, o.value(QStringLiteral("partition")).toInt(),
                                                o.value(QStringLiteral("offset")).toInteger(-1)))
            m_unknown.fetch_add(1);
    }
}

QString ExternalConsumer::exitReason() const
{
    QMutexLocker lock(&m_mutex);
    return m_exitReason;
}

QString ExternalConsumer::stderrText() const
{
    QMutexLocker lock(&m_mutex);
    return QString::fromUtf8(m_stderr);
}

} // namespace kafscope::harness
