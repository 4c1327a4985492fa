#include "harness/priority_consumer.h"
#include "common/translations.h"

#include "harness/harness_tracker.h"
#include "harness/priority_scheduler.h"

#include <librdkafka/rdkafka.h>

#include <chrono>
#include <cstring>

namespace kafscope::harness {

namespace {

using Clock = std::chrono::steady_clock;

qint64 nowUs()
{
    return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now().time_since_epoch())
        .count();
}

bool headerNumber(rd_kafka_headers_t *headers, const char *name, qint64 &out)
{
    const void *value = nullptr;
    size_t size = 0;
    if (!headers ||
        rd_kafka_header_get_last(headers, name, &value, &size) != RD_KAFKA_RESP_ERR_NO_ERROR ||
        !value)
        return false;
    bool ok = false;
    out =
        QByteArray::fromRawData(static_cast<const char *>(value), qsizetype(size)).toLongLong(&ok);
    return ok;
}

QByteArray headerBytes(rd_kafka_headers_t *headers, const char *name)
{
    const void *value = nullptr;
    size_t size = 0;
    if (!headers ||
        rd_kafka_header_get_last(headers, name, &value, &size) != RD_KAFKA_RESP_ERR_NO_ERROR ||
        !value)
        return {};
    return QByteArray(static_cast<const char *>(value), qsizetype(size));
}

} // namespace

PriorityConsumer::PriorityConsumer(ConsumerSetup setup, HarnessTracker &tracker)
    : m_setup(std::move(setup)), m_tracker(tracker)
{
    for (int l = 0; l < m_setup.topics.size(); ++l)
        m_levelOfTopic.insert(m_setup.topics[l], l);
    m_scheduler = std::make_unique<PriorityScheduler>(m_setup.strategy, int(m_setup.topics.size()),
                                                      m_setup.weightedWindow);
}

PriorityConsumer::~PriorityConsumer()
{
    stop(StopMode::Close);
}

QString PriorityConsumer::key(const char *topic, int partition)
{
    return QString::fromUtf8(topic) + QLatin1Char('/') + QString::number(partition);
}

Status PriorityConsumer::start()
{
    if (m_worker && !m_worker->ended())
        return Error::usage(KS_ERR("The consumer is already running"));
    std::promise<Status> started;
    auto future = started.get_future();
    // Waited for by stop() (the harness run's thread, never the GUI's): the thread uses this
    // object.
    m_worker = std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-consumer"));
    m_worker->run([this, &started](const WorkerContext &ctx) { threadMain(&started, ctx); });
    Status s = future.get();
    if (!s)
        m_worker->wait(-1);
    return s;
}

void PriorityConsumer::stop(StopMode mode)
{
    m_stopMode.store(int(mode));
    if (!m_worker)
        return;
    m_worker->cancel();
    m_worker->wait(-1);
}

QString PriorityConsumer::lastError() const
{
    QMutexLocker lock(&m_errorMutex);
    return m_lastError;
}

void PriorityConsumer::setError(const QString &text)
{
    QMutexLocker lock(&m_errorMutex);
    m_lastError = text;
}

void PriorityConsumer::threadMain(std::promise<Status> *started, const WorkerContext &ctx)
{
    Status s = create();
    const bool ok = s.ok();
    started->set_value(std::move(s)); // `started` is gone after this
    if (!ok)
        return;
    loop(ctx);
    closeHandle();
}

Status PriorityConsumer::create()
{
    ConnectionProfile p = m_setup.profile;
    if (m_setup.groupProtocol == QLatin1String("consumer")) {
        // KIP-848: the broker owns the session, heartbeat and assignment; librdkafka refuses them
        // here.
        p.properties << qMakePair(QStringLiteral("group.protocol"), QStringLiteral("consumer"));
    } else {
        p.properties << qMakePair(QStringLiteral("session.timeout.ms"),
                                  QString::number(m_setup.sessionTimeoutMs))
                     << qMakePair(QStringLiteral("heartbeat.interval.ms"),
                                  QString::number(qMax(100, m_setup.sessionTimeoutMs / 4)));
    }
    p.properties += QList<QPair<QString, QString>>{
        {QStringLiteral("group.id"), m_setup.groupId},
        {QStringLiteral("enable.auto.commit"), QStringLiteral("true")},
        {QStringLiteral("auto.commit.interval.ms"), QStringLiteral("500")},
        {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")},
        {QStringLiteral("auto.offset.reset"), QStringLiteral("earliest")},
        {QStringLiteral("max.poll.interval.ms"), QStringLiteral("30000")},
        {QStringLiteral("fetch.wait.max.ms"), QStringLiteral("20")},
        {QStringLiteral("queued.max.messages.kbytes"), QStringLiteral("4096")},
        // Small fetches: a paused level's prefetched data is dropped, so fetch little of it at
        // once.
        {QStringLiteral("fetch.message.max.bytes"), QStringLiteral("65536")},
    };
    auto conf = buildKafkaConf(p, QStringLiteral("harness-") + m_setup.name);
    if (!conf)
        return conf.error();
    rd_kafka_conf_set_opaque(*conf, this);
    rd_kafka_conf_set_log_cb(*conf, [](const rd_kafka_t *, int, const char *, const char *) {});
    rd_kafka_conf_set_error_cb(*conf, [](rd_kafka_t *, int err, const char *reason, void *opaque) {
        static_cast<PriorityConsumer *>(opaque)->setError(QStringLiteral("%1: %2").arg(
            QString::fromUtf8(rd_kafka_err2name(rd_kafka_resp_err_t(err))),
            QString::fromUtf8(reason)));
    });
    rd_kafka_conf_set_rebalance_cb(*conf, [](rd_kafka_t *, rd_kafka_resp_err_t err,
                                             rd_kafka_topic_partition_list_t *parts, void *opaque) {
        static_cast<PriorityConsumer *>(opaque)->rebalance(err, parts);
    });
    char err[512];
    m_rk = rd_kafka_new(RD_KAFKA_CONSUMER, *conf, err, sizeof err);
    if (!m_rk) {
        rd_kafka_conf_destroy(*conf);
        return Error::usage(
            KS_ERR("Cannot create the consumer under test: %1").arg(QString::fromUtf8(err)));
    }
    rd_kafka_poll_set_consumer(m_rk);
    rd_kafka_topic_partition_list_t *topics =
        rd_kafka_topic_partition_list_new(int(m_setup.topics.size()));
    for (const QString &t : m_setup.topics)
        rd_kafka_topic_partition_list_add(topics, t.toUtf8().constData(), RD_KAFKA_PARTITION_UA);
    const rd_kafka_resp_err_t e = rd_kafka_subscribe(m_rk, topics);
    rd_kafka_topic_partition_list_destroy(topics);
    if (e) {
        rd_kafka_destroy(m_rk);
        m_rk = nullptr;
        return Error::kafka(e, KS_ERR("Cannot subscribe the consumer under test: %1")
                                   .arg(QString::fromUtf8(rd_kafka_err2str(e))));
    }
    return Ok{};
}

void PriorityConsumer::rebalance(int err, rd_kafka_topic_partition_list_s *parts)
{
    // The consumer protocol (KIP-848), like cooperative-sticky, hands out and takes back only the
    // partitions that move: the rest keep their buffers and fetch positions.
    const char *protocol = rd_kafka_rebalance_protocol(m_rk); // null on error
    const bool incremental = protocol && std::strcmp(protocol, "COOPERATIVE") == 0;
    if (err == RD_KAFKA_RESP_ERR__ASSIGN_PARTITIONS) {
        for (int i = 0; i < parts->cnt; ++i) {
            Partition p;
            p.topic = parts->elems[i].topic;
            p.id = parts->elems[i].partition;
            p.level = m_levelOfTopic.value(QString::fromUtf8(p.topic), 0);
            m_partitions.insert(key(parts->elems[i].topic, p.id), p);
        }
        assignmentCall(incremental ? rd_kafka_incremental_assign(m_rk, parts) : nullptr,
                       incremental ? RD_KAFKA_RESP_ERR_NO_ERROR : rd_kafka_assign(m_rk, parts));
        m_assigned.store(int(m_partitions.size()));
        m_tracker.event(KS_TR("%1 assigned %2 partitions").arg(m_setup.name).arg(parts->cnt), true);
        return;
    }
    // Revoked: commit what was processed, then drop the buffers (their messages were not processed,
    // so the next owner gets them from the committed offset).
    rd_kafka_commit(m_rk, nullptr, 0);
    for (int i = 0; i < parts->cnt; ++i)
        m_partitions.remove(key(parts->elems[i].topic, parts->elems[i].partition));
    if (incremental) {
        assignmentCall(rd_kafka_incremental_unassign(m_rk, parts), RD_KAFKA_RESP_ERR_NO_ERROR);
    } else {
        assignmentCall(nullptr, rd_kafka_assign(m_rk, nullptr));
        m_partitions.clear();
        m_fetching.store(0);
    }
    m_assigned.store(int(m_partitions.size()));
    m_tracker.event(KS_TR("%1 lost %2 partitions (rebalance)").arg(m_setup.name).arg(parts->cnt),
                    true);
}

void PriorityConsumer::assignmentCall(rd_kafka_error_s *error, int plain)
{
    if (error) {
        setError(
            KS_TR("assignment failed: %1").arg(QString::fromUtf8(rd_kafka_error_string(error))));
        rd_kafka_error_destroy(error);
    } else if (plain) {
        setError(KS_TR("assignment failed: %1")
                     .arg(QString::fromUtf8(rd_kafka_err2str(rd_kafka_resp_err_t(plain)))));
    }
}

void PriorityConsumer::receive(rd_kafka_message_s *m)
{
    if (m->err) {
        if (m->err != RD_KAFKA_RESP_ERR__PARTITION_EOF)
            setError(QString::fromUtf8(rd_kafka_message_errstr(m)));
        rd_kafka_message_destroy(m);
        return;
    }
    const char *topic = rd_kafka_topic_name(m->rkt);
    auto it = m_partitions.find(key(topic, m->partition));
    rd_kafka_headers_t *headers = nullptr;
    rd_kafka_message_headers(m, &headers);
    Item item;
    const bool ours =
        it != m_partitions.end() && headerBytes(headers, "ks-run") == m_setup.runId.toUtf8() &&
        headerNumber(headers, "ks-seq", item.seq) && headerNumber(headers, "ks-ms", item.produceMs);
    if (it != m_partitions.end())
        it->nextOffset = m->offset + 1;
    if (!ours) {
        ++m_foreign;
    } else {
        item.offset = m->offset;
        item.arrival = m_arrivals++;
        it->buffer.push_back(item);
    }
    rd_kafka_message_destroy(m);
}

void PriorityConsumer::drainQueue(int max)
{
    for (int i = 0; i < max; ++i) {
        rd_kafka_message_t *m = rd_kafka_consumer_poll(m_rk, 0);
        if (!m)
            return;
        receive(m);
    }
}

// Applies the strategy's pauses and the buffer limits (pause when full, resume at half).
void PriorityConsumer::updatePauses()
{
    QList<LevelView> views(m_setup.topics.size());
    int fetching = 0;
    for (Partition &p : m_partitions) {
        int64_t lo = -1, hi = -1;
        LevelView &v = views[p.level];
        v.buffered += qint64(p.buffer.size());
        const bool known = rd_kafka_get_watermark_offsets(m_rk, p.topic.constData(), p.id, &lo,
                                                          &hi) == RD_KAFKA_RESP_ERR_NO_ERROR &&
                           hi >= 0;
        fetching += known ? 1 : 0;
        if (known && p.nextOffset >= 0)
            v.lag += qMax<qint64>(0, hi - p.nextOffset);
    }
    m_fetching.store(fetching);
    const QList<bool> strategyPaused = m_scheduler->paused(views);
    rd_kafka_topic_partition_list_t *pause = rd_kafka_topic_partition_list_new(4);
    rd_kafka_topic_partition_list_t *resume = rd_kafka_topic_partition_list_new(4);
    for (Partition &p : m_partitions) {
        const qint64 size = qint64(p.buffer.size());
        const bool full =
            size >= m_setup.bufferLimit || (p.paused && size > m_setup.bufferLimit / 2);
        const bool want = strategyPaused.value(p.level) || full;
        if (want != p.paused) {
            rd_kafka_topic_partition_list_add(want ? pause : resume, p.topic.constData(), p.id);
            p.paused = want;
        }
    }
    if (pause->cnt > 0)
        rd_kafka_pause_partitions(m_rk, pause);
    if (resume->cnt > 0)
        rd_kafka_resume_partitions(m_rk, resume);
    rd_kafka_topic_partition_list_destroy(pause);
    rd_kafka_topic_partition_list_destroy(resume);
}

// Serves one message as the strategy says; false when there is nothing to serve now.
bool PriorityConsumer::processOne(qint64 nowMs)
{
    QList<LevelView> views(m_setup.topics.size());
    QList<qint64> oldestHeld(m_setup.topics.size(), -1);
    for (Partition &p : m_partitions) {
        LevelView &v = views[p.level];
        v.buffered += qint64(p.buffer.size());
        if (!p.buffer.empty() &&
            (oldestHeld[p.level] < 0 || p.buffer.front().produceMs < oldestHeld[p.level]))
            oldestHeld[p.level] = p.buffer.front().produceMs;
        if (!p.buffer.empty() && (v.headArrival < 0 || p.buffer.front().arrival < v.headArrival))
            v.headArrival = p.buffer.front().arrival;
        int64_t lo = 0, hi = 0;
        if (p.nextOffset >= 0 && !p.paused &&
            rd_kafka_get_watermark_offsets(m_rk, p.topic.constData(), p.id, &lo, &hi) ==
                RD_KAFKA_RESP_ERR_NO_ERROR)
            v.lag += qMax<qint64>(0, hi - p.nextOffset);
    }
    const int level = m_scheduler->pick(views, nowMs);
    if (level < 0)
        return false;
    Partition *best = nullptr;
    for (Partition &p : m_partitions)
        if (p.level == level && !p.buffer.empty() &&
            (!best || p.buffer.front().arrival < best->buffer.front().arrival))
            best = &p;
    if (!best)
        return false;
    const Item item = best->buffer.front();
    best->buffer.pop_front();
    bool heldHigher = false;
    const qint64 wall = HarnessTracker::wallMs();
    for (int higher = 0; higher < level; ++higher)
        heldHigher = heldHigher ||
                     (oldestHeld[higher] >= 0 && wall - oldestHeld[higher] > m_setup.toleranceMs);
    m_tracker.processed(level, item.seq, best->id, item.produceMs, heldHigher);
    m_scheduler->served(level);
    rd_kafka_topic_partition_list_t *store = rd_kafka_topic_partition_list_new(1);
    rd_kafka_topic_partition_list_add(store, best->topic.constData(), best->id)->offset =
        item.offset + 1;
    rd_kafka_offsets_store(m_rk, store); // fails only for a partition just revoked
    rd_kafka_topic_partition_list_destroy(store);
    return true;
}

void PriorityConsumer::loop(const WorkerContext &ctx)
{
    const double capacity = qMax(0.001, m_setup.capacity);
    const qint64 intervalUs = qMax<qint64>(1, qint64(1e6 / capacity));
    qint64 nextSlot = nowUs();
    qint64 lastPauseCheck = 0;
    while (!ctx.cancelled()) {
        drainQueue(2000);
        const qint64 now = nowUs();
        if (now - lastPauseCheck >= 20000) {
            updatePauses();
            lastPauseCheck = now;
        }
        bool served = false;
        if (m_unlimited.load()) {
            for (int i = 0; i < 5000 && processOne(now / 1000); ++i)
                served = true;
            nextSlot = now;
        } else if (now >= nextSlot && processOne(now / 1000)) {
            served = true;
            nextSlot = qMax(nextSlot + intervalUs, now - intervalUs); // no credit for idle time
        }
        if (served)
            continue;
        const qint64 waitUs =
            m_unlimited.load() ? 1000 : qBound(qint64(0), nextSlot - now, qint64(5000));
        if (rd_kafka_message_t *m = rd_kafka_consumer_poll(m_rk, int((waitUs + 999) / 1000)))
            receive(m);
    }
}

void PriorityConsumer::closeHandle()
{
    if (!m_rk)
        return;
    if (m_stopMode.load() == int(StopMode::Crash)) {
        rd_kafka_destroy_flags(m_rk, RD_KAFKA_DESTROY_F_NO_CONSUMER_CLOSE);
    } else {
        rd_kafka_consumer_close(m_rk); // revokes (committing in the callback) and leaves the group
        rd_kafka_destroy(m_rk);
    }
    m_rk = nullptr;
    m_partitions.clear();
    m_assigned.store(0);
}

} // namespace kafscope::harness
