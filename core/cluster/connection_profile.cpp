#include "cluster/connection_profile.h"

#include "cluster/property_policy.h"

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
        // The text is not repeated: a mistyped "sasl.password:SECRET" must not print the secret.
        if (eq <= 0)
            return Error::usage(KS_ERR("Property %1 is not of the form key=value").arg(lineNo));
        out.append({line.left(eq).trimmed(), line.mid(eq + 1).trimmed()});
    }
    return out;
}

static Result<Ok> setProp(rd_kafka_conf_t *conf, const QString &key, const QString &value)
{
    char err[512];
    const QByteArray k = key.toUtf8();
    const QByteArray v = value.toUtf8();
    if (rd_kafka_conf_set(conf, k.constData(), v.constData(), err, sizeof err) !=
        RD_KAFKA_CONF_OK) {
        // librdkafka's message may quote the value; never repeat a secret.
        if (property_policy::isSensitive(key))
            return Error::usage(
                KS_ERR("Invalid value for property %1 (the value is not shown)").arg(key));
        return Error::usage(KS_ERR("Invalid property %1: %2").arg(key, QString::fromUtf8(err)));
    }
    return Ok{};
}

Result<rd_kafka_conf_s *> buildKafkaConf(const ConnectionProfile &profile, const QString &purpose)
{
    if (auto s = property_policy::checkBootstrap(profile.bootstrap); !s)
        return s.error();
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
        if (auto s = property_policy::checkProperty(k, v); !s)
            return fail(s.error());
        if (auto r = setProp(conf, k, v); !r)
            return fail(r.error());
    }
    // Kerberos without a keytab: the ticket the user got with kinit. librdkafka's own kinit
    // command needs a keytab (the client refuses to start without one); with the refresh off it
    // runs none and uses the ticket cache as it is.
    auto value = [&profile](const char *key) {
        QString found;
        for (const auto &[k, v] : profile.properties)
            if (k == QLatin1String(key))
                found = v.trimmed();
        return found;
    };
    QString mechanism = value("sasl.mechanisms");
    if (mechanism.isEmpty())
        mechanism = value("sasl.mechanism");
    const bool sasl =
        value("security.protocol").startsWith(QLatin1String("sasl_"), Qt::CaseInsensitive);
    if (sasl &&
        (mechanism.isEmpty() ||
         mechanism.compare(QLatin1String("GSSAPI"), Qt::CaseInsensitive) == 0) &&
        value("sasl.kerberos.keytab").isEmpty() &&
        value("sasl.kerberos.min.time.before.relogin").isEmpty())
        if (auto r = setProp(conf, QStringLiteral("sasl.kerberos.min.time.before.relogin"),
                             QStringLiteral("0"));
            !r)
            return fail(r.error());
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
