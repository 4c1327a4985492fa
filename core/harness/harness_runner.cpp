#include "harness/harness_runner.h"

namespace kafscope::harness {

HarnessRunner::HarnessRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<kafscope::harness::HarnessSnapshot>();
    qRegisterMetaType<kafscope::harness::HarnessReport>();
    qRegisterMetaType<kafscope::Error>();
}

HarnessRunner::~HarnessRunner()
{
    m_stop.store(1); // m_worker, destroyed next, waits for the thread
}

bool HarnessRunner::start(const ConnectionProfile &profile, const HarnessConfig &config)
{
    if (m_worker.running())
        return false;
    m_stop.store(0);
    return m_worker.start(this, QStringLiteral("kafscope-harness"),
        [this, profile, config] {
            return HarnessRun(config).run(profile, m_stop, [this](const HarnessSnapshot &s) {
                QMetaObject::invokeMethod(this, [this, s] { Q_EMIT snapshot(s); }, Qt::QueuedConnection);
            });
        },
        [this](const Result<HarnessReport> &result) {
            if (result)
                Q_EMIT finished(result.value());
            else
                Q_EMIT failed(result.error());
        });
}

void HarnessRunner::stop()
{
    m_stop.store(1);
}

} // namespace kafscope::harness
