#include "protocol/protocol_client.h"

#include "common/translations.h"

#include <librdkafka/rdkafka.h>

namespace kafscope::protocol {

ProtocolClient::ProtocolClient(KafkaClient &client, ConnectionOptions options)
    : m_client(client), m_options(std::move(options))
{
    if (m_options.timeoutMs <= 0)
        m_options.timeoutMs = client.profile().timeoutMs;
}

ProtocolClient::~ProtocolClient() = default;

Status ProtocolClient::ensureMetadata()
{
    if (m_metadata)
        return Ok{};
    if (m_metadataError) // asked once: an unreachable cluster costs one timeout, not one per call
        return *m_metadataError;
    auto md = m_client.metadata(false, m_options.timeoutMs);
    if (!md) {
        m_metadataError = md.error();
        return md.error();
    }
    m_metadata = std::move(md).value();
    return Ok{};
}

const ClusterMetadata *ProtocolClient::metadata()
{
    return ensureMetadata() ? &*m_metadata : nullptr;
}

Result<Connection *> ProtocolClient::broker(int id)
{
    if (auto it = m_connections.find(id); it != m_connections.end())
        return it->second.get();
    if (auto s = ensureMetadata(); !s)
        return s.error();
    const BrokerInfo *b = m_metadata->broker(id);
    if (!b)
        return Error::kafka(RD_KAFKA_RESP_ERR__UNKNOWN_BROKER,
                            KS_ERR("Broker %1 is not in the cluster's metadata").arg(id));
    auto c = Connection::open(m_client.profile(), b->host, b->port, m_options);
    if (!c)
        return c.error();
    Connection *raw = c->get();
    m_connections[id] = std::move(c).value();
    return raw;
}

Result<BrokerApis> ProtocolClient::brokerApis()
{
    auto conn = anyBroker();
    if (!conn)
        return conn.error();
    return (*conn)->brokerApis();
}

Status ProtocolClient::require(int16_t apiKey, const ErrorText &feature)
{
    auto apis = brokerApis();
    if (!apis)
        return apis.error();
    if (!apis->has(apiKey))
        return notSupportedByCluster(feature, *apis);
    return Ok{};
}

Result<Connection *> ProtocolClient::anyBroker()
{
    if (!m_connections.empty())
        return m_connections.begin()->second.get();
    if (auto s = ensureMetadata(); !s)
        return s.error();
    // The broker that answered the metadata first: it is up.
    QList<int> order;
    if (m_metadata->originBrokerId >= 0)
        order << m_metadata->originBrokerId;
    for (const BrokerInfo &b : m_metadata->brokers)
        if (!order.contains(b.id))
            order << b.id;
    std::optional<Error> last;
    for (int id : std::as_const(order)) {
        auto c = broker(id);
        if (c)
            return c;
        if (c.error().kind == Error::Kind::Cancelled)
            return c;
        last = c.error();
    }
    if (last)
        return *last;
    return Error::kafka(RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN, KS_ERR("The cluster lists no broker"));
}

Result<Connection *> ProtocolClient::controller()
{
    if (auto s = ensureMetadata(); !s)
        return s.error();
    if (m_metadata->controllerId >= 0)
        if (auto c = broker(m_metadata->controllerId); c)
            return c;
    return anyBroker();
}

} // namespace kafscope::protocol
