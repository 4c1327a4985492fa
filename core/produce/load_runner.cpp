#include "produce/load_runner.h"

#include "cluster/cluster_session.h"

#include <QThread>

namespace kafscope {

LoadRunner::LoadRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<kafscope::LoadStats>();
    qRegisterMetaType<kafscope::Error>();
}

LoadRunner::~LoadRunner()
{
    if (m_thread) {
        m_stop.store(int(StopRequest::Abort));
        m_thread->wait();
        delete m_thread;
    }
}

bool LoadRunner::start(const ConnectionProfile &profile, const LoadSpec &spec)
{
    if (m_thread)
        return false;
    m_stop.store(int(StopRequest::Run));
    m_thread = QThread::create([this, profile, spec] {
        LoadGenerator generator(spec);
        auto result = generator.run(profile, m_stop, [this](const LoadStats &s) {
            if (!s.finished)
                QMetaObject::invokeMethod(this, [this, s] { Q_EMIT progress(s); }, Qt::QueuedConnection);
        });
        // The runner outlives the thread (its destructor waits), so `this` is safe to post to.
        QMetaObject::invokeMethod(this, [this, result] {
            onThreadDone();
            if (result)
                Q_EMIT finished(result.value());
            else
                Q_EMIT failed(result.error());
        }, Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("kafscope-load"));
    m_thread->start();
    return true;
}

void LoadRunner::onThreadDone()
{
    if (!m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

void LoadRunner::stop()
{
    if (m_stop.load() == int(StopRequest::Run))
        m_stop.store(int(StopRequest::Stop));
}

void LoadRunner::abort()
{
    m_stop.store(int(StopRequest::Abort));
}

bool LoadRunner::wait(int timeoutMs)
{
    return !m_thread || m_thread->wait(QDeadlineTimer(timeoutMs));
}

} // namespace kafscope
