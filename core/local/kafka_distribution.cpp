#include "local/kafka_distribution.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace kafscope::local {

QString KafkaDistribution::defaultVersion()
{
    const QByteArray env = qgetenv("KAFSCOPE_KAFKA_VERSION");
    return env.isEmpty() ? QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION) : QString::fromUtf8(env);
}

QString KafkaDistribution::defaultCacheRoot()
{
    const QByteArray env = qgetenv("KAFSCOPE_CACHE");
    if (!env.isEmpty())
        return QString::fromUtf8(env);
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) +
           QStringLiteral("/kafscope");
}

KafkaDistribution::KafkaDistribution(QString version, QString cacheRoot)
    : m_version(std::move(version)), m_cacheRoot(std::move(cacheRoot))
{
}

QString KafkaDistribution::home() const
{
    return m_cacheRoot + QStringLiteral("/kafka-") + m_version;
}

QString KafkaDistribution::libDir() const
{
    return home() + QStringLiteral("/libs");
}

bool KafkaDistribution::isPresent() const
{
    const QString jar = QStringLiteral("kafka_2.13-%1.jar").arg(m_version);
    return QFile::exists(libDir() + QLatin1Char('/') + jar) &&
           QFile::exists(home() + QStringLiteral("/.complete"));
}

QString KafkaDistribution::pomXml() const
{
    // The broker, the tools (StorageTool, DumpLogSegments, group command) and a logger backend.
    return QStringLiteral(R"(<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.kafscope</groupId><artifactId>local-kafka</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka_2.13</artifactId><version>%1</version></dependency>
    <dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-tools</artifactId><version>%1</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.17</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-simple</artifactId><version>2.0.17</version></dependency>
  </dependencies>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.6.1</version>
    <executions><execution><id>copy</id><phase>package</phase><goals><goal>copy-dependencies</goal></goals>
      <configuration><outputDirectory>%2</outputDirectory><excludeArtifactIds>slf4j-reload4j,log4j-slf4j-impl</excludeArtifactIds></configuration>
    </execution></executions>
  </plugin></plugins></build>
</project>
)")
        .arg(m_version, libDir());
}

Result<KafkaRelease> localRelease(const QString &version)
{
    const auto release = KafkaRelease::parse(version);
    if (!release)
        return Error::usage(
            KS_ERR("\"%1\" is not a Kafka release; give one such as 3.9.1 or 4.4.0").arg(version));
    if (*release < kOldestLocalRelease ||
        KafkaRelease{release->major, release->minor, 0} > kNewestLocalLine)
        return Error::usage(KS_ERR("Kafka %1 cannot run as a local cluster: local start runs "
                                   "Kafka %2 to %3 (KRaft)")
                                .arg(version, kOldestLocalRelease.line(), kNewestLocalLine.line()));
    return *release;
}

Status fetchWithMaven(const QString &fetchDir, const QString &pomXml, const QString &logFile,
                      const QString &what)
{
    const QString mvn = QStandardPaths::findExecutable(QStringLiteral("mvn"));
    if (mvn.isEmpty())
        return Error::local(KS_ERR("Maven (mvn) not found; install it with scripts/setup.sh"));
    if (!QDir().mkpath(fetchDir))
        return Error::local(KS_ERR("Cannot create %1").arg(fetchDir));
    QFile pom(fetchDir + QStringLiteral("/pom.xml"));
    if (!pom.open(QIODevice::WriteOnly | QIODevice::Truncate) || pom.write(pomXml.toUtf8()) < 0)
        return Error::local(KS_ERR("Cannot write %1").arg(pom.fileName()));
    pom.close();

    QProcess proc;
    proc.setWorkingDirectory(fetchDir);
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(mvn, {QStringLiteral("-B"), QStringLiteral("-q"), QStringLiteral("package")});
    if (!proc.waitForStarted(10000))
        return Error::local(KS_ERR("Cannot run Maven: %1").arg(proc.errorString()));
    proc.waitForFinished(15 * 60 * 1000);
    const QString output = QString::fromUtf8(proc.readAll());
    if (!logFile.isEmpty()) {
        QFile log(logFile);
        if (log.open(QIODevice::WriteOnly | QIODevice::Append))
            log.write(output.toUtf8());
    }
    if (proc.exitStatus() != QProcess::NormalExit || proc.exitCode() != 0) {
        QString why;
        for (const QString &line : output.split(QLatin1Char('\n')))
            if (line.contains(QLatin1String("[ERROR]")) && why.isEmpty())
                why = line.section(QStringLiteral("[ERROR]"), 1).trimmed();
        return Error::local(
            KS_ERR("Could not fetch %1 from Maven Central: %2")
                .arg(what, why.isEmpty() ? QStringLiteral("mvn failed") : why.left(300)));
    }
    return Ok{};
}

Status KafkaDistribution::ensure(const QString &logFile) const
{
    if (isPresent())
        return Ok{};
    if (auto s = fetchWithMaven(home() + QStringLiteral("/fetch"), pomXml(), logFile,
                                QStringLiteral("Kafka %1").arg(m_version));
        !s)
        return s;
    QFile done(home() + QStringLiteral("/.complete"));
    if (!done.open(QIODevice::WriteOnly))
        return Error::local(KS_ERR("Cannot write %1").arg(done.fileName()));
    if (!isPresent())
        return Error::local(KS_ERR("Maven finished but kafka_2.13-%1.jar is missing in %2")
                                .arg(m_version, libDir()));
    return Ok{};
}

QStringList extraJvmOptions()
{
    return qEnvironmentVariable("KAFSCOPE_JVM_OPTS").split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

Result<QString> findJava()
{
    QString java;
    const QByteArray home = qgetenv("JAVA_HOME");
    if (!home.isEmpty() && QFile::exists(QString::fromUtf8(home) + QStringLiteral("/bin/java")))
        java = QString::fromUtf8(home) + QStringLiteral("/bin/java");
    if (java.isEmpty())
        java = QStandardPaths::findExecutable(QStringLiteral("java"));
    if (java.isEmpty())
        return Error::local(
            KS_ERR("Java not found; Kafka needs Java 17 or newer (scripts/setup.sh installs it)"));
    QProcess proc;
    proc.setProcessChannelMode(QProcess::MergedChannels);
    proc.start(java, {QStringLiteral("-version")});
    if (!proc.waitForFinished(20000))
        return Error::local(KS_ERR("%1 -version did not answer").arg(java));
    const QString out = QString::fromUtf8(proc.readAll());
    static const QRegularExpression re(QStringLiteral(R"(version \"(\d+)(?:\.(\d+))?)"));
    const auto m = re.match(out);
    if (!m.hasMatch())
        return Error::local(KS_ERR("Cannot tell the version of %1").arg(java));
    int major = m.captured(1).toInt();
    if (major == 1)
        major = m.captured(2).toInt();
    if (major < 17)
        return Error::local(
            KS_ERR("%1 is Java %2; Kafka 4 needs Java 17 or newer").arg(java).arg(major));
    return java;
}

} // namespace kafscope::local
