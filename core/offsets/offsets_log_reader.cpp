#include "offsets/offsets_log_reader.h"
#include "cluster/authorization.h"

#include "cluster/kafka_client.h"
#include "offsets/transaction_log.h"

#include <QElapsedTimer>
#include <QThread>

#include <librdkafka/rdkafka.h>

#include <algorithm>

namespace kafscope::offsets {

namespace {

// The partition's watermarks. Just after __consumer_offsets is created (the first group on a new
// cluster) its partitions may have no leader yet: those answers are retried until the timeout.
rd_kafka_resp_err_t watermarks(rd_kafka_t *rk, const char *topic, int partition, int timeoutMs,
                               int64_t *lo, int64_t *hi)
{
    QElapsedTimer t;
    t.start();
    for (;;) {
        const rd_kafka_resp_err_t err =
            rd_kafka_query_watermark_offsets(rk, topic, partition, lo, hi, timeoutMs);
        const bool settling = err == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION ||
                              err == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
                              err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
        if (!settling || t.elapsed() >= timeoutMs)
            return err;
        QThread::msleep(200);
    }
}

Result<int> topicPartitionCount(KafkaClient &client, OffsetsLogOptions::Log log)
{
    const char *topic = OffsetsLogReader::topicOf(log);
    const QString name = QString::fromLatin1(topic);
    rd_kafka_topic_t *rkt = rd_kafka_topic_new(client.handle(), topic, nullptr);
    const rd_kafka_metadata_t *md = nullptr;
    const rd_kafka_resp_err_t err =
        rd_kafka_metadata(client.handle(), 0, rkt, &md, client.profile().timeoutMs);
    rd_kafka_topic_destroy(rkt);
    if (err)
        return client.makeError(err, KS_ERR("Reading the metadata of %1").arg(name));
    int n = 0;
    int topicErr = 0;
    if (md->topic_cnt == 1) {
        n = md->topics[0].partition_cnt;
        topicErr = md->topics[0].err;
    }
    rd_kafka_metadata_destroy(md);
    if (topicErr == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART || (n == 0 && !topicErr))
        return Error::kafka(
            RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART,
            log == OffsetsLogOptions::Log::TransactionState
                ? KS_ERR("__transaction_state does not exist yet: no transactional producer has "
                         "run on this cluster")
                : KS_ERR("__consumer_offsets does not exist yet: no group has committed or "
                         "joined on this cluster"));
    if (isAuthorizationFailure(topicErr))
        return notAuthorized(client.profile(), topicErr, KS_ERR("read"), QStringLiteral("Read"),
                             QStringLiteral("topic"), name);
    if (topicErr)
        return client.makeError(topicErr, KS_ERR("Reading the metadata of %1").arg(name));
    return n;
}

} // namespace

int offsetsPartitionFor(const QString &group, int partitionCount)
{
    if (partitionCount <= 0)
        return -1;
    qint32 h = 0;
    for (const QChar c : group) // Java hashes UTF-16 code units
        h = qint32(quint32(h) * 31u + c.unicode());
    const qint32 a = h == std::numeric_limits<qint32>::min() ? 0 : (h < 0 ? -h : h);
    return a % partitionCount;
}

Result<std::unique_ptr<OffsetsLogReader>> OffsetsLogReader::open(const ConnectionProfile &profile,
                                                                 const OffsetsLogOptions &options)
{
    auto client =
        KafkaClient::create(profile, QStringLiteral("offsets-log"), KafkaClient::Type::Consumer,
                            {{QStringLiteral("group.id"), QString::fromLatin1(kPlaceholderGroup)},
                             {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
                             {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")},
                             {QStringLiteral("enable.partition.eof"), QStringLiteral("true")}});
    if (!client)
        return client.error();
    auto count = topicPartitionCount(*client.value(), options.log);
    if (!count)
        return count.error();
    std::unique_ptr<OffsetsLogReader> reader(new OffsetsLogReader);
    reader->m_client = std::move(client).value();
    reader->m_options = options;
    reader->m_partitionCount = count.value();
    const char *topic = topicOf(options.log);
    for (int p : options.partitions)
        if (p < 0 || p >= count.value())
            return Error::usage(
                KS_ERR("%1 has no partition %2").arg(QString::fromLatin1(topic)).arg(p));
    QStringList groups = options.groups;
    if (!options.group.isEmpty())
        groups << options.group;
    QList<int> chosen = options.partitions;
    for (const QString &g : groups)
        chosen << offsetsPartitionFor(g, count.value());
    if (chosen.isEmpty())
        for (int p = 0; p < count.value(); ++p)
            chosen << p;
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    reader->m_partitions = chosen;

    rd_kafka_t *rk = reader->m_client->handle();
    rd_kafka_topic_partition_list_t *list =
        rd_kafka_topic_partition_list_new(reader->m_partitions.size());
    for (int p : reader->m_partitions) {
        int64_t lo = 0, hi = 0;
        const rd_kafka_resp_err_t err = watermarks(rk, topic, p, profile.timeoutMs, &lo, &hi);
        if (err) {
            rd_kafka_topic_partition_list_destroy(list);
            return reader->m_client->makeError(
                err, KS_ERR("Reading the end of %1/%2").arg(QString::fromLatin1(topic)).arg(p));
        }
        reader->m_endAtOpen << hi;
        reader->m_done << (options.start == OffsetsLogOptions::Start::Live || lo >= hi);
        rd_kafka_topic_partition_list_add(list, topic, p)->offset =
            options.start == OffsetsLogOptions::Start::Live ? hi : RD_KAFKA_OFFSET_BEGINNING;
    }
    const rd_kafka_resp_err_t err = rd_kafka_assign(rk, list);
    rd_kafka_topic_partition_list_destroy(list);
    if (err)
        return reader->m_client->makeError(err,
                                           KS_ERR("Assigning %1").arg(QString::fromLatin1(topic)));
    return reader;
}

OffsetsLogReader::~OffsetsLogReader()
{
    if (m_client) {
        rd_kafka_assign(m_client->handle(), nullptr);
        rd_kafka_consumer_close(m_client->handle());
    }
}

void OffsetsLogReader::markReached(int partition, qint64 nextOffset)
{
    const qsizetype i = m_partitions.indexOf(partition);
    if (i >= 0 && nextOffset >= m_endAtOpen[i])
        m_done[i] = true;
}

bool OffsetsLogReader::finished() const
{
    return m_options.stopAtEnd && !m_done.contains(false);
}

Result<QList<OffsetsLogEntry>> OffsetsLogReader::poll(int timeoutMs, int maxRecords)
{
    QList<OffsetsLogEntry> out;
    rd_kafka_t *rk = m_client->handle();
    int wait = timeoutMs;
    while (out.size() < maxRecords && !finished()) {
        rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, wait);
        if (!m)
            break;
        wait = 0; // drain what is queued, then return
        if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
            markReached(m->partition, m->offset);
            rd_kafka_message_destroy(m);
            continue;
        }
        if (m->err) {
            const rd_kafka_resp_err_t err = m->err;
            const QString text = QString::fromUtf8(rd_kafka_message_errstr(m));
            rd_kafka_message_destroy(m);
            if (err == RD_KAFKA_RESP_ERR__TRANSPORT || err == RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN)
                continue; // librdkafka reconnects on its own
            return Error::kafka(
                err,
                KS_ERR("Reading %1: %2").arg(QString::fromLatin1(topicOf(m_options.log)), text));
        }
        OffsetsLogEntry e;
        e.partition = m->partition;
        e.offset = m->offset;
        e.timestampMs = rd_kafka_message_timestamp(m, nullptr);
        std::optional<QByteArray> key, value;
        if (m->key)
            key = QByteArray(static_cast<const char *>(m->key), qsizetype(m->key_len));
        if (m->payload)
            value = QByteArray(static_cast<const char *>(m->payload), qsizetype(m->len));
        rd_kafka_message_destroy(m);
        e.record = m_options.log == OffsetsLogOptions::Log::TransactionState
                       ? decodeTransactionLogRecord(key, value)
                       : decodeRecord(key, value);
        markReached(e.partition, e.offset + 1);
        out << std::move(e);
    }
    return out;
}

} // namespace kafscope::offsets
