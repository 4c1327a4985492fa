#include "local/local_cluster.h"

#include "cluster/kafka_client.h"
#include "local/kafka_distribution.h"
#include "local/local_kdc.h"
#include "local/local_schema_registry.h"
#include "local/local_security.h"
#include "local/local_tls.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>
#include <QUuid>

#include <csignal>
#include <unistd.h>

namespace kafscope::local {

LocalCluster::LocalCluster(Options options) : m_options(std::move(options))
{
    if (m_options.dir.isEmpty())
        m_options.dir = defaultDir();
    m_options.dir = QDir(m_options.dir).absolutePath();
    m_versionGiven = !m_options.version.isEmpty();
    if (m_options.version.isEmpty())
        m_options.version = KafkaDistribution::defaultVersion();
    if (m_options.cacheRoot.isEmpty())
        m_options.cacheRoot = KafkaDistribution::defaultCacheRoot();
}

QString LocalCluster::defaultDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/kafscope/local-kafka");
}

QString LocalCluster::statePath() const
{
    return m_options.dir + QStringLiteral("/cluster.json");
}
QString LocalCluster::nodeDir(int id) const
{
    return m_options.dir + QStringLiteral("/node-%1").arg(id);
}

Result<LocalClusterInfo> LocalCluster::create()
{
    const int n = m_options.brokers > 0 ? m_options.brokers : 1;
    if (n > 9)
        return Error::usage(KS_ERR("A local cluster has 1 to 9 brokers, not %1").arg(n));
    const LocalSecurity security = m_options.security.value_or(LocalSecurity::Plaintext);
    if (m_options.authorizer && security == LocalSecurity::Plaintext)
        return Error::usage(KS_ERR("The authorizer needs a secured cluster: add --security"));
    const QList<ListenerSpec> listeners = listenersFor(security);
    const int perNode = 1 + int(listeners.size()); // controller + client listeners
    QList<int> ports;
    if (m_options.basePort > 0) {
        for (int i = 0; i < perNode * n; ++i) {
            const int p = m_options.basePort + i;
            if (!loopbackPortFree(p))
                return Error::local(KS_ERR("Port %1 on 127.0.0.1 is in use").arg(p));
            ports << p;
        }
    } else {
        auto free = freeLoopbackPorts(perNode * n);
        if (!free)
            return free.error();
        ports = free.value();
    }
    auto java = findJava();
    if (!java)
        return java.error();
    const auto release = localRelease(m_options.version);
    if (!release)
        return release.error();
    KafkaDistribution dist(m_options.version, m_options.cacheRoot);

    LocalClusterInfo info;
    info.dir = m_options.dir;
    info.version = m_options.version;
    info.security = security;
    info.authorizer = m_options.authorizer;
    std::optional<LocalCredentials> sasl;
    if (usesSasl(security)) {
        auto created = LocalCredentials::create(m_options.dir);
        if (!created)
            return created.error();
        sasl = created.value();
    }
    SecuritySetup setup;
    setup.security = security;
    setup.clusterDir = m_options.dir;
    setup.oidc = security == LocalSecurity::SaslSsl;
    setup.authorizer = m_options.authorizer;
    setup.sasl = sasl ? &*sasl : nullptr;
    if (usesTls(security))
        if (auto s = LocalTls(m_options.dir).create(LocalCredentials::users(), setup.oidc); !s)
            return s.error();
    if (usesKerberos(security))
        if (auto s = LocalKdc(m_options.dir).create(LocalCredentials::users()); !s)
            return s.error();
    // A base64url id may start with '-', which kafka-storage would read as an option: draw again.
    do {
        info.clusterId = QString::fromLatin1(QUuid::createUuid().toRfc4122().toBase64(
            QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    } while (info.clusterId.startsWith(QLatin1Char('-')));
    QList<NodeSpec> specs;
    for (int i = 0; i < n; ++i) {
        // The first two keep the layout of a plaintext cluster: client port, then controller port.
        NodeSpec spec{i + 1, ports[perNode * i], ports[perNode * i + 1], {}};
        for (int l = 1; l < listeners.size(); ++l)
            spec.extraPorts.insert(listeners[l].name, ports[perNode * i + 1 + l]);
        specs << spec;
    }
    for (const NodeSpec &spec : specs) {
        const QString dir = nodeDir(spec.id);
        if (!QDir().mkpath(dir + QStringLiteral("/data")))
            return Error::local(KS_ERR("Cannot create %1").arg(dir));
        QFile props(dir + QStringLiteral("/server.properties"));
        const QString text =
            serverProperties(spec, specs, dir + QStringLiteral("/data"), m_options.autoCreateTopics,
                             security != LocalSecurity::Plaintext ? &setup : nullptr, *release);
        // With SASL the file holds the PLAIN users' passwords: owner-only, like the password files.
        if (!props.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            (sasl && !props.setPermissions(QFile::ReadOwner | QFile::WriteOwner)) ||
            props.write(text.toUtf8()) < 0)
            return Error::local(KS_ERR("Cannot write %1").arg(props.fileName()));
        props.close();
        QStringList args{QStringLiteral("-cp"),
                         dist.classpath(),
                         QStringLiteral("kafka.tools.StorageTool"),
                         QStringLiteral("format"),
                         QStringLiteral("-t"),
                         info.clusterId,
                         QStringLiteral("-c"),
                         props.fileName()};
        if (standaloneQuorum(n, *release))
            args << QStringLiteral("--standalone");
        if (sasl) // SCRAM users live in the metadata log: they are written at format time.
            args << sasl->formatArguments();
        // The SCRAM arguments hold passwords: the command goes to the launcher in an owner-only
        // argument file, so `ps` shows only "java @format.args" while formatting.
        QFile argFile(dir + QStringLiteral("/format.args"));
        if (!argFile.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            !argFile.setPermissions(QFile::ReadOwner | QFile::WriteOwner) ||
            argFile.write(javaArgumentFile(args)) < 0)
            return Error::local(KS_ERR("Cannot write %1").arg(argFile.fileName()));
        argFile.close();
        QProcess fmt;
        fmt.setProcessChannelMode(QProcess::MergedChannels);
        fmt.setStandardOutputFile(dir + QStringLiteral("/format.log"));
        fmt.start(java.value(), {QLatin1Char('@') + argFile.fileName()});
        const bool formatted = fmt.waitForFinished(120000) && fmt.exitCode() == 0;
        argFile.remove();
        if (!formatted)
            return Error::local(
                KS_ERR("Formatting KRaft storage for node %1 failed; see %2/format.log")
                    .arg(spec.id)
                    .arg(dir));
        info.nodes << LocalClusterInfo::Node{spec, 0, false};
    }
    info.bootstrap = bootstrapFor(specs, listenerHost(security));
    if (auto s = save(info); !s)
        return s.error();
    return info;
}

Status LocalCluster::launch(LocalClusterInfo::Node &node, const QString &java,
                            const QString &classpath) const
{
    for (int port : {node.spec.port, node.spec.controllerPort})
        if (!loopbackPortFree(port))
            return Error::local(KS_ERR("Port %1 on 127.0.0.1 is in use (needed by node %2)")
                                    .arg(port)
                                    .arg(node.spec.id));
    const QString dir = nodeDir(node.spec.id);
    const QString log = dir + QStringLiteral("/broker.log");
    QProcess proc;
    proc.setProgram(java);
    // KAFSCOPE_BROKER_HEAP (e.g. "2g") gives the brokers a bigger heap, for benchmarks with many
    // partitions.
    const QString heap = qEnvironmentVariable("KAFSCOPE_BROKER_HEAP", QStringLiteral("512m"));
    QStringList jvm{QStringLiteral("-Xms256m"), QStringLiteral("-Xmx") + heap,
                    QStringLiteral("-Djava.awt.headless=true")};
    jvm << extraJvmOptions();
    // Kafka 4 fetches OAUTHBEARER keys only from URLs it is told to allow.
    if (const LocalTls tls(m_options.dir); tls.hasOidc())
        jvm << QStringLiteral("-Dorg.apache.kafka.sasl.oauthbearer.allowed.urls=file://") +
                   tls.oidcJwks();
    // The broker's Kerberos login reads the local realm's krb5.conf, not /etc/krb5.conf.
    if (const LocalKdc kdc(m_options.dir); kdc.exists())
        jvm << QStringLiteral("-Djava.security.krb5.conf=") + kdc.krb5Conf();
    proc.setArguments(jvm + QStringList{QStringLiteral("-cp"), classpath,
                                        QStringLiteral("kafka.Kafka"),
                                        dir + QStringLiteral("/server.properties")});
    proc.setWorkingDirectory(dir);
    proc.setStandardInputFile(QProcess::nullDevice());
    proc.setStandardOutputFile(log, QIODevice::Append);
    proc.setStandardErrorFile(log, QIODevice::Append);
    qint64 pid = 0;
    if (!proc.startDetached(&pid))
        return Error::local(KS_ERR("Cannot start %1: %2").arg(java, proc.errorString()));
    node.pid = pid;
    node.running = true;
    return Ok{};
}

QString LocalCluster::logTail(int id) const
{
    QFile f(nodeDir(id) + QStringLiteral("/broker.log"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines =
        QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = lines.size() - 1; i >= 0 && i >= lines.size() - 200; --i)
        if (lines[i].contains(QLatin1String("ERROR")) ||
            lines[i].contains(QLatin1String("Exception")))
            return lines[i].trimmed().left(400);
    return lines.isEmpty() ? QString() : lines.last().trimmed().left(400);
}

Result<ConnectionProfile> LocalCluster::readinessProfile(const LocalClusterInfo &info) const
{
    ConnectionProfile profile;
    profile.bootstrap = info.bootstrap;
    const LocalTls tls(info.dir);
    if (usesKerberos(info.security)) {
        // librdkafka's GSSAPI finds the realm through this process's KRB5_CONFIG only.
        const LocalKdc kdc(info.dir);
        if (qEnvironmentVariable("KRB5_CONFIG") != kdc.krb5Conf())
            return Error::usage(KS_ERR("A Kerberos local cluster is reached with KRB5_CONFIG=%1 "
                                       "in the environment")
                                    .arg(kdc.krb5Conf()));
        profile = kerberosProfile(info.dir, info.bootstrap, LocalCredentials::superUser());
    } else if (usesSasl(info.security)) {
        // Ready means ready for the clients `local start` advertises: the admin's SCRAM login.
        auto creds = LocalCredentials::load(info.dir);
        if (!creds)
            return creds.error();
        const QString admin = LocalCredentials::superUser();
        profile = creds->profile(info.bootstrap, admin, LocalCredentials::mechanismFor(admin),
                                 usesTls(info.security) ? tls.caCert() : QString());
    } else if (info.security == LocalSecurity::Ssl) {
        const QString admin = LocalCredentials::superUser();
        profile.properties = {{QStringLiteral("security.protocol"), QStringLiteral("SSL")},
                              {QStringLiteral("ssl.ca.location"), tls.caCert()},
                              {QStringLiteral("ssl.certificate.location"), tls.clientCert(admin)},
                              {QStringLiteral("ssl.key.location"), tls.clientKey(admin)}};
    }
    profile.timeoutMs = 3000;
    return profile;
}

Status LocalCluster::waitReady(const LocalClusterInfo &info, int expectBrokers) const
{
    auto profile = readinessProfile(info);
    if (!profile)
        return profile.error();
    auto client = KafkaClient::create(profile.value(), QStringLiteral("local-ready"));
    if (!client)
        return client.error();
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < m_options.startTimeoutMs) {
        for (const auto &node : info.nodes)
            if (node.pid > 0 && !processAlive(node.pid))
                return Error::local(
                    KS_ERR("Kafka node %1 exited during start-up: %2 (log: %3/broker.log)")
                        .arg(node.spec.id)
                        .arg(logTail(node.spec.id), nodeDir(node.spec.id)));
        auto md = client.value()->metadata(false, 2000);
        if (md && md->brokers.size() >= expectBrokers)
            return Ok{};
        QThread::msleep(250);
    }
    // A SASL cluster that refuses its own admin says so, rather than just "did not answer".
    const QString security = client.value()->lastSecurityError();
    return Error::timeout(
        0, KS_ERR("Kafka did not answer with %1 broker(s) within %2 s%3; logs in %4")
               .arg(expectBrokers)
               .arg(m_options.startTimeoutMs / 1000)
               .arg(security.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(security))
               .arg(m_options.dir));
}

Result<LocalClusterInfo> LocalCluster::start()
{
    if (!QDir().mkpath(m_options.dir))
        return Error::local(KS_ERR("Cannot create %1").arg(m_options.dir));
    auto java = findJava(); // before any download: without Java nothing can run
    if (!java)
        return java.error();
    KafkaDistribution dist(m_options.version, m_options.cacheRoot);
    if (!QFile::exists(statePath())) {
        // A release local start cannot configure is refused before anything is downloaded.
        if (auto r = localRelease(m_options.version); !r)
            return r.error();
        if (auto s = dist.ensure(m_options.dir + QStringLiteral("/fetch.log")); !s)
            return s.error();
        if (auto c = create(); !c)
            return c.error();
    }
    auto loaded = load();
    if (!loaded)
        return loaded.error();
    LocalClusterInfo info = loaded.value();
    if (m_options.security && *m_options.security != info.security)
        return Error::usage(KS_ERR("%1 holds a %2 cluster, not %3; use another --dir")
                                .arg(m_options.dir, securityName(info.security),
                                     securityName(*m_options.security)));
    if (m_versionGiven && m_options.version != info.version)
        return Error::usage(KS_ERR("%1 holds a Kafka %2 cluster, not %3; use another --dir")
                                .arg(m_options.dir, info.version, m_options.version));
    if (m_options.authorizer && !info.authorizer)
        return Error::usage(KS_ERR("%1 holds a cluster without the authorizer; use another --dir")
                                .arg(m_options.dir));
    if (m_options.brokers > 0 && m_options.brokers != info.nodes.size())
        return Error::usage(KS_ERR("%1 holds a %2-broker cluster, not %3; use another --dir")
                                .arg(m_options.dir)
                                .arg(info.nodes.size())
                                .arg(m_options.brokers));
    if (usesKerberos(info.security))
        if (auto s = LocalKdc(m_options.dir).start(); !s)
            return s.error();
    if (info.runningCount() == info.nodes.size()) {
        if (auto s = waitReady(info, int(info.nodes.size())); !s)
            return s.error();
        info.reused = true;
        return withServices(info);
    }
    KafkaDistribution used(info.version, m_options.cacheRoot);
    if (auto s = used.ensure(m_options.dir + QStringLiteral("/fetch.log")); !s)
        return s.error();
    for (auto &node : info.nodes)
        if (!node.running)
            if (auto s = launch(node, java.value(), used.classpath()); !s)
                return s.error();
    if (auto s = save(info); !s)
        return s.error();
    if (auto s = waitReady(info, int(info.nodes.size())); !s)
        return s.error();
    return withServices(info);
}

LocalConnect LocalCluster::connectOf(const LocalClusterInfo &info) const
{
    return LocalConnect({m_options.dir, info.bootstrap, info.version, m_options.cacheRoot,
                         m_options.connectPlugins});
}

Result<LocalClusterInfo> LocalCluster::withServices(LocalClusterInfo info) const
{
    if (m_options.schemaRegistry) {
        auto url = LocalSchemaRegistry(m_options.dir, m_options.cacheRoot).start();
        if (!url)
            return url.error();
        info.schemaRegistry = url.value();
    }
    if (m_options.connect) {
        // The worker's clients use the plaintext listener only.
        if (info.security != LocalSecurity::Plaintext)
            return Error::usage(KS_ERR("--connect runs beside a plaintext local cluster only"));
        auto url = connectOf(info).start();
        if (!url)
            return url.error();
        info.connect = url.value();
    }
    return info;
}

static void terminate(QList<LocalClusterInfo::Node *> nodes, int timeoutMs)
{
    for (auto *n : nodes)
        if (n->running)
            ::kill(pid_t(n->pid), SIGTERM);
    QElapsedTimer timer;
    timer.start();
    auto anyAlive = [&nodes] {
        bool alive = false;
        for (auto *n : nodes)
            alive = (n->running = processAlive(n->pid)) || alive;
        return alive;
    };
    while (anyAlive() && timer.elapsed() < timeoutMs)
        QThread::msleep(100);
    for (auto *n : nodes)
        if (n->running) {
            ::kill(pid_t(n->pid), SIGKILL);
            while (processAlive(n->pid))
                QThread::msleep(20);
        }
    for (auto *n : nodes) {
        n->running = false;
        n->pid = 0;
    }
}

Result<LocalClusterInfo> LocalCluster::stop()
{
    auto loaded = load();
    if (!loaded)
        return loaded.error();
    LocalClusterInfo info = loaded.value();
    // The worker first: it leaves its group and flushes offsets while the brokers still run.
    if (auto s = connectOf(info).stop(m_options.stopTimeoutMs); !s)
        return s.error();
    info.connect.clear();
    QList<LocalClusterInfo::Node *> all;
    for (auto &n : info.nodes)
        all << &n;
    terminate(all, m_options.stopTimeoutMs);
    if (auto s = LocalKdc(m_options.dir).stop(m_options.stopTimeoutMs); !s)
        return s.error();
    if (auto s =
            LocalSchemaRegistry(m_options.dir, m_options.cacheRoot).stop(m_options.stopTimeoutMs);
        !s)
        return s.error();
    info.schemaRegistry.clear();
    if (auto s = save(info); !s)
        return s.error();
    return info;
}

Result<LocalClusterInfo> LocalCluster::status() const
{
    return load();
}

Status LocalCluster::stopNode(int id)
{
    auto loaded = load();
    if (!loaded)
        return loaded.error();
    LocalClusterInfo info = loaded.value();
    for (auto &n : info.nodes)
        if (n.spec.id == id) {
            terminate({&n}, m_options.stopTimeoutMs);
            return save(info);
        }
    return Error::usage(KS_ERR("The local cluster has no node %1").arg(id));
}

Status LocalCluster::startNode(int id)
{
    auto loaded = load();
    if (!loaded)
        return loaded.error();
    LocalClusterInfo info = loaded.value();
    auto java = findJava();
    if (!java)
        return java.error();
    KafkaDistribution dist(info.version, m_options.cacheRoot);
    for (auto &n : info.nodes)
        if (n.spec.id == id) {
            if (n.running)
                return Ok{};
            if (auto s = launch(n, java.value(), dist.classpath()); !s)
                return s.error();
            if (auto s = save(info); !s)
                return s;
            return waitReady(info, info.runningCount());
        }
    return Error::usage(KS_ERR("The local cluster has no node %1").arg(id));
}

Status LocalCluster::purge()
{
    auto loaded = load();
    if (!loaded)
        return loaded.error();
    if (loaded->runningCount() > 0)
        return Error::usage(KS_ERR("Stop the cluster in %1 before removing it").arg(m_options.dir));
    // Its KDC too, in case only the brokers were stopped (stop-node).
    if (auto s = LocalKdc(m_options.dir).stop(m_options.stopTimeoutMs); !s)
        return s;
    if (!QDir(m_options.dir).removeRecursively())
        return Error::local(KS_ERR("Cannot remove %1").arg(m_options.dir));
    return Ok{};
}

} // namespace kafscope::local
