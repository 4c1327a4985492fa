#include "rebalance/lab_run.h"

#include "rebalance/group_observer.h"

#include <QDateTime>

#include <thread>

namespace kafscope::rebalance {

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool cancelled(const LabRunOptions &o)
{
    return o.cancel && o.cancel->load();
}

// Sleeps in short slices so a cancel is seen within 100 ms; false when cancelled.
bool sleepFor(qint64 ms, const LabRunOptions &o)
{
    const qint64 until = nowMs() + ms;
    while (nowMs() < until) {
        if (cancelled(o))
            return false;
        std::this_thread::sleep_for(
            std::chrono::milliseconds(std::min<qint64>(100, until - nowMs() + 1)));
    }
    return true;
}

} // namespace

Status playLabStep(RebalanceLab &lab, const LabStep &step, StepOutcome &out,
                   const std::atomic<bool> *cancel)
{
    LabRunOptions o;
    o.cancel = cancel;
    if (step.kind == LabStep::Kind::Wait)
        return sleepFor(step.durationMs, o) ? Status(Ok{})
                                            : Status(Error::cancelled(KS_ERR("Cancelled")));
    if (step.kind == LabStep::Kind::Add) {
        auto added = lab.add(step.count);
        if (!added)
            return added.error();
        out.member = added->join(QLatin1Char(','));
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
    default: return Ok{};
    }
}

namespace {

// Stable: the last rebalance is over, every partition has an owner among running members, and
// nothing happened for a second.
bool settled(const RebalanceLab &lab)
{
    const QList<TimelineEvent> events = lab.recorder()->events();
    if (events.isEmpty())
        return lab.running().isEmpty();
    const Timeline t = buildTimeline(events, lab.partitions());
    if (!t.rebalances.isEmpty() && !t.rebalances.last().complete())
        return false;
    qint64 lastChange = 0; // offset commits go on all the time; they are no change of the group
    for (const TimelineEvent &e : events)
        if (!std::holds_alternative<CommitObservation>(e))
            lastChange = std::max(lastChange, eventTime(e));
    if (nowMs() - lastChange < 1000)
        return false;
    if (lab.running().isEmpty())
        return true;
    for (const PartitionId &p : lab.partitions()) {
        const Lane *owner = t.ownerAt(p, t.lastMs);
        if (!owner || !lab.running().contains(owner->key))
            return false;
    }
    return true;
}

} // namespace

Result<LabRunResult> runLabScript(const LabConfig &config, const QList<LabStep> &steps,
                                  const QString &scriptText, const LabRunOptions &options)
{
    RebalanceLab lab(config);
    if (auto s = lab.start(); !s)
        return s.error();
    LabRunResult result;
    result.config = config;
    result.script = scriptText;
    result.partitions = lab.partitions();
    result.startMs = nowMs();
    QList<std::shared_ptr<LabEventSource>> sources = options.sources;
    if (options.observeGroup)
        sources << std::make_shared<GroupObserverSource>(
            config.profile, GroupObserverOptions{config.group, true, options.statePollMs, true});
    for (const auto &source : sources)
        if (auto s = source->start(lab.recorder()); !s) {
            for (const auto &src : sources)
                src->stop();
            return s.error();
        }
    for (const LabStep &step : steps) {
        StepOutcome out;
        out.step = step;
        out.atMs = nowMs() - result.startMs;
        if (auto s = playLabStep(lab, step, out, options.cancel); !s)
            out.error = s.error().message();
        if (options.progress)
            options.progress(
                QStringLiteral("%1 ms  %2%3%4")
                    .arg(out.atMs)
                    .arg(step.text,
                         out.member.isEmpty() ? QString() : QStringLiteral(" -> ") + out.member,
                         out.error.isEmpty() ? QString()
                                             : QStringLiteral("  (failed: %1)").arg(out.error)));
        result.steps << out;
        if (cancelled(options))
            break;
    }
    const qint64 settleMax = options.settleMaxMs >= 0
                                 ? options.settleMaxMs
                                 : std::max<qint64>(20000, 3LL * config.sessionTimeoutMs);
    const qint64 settleUntil = nowMs() + settleMax;
    while (!cancelled(options) && nowMs() < settleUntil && !(result.settled = settled(lab)))
        std::this_thread::sleep_for(std::chrono::milliseconds(250));
    result.endMs = nowMs();
    for (const auto &source : sources)
        source->stop();
    // The report ends here: what closing the lab does to the group is not part of the script.
    result.events = lab.recorder()->events();
    result.events.erase(
        std::remove_if(result.events.begin(), result.events.end(),
                       [&](const TimelineEvent &e) { return eventTime(e) > result.endMs; }),
        result.events.end());
    result.processing = lab.recorder()->processing();
    result.timeline = buildTimeline(result.events, result.partitions);
    lab.stop();
    return result;
}

} // namespace kafscope::rebalance
