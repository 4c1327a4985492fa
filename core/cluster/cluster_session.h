#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace kafscope {

class KafkaClient;
class Worker;
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
    // Runs `job` in the session's worker thread with its client, then `done` on this session's
    // thread if `context` (which lives there, as views do) still exists. The worker never touches
    // `context`: it hands the result to the session under a lock the session's destructor takes,
    // and only the session's thread checks whether `context` is still alive, so a view closed
    // while its call is in flight is never called back. The way for views to make one-off calls.
    template <typename T>
    void call(QObject *context, std::function<Result<T>(KafkaClient &)> job,
              std::function<void(const Result<T> &)> done)
    {
        Q_ASSERT(!context || context->thread() == thread());
        runInWorker([handOff = m_handOff, context = QPointer<QObject>(context),
                     job = std::move(job),
                     done = std::move(done)](KafkaClient *client, const Error *noClient) mutable {
            Result<T> r = client ? job(*client) : Result<T>(*noClient);
            handBack(handOff, [context, r = std::move(r), done = std::move(done)] {
                if (context) // read on the context's own thread, so it cannot be half destroyed
                    done(r);
            });
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
    struct HandOff;
    // Posts `delivery` to the session's thread unless the session is gone (from any thread).
    static void handBack(const std::shared_ptr<HandOff> &handOff, std::function<void()> delivery);
    void runInWorker(std::function<void(KafkaClient *, const Error *)> task);
    void onState(int state, const QString &message);

    ConnectionProfile m_profile;
    std::unique_ptr<Worker> m_loop; // the session's thread: an event loop serving m_worker
    QPointer<SessionWorker> m_worker;
    std::shared_ptr<HandOff> m_handOff;
    quint64 m_nextToken = 1;
    State m_state = State::Connecting;
    QString m_stateMessage;
};

QString stateName(ClusterSession::State state);

} // namespace kafscope

Q_DECLARE_METATYPE(kafscope::Error)
