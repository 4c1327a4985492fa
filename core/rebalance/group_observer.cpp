#include "rebalance/group_observer.h"

#include "cluster/kafka_client.h"
#include "groups/group_describe.h"
#include "groups/group_list.h"
#include "groups/share_group.h"
#include "groups/streams_group.h"
#include "protocol/protocol_client.h"
#include "cluster/topic_ids.h"
#include "common/worker.h"
#include "offsets/offsets_log_reader.h"
#include "rebalance/kip848_tracker.h"
#include "rebalance/lab_recorder.h"

#include <QDateTime>

#include <librdkafka/rdkafka.h>

#include <chrono>
#include <thread>

namespace kafscope::rebalance {

namespace {

Partitions toPartitions(const QList<offsets::TopicPartitions> &tps)
{
    Partitions out;
    for (const auto &tp : tps)
        for (int p : tp.partitions)
            out.insert(PartitionId{tp.topic, p});
    return out;
}

} // namespace

std::optional<TimelineEvent> timelineEventFor(const offsets::OffsetsLogEntry &entry,
                                              const QString &group)
{
    const offsets::OffsetsRecord &r = entry.record;
    if (r.group != group || !r.keyDecoded)
        return std::nullopt;
    if (r.recordType() == offsets::RecordType::GroupMetadata) {
        if (r.tombstone)
            return StateObservation{entry.timestampMs, GroupState::Dead};
        if (!r.groupMetadata)
            return std::nullopt;
        const offsets::GroupMetadataValue &v = *r.groupMetadata;
        GenerationRecord g;
        g.timeMs = entry.timestampMs;
        g.stateTimestampMs = v.currentStateTimestamp;
        g.generation = v.generation;
        g.protocolType = v.protocolType;
        g.assignor = v.protocol.value_or(QString());
        g.leader = v.leader.value_or(QString());
        for (const offsets::ClassicMember &m : v.members) {
            RecordMember rm;
            rm.memberId = m.memberId;
            rm.instanceId = m.groupInstanceId.value_or(QString());
            rm.clientId = m.clientId;
            rm.host = m.clientHost;
            rm.sessionTimeoutMs = m.sessionTimeout;
            rm.rebalanceTimeoutMs = m.rebalanceTimeout;
            if (m.assignment)
                rm.assignment = toPartitions(m.assignment->assignedPartitions);
            g.members << rm;
        }
        return g;
    }
    const bool commit = r.recordType() == offsets::RecordType::OffsetCommit ||
                        r.recordType() == offsets::RecordType::LegacyOffsetCommit;
    if (commit && !r.tombstone && r.offsetCommit) {
        const qint64 t = r.offsetCommit->commitTimestamp > 0 ? r.offsetCommit->commitTimestamp
                                                             : entry.timestampMs;
        return CommitObservation{t, PartitionId{r.topic, r.partition}, r.offsetCommit->offset};
    }
    return std::nullopt;
}

Result<std::unique_ptr<GroupObserver>> GroupObserver::open(const ConnectionProfile &profile,
                                                           const GroupObserverOptions &options)
{
    if (options.group.isEmpty())
        return Error::usage(KS_ERR("Name the group to watch"));
    std::unique_ptr<GroupObserver> o(new GroupObserver);
    o->m_options = options;
    o->m_profile = profile;
    // KIP-848 records name topics by id: resolved with DescribeTopics when an unknown id appears.
    o->m_kip848 =
        std::make_unique<Kip848Tracker>(options.group, [profile]() -> QHash<QString, QString> {
            auto client = KafkaClient::create(profile, QStringLiteral("rebalance-watch-topics"));
            if (!client)
                return {};
            auto ids = fetchTopicIds(*client.value());
            return ids ? ids.value() : QHash<QString, QString>{};
        });
    if (auto s = o->openReader(); !s)
        return s.error();
    if (options.statePollMs > 0) {
        auto admin = KafkaClient::create(profile, QStringLiteral("rebalance-watch"));
        if (!admin)
            return admin.error();
        o->m_admin = std::move(admin).value();
        // A share or streams group is described with its own request (the classic and KIP-848
        // describe does not know it). Not learnt (an old cluster, no right): the classic path.
        if (auto type = groups::groupTypeOf(*o->m_admin, options.group))
            o->m_type = type.value();
    }
    return o;
}

Status GroupObserver::openReader()
{
    offsets::OffsetsLogOptions lo;
    lo.group = m_options.group;
    // A log created after we started holds nothing older than us: read it from its start.
    lo.start = m_options.fromOldest || m_waitingForLog ? offsets::OffsetsLogOptions::Start::Oldest
                                                       : offsets::OffsetsLogOptions::Start::Live;
    auto reader = offsets::OffsetsLogReader::open(m_profile, lo);
    if (!reader) {
        if (reader.error().code != RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
            return reader.error();
        // No group has ever joined this cluster: wait for the first one to create the log.
        m_waitingForLog = true;
        m_caughtUp = true; // there is no history to read
        m_nextReaderTryMs = QDateTime::currentMSecsSinceEpoch() + 1000;
        return Ok{};
    }
    m_reader = std::move(reader).value();
    m_waitingForLog = false;
    m_readerOpenedMs = QDateTime::currentMSecsSinceEpoch();
    m_caughtUp = !m_options.fromOldest || m_reader->endOffsetsAtOpen().value(0, 0) <= 0;
    return Ok{};
}

GroupObserver::~GroupObserver() = default;

bool GroupObserver::waitingForLog() const
{
    return !m_reader;
}

Result<QList<TimelineEvent>> GroupObserver::step(int timeoutMs)
{
    QList<TimelineEvent> out;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_admin && now >= m_nextPollMs) {
        m_nextPollMs = now + m_options.statePollMs;
        auto d = describeState();
        if (d) {
            const GroupState s = d.value();
            const qint64 polledMs = QDateTime::currentMSecsSinceEpoch();
            if (s != GroupState::Unknown && s != m_lastState)
                out << StateObservation{polledMs, s, m_lastPollMs};
            m_lastState = s;
            m_lastPollMs = now; // the state it saw held at some moment after the request left
            m_lastDescribeError.clear();
            m_retriableSinceMs = -1;
        } else if (const int c = d.error().code;
                   (c == RD_KAFKA_RESP_ERR_NOT_COORDINATOR ||
                    c == RD_KAFKA_RESP_ERR_COORDINATOR_NOT_AVAILABLE ||
                    c == RD_KAFKA_RESP_ERR_COORDINATOR_LOAD_IN_PROGRESS) &&
                   (m_retriableSinceMs < 0 || now - m_retriableSinceMs < 10000)) {
            // A new or moving group's coordinator: normal for a moment; reported if it lasts 10 s.
            if (m_retriableSinceMs < 0)
                m_retriableSinceMs = now;
        } else if (d.error().message() != m_lastDescribeError) {
            m_lastDescribeError = d.error().message(); // reported once per distinct failure
            return Error(d.error());
        }
    }
    if (!m_reader) {
        if (QDateTime::currentMSecsSinceEpoch() >= m_nextReaderTryMs)
            if (auto s = openReader(); !s)
                return s.error();
        if (!m_reader) {
            std::this_thread::sleep_for(std::chrono::milliseconds(std::min(timeoutMs, 200)));
            return out;
        }
    }
    auto entries = m_reader->poll(timeoutMs);
    if (!entries)
        return entries.error();
    if (!m_caughtUp) {
        const qint64 end = m_reader->endOffsetsAtOpen().value(0, 0);
        for (const offsets::OffsetsLogEntry &e : entries.value())
            m_caughtUp = m_caughtUp || e.offset + 1 >= end;
        // Compacted or deleted ends, transaction markers: nothing more to read says the same.
        if (entries->isEmpty() && QDateTime::currentMSecsSinceEpoch() - m_readerOpenedMs > 1000)
            m_caughtUp = true;
    }
    for (const offsets::OffsetsLogEntry &e : entries.value())
        if (auto kip848 = m_kip848->apply(e)) {
            out << *kip848;
        } else if (auto ev = timelineEventFor(e, m_options.group)) {
            if (!m_options.commits && std::holds_alternative<CommitObservation>(*ev))
                continue;
            out << *ev;
        }
    return out;
}

Result<GroupState> GroupObserver::describeState()
{
    const bool share = m_type == groups::GroupType::Share || m_kip848->isShare();
    if (share || m_type == groups::GroupType::Streams) {
        // Kafscope's own requests, on connections kept between polls (opened again after a
        // failure: a broker may have moved or come back).
        if (!m_protocol)
            m_protocol = std::make_unique<protocol::ProtocolClient>(*m_admin);
        Result<QString> state = QString();
        if (share) {
            auto d = groups::describeShareGroup(*m_protocol, m_options.group);
            state = d ? Result<QString>(d->stateName) : Result<QString>(d.error());
        } else {
            auto d = groups::describeStreamsGroupAsAnswered(*m_protocol, m_options.group);
            state = d ? Result<QString>(d->stateName) : Result<QString>(d.error());
        }
        if (!state) {
            m_protocol.reset();
            return state.error();
        }
        return parseGroupState(*state); // a streams group's NotReady, Assigning ...: not followed
    }
    auto d = groups::describeGroup(*m_admin, m_options.group);
    if (!d)
        return d.error();
    return parseGroupState(groups::wireName(d->state));
}

GroupObserverSource::GroupObserverSource(ConnectionProfile profile, GroupObserverOptions options)
    : m_profile(std::move(profile)), m_options(std::move(options))
{
}

GroupObserverSource::~GroupObserverSource()
{
    stop();
}

Status GroupObserverSource::start(const std::shared_ptr<LabRecorder> &recorder)
{
    auto observer = GroupObserver::open(m_profile, m_options);
    if (!observer)
        return observer.error();
    m_worker = std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-observe"));
    m_worker->run([recorder, o = std::shared_ptr<GroupObserver>(std::move(observer).value())](
                      const WorkerContext &ctx) {
        while (!ctx.cancelled()) {
            auto events = o->step(100);
            if (!events) {
                recorder->memberError(QStringLiteral("watch"), events.error().message());
                std::this_thread::sleep_for(std::chrono::milliseconds(500));
                continue;
            }
            for (const TimelineEvent &e : events.value())
                recorder->addEvent(e);
        }
    });
    return Ok{};
}

void GroupObserverSource::stop()
{
    if (!m_worker)
        return;
    // The thread sees the token within one step (~100 ms, a describe at most the profile's
    // timeout); waiting keeps its last events before whatever the caller reads next. Runs on the
    // lab's thread or the CLI's, never the GUI's.
    m_worker->cancel();
    m_worker->wait(-1);
}

} // namespace kafscope::rebalance
