#pragma once

#include "common/result.h"

#include <QString>

namespace kafscope {

struct ConnectionProfile;
class KafkaClient;

// What a login may not do, in plain words (issue #17). Kafka answers a missing ACL with one of a
// few
// *_AUTHORIZATION_FAILED codes; librdkafka's text for them ("Broker: Topic authorization failed")
// names neither the right nor the resource. These helpers do, and give the kafka-acls command that
// grants it.

// TOPIC_, GROUP_, CLUSTER_, TRANSACTIONAL_ID_ or DELEGATION_TOKEN_AUTHORIZATION_FAILED.
bool isAuthorizationFailure(int code);

// "User:alice" from the profile's SASL user name; empty when the principal is not known here (mTLS,
// OAUTHBEARER or an anonymous listener: the broker derives it).
QString principalOf(const ConnectionProfile &profile);

// "Not authorized to read topic orders: this login (User:alice) needs the READ right on topic
// orders.
//  An administrator grants it with: kafka-acls.sh --bootstrap-server … --add --allow-principal
//  User:alice
//  --operation Read --topic orders"
// operation: an ACL operation as Kafka's tool names it (Read, Write, Describe, DescribeConfigs, …);
// resourceType: topic, group, cluster or transactional-id; name: empty for the cluster.
// verb: what the user tried, in words ("read", "describe", "read the configs of").
Error notAuthorized(const ConnectionProfile &profile, int code, const ErrorText &verb,
                    const QString &operation, const QString &resourceType, const QString &name);

// Kafka lists only the topics and groups a login may DESCRIBE, and says nothing of the rest. Null
// when the login is told every cluster operation (a super user, or no authorizer) or the broker
// does not say; otherwise the sentence to show beside a topic or group list ("Kafka lists only the
// topics User:alice may describe; others may exist."). `what` is "topics" or "groups". Costs one
// DescribeCluster request.
QString hiddenByAuthorizerNote(KafkaClient &client, const QString &what);

// The same, with whether the broker said at all: known=false when it did not report the login's
// cluster operations; full=true for a super user or a cluster without an authorizer; note as above
// otherwise.
struct LoginAccess {
    bool known = false;
    bool full = false;
    QString note;
};
Result<LoginAccess> loginAccess(KafkaClient &client, const QString &what);

} // namespace kafscope

namespace kafscope {
// Why a topic is missing from the metadata this login gets: DescribeTopics by name (never creates
// it) answers TOPIC_AUTHORIZATION_FAILED when the login may not describe it (Kafka then does not
// say whether it exists) or UNKNOWN_TOPIC_OR_PART. The error to report: "not authorized to
// describe" or "does not exist".
Error missingTopicError(KafkaClient &client, const QString &topic);
} // namespace kafscope
