#pragma once

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

// server.properties for one node of a cluster made of `nodes`, storing data under `dataDir`.
// Tuned for fast tests on a small machine (see shared/KAFKA_NOTES.md section 1).
// `autoCreateTopics` sets auto.create.topics.enable. With `security`, the client listeners are
// listenersFor(security->security) (the main one carries inter-broker traffic); the controller
// listener stays PLAINTEXT on loopback.
QString serverProperties(const NodeSpec &node, const QList<NodeSpec> &nodes, const QString &dataDir,
                         bool autoCreateTopics = true, const SecuritySetup *security = nullptr);

// "127.0.0.1:P1,127.0.0.1:P2,..." (`host` instead of 127.0.0.1 when given)
QString bootstrapFor(const QList<NodeSpec> &nodes, const QString &host = {});

} // namespace kafscope::local
