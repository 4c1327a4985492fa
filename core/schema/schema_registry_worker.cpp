#include "schema/schema_registry_worker.h"

#include "common/worker.h"

#include <QMutex>
#include <QThread>

#include <deque>
#include <optional>

namespace kafscope::schema {

// The worker thread's registry client; only jobs (which run there, in order) touch it.
struct SchemaRegistryWorker::Shared {
    QMutex mutex;
    SchemaRegistryWorker *owner = nullptr; // cut (under the mutex) when the worker goes away
    ConnectionProfile profile;
    std::unique_ptr<SchemaRegistryClient> client;
    std::optional<SchemaAdmin> admin;
    std::deque<std::function<void()>> queue; // under the mutex
    bool running = false;                    // worker thread only

    // A registry request waits in a local event loop, which also delivers the next queued call:
    // jobs therefore run from this queue, one after another, never inside each other.
    static void enqueue(QObject *anchor, const std::shared_ptr<Shared> &shared,
                        std::function<void()> job)
    {
        {
            QMutexLocker lock(&shared->mutex);
            shared->queue.push_back(std::move(job));
        }
        QMetaObject::invokeMethod(
            anchor, [shared] { drain(*shared); }, Qt::QueuedConnection);
    }
    static void drain(Shared &shared)
    {
        if (shared.running)
            return; // a job is waiting for the registry: its caller's loop takes this one next
        shared.running = true;
        for (;;) {
            std::function<void()> job;
            {
                QMutexLocker lock(&shared.mutex);
                if (shared.queue.empty())
                    break;
                job = std::move(shared.queue.front());
                shared.queue.pop_front();
            }
            job();
        }
        shared.running = false;
    }
};

SchemaRegistryWorker::SchemaRegistryWorker(QObject *parent)
    : QObject(parent), m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
    m_anchor = new QObject;
    // Abandon level 0: the destructor's last job closes the client on its thread, then ends it.
    m_loop = std::make_unique<Worker>(this, QStringLiteral("kafscope-registry"), 0);
    m_loop->startLoop(m_anchor);
}

SchemaRegistryWorker::~SchemaRegistryWorker()
{
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->owner = nullptr;
    }
    // The client (and its network manager) is destroyed on its own thread, after any request in
    // flight; nothing here waits for that.
    Shared::enqueue(m_anchor, m_shared, [shared = m_shared.get()] {
        shared->admin.reset();
        shared->client.reset();
        QThread::currentThread()->quit();
    });
}

Error SchemaRegistryWorker::noRegistry()
{
    return Error::usage(KS_ERR("This connection has no schema registry: add its URL to the "
                               "connection in File > Connections "
                               "(or start the app with --schema-registry URL)"));
}

void SchemaRegistryWorker::setConnection(const ConnectionProfile &profile)
{
    m_profile = profile;
    ++m_generation;
    Shared::enqueue(m_anchor, m_shared, [shared = m_shared.get(), profile] {
        shared->admin.reset();
        shared->client.reset();
        shared->profile = profile;
        const std::optional<RegistryConfig> c = registryConfigOf(profile);
        if (!c)
            return;
        shared->client = std::make_unique<SchemaRegistryClient>(*c);
        shared->admin.emplace(*shared->client, shared->profile);
    });
}

void SchemaRegistryWorker::post(std::function<std::function<void()>(SchemaAdmin &)> job)
{
    Shared::enqueue(m_anchor, m_shared, [shared = m_shared.get(), job = std::move(job)] {
        if (!shared->admin)
            return; // the connection changed to one without a registry: the reply is stale anyway
        std::function<void()> deliver = job(*shared->admin);
        QMutexLocker lock(&shared->mutex);
        if (SchemaRegistryWorker *owner = shared->owner)
            QMetaObject::invokeMethod(owner, std::move(deliver), Qt::QueuedConnection);
    });
}

} // namespace kafscope::schema
