#include "admin/cluster_security.h"

#include "admin/config_admin.h"
#include "common/translations.h"

namespace kafscope {

bool ClusterSecurity::hasSaslListener() const
{
    for (const BrokerListener &l : listeners)
        if (l.protocol.startsWith(QLatin1String("SASL_")))
            return true;
    return false;
}

bool ClusterSecurity::scramEnabled() const
{
    if (!hasSaslListener())
        return false;
    for (const QString &m : saslMechanisms)
        if (m.startsWith(QLatin1String("SCRAM-")))
            return true;
    return false;
}

QList<BrokerListener> parseBrokerListeners(const QString &listeners, const QString &protocolMap,
                                           const QString &controllerListenerNames)
{
    QHash<QString, QString> map;
    for (const QString &pair : protocolMap.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype colon = pair.indexOf(QLatin1Char(':'));
        if (colon > 0)
            map.insert(pair.left(colon).trimmed().toUpper(),
                       pair.mid(colon + 1).trimmed().toUpper());
    }
    QStringList controllers;
    for (const QString &n : controllerListenerNames.split(QLatin1Char(','), Qt::SkipEmptyParts))
        controllers << n.trimmed().toUpper();
    static const QStringList kProtocols{QStringLiteral("PLAINTEXT"), QStringLiteral("SSL"),
                                        QStringLiteral("SASL_PLAINTEXT"),
                                        QStringLiteral("SASL_SSL")};
    QList<BrokerListener> out;
    for (const QString &l : listeners.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype sep = l.indexOf(QLatin1String("://"));
        if (sep <= 0)
            continue;
        const QString name = l.left(sep).trimmed().toUpper();
        if (controllers.contains(name))
            continue;
        QString protocol = map.value(name);
        if (protocol.isEmpty() && kProtocols.contains(name))
            protocol = name;
        out << BrokerListener{name, protocol};
    }
    return out;
}

QString scramUnusableNote(const ClusterSecurity &security)
{
    if (!security.listenersKnown)
        return {};
    QStringList protocols;
    for (const BrokerListener &l : security.listeners)
        protocols << QStringLiteral("%1 (%2)").arg(l.name, l.protocol);
    if (!security.hasSaslListener())
        return QString(KS_TR("This cluster has no SASL listener (its listeners: %1): no client can "
                             "log in with a SCRAM user, so adding one has no effect until a "
                             "SASL_PLAINTEXT or SASL_SSL listener with SCRAM is configured."))
            .arg(protocols.join(QStringLiteral(", ")));
    if (!security.scramEnabled())
        return QString(KS_TR("The SASL listeners of this cluster enable %1, not SCRAM: a SCRAM "
                             "user cannot log in until sasl.enabled.mechanisms names SCRAM-SHA-256 "
                             "or SCRAM-SHA-512."))
            .arg(security.saslMechanisms.isEmpty()
                     ? QStringLiteral("-")
                     : security.saslMechanisms.join(QStringLiteral(", ")));
    return {};
}

QString authorizerStateKey(AuthorizerState state)
{
    switch (state) {
    case AuthorizerState::None: return QStringLiteral("none");
    case AuthorizerState::Configured: return QStringLiteral("configured");
    case AuthorizerState::Unknown: break;
    }
    return QStringLiteral("unknown");
}

Result<ClusterSecurity> describeClusterSecurity(KafkaClient &client, int timeoutMs)
{
    auto md = client.metadata(false, timeoutMs);
    if (!md)
        return md.error();
    ClusterSecurity out;
    // The broker that answered the metadata first: it is up.
    QList<int> ids;
    if (md->originBrokerId >= 0)
        ids << md->originBrokerId;
    for (const BrokerInfo &b : md->brokers)
        if (!ids.contains(b.id))
            ids << b.id;
    for (int id : ids) {
        auto configs = describeBrokerConfigs(client, id, timeoutMs);
        if (!configs)
            continue;
        QString listeners, map, controllers;
        bool authorizerSeen = false;
        for (const ConfigEntry &c : configs.value()) {
            if (c.name == QLatin1String("authorizer.class.name")) {
                authorizerSeen = true;
                out.authorizerClass = c.value.trimmed();
            } else if (c.name == QLatin1String("listeners")) {
                listeners = c.value;
            } else if (c.name == QLatin1String("listener.security.protocol.map")) {
                map = c.value;
            } else if (c.name == QLatin1String("controller.listener.names")) {
                controllers = c.value;
            } else if (c.name == QLatin1String("sasl.enabled.mechanisms")) {
                out.saslMechanisms = c.value.split(QLatin1Char(','), Qt::SkipEmptyParts);
                for (QString &m : out.saslMechanisms)
                    m = m.trimmed().toUpper();
            }
        }
        out.brokerId = id;
        if (authorizerSeen)
            out.authorizer =
                out.authorizerClass.isEmpty() ? AuthorizerState::None : AuthorizerState::Configured;
        if (!listeners.isEmpty()) {
            out.listeners = parseBrokerListeners(listeners, map, controllers);
            out.listenersKnown = !out.listeners.isEmpty();
        }
        return out;
    }
    return out;
}

} // namespace kafscope
