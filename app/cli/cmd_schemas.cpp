#include "cli/cli_registry.h"
#include "cli/commands.h"

#include "admin/write_guard.h"
#include "schema/schema_admin.h"

#include <QFile>
#include <QJsonArray>

KS_CLI_COMMAND("schemas")

namespace kafscope::cli {

namespace {

QJsonArray referencesJson(const QList<schema::SchemaReference> &refs)
{
    QJsonArray a;
    for (const schema::SchemaReference &r : refs)
        a.append(QJsonObject{{QStringLiteral("name"), r.name},
                             {QStringLiteral("subject"), r.subject},
                             {QStringLiteral("version"), r.version}});
    return a;
}

// --schema-file F [--type avro|protobuf|json] [--reference NAME=SUBJECT:VERSION]...
Result<schema::NewSchema> newSchemaFromArgs(const CliArgs &a)
{
    const QString path = a.value(KS_OPT("schema-file"));
    if (path.isEmpty())
        return Error::usage(
            KS_ERR("--schema-file FILE is needed (an .avsc, .proto or JSON Schema file)"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::usage(KS_ERR("Cannot read %1").arg(path));
    schema::NewSchema s;
    s.text = QString::fromUtf8(f.readAll());
    const QString type =
        a.value(KS_OPT("type"), path.endsWith(QLatin1String(".proto")) ? QStringLiteral("protobuf")
                                                                       : QStringLiteral("avro"));
    const auto t = schema::schemaTypeFromName(type);
    if (!t)
        return Error::usage(KS_ERR("--type takes avro, protobuf or json"));
    s.type = *t;
    for (const QString &ref : a.valuesOf(KS_OPT("reference"))) {
        const auto r = schema::parseSchemaReference(ref);
        if (!r)
            return Error::usage(
                KS_ERR("--reference takes NAME=SUBJECT:VERSION, not \"%1\"").arg(ref));
        s.references << *r;
    }
    return s;
}

Result<int> versionArg(const CliArgs &a)
{
    if (!a.has(KS_OPT("version")))
        return -1;
    bool ok = false;
    const int v = a.value(KS_OPT("version")).toInt(&ok);
    if (!ok || v < 1)
        return Error::usage(KS_ERR("--version takes a version number (1, 2, ...)"));
    return v;
}

int printGet(CliContext &ctx, schema::SchemaAdmin &admin, const QString &subject, int version)
{
    auto s = admin.get(subject, version);
    if (!s)
        return ctx.fail(s.error());
    const auto compat = admin.compatibilityLevel(subject);
    const QString level = compat ? compat.value() : QString();
    if (ctx.json()) {
        ctx.printJson(QJsonObject{{QStringLiteral("subject"), subject},
                                  {QStringLiteral("version"), s->version},
                                  {QStringLiteral("id"), qint64(s->id)},
                                  {QStringLiteral("type"), schema::schemaTypeName(s->type)},
                                  {QStringLiteral("schema"), s->text},
                                  {QStringLiteral("references"), referencesJson(s->references)},
                                  {QStringLiteral("compatibility"), level}});
        return ExitOk;
    }
    ctx.out() << subject << " version " << s->version << ", id " << s->id << ", "
              << schema::schemaTypeName(s->type)
              << (level.isEmpty() ? QString() : QStringLiteral(", compatibility ") + level) << "\n";
    for (const schema::SchemaReference &r : s->references)
        ctx.out() << "reference " << r.name << " -> " << r.subject << " version " << r.version
                  << "\n";
    ctx.out() << s->text << "\n";
    return ExitOk;
}

} // namespace

int runSchemas(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    const QString sub = a.words.value(1);
    const QString subject = a.words.value(2);
    if (auto e = a.rejectExtraWords(sub == QLatin1String("subjects") ? 2 : 3))
        return ctx.fail(*e);
    if (sub != QLatin1String("subjects") && subject.isEmpty() &&
        QStringList{QStringLiteral("versions"), QStringLiteral("get"), QStringLiteral("register"),
                    QStringLiteral("check"), QStringLiteral("delete")}
            .contains(sub))
        return ctx.usage(KS_ERR("schemas %1 takes a subject").arg(sub));
    auto registry = registryFromArgs(a);
    if (!registry)
        return ctx.fail(registry.error());
    if (!registry.value())
        return ctx.usage(
            KS_ERR("schemas needs --schema-registry URL (or KAFSCOPE_SCHEMA_REGISTRY)"));
    auto version = versionArg(a);
    if (!version)
        return ctx.fail(version.error());
    schema::SchemaRegistryClient client(*registry.value());
    schema::SchemaAdmin admin(client, ctx.profile());

    if (sub == QLatin1String("subjects")) {
        auto list = admin.subjects();
        if (!list)
            return ctx.fail(list.error());
        if (ctx.json())
            ctx.printJson(QJsonObject{
                {QStringLiteral("subjects"), QJsonArray::fromStringList(list.value())}});
        else
            for (const QString &s : list.value())
                ctx.out() << s << "\n";
        return ExitOk;
    }
    if (sub == QLatin1String("versions")) {
        auto list = admin.versions(subject);
        if (!list)
            return ctx.fail(list.error());
        QJsonArray arr;
        for (int v : list.value())
            arr.append(v);
        if (ctx.json())
            ctx.printJson(QJsonObject{{QStringLiteral("subject"), subject},
                                      {QStringLiteral("versions"), arr}});
        else
            for (int v : list.value())
                ctx.out() << v << "\n";
        return ExitOk;
    }
    if (sub == QLatin1String("get"))
        return printGet(ctx, admin, subject, version.value());
    if (sub == QLatin1String("check") || sub == QLatin1String("register")) {
        auto s = newSchemaFromArgs(a);
        if (!s)
            return ctx.fail(s.error());
        if (sub == QLatin1String("check")) {
            auto c = admin.check(subject, s.value());
            if (!c)
                return ctx.fail(c.error());
            if (ctx.json())
                ctx.printJson(QJsonObject{
                    {QStringLiteral("subject"), subject},
                    {QStringLiteral("compatible"), c->compatible},
                    {QStringLiteral("messages"), QJsonArray::fromStringList(c->messages)}});
            else
                ctx.out() << (c->compatible ? "compatible" : "NOT compatible")
                          << " with the latest version of " << subject
                          << (c->messages.isEmpty()
                                  ? QString()
                                  : QStringLiteral(": ") + c->messages.join(QStringLiteral("; ")))
                          << "\n";
            return c->compatible ? ExitOk : ExitKafkaError;
        }
        auto id = admin.registerSchema(subject, s.value());
        if (!id)
            return ctx.fail(id.error());
        if (ctx.json())
            ctx.printJson(QJsonObject{{QStringLiteral("subject"), subject},
                                      {QStringLiteral("id"), id.value()}});
        else
            ctx.out() << "registered under " << subject << " with id " << id.value() << "\n";
        return ExitOk;
    }
    if (sub == QLatin1String("delete")) {
        if (ctx.profile().readOnly) // refused before asking for a confirmation
            return ctx.fail(Error::readOnly(
                KS_ERR("Read-only connection: refusing to delete %1").arg(subject)));
        if (!a.has(KS_OPT("yes")))
            return ctx.usage(
                KS_ERR("Deleting %1 cannot be undone from Kafscope: add --yes to confirm")
                    .arg(subject));
        auto deleted = admin.remove(subject, version.value(), WriteGuard::confirmationFor(subject));
        if (!deleted)
            return ctx.fail(deleted.error());
        QJsonArray arr;
        QStringList text;
        for (int v : deleted.value()) {
            arr.append(v);
            text << QString::number(v);
        }
        if (ctx.json())
            ctx.printJson(QJsonObject{{QStringLiteral("subject"), subject},
                                      {QStringLiteral("deleted_versions"), arr}});
        else
            ctx.out() << "deleted " << subject << " version(s) " << text.join(QStringLiteral(", "))
                      << "\n";
        return ExitOk;
    }
    return ctx.usage(KS_ERR("schemas takes subjects, versions, get, register, check or delete"));
}

} // namespace kafscope::cli
