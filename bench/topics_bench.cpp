// Times the topic list the way the GUI builds it: metadata, watermarks (batched ListOffsets), and
// the model fill (set, sort, filter), plus per-partition watermark queries on a sample for
// comparison. Prints one JSON object. usage: topics_bench BOOTSTRAP [--create TOPICS PARTITIONS
// PREFIX]
#include "admin/admin_call.h"
#include "admin/topic_admin.h"
#include "topics/topic_listing.h"
#include "topics/topic_table_model.h"

#include <librdkafka/rdkafka.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace kafscope;

namespace {

// The admin ListOffsets call of librdkafka >= 2.3 for every partition, once for the earliest and
// once for the latest offsets (a request may not name a partition twice). Returns the partitions
// whose answer differs from `wm` (or -1 if a call failed).
int adminListOffsets(KafkaClient &client, const QList<TopicInfo> &topics, const WatermarkTable &wm)
{
    int differing = 0;
    for (const int64_t spec :
         {int64_t(RD_KAFKA_OFFSET_SPEC_EARLIEST), int64_t(RD_KAFKA_OFFSET_SPEC_LATEST)}) {
        rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(1024);
        for (const TopicInfo &t : topics)
            for (const PartitionInfo &p : t.partitions)
                rd_kafka_topic_partition_list_add(list, t.name.toUtf8().constData(), p.id)->offset =
                    spec;
        AdminCall call(client, RD_KAFKA_ADMIN_OP_LISTOFFSETS, 60000);
        rd_kafka_ListOffsets(client.handle(), list, call.options(), call.queue());
        rd_kafka_topic_partition_list_destroy(list);
        auto ev = call.wait(RD_KAFKA_EVENT_LISTOFFSETS_RESULT, KS_ERR("ListOffsets"));
        if (!ev)
            return -1;
        size_t n = 0;
        const rd_kafka_ListOffsetsResultInfo_t **infos =
            rd_kafka_ListOffsets_result_infos(rd_kafka_event_ListOffsets_result(ev.value()), &n);
        for (size_t i = 0; i < n; ++i) {
            const rd_kafka_topic_partition_t *tp =
                rd_kafka_ListOffsetsResultInfo_topic_partition(infos[i]);
            const Watermark w = wm.at(QString::fromUtf8(tp->topic), tp->partition);
            const qint64 expected = spec == RD_KAFKA_OFFSET_SPEC_EARLIEST ? w.low : w.high;
            if (tp->err || tp->offset != expected)
                ++differing;
        }
    }
    return differing;
}

int createMany(KafkaClient &client, int topics, int partitions, const QString &prefix)
{
    QList<NewTopicSpec> batch;
    for (int i = 0; i < topics; ++i) {
        batch.append({QStringLiteral("%1-%2").arg(prefix).arg(i, 5, 10, QLatin1Char('0')),
                      partitions,
                      1,
                      {}});
        if (batch.size() == 100 || i == topics - 1) {
            if (auto s = createTopics(client, batch);
                !s && !s.error().message().contains(QStringLiteral("already exists"))) {
                std::fprintf(stderr, "create: %s\n", qPrintable(s.error().message()));
                return 1;
            }
            batch.clear();
        }
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2)
        return 2;
    ConnectionProfile profile;
    profile.bootstrap = args[1];
    profile.timeoutMs = 60000;
    auto client = KafkaClient::create(profile, QStringLiteral("topics-bench"));
    if (!client)
        return 1;
    if (args.size() >= 6 && args[2] == QLatin1String("--create"))
        return createMany(*client.value(), args[3].toInt(), args[4].toInt(), args[5]);

    QElapsedTimer t;
    t.start();
    auto md = client.value()->metadata(true, 60000);
    if (!md)
        return 1;
    const qint64 metadataMs = t.restart();
    const WatermarkTable wm = queryWatermarks(*client.value(), md->topics, 60000);
    const qint64 watermarkMs = t.restart();
    QList<TopicSummary> rows = summarize(md->topics, wm);
    ui::TopicTableModel model;
    model.setTopics(rows);
    model.sort(ui::TopicTableModel::Messages, Qt::DescendingOrder);
    model.setFilter(QStringLiteral("7"), true);
    const qint64 modelMs = t.restart();

    // The admin ListOffsets call (librdkafka >= 2.3) over every partition, checked against the
    // above.
    const int adminDiffering = adminListOffsets(*client.value(), md->topics, wm);
    const qint64 adminMs = t.restart();

    // The alternative: one query_watermark_offsets round trip per partition, on a sample.
    int sampled = 0;
    for (const TopicInfo &topic : md->topics) {
        const QByteArray name = topic.name.toUtf8();
        for (const PartitionInfo &p : topic.partitions) {
            if (sampled >= 500)
                break;
            int64_t lo = 0, hi = 0;
            rd_kafka_query_watermark_offsets(client.value()->handle(), name.constData(), p.id, &lo,
                                             &hi, 10000);
            ++sampled;
        }
    }
    const qint64 sampleMs = t.elapsed();
    const QJsonObject out{{QStringLiteral("topics"), int(md->topics.size())},
                          {QStringLiteral("partitions"), md->partitionCount()},
                          {QStringLiteral("metadata_ms"), metadataMs},
                          {QStringLiteral("watermarks_ms"), watermarkMs},
                          {QStringLiteral("watermark_error"), wm.error},
                          {QStringLiteral("model_ms"), modelMs},
                          {QStringLiteral("admin_list_offsets_ms"), adminMs},
                          {QStringLiteral("admin_list_offsets_differing"), adminDiffering},
                          {QStringLiteral("per_partition_sample"), sampled},
                          {QStringLiteral("per_partition_sample_ms"), sampleMs}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
