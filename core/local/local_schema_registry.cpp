#include "local/local_schema_registry.h"

#include "local/kafka_distribution.h"
#include "local/local_cluster.h"
#include "schema/registry_http.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QThread>

namespace kafscope::local {

namespace {
// What the registry's command line holds, so a reused pid is never taken for it.
const QByteArray kRegistryMarker = QByteArrayLiteral("apicurio-registry-app");
} // namespace

QString LocalSchemaRegistry::defaultVersion()
{
    const QByteArray env = qgetenv("KAFSCOPE_APICURIO_VERSION");
    return env.isEmpty() ? QStringLiteral("2.6.13.Final") : QString::fromUtf8(env);
}

LocalSchemaRegistry::LocalSchemaRegistry(QString clusterDir, QString cacheRoot, QString version)
    : m_clusterDir(QDir(clusterDir).absolutePath()), m_cacheRoot(std::move(cacheRoot)),
      m_version(std::move(version))
{
    if (m_cacheRoot.isEmpty())
        m_cacheRoot = KafkaDistribution::defaultCacheRoot();
    if (m_version.isEmpty())
        m_version = defaultVersion();
}

QString LocalSchemaRegistry::home() const
{
    return m_cacheRoot + QStringLiteral("/apicurio-registry-") + m_version;
}

QString LocalSchemaRegistry::runnerJar() const
{
    return home() + QStringLiteral("/apicurio-registry-app-%1-runner.jar").arg(m_version);
}

bool LocalSchemaRegistry::isPresent() const
{
    return QFile::exists(runnerJar()) && QFile::exists(home() + QStringLiteral("/.complete"));
}

QString LocalSchemaRegistry::apiUrl(int port)
{
    return QStringLiteral("http://127.0.0.1:%1/apis/ccompat/v7").arg(port);
}

QString LocalSchemaRegistry::stateDir() const
{
    return m_clusterDir + QStringLiteral("/schema-registry");
}
QString LocalSchemaRegistry::statePath() const
{
    return stateDir() + QStringLiteral("/registry.json");
}

Status LocalSchemaRegistry::ensure(const QString &logFile) const
{
    if (isPresent())
        return Ok{};
    // The `all` tar.gz holds the runner jar, lib/ and meta/ at its top level.
    const QString pom = QStringLiteral(R"(<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.kafscope</groupId><artifactId>local-schema-registry</artifactId><version>1</version>
  <packaging>pom</packaging>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.6.1</version>
    <executions><execution><id>unpack</id><phase>package</phase><goals><goal>unpack</goal></goals>
      <configuration><artifactItems><artifactItem>
        <groupId>io.apicurio</groupId><artifactId>apicurio-registry-app</artifactId><version>%1</version>
        <classifier>all</classifier><type>tar.gz</type><outputDirectory>%2</outputDirectory>
      </artifactItem></artifactItems></configuration>
    </execution></executions>
  </plugin></plugins></build>
</project>
)")
                            .arg(m_version, home());
    if (auto s = fetchWithMaven(home() + QStringLiteral("/fetch"), pom, logFile,
                                QStringLiteral("Apicurio Registry %1").arg(m_version));
        !s)
        return s;
    if (!QFile::exists(runnerJar()))
        return Error::local(KS_ERR("Maven finished but %1 is missing").arg(runnerJar()));
    QFile done(home() + QStringLiteral("/.complete"));
    if (!done.open(QIODevice::WriteOnly))
        return Error::local(KS_ERR("Cannot write %1").arg(done.fileName()));
    return Ok{};
}

QString LocalSchemaRegistry::runningUrl() const
{
    QFile f(statePath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (!processAlive(o.value(QStringLiteral("pid")).toInteger(), kRegistryMarker))
        return {};
    return apiUrl(o.value(QStringLiteral("port")).toInt());
}

QString LocalSchemaRegistry::logTail() const
{
    return logProblemLine(stateDir() + QStringLiteral("/registry.log"));
}

Status LocalSchemaRegistry::waitReady(qint64 pid, int port, int timeoutMs) const
{
    schema::RegistryConfig config;
    config.url = apiUrl(port);
    config.timeoutMs = 2000;
    schema::RegistryHttp http(config);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        if (!processAlive(pid, kRegistryMarker))
            return Error::local(
                KS_ERR("The schema registry exited during start-up: %1 (log: %2/registry.log)")
                    .arg(logTail(), stateDir()));
        auto reply = http.request("GET", QStringLiteral("/subjects"));
        if (reply && reply->status == 200)
            return Ok{};
        QThread::msleep(250);
    }
    return Error::timeout(
        0, KS_ERR("The schema registry did not answer within %1 s; log: %2/registry.log")
               .arg(timeoutMs / 1000)
               .arg(stateDir()));
}

Result<QString> LocalSchemaRegistry::start(int timeoutMs)
{
    if (const QString url = runningUrl(); !url.isEmpty())
        return url;
    if (!QDir().mkpath(stateDir()))
        return Error::local(KS_ERR("Cannot create %1").arg(stateDir()));
    auto java = findJava();
    if (!java)
        return java.error();
    if (auto s = ensure(stateDir() + QStringLiteral("/fetch.log")); !s)
        return s.error();
    auto ports = freeLoopbackPorts(1);
    if (!ports)
        return ports.error();
    const int port = ports->first();
    QProcess proc;
    proc.setProgram(java.value());
    // In-memory storage: nothing survives a stop, which is what tests and the demo want.
    proc.setArguments(extraJvmOptions() +
                      QStringList{QStringLiteral("-Xms64m"), QStringLiteral("-Xmx384m"),
                                  QStringLiteral("-Djava.awt.headless=true"),
                                  QStringLiteral("-Dquarkus.http.host=127.0.0.1"),
                                  QStringLiteral("-Dquarkus.http.port=%1").arg(port),
                                  QStringLiteral("-jar"), runnerJar()});
    proc.setWorkingDirectory(stateDir());
    proc.setStandardInputFile(QProcess::nullDevice());
    const QString log = stateDir() + QStringLiteral("/registry.log");
    proc.setStandardOutputFile(log, QIODevice::Append);
    proc.setStandardErrorFile(log, QIODevice::Append);
    qint64 pid = 0;
    if (!proc.startDetached(&pid))
        return Error::local(KS_ERR("Cannot start the schema registry: %1").arg(proc.errorString()));
    if (auto s = writeServerState(statePath(), pid, port, m_version); !s)
        return s.error();
    if (auto s = waitReady(pid, port, timeoutMs); !s) {
        // Best effort: the registry that never became ready is stopped, and why it did not start
        // is the error to report, not how stopping it went.
        (void)stop();
        return s.error();
    }
    return apiUrl(port);
}

Status LocalSchemaRegistry::stop(int timeoutMs)
{
    return stopServerFromState(statePath(), kRegistryMarker, timeoutMs);
}

} // namespace kafscope::local
