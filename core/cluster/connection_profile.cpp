#include "cluster/connection_profile.h"

#include <librdkafka/rdkafka.h>

#include <array>

namespace kafscope {

Result<QList<QPair<QString, QString>>> ConnectionProfile::parseProperties(const QStringList &lines)
{
    QList<QPair<QString, QString>> out;
    int lineNo = 0;
    for (const QString &raw : lines) {
        ++lineNo;
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return Error::usage(QStringLiteral("Property %1 (\"%2\") is not of the form key=value")
                                    .arg(lineNo)
                                    .arg(line));
        out.append({line.left(eq).trimmed(), line.mid(eq + 1).trimmed()});
    }
    return out;
}

bool isForbiddenProperty(const QString &key)
{
    // Keys that execute a program, load a shared object or an engine, or install callbacks.
    static const std::array<const char *, 6> forbidden = {
        "plugin.library.paths",     "sasl.kerberos.kinit.cmd", "ssl.engine.location",
        "ssl_engine_callback_data", "opaque",                  "interceptors",
    };
    const QString k = key.trimmed().toLower();
    for (const char *f : forbidden)
        if (k == QLatin1String(f))
            return true;
    return k.endsWith(QLatin1String("_cb"));
}

static Result<Ok> setProp(rd_kafka_conf_t *conf, const QString &key, const QString &value)
{
    char err[512];
    const QByteArray k = key.toUtf8();
    const QByteArray v = value.toUtf8();
    if (rd_kafka_conf_set(conf, k.constData(), v.constData(), err, sizeof err) != RD_KAFKA_CONF_OK)
        return Error::usage(QStringLiteral("Invalid property %1: %2").arg(key, QString::fromUtf8(err)));
    return Ok{};
}

Result<rd_kafka_conf_s *> buildKafkaConf(const ConnectionProfile &profile, const QString &purpose)
{
    if (profile.bootstrap.trimmed().isEmpty())
        return Error::usage(QStringLiteral("No bootstrap servers given"));
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    auto fail = [conf](const Error &e) -> Result<rd_kafka_conf_s *> {
        rd_kafka_conf_destroy(conf);
        return e;
    };
    const QList<QPair<QString, QString>> defaults = {
        {QStringLiteral("bootstrap.servers"), profile.bootstrap.trimmed()},
        {QStringLiteral("client.id"), QStringLiteral("kafscope-") + purpose},
        {QStringLiteral("socket.timeout.ms"), QString::number(qMax(profile.timeoutMs, 1000))},
        // Fail fast on a dead address instead of retrying for a minute.
        {QStringLiteral("reconnect.backoff.max.ms"), QStringLiteral("2000")},
        {QStringLiteral("log.connection.close"), QStringLiteral("false")},
    };
    for (const auto &[k, v] : defaults)
        if (auto r = setProp(conf, k, v); !r)
            return fail(r.error());
    for (const auto &[k, v] : profile.properties) {
        if (isForbiddenProperty(k))
            return fail(Error::usage(
                QStringLiteral("Property %1 is not allowed: it would run code on this machine").arg(k)));
        if (auto r = setProp(conf, k, v); !r)
            return fail(r.error());
    }
    return conf;
}

Status validateProfile(const ConnectionProfile &profile)
{
    auto conf = buildKafkaConf(profile, QStringLiteral("check"));
    if (!conf)
        return conf.error();
    rd_kafka_conf_destroy(conf.value());
    return Ok{};
}

} // namespace kafscope
