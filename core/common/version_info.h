#pragma once

#include <QString>
#include <QStringList>

namespace kafscope {

// The versions Kafscope runs with, for `kafscope-cli version` and the GUI's About box.
struct VersionInfo {
    QString kafscope;
    QString librdkafka;              // rd_kafka_version_str(), e.g. "2.14.2"
    int librdkafkaNumber = 0;        // rd_kafka_version(): 0xMMmmrrpp
    QStringList librdkafkaFeatures;  // builtin.features, e.g. "ssl", "sasl_scram", "oidc"
    QString qt;                      // the Qt library loaded at run time

    bool librdkafkaAtLeast(int major, int minor, int patch = 0) const;
};

// Reads librdkafka's version and built-in features from a configuration object only: no client
// handle and no network, so it is safe on any thread.
VersionInfo versionInfo();

} // namespace kafscope
