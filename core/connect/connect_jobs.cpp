#include "connect/connect_jobs.h"

#include "common/worker.h"

namespace kafscope::connect {

ConnectJobs::ConnectJobs(QObject *parent)
    : QObject(parent), m_worker(std::make_unique<Worker>(this, QStringLiteral("connect-jobs")))
{
}

ConnectJobs::~ConnectJobs() = default;

void ConnectJobs::setEndpoint(const ConnectEndpoint &endpoint, const ConnectionProfile &profile)
{
    m_endpoint = endpoint;
    m_profile = profile;
    ++m_generation;
    m_queue.clear();
    if (m_worker->running())
        m_worker->abandon(); // its result is for the endpoint before
}

bool ConnectJobs::busy() const
{
    return m_worker->running() || !m_queue.empty();
}

void ConnectJobs::enqueue(Job job)
{
    m_queue.push_back(std::move(job));
    startNext();
}

void ConnectJobs::startNext()
{
    if (m_queue.empty() || m_worker->running())
        return;
    Job job = std::move(m_queue.front());
    m_queue.pop_front();
    const quint64 generation = m_generation;
    m_worker->start(
        [job = std::move(job), endpoint = m_endpoint,
         profile = m_profile](const WorkerContext &ctx) {
            ConnectClient client(endpoint, profile);
            client.setStop([&ctx] { return ctx.cancelled(); });
            return job(client);
        },
        [this, generation](const std::function<void()> &deliver) {
            if (generation == m_generation)
                deliver();
            startNext();
        });
}

} // namespace kafscope::connect
