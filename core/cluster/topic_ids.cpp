#include "cluster/topic_ids.h"

#include "admin/admin_call.h"
#include "offsets/wire_reader.h"

#include <QUuid>
#include <QtEndian>

#include <vector>

namespace kafscope {

namespace {

QString kafkaTopicId(const rd_kafka_Uuid_t *id)
{
    QByteArray bytes(16, Qt::Uninitialized);
    qToBigEndian(rd_kafka_Uuid_most_significant_bits(id), bytes.data());
    qToBigEndian(rd_kafka_Uuid_least_significant_bits(id), bytes.data() + 8);
    return offsets::kafkaUuidString(QUuid::fromRfc4122(bytes));
}

} // namespace

Result<QHash<QString, QString>> fetchTopicIds(KafkaClient &client, int timeoutMs)
{
    auto md = client.metadata(true, timeoutMs);
    if (!md)
        return md.error();
    QHash<QString, QString> names;
    if (md->topics.isEmpty())
        return names;
    std::vector<QByteArray> utf8;
    utf8.reserve(size_t(md->topics.size()));
    std::vector<const char *> topics;
    for (const TopicInfo &t : md->topics) {
        utf8.push_back(t.name.toUtf8());
        topics.push_back(utf8.back().constData());
    }
    rd_kafka_TopicCollection_t *collection =
        rd_kafka_TopicCollection_of_topic_names(topics.data(), topics.size());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBETOPICS, timeoutMs);
    rd_kafka_DescribeTopics(client.handle(), collection, call.options(), call.queue());
    rd_kafka_TopicCollection_destroy(collection);
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBETOPICS_RESULT, KS_ERR("Reading topic ids"));
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_TopicDescription_t **described =
        rd_kafka_DescribeTopics_result_topics(rd_kafka_event_DescribeTopics_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i) {
        // A topic deleted since the metadata answer has an error and no id: it names nothing.
        const rd_kafka_Uuid_t *id = rd_kafka_TopicDescription_topic_id(described[i]);
        if (rd_kafka_error_code(rd_kafka_TopicDescription_error(described[i])) || !id)
            continue;
        names.insert(kafkaTopicId(id),
                     QString::fromUtf8(rd_kafka_TopicDescription_name(described[i])));
    }
    return names;
}

} // namespace kafscope
