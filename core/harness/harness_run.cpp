#include "harness/harness_run.h"
#include "common/translations.h"

#include "admin/write_guard.h"
#include "harness/harness_session.h"
#include "harness/harness_setup.h"
#include "harness/harness_tracker.h"

#include <QElapsedTimer>
#include <QThread>

namespace kafscope::harness {

namespace {

Error cancelled()
{
    return Error::cancelled(KS_ERR("The harness run was cancelled"));
}

} // namespace

HarnessRun::HarnessRun(HarnessConfig config) : m_config(std::move(config)) {}

Result<HarnessReport> HarnessRun::run(const ConnectionProfile &profile,
                                      const std::atomic<int> &stop, const SnapshotFn &onSnapshot)
{
    if (auto v = m_config.validate(); !v)
        return v.error();
    // The harness creates its level topics, produces to them, and its consumer commits offsets.
    if (auto g = WriteGuard::admit(
            profile, {WriteKind::HarnessRun, m_config.topics().join(QStringLiteral(", "))});
        !g)
        return g.error();
    auto partitions = ensureLevelTopics(profile, m_config);
    if (!partitions)
        return partitions.error();
    int totalPartitions = 0;
    for (int n : partitions.value())
        totalPartitions += n;
    HarnessTracker tracker(m_config);
    tracker.setTrackOffsets(!m_config.consumerCommand.isEmpty() ||
                            !m_config.observeGroup.isEmpty());
    HarnessSession session(m_config, profile, tracker);
    if (!session.observing())
        if (auto s = commitStartOffsets(profile, session.group(), partitions.value()); !s)
            return s.error();
    if (session.external())
        if (auto s = session.startObserver(); !s)
            return Error{s.error().kind, s.error().code,
                         KS_ERR("Reading the commits of group %1: %2")
                             .arg(session.group())
                             .arg(s.error().text)};
    if (!session.observing())
        if (auto s = session.addConsumer(); !s)
            return s.error();
    if (auto s = session.waitForAssignment(totalPartitions, stop); !s)
        return s.error();
    auto publish = [&] {
        HarnessSnapshot s = tracker.tick();
        s.log = session.takeLog();
        if (onSnapshot)
            onSnapshot(s);
    };
    tracker.startLoad();
    session.startProducers();
    QList<Fault> pending = m_config.faults;
    std::sort(pending.begin(), pending.end(),
              [](const Fault &a, const Fault &b) { return a.atMs < b.atMs; });
    bool exited = false;
    while (!session.producersDone() && !exited) {
        if (stop.load())
            return cancelled();
        QThread::msleep(kHarnessTickMs);
        const qint64 now = tracker.elapsedMs();
        while (!pending.isEmpty() && pending.first().atMs <= now)
            session.fire(pending.takeFirst(), now);
        publish();
        exited = session.externalExited();
    }
    if (exited) // the run is judged as far as it went
        session.stopProducers(StopRequest::Abort);
    session.joinFaults(); // a broker restart may still be under way
    const qint64 drainStart = tracker.elapsedMs();
    const qint64 drainStartWall = HarnessTracker::wallMs();
    tracker.setPhase(Phase::Drain);
    session.setUnlimited(true);
    bool drained = !exited && session.drained(drainStartWall);
    while (!drained && !exited && tracker.elapsedMs() - drainStart < m_config.drainTimeoutMs) {
        if (stop.load())
            return cancelled();
        QThread::msleep(kHarnessTickMs);
        publish();
        drained = session.drained(drainStartWall);
        exited = session.externalExited();
    }
    const qint64 drainMs = tracker.elapsedMs() - drainStart;
    session.shutdown(PriorityConsumer::StopMode::Close);
    const Status finalCommits = session.finalCommits();
    tracker.setPhase(Phase::Done);
    publish();

    HarnessReport r;
    r.strategy = session.external() ? QStringLiteral("external") : m_config.strategy.name();
    r.runId = session.runId();
    r.group = session.group();
    r.groupProtocol = m_config.groupProtocol;
    r.capacity = m_config.capacity;
    r.durationMs = m_config.loadDurationMs();
    r.drainMs = drainMs;
    r.drained = drained;
    r.toleranceMs = m_config.toleranceMs;
    r.inversions = tracker.inversions();
    r.consumerInversions = tracker.consumerInversions();
    r.contendedIntervals = tracker.contendedIntervals();
    r.faults = session.faultReports();
    r.events = tracker.allEvents();
    double weightSum = 0;
    for (int w : m_config.strategy.weights)
        weightSum += w;
    qint64 contendedTotal = 0;
    for (int l = 0; l < m_config.levels; ++l)
        contendedTotal += tracker.totals(l).contendedServed;
    for (int l = 0; l < m_config.levels; ++l) {
        const HarnessTracker::LevelTotals t = tracker.totals(l);
        LevelReport lr;
        lr.name = m_config.levelName(l);
        lr.topic = m_config.topic(l);
        lr.offeredRate = m_config.load[l].rate;
        lr.produced = t.correctness.acked;
        lr.produceFailed = t.correctness.produceFailed;
        lr.consumed = t.correctness.consumed;
        lr.consumedDuringLoad = t.consumedDuringLoad;
        lr.lost = t.correctness.lost;
        lr.duplicates = t.correctness.duplicates;
        lr.unexpectedDuplicates = t.correctness.unexpectedDuplicates;
        lr.orderViolations = t.correctness.orderViolations;
        lr.p50Ms = t.latency.percentileMs(0.50);
        lr.p95Ms = t.latency.percentileMs(0.95);
        lr.p99Ms = t.latency.percentileMs(0.99);
        lr.maxMs = double(t.latency.maxMicros()) / 1000.0;
        lr.maxBacklog = t.maxBacklog;
        lr.starvedMs = t.starvedMs;
        lr.inversions = t.inversions;
        if (contendedTotal > 0)
            lr.share = double(t.contendedServed) / double(contendedTotal);
        if (weightSum > 0)
            lr.quota = m_config.strategy.weights.value(l) / weightSum;
        r.levels << lr;
    }
    if (session.external()) {
        const bool exact = session.reportedLines() > 0;
        r.consumerCommand = m_config.consumerCommand;
        r.observedGroup = m_config.observeGroup;
        r.judgedBy = exact ? QStringLiteral("exact") : QStringLiteral("commits");
        r.commitResolutionMs = tracker.commitIntervalKnown() ? tracker.commitResolutionMs() : 0;
        r.commitInversions = tracker.commitInversions();
        r.commitContendedIntervals = tracker.commitContendedIntervals();
        for (const HarnessTracker::CommitPoint &point : tracker.commitProgress())
            r.commitProgress << (QList<qint64>{point.atMs} << point.committed);
        qint64 committedContended = 0;
        for (int l = 0; l < m_config.levels; ++l)
            committedContended += tracker.totals(l).commitContendedServed;
        for (int l = 0; l < m_config.levels; ++l) {
            const HarnessTracker::LevelTotals t = tracker.totals(l);
            LevelReport &lr = r.levels[l];
            lr.notCommitted = tracker.notCommitted(l);
            lr.committed = lr.produced - lr.notCommitted;
            lr.commitP50Ms = t.commitLatency.percentileMs(0.50);
            lr.commitP95Ms = t.commitLatency.percentileMs(0.95);
            lr.commitP99Ms = t.commitLatency.percentileMs(0.99);
            lr.commitMaxBacklog = t.commitMaxBacklog;
            lr.commitStarvedMs = t.commitStarvedMs;
            lr.commitInversions = t.commitInversions;
            if (committedContended > 0)
                lr.commitShare = double(t.commitContendedServed) / double(committedContended);
            if (!exact) { // only the commits say what was consumed
                lr.consumed = lr.committed;
                lr.lost = lr.notCommitted;
                lr.p50Ms = lr.commitP50Ms;
                lr.p95Ms = lr.commitP95Ms;
                lr.p99Ms = lr.commitP99Ms;
                lr.maxMs = double(t.commitLatency.maxMicros()) / 1000.0;
                lr.maxBacklog = lr.commitMaxBacklog;
                lr.starvedMs = lr.commitStarvedMs;
                lr.inversions = lr.commitInversions;
                lr.share = lr.commitShare;
            }
        }
        if (!exact) {
            r.inversions = r.commitInversions;
            r.contendedIntervals = r.commitContendedIntervals;
        }
        r.judge();
        const QString who = session.observing()
                                ? QStringLiteral("Group %1").arg(r.group)
                                : KS_TR("The consumer command (group %1)").arg(r.group);
        if (!finalCommits)
            r.problems << KS_TR("The group's commits could not be read: %1")
                              .arg(finalCommits.error().message());
        else if (!tracker.commitsAdvanced())
            r.problems
                << QStringLiteral("%1 never committed an offset of a message of this run").arg(who);
        session.externalResults(r);
        r.unknownReports += tracker.unmatchedReports();
        if (!r.problems.isEmpty())
            r.verdict = Verdict::Fail;
    } else {
        r.judge();
    }
    for (const QString &e : session.consumerErrors())
        r.problems << e;
    if (!session.consumerErrors().isEmpty())
        r.verdict = Verdict::Fail;
    return r;
}

} // namespace kafscope::harness
