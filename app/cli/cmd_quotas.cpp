// quotas list | set | remove: client quotas, through Kafscope's own DescribeClientQuotas and
// AlterClientQuotas.
#include "cli/commands.h"

#include "admin/write_guard.h"
#include "protocol/quotas.h"

#include <QJsonArray>
#include <QJsonObject>

KS_CLI_COMMAND("quotas")

namespace kafscope::cli {

namespace {

// The entity from --user/--client-id/--ip (a name, or "default").
Result<protocol::QuotaEntity> entityOf(const CliArgs &a)
{
    protocol::QuotaEntity entity;
    const QList<QPair<QString, QString>> given = {
        {QStringLiteral("user"), a.value(KS_OPT("user"))},
        {QStringLiteral("client-id"), a.value(KS_OPT("client-id"))},
        {QStringLiteral("ip"), a.value(KS_OPT("ip"))}};
    for (const auto &[type, value] : given) {
        if (value.isEmpty())
            continue;
        entity << protocol::QuotaEntityPart{type, value == QLatin1String("<default>") ||
                                                          value == QLatin1String("default")
                                                      ? std::nullopt
                                                      : std::optional<QString>(value)};
    }
    if (entity.isEmpty())
        return Error::usage(
            KS_ERR("Name whose quotas: --user NAME, --client-id ID (both together for one pair) "
                   "or --ip ADDRESS; the value default names the default"));
    return entity;
}

int runList(CliContext &ctx, protocol::ProtocolClient &proto)
{
    auto quotas = protocol::describeClientQuotas(proto);
    if (!quotas)
        return ctx.fail(quotas.error());
    if (ctx.json()) {
        QJsonArray out;
        for (const protocol::ClientQuota &q : *quotas) {
            QJsonObject entity;
            for (const auto &p : q.entity)
                entity.insert(p.type, p.name ? QJsonValue(*p.name) : QJsonValue());
            QJsonObject values;
            for (auto it = q.limits.constBegin(); it != q.limits.constEnd(); ++it)
                values.insert(it.key(), it.value());
            out.append(QJsonObject{{QStringLiteral("entity"), entity},
                                   {QStringLiteral("text"), protocol::quotaEntityText(q.entity)},
                                   {QStringLiteral("quotas"), values}});
        }
        ctx.printJson(QJsonObject{{QStringLiteral("quotas"), out}});
        return ExitOk;
    }
    if (quotas->isEmpty())
        ctx.out() << "No client quotas are set.\n";
    for (const protocol::ClientQuota &q : *quotas) {
        QStringList values;
        for (auto it = q.limits.constBegin(); it != q.limits.constEnd(); ++it)
            values << QStringLiteral("%1=%2").arg(it.key(), QString::number(it.value(), 'g', 15));
        ctx.out() << protocol::quotaEntityText(q.entity) << "\n  "
                  << values.join(QStringLiteral(", ")) << '\n';
    }
    return ExitOk;
}

} // namespace

int runQuotas(CliContext &ctx)
{
    CliArgs &a = ctx.args();
    const QString sub = a.words.value(1);
    if (!findCommand(QStringLiteral("quotas"))->isSubcommand(sub))
        return ctx.usage(sub.isEmpty() ? KS_ERR("quotas needs a subcommand: list, set or remove")
                                       : KS_ERR("Unknown quotas subcommand %1").arg(sub));
    if (auto e = a.rejectExtraWords(2))
        return ctx.fail(*e);
    QMap<QString, std::optional<double>> changes;
    protocol::QuotaEntity entity;
    if (sub != QLatin1String("list")) {
        auto e = entityOf(a);
        if (!e)
            return ctx.fail(e.error());
        entity = *e;
        if (sub == QLatin1String("set")) {
            for (const QString &kv : a.valuesOf(KS_OPT("quota"))) {
                const qsizetype eq = kv.indexOf(QLatin1Char('='));
                bool ok = false;
                const double v = eq > 0 ? kv.mid(eq + 1).toDouble(&ok) : 0;
                if (!ok)
                    return ctx.usage(KS_ERR("--quota takes KEY=NUMBER, not \"%1\"").arg(kv));
                changes.insert(kv.left(eq), v);
            }
        } else {
            for (const QString &k : a.valuesOf(KS_OPT("quota")))
                changes.insert(k, std::nullopt);
        }
        if (!a.has(KS_OPT("yes")))
            return ctx.usage(KS_ERR("quotas %1 changes what the cluster enforces on %2: confirm "
                                    "with --yes")
                                 .arg(sub, protocol::quotaEntityText(entity)));
    }
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-quotas"));
    if (!client)
        return ctx.fail(client.error());
    protocol::ProtocolClient proto(*client.value());
    if (sub == QLatin1String("list"))
        return runList(ctx, proto);
    const QString target = protocol::quotaEntityText(entity);
    if (auto s = protocol::alterClientQuotas(proto, ctx.profile(), entity, changes,
                                             WriteGuard::confirmationFor(target));
        !s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(
            QJsonObject{{QStringLiteral("entity"), target}, {QStringLiteral("ok"), true}});
    else
        ctx.out() << (sub == QLatin1String("set") ? "Set the quotas of " : "Removed quotas of ")
                  << target << '\n';
    return ExitOk;
}

} // namespace kafscope::cli
