#pragma once

#include "local/local_security.h"

#include <QList>
#include <QString>

namespace kafscope::local {

// Ports and id of one node of a local KRaft cluster (each node is broker and controller).
struct NodeSpec {
    int id = 0;
    int port = 0;           // client listener (PLAINTEXT, or SASL_PLAINTEXT)
    int controllerPort = 0; // CONTROLLER listener
};

// server.properties for one node of a cluster made of `nodes`, storing data under `dataDir`.
// Tuned for fast tests on a small machine (see shared/KAFKA_NOTES.md section 1).
// `autoCreateTopics` sets auto.create.topics.enable. With `sasl`, the client listener speaks
// SASL_PLAINTEXT with those users (and carries inter-broker traffic); the controller listener
// stays PLAINTEXT on loopback.
QString serverProperties(const NodeSpec &node, const QList<NodeSpec> &nodes, const QString &dataDir,
                         bool autoCreateTopics = true, const LocalCredentials *sasl = nullptr);

// "127.0.0.1:P1,127.0.0.1:P2,..."
QString bootstrapFor(const QList<NodeSpec> &nodes);

} // namespace kafscope::local
