#include "local/local_connect.h"

#include "local/kafka_distribution.h"
#include "local/local_cluster.h"
#include "net/bounded_http.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QThread>

namespace kafscope::local {

namespace {

// What the worker's command line holds, so a reused pid is never taken for it.
const QByteArray kConnectMarker =
    QByteArrayLiteral("org.apache.kafka.connect.cli.ConnectDistributed");

QString connectPom(const QString &version, const QString &libDir, const QStringList &artifacts,
                   const QString &name)
{
    QString deps;
    for (const QString &a : artifacts)
        deps += QStringLiteral("    <dependency><groupId>org.apache.kafka</groupId><artifactId>%1"
                               "</artifactId><version>%2</version></dependency>\n")
                    .arg(a, version);
    return QStringLiteral(R"(<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.kafscope</groupId><artifactId>%3</artifactId><version>1</version>
  <packaging>pom</packaging>
  <dependencies>
%1    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId><version>2.0.17</version></dependency>
    <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-simple</artifactId><version>2.0.17</version></dependency>
  </dependencies>
  <build><plugins><plugin>
    <groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.6.1</version>
    <executions><execution><id>copy</id><phase>package</phase><goals><goal>copy-dependencies</goal></goals>
      <configuration><outputDirectory>%2</outputDirectory><excludeArtifactIds>slf4j-reload4j,log4j-slf4j-impl,log4j-slf4j2-impl</excludeArtifactIds></configuration>
    </execution></executions>
  </plugin></plugins></build>
</project>
)")
        .arg(deps, libDir, name);
}

} // namespace

LocalConnect::LocalConnect(Options options) : m_options(std::move(options))
{
    m_options.clusterDir = QDir(m_options.clusterDir).absolutePath();
    if (m_options.cacheRoot.isEmpty())
        m_options.cacheRoot = KafkaDistribution::defaultCacheRoot();
    if (m_options.version.isEmpty())
        m_options.version = KafkaDistribution::defaultVersion();
}

QString LocalConnect::home() const
{
    return m_options.cacheRoot + QStringLiteral("/kafka-connect-") + m_options.version;
}
QString LocalConnect::libDir() const
{
    return home() + QStringLiteral("/libs");
}
QString LocalConnect::stateDir() const
{
    return m_options.clusterDir + QStringLiteral("/connect");
}
QString LocalConnect::statePath() const
{
    return stateDir() + QStringLiteral("/connect.json");
}
QString LocalConnect::logFile() const
{
    return stateDir() + QStringLiteral("/connect.log");
}
QString LocalConnect::restUrl(int port)
{
    return QStringLiteral("http://127.0.0.1:%1").arg(port);
}

bool LocalConnect::isPresent() const
{
    return QFile::exists(libDir() +
                         QStringLiteral("/connect-runtime-%1.jar").arg(m_options.version)) &&
           QFile::exists(home() + QStringLiteral("/.complete"));
}

Status LocalConnect::ensure(const QString &logFile) const
{
    if (isPresent())
        return Ok{};
    const QString runtime =
        connectPom(m_options.version, libDir(),
                   {QStringLiteral("connect-runtime"), QStringLiteral("connect-json"),
                    QStringLiteral("connect-transforms")},
                   QStringLiteral("local-connect"));
    if (auto s = fetchWithMaven(home() + QStringLiteral("/fetch"), runtime, logFile,
                                QStringLiteral("Kafka Connect %1").arg(m_options.version));
        !s)
        return s;
    // The bundled connectors: FileStream and MirrorMaker 2. Best effort, tried once per version.
    const QString bundled =
        connectPom(m_options.version, libDir(),
                   {QStringLiteral("connect-file"), QStringLiteral("connect-mirror")},
                   QStringLiteral("local-connect-connectors"));
    if (auto s = fetchWithMaven(
            home() + QStringLiteral("/fetch-connectors"), bundled, logFile,
            QStringLiteral("connect-file and connect-mirror %1").arg(m_options.version));
        !s && !logFile.isEmpty()) {
        QFile log(logFile);
        if (log.open(QIODevice::WriteOnly | QIODevice::Append))
            log.write("The worker runs without the bundled connectors: " +
                      s.error().text.english().toUtf8() + "\n");
    }
    QFile done(home() + QStringLiteral("/.complete"));
    if (!done.open(QIODevice::WriteOnly))
        return Error::local(KS_ERR("Cannot write %1").arg(done.fileName()));
    return Ok{};
}

QString LocalConnect::runningUrl() const
{
    QFile f(statePath());
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    if (!processAlive(o.value(QStringLiteral("pid")).toInteger(), kConnectMarker))
        return {};
    return restUrl(o.value(QStringLiteral("port")).toInt());
}

QString LocalConnect::logTail() const
{
    return logProblemLine(logFile());
}

QString LocalConnect::workerProperties(int port) const
{
    // One partition per internal topic and replication factor 1: fast on a 1- or 3-broker local
    // cluster. Offsets are flushed every second so a test sees a source's position soon.
    QString p = QStringLiteral("bootstrap.servers=%1\n"
                               "group.id=kafscope-local-connect\n"
                               "config.storage.topic=kafscope-connect-configs\n"
                               "offset.storage.topic=kafscope-connect-offsets\n"
                               "status.storage.topic=kafscope-connect-status\n"
                               "config.storage.replication.factor=1\n"
                               "offset.storage.replication.factor=1\n"
                               "status.storage.replication.factor=1\n"
                               "offset.storage.partitions=1\n"
                               "status.storage.partitions=1\n"
                               "key.converter=org.apache.kafka.connect.json.JsonConverter\n"
                               "value.converter=org.apache.kafka.connect.json.JsonConverter\n"
                               "key.converter.schemas.enable=false\n"
                               "value.converter.schemas.enable=false\n"
                               "offset.flush.interval.ms=1000\n"
                               "scheduled.rebalance.max.delay.ms=0\n"
                               "task.shutdown.graceful.timeout.ms=3000\n"
                               "listeners=http://127.0.0.1:%2\n"
                               "rest.advertised.host.name=127.0.0.1\n"
                               "rest.advertised.port=%2\n")
                    .arg(m_options.bootstrap)
                    .arg(port);
    if (!m_options.pluginPath.isEmpty())
        p += QStringLiteral("plugin.path=%1\n").arg(QDir(m_options.pluginPath).absolutePath());
    return p;
}

Status LocalConnect::waitReady(qint64 pid, int port, int timeoutMs) const
{
    net::BoundedHttp http;
    net::HttpRequest req;
    req.url = QUrl(restUrl(port) + QStringLiteral("/connectors"));
    net::HttpLimits limits;
    limits.timeoutMs = 2000;
    limits.maxBodyBytes = 1024 * 1024;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        if (!processAlive(pid, kConnectMarker))
            return Error::local(KS_ERR("The Connect worker exited during start-up: %1 (log: %2)")
                                    .arg(logTail(), logFile()));
        // 200 only once the worker joined its group; before that the REST API says 503 or 404.
        auto reply = http.send(req, limits, KS_ERR("the local Connect worker"));
        if (reply && reply->status == 200)
            return Ok{};
        QThread::msleep(250);
    }
    return Error::timeout(0, KS_ERR("The Connect worker did not answer within %1 s; log: %2")
                                 .arg(timeoutMs / 1000)
                                 .arg(logFile()));
}

Result<QString> LocalConnect::start(int timeoutMs)
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
    QFile props(stateDir() + QStringLiteral("/worker.properties"));
    if (!props.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        props.write(workerProperties(port).toUtf8()) < 0)
        return Error::local(KS_ERR("Cannot write %1").arg(props.fileName()));
    props.close();
    QProcess proc;
    proc.setProgram(java.value());
    proc.setArguments(QStringList{QStringLiteral("-Xms64m"), QStringLiteral("-Xmx384m"),
                                  QStringLiteral("-Djava.awt.headless=true")} +
                      extraJvmOptions() +
                      QStringList{QStringLiteral("-cp"), libDir() + QStringLiteral("/*"),
                                  QString::fromLatin1(kConnectMarker), props.fileName()});
    proc.setWorkingDirectory(stateDir());
    proc.setStandardInputFile(QProcess::nullDevice());
    proc.setStandardOutputFile(logFile(), QIODevice::Append);
    proc.setStandardErrorFile(logFile(), QIODevice::Append);
    qint64 pid = 0;
    if (!proc.startDetached(&pid))
        return Error::local(KS_ERR("Cannot start the Connect worker: %1").arg(proc.errorString()));
    if (auto s = writeServerState(statePath(), pid, port, m_options.version); !s)
        return s.error();
    if (auto s = waitReady(pid, port, timeoutMs); !s) {
        // Best effort: why it did not start is the error to report, not how stopping it went.
        (void)stop();
        return s.error();
    }
    return restUrl(port);
}

Status LocalConnect::stop(int timeoutMs)
{
    return stopServerFromState(statePath(), kConnectMarker, timeoutMs);
}

} // namespace kafscope::local
