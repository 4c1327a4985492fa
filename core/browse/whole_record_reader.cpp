#include "browse/whole_record_reader.h"

#include "browse/browse_reader.h"
#include "browse/record_view.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>

#include <limits>

namespace kafscope {

Result<std::unique_ptr<WholeRecordReader>>
WholeRecordReader::open(const ConnectionProfile &profile, const QString &topic, Isolation isolation)
{
    std::unique_ptr<WholeRecordReader> r(new WholeRecordReader);
    r->m_topicName = topic;
    r->m_timeoutMs = profile.timeoutMs > 0 ? profile.timeoutMs : 10000;
    auto handle = openBrowseHandle(profile, topic, isolation, QStringLiteral("whole-values"));
    if (!handle)
        return handle.error();
    r->m_client = std::move(handle.value().client);
    r->m_topic = handle.value().topic;
    return r;
}

WholeRecordReader::~WholeRecordReader()
{
    while (!m_next.empty())
        stop(m_next.begin()->first);
    if (m_topic)
        rd_kafka_topic_destroy(m_topic);
    m_client.reset();
}

void WholeRecordReader::stop(int partition)
{
    if (m_next.erase(partition))
        rd_kafka_consume_stop(m_topic, partition);
}

Result<BrowseRecord> WholeRecordReader::fetch(int partition, qint64 offset,
                                              const std::atomic<int> *cancelled)
{
    auto gone = [&] {
        return Error::kafka(
            0, KS_ERR("Offset %1 of %2 partition %3 is no longer there (deleted, compacted "
                      "or not committed)")
                   .arg(offset)
                   .arg(m_topicName)
                   .arg(partition));
    };
    // Reading on is cheaper than a new fetch only for a near offset.
    constexpr qint64 kReadOnLimit = 2000;
    const auto at = m_next.find(partition);
    if (at == m_next.end() || offset < at->second || offset - at->second > kReadOnLimit) {
        stop(partition);
        if (rd_kafka_consume_start(m_topic, partition, offset) == -1)
            return m_client->makeError(
                rd_kafka_last_error(),
                KS_ERR("Reading %1 partition %2").arg(m_topicName).arg(partition));
        m_next[partition] = offset;
    }
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < m_timeoutMs) {
        if (cancelled && cancelled->load())
            return Error::cancelled(KS_ERR("Cancelled"));
        rd_kafka_message_t *m = rd_kafka_consume(m_topic, partition, 100);
        if (!m)
            continue;
        if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
            rd_kafka_message_destroy(m);
            stop(partition);
            return gone();
        }
        if (m->err) {
            const Error e = m_client->makeError(
                m->err, KS_ERR("Reading %1 partition %2").arg(m_topicName).arg(partition));
            rd_kafka_message_destroy(m);
            stop(partition);
            return e;
        }
        const qint64 got = m->offset;
        m_next[partition] = got + 1;
        if (got < offset) {
            rd_kafka_message_destroy(m);
            continue;
        }
        if (got > offset) {
            // Past the one asked for (it is gone): the fetch restarts for whatever comes next.
            rd_kafka_message_destroy(m);
            stop(partition);
            return gone();
        }
        BrowseRecord r = copyRecord(RecordView::of(m), std::numeric_limits<int>::max());
        rd_kafka_message_destroy(m);
        return r;
    }
    stop(partition);
    return Error::timeout(RD_KAFKA_RESP_ERR__TIMED_OUT,
                          KS_ERR("Offset %1 of %2 partition %3 did not arrive within %4 ms")
                              .arg(offset)
                              .arg(m_topicName)
                              .arg(partition)
                              .arg(m_timeoutMs));
}

} // namespace kafscope
