#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/connection_profile.h"
#include "cluster/kafka_client.h"

#include <QObject>
#include <QSet>

#include <functional>
#include <memory>

class QTimer;

namespace kafscope {

// Lives in a ClusterSession's thread and owns its KafkaClient; every slot may block on Kafka.
class SessionWorker : public QObject {
    Q_OBJECT
public:
    explicit SessionWorker(const ConnectionProfile &profile);
    ~SessionWorker() override;

    // Runs a task with the client (or the error that prevented creating it).
    void runTask(const std::function<void(KafkaClient *, const Error *)> &task);

public Q_SLOTS:
    void start();
    void fetchMetadata(quint64 token);
    void setHealthInterval(int ms);
    void checkHealth();

Q_SIGNALS:
    void metadataReady(quint64 token, const kafscope::ClusterMetadata &metadata);
    void requestFailed(quint64 token, const kafscope::Error &error);
    void stateChanged(int state, const QString &message);
    void logMessage(const QString &text);

private:
    bool ensureClient(quint64 token);
    void observe(const Result<ClusterMetadata> &md);

    ConnectionProfile m_profile;
    std::unique_ptr<KafkaClient> m_client;
    QTimer *m_health = nullptr;
    QSet<int> m_knownBrokers;
    int m_lastState = -1;
    QString m_lastMessage;
};

} // namespace kafscope
