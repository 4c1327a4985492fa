#include "cli/cmd_topics_common.h"
#include "cli/commands.h"

#include "admin/broker_admin.h"
#include "admin/write_guard.h"

#include <QJsonValue>

namespace kafscope::cli {

namespace {

int runList(CliContext &ctx)
{
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
            a.append(QJsonObject{
                {QStringLiteral("id"), b.id},
                {QStringLiteral("host"), b.host.isEmpty() ? QJsonValue() : QJsonValue(b.host)},
                {QStringLiteral("port"), b.port > 0 ? QJsonValue(b.port) : QJsonValue()},
                {QStringLiteral("controller"), b.controller},
                {QStringLiteral("answers"), b.answers}});
        ctx.printJson(a);
        return ExitOk;
    }
    for (const BrokerStatus &b : brokers.value()) {
        const QString where = b.host.isEmpty() ? QStringLiteral("?")
                                               : QStringLiteral("%1:%2").arg(b.host).arg(b.port);
        ctx.out() << QStringLiteral("%1  %2 %3%4\n")
                         .arg(b.id, 4)
                         .arg(where, -28)
                         .arg(b.answers ? QStringLiteral("answers")
                                        : QStringLiteral("not answering: ") + b.problem)
                         .arg(b.controller ? QStringLiteral("  (controller)") : QString());
    }
    return ExitOk;
}

// The broker id of "brokers SUB ID", checked to be a number.
Result<int> brokerId(const CliArgs &a, const ErrorText &missing)
{
    auto idText = positional(a, missing);
    if (!idText)
        return idText.error();
    bool ok = false;
    const int id = idText->toInt(&ok);
    if (!ok || id < 0)
        return Error::usage(
            KS_ERR("A broker id is a whole number >= 0, not \"%1\"").arg(idText.value()));
    return id;
}

// A client, once the cluster has confirmed that broker `id` is one of its brokers.
Result<std::unique_ptr<KafkaClient>> clientForBroker(CliContext &ctx, int id)
{
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-brokers"));
    if (!client)
        return client.error();
    auto md = client.value()->metadata(false);
    if (!md)
        return md.error();
    if (!md->broker(id))
        return Error::kafka(0,
                            KS_ERR("Broker %1 is not in the cluster (or not answering)").arg(id));
    return std::move(client).value();
}

int runConfig(CliContext &ctx)
{
    auto id = brokerId(ctx.args(), KS_ERR("brokers config needs a broker id"));
    if (!id)
        return ctx.fail(id.error());
    auto client = clientForBroker(ctx, id.value());
    if (!client)
        return ctx.fail(client.error());
    auto configs = describeBrokerConfigs(*client.value(), id.value());
    if (!configs)
        return ctx.fail(configs.error());
    if (ctx.json())
        ctx.printJson(configsJson(configs.value()));
    else
        printConfigs(ctx.out(), configs.value());
    return ExitOk;
}

int runAlterConfig(CliContext &ctx)
{
    auto id = brokerId(ctx.args(), KS_ERR("brokers alter-config needs a broker id"));
    if (!id)
        return ctx.fail(id.error());
    auto change = configChangeOptions(ctx.args());
    if (!change)
        return ctx.fail(change.error());
    auto client = clientForBroker(ctx, id.value());
    if (!client)
        return ctx.fail(client.error());
    const QString target = brokerTarget(id.value());
    if (auto s = alterBrokerConfigs(*client.value(), id.value(), change.value(),
                                    WriteGuard::confirmationFor(target));
        !s)
        return ctx.fail(s.error());
    if (ctx.json())
        ctx.printJson(
            QJsonObject{{QStringLiteral("broker"), id.value()}, {QStringLiteral("ok"), true}});
    else
        ctx.out() << QStringLiteral("Changed configs of %1").arg(target) << '\n';
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
    if (sub == QLatin1String("alter-config"))
        return runAlterConfig(ctx);
    if (sub == QLatin1String("log-dirs"))
        return runBrokersLogDirs(ctx);
    return ctx.usage(sub.isEmpty()
                         ? KS_ERR("brokers needs a subcommand: list, config ID, alter-config ID or "
                                  "log-dirs")
                         : KS_ERR("Unknown brokers subcommand %1").arg(sub));
}

} // namespace kafscope::cli
