#pragma once

// A Kafka Streams application as a peer for the streams-group tests (KIP-1071): Kafka's own
// Streams library, fetched from Maven Central once per Kafka release into
// <cache>/kafka-<version>/streams/libs (kept apart from the broker's jars, which running brokers
// use), running tests/peers/java-streams/WordCountApp.java (whose path the test defines as
// KAFSCOPE_JAVA_STREAMS) with group.protocol=streams.

#include "local/kafka_distribution.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QtTest>

#include <memory>

namespace kafscope::test {

inline QString streamsJava()
{
    const auto java = local::findJava();
    if (!java)
        qFatal("no java: %s", qPrintable(java.error().message()));
    return *java;
}

// The kafka-streams jars of the default release (fetched on first use); fatal when Maven fails.
inline QString streamsClasspath()
{
    const QString version = local::KafkaDistribution::defaultVersion();
    const QString home =
        local::KafkaDistribution(version, local::KafkaDistribution::defaultCacheRoot()).home() +
        QStringLiteral("/streams");
    const QString libs = home + QStringLiteral("/libs");
    if (!QFile::exists(home + QStringLiteral("/.complete"))) {
        // A plain string: moc reads this header and does not know raw string literals.
        const QString pom =
            QStringLiteral(
                "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
                "<modelVersion>4.0.0</modelVersion>\n"
                "<groupId>dev.kafscope</groupId>\n"
                "<artifactId>kafka-streams-peer</artifactId>\n"
                "<version>1</version>\n"
                "<packaging>pom</packaging>\n"
                "<dependencies>\n"
                "<dependency><groupId>org.apache.kafka</groupId>\n"
                "  <artifactId>kafka-streams</artifactId><version>%1</version></dependency>\n"
                "<dependency><groupId>org.slf4j</groupId>\n"
                "  <artifactId>slf4j-api</artifactId><version>2.0.17</version></dependency>\n"
                "<dependency><groupId>org.slf4j</groupId>\n"
                "  <artifactId>slf4j-simple</artifactId><version>2.0.17</version></dependency>\n"
                "</dependencies>\n"
                "<build><plugins><plugin>\n"
                "<groupId>org.apache.maven.plugins</groupId>\n"
                "<artifactId>maven-dependency-plugin</artifactId><version>3.6.1</version>\n"
                "<executions><execution><id>copy</id><phase>package</phase>\n"
                "<goals><goal>copy-dependencies</goal></goals>\n"
                "<configuration><outputDirectory>%2</outputDirectory></configuration>\n"
                "</execution></executions>\n"
                "</plugin></plugins></build>\n"
                "</project>\n")
                .arg(version, libs);
        if (auto s = local::fetchWithMaven(home + QStringLiteral("/fetch"), pom, {},
                                           QStringLiteral("Kafka Streams %1").arg(version));
            !s)
            qFatal("kafka-streams: %s", qPrintable(s.error().message()));
        QFile done(home + QStringLiteral("/.complete"));
        if (!done.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(done.fileName()));
    }
    return libs + QStringLiteral("/*");
}

// One running instance of the word-count application: reads `input`, re-keys (a repartition
// topic), counts in a state store (a changelog topic), writes `output`. Its log (warnings) goes to
// <stateDir>.log. Closed (stdin closed, then waited for) when it goes out of scope.
class StreamsApp {
public:
    StreamsApp(const QString &bootstrap, const QString &applicationId, const QString &input,
               const QString &output, const QString &stateDir)
        : m_log(stateDir + QStringLiteral(".log"))
    {
        QDir().mkpath(stateDir);
        m_process.setStandardErrorFile(m_log);
        m_process.start(streamsJava(),
                        {QStringLiteral("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"),
                         QStringLiteral("-cp"), streamsClasspath(),
                         QStringLiteral(KAFSCOPE_JAVA_STREAMS), bootstrap, applicationId, input,
                         output, stateDir});
    }
    ~StreamsApp() { stop(); }
    StreamsApp(const StreamsApp &) = delete;
    StreamsApp &operator=(const StreamsApp &) = delete;

    // Until the instance says RUNNING (or ends, or `timeoutMs` passes).
    bool waitRunning(int timeoutMs = 120000)
    {
        QDeadlineTimer deadline(timeoutMs);
        while (!m_seen.contains("RUNNING\n") && m_process.state() != QProcess::NotRunning &&
               !deadline.hasExpired()) {
            m_process.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime())));
            m_seen += m_process.readAllStandardOutput();
        }
        if (!m_seen.contains("RUNNING\n"))
            qWarning("the streams application did not run: %s\n%s", m_seen.constData(),
                     log().right(4000).constData());
        return m_seen.contains("RUNNING\n");
    }
    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.closeWriteChannel(); // the application closes its KafkaStreams and exits
        if (!m_process.waitForFinished(60000)) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    QByteArray log() const
    {
        QFile f(m_log);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private:
    QString m_log;
    QProcess m_process;
    QByteArray m_seen;
};

} // namespace kafscope::test
