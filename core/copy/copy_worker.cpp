#include "copy/copy_worker.h"

namespace kafscope::copy {

CopyJob::CopyJob(QObject *parent) : QObject(parent), m_worker(this, QStringLiteral("kafscope-copy"))
{
    qRegisterMetaType<kafscope::copy::CopyProgress>();
    qRegisterMetaType<kafscope::copy::CopyReport>();
}

CopyJob::~CopyJob() = default;

bool CopyJob::start(const ConnectionProfile &from, const ConnectionProfile &to,
                    const CopySpec &spec)
{
    return m_worker.start(
        // `this` is used only inside posts, which run on this object's thread while it exists.
        [this, from, to, spec](const WorkerContext &ctx) {
            return runCopy(from, to, spec, &ctx.cancelFlag(), [this, &ctx](const CopyProgress &p) {
                ctx.post([this, p] { Q_EMIT progress(p); });
            });
        },
        [this](const Result<CopyReport> &r) {
            if (r)
                Q_EMIT finished(r.value());
            else
                Q_EMIT failed(r.error());
        });
}

void CopyJob::cancel()
{
    m_worker.cancel();
}

} // namespace kafscope::copy
