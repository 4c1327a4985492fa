#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope {

// The versions Kafscope runs with, for `kafscope-cli version` and the GUI's About box.
struct VersionInfo {
    QString kafscope;
    QString librdkafka;             // rd_kafka_version_str(), e.g. "2.14.2"
    int librdkafkaNumber = 0;       // rd_kafka_version(): 0xMMmmrrpp
    QStringList librdkafkaFeatures; // builtin.features, e.g. "ssl", "sasl_scram", "oidc"
    QString qt;                     // the Qt library loaded at run time

    bool librdkafkaAtLeast(int major, int minor, int patch = 0) const;
};

// A client setting that needs a librdkafka feature the linked library was built without (e.g.
// sasl.oauthbearer.method=oidc without "oidc", security.protocol=SASL_SSL without "ssl"): the
// sentence that says so, naming the feature and the library; nullopt when the setting is fine.
std::optional<QString> missingFeatureFor(const QString &key, const QString &value,
                                         const VersionInfo &info);

// Reads librdkafka's version and built-in features from a configuration object only: no client
// handle and no network, so it is safe on any thread.
VersionInfo versionInfo();

} // namespace kafscope
