#include "harness/harness_run.h"
#include "common/translations.h"

#include "admin/write_guard.h"
#include "groups/group_describe.h"
#include "groups/group_offsets.h"
#include "harness/external_consumer.h"
#include "harness/harness_setup.h"
#include "harness/priority_consumer.h"
#include "local/local_cluster.h"
#include "produce/load_generator.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QMutex>
#include <QThread>
#include <QUuid>

#include <memory>
#include <thread>
#include <vector>

namespace kafscope::harness {

namespace {

constexpr int kTickMs = 250;

// The moving parts of one run: consumers (the one under test, plus any a fault adds), producers,
// fault threads. Owned by HarnessRun::run's stack.
class Session {
public:
    Session(const HarnessConfig &config, const ConnectionProfile &profile, HarnessTracker &tracker)
        : m_config(config), m_profile(profile), m_tracker(tracker)
    {
        m_runId = QUuid::createUuid().toString(QUuid::Id128).left(12);
        m_group =
            observing()
                ? config.observeGroup
                : QStringLiteral("kafscope-harness-%1-%2")
                      .arg(external() ? QStringLiteral("external")
                                      : config.strategy.name().section(QLatin1Char(':'), 0, 0),
                           m_runId);
    }
    ~Session()
    {
        shutdown(PriorityConsumer::StopMode::Close);
        if (m_observer)
            m_observer->stop();
    }

    const QString &runId() const { return m_runId; }
    const QString &group() const { return m_group; }
    // The consumer under test is not the built-in one: a command of the user's, or a group the user
    // runs (observing); it is judged from its group's commits, and exactly when it reports.
    bool external() const { return !m_config.consumerCommand.isEmpty() || observing(); }
    bool observing() const { return !m_config.observeGroup.isEmpty(); }
    Status startObserver();
    // Reads the group's commits once more after the consumers stopped; the error if it cannot.
    Status finalCommits();
    qint64 reportedLines() const;
    bool externalExited() const;
    // Done draining: every message processed; for an external consumer, also every acknowledged
    // message covered by the group's commits. An external consumer is also done when nothing more
    // is coming: no report for 3 s (or it reports nothing) and commits standing still for 5 s and
    // at least three commit intervals since `sinceMs` (what it committed without processing, or
    // processed without committing, stays so).
    bool drained(qint64 sinceMs);
    void externalResults(HarnessReport &r) const;
    QStringList takeLog();

    Status addConsumer();
    Status addExternal();
    Status waitForExternalMembers(int expected, const std::atomic<int> &stop);
    Status waitForAssignment(int expected, const std::atomic<int> &stop);
    void startProducers();
    bool producersDone() const { return m_producersRunning.load() == 0; }
    void stopProducers(StopRequest how)
    {
        for (const std::unique_ptr<Worker> &w : m_producers)
            w->cancel(int(how));
    }
    void fire(const Fault &fault, qint64 atMs);
    void joinFaults();
    void setUnlimited(bool on);
    void shutdown(PriorityConsumer::StopMode mode);
    QList<FaultReport> faultReports() const;
    QStringList consumerErrors() const;

private:
    void restartConsumer(bool crash, int index);
    // Stops and/or starts a node of the local cluster (-1: the highest id).
    Status brokerFault(int node, bool stop, bool start);
    LoadSpec specFor(int level) const;

    const HarnessConfig &m_config;
    ConnectionProfile m_profile;
    HarnessTracker &m_tracker;
    QString m_runId;
    QString m_group;
    mutable QMutex m_mutex; // guards m_consumers and m_faults
    QMutex m_brokerMutex;   // one broker fault at a time: a start waits for a slow stop to finish
    std::vector<std::unique_ptr<PriorityConsumer>> m_consumers;
    std::vector<std::unique_ptr<ExternalConsumer>> m_external; // running
    std::vector<std::unique_ptr<ExternalConsumer>> m_stopped;  // restarted: kept for the report
    QList<FaultReport> m_faults;
    // Both on Workers without owner, waited for by this run's thread (never the GUI's): they use
    // this session. A producer's token is its StopRequest.
    std::vector<std::unique_ptr<Worker>> m_faultThreads;
    std::vector<std::unique_ptr<Worker>> m_producers;
    std::atomic<int> m_producersRunning{0};
    QStringList m_producerErrors;
    std::atomic<int> m_consumerCount{0};
    qint64 m_lastLines = -1;
    QElapsedTimer m_quiet; // since the reported lines last changed
    std::unique_ptr<CommitObserver> m_observer;
    QStringList m_log; // lines of the session itself for the live log
};

Status Session::addConsumer()
{
    if (external())
        return addExternal();
    ConsumerSetup setup;
    setup.profile = m_profile;
    setup.name = QStringLiteral("consumer-%1").arg(++m_consumerCount);
    setup.groupId = m_group;
    setup.runId = m_runId;
    setup.topics = m_config.topics();
    setup.strategy = m_config.strategy;
    setup.capacity = m_config.capacity;
    setup.weightedWindow = m_config.weightedWindow;
    setup.sessionTimeoutMs = m_config.sessionTimeoutMs;
    setup.groupProtocol = m_config.groupProtocol;
    setup.toleranceMs = m_config.toleranceMs;
    auto consumer = std::make_unique<PriorityConsumer>(setup, m_tracker);
    if (auto s = consumer->start(); !s)
        return s;
    if (m_tracker.phase() == Phase::Drain)
        consumer->setUnlimited(true);
    QMutexLocker lock(&m_mutex);
    m_consumers.push_back(std::move(consumer));
    return Ok{};
}

Status Session::addExternal()
{
    ExternalSetup setup;
    setup.command = m_config.consumerCommand;
    setup.name = QStringLiteral("external-%1").arg(++m_consumerCount);
    setup.bootstrap = m_profile.bootstrap;
    setup.group = m_group;
    setup.topics = m_config.topics();
    setup.levelNames = levelNames(m_config.levels);
    auto consumer = std::make_unique<ExternalConsumer>(setup, m_tracker);
    if (auto s = consumer->start(); !s)
        return s;
    QMutexLocker lock(&m_mutex);
    m_external.push_back(std::move(consumer));
    return Ok{};
}

Status Session::waitForExternalMembers(int expected, const std::atomic<int> &stop)
{
    auto admin = KafkaClient::create(m_profile, QStringLiteral("harness-observer"));
    if (!admin)
        return admin.error();
    QElapsedTimer timer;
    timer.start();
    QString seen = KS_TR("no member");
    const qint64 limitMs = m_config.joinTimeoutMs;
    while (timer.elapsed() < limitMs) {
        if (stop.load())
            return Error::cancelled(KS_ERR("The harness run was cancelled"));
        {
            QMutexLocker lock(&m_mutex);
            for (const auto &c : m_external)
                if (c->exitedEarly())
                    return Error::usage(c->exitReason());
        }
        auto g = groups::describeGroup(*admin.value(), m_group);
        if (g) {
            int assigned = 0;
            for (const auto &tp : g->assignedPartitions())
                if (m_config.topics().contains(tp.topic))
                    assigned += int(tp.partitions.size());
            if (assigned >= expected && g->state == QLatin1String("Stable"))
                return Ok{};
            seen = QStringLiteral("%1 member(s), %2 of %3 partitions assigned, state %4")
                       .arg(g->members.size())
                       .arg(assigned)
                       .arg(expected)
                       .arg(g->state);
        }
        QThread::msleep(250);
    }
    if (observing())
        return Error::timeout(
            0, KS_ERR("No consumer of group %1 took the level topics (%2) within %3 s (%4); "
                      "start your consumer in group %1 with these topics")
                   .arg(m_group, m_config.topics().join(QStringLiteral(", ")))
                   .arg(limitMs / 1000)
                   .arg(seen));
    return Error::timeout(
        0, KS_ERR("The consumer command never joined group %1 with the level topics "
                  "within %2 s (%3); does it use the {group} and {topics} it was given?")
               .arg(m_group)
               .arg(limitMs / 1000)
               .arg(seen));
}

Status Session::startObserver()
{
    m_observer = std::make_unique<CommitObserver>(m_profile, m_group, m_config.topics(), m_tracker);
    return m_observer->start();
}

Status Session::finalCommits()
{
    if (!m_observer)
        return Ok{};
    m_observer->stop();
    return m_observer->observeNow();
}

QStringList Session::takeLog()
{
    QMutexLocker lock(&m_mutex);
    QStringList out = std::exchange(m_log, {});
    for (const auto *list : {&m_stopped, &m_external})
        for (const auto &c : *list)
            out << c->takeLog();
    return out;
}

qint64 Session::reportedLines() const
{
    QMutexLocker lock(&m_mutex);
    qint64 n = 0;
    for (const auto *list : {&m_external, &m_stopped})
        for (const auto &c : *list)
            n += c->reportedLines();
    return n;
}

bool Session::externalExited() const
{
    QMutexLocker lock(&m_mutex);
    for (const auto &c : m_external)
        if (c->exitedEarly())
            return true;
    return false;
}

bool Session::drained(qint64 sinceMs)
{
    const bool all = m_tracker.allProcessed();
    if (!external())
        return all;
    const qint64 lines = reportedLines();
    if (lines != m_lastLines || !m_quiet.isValid()) {
        m_lastLines = lines;
        m_quiet.start();
    }
    const bool reportsDone = lines == 0 || all || m_quiet.elapsed() >= 3000;
    qint64 left = 0;
    for (int level = 0; level < m_config.levels; ++level)
        left += m_tracker.notCommitted(level);
    if (left == 0 && reportsDone)
        return true;
    const qint64 still = qMax<qint64>(5000, 3 * m_tracker.commitResolutionMs());
    return reportsDone &&
           HarnessTracker::wallMs() - qMax(m_tracker.lastCommitAdvanceMs(), sinceMs) >= still;
}

void Session::externalResults(HarnessReport &r) const
{
    QMutexLocker lock(&m_mutex);
    for (const auto *list : {&m_stopped, &m_external})
        for (const auto &c : *list) {
            r.unknownReports += c->unknownLines();
            const QString err = c->stderrText();
            if (!err.isEmpty())
                r.consumerStderr += QStringLiteral("[%1]\n%2").arg(c->name(), err);
            if (c->exitedEarly())
                r.problems << c->exitReason().render();
        }
}

Status Session::waitForAssignment(int expected, const std::atomic<int> &stop)
{
    if (external())
        return waitForExternalMembers(expected, stop);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 30000) {
        if (stop.load())
            return Error::cancelled(KS_ERR("The harness run was cancelled"));
        int assigned = 0;
        {
            QMutexLocker lock(&m_mutex);
            for (const auto &c : m_consumers)
                assigned += qMin(c->assignedPartitions(), c->fetchingPartitions());
        }
        if (assigned >= expected)
            return Ok{};
        QThread::msleep(50);
    }
    return Error::timeout(
        0, KS_ERR("The consumer under test got no partitions of the level topics within "
                  "30 s (group %1)")
               .arg(m_group));
}

LoadSpec Session::specFor(int level) const
{
    const LevelLoad &load = m_config.load[level];
    LoadSpec spec;
    spec.topic = m_config.topic(level);
    spec.durationMs = m_config.levelDurationMs(level);
    spec.rate = load.rate;
    if (load.bursts) {
        spec.burstOnMs = load.burstOnMs;
        spec.burstOffMs = load.burstOffMs;
    }
    spec.snapshotIntervalMs = kTickMs;
    spec.producer.messageTimeoutMs = 30000;
    spec.producer.retries = 1000000; // ride out a broker restart; the message timeout bounds it
    spec.messageTemplate = TemplateSpec{
        std::nullopt,
        QStringLiteral("{{seq}} {{now_ms}}"),
        {{QStringLiteral("ks-run"), m_runId},
         {QStringLiteral("ks-level"), QString::number(level)},
         {QStringLiteral("ks-producer"), m_config.levelName(level) + QStringLiteral("-1")},
         {QStringLiteral("ks-seq"), QStringLiteral("{{seq}}")},
         {QStringLiteral("ks-ms"), QStringLiteral("{{now_ms}}")}}};
    HarnessTracker *tracker = &m_tracker;
    spec.onDelivery = [tracker, level](const rd_kafka_message_s *m) {
        const QByteArray value =
            QByteArray::fromRawData(static_cast<const char *>(m->payload), qsizetype(m->len));
        const qsizetype space = value.indexOf(' ');
        bool ok = false;
        const qint64 seq = value.left(space).toLongLong(&ok);
        if (!ok)
            return;
        if (m->err)
            tracker->failed(level, seq);
        else
            tracker->acked(level, seq, m->partition, m->offset, value.mid(space + 1).toLongLong());
    };
    return spec;
}

void Session::startProducers()
{
    m_producersRunning.store(m_config.levels);
    for (int level = 0; level < m_config.levels; ++level) {
        m_producers.push_back(std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-h-load"),
                                                       int(StopRequest::Abort)));
        m_producers.back()->run([this, level](const WorkerContext &ctx) {
            auto stats = LoadGenerator(specFor(level)).run(m_profile, ctx.cancelFlag());
            if (!stats) {
                QMutexLocker lock(&m_mutex);
                m_producerErrors << KS_TR("Producer of %1: %2")
                                        .arg(m_config.topic(level), stats.error().message());
            }
            m_producersRunning.fetch_sub(1);
        });
    }
}

void Session::fire(const Fault &fault, qint64 atMs)
{
    m_tracker.event(KS_TR("fault %1").arg(fault.name()), true);
    int index = 0;
    {
        QMutexLocker lock(&m_mutex);
        index = int(m_faults.size());
        m_faults << FaultReport{fault.name(), atMs, true, {}};
    }
    m_faultThreads.push_back(std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-fault")));
    m_faultThreads.back()->run([this, fault, index] {
        Status s = Ok{};
        switch (fault.kind) {
        case Fault::Kind::RestartConsumer: restartConsumer(false, 0); break;
        case Fault::Kind::CrashConsumer: restartConsumer(true, 0); break;
        case Fault::Kind::AddConsumer: s = addConsumer(); break;
        case Fault::Kind::BrokerRestart: s = brokerFault(fault.node, true, true); break;
        case Fault::Kind::BrokerStop: s = brokerFault(fault.node, true, false); break;
        case Fault::Kind::BrokerStart: s = brokerFault(fault.node, false, true); break;
        }
        QMutexLocker lock(&m_mutex);
        if (!s) {
            m_faults[index].ok = false;
            m_faults[index].error = s.error().message();
        }
    });
}

void Session::restartConsumer(bool crash, int index)
{
    if (external()) {
        ExternalConsumer *old = nullptr;
        {
            QMutexLocker lock(&m_mutex);
            if (index >= int(m_external.size()))
                return;
            m_stopped.push_back(std::move(m_external[size_t(index)]));
            m_external.erase(m_external.begin() + index);
            old = m_stopped.back().get();
        }
        old->stop(crash ? ExternalConsumer::StopMode::Kill : ExternalConsumer::StopMode::Terminate);
        m_tracker.event(
            QStringLiteral("%1 %2").arg(old->name(), crash ? QStringLiteral("killed")
                                                           : QStringLiteral("terminated")),
            true);
        if (auto s = addConsumer(); !s) {
            QMutexLocker lock(&m_mutex);
            m_producerErrors << KS_TR("The restarted consumer command did not start: %1")
                                    .arg(s.error().message());
        }
        return;
    }
    std::unique_ptr<PriorityConsumer> old;
    {
        QMutexLocker lock(&m_mutex);
        if (index >= int(m_consumers.size()))
            return;
        old = std::move(m_consumers[size_t(index)]);
        m_consumers.erase(m_consumers.begin() + index);
    }
    old->stop(crash ? PriorityConsumer::StopMode::Crash : PriorityConsumer::StopMode::Close);
    m_tracker.event(QStringLiteral("%1 %2").arg(old->name(), crash ? QStringLiteral("crashed")
                                                                   : QStringLiteral("closed")),
                    true);
    if (auto s = addConsumer(); !s) {
        QMutexLocker lock(&m_mutex);
        m_producerErrors
            << KS_TR("The restarted consumer did not start: %1").arg(s.error().message());
    }
}

Status Session::brokerFault(int node, bool stop, bool start)
{
    QMutexLocker serial(&m_brokerMutex);
    local::LocalCluster::Options o;
    o.dir = m_config.localClusterDir;
    local::LocalCluster cluster(o);
    if (node < 0) {
        auto info = cluster.status();
        if (!info)
            return info.error();
        for (const auto &n : info->nodes)
            node = qMax(node, n.spec.id);
    }
    if (stop) {
        if (auto s = cluster.stopNode(node); !s)
            return s;
        m_tracker.event(KS_TR("broker %1 stopped").arg(node), true);
    }
    if (start) {
        if (auto s = cluster.startNode(node); !s)
            return s;
        m_tracker.event(KS_TR("broker %1 started").arg(node), true);
    }
    return Ok{};
}

void Session::joinFaults()
{
    for (const std::unique_ptr<Worker> &w : m_faultThreads)
        w->wait(-1);
    m_faultThreads.clear();
}

void Session::setUnlimited(bool on)
{
    QMutexLocker lock(&m_mutex);
    for (const auto &c : m_consumers)
        c->setUnlimited(on);
}

void Session::shutdown(PriorityConsumer::StopMode mode)
{
    stopProducers(StopRequest::Abort);
    for (const std::unique_ptr<Worker> &w : m_producers)
        w->wait(-1);
    m_producers.clear();
    joinFaults();
    std::vector<std::unique_ptr<PriorityConsumer>> consumers;
    std::vector<ExternalConsumer *> external;
    {
        QMutexLocker lock(&m_mutex);
        consumers.swap(m_consumers);
        for (const auto &c : m_external)
            external.push_back(c.get());
    }
    for (auto &c : consumers)
        c->stop(mode);
    for (ExternalConsumer *c : external) // kept (stopped) for the report's stderr
        c->stop(mode == PriorityConsumer::StopMode::Crash ? ExternalConsumer::StopMode::Kill
                                                          : ExternalConsumer::StopMode::Terminate);
}

QList<FaultReport> Session::faultReports() const
{
    QMutexLocker lock(&m_mutex);
    return m_faults;
}

QStringList Session::consumerErrors() const
{
    QMutexLocker lock(&m_mutex);
    return m_producerErrors;
}

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
    Session session(m_config, profile, tracker);
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
        QThread::msleep(kTickMs);
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
        QThread::msleep(kTickMs);
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
            r.verdict = QStringLiteral("fail");
    } else {
        r.judge();
    }
    for (const QString &e : session.consumerErrors())
        r.problems << e;
    if (!session.consumerErrors().isEmpty())
        r.verdict = QStringLiteral("fail");
    return r;
}

} // namespace kafscope::harness
