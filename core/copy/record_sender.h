#pragma once

#include "browse/record_view.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "produce/producer_settings.h"

#include <QHash>
#include <QMap>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

struct rd_kafka_topic_s;

namespace kafscope::copy {

// Writes records read elsewhere (RecordView) to topics of one cluster with one idempotent producer,
// and counts what the brokers acknowledged and refused (each reason in words). What copy and
// redrive write with. Not thread-safe: one thread sends, flushes and polls.
class RecordSender : private DeliverySink {
public:
    // The producer for `to` (by key as the Java client: murmur2; never creating a topic by asking
    // for it).
    static Result<std::unique_ptr<RecordSender>>
    open(const ConnectionProfile &to, const ProducerSettings &settings, const QString &purpose);
    ~RecordSender() override;
    RecordSender(const RecordSender &) = delete;
    RecordSender &operator=(const RecordSender &) = delete;

    KafkaClient &client() { return *m_client; }
    // The topic's partition count; an unknown topic is refused in words.
    Result<int> partitionCount(const QString &topic);
    // Each partition's end (high watermark) now.
    Result<QMap<int, qint64>> ends(const QString &topic, int partitions);
    QString clusterId();

    // Which headers to leave out (by key); empty: none.
    using HeaderFilter = std::function<bool(QByteArrayView key)>;
    // Queues `r` for `topic` (`partition` -1: the partitioner's choice by key); waits while the
    // producer's queue is full. The timestamp is the record's when `keepTimestamp`, else now.
    Status send(const RecordView &r, const QString &topic, int partition, bool keepTimestamp,
                const HeaderFilter &dropHeader = {}, const std::atomic<int> *cancel = nullptr);
    // Waits until every record sent was acknowledged or failed (up to the message timeout and
    // a little); false when some are still unanswered.
    bool flush();
    void poll(int timeoutMs) { m_client->poll(timeoutMs); }

    qint64 inFlight() const { return m_inFlight; }
    qint64 written() const { return m_written; }
    qint64 failed() const { return m_failed; }
    const QMap<QString, qint64> &errors() const { return m_errors; }
    const QString &firstError() const { return m_firstError; }
    // topic -> partition -> after its last acknowledged record.
    const QHash<QString, QMap<int, qint64>> &acknowledgedEnds() const { return m_ends; }

private:
    RecordSender() = default;
    void delivered(const rd_kafka_message_s *m) override;
    rd_kafka_topic_s *topicHandle(const QString &topic);

    std::unique_ptr<KafkaClient> m_client;
    ProducerSettings m_settings;
    QHash<QString, rd_kafka_topic_s *> m_topics;
    qint64 m_inFlight = 0, m_written = 0, m_failed = 0;
    QMap<QString, qint64> m_errors;
    QString m_firstError;
    QHash<QString, QMap<int, qint64>> m_ends;
};

} // namespace kafscope::copy
