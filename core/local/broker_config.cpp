#include "local/broker_config.h"

#include <QStringList>

namespace kafscope::local {

QString bootstrapFor(const QList<NodeSpec> &nodes)
{
    QStringList parts;
    for (const NodeSpec &n : nodes)
        parts << QStringLiteral("127.0.0.1:%1").arg(n.port);
    return parts.join(QLatin1Char(','));
}

QString serverProperties(const NodeSpec &node, const QList<NodeSpec> &nodes, const QString &dataDir,
                         bool autoCreateTopics, const LocalCredentials *sasl)
{
    const int n = int(nodes.size());
    const int rf = n >= 3 ? 3 : 1;
    const int minIsr = n >= 3 ? 2 : 1;
    QStringList lines;
    auto add = [&lines](const QString &k, const QString &v) { lines << k + QLatin1Char('=') + v; };
    add(QStringLiteral("process.roles"), QStringLiteral("broker,controller"));
    add(QStringLiteral("node.id"), QString::number(node.id));
    if (n == 1) {
        add(QStringLiteral("controller.quorum.bootstrap.servers"),
            QStringLiteral("127.0.0.1:%1").arg(node.controllerPort));
    } else {
        QStringList voters;
        for (const NodeSpec &v : nodes)
            voters << QStringLiteral("%1@127.0.0.1:%2").arg(v.id).arg(v.controllerPort);
        add(QStringLiteral("controller.quorum.voters"), voters.join(QLatin1Char(',')));
    }
    const QString client = sasl ? QStringLiteral("SASL_PLAINTEXT") : QStringLiteral("PLAINTEXT");
    const QString listeners = QStringLiteral("%1://127.0.0.1:%2,CONTROLLER://127.0.0.1:%3")
                                  .arg(client)
                                  .arg(node.port)
                                  .arg(node.controllerPort);
    add(QStringLiteral("listeners"), listeners);
    add(QStringLiteral("advertised.listeners"), listeners);
    add(QStringLiteral("controller.listener.names"), QStringLiteral("CONTROLLER"));
    add(QStringLiteral("inter.broker.listener.name"), client);
    add(QStringLiteral("listener.security.protocol.map"),
        QStringLiteral("%1:%1,CONTROLLER:PLAINTEXT").arg(client));
    if (sasl)
        lines << sasl->serverPropertyLines();
    add(QStringLiteral("log.dirs"), dataDir);
    add(QStringLiteral("num.partitions"), QStringLiteral("1"));
    add(QStringLiteral("default.replication.factor"), QString::number(rf));
    add(QStringLiteral("min.insync.replicas"), QString::number(minIsr));
    add(QStringLiteral("offsets.topic.replication.factor"), QString::number(rf));
    add(QStringLiteral("offsets.topic.num.partitions"), QStringLiteral("3"));
    add(QStringLiteral("transaction.state.log.replication.factor"), QString::number(rf));
    add(QStringLiteral("transaction.state.log.min.isr"), QString::number(minIsr));
    add(QStringLiteral("share.coordinator.state.topic.replication.factor"), QString::number(rf));
    add(QStringLiteral("share.coordinator.state.topic.min.isr"), QString::number(minIsr));
    add(QStringLiteral("group.initial.rebalance.delay.ms"), QStringLiteral("0"));
    add(QStringLiteral("group.min.session.timeout.ms"), QStringLiteral("1000"));
    add(QStringLiteral("num.network.threads"), QStringLiteral("2"));
    add(QStringLiteral("num.io.threads"), QStringLiteral("2"));
    add(QStringLiteral("log.cleaner.dedupe.buffer.size"), QStringLiteral("16777216"));
    add(QStringLiteral("auto.create.topics.enable"), autoCreateTopics ? QStringLiteral("true") : QStringLiteral("false"));
    add(QStringLiteral("delete.topic.enable"), QStringLiteral("true"));
    // A stopped node of a 3-node cluster is noticed within seconds, not after the 9 s default.
    add(QStringLiteral("broker.session.timeout.ms"), QStringLiteral("6000"));
    add(QStringLiteral("broker.heartbeat.interval.ms"), QStringLiteral("1000"));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace kafscope::local
