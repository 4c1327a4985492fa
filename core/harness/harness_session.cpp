// The moving parts of one harness run (HarnessSession): consumers, producers, faults.
#include "harness/harness_session.h"
#include "common/translations.h"

#include "admin/write_guard.h"
#include "groups/group_describe.h"
#include "groups/group_offsets.h"
#include "harness/harness_setup.h"
#include "harness/harness_tracker.h"
#include "local/local_cluster.h"

#include <librdkafka/rdkafka.h>

#include <QThread>
#include <QUuid>

namespace kafscope::harness {

Status HarnessSession::addConsumer()
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

Status HarnessSession::addExternal()
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

Status HarnessSession::waitForExternalMembers(int expected, const std::atomic<int> &stop)
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
            if (assigned >= expected && g->state == groups::GroupState::Stable)
                return Ok{};
            seen = QStringLiteral("%1 member(s), %2 of %3 partitions assigned, state %4")
                       .arg(g->members.size())
                       .arg(assigned)
                       .arg(expected)
                       .arg(groups::wireName(g->state));
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

Status HarnessSession::startObserver()
{
    m_observer = std::make_unique<CommitObserver>(m_profile, m_group, m_config.topics(), m_tracker);
    return m_observer->start();
}

Status HarnessSession::finalCommits()
{
    if (!m_observer)
        return Ok{};
    m_observer->stop();
    return m_observer->observeNow();
}

QStringList HarnessSession::takeLog()
{
    QMutexLocker lock(&m_mutex);
    QStringList out = std::exchange(m_log, {});
    for (const auto *list : {&m_stopped, &m_external})
        for (const auto &c : *list)
            out << c->takeLog();
    return out;
}

qint64 HarnessSession::reportedLines() const
{
    QMutexLocker lock(&m_mutex);
    qint64 n = 0;
    for (const auto *list : {&m_external, &m_stopped})
        for (const auto &c : *list)
            n += c->reportedLines();
    return n;
}

bool HarnessSession::externalExited() const
{
    QMutexLocker lock(&m_mutex);
    for (const auto &c : m_external)
        if (c->exitedEarly())
            return true;
    return false;
}

bool HarnessSession::drained(qint64 sinceMs)
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

void HarnessSession::externalResults(HarnessReport &r) const
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

Status HarnessSession::waitForAssignment(int expected, const std::atomic<int> &stop)
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

LoadSpec HarnessSession::specFor(int level) const
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
    spec.snapshotIntervalMs = kHarnessTickMs;
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

void HarnessSession::startProducers()
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

void HarnessSession::fire(const Fault &fault, qint64 atMs)
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

void HarnessSession::restartConsumer(bool crash, int index)
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

Status HarnessSession::brokerFault(int node, bool stop, bool start)
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

void HarnessSession::joinFaults()
{
    for (const std::unique_ptr<Worker> &w : m_faultThreads)
        w->wait(-1);
    m_faultThreads.clear();
}

void HarnessSession::setUnlimited(bool on)
{
    QMutexLocker lock(&m_mutex);
    for (const auto &c : m_consumers)
        c->setUnlimited(on);
}

void HarnessSession::shutdown(PriorityConsumer::StopMode mode)
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

QList<FaultReport> HarnessSession::faultReports() const
{
    QMutexLocker lock(&m_mutex);
    return m_faults;
}

QStringList HarnessSession::consumerErrors() const
{
    QMutexLocker lock(&m_mutex);
    return m_producerErrors;
}

} // namespace kafscope::harness
