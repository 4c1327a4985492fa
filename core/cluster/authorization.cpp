#include "cluster/authorization.h"
#include "common/translations.h"

#include "admin/acl_admin.h"
#include "admin/admin_call.h"
#include "admin/topic_admin.h"
#include "cluster/connection_profile.h"
#include "cluster/kafka_client.h"

#include <librdkafka/rdkafka.h>

namespace kafscope {

bool isAuthorizationFailure(int code)
{
    switch (code) {
    case RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED:
    case RD_KAFKA_RESP_ERR_GROUP_AUTHORIZATION_FAILED:
    case RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED:
    case RD_KAFKA_RESP_ERR_TRANSACTIONAL_ID_AUTHORIZATION_FAILED:
    case RD_KAFKA_RESP_ERR_DELEGATION_TOKEN_AUTHORIZATION_FAILED: return true;
    default: return false;
    }
}

QString principalOf(const ConnectionProfile &profile)
{
    QString protocol, mechanism, user;
    for (const auto &[key, value] : profile.properties) {
        if (key == QLatin1String("security.protocol"))
            protocol = value.trimmed().toUpper();
        else if (key == QLatin1String("sasl.mechanisms") || key == QLatin1String("sasl.mechanism"))
            mechanism = value.trimmed().toUpper();
        else if (key == QLatin1String("sasl.username"))
            user = value.trimmed();
    }
    // PLAIN and SCRAM logins are User:<name> under Kafka's default principal builder.
    const bool sasl = protocol.startsWith(QLatin1String("SASL_"));
    const bool named = mechanism.isEmpty() || mechanism == QLatin1String("PLAIN") ||
                       mechanism.startsWith(QLatin1String("SCRAM-"));
    return sasl && named && !user.isEmpty() ? QStringLiteral("User:") + user : QString();
}

Error notAuthorized(const ConnectionProfile &profile, int code, const ErrorText &verb,
                    const QString &operation, const QString &resourceType, const QString &name)
{
    // Kafka's own name of the right: DescribeConfigs -> DESCRIBE_CONFIGS.
    QString right;
    for (const QChar c : operation) {
        if (c.isUpper() && !right.isEmpty())
            right += QLatin1Char('_');
        right += c.toUpper();
    }
    const QString principal = principalOf(profile);
    const ErrorText who =
        principal.isEmpty() ? KS_ERR("this login") : KS_ERR("this login (%1)").arg(principal);
    const QString resource =
        name.isEmpty() ? resourceType : QStringLiteral("%1 %2").arg(resourceType, name);
    QString option;
    if (resourceType == QLatin1String("cluster"))
        option = QStringLiteral("--cluster");
    else
        option = QStringLiteral("--%1 %2").arg(resourceType, name);
    const QString grant =
        QStringLiteral(
            "kafka-acls.sh --bootstrap-server %1 --add --allow-principal %2 --operation %3 %4")
            .arg(profile.bootstrap, principal.isEmpty() ? QStringLiteral("<principal>") : principal,
                 operation, option);
    return Error::kafka(
        code, KS_ERR("Not authorized to %1 %2: %3 needs the %4 right on %2. An administrator "
                     "grants it with: %5")
                  .arg(verb, resource, who, right, grant));
}

QString hiddenByAuthorizerNote(KafkaClient &client, const QString &what)
{
    auto access = loginAccess(client, what);
    return access ? access->note : QString();
}

Result<LoginAccess> loginAccess(KafkaClient &client, const QString &what)
{
    auto ops = clusterAuthorizedOperations(client);
    if (!ops)
        return ops.error();
    LoginAccess access;
    if (!ops->has_value())
        return access;
    access.known = true;
    const QStringList &allowed = **ops;
    // A super user, or a cluster without an authorizer, is told every cluster operation; anyone
    // else may not see every topic or group.
    if (allowed.contains(QStringLiteral("describe")) && allowed.contains(QStringLiteral("alter")) &&
        allowed.contains(QStringLiteral("cluster-action"))) {
        access.full = true;
        return access;
    }
    const QString principal = principalOf(client.profile());
    access.note = KS_TR("Kafka lists only the %1 %2 may describe; others may exist.")
                      .arg(what, principal.isEmpty() ? KS_TR("this login") : principal);
    return access;
}

} // namespace kafscope

namespace kafscope {

Error missingTopicError(KafkaClient &client, const QString &topic)
{
    const QByteArray name = topic.toUtf8();
    const char *names[] = {name.constData()};
    rd_kafka_TopicCollection_t *collection = rd_kafka_TopicCollection_of_topic_names(names, 1);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBETOPICS);
    rd_kafka_DescribeTopics(client.handle(), collection, call.options(), call.queue());
    rd_kafka_TopicCollection_destroy(collection);
    auto ev =
        call.wait(RD_KAFKA_EVENT_DESCRIBETOPICS_RESULT, KS_ERR("Describing topic %1").arg(topic));
    int code = RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
    if (ev) {
        size_t n = 0;
        const rd_kafka_TopicDescription_t **described = rd_kafka_DescribeTopics_result_topics(
            rd_kafka_event_DescribeTopics_result(ev.value()), &n);
        if (n == 1)
            code = rd_kafka_error_code(rd_kafka_TopicDescription_error(described[0]));
    } else if (isAuthorizationFailure(ev.error().code)) {
        code = ev.error().code;
    }
    if (isAuthorizationFailure(code))
        return notAuthorized(client.profile(), code, KS_ERR("describe"), QStringLiteral("Describe"),
                             QStringLiteral("topic"), topic);
    return unknownTopicError(topic);
}

} // namespace kafscope
