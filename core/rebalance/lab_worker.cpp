#include "rebalance/lab_worker.h"
#include "common/translations.h"

#include <chrono>
#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <thread>

namespace kafscope::rebalance {

struct LabWorker::Shared {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<std::function<void()>> queue;
    bool quit = false;
    bool reporting = true;
    Report report;
    std::unique_ptr<RebalanceLab> lab; // touched on the worker thread only
    std::promise<void> ended;

    void publish(LabCommandResult r)
    {
        if (lab) {
            r.running = lab->running();
            r.partitions = lab->partitions();
            r.labRunning = true;
        }
        std::lock_guard lock(mutex);
        if (reporting && report)
            report(r);
    }
};

LabWorker::LabWorker(Report report) : m_shared(std::make_shared<Shared>())
{
    m_shared->report = std::move(report);
    std::thread([s = m_shared] {
        for (;;) {
            std::function<void()> job;
            {
                std::unique_lock lock(s->mutex);
                s->wake.wait(lock, [&] { return s->quit || !s->queue.empty(); });
                if (s->queue.empty())
                    break;
                job = std::move(s->queue.front());
                s->queue.pop_front();
            }
            job();
        }
        s->lab.reset(); // members leave gracefully
        s->ended.set_value();
    }).detach();
}

LabWorker::~LabWorker()
{
    auto ended = m_shared->ended.get_future();
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->reporting = false;
        m_shared->queue.clear();
        m_shared->quit = true;
    }
    m_shared->wake.notify_all();
    // Graceful leaves take a moment; a worker stuck longer finishes on its own.
    ended.wait_for(std::chrono::seconds(5));
}

void LabWorker::post(const QString &command, std::function<Status(RebalanceLab &)> fn)
{
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->queue.push_back([s = m_shared.get(), command, fn = std::move(fn)] {
            LabCommandResult r;
            r.command = command;
            if (!s->lab)
                r.error = KS_TR("No lab is running: start one first");
            else if (Status st = fn(*s->lab); !st)
                r.error = st.error().message();
            s->publish(r);
        });
    }
    m_shared->wake.notify_one();
}

void LabWorker::start(const LabConfig &config, std::shared_ptr<LabRecorder> store, int members)
{
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->queue.push_back([s = m_shared.get(), config, store, members] {
            LabCommandResult r;
            r.command = KS_TR("start %1 (%2)").arg(members).arg(config.assignor);
            s->lab.reset();
            auto lab = std::make_unique<RebalanceLab>(config, store);
            if (Status st = lab->start(); !st) {
                r.error = st.error().message();
                s->publish(r);
                return;
            }
            s->lab = std::move(lab);
            if (auto added = s->lab->add(members); !added)
                r.error = added.error().message();
            s->publish(r);
        });
    }
    m_shared->wake.notify_one();
}

void LabWorker::add(int count)
{
    post(KS_TR("add %1").arg(count), [count](RebalanceLab &lab) -> Status {
        auto r = lab.add(count);
        return r ? Status(Ok{}) : Status(r.error());
    });
}

void LabWorker::remove(const QString &label)
{
    post(KS_TR("remove ") + label, [label](RebalanceLab &lab) { return lab.remove(label); });
}

void LabWorker::crash(const QString &label)
{
    post(KS_TR("crash ") + label, [label](RebalanceLab &lab) { return lab.crash(label); });
}

void LabWorker::stall(const QString &label, qint64 ms)
{
    post(KS_TR("stall %1 for %2 ms").arg(label).arg(ms),
         [label, ms](RebalanceLab &lab) { return lab.stall(label, ms); });
}

void LabWorker::restart(const QString &label)
{
    post(KS_TR("restart ") + label, [label](RebalanceLab &lab) { return lab.restart(label); });
}

void LabWorker::stop()
{
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->queue.push_back([s = m_shared.get()] {
            s->lab.reset();
            LabCommandResult r;
            r.command = QStringLiteral("stop");
            s->publish(r);
        });
    }
    m_shared->wake.notify_one();
}

} // namespace kafscope::rebalance
