#include "produce/load_runner.h"

#include "cluster/cluster_session.h"

namespace kafscope {

LoadRunner::LoadRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<kafscope::LoadStats>();
    qRegisterMetaType<kafscope::Error>();
}

LoadRunner::~LoadRunner()
{
    m_stop.store(int(StopRequest::Abort)); // m_worker, destroyed next, waits for the thread
}

bool LoadRunner::start(const ConnectionProfile &profile, const LoadSpec &spec)
{
    if (m_worker.running())
        return false;
    m_stop.store(int(StopRequest::Run));
    return m_worker.start(this, QStringLiteral("kafscope-load"),
        [this, profile, spec] {
            return LoadGenerator(spec).run(profile, m_stop, [this](const LoadStats &s) {
                if (!s.finished)
                    QMetaObject::invokeMethod(this, [this, s] { Q_EMIT progress(s); }, Qt::QueuedConnection);
            });
        },
        [this](const Result<LoadStats> &result) {
            if (result)
                Q_EMIT finished(result.value());
            else
                Q_EMIT failed(result.error());
        });
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
    return m_worker.wait(timeoutMs);
}

} // namespace kafscope
