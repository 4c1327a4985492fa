#pragma once

#include "common/result.h"

#include <QMutex>
#include <QString>
#include <QStringList>

#include <atomic>
#include <thread>

namespace kafscope::harness {

class HarnessTracker;

// How an external consumer under test is started.
struct ExternalSetup {
    QString command;    // with {bootstrap} {group} {topics} {topic:LEVEL} placeholders
    QString name;       // shown in events ("external-1")
    QString bootstrap;
    QString group;
    QStringList topics;     // by level, most important first
    QStringList levelNames; // high, mid, low ...
};

// Expands the placeholders of `command` and splits it into a program and its arguments the way a
// shell would split quoted words. An error names an unknown {topic:LEVEL} or an empty command.
Result<QStringList> expandCommand(const ExternalSetup &setup);

// The consumer under test as a program of the user's: started with the placeholders filled in and
// KAFSCOPE_BOOTSTRAP, KAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_TOPIC_<LEVEL> in its environment.
// Its own thread ("kafscope-ext") owns the QProcess: it reads stdout, where one JSON line per
// processed message ({"topic","partition","offset"}) is reported to the tracker (exact mode), and
// keeps the stderr. A program that exits while nobody stopped it is recorded as an early exit.
class ExternalConsumer {
public:
    ExternalConsumer(ExternalSetup setup, HarnessTracker &tracker);
    ~ExternalConsumer(); // stops (SIGTERM) if still running
    ExternalConsumer(const ExternalConsumer &) = delete;
    ExternalConsumer &operator=(const ExternalConsumer &) = delete;

    // Starts the program; an error when it cannot be started.
    Status start();
    enum class StopMode { Terminate, Kill };
    // Terminate: SIGTERM, then SIGKILL after 10 s. Kill: SIGKILL at once. Waits for the exit.
    void stop(StopMode mode = StopMode::Terminate);

    const QString &name() const { return m_setup.name; }
    bool exitedEarly() const { return m_exitedEarly.load(); }
    QString exitReason() const;  // why it exited early, with the end of its stderr
    QString stderrText() const;  // everything it wrote to stderr (the start is kept if long)
    qint64 reportedLines() const { return m_lines.load(); }
    qint64 unknownLines() const { return m_unknown.load(); } // lines naming no produced message

private:
    void threadMain(QStringList argv, std::atomic<int> *started);
    void readLines(const QByteArray &chunk);

    ExternalSetup m_setup;
    HarnessTracker &m_tracker;
    std::thread m_thread;
    std::atomic<int> m_stop{0}; // a StopMode + 1
    std::atomic<bool> m_exitedEarly{false};
    std::atomic<qint64> m_lines{0};
    std::atomic<qint64> m_unknown{0};
    mutable QMutex m_mutex; // guards the texts below
    QString m_startError;
    QString m_exitReason;
    QByteArray m_stderr;
    QByteArray m_partial; // stdout after the last newline
};

} // namespace kafscope::harness
