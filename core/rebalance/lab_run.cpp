#include "rebalance/lab_run.h"
#include "common/clock.h"

#include "common/translations.h"
#include "rebalance/external_lab.h"
#include "rebalance/group_observer.h"

#include <QDateTime>

#include <thread>

namespace kafscope::rebalance {

namespace {

bool isCancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load();
}

// Sleeps in short slices so a cancel is seen within 100 ms; false when cancelled. `tick` runs
// about every 500 ms meanwhile.
bool sleepFor(qint64 ms, const std::atomic<bool> *cancel, const std::function<void()> &tick = {})
{
    const qint64 until = nowMs() + ms;
    qint64 nextTick = nowMs() + 500;
    while (nowMs() < until) {
        if (isCancelled(cancel))
            return false;
        std::this_thread::sleep_for(
            std::chrono::milliseconds(std::min<qint64>(100, until - nowMs() + 1)));
        if (tick && nowMs() >= nextTick) {
            tick();
            nextTick = nowMs() + 500;
        }
    }
    return true;
}

Status cancelledError()
{
    return Error::cancelled(KS_ERR("Cancelled"));
}

// Waits until the group is stable again (bounded); false when cancelled.
bool waitSettled(const LabBackend &lab, qint64 maxMs, const std::atomic<bool> *cancel)
{
    const qint64 until = nowMs() + maxMs;
    while (nowMs() < until && !lab.settled())
        if (!sleepFor(250, cancel))
            return false;
    return true;
}

thread_local std::function<void()> t_tick; // the running script's live checks, for sleeps

} // namespace

Status playLabStep(LabBackend &lab, const LabStep &step, StepOutcome &out,
                   const std::atomic<bool> *cancel)
{
    if (step.kind == LabStep::Kind::Wait && step.argument == QLatin1String("stable")) {
        const qint64 until = nowMs() + kStableWaitMs;
        while (!lab.settled()) {
            if (nowMs() >= until)
                return Error::local(
                    KS_ERR("The group did not settle within %1 s").arg(kStableWaitMs / 1000));
            if (!sleepFor(250, cancel, t_tick))
                return cancelledError();
        }
        return Ok{};
    }
    if (step.kind == LabStep::Kind::Wait)
        return sleepFor(step.durationMs, cancel, t_tick) ? Status(Ok{}) : cancelledError();
    if (step.kind == LabStep::Kind::Add) {
        auto added = lab.add(step.count);
        if (!added)
            return added.error();
        out.member = added->join(QLatin1Char(','));
        return Ok{};
    }
    if (step.kind == LabStep::Kind::Roll) {
        // Every running member in turn, as a deployment rolls its pods.
        const QStringList members = lab.running();
        for (const QString &label : members) {
            if (auto s = lab.restart(label); !s)
                return s;
            const bool ok = step.durationMs > 0 ? sleepFor(step.durationMs, cancel, t_tick)
                                                : waitSettled(lab, kStableWaitMs, cancel);
            if (!ok)
                return cancelledError();
        }
        out.member = members.join(QLatin1Char(','));
        return Ok{};
    }
    if (step.kind == LabStep::Kind::BrokerRestart) {
        auto *external = dynamic_cast<ExternalLab *>(&lab);
        if (!external)
            return Error::usage(KS_ERR("broker-restart runs in an external-consumer lab with "
                                       "--local-cluster"));
        auto node = external->restartBroker(step.node, step.durationMs);
        if (!node)
            return node.error();
        out.member = QStringLiteral("broker %1").arg(node.value());
        return Ok{};
    }
    out.member = resolveMember(step, lab.running());
    if (out.member.isEmpty())
        return Error::usage(
            KS_ERR("no running member %1")
                .arg(step.label.isEmpty() ? QString::number(step.position) : step.label));
    switch (step.kind) {
    case LabStep::Kind::Remove: return lab.remove(out.member);
    case LabStep::Kind::Crash: return lab.crash(out.member);
    case LabStep::Kind::Stall: return lab.stall(out.member, step.durationMs);
    case LabStep::Kind::Restart: return lab.restart(out.member);
    case LabStep::Kind::Migrate: return lab.migrate(out.member, step.argument);
    case LabStep::Kind::Signal: return lab.signal(out.member, step.argument);
    default: return Ok{};
    }
}

Result<LabRunResult> runLab(LabBackend &lab, const QList<LabStep> &steps, LabRunResult result,
                            const LabRunOptions &options)
{
    if (auto s = lab.start(); !s)
        return s.error();
    result.partitions = lab.partitions();
    result.startMs = nowMs();
    QList<std::shared_ptr<LabEventSource>> sources = options.sources;
    if (options.observeGroup)
        sources << std::make_shared<GroupObserverSource>(
            lab.profile(), GroupObserverOptions{lab.group(), true, options.statePollMs, true});
    for (const auto &source : sources)
        if (auto s = source->start(lab.recorder()); !s) {
            for (const auto &src : sources)
                src->stop();
            return s.error();
        }
    auto progress = [&](const QString &line) {
        if (options.progress)
            options.progress(line);
    };
    // Live: members that ended by themselves, and partitions that stopped moving.
    auto *external = dynamic_cast<ExternalLab *>(&lab);
    QStringList exits;
    QMap<QString, qint64> warned;
    t_tick = [&] {
        if (external)
            for (const QString &x : external->takeExits()) {
                exits << x;
                progress(KS_TR("%1 ms  %2 ended by itself").arg(nowMs() - result.startMs).arg(x));
            }
        const auto stalled =
            stalledNow(lab.recorder()->observations(), nowMs(), options.limits.stallThresholdMs);
        for (auto it = stalled.begin(); it != stalled.end(); ++it)
            if (warned.value(it.key(), -1) != it.value()) {
                warned.insert(it.key(), it.value());
                progress(KS_TR("%1 ms  no progress on %2 for %3 s although records wait")
                             .arg(nowMs() - result.startMs)
                             .arg(it.key())
                             .arg(double(nowMs() - it.value()) / 1000.0, 0, 'f', 1));
            }
    };
    for (const LabStep &step : steps) {
        StepOutcome out;
        out.step = step;
        out.atMs = nowMs() - result.startMs;
        // A wait is said as it starts, so what happens during it follows it.
        if (step.kind == LabStep::Kind::Wait)
            progress(QStringLiteral("%1 ms  %2").arg(out.atMs).arg(step.text));
        if (auto s = playLabStep(lab, step, out, options.cancel); !s)
            out.error = s.error().message();
        if (step.kind != LabStep::Kind::Wait || !out.error.isEmpty())
            progress(
                QStringLiteral("%1 ms  %2%3%4")
                    .arg(out.atMs)
                    .arg(step.text,
                         out.member.isEmpty() ? QString() : QStringLiteral(" -> ") + out.member,
                         out.error.isEmpty() ? QString()
                                             : QStringLiteral("  (failed: %1)").arg(out.error)));
        result.steps << out;
        if (isCancelled(options.cancel))
            break;
    }
    // The load stops; what was acknowledged gets its chance to be processed.
    lab.stopLoad();
    const std::shared_ptr<LabRecorder> recorder = lab.recorder();
    const qint64 drainUntil = nowMs() + options.drainMaxMs;
    qint64 lastCount = -1, lastMove = nowMs();
    while (!isCancelled(options.cancel) && nowMs() < drainUntil &&
           recorder->processing().processed > 0 && recorder->unprocessedCount() > 0 &&
           nowMs() - lastMove < 5000) {
        const qint64 left = recorder->unprocessedCount();
        if (left != lastCount) {
            lastCount = left;
            lastMove = nowMs();
        }
        sleepFor(250, options.cancel, t_tick);
    }
    const qint64 settleMax = options.settleMaxMs >= 0
                                 ? options.settleMaxMs
                                 : std::max<qint64>(20000, 3LL * result.config.sessionTimeoutMs);
    const qint64 settleUntil = nowMs() + settleMax;
    while (!isCancelled(options.cancel) && nowMs() < settleUntil &&
           !(result.settled = lab.settled()))
        sleepFor(250, options.cancel, t_tick);
    if (t_tick)
        t_tick();
    t_tick = nullptr;
    result.endMs = nowMs();
    for (const auto &source : sources)
        source->stop();
    // The report ends here: what closing the lab does to the group is not part of the script.
    result.events = recorder->events();
    result.events.erase(
        std::remove_if(result.events.begin(), result.events.end(),
                       [&](const TimelineEvent &e) { return eventTime(e) > result.endMs; }),
        result.events.end());
    result.processing = recorder->processing();
    result.observations = recorder->observations();
    result.timeline = buildTimeline(result.events, result.partitions);
    result.verdict = judgeLab(result.observations, result.timeline, result.steps, result.startMs,
                              result.endMs, result.settled, exits, options.limits);
    lab.stop();
    return result;
}

Result<LabRunResult> runLabScript(const LabConfig &config, const QList<LabStep> &steps,
                                  const QString &scriptText, const LabRunOptions &options)
{
    RebalanceLab lab(config);
    LabRunResult result;
    result.config = config;
    result.script = scriptText;
    return runLab(lab, steps, result, options);
}

} // namespace kafscope::rebalance
