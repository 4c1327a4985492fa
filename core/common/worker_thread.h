#pragma once

#include <QDeadlineTimer>
#include <QMetaObject>
#include <QObject>
#include <QString>
#include <QThread>

#include <utility>

namespace kafscope {

// The one background thread of a runner object (the load generator's, the harness's): started
// when idle, joined on the owner's thread once its result is there, and joined by the destructor.
// An owner that holds one declares it after the stop flag the work reads, and sets that flag in
// its own destructor: members are destroyed after the destructor's body, this one first.
class WorkerThread {
public:
    WorkerThread() = default;
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;
    ~WorkerThread() { join(); }

    bool running() const { return m_thread != nullptr; }

    // Runs work() on a new thread called name; its return value is then handed to deliver() on
    // owner's thread, after the thread has been joined (so running() is false in deliver and a new
    // run may start from there). False, and nothing started, while a run is going. A result still
    // queued when owner is destroyed is dropped with it.
    template <typename Work, typename Deliver>
    bool start(QObject *owner, const QString &name, Work work, Deliver deliver)
    {
        if (m_thread)
            return false;
        m_thread = QThread::create([this, owner, work = std::move(work), deliver = std::move(deliver)]() mutable {
            auto result = work();
            QMetaObject::invokeMethod(owner, [this, result = std::move(result), deliver]() mutable {
                join();
                deliver(result);
            }, Qt::QueuedConnection);
        });
        m_thread->setObjectName(name);
        m_thread->start();
        return true;
    }

    // Blocks until the thread of the current run has ended; false on timeout.
    bool wait(int timeoutMs) const { return !m_thread || m_thread->wait(QDeadlineTimer(timeoutMs)); }

private:
    void join()
    {
        if (!m_thread)
            return;
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }

    QThread *m_thread = nullptr;
};

} // namespace kafscope
