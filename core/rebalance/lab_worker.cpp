#include "rebalance/lab_worker.h"
#include "common/translations.h"
#include "common/worker.h"
#include "rebalance/lab_run.h"

#include <QDateTime>

#include <condition_variable>
#include <deque>
#include <mutex>

namespace kafscope::rebalance {

struct LabWorker::Shared {
    std::mutex mutex;
    std::condition_variable wake;
    std::deque<std::function<void(Shared &)>> queue;
    bool quit = false;
    std::unique_ptr<LabBackend> lab;    // touched on the lab's thread only
    qint64 startMs = 0;                 // when the lab started
    QList<StepOutcome> steps;           // what was done to it, as a script's steps
    QStringList exits;                  // external members that ended by themselves
    const WorkerContext *ctx = nullptr; // the run's, while it runs (lab's thread only)
    Report report;

    void publish(LabCommandResult r)
    {
        if (lab) {
            r.running = lab->running();
            r.partitions = lab->partitions();
            r.labRunning = true;
        }
        ctx->post([report = report, r = std::move(r)] { report(r); });
    }
};

LabWorker::LabWorker(QObject *owner, Report report)
    : m_shared(std::make_shared<Shared>()),
      m_worker(std::make_unique<Worker>(owner, QStringLiteral("kafscope-lab")))
{
    m_shared->report = std::move(report);
    m_worker->run([s = m_shared](const WorkerContext &ctx) {
        s->ctx = &ctx;
        for (;;) {
            std::function<void(Shared &)> job;
            {
                std::unique_lock lock(s->mutex);
                s->wake.wait(lock, [&] { return s->quit || !s->queue.empty(); });
                if (s->quit || ctx.cancelled())
                    break;
                job = std::move(s->queue.front());
                s->queue.pop_front();
            }
            job(*s);
        }
        s->lab.reset(); // members leave gracefully
        s->ctx = nullptr;
    });
}

LabWorker::~LabWorker()
{
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->queue.clear();
        m_shared->quit = true;
    }
    m_shared->wake.notify_all();
    // ~Worker: nothing the lab's thread posts from now on arrives; it is not waited for.
}

void LabWorker::enqueue(std::function<void(Shared &)> job)
{
    {
        std::lock_guard lock(m_shared->mutex);
        m_shared->queue.push_back(std::move(job));
    }
    m_shared->wake.notify_one();
}

void LabWorker::post(const QString &command, LabStep step, std::function<Status(LabBackend &)> fn)
{
    enqueue([command, step, fn = std::move(fn)](Shared &s) {
        LabCommandResult r;
        r.command = command;
        StepOutcome out;
        out.step = step;
        out.step.text = command;
        out.member = step.label;
        out.atMs = QDateTime::currentMSecsSinceEpoch() - s.startMs;
        if (!s.lab)
            r.error = KS_TR("No lab is running: start one first");
        else if (Status st = fn(*s.lab); !st)
            r.error = st.error().message();
        else
            s.steps << out;
        s.publish(r);
    });
}

namespace {

LabStep stepOf(LabStep::Kind kind, const QString &label = {})
{
    LabStep s;
    s.kind = kind;
    s.label = label;
    return s;
}

} // namespace

void LabWorker::startLab(Shared &s, const std::shared_ptr<LabRecorder> &store,
                         const std::function<std::unique_ptr<LabBackend>()> &make, int members,
                         const QString &command)
{
    LabCommandResult r;
    r.command = command;
    s.lab.reset();
    if (store)
        store->resetObservations(); // what an earlier lab did is not this one's
    std::unique_ptr<LabBackend> lab = make();
    if (Status st = lab->start(); !st) {
        r.error = st.error().message();
        s.publish(r);
        return;
    }
    s.lab = std::move(lab);
    s.startMs = QDateTime::currentMSecsSinceEpoch();
    s.steps.clear();
    s.exits.clear();
    if (auto added = s.lab->add(members); !added) {
        r.error = added.error().message();
    } else {
        StepOutcome out;
        out.step = stepOf(LabStep::Kind::Add);
        out.step.count = members;
        out.step.text = KS_TR("add %1").arg(members);
        out.member = added->join(QLatin1Char(','));
        s.steps << out;
    }
    s.publish(r);
}

void LabWorker::start(const LabConfig &config, std::shared_ptr<LabRecorder> store, int members)
{
    enqueue([config, store, members](Shared &s) {
        startLab(
            s, store, [&] { return std::make_unique<RebalanceLab>(config, store); }, members,
            KS_TR("start %1 (%2)").arg(members).arg(config.assignor));
    });
}

void LabWorker::startExternal(const ExternalLabConfig &config, std::shared_ptr<LabRecorder> store,
                              int members)
{
    enqueue([config, store, members](Shared &s) {
        startLab(
            s, store, [&] { return std::make_unique<ExternalLab>(config, store); }, members,
            KS_TR("start %1 of your consumer").arg(members));
    });
}

void LabWorker::judge(const LabLimits &limits)
{
    enqueue([limits](Shared &s) {
        LabCommandResult r;
        r.command = KS_TR("judge");
        if (!s.lab) {
            r.error = KS_TR("No lab is running: start one first");
            s.publish(r);
            return;
        }
        if (auto *external = dynamic_cast<ExternalLab *>(s.lab.get()))
            s.exits << external->takeExits();
        const auto recorder = s.lab->recorder();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const Timeline t = buildTimeline(recorder->events(), s.lab->partitions());
        r.verdict = judgeLab(recorder->observations(), t, s.steps, s.startMs, now, s.lab->settled(),
                             s.exits, limits);
        s.publish(r);
    });
}

void LabWorker::add(int count)
{
    LabStep step = stepOf(LabStep::Kind::Add);
    step.count = count;
    post(KS_TR("add %1").arg(count), step, [count](LabBackend &lab) -> Status {
        auto r = lab.add(count);
        return r ? Status(Ok{}) : Status(r.error());
    });
}

void LabWorker::remove(const QString &label)
{
    post(KS_TR("remove ") + label, stepOf(LabStep::Kind::Remove, label),
         [label](LabBackend &lab) { return lab.remove(label); });
}

void LabWorker::crash(const QString &label)
{
    post(KS_TR("crash ") + label, stepOf(LabStep::Kind::Crash, label),
         [label](LabBackend &lab) { return lab.crash(label); });
}

void LabWorker::stall(const QString &label, qint64 ms)
{
    post(KS_TR("stall %1 for %2 ms").arg(label).arg(ms), stepOf(LabStep::Kind::Stall, label),
         [label, ms](LabBackend &lab) { return lab.stall(label, ms); });
}

void LabWorker::restart(const QString &label)
{
    post(KS_TR("restart ") + label, stepOf(LabStep::Kind::Restart, label),
         [label](LabBackend &lab) { return lab.restart(label); });
}

void LabWorker::stop()
{
    enqueue([](Shared &s) {
        s.lab.reset();
        LabCommandResult r;
        r.command = QStringLiteral("stop");
        s.publish(r);
    });
}

} // namespace kafscope::rebalance
