// Times the topic list the way the GUI builds it: metadata, watermarks (batched ListOffsets), and the
// model fill (set, sort, filter), plus per-partition watermark queries on a sample for comparison.
// Prints one JSON object. usage: topics_bench BOOTSTRAP [--create TOPICS PARTITIONS PREFIX]
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

int createMany(KafkaClient &client, int topics, int partitions, const QString &prefix)
{
    QList<NewTopicSpec> batch;
    for (int i = 0; i < topics; ++i) {
        batch.append({QStringLiteral("%1-%2").arg(prefix).arg(i, 5, 10, QLatin1Char('0')), partitions, 1, {}});
        if (batch.size() == 100 || i == topics - 1) {
            if (auto s = createTopics(client, batch); !s && !s.error().message.contains(QStringLiteral("already exists"))) {
                std::fprintf(stderr, "create: %s\n", qPrintable(s.error().message));
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

    // The alternative: one query_watermark_offsets round trip per partition, on a sample.
    int sampled = 0;
    for (const TopicInfo &topic : md->topics) {
        const QByteArray name = topic.name.toUtf8();
        for (const PartitionInfo &p : topic.partitions) {
            if (sampled >= 500)
                break;
            int64_t lo = 0, hi = 0;
            rd_kafka_query_watermark_offsets(client.value()->handle(), name.constData(), p.id, &lo, &hi, 10000);
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
                          {QStringLiteral("per_partition_sample"), sampled},
                          {QStringLiteral("per_partition_sample_ms"), sampleMs}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
