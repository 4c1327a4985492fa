#pragma once

#include "cluster/connection_profile.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "common/worker.h"

#include <QMutex>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace kafscope::harness {

class HarnessTracker;

// How an external consumer under test is started.
struct ExternalSetup {
    QString command; // with {bootstrap} {group} {topics} {topic:LEVEL} placeholders
    QString name;    // shown in events ("external-1")
    QString bootstrap;
    QString group;
    QStringList topics;     // by level, most important first
    QStringList levelNames; // high, mid, low ...
    // More placeholders to fill ({instance}, {protocol} for the rebalance lab) and variables to
    // add to the program's environment.
    QList<QPair<QString, QString>> placeholders;
    QList<QPair<QString, QString>> environment;
};

// Splits a command line into words the way a POSIX shell splits quoted words, without running a
// shell: blanks separate words; '...' keeps everything literally; "..." keeps everything but a
// backslash before " \ $ ` or a newline; outside quotes a backslash keeps the next character.
// Nothing is expanded (no variables, globs or redirections). An error names an unclosed quote.
Result<QStringList> splitCommandLine(const QString &command);

// Splits the command (see splitCommandLine), then fills the placeholders in every word. An error
// names an unknown {topic:LEVEL}, an unclosed quote or an empty command.
Result<QStringList> expandCommand(const ExternalSetup &setup);

// The consumer under test as a program of the user's: started with the placeholders filled in and
// KAFSCOPE_BOOTSTRAP, KAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_TOPIC_<LEVEL> in its environment.
// Its own thread ("kafscope-ext") owns the QProcess: it reads stdout, where one JSON line per
// processed message ({"topic","partition","offset"}) is reported to the tracker (exact mode), and
// keeps the stderr. A program that exits while nobody stopped it is recorded as an early exit (and
// what it left in its process group is ended).
class ExternalConsumer {
public:
    // Called (on the consumer's thread) for every report line: false when its topic is none of
    // the setup's topics.
    using RecordSink = std::function<bool(const QString &topic, int partition, qint64 offset)>;
    // Called for every other line: stderr, stdout lines that are no report (e.g. a JSON
    // {"commit_error": ...}), and the consumer's own start and exit notes.
    using LineSink = std::function<void(const QString &line, bool fromStderr)>;

    ExternalConsumer(ExternalSetup setup, HarnessTracker &tracker);
    ExternalConsumer(ExternalSetup setup, RecordSink records, LineSink lines = {});
    ~ExternalConsumer(); // stops (SIGTERM to its process group) if still running
    ExternalConsumer(const ExternalConsumer &) = delete;
    ExternalConsumer &operator=(const ExternalConsumer &) = delete;

    // Starts the program; an error when it cannot be started.
    Status start();
    enum class StopMode { Terminate, Kill };
    // Ends the program's whole process group (see process_group.h): Terminate: SIGTERM, then
    // SIGKILL after 10 s. Kill: SIGKILL at once. Waits for the exit.
    void stop(StopMode mode = StopMode::Terminate);
    // Sends `signal` to the program's whole process group (e.g. SIGSTOP/SIGCONT for a stall,
    // SIGUSR1); an error when it is not running.
    Status signal(int signal);
    bool running() const { return m_pgid.load() > 0 && !m_exitedEarly.load() && !m_ended.load(); }

    const QString &name() const { return m_setup.name; }
    bool exitedEarly() const { return m_exitedEarly.load(); }
    ErrorText exitReason() const; // why it exited early, with the end of its stderr
    QString stderrText() const;   // everything it wrote to stderr (the start is kept if long)
    qint64 reportedLines() const { return m_lines.load(); }
    qint64 unknownLines() const
    {
        return m_unknown.load();
    } // reports naming a topic that is no level's
    // Its output since the last call, for a live log: stderr lines and stdout lines that are not
    // reports (at most 200 lines a call; the count of the rest is said).
    QStringList takeLog();

private:
    void threadMain(QStringList argv, std::atomic<int> *started, const WorkerContext &ctx);
    void readLines(const QByteArray &chunk);
    void readStderr(const QByteArray &chunk);
    void logLine(const QString &line);

    ExternalSetup m_setup;
    RecordSink m_records;
    LineSink m_lineSink;
    std::atomic<qint64> m_pgid{0};
    std::atomic<bool> m_ended{false};
    // "kafscope-external": runs the process until its token is raised, to a StopMode + 1.
    std::unique_ptr<Worker> m_worker;
    std::atomic<bool> m_exitedEarly{false};
    std::atomic<qint64> m_lines{0};
    std::atomic<qint64> m_unknown{0};
    mutable QMutex m_mutex; // guards the texts below
    ErrorText m_startError;
    ErrorText m_exitReason;
    QByteArray m_stderr;
    QByteArray m_partial;    // stdout after the last newline
    QByteArray m_errPartial; // stderr after the last newline
    QStringList m_log;
    qint64 m_logDropped = 0;
};

// Reads a group's committed offsets of the level topics every `intervalMs` on its own thread and
// hands them to the tracker (HarnessTracker::commitsObserved): the judgement that needs nothing
// of the consumer.
class CommitObserver {
public:
    CommitObserver(ConnectionProfile profile, QString group, QStringList topics,
                   HarnessTracker &tracker, int intervalMs = 250);
    ~CommitObserver();
    CommitObserver(const CommitObserver &) = delete;
    CommitObserver &operator=(const CommitObserver &) = delete;

    Status start();
    void stop();
    // Reads the commits once more now (after the consumer stopped); the error if it cannot.
    Status observeNow();
    QString lastError() const;

private:
    Status observe();

    ConnectionProfile m_profile;
    QString m_group;
    QStringList m_topics;
    HarnessTracker &m_tracker;
    int m_intervalMs;
    std::unique_ptr<Worker> m_worker; // "kafscope-commits": reads the group's commits
    mutable QMutex m_mutex;           // one reading at a time; guards m_lastError
    QString m_lastError;
    std::unique_ptr<KafkaClient> m_client; // created by start()
};

} // namespace kafscope::harness
