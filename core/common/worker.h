#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace kafscope {

// Every worker thread still running, process-wide: a run its owner gave up on finishes its
// cancelled work (librdkafka purge, close, destroy) here, and the program waits for them at exit
// for a bounded time only.
class WorkerReaper {
public:
    // How long the app gives runs its closed window cancelled (a load's purge, a harness's
    // consumers closing, librdkafka's destroy) once its event loop has ended.
    static constexpr int kExitGraceMs = 3000;

    // Worker threads that have not ended yet.
    static int running();
    // Waits until every worker thread has ended or `timeoutMs` passed; true when all ended.
    static bool waitForAll(int timeoutMs);
    // For main(), once the windows are gone: returns `exitCode` as soon as every worker thread
    // has ended; after `graceMs` says so on stderr and ends the process at once without them
    // (std::_Exit: no static destructor runs under a thread still inside librdkafka).
    static int finishProcess(int exitCode, int graceMs);
    // Runs `fn` on a thread of its own that nobody joins, counted among the runs above: for a
    // teardown that may never end (librdkafka destroying a handle whose broker never lets go),
    // which must not hold up the thread that lets go of it.
    static void detach(const char *threadName, std::function<void()> fn);
};

namespace detail {
struct WorkerShared;
struct WorkerRun;
} // namespace detail

// What one run of a Worker sees: its cancellation token and the way to its owner's thread.
class WorkerContext {
public:
    // 0 while the run may go on; the owner raises it (Worker::cancel) and every loop checks it.
    const std::atomic<int> &cancelFlag() const;
    int cancelLevel() const { return cancelFlag().load(); }
    bool cancelled() const { return cancelLevel() != 0; }
    // Runs `fn` on the owner's thread, after everything posted before it, unless the owner is
    // gone or has started another run since (a stale generation is dropped).
    void post(std::function<void()> fn) const;
    quint64 generation() const;

private:
    friend class Worker;
    explicit WorkerContext(std::shared_ptr<detail::WorkerRun> run) : m_run(std::move(run)) {}
    std::shared_ptr<detail::WorkerRun> m_run;
};

// The one way Kafscope runs work off its owner's thread: a named thread per run, a cancellation
// token every loop checks, queued hand-off to the owner with generation tokens, and a bounded
// stop. The destructor never waits: it raises the token to `abandonLevel`, cuts the way back, and
// leaves the thread to finish its cancelled work (purge, close) on its own, counted by
// WorkerReaper. Owned by (a member of) the QObject results go to.
//
// Three shapes of run, one at a time per Worker:
// - start(work, deliver): a job whose result is handed to the owner;
// - run(work): work that reports through ctx.post (or nothing) and that a parent run may wait()
//   for; a Worker without owner (nullptr) drops every post, for the inner threads of a run;
// - startLoop(object): an event loop serving a long-lived object (a session's client) until
//   cancelled.
class Worker {
public:
    // `abandonLevel`: the cancel level the destructor sets (the hardest stop the work knows; 0:
    // the destructor leaves a loop to end itself, as a registry client's last job does).
    Worker(QObject *owner, QString name, int abandonLevel = 1);
    Worker(const Worker &) = delete;
    Worker &operator=(const Worker &) = delete;
    ~Worker();

    // start(): true until the run's result has been delivered (or abandon()); run() and
    // startLoop(): true until the run's thread has ended.
    bool running() const;
    quint64 generation() const;
    const QString &name() const { return m_name; }

    // Runs work(const WorkerContext &) (or work(), for work too short to check a token) on a new
    // thread and hands its return value to deliver(value) on the owner's thread; running() is
    // already false inside deliver, so a new run may start from there. False, and nothing
    // started, while a run is going. `work` must not use the owner: its thread may outlive it.
    template <typename Work, typename Deliver> bool start(Work work, Deliver deliver)
    {
        auto body = [this, work = std::move(work),
                     deliver = std::move(deliver)](const WorkerContext &ctx) mutable {
            using R = decltype(invoke(work, ctx));
            auto result = std::make_shared<R>(invoke(work, ctx));
            ctx.post([this, result, deliver = std::move(deliver)]() mutable {
                m_running = false; // posts run only while this Worker is alive (see post)
                deliver(*result);
            });
        };
        return launch(std::move(body), true);
    }

    // Runs work(const WorkerContext &) (or work()) on a new named thread with nothing to deliver:
    // it reports through ctx.post, if at all. False, and nothing started, while a run is going.
    template <typename Work> bool run(Work work)
    {
        return launch(
            [work = std::move(work)](const WorkerContext &ctx) mutable { (void)invoke(work, ctx); },
            false);
    }

    // Moves `object` (made by the caller on this thread, without a parent) to a new named thread
    // and runs that thread's event loop until cancel() (any level above 0) or the object's own
    // QThread::currentThread()->quit(); the object is then deleted on that thread, and the run
    // ends. Queued calls to the object are its work.
    bool startLoop(QObject *object);

    // Gives up the current run: cancels it at the abandon level and drops whatever it still
    // posts (its generation is stale), so a new run may start at once while it winds down.
    void abandon();
    // Raises the current run's cancellation level (never lowers it).
    void cancel(int level = 1);
    // Blocks until the current run's thread has ended; false on timeout (negative: no timeout).
    // For a parent run's inner workers, tests and the CLI; never on the GUI thread.
    bool wait(int timeoutMs) const;
    // True when no run was started or the latest one's thread has ended.
    bool ended() const;

private:
    template <typename Work> static auto invoke(Work &work, const WorkerContext &ctx)
    {
        if constexpr (std::is_invocable_v<Work &, const WorkerContext &>)
            return work(ctx);
        else
            return work();
    }
    bool launch(std::function<void(const WorkerContext &)> body, bool delivers);
    // A new run with the next generation, made the latest (what launch and startLoop share).
    std::shared_ptr<detail::WorkerRun> beginRun(bool delivers);

    std::shared_ptr<detail::WorkerShared> m_shared;
    std::shared_ptr<detail::WorkerRun> m_run; // the latest run
    QString m_name;
    int m_abandonLevel;
    bool m_running = false;         // start(): until delivered
    bool m_delivers = false;        // the latest run was start()'s
    QPointer<QThread> m_loopThread; // the latest startLoop()'s (it deletes itself later)
};

} // namespace kafscope
