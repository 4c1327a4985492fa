#include "common/worker.h"

#include <pthread.h>

#include <thread>

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QMetaObject>
#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <cstdio>
#include <cstdlib>
#include <thread>

#ifdef __linux__
#include <pthread.h>
#endif

namespace kafscope {

namespace detail {

// What a Worker shares with its runs' threads; the Worker clears `owner` (under the mutex) when it
// goes, so nothing is posted to it after that.
struct WorkerShared {
    QMutex mutex;
    QObject *owner = nullptr;
    std::atomic<quint64> generation{0};
};

struct WorkerRun {
    std::shared_ptr<WorkerShared> shared;
    quint64 generation = 0;
    std::atomic<int> cancel{0};
    QMutex mutex; // guards ended
    QWaitCondition endedChanged;
    bool ended = false;
};

} // namespace detail

namespace {

using detail::WorkerRun;

struct ReaperState {
    QMutex mutex;
    QWaitCondition changed;
    int running = 0;
};

ReaperState &reaper()
{
    static auto *state = new ReaperState; // never destroyed: threads may still count down at exit
    return *state;
}

void reaperAdd()
{
    QMutexLocker lock(&reaper().mutex);
    ++reaper().running;
}

void reaperRemove()
{
    QMutexLocker lock(&reaper().mutex);
    --reaper().running;
    reaper().changed.wakeAll();
}

// True on the owner's thread (and under the mutex elsewhere) while the run may still deliver.
bool deliverable(const WorkerRun &run)
{
    return run.shared->owner && run.shared->generation.load() == run.generation;
}

void postToOwner(const std::shared_ptr<WorkerRun> &run, std::function<void()> fn)
{
    detail::WorkerShared &shared = *run->shared;
    QMutexLocker lock(&shared.mutex);
    if (!deliverable(*run))
        return;
    QMetaObject::invokeMethod(
        shared.owner,
        [run, fn = std::move(fn)] {
            // On the owner's thread, where the Worker is destroyed: checked again, race-free.
            if (deliverable(*run))
                fn();
        },
        Qt::QueuedConnection);
}

void markEnded(WorkerRun &run)
{
    {
        QMutexLocker lock(&run.mutex);
        run.ended = true;
        run.endedChanged.wakeAll();
    }
    reaperRemove();
}

// A startLoop() run: the thread's event loop serves `object`, which is deleted on this thread
// when the loop ends, before the run counts as ended (so the reaper waits for its teardown).
class LoopThread : public QThread {
public:
    LoopThread(std::shared_ptr<WorkerRun> run, QObject *object)
        : m_run(std::move(run)), m_object(object)
    {
    }

protected:
    void run() override
    {
        if (m_run->cancel.load() == 0)
            exec();
        delete m_object;
        // What the object's children deleted later still go here, on this thread.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        markEnded(*m_run);
    }

private:
    std::shared_ptr<WorkerRun> m_run;
    QObject *m_object;
};

void nameThisThread(const QString &name)
{
    QThread::currentThread()->setObjectName(name);
#ifdef __linux__
    pthread_setname_np(pthread_self(), name.left(15).toUtf8().constData());
#endif
}

} // namespace

int WorkerReaper::running()
{
    QMutexLocker lock(&reaper().mutex);
    return reaper().running;
}

bool WorkerReaper::waitForAll(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    QMutexLocker lock(&reaper().mutex);
    while (reaper().running > 0)
        if (!reaper().changed.wait(&reaper().mutex, deadline))
            return reaper().running == 0;
    return true;
}

void WorkerReaper::detach(const char *threadName, std::function<void()> fn)
{
    reaperAdd();
    std::thread([name = QByteArray(threadName).left(15), fn = std::move(fn)] {
        pthread_setname_np(pthread_self(), name.constData());
        fn();
        reaperRemove();
    }).detach();
}

int WorkerReaper::finishProcess(int exitCode, int graceMs)
{
    if (waitForAll(graceMs))
        return exitCode;
    std::fprintf(stderr,
                 "kafscope: %d background task(s) still stopping after %d ms; "
                 "exiting without them\n",
                 running(), graceMs);
    std::fflush(nullptr);
    std::_Exit(exitCode);
}

const std::atomic<int> &WorkerContext::cancelFlag() const
{
    return m_run->cancel;
}

quint64 WorkerContext::generation() const
{
    return m_run->generation;
}

void WorkerContext::post(std::function<void()> fn) const
{
    postToOwner(m_run, std::move(fn));
}

Worker::Worker(QObject *owner, QString name, int abandonLevel)
    : m_shared(std::make_shared<detail::WorkerShared>()), m_name(std::move(name)),
      m_abandonLevel(abandonLevel)
{
    m_shared->owner = owner;
}

Worker::~Worker()
{
    cancel(m_abandonLevel);
    QMutexLocker lock(&m_shared->mutex);
    m_shared->owner = nullptr;
}

quint64 Worker::generation() const
{
    return m_shared->generation.load();
}

bool Worker::running() const
{
    return m_delivers ? m_running : !ended();
}

bool Worker::ended() const
{
    if (!m_run)
        return true;
    QMutexLocker lock(&m_run->mutex);
    return m_run->ended;
}

std::shared_ptr<detail::WorkerRun> Worker::beginRun(bool delivers)
{
    auto run = std::make_shared<WorkerRun>();
    run->shared = m_shared;
    run->generation = m_shared->generation.fetch_add(1) + 1;
    m_run = run;
    m_delivers = delivers;
    m_running = delivers;
    return run;
}

bool Worker::launch(std::function<void(const WorkerContext &)> body, bool delivers)
{
    if (running())
        return false;
    auto run = beginRun(delivers);
    reaperAdd();
    std::thread([run, body = std::move(body), name = m_name]() mutable {
        nameThisThread(name);
        body(WorkerContext(run));
        // What the work captured goes on this thread, before the run counts as ended.
        body = nullptr;
        markEnded(*run);
    }).detach();
    return true;
}

bool Worker::startLoop(QObject *object)
{
    Q_ASSERT(object && !object->parent() && object->thread() == QThread::currentThread());
    if (running())
        return false;
    auto *thread = new LoopThread(beginRun(false), object);
    thread->setObjectName(m_name); // Qt names the OS thread after it
    object->moveToThread(thread);
    // Deleted on this thread's loop once it has ended (never, at exit: nothing is left to do).
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_loopThread = thread;
    reaperAdd();
    thread->start();
    return true;
}

void Worker::abandon()
{
    cancel(m_abandonLevel);
    if (!m_shared)
        return;
    detail::WorkerShared &shared = *m_shared;
    QMutexLocker lock(&shared.mutex);
    shared.generation.fetch_add(1);
    m_running = false;
}

void Worker::cancel(int level)
{
    if (!m_run)
        return;
    int current = m_run->cancel.load();
    while (current < level && !m_run->cancel.compare_exchange_weak(current, level)) {
    }
    if (level > 0 && m_loopThread)
        m_loopThread->quit(); // thread-safe; a loop not yet begun sees the token instead
}

bool Worker::wait(int timeoutMs) const
{
    if (!m_run)
        return true;
    QDeadlineTimer deadline(timeoutMs);
    QMutexLocker lock(&m_run->mutex);
    while (!m_run->ended)
        if (!m_run->endedChanged.wait(&m_run->mutex, deadline))
            return m_run->ended;
    return true;
}

} // namespace kafscope
