#pragma once

#include "admin/config_admin.h"
#include "cluster/cluster_metadata.h"
#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>

namespace kafscope {

// How the cluster keeps its metadata. Under KRaft, the Metadata answer's controller id is a random
// live broker (brokers hide the quorum from clients, and librdkafka has no DescribeQuorum), so only
// under ZooKeeper does that id name the active controller.
enum class MetadataQuorum { Unknown, KRaft, ZooKeeper };

// What a client can honestly say about the controller.
struct ControllerView {
    MetadataQuorum quorum = MetadataQuorum::Unknown;
    int reportedId = -1; // the Metadata answer's controller id (under KRaft: a random broker)
    QString why;         // why the quorum is unknown (the configs could not be read), or ""

    // The active controller's id where clients can see it (ZooKeeper), else -1.
    int visibleId() const { return quorum == MetadataQuorum::ZooKeeper ? reportedId : -1; }
};

// From one broker's configs: KRaft when `process.roles` has a value, ZooKeeper when it has none
// and `zookeeper.connect` has one, otherwise unknown. Pure.
MetadataQuorum quorumFromBrokerConfigs(const QList<ConfigEntry> &configs);

// Reads the configs of one listed broker (the one that answered the metadata when it is listed)
// and judges the quorum; a failure leaves it unknown with the reason in `why`. Blocking.
ControllerView describeController(KafkaClient &client, const ClusterMetadata &md,
                                  int timeoutMs = -1);

// "kraft", "zookeeper", "unknown": the CLI's JSON.
QString quorumKey(MetadataQuorum quorum);

// The controller in a few words, for a tile or a table cell: "KRaft", the id under ZooKeeper,
// "unknown". Translated.
QString controllerShortText(const ControllerView &c);
// The controller in one sentence: what is known and why nothing more can be said. `md`, when
// given, adds the visible controller's address. Translated.
QString controllerSentence(const ControllerView &c, const ClusterMetadata *md = nullptr);

} // namespace kafscope
