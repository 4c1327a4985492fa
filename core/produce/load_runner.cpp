#include "produce/load_runner.h"

#include "cluster/cluster_session.h"

namespace kafscope {

LoadRunner::LoadRunner(QObject *parent)
    : QObject(parent), m_worker(this, QStringLiteral("kafscope-load"), int(StopRequest::Abort))
{
    qRegisterMetaType<kafscope::LoadStats>();
    qRegisterMetaType<kafscope::Error>();
}

LoadRunner::~LoadRunner() = default; // m_worker aborts the run and leaves it to the reaper

bool LoadRunner::start(const ConnectionProfile &profile, const LoadSpec &spec)
{
    // The run's thread may outlive this object: it reads only its context, and `self` is used
    // only inside deliveries, which run on this object's thread while it exists.
    LoadRunner *self = this;
    return m_worker.start(
        [self, profile, spec](const WorkerContext &ctx) {
            const auto onSnapshot = [self, &ctx](const LoadStats &s) {
                if (!s.finished)
                    ctx.post([self, s] { Q_EMIT self->progress(s); });
            };
            return LoadGenerator(spec).run(profile, ctx.cancelFlag(), onSnapshot);
        },
        [self](const Result<LoadStats> &result) {
            if (result)
                Q_EMIT self->finished(result.value());
            else
                Q_EMIT self->failed(result.error());
        });
}

void LoadRunner::stop()
{
    m_worker.cancel(int(StopRequest::Stop));
}

void LoadRunner::abort()
{
    m_worker.cancel(int(StopRequest::Abort));
}

bool LoadRunner::wait(int timeoutMs)
{
    return m_worker.wait(timeoutMs);
}

} // namespace kafscope
