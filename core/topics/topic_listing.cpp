#include "topics/topic_listing.h"

#include "common/translations.h"
#include "cluster/authorization.h"

#include "admin/topic_admin.h"

#include <librdkafka/rdkafka.h>

namespace kafscope {

QList<TopicSummary> summarize(const QList<TopicInfo> &topics, const WatermarkTable &watermarks)
{
    QList<TopicSummary> out;
    out.reserve(topics.size());
    for (const TopicInfo &t : topics) {
        TopicSummary s;
        s.name = t.name;
        s.partitions = int(t.partitions.size());
        s.replicationFactor = t.replicationFactor();
        s.internal = t.internal;
        s.messages = watermarks.messages(t.name);
        for (const PartitionInfo &p : t.partitions) {
            s.underReplicated += p.underReplicated() ? 1 : 0;
            s.offline += p.leader < 0 ? 1 : 0;
        }
        out.append(std::move(s));
    }
    return out;
}

Result<TopicListing> listTopics(KafkaClient &client, bool includeInternal)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    TopicListing listing;
    listing.metadata = std::move(md).value();
    QList<TopicInfo> shown;
    shown.reserve(listing.metadata.topics.size());
    for (const TopicInfo &t : listing.metadata.topics)
        if ((includeInternal || !t.internal) && t.errorCode == 0)
            shown.append(t);
    const WatermarkTable wm = queryWatermarks(client, shown);
    listing.watermarkError = wm.error;
    listing.topics = summarize(shown, wm);
    listing.hiddenNote = hiddenByAuthorizerNote(client, KS_TR("topics"));
    return listing;
}

Result<TopicDetail> describeTopic(KafkaClient &client, const QString &topic)
{
    auto md = client.metadata(true);
    if (!md)
        return md.error();
    const auto it = std::find_if(md->topics.cbegin(), md->topics.cend(),
                                 [&](const TopicInfo &t) { return t.name == topic; });
    // Kafka leaves out of the list what this login may not describe: ask why it is missing.
    if (it == md->topics.cend() || it->errorCode == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART ||
        isAuthorizationFailure(it->errorCode))
        return missingTopicError(client, topic);
    TopicDetail detail;
    detail.info = *it;
    for (const BrokerInfo &b : md->brokers)
        detail.liveBrokers.append(b.id);
    const WatermarkTable wm = queryWatermarks(client, {detail.info});
    detail.watermarkError = wm.error;
    detail.watermarks = wm.byTopic.value(topic);
    auto configs = describeTopicConfigs(client, topic);
    if (configs)
        detail.configs = configs.value();
    else
        detail.configError = configs.error().message();
    return detail;
}

} // namespace kafscope
