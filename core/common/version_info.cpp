#include "common/version_info.h"

#include <QtGlobal>

#include <librdkafka/rdkafka.h>

namespace kafscope {

bool VersionInfo::librdkafkaAtLeast(int major, int minor, int patch) const
{
    const int wanted = (major << 24) | (minor << 16) | (patch << 8);
    return (librdkafkaNumber & ~0xff) >= wanted;
}

std::optional<QString> missingFeatureFor(const QString &key, const QString &value,
                                         const VersionInfo &info)
{
    const QString k = key.trimmed().toLower(), v = value.trimmed().toLower();
    QStringList needed;
    if (k == QLatin1String("security.protocol")) {
        if (v == QLatin1String("ssl") || v == QLatin1String("sasl_ssl"))
            needed << QStringLiteral("ssl");
        if (v.startsWith(QLatin1String("sasl_")))
            needed << QStringLiteral("sasl");
    } else if (k == QLatin1String("sasl.mechanisms") || k == QLatin1String("sasl.mechanism")) {
        if (v == QLatin1String("plain"))
            needed << QStringLiteral("sasl_plain");
        else if (v.startsWith(QLatin1String("scram-")))
            needed << QStringLiteral("sasl_scram");
        else if (v == QLatin1String("gssapi"))
            needed << QStringLiteral("sasl_gssapi");
        else if (v == QLatin1String("oauthbearer"))
            needed << QStringLiteral("sasl_oauthbearer");
    } else if (k == QLatin1String("sasl.oauthbearer.method") && v == QLatin1String("oidc")) {
        needed << QStringLiteral("oidc");
    } else if (k == QLatin1String("compression.codec") || k == QLatin1String("compression.type")) {
        if (v == QLatin1String("gzip") || v == QLatin1String("snappy") ||
            v == QLatin1String("lz4") || v == QLatin1String("zstd"))
            needed << v;
    }
    for (const QString &f : needed)
        if (!info.librdkafkaFeatures.contains(f))
            return QStringLiteral("%1=%2 needs librdkafka's \"%3\" feature, which the librdkafka "
                                  "%4 Kafscope runs "
                                  "with was built without (builtin.features: %5)")
                .arg(key.trimmed(), value.trimmed(), f, info.librdkafka,
                     info.librdkafkaFeatures.join(QLatin1Char(',')));
    return std::nullopt;
}

VersionInfo versionInfo()
{
    VersionInfo info;
    info.kafscope = QStringLiteral(KAFSCOPE_VERSION);
    info.librdkafka = QString::fromUtf8(rd_kafka_version_str());
    info.librdkafkaNumber = rd_kafka_version();
    info.qt = QString::fromLatin1(qVersion());

    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    char features[1024];
    size_t size = sizeof features;
    if (rd_kafka_conf_get(conf, "builtin.features", features, &size) == RD_KAFKA_CONF_OK)
        info.librdkafkaFeatures =
            QString::fromUtf8(features).split(QLatin1Char(','), Qt::SkipEmptyParts);
    rd_kafka_conf_destroy(conf);
    return info;
}

} // namespace kafscope
