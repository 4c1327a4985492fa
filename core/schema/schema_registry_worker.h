#pragma once

#include "cluster/connection_profile.h"
#include "schema/schema_admin.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace kafscope {
class Worker;
}

namespace kafscope::schema {

// Runs schema registry requests for a view on a thread of its own (one registry client lives and
// dies there), one at a time in order, and hands each result back on the owner's thread. A result
// for an older connection is dropped; the destructor never waits for a request in flight.
class SchemaRegistryWorker : public QObject {
    Q_OBJECT
public:
    explicit SchemaRegistryWorker(QObject *parent = nullptr);
    ~SchemaRegistryWorker() override;

    // Requests go to this profile's registry from now on (none when it has no URL).
    void setConnection(const ConnectionProfile &profile);
    bool hasRegistry() const { return !m_profile.registryUrl.isEmpty(); }
    const ConnectionProfile &profile() const { return m_profile; }

    // Runs job(admin) on the worker thread, then done(result) on this object's thread while
    // `context` lives. Without a registry, done gets `noRegistry` at once.
    template <typename R>
    void run(QObject *context, std::function<R(SchemaAdmin &)> job, std::function<void(R)> done)
    {
        if (!hasRegistry()) {
            done(R(noRegistry()));
            return;
        }
        const quint64 generation = m_generation;
        QPointer<QObject> guard(context);
        post([job = std::move(job), done = std::move(done), generation, guard,
              self = QPointer<SchemaRegistryWorker>(this)](SchemaAdmin &admin) mutable {
            R result = job(admin);
            return std::function<void()>(
                [result = std::move(result), done = std::move(done), generation, guard, self]() {
                    if (self && guard && self->m_generation == generation)
                        done(result);
                });
        });
    }

    static Error noRegistry();

private:
    struct Shared;
    // Queues `job` on the worker; what it returns runs on this object's thread.
    void post(std::function<std::function<void()>(SchemaAdmin &)> job);

    std::shared_ptr<Shared> m_shared;
    QObject *m_anchor = nullptr;    // lives on m_loop's thread: queued jobs run there
    std::unique_ptr<Worker> m_loop; // ended by the last job the destructor queues
    ConnectionProfile m_profile;
    quint64 m_generation = 0;
};

} // namespace kafscope::schema
