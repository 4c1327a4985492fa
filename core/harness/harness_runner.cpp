#include "harness/harness_runner.h"

#include <QThread>

namespace kafscope::harness {

HarnessRunner::HarnessRunner(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<kafscope::harness::HarnessSnapshot>();
    qRegisterMetaType<kafscope::harness::HarnessReport>();
    qRegisterMetaType<kafscope::Error>();
}

HarnessRunner::~HarnessRunner()
{
    if (m_thread) {
        m_stop.store(1);
        m_thread->wait();
        delete m_thread;
    }
}

bool HarnessRunner::start(const ConnectionProfile &profile, const HarnessConfig &config)
{
    if (m_thread)
        return false;
    m_stop.store(0);
    m_thread = QThread::create([this, profile, config] {
        auto result = HarnessRun(config).run(profile, m_stop, [this](const HarnessSnapshot &s) {
            QMetaObject::invokeMethod(this, [this, s] { Q_EMIT snapshot(s); }, Qt::QueuedConnection);
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
    m_thread->setObjectName(QStringLiteral("kafscope-harness"));
    m_thread->start();
    return true;
}

void HarnessRunner::onThreadDone()
{
    if (!m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

void HarnessRunner::stop()
{
    m_stop.store(1);
}

} // namespace kafscope::harness
