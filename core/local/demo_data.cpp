#include "local/demo_data.h"

#include "admin/topic_admin.h"
#include "admin/write_guard.h"
#include "cluster/kafka_client.h"
#include "produce/sync_producer.h"

#include <librdkafka/rdkafka.h>

namespace kafscope::local {

Result<bool> seedDemoData(const ConnectionProfile &connection, int timeoutMs)
{
    ConnectionProfile profile = connection;
    profile.timeoutMs = timeoutMs;
    const QString topic = QStringLiteral("test-topic");
    if (auto g = WriteGuard::admit(profile, {WriteKind::SeedDemo, topic}); !g)
        return g.error();
    auto client =
        KafkaClient::create(profile, QStringLiteral("demo"), KafkaClient::Type::Producer,
                            {{QStringLiteral("enable.idempotence"), QStringLiteral("true")}});
    if (!client)
        return client.error();
    if (auto s = createTopic(*client.value(), {topic, 4, -1, {}}); !s) {
        if (s.error().code == RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS)
            return false;
        return s.error();
    }
    QList<OutgoingMessage> messages;
    for (char c = 'A'; c <= 'G'; ++c)
        messages.append({topic, -1, QByteArray("Key-") + c, QByteArray("Value-") + c, {}, 0});
    auto delivered = produceAndWait(*client.value(), messages, timeoutMs);
    if (!delivered)
        return delivered.error();
    for (const DeliveryResult &d : delivered.value())
        if (d.error)
            return Error::kafka(d.error->code,
                                KS_ERR("Producing demo data failed: %1").arg(d.error->text));
    return true;
}

} // namespace kafscope::local
