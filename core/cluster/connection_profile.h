#pragma once

#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

struct rd_kafka_conf_s;

namespace kafscope {

// How to reach one cluster: bootstrap servers plus extra librdkafka properties.
struct ConnectionProfile {
    QString name;
    QString bootstrap;
    QList<QPair<QString, QString>> properties; // user-supplied librdkafka properties, in order
    bool readOnly = false;
    int timeoutMs = 10000; // metadata/admin request timeout
    QString
        label; // environment label of a saved profile ("prod"), shown in the title and status bar
    QString colour; // its colour, #RRGGBB
    // The schema registry beside the cluster (a saved profile's, or --schema-registry): its URL and
    // basic-auth login. The password comes from the keychain and lives in memory only.
    QString registryUrl;
    QString registryUser;
    QString registryPassword;
    // The Kafka Connect clusters beside it (each one REST URL), their basic-auth login and TLS
    // files; the password comes from the keychain (or the environment) and lives in memory only.
    QStringList connectUrls;
    QString connectUser;
    QString connectPassword;
    QString connectCaFile;
    QString connectCertFile;
    QString connectKeyFile;
    // A Prometheus that scrapes `kafscope-cli monitor` for this cluster: the dashboard's history
    // comes from it (query_range) instead of this machine's store, and the label value the
    // monitor gives the cluster (empty: the cluster id).
    QString prometheusUrl;
    QString prometheusCluster;

    // Parses "key=value" (value may contain '='). Blank lines and lines starting with '#' are
    // skipped.
    static Result<QList<QPair<QString, QString>>> parseProperties(const QStringList &lines);
    QString displayName() const { return name.isEmpty() ? bootstrap : name; }
};

// Builds a librdkafka configuration for a profile: the bootstrap and every property pass
// property_policy first (the one check for the CLI, the connect dialog and saved connections).
// `purpose` names the client in logs and client.id. The caller owns the returned conf (destroy it
// or pass it to rd_kafka_new).
Result<rd_kafka_conf_s *> buildKafkaConf(const ConnectionProfile &profile, const QString &purpose);

// Checks every property with librdkafka without connecting.
Status validateProfile(const ConnectionProfile &profile);

} // namespace kafscope
