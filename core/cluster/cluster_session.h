#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QThread;

namespace kafscope {

class KafkaClient;
class SessionWorker;

// The GUI's handle on one connected cluster. Every Kafka call runs in the session's worker thread;
// results come back as queued signals tagged with the request's token.
class ClusterSession : public QObject {
    Q_OBJECT
public:
    enum class State { Connecting, Connected, Degraded, Unreachable };
    Q_ENUM(State)

    explicit ClusterSession(const ConnectionProfile &profile, QObject *parent = nullptr);
    ~ClusterSession() override;

    const ConnectionProfile &profile() const { return m_profile; }
    State state() const { return m_state; }
    QString stateMessage() const { return m_stateMessage; }

    // Asks for a metadata snapshot with every topic; answered by metadataReady or requestFailed.
    quint64 requestMetadata();
    // Runs `job` in the session's worker thread with its client, then `done` on `context`'s
    // thread (dropped if `context` is gone). The way for views to make one-off Kafka calls.
    template <typename T>
    void call(QObject *context, std::function<Result<T>(KafkaClient &)> job,
              std::function<void(const Result<T> &)> done)
    {
        runInWorker([context = QPointer<QObject>(context), job = std::move(job), done = std::move(done)](
                        KafkaClient *client, const Error *noClient) {
            Result<T> r = client ? job(*client) : Result<T>(*noClient);
            if (context)
                QMetaObject::invokeMethod(context.data(), [r = std::move(r), done] { done(r); },
                                          Qt::QueuedConnection);
        });
    }

    // How often the worker checks that the cluster still answers (0 disables).
    void setHealthInterval(int ms);

Q_SIGNALS:
    void metadataReady(quint64 token, const kafscope::ClusterMetadata &metadata);
    void requestFailed(quint64 token, const kafscope::Error &error);
    void stateChanged(kafscope::ClusterSession::State state, const QString &message);
    void logMessage(const QString &text);

private:
    void runInWorker(std::function<void(KafkaClient *, const Error *)> task);
    void onState(int state, const QString &message);

    ConnectionProfile m_profile;
    QThread *m_thread = nullptr;
    QPointer<SessionWorker> m_worker;
    quint64 m_nextToken = 1;
    State m_state = State::Connecting;
    QString m_stateMessage;
};

QString stateName(ClusterSession::State state);

} // namespace kafscope

Q_DECLARE_METATYPE(kafscope::Error)
