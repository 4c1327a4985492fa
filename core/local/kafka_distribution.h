#pragma once

#include "common/result.h"

#include <QString>

namespace kafscope::local {

// Apache Kafka's jars from Maven Central, cached per version. Fetching runs Maven (blocking).
class KafkaDistribution {
public:
    static QString defaultVersion();   // KAFSCOPE_KAFKA_VERSION or the tested release
    static QString defaultCacheRoot(); // KAFSCOPE_CACHE or ~/.cache/kafscope

    KafkaDistribution(QString version, QString cacheRoot);

    QString version() const { return m_version; }
    QString home() const;   // <cache>/kafka-<version>
    QString libDir() const; // <home>/libs
    QString classpath() const { return libDir() + QStringLiteral("/*"); }
    bool isPresent() const;

    // Downloads the jars unless present. `log` receives Maven's output.
    Status ensure(const QString &logFile = {}) const;

private:
    QString pomXml() const;
    QString m_version;
    QString m_cacheRoot;
};

// Runs `mvn -B -q package` on `pomXml` in `fetchDir` (blocking, up to 15 min), appending Maven's
// output to `logFile`; an error names `what` and Maven's first [ERROR] line.
Status fetchWithMaven(const QString &fetchDir, const QString &pomXml, const QString &logFile,
                      const QString &what);

// The java executable to run the broker with, checked to be Java 17 or newer.
Result<QString> findJava();

} // namespace kafscope::local
