#include "local/broker_config.h"

#include "local/local_kdc.h"
#include "local/local_tls.h"

#include <QStringList>

namespace kafscope::local {

QString bootstrapFor(const QList<NodeSpec> &nodes, const QString &host)
{
    QStringList parts;
    for (const NodeSpec &n : nodes)
        parts << QStringLiteral("%1:%2")
                     .arg(host.isEmpty() ? QStringLiteral("127.0.0.1") : host)
                     .arg(n.port);
    return parts.join(QLatin1Char(','));
}

KafkaRelease defaultLocalRelease()
{
    return KafkaRelease::parse(QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION))
        .value_or(KafkaRelease{});
}

bool standaloneQuorum(int nodeCount, const KafkaRelease &release)
{
    return nodeCount == 1 && release.atLeast(3, 9);
}

QString serverProperties(const NodeSpec &node, const QList<NodeSpec> &nodes, const QString &dataDir,
                         bool autoCreateTopics, const SecuritySetup *security,
                         const KafkaRelease &release)
{
    const int n = int(nodes.size());
    const int rf = n >= 3 ? 3 : 1;
    const int minIsr = n >= 3 ? 2 : 1;
    QStringList lines;
    auto add = [&lines](const QString &k, const QString &v) { lines << k + QLatin1Char('=') + v; };
    add(QStringLiteral("process.roles"), QStringLiteral("broker,controller"));
    add(QStringLiteral("node.id"), QString::number(node.id));
    if (standaloneQuorum(n, release)) {
        add(QStringLiteral("controller.quorum.bootstrap.servers"),
            QStringLiteral("127.0.0.1:%1").arg(node.controllerPort));
    } else {
        QStringList voters;
        for (const NodeSpec &v : nodes)
            voters << QStringLiteral("%1@127.0.0.1:%2").arg(v.id).arg(v.controllerPort);
        add(QStringLiteral("controller.quorum.voters"), voters.join(QLatin1Char(',')));
    }
    const LocalSecurity mode = security ? security->security : LocalSecurity::Plaintext;
    const QList<ListenerSpec> clients = listenersFor(mode);
    QStringList listeners, protocolMap, saslListeners;
    for (const ListenerSpec &l : clients) {
        const int port = l.name == clients.first().name ? node.port : node.extraPorts.value(l.name);
        listeners << QStringLiteral("%1://%2:%3").arg(l.name, listenerHost(mode)).arg(port);
        protocolMap << QStringLiteral("%1:%2").arg(l.name, l.protocol);
        if (l.protocol.startsWith(QLatin1String("SASL_")))
            saslListeners << l.name;
    }
    // Before 3.9 a combined node may not advertise its controller listener; from 3.9 the dynamic
    // quorum finds the controllers through it.
    QStringList advertised = listeners;
    listeners << QStringLiteral("CONTROLLER://127.0.0.1:%1").arg(node.controllerPort);
    if (release.atLeast(3, 9))
        advertised << listeners.last();
    protocolMap << QStringLiteral("CONTROLLER:PLAINTEXT");
    add(QStringLiteral("listeners"), listeners.join(QLatin1Char(',')));
    add(QStringLiteral("advertised.listeners"), advertised.join(QLatin1Char(',')));
    add(QStringLiteral("controller.listener.names"), QStringLiteral("CONTROLLER"));
    add(QStringLiteral("inter.broker.listener.name"), clients.first().name);
    add(QStringLiteral("listener.security.protocol.map"), protocolMap.join(QLatin1Char(',')));
    if (security && usesTls(mode)) {
        const LocalTls tls(security->clusterDir);
        // Kafka 4 reads PEM key stores; the key is unencrypted and the file owner-only.
        add(QStringLiteral("ssl.keystore.type"), QStringLiteral("PEM"));
        add(QStringLiteral("ssl.keystore.location"), tls.brokerKeystore());
        add(QStringLiteral("ssl.truststore.type"), QStringLiteral("PEM"));
        add(QStringLiteral("ssl.truststore.location"), tls.caCert());
        // A client certificate's CN is the principal: CN=alice is User:alice.
        add(QStringLiteral("ssl.principal.mapping.rules"),
            QStringLiteral("RULE:^CN=([^,]+).*$/$1/,DEFAULT"));
        for (const ListenerSpec &l : clients) {
            const QString prefix = QStringLiteral("listener.name.%1.").arg(l.name.toLower());
            if (l.mutualTls)
                add(prefix + QStringLiteral("ssl.client.auth"), QStringLiteral("required"));
            if (l.name == QLatin1String("WRONG_HOST"))
                add(prefix + QStringLiteral("ssl.keystore.location"), tls.wrongHostKeystore());
            if (l.name == QLatin1String("EXPIRED"))
                add(prefix + QStringLiteral("ssl.keystore.location"), tls.expiredKeystore());
        }
    }
    if (security && security->sasl && !saslListeners.isEmpty())
        lines << security->sasl->serverPropertyLines(
            saslListeners, security->oidc ? LocalTls(security->clusterDir).oidcJwks() : QString());
    if (security && usesKerberos(mode)) {
        // The brokers log in to each other with their own service principal's keytab, too.
        const LocalKdc kdc(security->clusterDir);
        add(QStringLiteral("sasl.enabled.mechanisms"), QStringLiteral("GSSAPI"));
        add(QStringLiteral("sasl.mechanism.inter.broker.protocol"), QStringLiteral("GSSAPI"));
        add(QStringLiteral("sasl.kerberos.service.name"), LocalKdc::serviceName());
        for (const QString &l : saslListeners)
            add(QStringLiteral("listener.name.%1.gssapi.sasl.jaas.config").arg(l.toLower()),
                QStringLiteral("com.sun.security.auth.module.Krb5LoginModule required "
                               "useKeyTab=true storeKey=true keyTab=\"%1\" principal=\"%2\";")
                    .arg(kdc.brokerKeytab(), LocalKdc::brokerPrincipal()));
    }
    if (security) {
        // The brokers' own principals: admin (SASL) and kafscope-broker (their certificate). With
        // the authorizer, also ANONYMOUS: the principal of the loopback-only PLAINTEXT controller
        // listener, over which the brokers register with the controllers.
        QString supers = QStringLiteral("User:admin;User:kafscope-broker");
        if (usesKerberos(mode)) // kafka/localhost@REALM is User:kafka by the DEFAULT rule
            supers += QStringLiteral(";User:") + LocalKdc::serviceName();
        if (security->authorizer) {
            supers += QStringLiteral(";User:ANONYMOUS");
            add(QStringLiteral("authorizer.class.name"),
                QStringLiteral("org.apache.kafka.metadata.authorizer.StandardAuthorizer"));
        }
        if (mode != LocalSecurity::Plaintext || security->authorizer)
            add(QStringLiteral("super.users"), supers);
    }
    add(QStringLiteral("log.dirs"), dataDir);
    add(QStringLiteral("num.partitions"), QStringLiteral("1"));
    add(QStringLiteral("default.replication.factor"), QString::number(rf));
    add(QStringLiteral("min.insync.replicas"), QString::number(minIsr));
    add(QStringLiteral("offsets.topic.replication.factor"), QString::number(rf));
    add(QStringLiteral("offsets.topic.num.partitions"), QStringLiteral("3"));
    add(QStringLiteral("transaction.state.log.replication.factor"), QString::number(rf));
    add(QStringLiteral("transaction.state.log.min.isr"), QString::number(minIsr));
    if (release.atLeast(4, 0)) { // the share coordinator (KIP-932) arrived in 4.0
        add(QStringLiteral("share.coordinator.state.topic.replication.factor"),
            QString::number(rf));
        add(QStringLiteral("share.coordinator.state.topic.min.isr"), QString::number(minIsr));
    }
    // Streams groups (KIP-1071) need no setting: from 4.2 the storage format sets streams.version 1
    // and group.coordinator.rebalance.protocols lists "streams" by default. 4.1 has them only as
    // early access behind unstable feature versions, which a local cluster does not turn on.
    add(QStringLiteral("group.initial.rebalance.delay.ms"), QStringLiteral("0"));
    add(QStringLiteral("group.min.session.timeout.ms"), QStringLiteral("1000"));
    add(QStringLiteral("num.network.threads"), QStringLiteral("2"));
    add(QStringLiteral("num.io.threads"), QStringLiteral("2"));
    add(QStringLiteral("log.cleaner.dedupe.buffer.size"), QStringLiteral("16777216"));
    add(QStringLiteral("auto.create.topics.enable"),
        autoCreateTopics ? QStringLiteral("true") : QStringLiteral("false"));
    add(QStringLiteral("delete.topic.enable"), QStringLiteral("true"));
    // A stopped node of a 3-node cluster is noticed within seconds, not after the 9 s default.
    add(QStringLiteral("broker.session.timeout.ms"), QStringLiteral("6000"));
    add(QStringLiteral("broker.heartbeat.interval.ms"), QStringLiteral("1000"));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace kafscope::local
