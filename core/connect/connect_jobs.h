#pragma once

#include "cluster/connection_profile.h"
#include "connect/connect_client.h"

#include <QObject>

#include <deque>
#include <functional>
#include <memory>

namespace kafscope {
class Worker;
}

namespace kafscope::connect {

// Runs ConnectClient calls for a view off its thread (core/common/worker.h), one at a time in the
// order asked, and hands each result back on the owner's thread. Each job gets a client made on
// the job's thread (its HTTP belongs there) whose requests end when the job is abandoned. After
// setEndpoint, jobs asked before are dropped, their results never delivered; the destructor
// never waits for a request in flight.
//
//   m_jobs.run<Result<QList<ConnectorInfo>>>(
//       [](ConnectClient &c) { return c.connectors(); },
//       [this](const Result<QList<ConnectorInfo>> &r) { m_model.setConnectors(r); });
class ConnectJobs : public QObject {
    Q_OBJECT
public:
    explicit ConnectJobs(QObject *parent = nullptr);
    ~ConnectJobs() override;

    // Jobs go to this Connect cluster from now on, with `profile`'s write policy (read-only).
    void setEndpoint(const ConnectEndpoint &endpoint, const ConnectionProfile &profile);
    const ConnectEndpoint &endpoint() const { return m_endpoint; }
    // A job runs or waits.
    bool busy() const;

    template <typename R>
    void run(std::function<R(ConnectClient &)> job, std::function<void(const R &)> done)
    {
        enqueue([job = std::move(job), done = std::move(done)](ConnectClient &client) {
            auto result = std::make_shared<R>(job(client));
            return std::function<void()>([result, done] { done(*result); });
        });
    }

private:
    using Job = std::function<std::function<void()>(ConnectClient &)>;
    void enqueue(Job job);
    void startNext();

    std::unique_ptr<Worker> m_worker;
    std::deque<Job> m_queue;
    ConnectEndpoint m_endpoint;
    ConnectionProfile m_profile;
    quint64 m_generation = 0;
};

} // namespace kafscope::connect
