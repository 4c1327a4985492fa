#pragma once

#include "common/kafka_release.h"
#include "local/local_security.h"

#include <QList>
#include <QMap>
#include <QString>

namespace kafscope::local {

// Ports and id of one node of a local KRaft cluster (each node is broker and controller).
struct NodeSpec {
    int id = 0;
    int port = 0;                  // client listener (PLAINTEXT, or SASL_PLAINTEXT)
    int controllerPort = 0;        // CONTROLLER listener
    QMap<QString, int> extraPorts; // the other client listeners of a TLS cluster, by listener name
};

// How a local cluster is secured (see listenersFor()).
struct SecuritySetup {
    LocalSecurity security = LocalSecurity::Plaintext;
    const LocalCredentials *sasl = nullptr; // SASL modes
    QString clusterDir;                     // TLS modes: where tls/ is
    bool oidc = false;                      // OAUTHBEARER on the SASL listeners (sasl_ssl)
    bool authorizer = false;                // StandardAuthorizer, admin and the brokers super users
};

// The Kafka release a new local cluster is configured for when none is named
// (KAFSCOPE_KAFKA_VERSION at build time).
KafkaRelease defaultLocalRelease();

// A single node of Kafka 3.9 or newer bootstraps its own dynamic controller quorum (KIP-853:
// controller.quorum.bootstrap.servers, storage formatted --standalone). Older releases, and every
// multi-node cluster, name static controller.quorum.voters and format without --standalone.
bool standaloneQuorum(int nodeCount, const KafkaRelease &release);

// server.properties for one node of a cluster made of `nodes`, storing data under `dataDir`, for
// Kafka `release`. Tuned for fast tests on a small machine (see shared/KAFKA_NOTES.md section 1).
// `autoCreateTopics` sets auto.create.topics.enable. With `security`, the client listeners are
// listenersFor(security->security) (the main one carries inter-broker traffic); the controller
// listener stays PLAINTEXT on loopback. Each release keeps its own group-protocol defaults (the
// consumer protocol of KIP-848 is on from 4.0; 3.x brokers serve classic groups only).
QString serverProperties(const NodeSpec &node, const QList<NodeSpec> &nodes, const QString &dataDir,
                         bool autoCreateTopics = true, const SecuritySetup *security = nullptr,
                         const KafkaRelease &release = defaultLocalRelease());

// "127.0.0.1:P1,127.0.0.1:P2,..." (`host` instead of 127.0.0.1 when given)
QString bootstrapFor(const QList<NodeSpec> &nodes, const QString &host = {});

} // namespace kafscope::local
