#pragma once
// Helpers for the message browser's integration tests: topics, producing known messages, and
// running a browse to its end.

#include "admin/topic_admin.h"
#include "browse/browse_reader.h"
#include "produce/single_send.h"
#include "test_cluster.h"

#include <QtTest>

namespace kafscope::test {

inline QString makeBrowseTopic(const QString &prefix, int partitions,
                               QList<QPair<QString, QString>> configs = {})
{
    const QString name = uniqueName(prefix);
    auto admin = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-admin"));
    if (!admin)
        qFatal("admin client: %s", qPrintable(admin.error().message()));
    NewTopicSpec spec{name, partitions, 1, configs};
    if (auto s = createTopic(*admin.value(), spec); !s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    return name;
}

inline QList<DeliveryResult> produceAll(const QList<OutgoingMessage> &messages,
                                        ProducerSettings settings = {},
                                        QList<QPair<QString, QString>> extra = {})
{
    auto props = settings.properties();
    if (!props)
        qFatal("producer settings: %s", qPrintable(props.error().message()));
    auto producer = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-producer"),
                                        KafkaClient::Type::Producer, props.value() + extra);
    if (!producer)
        qFatal("producer: %s", qPrintable(producer.error().message()));
    auto r = produceAndWait(*producer.value(), messages, 30000);
    if (!r)
        qFatal("produce: %s", qPrintable(r.error().message()));
    for (const DeliveryResult &d : r.value())
        if (d.error)
            qFatal("delivery: %s", qPrintable(d.error->message()));
    return r.value();
}

inline OutgoingMessage message(const QString &topic, int partition,
                               const std::optional<QByteArray> &key,
                               const std::optional<QByteArray> &value, qint64 timestampMs = 0)
{
    OutgoingMessage m;
    m.topic = topic;
    m.partition = partition;
    m.key = key;
    m.value = value;
    m.timestampMs = timestampMs;
    return m;
}

struct BrowseOutcome {
    QList<BrowseRecord> records;
    QList<PartitionPlan> plan;
    qint64 scanned = 0;
    qint64 estimated = 0;
    bool limitReached = false;
    bool finished = false;
    QStringList errors;
};

// Runs a browse until it ends (or `maxSteps` batches of up to 100 ms, a guard against a hang).
inline BrowseOutcome browseAll(const BrowseRequest &request, int maxSteps = 300)
{
    BrowseOutcome out;
    auto reader = BrowseReader::open(profileFor("kafka1"), request);
    if (!reader)
        qFatal("browse %s: %s", qPrintable(request.topic), qPrintable(reader.error().message()));
    BrowseReader &r = *reader.value();
    for (int i = 0; i < maxSteps && r.step([&](const RecordView &v) {
             out.records << copyRecord(v, request.previewBytes);
         });
         ++i) {
    }
    out.plan = r.plan();
    out.scanned = r.scanned();
    out.estimated = r.estimatedTotal();
    out.limitReached = r.limitReached();
    out.finished = r.finished();
    out.errors = r.errors();
    std::sort(
        out.records.begin(), out.records.end(), [](const BrowseRecord &a, const BrowseRecord &b) {
            return a.partition != b.partition ? a.partition < b.partition : a.offset < b.offset;
        });
    return out;
}

inline BrowseRequest requestFor(const QString &topic,
                                const QString &from = QStringLiteral("oldest"), qint64 max = 0)
{
    BrowseRequest r;
    r.topic = topic;
    r.start = StartSpec::parse(from).value();
    r.maxResults = max;
    return r;
}

} // namespace kafscope::test
