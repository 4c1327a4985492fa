#include "admin/acl_admin.h"
#include "admin/cluster_security.h"

#include "admin/admin_call.h"
#include "admin/write_guard.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>
#include <tuple>

namespace kafscope {

namespace {

struct Named {
    int value;
    const char *name;
};

const Named kResourceTypes[] = {
    {RD_KAFKA_RESOURCE_TOPIC, "topic"},
    {RD_KAFKA_RESOURCE_GROUP, "group"},
    {RD_KAFKA_RESOURCE_BROKER, "cluster"}, // Kafka's CLUSTER resource (4)
    {RD_KAFKA_RESOURCE_TRANSACTIONAL_ID, "transactional-id"}};
const Named kPatterns[] = {{RD_KAFKA_RESOURCE_PATTERN_LITERAL, "literal"},
                           {RD_KAFKA_RESOURCE_PATTERN_PREFIXED, "prefixed"},
                           {RD_KAFKA_RESOURCE_PATTERN_MATCH, "match"}};
const Named kOperations[] = {{RD_KAFKA_ACL_OPERATION_ALL, "all"},
                             {RD_KAFKA_ACL_OPERATION_READ, "read"},
                             {RD_KAFKA_ACL_OPERATION_WRITE, "write"},
                             {RD_KAFKA_ACL_OPERATION_CREATE, "create"},
                             {RD_KAFKA_ACL_OPERATION_DELETE, "delete"},
                             {RD_KAFKA_ACL_OPERATION_ALTER, "alter"},
                             {RD_KAFKA_ACL_OPERATION_DESCRIBE, "describe"},
                             {RD_KAFKA_ACL_OPERATION_CLUSTER_ACTION, "cluster-action"},
                             {RD_KAFKA_ACL_OPERATION_DESCRIBE_CONFIGS, "describe-configs"},
                             {RD_KAFKA_ACL_OPERATION_ALTER_CONFIGS, "alter-configs"},
                             {RD_KAFKA_ACL_OPERATION_IDEMPOTENT_WRITE, "idempotent-write"}};
const Named kPermissions[] = {{RD_KAFKA_ACL_PERMISSION_TYPE_ALLOW, "allow"},
                              {RD_KAFKA_ACL_PERMISSION_TYPE_DENY, "deny"}};

template <size_t N> int valueOf(const Named (&table)[N], const QString &name, int any)
{
    if (name.isEmpty() || name == QLatin1String("any"))
        return any;
    const QString n = name.trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    for (const Named &x : table)
        if (n == QLatin1String(x.name))
            return x.value;
    return -1;
}

template <size_t N> QString nameOf(const Named (&table)[N], int value)
{
    for (const Named &x : table)
        if (x.value == value)
            return QLatin1String(x.name);
    return QStringLiteral("unknown(%1)").arg(value);
}

template <size_t N> QStringList namesOf(const Named (&table)[N], bool withMatch = true)
{
    QStringList out;
    for (const Named &x : table)
        if (withMatch || QLatin1String(x.name) != QLatin1String("match"))
            out << QLatin1String(x.name);
    return out;
}

AclBinding fromLibrary(const rd_kafka_AclBinding_t *b)
{
    AclBinding out;
    out.resourceType = nameOf(kResourceTypes, rd_kafka_AclBinding_restype(b));
    out.resourceName = QString::fromUtf8(rd_kafka_AclBinding_name(b));
    out.patternType = nameOf(kPatterns, rd_kafka_AclBinding_resource_pattern_type(b));
    out.principal = QString::fromUtf8(rd_kafka_AclBinding_principal(b));
    out.host = QString::fromUtf8(rd_kafka_AclBinding_host(b));
    out.operation = nameOf(kOperations, rd_kafka_AclBinding_operation(b));
    out.permission = nameOf(kPermissions, rd_kafka_AclBinding_permission_type(b));
    return out;
}

Status fieldError(const QString &field, const QString &value, const QStringList &takes)
{
    return Error::usage(KS_ERR("%1 \"%2\" is not one Kafka knows; it takes %3")
                            .arg(field, value, takes.join(QStringLiteral(", "))));
}

// A broker answer that means "this cluster has no authorizer" or "you may not", in plain words.
Error noAuthorizerError()
{
    return Error::kafka(RD_KAFKA_RESP_ERR_SECURITY_DISABLED,
                        KS_ERR("This cluster has no authorizer: ACLs are not enforced (every "
                               "login may do anything; the brokers' authorizer.class.name is "
                               "empty)"));
}

Error aclError(KafkaClient &client, rd_kafka_resp_err_t code, const ErrorText &what,
               const QString &detail)
{
    if (code == RD_KAFKA_RESP_ERR_SECURITY_DISABLED)
        return noAuthorizerError();
    if (code == RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED)
        return Error::kafka(
            code, KS_ERR("%1: not authorized; ACLs need the ALTER (to change) or DESCRIBE "
                         "(to list) right on the cluster resource, which an administrator "
                         "grants")
                      .arg(what));
    Error e = client.makeError(code, what);
    if (!detail.isEmpty())
        e.text = KS_ERR("%1: %2").arg(what).arg(detail);
    return e;
}

Result<rd_kafka_AclBindingFilter_t *> toFilter(const AclFilter &f)
{
    const int type = valueOf(kResourceTypes, f.resourceType, RD_KAFKA_RESOURCE_ANY);
    if (type < 0)
        return fieldError(QStringLiteral("Resource type"), f.resourceType, namesOf(kResourceTypes))
            .error();
    const int pattern = valueOf(kPatterns, f.patternType, RD_KAFKA_RESOURCE_PATTERN_ANY);
    if (pattern < 0)
        return fieldError(QStringLiteral("Pattern type"), f.patternType,
                          namesOf(kPatterns) << QStringLiteral("any"))
            .error();
    const int op = valueOf(kOperations, f.operation, RD_KAFKA_ACL_OPERATION_ANY);
    if (op < 0)
        return fieldError(QStringLiteral("Operation"), f.operation, namesOf(kOperations)).error();
    const int perm = valueOf(kPermissions, f.permission, RD_KAFKA_ACL_PERMISSION_TYPE_ANY);
    if (perm < 0)
        return fieldError(QStringLiteral("Permission"), f.permission, namesOf(kPermissions))
            .error();
    const QByteArray name = f.resourceName.toUtf8(), principal = f.principal.toUtf8(),
                     host = f.host.toUtf8();
    char err[512];
    rd_kafka_AclBindingFilter_t *filter = rd_kafka_AclBindingFilter_new(
        rd_kafka_ResourceType_t(type), f.resourceName.isEmpty() ? nullptr : name.constData(),
        rd_kafka_ResourcePatternType_t(pattern),
        f.principal.isEmpty() ? nullptr : principal.constData(),
        f.host.isEmpty() ? nullptr : host.constData(), rd_kafka_AclOperation_t(op),
        rd_kafka_AclPermissionType_t(perm), err, sizeof err);
    if (!filter)
        return Error::usage(KS_ERR("ACL filter: %1").arg(QString::fromUtf8(err)));
    return filter;
}

} // namespace

QStringList aclResourceTypes()
{
    return namesOf(kResourceTypes);
}

QStringList aclOperations()
{
    return namesOf(kOperations);
}

QString AclBinding::text() const
{
    return QStringLiteral("%1 %2 %3 on %4 %5 (%6) from %7")
        .arg(principal, permission, operation, resourceType, resourceName, patternType, host);
}

QString AclBinding::kafkaAclsCommand(const QString &bootstrap) const
{
    QStringList args{QStringLiteral("kafka-acls.sh"), QStringLiteral("--bootstrap-server"),
                     bootstrap, QStringLiteral("--add")};
    args << (permission == QLatin1String("deny") ? QStringLiteral("--deny-principal")
                                                 : QStringLiteral("--allow-principal"))
         << principal;
    if (host != QLatin1String("*"))
        args << (permission == QLatin1String("deny") ? QStringLiteral("--deny-host")
                                                     : QStringLiteral("--allow-host"))
             << host;
    // kafka-acls names operations in CamelCase: Read, DescribeConfigs, IdempotentWrite.
    QString camel;
    for (const QString &part : operation.split(QLatin1Char('-'), Qt::SkipEmptyParts))
        camel += part.left(1).toUpper() + part.mid(1);
    args << QStringLiteral("--operation") << camel;
    if (resourceType == QLatin1String("topic"))
        args << QStringLiteral("--topic") << resourceName;
    else if (resourceType == QLatin1String("group"))
        args << QStringLiteral("--group") << resourceName;
    else if (resourceType == QLatin1String("transactional-id"))
        args << QStringLiteral("--transactional-id") << resourceName;
    else
        args << QStringLiteral("--cluster");
    if (patternType == QLatin1String("prefixed"))
        args << QStringLiteral("--resource-pattern-type") << QStringLiteral("prefixed");
    for (QString &a : args)
        if (a.contains(QLatin1Char(' ')) || a.contains(QLatin1Char('*')) ||
            a.contains(QLatin1Char('\'')))
            a = QLatin1Char('\'') + QString(a).replace(QLatin1String("'"), QLatin1String("'\\''")) +
                QLatin1Char('\'');
    return args.join(QLatin1Char(' '));
}

QString AclFilter::text() const
{
    QStringList parts;
    const auto add = [&](const char *what, const QString &v) {
        if (!v.isEmpty())
            parts << QStringLiteral("%1=%2").arg(QLatin1String(what), v);
    };
    add("principal", principal);
    add("resource-type", resourceType);
    add("resource", resourceName);
    add("pattern", patternType);
    add("operation", operation);
    add("permission", permission);
    add("host", host);
    return parts.isEmpty() ? QStringLiteral("every ACL") : parts.join(QLatin1Char(' '));
}

Status checkAclBinding(const AclBinding &b)
{
    if (valueOf(kResourceTypes, b.resourceType, -1) < 0)
        return fieldError(QStringLiteral("Resource type"), b.resourceType, namesOf(kResourceTypes));
    if (b.resourceType == QLatin1String("cluster") &&
        b.resourceName != QLatin1String("kafka-cluster"))
        return Error::usage(KS_ERR("The cluster resource is named kafka-cluster"));
    if (b.resourceName.isEmpty())
        return Error::usage(
            KS_ERR("Name the resource (a topic, group or transactional id; * for all)"));
    const int pattern = valueOf(kPatterns, b.patternType, -1);
    if (pattern != RD_KAFKA_RESOURCE_PATTERN_LITERAL &&
        pattern != RD_KAFKA_RESOURCE_PATTERN_PREFIXED)
        return fieldError(QStringLiteral("Pattern type"), b.patternType, namesOf(kPatterns, false));
    if (!b.principal.contains(QLatin1Char(':')) || b.principal.startsWith(QLatin1Char(':')))
        return Error::usage(
            KS_ERR("A principal is TYPE:NAME, e.g. User:alice, not \"%1\"").arg(b.principal));
    if (valueOf(kOperations, b.operation, -1) < 0)
        return fieldError(QStringLiteral("Operation"), b.operation, namesOf(kOperations));
    if (valueOf(kPermissions, b.permission, -1) < 0)
        return fieldError(QStringLiteral("Permission"), b.permission, namesOf(kPermissions));
    if (b.host.isEmpty())
        return Error::usage(KS_ERR("Name the host (* for any host)"));
    return Ok{};
}

QList<AclDecision> effectiveAccess(const QList<AclBinding> &acls, const QString &principal,
                                   const QString &resourceType, const QString &resourceName,
                                   const QString &host)
{
    const auto resourceMatches = [&](const AclBinding &b) {
        if (b.resourceType != resourceType)
            return false;
        if (b.patternType == QLatin1String("literal"))
            return b.resourceName == QLatin1String("*") || b.resourceName == resourceName;
        if (b.patternType == QLatin1String("prefixed"))
            return resourceName.startsWith(b.resourceName);
        return false;
    };
    const auto principalMatches = [&](const AclBinding &b) {
        return b.principal == principal || b.principal == QLatin1String("User:*");
    };
    const auto hostMatches = [&](const AclBinding &b) {
        return b.host == QLatin1String("*") || b.host == host;
    };
    // Operations a binding's operation grants when allowed (Kafka's implied operations).
    const auto grants = [](const QString &bound, const QString &op) {
        if (bound == op || bound == QLatin1String("all"))
            return true;
        if (op == QLatin1String("describe"))
            return bound == QLatin1String("read") || bound == QLatin1String("write") ||
                   bound == QLatin1String("delete") || bound == QLatin1String("alter");
        if (op == QLatin1String("describe-configs"))
            return bound == QLatin1String("alter-configs");
        return false;
    };
    QList<AclDecision> out;
    for (const QString &op : aclOperations()) {
        if (op == QLatin1String("all"))
            continue;
        AclDecision d;
        d.operation = op;
        QList<AclBinding> allows;
        for (const AclBinding &b : acls) {
            if (!resourceMatches(b) || !principalMatches(b) || !hostMatches(b))
                continue;
            // A deny of ALL denies everything; a deny of an operation denies only it (no
            // implication).
            if (b.permission == QLatin1String("deny") &&
                (b.operation == op || b.operation == QLatin1String("all")))
                d.because = {b};
            else if (b.permission == QLatin1String("allow") && grants(b.operation, op))
                allows << b;
        }
        if (d.because.isEmpty()) {
            d.allowed = !allows.isEmpty();
            d.because = allows;
        }
        out << d;
    }
    return out;
}

Result<std::optional<QStringList>> clusterAuthorizedOperations(KafkaClient &client)
{
    const ErrorText what = KS_ERR("Asking which cluster operations this login may use");
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBECLUSTER);
    if (rd_kafka_error_t *e =
            rd_kafka_AdminOptions_set_include_authorized_operations(call.options(), 1))
        rd_kafka_error_destroy(e);
    rd_kafka_DescribeCluster(client.handle(), call.options(), call.queue());
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBECLUSTER_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_AclOperation_t *ops = rd_kafka_DescribeCluster_result_authorized_operations(
        rd_kafka_event_DescribeCluster_result(ev.value()), &n);
    if (!ops)
        return std::optional<QStringList>(); // the broker did not say
    QStringList out;
    for (size_t i = 0; i < n; ++i)
        if (const QString name = nameOf(kOperations, ops[i]); !name.isEmpty())
            out << name;
    return std::optional<QStringList>(out);
}

bool isNoAuthorizer(const Error &e)
{
    return e.kind == Error::Kind::Kafka && e.code == RD_KAFKA_RESP_ERR_SECURITY_DISABLED;
}

Result<QList<AclBinding>> describeAcls(KafkaClient &client, const AclFilter &filter)
{
    auto f = toFilter(filter);
    if (!f)
        return f.error();
    const ErrorText what = KS_ERR("Listing ACLs (%1)").arg(filter.text());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBEACLS);
    rd_kafka_DescribeAcls(client.handle(), f.value(), call.options(), call.queue());
    rd_kafka_AclBinding_destroy(f.value());
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBEACLS_RESULT, what);
    if (!ev)
        return ev.error().code == RD_KAFKA_RESP_ERR_SECURITY_DISABLED ||
                       ev.error().code == RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED
                   ? aclError(client, rd_kafka_resp_err_t(ev.error().code), what, {})
                   : ev.error();
    size_t n = 0;
    const rd_kafka_AclBinding_t **acls =
        rd_kafka_DescribeAcls_result_acls(rd_kafka_event_DescribeAcls_result(ev.value()), &n);
    if (n == 0) {
        // librdkafka drops DescribeAcls' own error code (docs/LIBRDKAFKA.md), so a refusal arrives
        // as an empty list, and so does SECURITY_DISABLED. Read the brokers' authorizer first (a
        // cluster without one answers every operation allowed below), then ask the cluster what
        // this login may do before calling the list empty.
        if (auto sec = describeClusterSecurity(client);
            sec && sec->authorizer == AuthorizerState::None)
            return noAuthorizerError();
        auto ops = clusterAuthorizedOperations(client);
        if (!ops)
            return ops.error();
        if (ops->has_value() && !(*ops)->contains(QStringLiteral("describe")) &&
            !(*ops)->contains(QStringLiteral("alter")))
            return aclError(client, RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED, what, {});
    }
    QList<AclBinding> out;
    for (size_t i = 0; i < n; ++i)
        out << fromLibrary(acls[i]);
    std::sort(out.begin(), out.end(), [](const AclBinding &a, const AclBinding &b) {
        return std::tie(a.principal, a.resourceType, a.resourceName, a.operation, a.permission,
                        a.host) < std::tie(b.principal, b.resourceType, b.resourceName, b.operation,
                                           b.permission, b.host);
    });
    return out;
}

Status createAcls(KafkaClient &client, const QList<AclBinding> &bindings,
                  const QString &confirmation)
{
    if (bindings.isEmpty())
        return Error::usage(KS_ERR("No ACL to create"));
    QStringList texts;
    for (const AclBinding &b : bindings) {
        if (auto s = checkAclBinding(b); !s)
            return s;
        texts << b.text();
    }
    const QString target = texts.join(QStringLiteral("; "));
    if (auto g = WriteGuard::admit(client.profile(), {WriteKind::CreateAcls, target}, confirmation);
        !g)
        return g;
    std::vector<rd_kafka_AclBinding_t *> acls;
    char err[512];
    for (const AclBinding &b : bindings) {
        const QByteArray name = b.resourceName.toUtf8(), principal = b.principal.toUtf8(),
                         host = b.host.toUtf8();
        rd_kafka_AclBinding_t *acl = rd_kafka_AclBinding_new(
            rd_kafka_ResourceType_t(valueOf(kResourceTypes, b.resourceType, -1)), name.constData(),
            rd_kafka_ResourcePatternType_t(valueOf(kPatterns, b.patternType, -1)),
            principal.constData(), host.constData(),
            rd_kafka_AclOperation_t(valueOf(kOperations, b.operation, -1)),
            rd_kafka_AclPermissionType_t(valueOf(kPermissions, b.permission, -1)), err, sizeof err);
        if (!acl) {
            rd_kafka_AclBinding_destroy_array(acls.data(), acls.size());
            return Error::usage(KS_ERR("ACL %1: %2").arg(b.text(), QString::fromUtf8(err)));
        }
        acls.push_back(acl);
    }
    const ErrorText what = KS_ERR("Creating the ACL %1").arg(target);
    AdminCall call(client, RD_KAFKA_ADMIN_OP_CREATEACLS);
    rd_kafka_CreateAcls(client.handle(), acls.data(), acls.size(), call.options(), call.queue());
    rd_kafka_AclBinding_destroy_array(acls.data(), acls.size());
    auto ev = call.wait(RD_KAFKA_EVENT_CREATEACLS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_acl_result_t **results =
        rd_kafka_CreateAcls_result_acls(rd_kafka_event_CreateAcls_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i)
        if (const rd_kafka_error_t *e = rd_kafka_acl_result_error(results[i]);
            e && rd_kafka_error_code(e))
            return aclError(client, rd_kafka_error_code(e), what,
                            QString::fromUtf8(rd_kafka_error_string(e)));
    return Ok{};
}

Status checkAclDeleteFilter(const AclFilter &filter)
{
    const QString principal = filter.principal.trimmed();
    const qsizetype colon = principal.indexOf(QLatin1Char(':'));
    if (!principal.isEmpty() && (colon <= 0 || colon == principal.size() - 1))
        return Error::usage(
            KS_ERR("A principal is TYPE:NAME, e.g. User:alice, not \"%1\"").arg(filter.principal));
    if (!principal.isEmpty())
        return Ok{};
    const int pattern = valueOf(
        kPatterns, filter.patternType.isEmpty() ? QStringLiteral("literal") : filter.patternType,
        RD_KAFKA_RESOURCE_PATTERN_ANY);
    if (!filter.resourceName.trimmed().isEmpty() && pattern != RD_KAFKA_RESOURCE_PATTERN_MATCH)
        return Ok{};
    return Error::usage(
        KS_ERR("Refusing to delete the ACLs matching %1: that filter can match the ACLs of every "
               "principal and resource. Name a principal (User:NAME) or a resource (with pattern "
               "literal, prefixed or any)")
            .arg(filter.text()));
}

Result<QList<AclBinding>> deleteAcls(KafkaClient &client, const AclFilter &given,
                                     const QString &confirmation)
{
    AclFilter filter = given;
    if (filter.patternType.isEmpty())
        filter.patternType = QStringLiteral("literal");
    if (auto s = checkAclDeleteFilter(filter); !s)
        return s.error();
    if (auto g = WriteGuard::admit(client.profile(), {WriteKind::DeleteAcls, filter.text()},
                                   confirmation);
        !g)
        return g.error();
    auto f = toFilter(filter);
    if (!f)
        return f.error();
    rd_kafka_AclBindingFilter_t *filters[] = {f.value()};
    const ErrorText what = KS_ERR("Deleting the ACLs matching %1").arg(filter.text());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DELETEACLS);
    rd_kafka_DeleteAcls(client.handle(), filters, 1, call.options(), call.queue());
    rd_kafka_AclBinding_destroy(f.value());
    auto ev = call.wait(RD_KAFKA_EVENT_DELETEACLS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_DeleteAcls_result_response_t **responses =
        rd_kafka_DeleteAcls_result_responses(rd_kafka_event_DeleteAcls_result(ev.value()), &n);
    QList<AclBinding> deleted;
    for (size_t i = 0; i < n; ++i) {
        if (const rd_kafka_error_t *e = rd_kafka_DeleteAcls_result_response_error(responses[i]);
            e && rd_kafka_error_code(e))
            return aclError(client, rd_kafka_error_code(e), what,
                            QString::fromUtf8(rd_kafka_error_string(e)));
        size_t m = 0;
        const rd_kafka_AclBinding_t **matching =
            rd_kafka_DeleteAcls_result_response_matching_acls(responses[i], &m);
        for (size_t j = 0; j < m; ++j)
            deleted << fromLibrary(matching[j]);
    }
    return deleted;
}

} // namespace kafscope
