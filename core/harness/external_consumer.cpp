#include "harness/external_consumer.h"
#include "common/process_group.h"
#include "common/translations.h"

#include "groups/group_offsets.h"
#include "harness/harness_tracker.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <chrono>
#include <csignal>
#include <cstring>
#include <thread>

namespace kafscope::harness {

namespace {
constexpr qsizetype kStderrLimit = 256 * 1024;
constexpr qsizetype kLogLinesPerCall = 200;
constexpr int kTerminateGraceMs = 10000;
// What a command that ended by itself (a wrapper whose program died) may have left in its group.
constexpr int kLeftoverGraceMs = 2000;
} // namespace

Result<QStringList> splitCommandLine(const QString &command)
{
    QStringList words;
    QString word;
    bool inWord = false; // a word has started (it may be empty: '' is an empty word)
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command[i];
        switch (quote) {
        case Quote::Single:
            if (c == QLatin1Char('\''))
                quote = Quote::None;
            else
                word += c;
            break;
        case Quote::Double:
            if (c == QLatin1Char('"')) {
                quote = Quote::None;
            } else if (c == QLatin1Char('\\') && i + 1 < command.size() &&
                       QStringLiteral("\"\\$`\n").contains(command[i + 1])) {
                if (command[++i] != QLatin1Char('\n')) // backslash-newline continues the line
                    word += command[i];
            } else {
                word += c;
            }
            break;
        case Quote::None:
            if (c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n')) {
                if (inWord)
                    words << std::exchange(word, {});
                inWord = false;
            } else if (c == QLatin1Char('\'')) {
                quote = Quote::Single;
                inWord = true;
            } else if (c == QLatin1Char('"')) {
                quote = Quote::Double;
                inWord = true;
            } else if (c == QLatin1Char('\\')) {
                inWord = true;
                if (i + 1 < command.size()) {
                    if (command[++i] != QLatin1Char('\n'))
                        word += command[i];
                }
            } else {
                word += c;
                inWord = true;
            }
            break;
        }
    }
    if (quote != Quote::None)
        return Error::usage(
            KS_ERR("The consumer command has an unclosed %1 quote: %2")
                .arg(quote == Quote::Single ? QStringLiteral("single") : QStringLiteral("double"),
                     command));
    if (inWord)
        words << word;
    return words;
}

Result<QStringList> expandCommand(const ExternalSetup &setup)
{
    auto words = splitCommandLine(setup.command);
    if (!words)
        return words.error();
    if (words->isEmpty())
        return Error::usage(KS_ERR("The consumer command is empty"));
    static const QRegularExpression level(QStringLiteral("\\{topic:([^}]*)\\}"));
    QStringList argv;
    for (QString text : words.value()) {
        for (auto m = level.match(text); m.hasMatch();
             m = level.match(text, m.capturedStart() + 1)) {
            const qsizetype i = setup.levelNames.indexOf(m.captured(1).trimmed().toLower());
            if (i < 0)
                return Error::usage(
                    KS_ERR("The consumer command names {topic:%1}, but the levels are %2")
                        .arg(m.captured(1), setup.levelNames.join(QStringLiteral(", "))));
            text.replace(m.capturedStart(), m.capturedLength(), setup.topics.value(i));
        }
        text.replace(QStringLiteral("{bootstrap}"), setup.bootstrap);
        text.replace(QStringLiteral("{group}"), setup.group);
        text.replace(QStringLiteral("{topics}"), setup.topics.join(QLatin1Char(',')));
        for (const auto &[name, value] : setup.placeholders)
            text.replace(name, value);
        argv << text;
    }
    if (argv.first().isEmpty())
        return Error::usage(KS_ERR("The consumer command's program is an empty word"));
    return argv;
}

ExternalConsumer::ExternalConsumer(ExternalSetup setup, HarnessTracker &tracker)
    : m_setup(std::move(setup))
{
    m_records = [this, &tracker](const QString &topic, int partition, qint64 offset) {
        const int level = int(m_setup.topics.indexOf(topic));
        if (level < 0)
            return false;
        tracker.processedAt(level, partition, offset);
        return true;
    };
}

ExternalConsumer::ExternalConsumer(ExternalSetup setup, RecordSink records, LineSink lines)
    : m_setup(std::move(setup)), m_records(std::move(records)), m_lineSink(std::move(lines))
{
}

Status ExternalConsumer::signal(int sig)
{
    const qint64 pgid = m_pgid.load();
    if (pgid <= 0 || !running())
        return Error::usage(KS_ERR("%1 is not running").arg(m_setup.name));
    if (::kill(-pid_t(pgid), sig) != 0)
        return Error::local(KS_ERR("Cannot signal %1: %2")
                                .arg(m_setup.name, QString::fromLocal8Bit(strerror(errno))));
    return Ok{};
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
    // Waited for by stop() (the harness run's thread, never the GUI's): the thread uses this
    // object.
    m_worker = std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-external"));
    m_worker->run([this, a = argv.value(), &started](const WorkerContext &ctx) {
        threadMain(a, &started, ctx);
    });
    while (started.load() == 0)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (started.load() == 2) {
        m_worker->wait(-1);
        QMutexLocker lock(&m_mutex);
        return Error::usage(m_startError);
    }
    return Ok{};
}

void ExternalConsumer::stop(StopMode mode)
{
    if (!m_worker)
        return;
    m_worker->cancel(int(mode) + 1);
    m_worker->wait(-1);
}

void ExternalConsumer::threadMain(QStringList argv, std::atomic<int> *started,
                                  const WorkerContext &ctx)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("KAFSCOPE_BOOTSTRAP"), m_setup.bootstrap);
    env.insert(QStringLiteral("KAFSCOPE_GROUP"), m_setup.group);
    env.insert(QStringLiteral("KAFSCOPE_TOPICS"), m_setup.topics.join(QLatin1Char(',')));
    for (qsizetype i = 0; i < m_setup.topics.size() && i < m_setup.levelNames.size(); ++i)
        env.insert(QStringLiteral("KAFSCOPE_TOPIC_%1").arg(m_setup.levelNames.value(i).toUpper()),
                   m_setup.topics[i]);
    for (const auto &[name, value] : m_setup.environment)
        env.insert(name, value);
    process.setProcessEnvironment(env);
    // A wrapper (bash -c, go run, mvn exec:java, npm start) runs the real consumer as its child:
    // the whole group is ended, never the wrapper alone.
    process_group::prepare(process);
    const QString program = argv.takeFirst();
    process.start(program, argv);
    if (!process.waitForStarted(30000)) {
        QMutexLocker lock(&m_mutex);
        m_startError = KS_ERR("The consumer command \"%1\" did not start: %2")
                           .arg(program, process.errorString());
        started->store(2);
        return;
    }
    const qint64 pgid = process.processId();
    process_group::remember(pgid);
    m_pgid.store(pgid);
    logLine(QStringLiteral("[%1] started (pid %2)").arg(m_setup.name).arg(pgid));
    started->store(1);
    struct Ended {
        std::atomic<bool> &flag;
        ~Ended() { flag.store(true); }
    } ended{m_ended};
    auto drain = [&] {
        readLines(process.readAllStandardOutput());
        readStderr(process.readAllStandardError());
    };
    while (process.state() != QProcess::NotRunning && !ctx.cancelled()) {
        process.waitForReadyRead(100);
        drain();
    }
    const int mode = ctx.cancelLevel();
    if (mode == 0) {
        process.waitForFinished(1000);
        process_group::end(process, pgid, process_group::EndMode::Terminate, kLeftoverGraceMs,
                           drain);
        drain();
        readLines("\n");
        readStderr("\n");
        QMutexLocker lock(&m_mutex);
        const ErrorText how = process.exitStatus() == QProcess::CrashExit
                                  ? KS_ERR("was killed by a signal")
                                  : KS_ERR("exited with code %1").arg(process.exitCode());
        m_exitReason =
            KS_ERR("The consumer command (%1) %2 before the run ended").arg(m_setup.name).arg(how);
        const QString tail = QString::fromUtf8(m_stderr.right(2000)).trimmed();
        if (!tail.isEmpty())
            m_exitReason = KS_ERR("%1; its stderr ends: %2").arg(m_exitReason).arg(tail);
        m_log << QStringLiteral("[%1] %2").arg(m_setup.name, how.render());
        m_exitedEarly.store(true); // after the reason: readers check the flag, then read the reason
        return;
    }
    // Read while it shuts down: a consumer reports and commits its last messages now.
    process_group::end(process, pgid,
                       mode == int(StopMode::Kill) + 1 ? process_group::EndMode::Kill
                                                       : process_group::EndMode::Terminate,
                       kTerminateGraceMs, drain);
    drain();
    readLines("\n");
    readStderr("\n");
    logLine(QStringLiteral("[%1] %2").arg(
        m_setup.name, mode == int(StopMode::Kill) + 1
                          ? KS_TR("killed (SIGKILL)")
                          : KS_TR("stopped (SIGTERM), exit code %1").arg(process.exitCode())));
}

void ExternalConsumer::readLines(const QByteArray &chunk)
{
    if (chunk.isEmpty())
        return;
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
    for (const QByteArray &raw : data.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const QJsonObject o =
            line.startsWith('{') ? QJsonDocument::fromJson(line).object() : QJsonObject{};
        if (!o.contains(QStringLiteral("topic")) || !o.contains(QStringLiteral("offset"))) {
            if (m_lineSink)
                m_lineSink(QString::fromUtf8(line), false);
            logLine(QString::fromUtf8(line)); // the program's own output, not a report
            continue;
        }
        m_lines.fetch_add(1);
        if (!m_records(o.value(QStringLiteral("topic")).toString(),
                       o.value(QStringLiteral("partition")).toInt(),
                       o.value(QStringLiteral("offset")).toInteger(-1)))
            m_unknown.fetch_add(1);
    }
}

void ExternalConsumer::readStderr(const QByteArray &chunk)
{
    if (chunk.isEmpty())
        return;
    QByteArray data;
    {
        QMutexLocker lock(&m_mutex);
        if (chunk != "\n" && m_stderr.size() < kStderrLimit)
            m_stderr += chunk.left(kStderrLimit - m_stderr.size());
        m_errPartial += chunk;
        const qsizetype end = m_errPartial.lastIndexOf('\n');
        if (end < 0)
            return;
        data = m_errPartial.left(end);
        m_errPartial.remove(0, end + 1);
    }
    for (const QByteArray &line : data.split('\n'))
        if (!line.trimmed().isEmpty()) {
            if (m_lineSink)
                m_lineSink(QString::fromUtf8(line), true);
            logLine(QString::fromUtf8(line));
        }
}

void ExternalConsumer::logLine(const QString &line)
{
    QMutexLocker lock(&m_mutex);
    if (m_log.size() < kLogLinesPerCall)
        m_log << line;
    else
        ++m_logDropped;
}

QStringList ExternalConsumer::takeLog()
{
    QMutexLocker lock(&m_mutex);
    QStringList out = std::exchange(m_log, {});
    if (m_logDropped > 0)
        out << QStringLiteral("[%1] ... %2 more lines")
                   .arg(m_setup.name)
                   .arg(std::exchange(m_logDropped, 0));
    return out;
}

ErrorText ExternalConsumer::exitReason() const
{
    QMutexLocker lock(&m_mutex);
    return m_exitReason;
}

QString ExternalConsumer::stderrText() const
{
    QMutexLocker lock(&m_mutex);
    return QString::fromUtf8(m_stderr);
}

CommitObserver::CommitObserver(ConnectionProfile profile, QString group, QStringList topics,
                               HarnessTracker &tracker, int intervalMs)
    : m_profile(std::move(profile)), m_group(std::move(group)), m_topics(std::move(topics)),
      m_tracker(tracker), m_intervalMs(intervalMs)
{
    m_tracker.setCommitPollMs(intervalMs);
}

CommitObserver::~CommitObserver()
{
    stop();
}

Status CommitObserver::start()
{
    auto client = KafkaClient::create(m_profile, QStringLiteral("harness-commits"));
    if (!client)
        return client.error();
    m_client = std::move(client.value());
    if (auto s = observe(); !s)
        return s;
    m_worker = std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-commits"));
    m_worker->run([this](const WorkerContext &ctx) {
        while (!ctx.cancelled()) {
            for (int waited = 0; waited < m_intervalMs && !ctx.cancelled(); waited += 50)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            if (!ctx.cancelled())
                // Dropped on purpose: the error is kept for lastError(), and the next reading
                // may succeed.
                (void)observe();
        }
    });
    return Ok{};
}

void CommitObserver::stop()
{
    if (!m_worker)
        return;
    m_worker->cancel();
    m_worker->wait(-1);
}

Status CommitObserver::observeNow()
{
    if (!m_client) {
        auto client = KafkaClient::create(m_profile, QStringLiteral("harness-commits"));
        if (!client)
            return client.error();
        m_client = std::move(client.value());
    }
    return observe();
}

Status CommitObserver::observe()
{
    QMutexLocker lock(&m_mutex);
    auto offsets = groups::committedOffsets(*m_client, m_group);
    const qint64 at = HarnessTracker::wallMs();
    if (!offsets) {
        m_lastError = offsets.error().message();
        return offsets.error();
    }
    m_lastError.clear();
    QList<QHash<int, qint64>> byLevel(m_topics.size());
    for (const auto &c : offsets.value()) {
        const qsizetype level = m_topics.indexOf(c.tp.topic);
        if (level >= 0 && c.offset >= 0)
            byLevel[level].insert(c.tp.partition, c.offset);
    }
    m_tracker.commitsObserved(byLevel, at);
    return Ok{};
}

QString CommitObserver::lastError() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastError;
}

} // namespace kafscope::harness
