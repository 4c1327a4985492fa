#pragma once
// Reads a whole topic back with a plain librdkafka consumer (assign from the beginning, no
// commits): the oracle the produce tests compare against.

#include "cluster/kafka_client.h"
#include "produce/load_generator.h"
#include "produce/sync_producer.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QSet>
#include <QUuid>

namespace kafscope::test {

struct ReadMessage {
    int partition = -1;
    qint64 offset = -1;
    qint64 timestampMs = -1;
    std::optional<QByteArray> key;
    std::optional<QByteArray> value;
    QList<MessageHeader> headers;
};

inline QList<ReadMessage> readTopic(const ConnectionProfile &profile, const QString &topic,
                                    qint64 expectAtLeast = 0, int timeoutMs = 30000)
{
    QList<ReadMessage> out;
    auto client = KafkaClient::create(
        profile, QStringLiteral("test-readback"), KafkaClient::Type::Consumer,
        {{QStringLiteral("group.id"),
          QStringLiteral("readback-") + QUuid::createUuid().toString(QUuid::Id128)},
         {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
         {QStringLiteral("enable.partition.eof"), QStringLiteral("true")}});
    if (!client)
        return out;
    rd_kafka_t *rk = client.value()->handle();
    auto md = client.value()->metadata(true);
    if (!md)
        return out;
    int partitions = 0;
    for (const TopicInfo &t : md->topics)
        if (t.name == topic)
            partitions = int(t.partitions.size());
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(partitions);
    const QByteArray name = topic.toUtf8();
    for (int p = 0; p < partitions; ++p)
        rd_kafka_topic_partition_list_add(list, name.constData(), p)->offset =
            RD_KAFKA_OFFSET_BEGINNING;
    rd_kafka_assign(rk, list);
    rd_kafka_topic_partition_list_destroy(list);
    QSet<int> atEof;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs &&
           (atEof.size() < partitions || out.size() < expectAtLeast)) {
        rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, 200);
        if (!m)
            continue;
        if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
            atEof.insert(m->partition);
        } else if (!m->err) {
            ReadMessage r;
            r.partition = m->partition;
            r.offset = m->offset;
            r.timestampMs = rd_kafka_message_timestamp(m, nullptr);
            if (m->key)
                r.key = QByteArray(static_cast<const char *>(m->key), int(m->key_len));
            if (m->payload)
                r.value = QByteArray(static_cast<const char *>(m->payload), int(m->len));
            rd_kafka_headers_t *hdrs = nullptr;
            if (rd_kafka_message_headers(m, &hdrs) == RD_KAFKA_RESP_ERR_NO_ERROR) {
                const char *hname;
                const void *hvalue;
                size_t hsize;
                for (size_t i = 0; rd_kafka_header_get_all(hdrs, i, &hname, &hvalue, &hsize) == 0;
                     ++i)
                    r.headers.append({QString::fromUtf8(hname),
                                      hvalue ? std::optional<QByteArray>(QByteArray(
                                                   static_cast<const char *>(hvalue), int(hsize)))
                                             : std::nullopt});
            }
            out << r;
        }
        rd_kafka_message_destroy(m);
    }
    rd_kafka_consumer_close(rk);
    return out;
}

inline quint64 checksumOf(const QList<ReadMessage> &messages)
{
    quint64 sum = 0;
    for (const ReadMessage &m : messages)
        if (m.value)
            sum += payloadChecksum(m.value->constData(), size_t(m.value->size()));
        else
            sum += payloadChecksum(nullptr, 0);
    return sum;
}

} // namespace kafscope::test
