#include "rebalance/rebalance_lab.h"
#include "common/clock.h"

#include "admin/config_admin.h"
#include "admin/write_guard.h"

#include "cluster/kafka_client.h"
#include "protocol/protocol_client.h"

#include <librdkafka/rdkafka.h>
#include "common/worker.h"
#include "produce/load_generator.h"
#include "rebalance/timeline.h"

#include <QDateTime>

#include <thread>

namespace kafscope::rebalance {

QStringList labProtocols()
{
    return {QStringLiteral("classic"), QStringLiteral("consumer")};
}

QStringList labAssignors(const QString &protocol)
{
    if (protocol == QLatin1String("consumer"))
        return {QStringLiteral("uniform"), QStringLiteral("range")};
    return {QStringLiteral("range"), QStringLiteral("roundrobin"),
            QStringLiteral("cooperative-sticky")};
}

std::optional<Error> checkLabAssignor(const QString &protocol, const QString &assignor)
{
    if (!labProtocols().contains(protocol))
        return Error::usage(
            KS_ERR("Unknown group protocol \"%1\"; use classic or consumer").arg(protocol));
    if (labAssignors(protocol).contains(assignor))
        return std::nullopt;
    if (protocol == QLatin1String("consumer") && labAssignors().contains(assignor))
        return Error::usage(
            KS_ERR("The assignor \"%1\" runs only in the client (classic protocol); "
                   "the consumer protocol (KIP-848) assigns on the broker with uniform or range")
                .arg(assignor));
    return Error::usage(
        KS_ERR("Unknown assignor \"%1\" for the %2 protocol; use %3")
            .arg(assignor, protocol, labAssignors(protocol).join(QStringLiteral(", "))));
}

Status checkConsumerProtocol(const ConnectionProfile &profile)
{
    auto client = KafkaClient::create(profile, QStringLiteral("lab-apis"));
    if (!client)
        return client.error();
    protocol::ConnectionOptions options;
    options.timeoutMs = profile.timeoutMs;
    protocol::ProtocolClient proto(*client.value(), options);
    const ErrorText feature = KS_ERR("The consumer group protocol (KIP-848)");
    auto apis = proto.brokerApis();
    if (!apis)
        return apis.error();
    if (!apis->has(protocol::api::kConsumerGroupHeartbeat))
        return protocol::notSupportedByCluster(feature, *apis);
    if (const auto release = apis->release(); !release || release->atLeast(4, 0))
        return Ok{};
    // Kafka 3.7 to 3.9 list the API but serve it only when the broker's
    // group.coordinator.rebalance.protocols names consumer (off by default). A broker whose
    // configs this login may not read is left to answer for itself.
    const ClusterMetadata *md = proto.metadata();
    if (!md || md->brokers.isEmpty())
        return Ok{};
    const int id = md->originBrokerId >= 0 ? md->originBrokerId : md->brokers.first().id;
    auto configs = describeBrokerConfigs(*client.value(), id, profile.timeoutMs);
    if (!configs)
        return Ok{};
    for (const ConfigEntry &c : configs.value())
        if (c.name == QLatin1String("group.coordinator.rebalance.protocols") &&
            !c.value.split(QLatin1Char(',')).contains(QLatin1String("consumer")))
            return protocol::notSupportedByCluster(feature, *apis);
    return Ok{};
}

Status LabConfig::validate() const
{
    if (group.trimmed().isEmpty())
        return Error::usage(KS_ERR("The lab needs a group name"));
    if (topics.isEmpty())
        return Error::usage(KS_ERR("The lab needs at least one topic"));
    if (auto e = checkLabAssignor(groupProtocol, assignor))
        return *e;
    if (sessionTimeoutMs < 1000)
        return Error::usage(KS_ERR("The session timeout must be at least 1000 ms"));
    if (maxPollIntervalMs < sessionTimeoutMs)
        return Error::usage(
            KS_ERR("max.poll.interval.ms (%1) must not be below the session timeout (%2)")
                .arg(maxPollIntervalMs)
                .arg(sessionTimeoutMs));
    if (processingDelayMs < 0 || processingDelayMs > 60000)
        return Error::usage(KS_ERR("The processing delay must be 0 to 60000 ms"));
    if (produceRate < 0)
        return Error::usage(KS_ERR("The test load rate cannot be negative"));
    return Ok{};
}

Result<Partitions> labPartitions(const ConnectionProfile &profile, const QStringList &topics)
{
    auto client = KafkaClient::create(profile, QStringLiteral("lab-metadata"));
    if (!client)
        return client.error();
    auto md = client.value()->metadata(true, profile.timeoutMs);
    // A topic created a moment ago may not be in every broker's metadata yet: ask again for ~3 s.
    auto missing = [&] {
        return std::any_of(topics.begin(), topics.end(), [&](const QString &t) {
            return std::none_of(md->topics.begin(), md->topics.end(),
                                [&](const auto &x) { return x.name == t; });
        });
    };
    for (int attempt = 0; md && attempt < 10 && missing(); ++attempt) {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        md = client.value()->metadata(true, profile.timeoutMs);
    }
    if (!md)
        return md.error();
    Partitions out;
    for (const QString &t : topics) {
        const auto it = std::find_if(md->topics.begin(), md->topics.end(),
                                     [&](const auto &x) { return x.name == t; });
        if (it == md->topics.end())
            return Error::usage(KS_ERR("Topic %1 does not exist").arg(t));
        for (const auto &p : it->partitions)
            out.insert(PartitionId{t, p.id});
    }
    return out;
}

RebalanceLab::RebalanceLab(LabConfig config, std::shared_ptr<LabRecorder> recorder)
    : m_config(std::move(config))
{
    if (recorder)
        m_recorder = std::move(recorder);
}

RebalanceLab::~RebalanceLab()
{
    stop();
}

Status RebalanceLab::start()
{
    if (auto v = m_config.validate(); !v)
        return v;
    // Lab members join a real group and commit offsets: a write, refused on a read-only connection.
    if (auto g = WriteGuard::admit(m_config.profile, {WriteKind::LabJoinAndCommit, m_config.group});
        !g)
        return g;
    if (m_config.groupProtocol == QLatin1String("consumer"))
        if (auto s = checkConsumerProtocol(m_config.profile); !s)
            return s;
    auto partitions = labPartitions(m_config.profile, m_config.topics);
    if (!partitions)
        return partitions.error();
    m_partitions = partitions.value();
    startLoad();
    return Ok{};
}

std::vector<std::unique_ptr<Worker>> startLabLoad(const ConnectionProfile &profile,
                                                  const QStringList &topics, double rate,
                                                  const std::shared_ptr<LabRecorder> &recorder)
{
    std::vector<std::unique_ptr<Worker>> load;
    if (rate <= 0)
        return load;
    for (const QString &topic : topics) {
        LoadSpec spec;
        spec.topic = topic;
        spec.durationMs = 24LL * 3600 * 1000; // until stopped
        spec.rate = rate;
        spec.keyMode = KeyMode::RoundRobin;
        spec.keyCount = 64;
        spec.messageSize = 24; // the sequence number, then filler
        spec.flushTimeoutMs = 2000;
        // Ride out a broker restart: the message timeout bounds the retries.
        spec.producer.messageTimeoutMs = 30000;
        spec.producer.retries = 1000000;
        // Every acknowledged message is known by partition and offset, key and sequence number:
        // the judgement counts what was lost, processed twice or out of order against it.
        spec.onDelivery = [recorder, topic](const rd_kafka_message_s *m) {
            if (m->err) {
                recorder->produceFailed(1);
                return;
            }
            const QByteArray value =
                QByteArray::fromRawData(static_cast<const char *>(m->payload), qsizetype(m->len));
            const QByteArray key =
                QByteArray::fromRawData(static_cast<const char *>(m->key), qsizetype(m->key_len));
            bool ok = false;
            const qint64 seq = value.left(value.indexOf(' ')).toLongLong(&ok);
            const int k = key.startsWith("key-") ? key.mid(4).toInt() : -1;
            recorder->acked(PartitionId{topic, int(m->partition)}, m->offset, k, ok ? seq : -1,
                            nowMs());
        };
        load.push_back(std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-lab-load"),
                                                int(StopRequest::Abort)));
        load.back()->run([spec, profile, recorder](const WorkerContext &ctx) {
            auto r = LoadGenerator(spec).run(profile, ctx.cancelFlag());
            if (!r)
                recorder->memberError(QStringLiteral("load"), r.error().message());
            else if (r->failed > 0)
                recorder->memberError(QStringLiteral("load"),
                                      QStringLiteral("%1 test messages failed").arg(r->failed));
        });
    }
    return load;
}

void stopLabLoad(std::vector<std::unique_ptr<Worker>> &load)
{
    // Stop flushes what is in flight, bounded by the spec's flush timeout (2 s).
    for (const std::unique_ptr<Worker> &w : load)
        w->cancel(int(StopRequest::Stop));
    for (const std::unique_ptr<Worker> &w : load)
        w->wait(-1);
}

void RebalanceLab::startLoad()
{
    m_load = startLabLoad(m_config.profile, m_config.topics, m_config.produceRate, m_recorder);
}

Result<std::shared_ptr<LabMember>> RebalanceLab::startMember(const QString &label)
{
    LabMemberConfig c;
    c.profile = m_config.profile;
    c.label = label;
    c.group = m_config.group;
    c.topics = m_config.topics;
    {
        QMutexLocker lock(&m_mutex);
        c.groupProtocol = m_protocolOf.value(label, m_config.groupProtocol);
    }
    c.assignor = labAssignors(c.groupProtocol).contains(m_config.assignor)
                     ? m_config.assignor
                     : labAssignors(c.groupProtocol).constFirst();
    c.sessionTimeoutMs = m_config.sessionTimeoutMs;
    c.maxPollIntervalMs = m_config.maxPollIntervalMs;
    c.processingDelayMs = m_config.processingDelayMs;
    if (m_config.staticMembership)
        c.instanceId = m_config.group + QLatin1Char('-') + label;
    return LabMember::start(c, m_recorder);
}

Result<QStringList> RebalanceLab::add(int count)
{
    QStringList labels;
    for (int i = 0; i < count; ++i) {
        QString label;
        {
            QMutexLocker lock(&m_mutex);
            label = QStringLiteral("m%1").arg(++m_added);
        }
        m_recorder->action(LabAction{nowMs(), LabAction::Kind::Add, label, 0});
        auto m = startMember(label);
        if (!m)
            return m.error();
        QMutexLocker lock(&m_mutex);
        m_members << m.value();
        labels << label;
    }
    return labels;
}

std::shared_ptr<LabMember> RebalanceLab::member(const QString &label) const
{
    QMutexLocker lock(&m_mutex);
    for (const auto &m : m_members)
        if (m->config().label == label)
            return m;
    return nullptr;
}

QStringList RebalanceLab::running() const
{
    QMutexLocker lock(&m_mutex);
    QStringList out;
    for (const auto &m : m_members)
        out << m->config().label;
    return out;
}

Status RebalanceLab::remove(const QString &label)
{
    auto m = member(label);
    if (!m)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    m_recorder->action(LabAction{nowMs(), LabAction::Kind::Remove, label, 0});
    const bool ok = m->close();
    QMutexLocker lock(&m_mutex);
    m_members.removeAll(m);
    if (!ok)
        return Error::local(KS_ERR("Lab member %1 did not close in time").arg(label));
    return Ok{};
}

Status RebalanceLab::crash(const QString &label)
{
    auto m = member(label);
    if (!m)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    m_recorder->action(LabAction{nowMs(), LabAction::Kind::Crash, label, 0});
    const bool ok = m->crash();
    QMutexLocker lock(&m_mutex);
    m_members.removeAll(m);
    if (!ok)
        return Error::local(KS_ERR("Lab member %1 did not stop in time").arg(label));
    return Ok{};
}

Status RebalanceLab::stall(const QString &label, qint64 ms)
{
    auto m = member(label);
    if (!m)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    const qint64 t = nowMs();
    m_recorder->action(LabAction{t, LabAction::Kind::Stall, label, ms});
    m_recorder->action(LabAction{t + ms, LabAction::Kind::StallEnd, label, 0});
    m->stall(ms);
    return Ok{};
}

Status RebalanceLab::restart(const QString &label)
{
    return replace(label, LabAction::Kind::Restart);
}

Status RebalanceLab::migrate(const QString &label, const QString &protocol)
{
    if (auto e = checkLabAssignor(protocol, labAssignors(protocol).constFirst()))
        return *e;
    if (!member(label))
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    if (protocol == QLatin1String("consumer"))
        if (auto s = checkConsumerProtocol(m_config.profile); !s)
            return s;
    {
        QMutexLocker lock(&m_mutex);
        m_protocolOf.insert(label, protocol);
    }
    return replace(label, LabAction::Kind::Migrate);
}

Status RebalanceLab::signal(const QString &label, const QString &name)
{
    return Error::usage(KS_ERR("\"signal %1 %2\" needs an external consumer: the lab's own "
                               "members are threads, not processes")
                            .arg(label, name));
}

Status RebalanceLab::replace(const QString &label, LabAction::Kind kind)
{
    auto old = member(label);
    if (!old)
        return Error::usage(KS_ERR("No running lab member %1").arg(label));
    m_recorder->action(LabAction{nowMs(), kind, label, 0});
    const bool ok = old->close();
    auto fresh = startMember(label);
    QMutexLocker lock(&m_mutex);
    const qsizetype at = m_members.indexOf(old);
    if (!fresh) {
        m_members.removeAll(old);
        return fresh.error();
    }
    m_members[at] = fresh.value();
    if (!ok)
        return Error::local(
            KS_ERR("Lab member %1 did not close in time before its restart").arg(label));
    return Ok{};
}

bool RebalanceLab::settled() const
{
    const QList<TimelineEvent> events = m_recorder->events();
    const QStringList members = running();
    if (events.isEmpty())
        return members.isEmpty();
    const Timeline t = buildTimeline(events, m_partitions);
    if (!t.rebalances.isEmpty() && !t.rebalances.last().complete())
        return false;
    qint64 lastChange = 0; // offset commits go on all the time; they are no change of the group
    for (const TimelineEvent &e : events)
        if (!std::holds_alternative<CommitObservation>(e))
            lastChange = std::max(lastChange, eventTime(e));
    if (nowMs() - lastChange < 1000)
        return false;
    if (members.isEmpty())
        return true;
    for (const PartitionId &p : m_partitions) {
        const Lane *owner = t.ownerAt(p, t.lastMs);
        if (!owner || !members.contains(owner->key))
            return false;
    }
    return true;
}

void RebalanceLab::stopLoad()
{
    stopLabLoad(m_load);
}

void RebalanceLab::stop()
{
    QList<std::shared_ptr<LabMember>> members;
    {
        QMutexLocker lock(&m_mutex);
        members.swap(m_members);
    }
    for (const auto &m : members)
        m->close();
    // Stop flushes what is in flight, bounded by the spec's flush timeout (2 s); this runs on the
    // lab's thread or the CLI's, never the GUI's.
    stopLoad();
    m_load.clear();
}

} // namespace kafscope::rebalance
