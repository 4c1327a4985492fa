#include "profiles/sensitive_properties.h"

#include <librdkafka/rdkafka.h>

#include <QHash>
#include <QMutex>

namespace kafscope::profiles {

namespace {

struct Probe {
    QByteArray key;
    bool seen = false;
    bool redacted = false;
};

// librdkafka prints "Client configuration:" and then "  key = value" lines, with "[redacted]" as
// the value of every property it declares sensitive.
void probeLog(const rd_kafka_t *rk, int, const char *, const char *line)
{
    auto *probe = static_cast<Probe *>(rd_kafka_opaque(rk));
    if (!probe)
        return;
    // The line starts with the thread, e.g. "[thrd:app]:   sasl.password = [redacted]".
    const QByteArray text = QByteArray(line).trimmed();
    const QByteArray needle = "  " + probe->key + " = ";
    const qsizetype at = text.indexOf(needle);
    if (at < 0)
        return;
    probe->seen = true;
    probe->redacted = text.mid(at + needle.size()) == "[redacted]";
}

bool ask(const QString &key)
{
    char err[512];
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    Probe probe{key.toUtf8()};
    // Every sensitive property is a string: a value of another type is refused here, so such a
    // key is not sensitive. The client never connects (no bootstrap servers, no TLS set up).
    if (rd_kafka_conf_set(conf, probe.key.constData(), "kafscope-sensitivity-probe", err,
                          sizeof err) != RD_KAFKA_CONF_OK ||
        rd_kafka_conf_set(conf, "debug", "conf", err, sizeof err) != RD_KAFKA_CONF_OK ||
        rd_kafka_conf_set(conf, "log.queue", "false", err, sizeof err) != RD_KAFKA_CONF_OK) {
        rd_kafka_conf_destroy(conf);
        return false;
    }
    rd_kafka_conf_set_log_cb(conf, probeLog);
    rd_kafka_conf_set_opaque(conf, &probe);
    // A client that cannot start with the probe value (ssl.keystore.location names no file) prints
    // no dump: such a key counts as not sensitive; librdkafka 2.14 marks none of them.
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
    if (rk)
        rd_kafka_destroy(rk);
    else
        rd_kafka_conf_destroy(conf); // not taken over on failure
    return probe.seen && probe.redacted;
}

} // namespace

bool librdkafkaMarksSensitive(const QString &key)
{
    static QMutex mutex;
    static QHash<QString, bool> known;
    const QString k = key.trimmed().toLower();
    {
        QMutexLocker lock(&mutex);
        if (auto it = known.constFind(k); it != known.constEnd())
            return *it;
    }
    const bool sensitive = ask(k);
    QMutexLocker lock(&mutex);
    known.insert(k, sensitive);
    return sensitive;
}

} // namespace kafscope::profiles
