#include "rebalance/external_lab.h"
#include "common/clock.h"

#include "admin/write_guard.h"
#include "cluster/kafka_client.h"
#include "common/worker.h"
#include "groups/group_describe.h"
#include "harness/external_consumer.h"
#include "local/local_cluster.h"
#include "rebalance/lab_script.h"
#include "rebalance/rebalance_lab.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <csignal>
#include <thread>

namespace kafscope::rebalance {

namespace {

QString protocolOk(const QString &p)
{
    return p == QLatin1String("consumer") ? p : QStringLiteral("classic");
}

} // namespace

QString commitErrorKind(const QString &line)
{
    const QString trimmed = line.trimmed();
    if (trimmed.startsWith(QLatin1Char('{'))) {
        const QJsonObject o = QJsonDocument::fromJson(trimmed.toUtf8()).object();
        const QString kind = o.value(QStringLiteral("commit_error")).toString();
        if (!kind.isEmpty())
            return kind.left(60).toUpper();
    }
    if (!line.contains(QLatin1String("commit"), Qt::CaseInsensitive))
        return {};
    // Kafka's error names, and the Java client's exceptions that carry them.
    static const QList<QPair<QRegularExpression, QString>> kinds = [] {
        QList<QPair<QRegularExpression, QString>> k;
        auto add = [&k](const char *pattern, const char *kind) {
            k << qMakePair(QRegularExpression(QString::fromLatin1(pattern),
                                              QRegularExpression::CaseInsensitiveOption),
                           QString::fromLatin1(kind));
        };
        add(R"(STALE_MEMBER_EPOCH|StaleMemberEpoch|stale member epoch)", "STALE_MEMBER_EPOCH");
        add(R"(FENCED_MEMBER_EPOCH|FencedMemberEpoch|fenced member epoch)", "FENCED_MEMBER_EPOCH");
        add(R"(FENCED_INSTANCE_ID|FencedInstanceId)", "FENCED_INSTANCE_ID");
        add(R"(UNKNOWN_MEMBER_ID|UnknownMemberId|unknown member)", "UNKNOWN_MEMBER_ID");
        add(R"(ILLEGAL_GENERATION|IllegalGeneration|illegal generation)", "ILLEGAL_GENERATION");
        add(R"(REBALANCE_IN_PROGRESS|RebalanceInProgress|rebalance in progress)",
            "REBALANCE_IN_PROGRESS");
        add(R"(CommitFailedException|Commit cannot be completed)", "COMMIT_FAILED");
        return k;
    }();
    for (const auto &[re, kind] : kinds)
        if (re.match(line).hasMatch())
            return kind;
    return {};
}

Status ExternalLabConfig::validate() const
{
    if (group.trimmed().isEmpty())
        return Error::usage(KS_ERR("The lab needs a group name"));
    if (topics.isEmpty())
        return Error::usage(KS_ERR("The lab needs at least one topic"));
    if (command.trimmed().isEmpty())
        return Error::usage(KS_ERR("The external lab needs the consumer command"));
    if (protocol != QLatin1String("classic") && protocol != QLatin1String("consumer"))
        return Error::usage(
            KS_ERR("Unknown group protocol \"%1\"; use classic or consumer").arg(protocol));
    if (produceRate < 0)
        return Error::usage(KS_ERR("The test load rate cannot be negative"));
    harness::ExternalSetup probe;
    probe.command = command;
    if (auto argv = harness::expandCommand(probe); !argv)
        return argv.error();
    return Ok{};
}

struct ExternalLab::Member {
    QString label;
    QString instance;
    QString protocol;
    std::unique_ptr<harness::ExternalConsumer> process;
    bool exitNoted = false;
};

ExternalLab::ExternalLab(ExternalLabConfig config, std::shared_ptr<LabRecorder> recorder)
    : m_config(std::move(config))
{
    if (recorder)
        m_recorder = std::move(recorder);
}

ExternalLab::~ExternalLab()
{
    stop();
}

Status ExternalLab::start()
{
    if (auto v = m_config.validate(); !v)
        return v;
    // The members join a real group and commit offsets, and the load produces: writes.
    if (auto g = WriteGuard::admit(m_config.profile, {WriteKind::LabJoinAndCommit, m_config.group});
        !g)
        return g;
    auto partitions = labPartitions(m_config.profile, m_config.topics);
    if (!partitions)
        return partitions.error();
    m_partitions = partitions.value();
    m_load = startLabLoad(m_config.profile, m_config.topics, m_config.produceRate, m_recorder);
    return Ok{};
}

Result<std::shared_ptr<ExternalLab::Member>> ExternalLab::startMember(const QString &label)
{
    auto m = std::make_shared<Member>();
    m->label = label;
    m->instance = m_config.group + QLatin1Char('-') + label;
    {
        QMutexLocker lock(&m_mutex);
        m->protocol = protocolOk(m_protocolOf.value(label, m_config.protocol));
    }
    harness::ExternalSetup setup;
    setup.command = m_config.command;
    setup.name = label;
    setup.bootstrap = m_config.profile.bootstrap;
    setup.group = m_config.group;
    setup.topics = m_config.topics;
    setup.placeholders = {{QStringLiteral("{instance}"), m->instance},
                          {QStringLiteral("{protocol}"), m->protocol}};
    setup.environment = {{QStringLiteral("KAFSCOPE_INSTANCE"), m->instance},
                         {QStringLiteral("KAFSCOPE_PROTOCOL"), m->protocol}};
    const std::shared_ptr<LabRecorder> recorder = m_recorder;
    const QStringList topics = m_config.topics;
    m->process = std::make_unique<harness::ExternalConsumer>(
        setup,
        [recorder, topics, label](const QString &topic, int partition, qint64 offset) {
            if (!topics.contains(topic) || partition < 0 || offset < 0)
                return false;
            recorder->processed(label, PartitionId{topic, partition}, offset, nowMs());
            return true;
        },
        [recorder, label](const QString &line, bool) {
            if (const QString kind = commitErrorKind(line); !kind.isEmpty())
                recorder->commitError(CommitError{nowMs(), label, kind, line.left(300)});
        });
    if (auto s = m->process->start(); !s)
        return s.error();
    return m;
}

Result<QStringList> ExternalLab::add(int count)
{
    QStringList labels;
    for (int i = 0; i < count; ++i) {
        QString label;
        {
            QMutexLocker lock(&m_mutex);
            label = QStringLiteral("m%1").arg(++m_added);
        }
        LabAction a{nowMs(), LabAction::Kind::Add, label, 0};
        a.external = true;
        a.instanceId = m_config.group + QLatin1Char('-') + label;
        m_recorder->action(a);
        auto m = startMember(label);
        if (!m)
            return m.error();
        QMutexLocker lock(&m_mutex);
        m_members << m.value();
        labels << label;
    }
    return labels;
}

std::shared_ptr<ExternalLab::Member> ExternalLab::member(const QString &label) const
{
    QMutexLocker lock(&m_mutex);
    for (const auto &m : m_members)
        if (m->label == label)
            return m;
    return nullptr;
}

QStringList ExternalLab::running() const
{
    QMutexLocker lock(&m_mutex);
    QStringList out;
    for (const auto &m : m_members)
        if (m->process->running())
            out << m->label;
    return out;
}

Status ExternalLab::stopMember(const QString &label, bool kill, LabAction::Kind kind)
{
    auto m = member(label);
    if (!m)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    LabAction a{nowMs(), kind, label, 0};
    a.external = true;
    a.instanceId = m->instance;
    m_recorder->action(a);
    m->process->stop(kill ? harness::ExternalConsumer::StopMode::Kill
                          : harness::ExternalConsumer::StopMode::Terminate);
    QMutexLocker lock(&m_mutex);
    m_members.removeAll(m);
    m_finished << m;
    return Ok{};
}

Status ExternalLab::remove(const QString &label)
{
    return stopMember(label, false, LabAction::Kind::Remove);
}

Status ExternalLab::crash(const QString &label)
{
    return stopMember(label, true, LabAction::Kind::Crash);
}

Status ExternalLab::stall(const QString &label, qint64 ms)
{
    auto m = member(label);
    if (!m)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    if (auto s = m->process->signal(SIGSTOP); !s)
        return s;
    const qint64 t = nowMs();
    LabAction a{t, LabAction::Kind::Stall, label, ms};
    a.external = true;
    a.instanceId = m->instance;
    m_recorder->action(a);
    auto resume = std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-lab-stall"));
    resume->run(
        [m, ms, recorder = m_recorder, label, instance = m->instance](const WorkerContext &ctx) {
            const qint64 until = nowMs() + ms;
            while (nowMs() < until && !ctx.cancelled())
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            // Also when cancelled: a stopped program is never left frozen.
            (void)m->process->signal(SIGCONT);
            LabAction end{nowMs(), LabAction::Kind::StallEnd, label, 0};
            end.external = true;
            end.instanceId = instance;
            recorder->action(end);
        });
    QMutexLocker lock(&m_mutex);
    m_stalls.push_back(std::move(resume));
    return Ok{};
}

Status ExternalLab::restart(const QString &label)
{
    return replace(label, LabAction::Kind::Restart);
}

Status ExternalLab::replace(const QString &label, LabAction::Kind kind)
{
    auto old = member(label);
    if (!old)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    LabAction a{nowMs(), kind, label, 0};
    a.external = true;
    a.instanceId = old->instance;
    m_recorder->action(a);
    old->process->stop(harness::ExternalConsumer::StopMode::Terminate);
    auto fresh = startMember(label);
    QMutexLocker lock(&m_mutex);
    const qsizetype at = m_members.indexOf(old);
    m_finished << old;
    if (!fresh) {
        m_members.removeAll(old);
        return fresh.error();
    }
    if (at >= 0)
        m_members[at] = fresh.value();
    return Ok{};
}

Status ExternalLab::migrate(const QString &label, const QString &protocol)
{
    if (protocol != QLatin1String("classic") && protocol != QLatin1String("consumer"))
        return Error::usage(
            KS_ERR("Unknown group protocol \"%1\"; use classic or consumer").arg(protocol));
    if (!member(label))
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    {
        QMutexLocker lock(&m_mutex);
        m_protocolOf.insert(label, protocol);
    }
    return replace(label, LabAction::Kind::Migrate);
}

Status ExternalLab::signal(const QString &label, const QString &name)
{
    auto m = member(label);
    if (!m)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    const int sig = labSignalNumber(name);
    if (sig == 0)
        return Error::usage(KS_ERR("Unknown signal %1").arg(name));
    return m->process->signal(sig);
}

bool ExternalLab::settled() const
{
    const QStringList members = running();
    QMutexLocker settle(&m_settleMutex);
    if (!m_settleClient) {
        auto c = KafkaClient::create(m_config.profile, QStringLiteral("lab-settle"));
        if (!c)
            return false;
        m_settleClient = std::move(c.value());
    }
    auto d = groups::describeGroup(*m_settleClient, m_config.group);
    if (!d) {
        // A coordinator that moved or restarted: a new handle finds it (librdkafka keeps asking
        // the old one otherwise).
        m_settleClient.reset();
        return false;
    }
    if (members.isEmpty())
        return d->members.isEmpty();
    if (d->state != groups::GroupState::Stable || d->members.size() != members.size())
        return false;
    Partitions owned;
    for (const auto &m : d->members) {
        for (const auto &tp : m.assignment)
            for (int p : tp.partitions)
                owned.insert(PartitionId{tp.topic, p});
        if (m.targetAssignment && *m.targetAssignment != m.assignment)
            return false; // KIP-848: still reconciling
    }
    if (owned != m_partitions)
        return false;
    // Nothing the lab did in the last second.
    const QList<TimelineEvent> events =
        m_recorder->eventsSince(std::max<qint64>(0, m_recorder->eventCount() - 200));
    for (const TimelineEvent &e : events)
        if (std::holds_alternative<LabAction>(e) && nowMs() - eventTime(e) < 1000)
            return false;
    return true;
}

Result<int> ExternalLab::restartBroker(int node, qint64 downMs)
{
    if (m_config.localClusterDir.isEmpty())
        return Error::usage(KS_ERR("broker-restart needs the local cluster's folder "
                                   "(--local-cluster DIR, a cluster started by \"local start\")"));
    local::LocalCluster::Options o;
    o.dir = m_config.localClusterDir;
    local::LocalCluster cluster(o);
    if (node < 0) {
        auto client = KafkaClient::create(m_config.profile, QStringLiteral("lab-coordinator"));
        if (!client)
            return client.error();
        auto d = groups::describeGroup(*client.value(), m_config.group);
        if (!d)
            return d.error();
        node = d->coordinator.id;
        if (node < 0)
            return Error::local(KS_ERR("The group %1 has no coordinator yet").arg(m_config.group));
    }
    LabAction a{nowMs(), LabAction::Kind::BrokerRestart, QStringLiteral("broker %1").arg(node),
                downMs};
    a.external = true;
    m_recorder->action(a);
    if (auto s = cluster.stopNode(node); !s)
        return s.error();
    const qint64 until = nowMs() + downMs;
    while (nowMs() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (auto s = cluster.startNode(node); !s)
        return s.error();
    return node;
}

void ExternalLab::noteExits()
{
    QMutexLocker lock(&m_mutex);
    for (const auto &m : m_members)
        if (!m->exitNoted && m->process->exitedEarly()) {
            m->exitNoted = true;
            const QString why = m->process->exitReason().render();
            m_exits << QStringLiteral("%1: %2").arg(m->label, why);
            m_recorder->memberError(m->label, why);
        }
}

QStringList ExternalLab::takeExits()
{
    noteExits();
    QMutexLocker lock(&m_mutex);
    return std::exchange(m_exits, {});
}

QStringList ExternalLab::takeLog()
{
    QList<std::shared_ptr<Member>> all;
    {
        QMutexLocker lock(&m_mutex);
        all = m_finished + m_members;
    }
    QStringList out;
    for (const auto &m : all)
        for (const QString &line : m->process->takeLog())
            out << QStringLiteral("[%1] %2").arg(m->label, line);
    return out;
}

QString ExternalLab::stderrOf(const QString &label) const
{
    QMutexLocker lock(&m_mutex);
    QString text;
    for (const auto &m : m_finished + m_members)
        if (m->label == label)
            text += m->process->stderrText();
    return text;
}

void ExternalLab::stopLoad()
{
    stopLabLoad(m_load);
}

void ExternalLab::stop()
{
    QList<std::shared_ptr<Member>> members;
    std::vector<std::unique_ptr<Worker>> stalls;
    {
        QMutexLocker lock(&m_mutex);
        members = m_members;
        m_finished << m_members;
        m_members.clear();
        stalls.swap(m_stalls);
    }
    for (const auto &w : stalls) // SIGCONT first: a frozen program cannot end gracefully
        w->cancel();
    for (const auto &w : stalls)
        w->wait(-1);
    for (const auto &m : members)
        m->process->stop(harness::ExternalConsumer::StopMode::Terminate);
    stopLabLoad(m_load);
    m_load.clear();
}

} // namespace kafscope::rebalance
