#include "produce/sync_producer.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>

#include <vector>

namespace kafscope {

namespace {

struct Slot final : DeliverySink {
    DeliveryResult result;
    bool done = false;
    void delivered(const rd_kafka_message_t *m) override
    {
        done = true;
        result.partition = m->partition;
        result.offset = m->offset;
        rd_kafka_timestamp_type_t type;
        result.timestampMs = rd_kafka_message_timestamp(m, &type);
        if (m->err)
            result.error =
                Error::kafka(m->err, ErrorText::raw(QString::fromUtf8(rd_kafka_err2str(m->err))));
    }
};

rd_kafka_headers_t *makeHeaders(const QList<MessageHeader> &headers)
{
    if (headers.isEmpty())
        return nullptr;
    rd_kafka_headers_t *h = rd_kafka_headers_new(size_t(headers.size()));
    for (const MessageHeader &mh : headers) {
        const QByteArray k = mh.key.toUtf8();
        if (mh.value)
            rd_kafka_header_add(h, k.constData(), k.size(), mh.value->constData(),
                                mh.value->size());
        else
            rd_kafka_header_add(h, k.constData(), k.size(), nullptr, 0);
    }
    return h;
}

} // namespace

Result<QList<DeliveryResult>> produceAndWait(KafkaClient &client,
                                             const QList<OutgoingMessage> &messages, int timeoutMs)
{
    std::vector<Slot> sinks(size_t(messages.size()));
    QList<DeliveryResult> out;
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const OutgoingMessage &m = messages[i];
        const QByteArray topic = m.topic.toUtf8();
        rd_kafka_headers_t *headers = makeHeaders(m.headers);
        // librdkafka's RD_KAFKA_V_* macros do not parenthesise their arguments: pass plain values.
        const void *keyPtr = m.key ? m.key->constData() : nullptr;
        const size_t keyLen = m.key ? size_t(m.key->size()) : 0;
        void *valuePtr = m.value ? const_cast<char *>(m.value->constData()) : nullptr;
        const size_t valueLen = m.value ? size_t(m.value->size()) : 0;
        const int partition = m.partition < 0 ? RD_KAFKA_PARTITION_UA : m.partition;
        Slot *sink = &sinks[size_t(i)];
        const rd_kafka_resp_err_t err = rd_kafka_producev(
            client.handle(), RD_KAFKA_V_TOPIC(topic.constData()), RD_KAFKA_V_PARTITION(partition),
            RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY), RD_KAFKA_V_KEY(keyPtr, keyLen),
            RD_KAFKA_V_VALUE(valuePtr, valueLen), RD_KAFKA_V_HEADERS(headers),
            RD_KAFKA_V_TIMESTAMP(m.timestampMs), RD_KAFKA_V_OPAQUE(sink), RD_KAFKA_V_END);
        if (err) {
            if (headers)
                rd_kafka_headers_destroy(headers);
            sinks[size_t(i)].done = true;
            sinks[size_t(i)].result.error = Error::kafka(
                err, KS_ERR("Not enqueued: %1").arg(QString::fromUtf8(rd_kafka_err2str(err))));
        }
    }
    QElapsedTimer timer;
    timer.start();
    auto pending = [&sinks] {
        for (const Slot &s : sinks)
            if (!s.done)
                return true;
        return false;
    };
    // flush rather than poll: it sends at once instead of waiting out linger.ms (5 ms by default)
    // for more messages that will not come, and serves the delivery reports the same way.
    while (pending() && timer.elapsed() < timeoutMs)
        rd_kafka_flush(client.handle(), 50);
    if (pending()) {
        // Purge what is left so no callback can touch the slots after we return.
        rd_kafka_purge(client.handle(), RD_KAFKA_PURGE_F_QUEUE | RD_KAFKA_PURGE_F_INFLIGHT);
        client.poll(0);
        while (pending())
            client.poll(50);
    }
    for (const Slot &s : sinks)
        out.append(s.result);
    return out;
}

} // namespace kafscope
