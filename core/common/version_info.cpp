#include "common/version_info.h"

#include <QtGlobal>

#include <librdkafka/rdkafka.h>

namespace kafscope {

bool VersionInfo::librdkafkaAtLeast(int major, int minor, int patch) const
{
    const int wanted = (major << 24) | (minor << 16) | (patch << 8);
    return (librdkafkaNumber & ~0xff) >= wanted;
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
        info.librdkafkaFeatures = QString::fromUtf8(features).split(QLatin1Char(','), Qt::SkipEmptyParts);
    rd_kafka_conf_destroy(conf);
    return info;
}

} // namespace kafscope
