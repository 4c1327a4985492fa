#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <optional>
#include <QString>
#include <QStringList>

namespace kafscope {

// One ACL binding as Kafka stores it. Names are Kafka's, lower-case with dashes as kafka-acls
// writes them: resource type topic|group|cluster|transactional-id, pattern literal|prefixed,
// operation read|write|create|delete|alter|describe|cluster-action|describe-configs|alter-configs|
// idempotent-write|all, permission allow|deny. Principal "User:alice", host "*" for any host.
struct AclBinding {
    QString resourceType;
    QString resourceName;
    QString patternType = QStringLiteral("literal");
    QString principal;
    QString host = QStringLiteral("*");
    QString operation;
    QString permission = QStringLiteral("allow");

    bool operator==(const AclBinding &) const = default;
    // "User:alice allow read on topic orders (literal) from *"
    QString text() const;
    // The same binding as Kafka's own tool would add it (kafka-acls.sh --add ...).
    QString kafkaAclsCommand(const QString &bootstrap) const;
};

// Which bindings to list or delete; an empty field matches anything (pattern "match": every pattern
// that applies to the name, as Kafka's MATCH filter does).
struct AclFilter {
    QString resourceType, resourceName, patternType, principal, host, operation, permission;
    QString text() const;
};

// The names above, checked: a usage error names the field and what it takes.
Status checkAclBinding(const AclBinding &b);
QStringList aclResourceTypes();
QStringList aclOperations();

// "What may this principal do on this resource": for each operation, allowed or denied and by which
// bindings, as Kafka's StandardAuthorizer decides from `acls` (literal, prefixed and "*" resources;
// principal "User:*"; host "*"; a DENY wins; ALL grants every operation; READ, WRITE, DELETE and
// ALTER imply DESCRIBE; ALTER_CONFIGS implies DESCRIBE_CONFIGS). Super users are not in the ACLs
// and are not seen here.
struct AclDecision {
    QString operation;
    bool allowed = false;
    QList<AclBinding>
        because; // the deny that refused it, or the allows that grant it; empty: no ACL
};
QList<AclDecision> effectiveAccess(const QList<AclBinding> &acls, const QString &principal,
                                   const QString &resourceType, const QString &resourceName,
                                   const QString &host = QStringLiteral("*"));

// DescribeAcls. Fails with a clear message when the cluster has no authorizer (SECURITY_DISABLED,
// also found from the brokers' authorizer.class.name, since librdkafka drops that answer and
// returns an empty list) or the user may not describe the cluster's ACLs.
Result<QList<AclBinding>> describeAcls(KafkaClient &client, const AclFilter &filter);
// Whether `e` says the cluster has no authorizer (it keeps no ACLs and enforces none).
bool isNoAuthorizer(const Error &e);
// The cluster operations (acl operation names: "describe", "alter", ...) the current login may use,
// from DescribeCluster with authorized operations; nullopt when the broker does not say.
Result<std::optional<QStringList>> clusterAuthorizedOperations(KafkaClient &client);
// CreateAcls, through the write policy (read-only refuses; `confirmation` from the user).
Status createAcls(KafkaClient &client, const QList<AclBinding> &bindings,
                  const QString &confirmation);
// Whether `filter` is narrow enough to delete with: it names a principal (TYPE:NAME, User:* too) or
// a resource by name with pattern literal, prefixed or any. Anything else (no name, resource type
// "any", pattern "match", which also takes the wildcard "*" bindings and every prefix) can match
// the ACLs of every principal and resource, and is refused with a usage error. An empty pattern
// is literal, as in kafka-acls --remove.
Status checkAclDeleteFilter(const AclFilter &filter);
// DeleteAcls with one filter, through the write policy and checkAclDeleteFilter; returns the
// bindings the broker deleted. An empty pattern type deletes literal bindings only.
Result<QList<AclBinding>> deleteAcls(KafkaClient &client, const AclFilter &filter,
                                     const QString &confirmation);

} // namespace kafscope
