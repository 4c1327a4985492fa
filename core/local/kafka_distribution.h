#pragma once

#include "common/kafka_release.h"
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

// The first and last release lines `local start` configures: KRaft from 3.7 (static voters) to 4.4.
inline constexpr KafkaRelease kOldestLocalRelease{3, 7, 0};
inline constexpr KafkaRelease kNewestLocalLine{4, 4, 0};

// `version` as a release `local start` can run: a usage error for text that is no release or a
// line outside 3.7 to 4.4 (whether Maven Central has it is known only when fetching).
Result<KafkaRelease> localRelease(const QString &version);

// Runs `mvn -B -q package` on `pomXml` in `fetchDir` (blocking, up to 15 min), appending Maven's
// output to `logFile`; an error names `what` and Maven's first [ERROR] line.
Status fetchWithMaven(const QString &fetchDir, const QString &pomXml, const QString &logFile,
                      const QString &what);

// The java executable to run the broker with, checked to be Java 17 or newer.
Result<QString> findJava();

// Extra options for the JVMs local start runs (brokers, schema registry, Connect worker), from
// KAFSCOPE_JVM_OPTS split at spaces (the test suite sets -XX:TieredStopAtLevel=1 -XX:+UseSerialGC:
// half the CPU a broker's start takes, on a machine where the tests are bound by CPU).
QStringList extraJvmOptions();

} // namespace kafscope::local
