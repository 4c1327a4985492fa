#include "cli/commands.h"

#include "common/version_info.h"

namespace kafscope::cli {

int runVersion(CliContext &ctx)
{
    if (ctx.args().words.size() > 1)
        return ctx.usage(KS_ERR("version takes no arguments"));
    const VersionInfo v = versionInfo();
    if (ctx.json()) {
        ctx.printJson(QJsonObject{{QStringLiteral("kafscope"), v.kafscope},
                                  {QStringLiteral("librdkafka"), v.librdkafka},
                                  {QStringLiteral("librdkafka_features"),
                                   QJsonArray::fromStringList(v.librdkafkaFeatures)},
                                  {QStringLiteral("qt"), v.qt}});
        return ExitOk;
    }
    ctx.out() << QStringLiteral("kafscope %1\nlibrdkafka %2 (%3)\nQt %4\n")
                     .arg(v.kafscope, v.librdkafka, v.librdkafkaFeatures.join(QStringLiteral(", ")),
                          v.qt);
    return ExitOk;
}

} // namespace kafscope::cli
