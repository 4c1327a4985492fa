#include "copy/record_sender.h"

#include "common/clock.h"
#include "common/translations.h"
#include "produce/single_send.h"

#include <QThread>

#include <librdkafka/rdkafka.h>

namespace kafscope::copy {

namespace {

// How long a partition without a leader yet (a topic just created) is waited for.
constexpr qint64 kSettleMs = 15000;

bool isSettling(rd_kafka_resp_err_t e)
{
    return e == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION ||
           e == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
           e == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART ||
           e == RD_KAFKA_RESP_ERR__UNKNOWN_PARTITION;
}

} // namespace

Result<std::unique_ptr<RecordSender>> RecordSender::open(const ConnectionProfile &to,
                                                         const ProducerSettings &settings,
                                                         const QString &purpose)
{
    auto props = settings.properties();
    if (!props)
        return props.error();
    QList<QPair<QString, QString>> extra = props.value();
    // By key as the Java client places keys (murmur2); null keys spread at random.
    extra << qMakePair(QStringLiteral("partitioner"), QStringLiteral("murmur2_random"));
    // Never creates a topic by asking for it (brokers with auto.create.topics.enable).
    extra << qMakePair(QStringLiteral("allow.auto.create.topics"), QStringLiteral("false"));
    auto client = KafkaClient::create(to, purpose, KafkaClient::Type::Producer, extra);
    if (!client)
        return client.error();
    std::unique_ptr<RecordSender> s(new RecordSender);
    s->m_client = std::move(client.value());
    s->m_settings = settings;
    return s;
}

RecordSender::~RecordSender()
{
    for (rd_kafka_topic_t *t : std::as_const(m_topics))
        rd_kafka_topic_destroy(t); // before the producer they belong to
}

rd_kafka_topic_t *RecordSender::topicHandle(const QString &topic)
{
    rd_kafka_topic_t *&t = m_topics[topic];
    if (!t)
        t = rd_kafka_topic_new(m_client->handle(), topic.toUtf8().constData(), nullptr);
    return t;
}

Result<int> RecordSender::partitionCount(const QString &topic)
{
    const rd_kafka_metadata_t *md = nullptr;
    const rd_kafka_resp_err_t e = rd_kafka_metadata(m_client->handle(), 0, topicHandle(topic), &md,
                                                    m_client->profile().timeoutMs);
    if (e != RD_KAFKA_RESP_ERR_NO_ERROR)
        return m_client->makeError(e, KS_ERR("Reading the partitions of %1").arg(topic));
    const int n = md->topic_cnt == 1 && !md->topics[0].err ? md->topics[0].partition_cnt : 0;
    rd_kafka_metadata_destroy(md);
    if (n <= 0)
        return Error::kafka(RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART,
                            KS_ERR("Unknown topic: %1 does not exist on the target (create it "
                                   "first, e.g. with kafscope-cli topics create)")
                                .arg(topic));
    return n;
}

Result<QMap<int, qint64>> RecordSender::ends(const QString &topic, int partitions)
{
    QMap<int, qint64> out;
    const QByteArray name = topic.toUtf8();
    for (int p = 0; p < partitions; ++p) {
        int64_t low = 0, high = 0;
        // A topic just created (or a leader just moved) answers "not leader" for a moment.
        const qint64 deadline = nowMs() + kSettleMs;
        rd_kafka_resp_err_t e;
        while ((e = rd_kafka_query_watermark_offsets(m_client->handle(), name.constData(), p, &low,
                                                     &high, m_client->profile().timeoutMs)) &&
               isSettling(e) && nowMs() < deadline)
            QThread::msleep(200);
        if (e)
            return m_client->makeError(
                e, KS_ERR("Reading the end of %1 partition %2").arg(topic).arg(p));
        out.insert(p, high);
    }
    return out;
}

QString RecordSender::clusterId()
{
    char *id = rd_kafka_clusterid(m_client->handle(), m_client->profile().timeoutMs);
    const QString out = QString::fromUtf8(id);
    if (id)
        rd_kafka_mem_free(m_client->handle(), id);
    return out;
}

Status RecordSender::send(const RecordView &r, const QString &topic, int partition,
                          bool keepTimestamp, const HeaderFilter &dropHeader,
                          const std::atomic<int> *cancel)
{
    rd_kafka_topic_t *rkt = topicHandle(topic);
    const qint64 timestamp = keepTimestamp && r.timestampMs > 0 ? r.timestampMs : 0;
    for (;;) {
        rd_kafka_headers_t *headers = nullptr;
        if (const int n = r.headerCount(); n > 0) {
            headers = rd_kafka_headers_new(size_t(n));
            for (int i = 0; i < n; ++i) {
                const HeaderView h = r.header(i);
                if (dropHeader && dropHeader(h.key))
                    continue;
                rd_kafka_header_add(headers, h.key.data(), h.key.size(),
                                    h.isNull ? nullptr : h.value.data(),
                                    h.isNull ? 0 : h.value.size());
            }
        }
        const rd_kafka_resp_err_t err = rd_kafka_producev(
            m_client->handle(), RD_KAFKA_V_RKT(rkt),
            RD_KAFKA_V_PARTITION(partition < 0 ? RD_KAFKA_PARTITION_UA : partition),
            RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
            RD_KAFKA_V_KEY(r.key, r.key ? size_t(r.keyLen) : 0),
            RD_KAFKA_V_VALUE(const_cast<char *>(r.value), r.value ? size_t(r.valueLen) : 0),
            RD_KAFKA_V_HEADERS(headers), RD_KAFKA_V_TIMESTAMP(timestamp),
            RD_KAFKA_V_OPAQUE(static_cast<DeliverySink *>(this)), RD_KAFKA_V_END);
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR) {
            ++m_inFlight;
            return Ok{};
        }
        if (headers)
            rd_kafka_headers_destroy(headers);
        if (err != RD_KAFKA_RESP_ERR__QUEUE_FULL)
            return m_client->makeError(
                err, KS_ERR("Sending to %1 partition %2").arg(topic).arg(partition));
        m_client->poll(50); // the queue is full: deliveries make room
        if (cancel && cancel->load())
            return Error::cancelled(KS_ERR("The copy was stopped"));
    }
}

void RecordSender::delivered(const rd_kafka_message_t *m)
{
    --m_inFlight;
    const QString topic = QString::fromUtf8(rd_kafka_topic_name(m->rkt));
    if (m->err) {
        ++m_failed;
        const Error e = deliveryError(m->err, topic, m_settings.messageTimeoutMs,
                                      m_client->lastTransportError());
        m_errors[e.message()] += 1;
        if (m_firstError.isEmpty())
            m_firstError = e.message();
        return;
    }
    ++m_written;
    qint64 &end = m_ends[topic][m->partition];
    end = qMax(end, qint64(m->offset) + 1);
}

bool RecordSender::flush()
{
    const qint64 deadline = nowMs() + m_settings.messageTimeoutMs + 5000;
    while (m_inFlight > 0 && nowMs() < deadline)
        rd_kafka_flush(m_client->handle(), 100);
    m_client->poll(0);
    return m_inFlight == 0;
}

} // namespace kafscope::copy
