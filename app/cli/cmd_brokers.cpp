#include "cli/cmd_topics_common.h"
#include "cli/commands.h"

#include "admin/broker_admin.h"

#include <QJsonValue>

namespace kafscope::cli {

namespace {

int runList(CliContext &ctx)
{
    if (auto e = ctx.args().rejectUnknown({}))
        return ctx.fail(*e);
    if (auto e = ctx.args().rejectExtraWords(2))
        return ctx.fail(*e);
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-brokers"));
    if (!client)
        return ctx.fail(client.error());
    auto brokers = listBrokers(*client.value(), qMin(ctx.profile().timeoutMs, 5000));
    if (!brokers)
        return ctx.fail(brokers.error());
    if (ctx.json()) {
        QJsonArray a;
        for (const BrokerStatus &b : brokers.value())
            a.append(QJsonObject{{QStringLiteral("id"), b.id},
                                 {QStringLiteral("host"), b.host.isEmpty() ? QJsonValue() : QJsonValue(b.host)},
                                 {QStringLiteral("port"), b.port > 0 ? QJsonValue(b.port) : QJsonValue()},
                                 {QStringLiteral("controller"), b.controller},
                                 {QStringLiteral("answers"), b.answers}});
        ctx.printJson(a);
        return ExitOk;
    }
    for (const BrokerStatus &b : brokers.value()) {
        const QString where = b.host.isEmpty() ? QStringLiteral("?") : QStringLiteral("%1:%2").arg(b.host).arg(b.port);
        ctx.out() << QStringLiteral("%1  %2 %3%4\n").arg(b.id, 4).arg(where, -28)
                         .arg(b.answers ? QStringLiteral("answers") : QStringLiteral("not answering: ") + b.problem)
                         .arg(b.controller ? QStringLiteral("  (controller)") : QString());
    }
    return ExitOk;
}

int runConfig(CliContext &ctx)
{
    if (auto e = ctx.args().rejectUnknown({}))
        return ctx.fail(*e);
    auto idText = positional(ctx.args(), QStringLiteral("brokers config needs a broker id"));
    if (!idText)
        return ctx.fail(idText.error());
    bool ok = false;
    const int id = idText->toInt(&ok);
    if (!ok || id < 0)
        return ctx.usage(QStringLiteral("A broker id is a whole number >= 0, not \"%1\"").arg(idText.value()));
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-brokers"));
    if (!client)
        return ctx.fail(client.error());
    auto md = client.value()->metadata(false);
    if (!md)
        return ctx.fail(md.error());
    if (!md->broker(id))
        return ctx.fail(Error::kafka(0, QStringLiteral("Broker %1 is not in the cluster (or not answering)").arg(id)));
    auto configs = describeBrokerConfigs(*client.value(), id);
    if (!configs)
        return ctx.fail(configs.error());
    if (ctx.json())
        ctx.printJson(configsJson(configs.value()));
    else
        printConfigs(ctx.out(), configs.value());
    return ExitOk;
}

} // namespace

int runBrokers(CliContext &ctx)
{
    const QStringList &w = ctx.args().words;
    const QString sub = w.size() > 1 ? w[1] : QString();
    if (sub == QLatin1String("list"))
        return runList(ctx);
    if (sub == QLatin1String("config"))
        return runConfig(ctx);
    return ctx.usage(sub.isEmpty() ? QStringLiteral("brokers needs a subcommand: list or config ID")
                                   : QStringLiteral("Unknown brokers subcommand %1").arg(sub));
}

} // namespace kafscope::cli
