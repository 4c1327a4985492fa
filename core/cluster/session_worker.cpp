#include "cluster/session_worker.h"

#include "cluster/cluster_session.h"

#include <QTimer>

namespace kafscope {

SessionWorker::SessionWorker(const ConnectionProfile &profile) : m_profile(profile) {}

SessionWorker::~SessionWorker() =
    default; // runs in the worker thread: the handle is destroyed here

void SessionWorker::start()
{
    m_health = new QTimer(this);
    connect(m_health, &QTimer::timeout, this, &SessionWorker::checkHealth);
    ensureClient(0);
}

bool SessionWorker::ensureClient(quint64 token)
{
    if (m_client)
        return true;
    auto client = KafkaClient::create(m_profile, QStringLiteral("session"));
    if (!client) {
        Q_EMIT requestFailed(token, client.error());
        Q_EMIT stateChanged(int(ClusterSession::State::Unreachable), client.error().message());
        return false;
    }
    m_client = std::move(client).value();
    return true;
}

void SessionWorker::runTask(const std::function<void(KafkaClient *, const Error *)> &task)
{
    if (!m_client) {
        auto client = KafkaClient::create(m_profile, QStringLiteral("session"));
        if (!client) {
            task(nullptr, &client.error());
            return;
        }
        m_client = std::move(client).value();
    }
    // A view's call that finds the cluster unreachable tells the status bar now, not only the next
    // metadata request queued behind it.
    const quint64 before = m_client->unreachableCount();
    task(m_client.get(), nullptr);
    if (m_client && m_client->unreachableCount() != before)
        observe(Error::timeout(0, m_client->lastUnreachableMessage()));
}

void SessionWorker::fetchMetadata(quint64 token)
{
    if (!ensureClient(token))
        return;
    auto md = m_client->metadata(true);
    observe(md);
    if (md)
        Q_EMIT metadataReady(token, md.value());
    else
        Q_EMIT requestFailed(token, md.error());
}

void SessionWorker::setHealthInterval(int ms)
{
    if (!m_health)
        return;
    if (ms <= 0)
        m_health->stop();
    else
        m_health->start(ms);
}

void SessionWorker::checkHealth()
{
    if (!ensureClient(0))
        return;
    observe(m_client->metadata(false, qMin(m_profile.timeoutMs, 5000)));
}

void SessionWorker::observe(const Result<ClusterMetadata> &md)
{
    ClusterSession::State state;
    QString message;
    if (!md) {
        state = ClusterSession::State::Unreachable;
        message = md.error().message();
    } else {
        QSet<int> now;
        for (const BrokerInfo &b : md->brokers)
            now.insert(b.id);
        m_knownBrokers.unite(now);
        QList<int> missing = (m_knownBrokers - now).values();
        std::sort(missing.begin(), missing.end());
        if (missing.isEmpty()) {
            state = ClusterSession::State::Connected;
            message = tr("Connected to %1 — %n broker(s)", nullptr, int(now.size()))
                          .arg(md->clusterId.isEmpty() ? m_profile.bootstrap : md->clusterId);
        } else {
            QStringList ids;
            for (int id : missing)
                ids << QString::number(id);
            state = ClusterSession::State::Degraded;
            message = tr("Broker %1 not answering — %2 of %3 up")
                          .arg(ids.join(QStringLiteral(", ")))
                          .arg(now.size())
                          .arg(m_knownBrokers.size());
        }
    }
    if (int(state) != m_lastState || message != m_lastMessage) {
        if (state == ClusterSession::State::Unreachable ||
            m_lastState == int(ClusterSession::State::Unreachable))
            Q_EMIT logMessage(message);
        m_lastState = int(state);
        m_lastMessage = message;
        Q_EMIT stateChanged(int(state), message);
    }
}

} // namespace kafscope
