#pragma once

// Kafscope's own requests to a cluster (protocol/connection.h), routed: to a given broker, to any
// broker, or to the one the metadata names as controller (which, under KRaft, forwards the
// request to the active controller). The brokers and their addresses come from librdkafka's
// metadata; one connection per broker is opened on first use and kept for the client's life.
// Blocking: use it on a Worker or in the CLI.

#include "cluster/kafka_client.h"
#include "protocol/connection.h"

#include <QMap>

#include <memory>

namespace kafscope::protocol {

class ProtocolClient {
public:
    // `client` gives the profile and the metadata; it must outlive this.
    explicit ProtocolClient(KafkaClient &client, ConnectionOptions options = {});
    ~ProtocolClient();

    const ClusterMetadata *metadata(); // fetched on first use; null (and lastError) if it failed
    Result<Connection *> broker(int id);
    Result<Connection *> anyBroker();
    Result<Connection *> controller();
    // What a broker's ApiVersions said (any broker: a cluster runs one release, or is upgrading).
    Result<BrokerApis> brokerApis();
    // Ok when the broker speaks `apiKey`; else notSupportedByCluster(feature).
    Status require(int16_t apiKey, const ErrorText &feature);
    const ConnectionOptions &options() const { return m_options; }

private:
    Status ensureMetadata();
    KafkaClient &m_client;
    ConnectionOptions m_options;
    std::optional<ClusterMetadata> m_metadata;
    std::optional<Error> m_metadataError;
    std::map<int, std::unique_ptr<Connection>> m_connections;
};

} // namespace kafscope::protocol
