#include "cluster/cluster_session.h"

#include "cluster/session_worker.h"
#include "common/worker.h"

#include <QMutex>

namespace kafscope {

// The way back from the worker: results are posted to `owner` under the mutex, and the session's
// destructor clears `owner` under the same mutex, so nothing is posted to a session being destroyed
// (what was posted before is discarded with its events).
struct ClusterSession::HandOff {
    QMutex mutex;
    ClusterSession *owner = nullptr;
};

ClusterSession::ClusterSession(const ConnectionProfile &profile, QObject *parent)
    : QObject(parent), m_profile(profile), m_handOff(std::make_shared<HandOff>())
{
    m_handOff->owner = this;
    qRegisterMetaType<kafscope::ClusterMetadata>();
    qRegisterMetaType<kafscope::Error>();
    auto *worker = new SessionWorker(profile);
    m_worker = worker;
    connect(worker, &SessionWorker::metadataReady, this, &ClusterSession::metadataReady);
    connect(worker, &SessionWorker::requestFailed, this, &ClusterSession::requestFailed);
    connect(worker, &SessionWorker::logMessage, this, &ClusterSession::logMessage);
    connect(worker, &SessionWorker::stateChanged, this, &ClusterSession::onState);
    // Posted before the move, so it is the first thing the session's thread does.
    QMetaObject::invokeMethod(worker, &SessionWorker::start, Qt::QueuedConnection);
    m_loop = std::make_unique<Worker>(this, QStringLiteral("kafscope-session"));
    m_loop->startLoop(worker);
}

ClusterSession::~ClusterSession()
{
    {
        QMutexLocker lock(&m_handOff->mutex);
        m_handOff->owner = nullptr;
    }
    // The worker (and its librdkafka handle) is destroyed on its own thread once its loop ends
    // (~Worker ends it and never waits). A worker still inside a blocking call finishes it in the
    // background, counted by WorkerReaper, so the program's exit waits for it a bounded time.
    m_loop.reset();
}

quint64 ClusterSession::requestMetadata()
{
    const quint64 token = m_nextToken++;
    QMetaObject::invokeMethod(m_worker, "fetchMetadata", Qt::QueuedConnection,
                              Q_ARG(quint64, token));
    return token;
}

void ClusterSession::handBack(const std::shared_ptr<HandOff> &handOff,
                              std::function<void()> delivery)
{
    QMutexLocker lock(&handOff->mutex);
    if (ClusterSession *owner = handOff->owner)
        QMetaObject::invokeMethod(owner, std::move(delivery), Qt::QueuedConnection);
}

void ClusterSession::runInWorker(std::function<void(KafkaClient *, const Error *)> task)
{
    QPointer<SessionWorker> worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker.data(),
        [worker, task = std::move(task)] {
            if (worker)
                worker->runTask(task);
        },
        Qt::QueuedConnection);
}

void ClusterSession::setHealthInterval(int ms)
{
    QMetaObject::invokeMethod(m_worker, "setHealthInterval", Qt::QueuedConnection, Q_ARG(int, ms));
}

void ClusterSession::onState(int state, const QString &message)
{
    m_state = State(state);
    m_stateMessage = message;
    Q_EMIT stateChanged(m_state, message);
}

QString stateName(ClusterSession::State state)
{
    switch (state) {
    case ClusterSession::State::Connecting: return QObject::tr("Connecting");
    case ClusterSession::State::Connected: return QObject::tr("Connected");
    case ClusterSession::State::Degraded: return QObject::tr("Degraded");
    case ClusterSession::State::Unreachable: return QObject::tr("Unreachable");
    }
    return {};
}

} // namespace kafscope
