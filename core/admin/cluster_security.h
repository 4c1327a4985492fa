#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope {

// Whether the brokers run an authorizer (`authorizer.class.name`): without one Kafka keeps no ACLs
// and enforces none, and DescribeAcls answers SECURITY_DISABLED (which librdkafka drops).
enum class AuthorizerState {
    Unknown,    // the broker configs could not be read (no DESCRIBE_CONFIGS right, broker down)
    None,       // no authorizer: every login may do anything
    Configured, // an authorizer enforces the ACLs
};

// A client listener of a broker: its name and the security protocol it speaks
// ("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL").
struct BrokerListener {
    QString name;
    QString protocol;
    bool operator==(const BrokerListener &) const = default;
};

// The security facts of a cluster that change what the ACL and SCRAM views mean, read from one
// broker's configs.
struct ClusterSecurity {
    int brokerId = -1; // the broker whose configs were read
    AuthorizerState authorizer = AuthorizerState::Unknown;
    QString authorizerClass;
    QList<BrokerListener> listeners; // client listeners only (controller listeners left out)
    bool listenersKnown = false;
    QStringList saslMechanisms; // sasl.enabled.mechanisms
    // Whether a client can log in with SASL at all (a SASL_PLAINTEXT or SASL_SSL listener); false
    // only when the listeners are known and none speaks SASL.
    bool hasSaslListener() const;
    bool saslListenerKnownAbsent() const { return listenersKnown && !hasSaslListener(); }
    // Whether SCRAM logins can work: a SASL listener that enables a SCRAM mechanism.
    bool scramEnabled() const;
};

// The client listeners of a broker from its `listeners` ("NAME://host:port,...") and
// `listener.security.protocol.map` ("NAME:PROTOCOL,...") configs, without the controller listeners
// named in `controller.listener.names`. A listener name that is itself a protocol and missing from
// the map speaks that protocol, as Kafka reads it. Pure.
QList<BrokerListener> parseBrokerListeners(const QString &listeners, const QString &protocolMap,
                                           const QString &controllerListenerNames = {});

// Reads the configs of one broker that answers (DescribeConfigs, which needs the cluster's
// DESCRIBE_CONFIGS right). An error only when no broker is known; a refused or failed read
// leaves the facts Unknown.
Result<ClusterSecurity> describeClusterSecurity(KafkaClient &client, int timeoutMs = 10000);

// Why SCRAM users would have no effect on this cluster, translated: no listener takes SASL logins,
// or the SASL listeners enable no SCRAM mechanism. Empty when SCRAM logins can work or the
// listeners are unknown.
QString scramUnusableNote(const ClusterSecurity &security);

// "none", "configured", "unknown" (JSON).
QString authorizerStateKey(AuthorizerState state);

} // namespace kafscope
