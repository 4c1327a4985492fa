#include "harness/harness_runner.h"

namespace kafscope::harness {

HarnessRunner::HarnessRunner(QObject *parent)
    : QObject(parent), m_worker(this, QStringLiteral("kafscope-harness"))
{
    qRegisterMetaType<kafscope::harness::HarnessSnapshot>();
    qRegisterMetaType<kafscope::harness::HarnessReport>();
    qRegisterMetaType<kafscope::Error>();
}

HarnessRunner::~HarnessRunner() = default; // m_worker cancels the run and leaves it to the reaper

bool HarnessRunner::start(const ConnectionProfile &profile, const HarnessConfig &config)
{
    // The run's thread may outlive this object: it reads only its context, and `self` is used
    // only inside deliveries, which run on this object's thread while it exists.
    HarnessRunner *self = this;
    return m_worker.start(
        [self, profile, config](const WorkerContext &ctx) {
            const auto onSnapshot = [self, &ctx](const HarnessSnapshot &s) {
                ctx.post([self, s] { Q_EMIT self->snapshot(s); });
            };
            return HarnessRun(config).run(profile, ctx.cancelFlag(), onSnapshot);
        },
        [self](const Result<HarnessReport> &result) {
            if (result)
                Q_EMIT self->finished(result.value());
            else
                Q_EMIT self->failed(result.error());
        });
}

void HarnessRunner::stop()
{
    m_worker.cancel();
}

} // namespace kafscope::harness
