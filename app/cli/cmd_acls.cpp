#include "cli/commands.h"

#include "admin/acl_admin.h"
#include "admin/write_guard.h"

#include <QJsonArray>
#include <QJsonObject>

KS_CLI_COMMAND("acls")

namespace kafscope::cli {

namespace {

AclFilter filterFrom(const CliArgs &a)
{
    AclFilter f;
    f.principal = a.value(KS_OPT("principal"));
    f.resourceType = a.value(KS_OPT("resource-type"));
    f.resourceName = a.value(KS_OPT("resource"));
    f.patternType = a.value(KS_OPT("pattern"));
    f.operation = a.value(KS_OPT("operation"));
    f.permission = a.value(KS_OPT("permission"));
    f.host = a.value(KS_OPT("host"));
    return f;
}

QJsonObject aclJson(const AclBinding &b)
{
    return QJsonObject{{QStringLiteral("principal"), b.principal},
                       {QStringLiteral("resource_type"), b.resourceType},
                       {QStringLiteral("resource"), b.resourceName},
                       {QStringLiteral("pattern"), b.patternType},
                       {QStringLiteral("operation"), b.operation},
                       {QStringLiteral("permission"), b.permission},
                       {QStringLiteral("host"), b.host}};
}

// --json: the list {"authorizer": "configured", "enforced": true, "acls": [...]} (without an
// authorizer "none", no ACLs and a note, so a script cannot read "no ACL" as "nobody may do
// anything"); a delete preview is the plain array of what would go.
void printAcls(CliContext &ctx, const QList<AclBinding> &acls, bool listing)
{
    if (ctx.json()) {
        QJsonArray a;
        for (const AclBinding &b : acls)
            a.append(aclJson(b));
        if (listing)
            ctx.printJson(QJsonObject{{QStringLiteral("authorizer"), QStringLiteral("configured")},
                                      {QStringLiteral("enforced"), true},
                                      {QStringLiteral("acls"), a}});
        else
            ctx.printJson(a);
        return;
    }
    ctx.out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                     .arg(QStringLiteral("PRINCIPAL"), -20)
                     .arg(QStringLiteral("PERMISSION"), -10)
                     .arg(QStringLiteral("OPERATION"), -17)
                     .arg(QStringLiteral("TYPE"), -16)
                     .arg(QStringLiteral("RESOURCE"), -24)
                     .arg(QStringLiteral("PATTERN"), -9)
                     .arg(QStringLiteral("HOST"));
    for (const AclBinding &b : acls)
        ctx.out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                         .arg(b.principal, -20)
                         .arg(b.permission, -10)
                         .arg(b.operation, -17)
                         .arg(b.resourceType, -16)
                         .arg(b.resourceName, -24)
                         .arg(b.patternType, -9)
                         .arg(b.host);
    if (acls.isEmpty())
        ctx.out() << "(no ACL matches)\n";
}

int runList(CliContext &ctx, KafkaClient &client)
{
    auto acls = describeAcls(client, filterFrom(ctx.args()));
    if (!acls && isNoAuthorizer(acls.error())) {
        if (ctx.json())
            ctx.printJson(QJsonObject{{QStringLiteral("authorizer"), QStringLiteral("none")},
                                      {QStringLiteral("enforced"), false},
                                      {QStringLiteral("acls"), QJsonArray()},
                                      {QStringLiteral("note"), acls.error().message()}});
        else
            ctx.out() << acls.error().message() << '\n';
        return ExitOk;
    }
    if (!acls)
        return ctx.fail(acls.error());
    printAcls(ctx, acls.value(), true);
    return ExitOk;
}

int runCreate(CliContext &ctx, KafkaClient &client)
{
    const CliArgs &a = ctx.args();
    AclBinding b;
    b.principal = a.value(KS_OPT("principal"));
    b.resourceType = a.value(KS_OPT("resource-type"), QStringLiteral("topic"));
    b.resourceName = a.value(KS_OPT("resource"));
    if (b.resourceType == QLatin1String("cluster") && b.resourceName.isEmpty())
        b.resourceName = QStringLiteral("kafka-cluster");
    b.patternType = a.value(KS_OPT("pattern"), QStringLiteral("literal"));
    b.permission = a.value(KS_OPT("permission"), QStringLiteral("allow"));
    b.host = a.value(KS_OPT("host"), QStringLiteral("*"));
    QList<AclBinding> bindings;
    const QStringList ops = a.valuesOf(KS_OPT("operation"));
    if (ops.isEmpty())
        return ctx.usage(KS_ERR(
            "acls create needs --operation (read, write, describe, ...; repeat it for several)"));
    for (const QString &op : ops) {
        b.operation = op;
        if (auto s = checkAclBinding(b); !s)
            return ctx.fail(s.error());
        bindings << b;
    }
    if (auto s = createAcls(client, bindings, WriteGuard::confirmationFor([&] {
                                QStringList t;
                                for (const AclBinding &x : bindings)
                                    t << x.text();
                                return t.join(QStringLiteral("; "));
                            }()));
        !s)
        return ctx.fail(s.error());
    if (ctx.json()) {
        QJsonArray created;
        for (const AclBinding &x : bindings)
            created.append(aclJson(x));
        ctx.printJson(QJsonObject{{QStringLiteral("created"), created}});
    } else {
        for (const AclBinding &x : bindings)
            ctx.out() << "Created " << x.text() << '\n'
                      << "  as Kafka's tool: " << x.kafkaAclsCommand(ctx.profile().bootstrap)
                      << '\n';
    }
    return ExitOk;
}

int runDelete(CliContext &ctx, KafkaClient &client)
{
    const CliArgs &a = ctx.args();
    const bool dryRun = a.has(KS_OPT("dry-run"));
    if (dryRun == a.has(KS_OPT("yes")))
        return ctx.usage(KS_ERR(
            "acls delete needs exactly one of --dry-run (show what matches) or --yes (delete it)"));
    AclFilter filter = filterFrom(a);
    if (filter.patternType.isEmpty())
        filter.patternType = QStringLiteral("literal"); // as kafka-acls --remove
    // Before the preview too, so --dry-run never shows a deletion --yes would refuse.
    if (auto s = checkAclDeleteFilter(filter); !s)
        return ctx.fail(s.error());
    if (dryRun) {
        // The preview is what DescribeAcls says the same filter matches now.
        AclFilter preview = filter;
        auto acls = describeAcls(client, preview);
        if (!acls)
            return ctx.fail(acls.error());
        printAcls(ctx, acls.value(), false);
        return ExitOk;
    }
    auto deleted = deleteAcls(client, filter, WriteGuard::confirmationFor(filter.text()));
    if (!deleted)
        return ctx.fail(deleted.error());
    if (ctx.json()) {
        QJsonArray arr;
        for (const AclBinding &b : deleted.value())
            arr.append(aclJson(b));
        ctx.printJson(QJsonObject{{QStringLiteral("deleted"), arr}});
    } else {
        for (const AclBinding &b : deleted.value())
            ctx.out() << "Deleted " << b.text() << '\n';
        if (deleted->isEmpty())
            ctx.out() << "No ACL matched " << filter.text() << '\n';
    }
    return ExitOk;
}

} // namespace

int runAcls(CliContext &ctx)
{
    const QStringList &w = ctx.args().words;
    const QString sub = w.size() > 1 ? w[1] : QString();
    if (sub != QLatin1String("list") && sub != QLatin1String("create") &&
        sub != QLatin1String("delete"))
        return ctx.usage(KS_ERR("acls takes list, create or delete"));
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-acls"));
    if (!client)
        return ctx.fail(client.error());
    if (sub == QLatin1String("list"))
        return runList(ctx, *client.value());
    if (sub == QLatin1String("create"))
        return runCreate(ctx, *client.value());
    return runDelete(ctx, *client.value());
}

} // namespace kafscope::cli
