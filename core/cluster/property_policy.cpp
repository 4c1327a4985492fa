#include "cluster/property_policy.h"

#include "profiles/sensitive_properties.h"

#include <librdkafka/rdkafka.h>

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

namespace kafscope::property_policy {

namespace {

// librdkafka's client properties (CONFIGURATION.md, global and topic level) that a connection may
// set. Left out on purpose: ssl.providers, ssl.engine.*, plugin.library.paths, interceptors and
// sasl.kerberos.kinit.cmd (load code or run a shell), every *_cb and opaque (callbacks),
// offset.store.path (writes files), internal.termination.signal, builtin.features.
const QSet<QString> &allowedKeys()
{
    static const QSet<QString> keys = [] {
        const char *names[] = {
            // connection and security
            "bootstrap.servers",
            "metadata.broker.list",
            "client.id",
            "client.rack",
            "client.software.name",
            "client.software.version",
            "client.dns.lookup",
            "security.protocol",
            "ssl.cipher.suites",
            "ssl.curves.list",
            "ssl.sigalgs.list",
            "ssl.key.location",
            "ssl.key.password",
            "ssl.key.pem",
            "ssl.certificate.location",
            "ssl.certificate.pem",
            "ssl.ca.location",
            "ssl.ca.pem",
            "ssl.crl.location",
            "ssl.keystore.location",
            "ssl.keystore.password",
            "ssl.endpoint.identification.algorithm",
            "enable.ssl.certificate.verification",
            "https.ca.location",
            "https.ca.pem",
            "sasl.mechanisms",
            "sasl.mechanism",
            "sasl.username",
            "sasl.password",
            "sasl.kerberos.service.name",
            "sasl.kerberos.principal",
            "sasl.kerberos.keytab",
            "sasl.kerberos.min.time.before.relogin",
            "sasl.oauthbearer.config",
            "enable.sasl.oauthbearer.unsecure.jwt",
            "sasl.oauthbearer.method",
            "sasl.oauthbearer.client.id",
            "sasl.oauthbearer.client.secret",
            "sasl.oauthbearer.scope",
            "sasl.oauthbearer.extensions",
            "sasl.oauthbearer.token.endpoint.url",
            "sasl.oauthbearer.grant.type",
            "sasl.oauthbearer.assertion.algorithm",
            "sasl.oauthbearer.assertion.private.key.file",
            "sasl.oauthbearer.assertion.private.key.passphrase",
            "sasl.oauthbearer.assertion.private.key.pem",
            "sasl.oauthbearer.assertion.file",
            "sasl.oauthbearer.assertion.claim.aud",
            "sasl.oauthbearer.assertion.claim.exp.seconds",
            "sasl.oauthbearer.assertion.claim.iss",
            "sasl.oauthbearer.assertion.claim.jti.include",
            "sasl.oauthbearer.assertion.claim.nbf.seconds",
            "sasl.oauthbearer.assertion.claim.sub",
            "sasl.oauthbearer.assertion.jwt.template.file",
            "sasl.oauthbearer.metadata.authentication.type",
            // sockets, metadata, retries, logging
            "message.max.bytes",
            "message.copy.max.bytes",
            "receive.message.max.bytes",
            "max.in.flight.requests.per.connection",
            "max.in.flight",
            "metadata.recovery.strategy",
            "metadata.recovery.rebootstrap.trigger.ms",
            "topic.metadata.refresh.interval.ms",
            "metadata.max.age.ms",
            "topic.metadata.refresh.fast.interval.ms",
            "topic.metadata.refresh.fast.cnt",
            "topic.metadata.refresh.sparse",
            "topic.metadata.propagation.max.ms",
            "topic.blacklist",
            "debug",
            "socket.timeout.ms",
            "socket.blocking.max.ms",
            "socket.send.buffer.bytes",
            "socket.receive.buffer.bytes",
            "socket.keepalive.enable",
            "socket.nagle.disable",
            "socket.max.fails",
            "socket.connection.setup.timeout.ms",
            "connections.max.idle.ms",
            "broker.address.ttl",
            "broker.address.family",
            "reconnect.backoff.jitter.ms",
            "reconnect.backoff.ms",
            "reconnect.backoff.max.ms",
            "retry.backoff.ms",
            "retry.backoff.max.ms",
            "statistics.interval.ms",
            "enabled_events",
            "log_level",
            "log.queue",
            "log.thread.name",
            "log.connection.close",
            "enable.random.seed",
            "api.version.request",
            "api.version.request.timeout.ms",
            "api.version.fallback.ms",
            "broker.version.fallback",
            "allow.auto.create.topics",
            "enable.metrics.push",
            // consumer
            "group.id",
            "group.instance.id",
            "partition.assignment.strategy",
            "session.timeout.ms",
            "heartbeat.interval.ms",
            "group.protocol.type",
            "group.protocol",
            "group.remote.assignor",
            "coordinator.query.interval.ms",
            "max.poll.interval.ms",
            "enable.auto.commit",
            "auto.commit.enable",
            "auto.commit.interval.ms",
            "enable.auto.offset.store",
            "queued.min.messages",
            "queued.max.messages.kbytes",
            "fetch.wait.max.ms",
            "fetch.queue.backoff.ms",
            "fetch.message.max.bytes",
            "max.partition.fetch.bytes",
            "fetch.max.bytes",
            "fetch.min.bytes",
            "fetch.error.backoff.ms",
            "isolation.level",
            "enable.partition.eof",
            "check.crcs",
            "auto.offset.reset",
            "consume.callback.max.messages",
            // producer
            "transactional.id",
            "transaction.timeout.ms",
            "enable.idempotence",
            "enable.gapless.guarantee",
            "queue.buffering.max.messages",
            "queue.buffering.max.kbytes",
            "queue.buffering.max.ms",
            "linger.ms",
            "message.send.max.retries",
            "retries",
            "queue.buffering.backpressure.threshold",
            "compression.codec",
            "compression.type",
            "compression.level",
            "batch.num.messages",
            "batch.size",
            "delivery.report.only.error",
            "sticky.partitioning.linger.ms",
            "request.required.acks",
            "acks",
            "request.timeout.ms",
            "message.timeout.ms",
            "delivery.timeout.ms",
            "partitioner",
        };
        QSet<QString> s;
        for (const char *n : names)
            s.insert(QString::fromLatin1(n));
        return s;
    }();
    return keys;
}

// Named so a user is told why, not "no such property": they load code, run a shell, install
// callbacks or write files.
bool isDangerous(const QString &key)
{
    static const QSet<QString> keys = {
        QStringLiteral("ssl.providers"),        QStringLiteral("ssl.engine.location"),
        QStringLiteral("ssl.engine.id"),        QStringLiteral("ssl_engine_callback_data"),
        QStringLiteral("plugin.library.paths"), QStringLiteral("sasl.kerberos.kinit.cmd"),
        QStringLiteral("interceptors"),         QStringLiteral("opaque"),
        QStringLiteral("offset.store.path"),    QStringLiteral("internal.termination.signal"),
        QStringLiteral("builtin.features"),     QStringLiteral("ssl_key"),
    };
    return keys.contains(key) || key.endsWith(QLatin1String("_cb"));
}

// Properties whose value names a file on this machine.
bool namesFile(const QString &key)
{
    static const QSet<QString> keys = {
        QStringLiteral("ssl.key.location"),
        QStringLiteral("ssl.certificate.location"),
        QStringLiteral("ssl.ca.location"),
        QStringLiteral("ssl.crl.location"),
        QStringLiteral("ssl.keystore.location"),
        QStringLiteral("https.ca.location"),
        QStringLiteral("sasl.kerberos.keytab"),
        QStringLiteral("sasl.oauthbearer.assertion.private.key.file"),
        QStringLiteral("sasl.oauthbearer.assertion.file"),
        QStringLiteral("sasl.oauthbearer.assertion.jwt.template.file"),
    };
    return keys.contains(key);
}

// librdkafka puts the keytab (in double quotes) and the principal (bare) into its kinit command,
// which a shell runs: allow only what no shell interprets there.
Status checkKerberos(const QString &key, const QString &value)
{
    static const QRegularExpression principal(
        QStringLiteral("^[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)?(@[A-Za-z0-9._-]+)?$"));
    static const QRegularExpression keytab(QStringLiteral("^[A-Za-z0-9._/+@,:= -]+$"));
    if (key == QLatin1String("sasl.kerberos.principal") && !principal.match(value).hasMatch())
        return Error::usage(
            KS_ERR("Property sasl.kerberos.principal must look like name[/host][@REALM] "
                   "(letters, digits, '.', '_', '-')"));
    if (key == QLatin1String("sasl.kerberos.keytab") && !keytab.match(value).hasMatch())
        return Error::usage(
            KS_ERR("Property sasl.kerberos.keytab must be a plain file path (letters, "
                   "digits, spaces and . _ / + @ , : = -)"));
    if (key == QLatin1String("sasl.kerberos.service.name") && !principal.match(value).hasMatch())
        return Error::usage(KS_ERR("Property sasl.kerberos.service.name must be a plain name"));
    return Ok{};
}

Status checkFile(const QString &key, const QString &value)
{
    if (key == QLatin1String("ssl.ca.location") && value == QLatin1String("probe"))
        return Ok{};
    if (value.isEmpty() || value.contains(QChar(0)) || value.contains(QLatin1Char('\n')))
        return Error::usage(KS_ERR("Property %1 must name a file").arg(key));
    const QFileInfo fi(value);
    const bool dirAllowed =
        key == QLatin1String("ssl.ca.location") || key == QLatin1String("https.ca.location");
    if (!fi.exists())
        return Error::usage(KS_ERR("Property %1: no such file: %2").arg(key, value));
    if (fi.isDir() ? !dirAllowed : !fi.isFile())
        return Error::usage(KS_ERR("Property %1: not a regular file: %2").arg(key, value));
    if (!fi.isReadable())
        return Error::usage(KS_ERR("Property %1: cannot read %2").arg(key, value));
    return Ok{};
}

// Asks a fresh configuration, without setting anything (setting a key like ssl.providers would
// already load code).
bool isKnownToLibrdkafka(const QString &key)
{
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    char buf[512];
    size_t n = sizeof buf;
    const QByteArray k = key.toUtf8();
    const bool known = rd_kafka_conf_get(conf, k.constData(), buf, &n) != RD_KAFKA_CONF_UNKNOWN;
    rd_kafka_conf_destroy(conf);
    return known;
}

} // namespace

bool isSensitive(const QString &key)
{
    // librdkafka's own marking (its configuration dump redacts these), asked once per key;
    // ssl_key is the pointer-typed twin of ssl.key.pem, not settable as text.
    return key.trimmed().toLower() == QLatin1String("ssl_key") ||
           profiles::librdkafkaMarksSensitive(key);
}

bool isAllowedKey(const QString &key)
{
    return allowedKeys().contains(key.trimmed());
}

Status checkProperty(const QString &key, const QString &value)
{
    const QString k = key.trimmed().toLower();
    if (k.isEmpty())
        return Error::usage(KS_ERR("A property has an empty name"));
    if (!isAllowedKey(k) && !isDangerous(k) && !isKnownToLibrdkafka(k))
        return Error::usage(KS_ERR("No such librdkafka property: %1").arg(k));
    if (!isAllowedKey(k))
        return Error::usage(
            KS_ERR("Property %1 is not allowed: Kafscope accepts only client properties "
                   "that cannot load code or run commands on this machine")
                .arg(k));
    if (k == QLatin1String("bootstrap.servers") || k == QLatin1String("metadata.broker.list"))
        return checkBootstrap(value);
    if (auto s = checkKerberos(k, value); !s)
        return s;
    if (namesFile(k))
        return checkFile(k, value);
    return Ok{};
}

Status checkProperties(const QList<QPair<QString, QString>> &properties)
{
    for (const auto &[k, v] : properties)
        if (auto s = checkProperty(k, v); !s)
            return s;
    return Ok{};
}

Status checkBootstrap(const QString &bootstrap)
{
    const QStringList servers = bootstrap.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (servers.isEmpty())
        return Error::usage(KS_ERR("No bootstrap servers given"));
    for (QString s : servers) {
        s = s.trimmed();
        const QString shown = s;
        if (const qsizetype proto = s.indexOf(QLatin1String("://")); proto >= 0)
            s = s.mid(proto + 3);
        QString host = s;
        QString port;
        if (s.startsWith(QLatin1Char('['))) {
            const qsizetype close = s.indexOf(QLatin1Char(']'));
            if (close < 0)
                return Error::usage(KS_ERR("Bootstrap server %1: missing ']'").arg(shown));
            host = s.mid(1, close - 1);
            const QString rest = s.mid(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(QLatin1Char(':')))
                return Error::usage(
                    KS_ERR("Bootstrap server %1: expected :PORT after ']'").arg(shown));
            port = rest.mid(1);
            if (rest == QLatin1String(":"))
                port = QStringLiteral("?");
        } else if (s.count(QLatin1Char(':')) == 1) {
            host = s.section(QLatin1Char(':'), 0, 0);
            port = s.section(QLatin1Char(':'), 1);
            if (port.isEmpty())
                port = QStringLiteral("?");
        }
        if (host.trimmed().isEmpty())
            return Error::usage(KS_ERR("Bootstrap server %1 has no host").arg(shown));
        if (!port.isEmpty()) {
            bool ok = false;
            const int p = port.toInt(&ok);
            if (!ok || p < 1 || p > 65535 || port.startsWith(QLatin1Char('+')))
                return Error::usage(
                    KS_ERR("Bootstrap server %1: the port must be a number from 1 to 65535")
                        .arg(shown));
        }
    }
    return Ok{};
}

} // namespace kafscope::property_policy
