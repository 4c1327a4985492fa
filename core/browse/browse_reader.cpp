#include "browse/browse_reader.h"
#include "common/translations.h"
#include "cluster/authorization.h"

#include "admin/topic_admin.h"

#include <QDateTime>

#include "browse/filter.h"
#include "browse/key_partitioner.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>
#include <limits>

namespace kafscope {

namespace {

constexpr int kBatchSize = 10000;
constexpr qint64 kNoEnd = std::numeric_limits<qint64>::max();

// Group settings a user profile might carry are dropped: a browse must never look like a member.
ConnectionProfile withoutGroup(const ConnectionProfile &profile)
{
    ConnectionProfile p = profile;
    static const QStringList dropped = {
        QStringLiteral("group.id"), QStringLiteral("group.instance.id"),
        QStringLiteral("enable.auto.commit"), QStringLiteral("auto.commit.enable"),
        QStringLiteral("enable.auto.offset.store")};
    p.properties.erase(std::remove_if(p.properties.begin(), p.properties.end(),
                                      [](const auto &kv) { return dropped.contains(kv.first); }),
                       p.properties.end());
    return p;
}

} // namespace

Result<BrowseHandle> openBrowseHandle(const ConnectionProfile &profile, const QString &topic,
                                      Isolation isolation, const QString &clientSuffix)
{
    auto client =
        KafkaClient::create(withoutGroup(profile), clientSuffix, KafkaClient::Type::Consumer,
                            browseConsumerProperties(isolation));
    if (!client)
        return client.error();
    BrowseHandle h;
    h.client = std::move(client).value();
    rd_kafka_topic_conf_t *tconf = rd_kafka_topic_conf_new();
    char err[256];
    rd_kafka_topic_conf_set(tconf, "auto.commit.enable", "false", err, sizeof err);
    h.topic = rd_kafka_topic_new(h.client->handle(), topic.toUtf8().constData(), tconf);
    if (!h.topic)
        return Error::usage(
            KS_ERR("Cannot browse topic %1: %2")
                .arg(topic, QString::fromUtf8(rd_kafka_err2str(rd_kafka_last_error()))));
    return h;
}

QList<QPair<QString, QString>> browseConsumerProperties(Isolation isolation)
{
    return {
        {QStringLiteral("isolation.level"), isolation == Isolation::ReadCommitted
                                                ? QStringLiteral("read_committed")
                                                : QStringLiteral("read_uncommitted")},
        {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
        {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")},
        {QStringLiteral("enable.partition.eof"), QStringLiteral("true")},
        // librdkafka 2.0.2 stops fetching a partition once its queue holds queued.min.messages
        // (counted over the one queue all partitions share) and looks again only when its broker
        // thread wakes, up to a second later: a reader that fell behind for a moment then idled
        // for most of that second (measured: 1.2-2.1 s instead of 0.65 s for 1M x 100 B). A
        // million messages lets the fetcher stay ahead; queued.max.messages.kbytes (64 MB of
        // payload, the default) still bounds the queue's memory.
        {QStringLiteral("queued.min.messages"), QStringLiteral("1000000")},
        {QStringLiteral("fetch.wait.max.ms"), QStringLiteral("100")},
        {QStringLiteral("check.crcs"), QStringLiteral("false")},
    };
}

Result<std::unique_ptr<BrowseReader>> BrowseReader::open(const ConnectionProfile &profile,
                                                         const BrowseRequest &request)
{
    std::unique_ptr<BrowseReader> r(new BrowseReader);
    r->m_request = request;
    if (request.topic.isEmpty())
        return Error::usage(KS_ERR("No topic given"));
    if (!request.filter.trimmed().isEmpty()) {
        auto f = Filter::parse(request.filter);
        if (!f)
            return f.error();
        r->m_filter = std::make_unique<Filter>(std::move(f).value());
    }
    auto handle =
        openBrowseHandle(profile, request.topic, request.isolation, QStringLiteral("browse"));
    if (!handle)
        return handle.error();
    r->m_client = std::move(handle.value().client);
    r->m_topic = handle.value().topic;
    if (auto s = r->resolvePlan(profile.timeoutMs); !s)
        return s.error();
    if (auto s = r->startFetching(); !s)
        return s.error();
    return r;
}

BrowseReader::~BrowseReader()
{
    for (rd_kafka_message_t *m : m_batch)
        if (m)
            rd_kafka_message_destroy(m);
    for (int p : m_started)
        rd_kafka_consume_stop(m_topic, p);
    if (m_queue)
        rd_kafka_queue_destroy(m_queue);
    if (m_topic)
        rd_kafka_topic_destroy(m_topic);
    m_client.reset();
}

Status BrowseReader::resolvePlan(int timeoutMs)
{
    rd_kafka_t *rk = m_client->handle();
    const rd_kafka_metadata_t *md = nullptr;
    if (auto e = rd_kafka_metadata(rk, 0, m_topic, &md, timeoutMs); e != RD_KAFKA_RESP_ERR_NO_ERROR)
        return m_client->makeError(e, KS_ERR("Reading the partitions of %1").arg(m_request.topic));
    QList<int> all;
    rd_kafka_resp_err_t topicErr =
        md->topic_cnt == 1 ? md->topics[0].err : RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
    if (md->topic_cnt == 1)
        for (int i = 0; i < md->topics[0].partition_cnt; ++i)
            all.append(md->topics[0].partitions[i].id);
    rd_kafka_metadata_destroy(md);
    if (topicErr == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART ||
        (topicErr == RD_KAFKA_RESP_ERR_NO_ERROR && all.isEmpty()))
        return unknownTopicError(m_request.topic); // a Kafka answer, not bad usage
    if (isAuthorizationFailure(topicErr))
        return notAuthorized(m_client->profile(), topicErr, KS_ERR("describe"),
                             QStringLiteral("Describe"), QStringLiteral("topic"), m_request.topic);
    if (topicErr != RD_KAFKA_RESP_ERR_NO_ERROR)
        return m_client->makeError(topicErr, KS_ERR("Topic %1").arg(m_request.topic));
    std::sort(all.begin(), all.end());
    QList<int> chosen = m_request.partitions.isEmpty() ? all : m_request.partitions;
    if (m_request.partitions.isEmpty() && m_request.keyPartitionOf)
        chosen = {defaultPartitionForKey(*m_request.keyPartitionOf, int(all.size()))};
    for (int p : chosen)
        if (!all.contains(p))
            return Error::usage(KS_ERR("Topic %1 has no partition %2 (it has %3)")
                                    .arg(m_request.topic)
                                    .arg(p)
                                    .arg(all.size() == 1
                                             ? KS_TR("only partition 0")
                                             : KS_TR("partitions 0–%1").arg(all.last())));

    // Watermarks in bulk: ListOffsets for "earliest" (-2) and "latest" (-1, the last stable offset
    // under read_committed), then the timestamp lookup when asked.
    auto listOffsets = [&](qint64 ts, QList<qint64> &out) -> Status {
        rd_kafka_topic_partition_list_t *list =
            rd_kafka_topic_partition_list_new(int(chosen.size()));
        const QByteArray name = m_request.topic.toUtf8();
        for (int p : chosen)
            rd_kafka_topic_partition_list_add(list, name.constData(), p)->offset = ts;
        const rd_kafka_resp_err_t e = rd_kafka_offsets_for_times(rk, list, timeoutMs);
        out.clear();
        rd_kafka_resp_err_t partErr = RD_KAFKA_RESP_ERR_NO_ERROR;
        for (int i = 0; i < list->cnt; ++i) {
            out.append(list->elems[i].offset);
            if (list->elems[i].err)
                partErr = list->elems[i].err;
        }
        rd_kafka_topic_partition_list_destroy(list);
        if (e != RD_KAFKA_RESP_ERR_NO_ERROR || partErr != RD_KAFKA_RESP_ERR_NO_ERROR)
            return m_client->makeError(e ? e : partErr,
                                       KS_ERR("Reading the offsets of %1").arg(m_request.topic));
        return Ok{};
    };
    QList<qint64> lows, highs, times, endTimes;
    if (auto s = listOffsets(RD_KAFKA_OFFSET_BEGINNING, lows); !s)
        return s;
    if (auto s = listOffsets(RD_KAFKA_OFFSET_END, highs); !s)
        return s;
    const StartSpec &start = m_request.start;
    if (start.mode == StartSpec::Mode::Timestamp)
        if (auto s = listOffsets(start.value, times); !s)
            return s;
    const std::optional<StartSpec> &end =
        start.mode == StartSpec::Mode::Tail ? std::nullopt : m_request.end;
    if (end && end->mode == StartSpec::Mode::Timestamp)
        if (auto s = listOffsets(end->value, endTimes); !s)
            return s;
    for (qsizetype i = 0; i < chosen.size(); ++i) {
        PartitionPlan p;
        p.partition = chosen[i];
        p.low = lows[i];
        p.high = highs[i];
        p.end = p.high;
        switch (start.mode) {
        case StartSpec::Mode::Oldest: p.start = p.low; break;
        case StartSpec::Mode::Newest: p.start = qMax(p.low, p.high - start.value); break;
        case StartSpec::Mode::Offset: p.start = qMax(p.low, start.value); break;
        case StartSpec::Mode::Timestamp:
            p.start = times[i] < 0 ? p.high : qMax(p.low, times[i]);
            break;
        case StartSpec::Mode::Tail:
            p.start = p.high;
            p.end = kNoEnd;
            break;
        }
        if (end) {
            switch (end->mode) {
            case StartSpec::Mode::Oldest: p.end = p.low; break;
            case StartSpec::Mode::Offset: p.end = qBound(p.low, end->value, p.high); break;
            case StartSpec::Mode::Timestamp:
                p.end = endTimes[i] < 0 ? p.high : qBound(p.low, endTimes[i], p.high);
                break;
            case StartSpec::Mode::Newest:
            case StartSpec::Mode::Tail: break;
            }
        }
        if (const auto at = m_request.startAt.constFind(p.partition);
            at != m_request.startAt.constEnd())
            p.start = qMax(p.low, at.value());
        if (const auto at = m_request.endAt.constFind(p.partition);
            at != m_request.endAt.constEnd() && start.mode != StartSpec::Mode::Tail)
            p.end = qBound(p.low, at.value(), p.high);
        if (start.mode != StartSpec::Mode::Tail && p.low >= p.high)
            p.status = PartitionPlan::Status::Empty;
        else if (start.mode != StartSpec::Mode::Tail &&
                 (p.start >= p.end ||
                  (start.mode == StartSpec::Mode::Offset && start.value >= p.high)))
            p.status = PartitionPlan::Status::StartPastEnd;
        p.next = p.start;
        m_plan.append(p);
    }
    return Ok{};
}

Status BrowseReader::startFetching()
{
    m_queue = rd_kafka_queue_new(m_client->handle());
    for (const PartitionPlan &p : m_plan) {
        if (p.status != PartitionPlan::Status::Reading)
            continue;
        if (rd_kafka_consume_start_queue(m_topic, p.partition, p.start, m_queue) == -1)
            return m_client->makeError(rd_kafka_last_error(),
                                       KS_ERR("Starting to read partition %1").arg(p.partition));
        m_started.append(p.partition);
        ++m_reading;
    }
    m_finished = m_reading == 0 || (m_request.maxResults > 0 && m_kept >= m_request.maxResults);
    if (m_request.maxResults > 0 && m_request.start.mode != StartSpec::Mode::Tail &&
        m_started.size() > 1)
        m_fair = FairShare(m_request.maxResults, m_started);
    m_batch.resize(kBatchSize, nullptr);
    m_lastMessageMs = QDateTime::currentMSecsSinceEpoch();
    return Ok{};
}

PartitionPlan *BrowseReader::planFor(int partition)
{
    for (PartitionPlan &p : m_plan)
        if (p.partition == partition)
            return &p;
    return nullptr;
}

void BrowseReader::finishPartition(PartitionPlan &p)
{
    if (p.status != PartitionPlan::Status::Reading)
        return;
    p.status = PartitionPlan::Status::Done;
    if (--m_reading <= 0)
        m_finished = true;
    if (m_fair.limited()) {
        m_fair.finished(p.partition);
        m_paused.removeOne(p.partition);
        resumeWithRoom();
    }
}

void BrowseReader::pause(PartitionPlan &p)
{
    if (m_paused.contains(p.partition))
        return;
    // Records of it already queued are skipped (its next offset stays): reading goes on from
    // there if it gets room.
    rd_kafka_consume_stop(m_topic, p.partition);
    m_started.removeOne(p.partition);
    m_paused.append(p.partition);
}

void BrowseReader::resumeWithRoom()
{
    if (m_finished)
        return;
    const QList<int> full = m_fair.full();
    for (int partition : QList<int>(m_paused)) {
        if (full.contains(partition))
            continue;
        PartitionPlan *p = planFor(partition);
        if (!p || p->status != PartitionPlan::Status::Reading)
            continue;
        if (rd_kafka_consume_start_queue(m_topic, partition, p->next, m_queue) == -1) {
            m_errors.append(KS_TR("Partition %1: %2")
                                .arg(partition)
                                .arg(QString::fromUtf8(rd_kafka_err2str(rd_kafka_last_error()))));
            m_paused.removeOne(partition);
            finishPartition(*p);
            continue;
        }
        m_paused.removeOne(partition);
        m_started.append(partition);
    }
}

bool BrowseReader::step(const Visitor &visit, int timeoutMs)
{
    if (m_finished)
        return false;
    checkTopicStillThere();
    if (m_finished)
        return false;
    // Whatever is queued now, without waiting: a batch call with a timeout waits for a whole batch,
    // which past the end of every partition means waiting out the timeout for nothing.
    ssize_t n = rd_kafka_consume_batch_queue(m_queue, 0, m_batch.data(), m_batch.size());
    if (n == 0) { // nothing queued: wait for the next message only
        if (rd_kafka_message_t *m = rd_kafka_consume_queue(m_queue, timeoutMs)) {
            m_batch[0] = m;
            n = 1;
        }
    }
    if (n > 0)
        m_lastMessageMs = QDateTime::currentMSecsSinceEpoch();
    for (ssize_t i = 0; i < n; ++i) {
        if (!m_finished)
            handle(m_batch[size_t(i)], visit);
        rd_kafka_message_destroy(m_batch[size_t(i)]);
        m_batch[size_t(i)] = nullptr;
    }
    return !m_finished;
}

void BrowseReader::handle(const rd_kafka_message_t *m, const Visitor &visit)
{
    PartitionPlan *p = planFor(m->partition);
    if (!p || p->status != PartitionPlan::Status::Reading || m_paused.contains(m->partition))
        return;
    if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
        p->next = qMax(p->next, qint64(m->offset));
        // The end of what can be read now; under read_committed that may stop before `end` at an
        // open transaction, so the end of a planned range is whichever comes first.
        if (p->end != kNoEnd)
            finishPartition(*p);
        return;
    }
    if (m->err && isAuthorizationFailure(m->err)) {
        // The login may describe the topic but not read it: one message for the topic, not one per
        // partition.
        const QString denied =
            notAuthorized(m_client->profile(), m->err, KS_ERR("read"), QStringLiteral("Read"),
                          QStringLiteral("topic"), m_request.topic)
                .message();
        if (!m_errors.contains(denied))
            m_errors.append(denied);
        finishPartition(*p);
        return;
    }
    if (m->err) {
        m_errors.append(QStringLiteral("Partition %1: %2")
                            .arg(m->partition)
                            .arg(QString::fromUtf8(rd_kafka_message_errstr(m))));
        finishPartition(*p);
        return;
    }
    if (m->offset >= p->end) {
        finishPartition(*p);
        return;
    }
    if (m->offset < p->next)
        return; // fetched before a pause and delivered after the resume: already read
    p->next = m->offset + 1;
    ++m_scanned;
    const RecordView view = RecordView::of(m);
    if (!m_filter || m_filter->matches(view)) {
        visit(view);
        ++m_kept;
        ++p->kept;
        if (m_fair.limited())
            m_fair.kept(p->partition);
        if (m_request.maxResults > 0 && m_kept >= m_request.maxResults) {
            m_limitReached = true;
            m_finished = true;
        }
    }
    if (p->end != kNoEnd && p->next >= p->end)
        finishPartition(*p);
    else if (!m_finished && m_fair.limited() && !m_fair.admits(p->partition))
        pause(*p);
}

void BrowseReader::checkTopicStillThere()
{
    // librdkafka's legacy consumer goes on fetching a deleted topic without a word: a live tail,
    // and a read to the end (offsets that will never come), would wait forever. A bounded read
    // that still gets records is left alone; one that got nothing for a while is checked.
    bool reading = false, openEnded = false;
    for (const PartitionPlan &p : m_plan)
        if (p.status == PartitionPlan::Status::Reading) {
            reading = true;
            openEnded = openEnded || p.end == kNoEnd;
        }
    if (!reading)
        return;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!openEnded && now - m_lastMessageMs < kTopicCheckIntervalMs)
        return;
    if (now - m_lastTopicCheckMs < kTopicCheckIntervalMs)
        return;
    m_lastTopicCheckMs = now;
    // All topics, not this one: a request naming the topic could make a broker with
    // auto.create.topics.enable create it again.
    const rd_kafka_metadata_t *md = nullptr;
    if (rd_kafka_metadata(m_client->handle(), 1, nullptr, &md, kTopicCheckTimeoutMs) !=
        RD_KAFKA_RESP_ERR_NO_ERROR)
        return; // cannot tell now; the next check asks again
    const QByteArray name = m_request.topic.toUtf8();
    bool found = false;
    for (int i = 0; i < md->topic_cnt && !found; ++i)
        found = name == md->topics[i].topic &&
                md->topics[i].err != RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
    rd_kafka_metadata_destroy(md);
    if (found)
        return;
    m_topicDeleted = true;
    m_errors.append(KS_TR("Topic %1 was deleted").arg(m_request.topic));
    for (PartitionPlan &p : m_plan)
        finishPartition(p);
    m_finished = true;
}

qint64 BrowseReader::estimatedTotal() const
{
    qint64 total = 0;
    for (const PartitionPlan &p : m_plan) {
        if (p.end == kNoEnd)
            return -1;
        if (p.status == PartitionPlan::Status::Reading || p.status == PartitionPlan::Status::Done)
            total += p.end - p.start;
    }
    return total;
}

Result<BrowseRecord> fetchRecord(const ConnectionProfile &profile, const QString &topic,
                                 int partition, qint64 offset, Isolation isolation)
{
    BrowseRequest req;
    req.topic = topic;
    req.partitions = {partition};
    req.start = {StartSpec::Mode::Offset, offset};
    req.maxResults = 1;
    req.isolation = isolation;
    req.previewBytes = std::numeric_limits<int>::max();
    auto reader = BrowseReader::open(profile, req);
    if (!reader)
        return reader.error();
    std::optional<BrowseRecord> found;
    for (int waited = 0; !found && !reader.value()->finished() && waited < profile.timeoutMs;
         waited += 100)
        reader.value()->step([&](const RecordView &v) { found = copyRecord(v, req.previewBytes); },
                             100);
    if (!found || found->offset != offset)
        return Error::kafka(
            0, KS_ERR("Offset %1 of %2 partition %3 is no longer there (deleted, compacted "
                      "or not committed)")
                   .arg(offset)
                   .arg(topic)
                   .arg(partition));
    return *found;
}

} // namespace kafscope
