#include "cluster/kafka_client.h"

#include "common/worker.h"
#include "cluster/authorization.h"

#include "cluster/connection_check.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QRegularExpression>

namespace kafscope {

Q_LOGGING_CATEGORY(lcKafka, "kafscope.librdkafka", QtWarningMsg)

// A handle whose errors reach `owner` (transport and security errors, phrased for users).
static Result<rd_kafka_t *> newHandle(const ConnectionProfile &profile, const QString &purpose,
                                      KafkaClient::Type type,
                                      const QList<QPair<QString, QString>> &extra,
                                      KafkaClient *owner,
                                      void (*errorCb)(rd_kafka_t *, int, const char *, void *))
{
    ConnectionProfile p = profile;
    p.properties += extra;
    auto conf = buildKafkaConf(p, purpose);
    if (!conf)
        return conf.error();
    // librdkafka (since 2.10) drops the bootstrap connection once the first metadata answer names
    // the brokers, failing a request still in flight on it; with sparse connections the retry
    // then waits out reconnect.backoff.ms / 2 (50 ms) before it may open a connection to a named
    // broker. Connecting to the named brokers as soon as they are known makes the retry, and
    // every request after it, find one ready: about half the CLI's one-shot commands lost ~50 ms.
    char sparseErr[256];
    rd_kafka_conf_set(*conf, "enable.sparse.connections", "false", sparseErr, sizeof sparseErr);
    rd_kafka_conf_set_opaque(*conf, owner);
    rd_kafka_conf_set_error_cb(*conf, errorCb);
    // librdkafka logs from its own threads; Qt's logging is thread-safe and off by default
    // (QT_LOGGING_RULES="kafscope.librdkafka.debug=true" shows it). Errors reach users via
    // error_cb.
    rd_kafka_conf_set_log_cb(*conf,
                             [](const rd_kafka_t *, int level, const char *fac, const char *buf) {
                                 if (level <= 3)
                                     qCInfo(lcKafka, "%s: %s", fac, buf);
                                 else
                                     qCDebug(lcKafka, "%s: %s", fac, buf);
                             });
    if (type == KafkaClient::Type::Producer)
        rd_kafka_conf_set_dr_msg_cb(*conf, [](rd_kafka_t *, const rd_kafka_message_t *m, void *) {
            if (m->_private)
                static_cast<DeliverySink *>(m->_private)->delivered(m);
        });
    char err[512];
    rd_kafka_t *rk =
        rd_kafka_new(type == KafkaClient::Type::Producer ? RD_KAFKA_PRODUCER : RD_KAFKA_CONSUMER,
                     *conf, err, sizeof err);
    if (!rk) {
        rd_kafka_conf_destroy(*conf);
        return Error::usage(KS_ERR("Cannot create Kafka client: %1").arg(QString::fromUtf8(err)));
    }
    return rk;
}

Result<std::unique_ptr<KafkaClient>>
KafkaClient::create(const ConnectionProfile &profile, const QString &purpose, Type type,
                    const QList<QPair<QString, QString>> &extra)
{
    std::unique_ptr<KafkaClient> client(new KafkaClient);
    client->m_profile = profile;
    client->m_purpose = purpose;
    auto rk = newHandle(profile, purpose, type, extra, client.get(),
                        [](rd_kafka_t *rk, int err, const char *reason, void *opaque) {
                            errorCallback(rk, err, reason, opaque);
                        });
    if (!rk)
        return rk.error();
    client->m_rk = rk.value();
    return client;
}

KafkaClient::~KafkaClient()
{
    m_coordinator.reset();
    if (m_rk)
        rd_kafka_destroy(m_rk);
}

std::shared_ptr<rd_kafka_s> KafkaClient::coordinatorHandle()
{
    QMutexLocker lock(&m_mutex);
    if (!m_coordinator) {
        // A consumer with a group of its own that it never joins: librdkafka 2.14 answers a
        // NOT_COORDINATOR reply to ListConsumerGroupOffsets (a coordinator moving away from a
        // stopping broker) by asking the handle's own consumer group to look up its coordinator
        // again, and crashes on a handle without one.
        const QList<QPair<QString, QString>> lookupOnly{
            {QStringLiteral("group.id"), QStringLiteral("kafscope-admin-lookup")},
            {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
            {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")}};
        auto rk = newHandle(m_profile, m_purpose + QStringLiteral("-coordinator"), Type::Consumer,
                            lookupOnly, this,
                            [](rd_kafka_t *rk, int err, const char *reason, void *opaque) {
                                errorCallback(rk, err, reason, opaque);
                            });
        if (!rk)
            return {};
        // It never joined, so there is nothing to leave. Destroyed on a thread of its own: a
        // handle retired with a call its coordinator never answered can keep librdkafka 2.14's
        // destroy waiting for that broker's thread for good (seen with the coordinator down), and
        // whoever lets go of it last (an admin call on a worker) must not wait with it.
        m_coordinator.reset(rk.value(), [](rd_kafka_t *h) {
            WorkerReaper::detach("kafscope-rk-end", [h] {
                rd_kafka_destroy_flags(h, RD_KAFKA_DESTROY_F_NO_CONSUMER_CLOSE);
            });
        });
    }
    return m_coordinator;
}

void KafkaClient::retireCoordinatorHandle(const rd_kafka_s *handle)
{
    QMutexLocker lock(&m_mutex);
    if (m_coordinator.get() == handle)
        m_coordinator.reset();
}

void KafkaClient::errorCallback(rd_kafka_s *, int err, const char *reason, void *opaque)
{
    auto *self = static_cast<KafkaClient *>(opaque);
    if (!self)
        return;
    if (const QString security = phraseSecurityError(err, QString::fromUtf8(reason));
        !security.isEmpty()) {
        QMutexLocker lock(&self->m_mutex);
        self->m_lastSecurityError = security;
        return;
    }
    if (err != RD_KAFKA_RESP_ERR__TRANSPORT && err != RD_KAFKA_RESP_ERR__RESOLVE &&
        err != RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN)
        return;
    const QString phrased = phraseTransportError(QString::fromUtf8(reason));
    if (phrased.isEmpty())
        return;
    QMutexLocker lock(&self->m_mutex);
    self->m_lastTransportError = phrased;
}

QString KafkaClient::lastTransportError() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastTransportError;
}

quint64 KafkaClient::unreachableCount() const
{
    QMutexLocker lock(&m_mutex);
    return m_unreachableCount;
}

ErrorText KafkaClient::lastUnreachableMessage() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastUnreachable;
}

QString KafkaClient::lastSecurityError() const
{
    QMutexLocker lock(&m_mutex);
    return m_lastSecurityError;
}

void KafkaClient::poll(int timeoutMs)
{
    rd_kafka_poll(m_rk, timeoutMs);
    std::shared_ptr<rd_kafka_s> coordinator;
    {
        QMutexLocker lock(&m_mutex);
        coordinator = m_coordinator;
    }
    if (coordinator)
        rd_kafka_poll(coordinator.get(), 0); // its transport errors count too
}

QString phraseTransportError(const QString &reason)
{
    // A broker of a secured connection is named with its protocol: "sasl_ssl://host:port/id: ...".
    static const QRegularExpression connectRe(QStringLiteral(
        R"(^(?:(?:[a-z_]+://)?([^/\s]+)/\S*:\s*)?Connect to (?:ipv[46]#)?(\S+) failed: (.+?)(?: \(after .*)?$)"));
    static const QRegularExpression resolveRe(QStringLiteral(
        R"(^(?:(?:[a-z_]+://)?[^/\s]+/\S*:\s*)?Failed to resolve '([^']+)': (.+?)(?: \(after .*)?$)"));
    if (auto m = connectRe.match(reason); m.hasMatch()) {
        const QString target = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        QString why = m.captured(3).trimmed();
        if (!why.isEmpty())
            why[0] = why[0].toLower();
        return QStringLiteral("Cannot reach %1 — %2").arg(target, why);
    }
    if (auto m = resolveRe.match(reason); m.hasMatch()) {
        QString why = m.captured(2).trimmed();
        if (!why.isEmpty())
            why[0] = why[0].toLower();
        return QStringLiteral("Cannot resolve %1 — %2").arg(m.captured(1), why);
    }
    return {};
}

// The profile leaves security.protocol at librdkafka's default, PLAINTEXT.
static bool speaksPlaintext(const ConnectionProfile &profile)
{
    bool plaintext = true;
    for (const auto &[key, value] : profile.properties)
        if (key == QLatin1String("security.protocol"))
            plaintext = value.compare(QLatin1String("plaintext"), Qt::CaseInsensitive) == 0;
    return plaintext;
}

Error KafkaClient::makeError(int err, const ErrorText &what)
{
    poll(0); // collect transport errors queued by librdkafka
    const auto code = static_cast<rd_kafka_resp_err_t>(err);
    const QString transport = lastTransportError();
    const bool unreachable =
        code == RD_KAFKA_RESP_ERR__TRANSPORT || code == RD_KAFKA_RESP_ERR__TIMED_OUT ||
        code == RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN || code == RD_KAFKA_RESP_ERR__RESOLVE;
    Error e;
    // Wrong credentials or protocol look like silence from the cluster; the handshake's error says
    // why.
    if (const QString security = lastSecurityError(); unreachable && !security.isEmpty())
        e = Error::kafka(err, ErrorText::raw(explainSecurityError(security)));
    else if (unreachable && !transport.isEmpty())
        e = Error::timeout(err, ErrorText::raw(transport));
    // Connections opened (no "Cannot reach") but the broker hung up before any metadata came back
    // (no controller known yet): what a SASL or TLS listener does to a plaintext client. librdkafka
    // reports such closes only at debug level (log.connection.close is off), so errorCallback saw
    // nothing.
    else if (code == RD_KAFKA_RESP_ERR__TRANSPORT && speaksPlaintext(m_profile) &&
             rd_kafka_controllerid(m_rk, 0) < 0)
        e = Error::kafka(err,
                         KS_ERR("%1: the broker at %2 closed the connection without answering; the "
                                "listener may need SASL or TLS (check security.protocol)")
                             .arg(what, m_profile.bootstrap));
    else if (code == RD_KAFKA_RESP_ERR__TIMED_OUT || code == RD_KAFKA_RESP_ERR__TRANSPORT)
        e = Error::timeout(err, KS_ERR("%1: no broker at %2 answered within %3 ms")
                                    .arg(what, m_profile.bootstrap)
                                    .arg(m_profile.timeoutMs));
    if (!e.text.isEmpty()) {
        QMutexLocker lock(&m_mutex);
        ++m_unreachableCount;
        m_lastUnreachable = e.text;
        return e;
    }
    if (isAuthorizationFailure(code))
        return Error::kafka(
            err, KS_ERR("%1: not authorized (%2); this login lacks an ACL for it, which an "
                        "administrator grants with kafka-acls.sh or kafscope-cli acls create")
                     .arg(what, QString::fromUtf8(rd_kafka_err2str(code))));
    return Error::kafka(err, KS_ERR("%1: %2").arg(what, QString::fromUtf8(rd_kafka_err2str(code))));
}

QString KafkaClient::explainSecurityError(const QString &phrased) const
{
    // librdkafka says only "certificate verify failed" or "connection closed": repeat the handshake
    // with OpenSSL to say why (expired, not trusted, hostname mismatch, a plaintext port, a refused
    // client certificate) in plain words.
    static const QRegularExpression tlsRe(QStringLiteral(
        R"(^(?:TLS handshake failed|The connection) at (\S+?)(?: —|: | was closed))"));
    const auto m = tlsRe.match(phrased);
    if (!m.hasMatch() ||
        !(phrased.contains(QLatin1String("SSL")) || phrased.startsWith(QLatin1String("TLS"))))
        return phrased;
    QString protocol;
    for (const auto &[key, value] : m_profile.properties)
        if (key == QLatin1String("security.protocol"))
            protocol = value.toUpper();
    if (protocol != QLatin1String("SSL") && protocol != QLatin1String("SASL_SSL"))
        return phrased; // a client without TLS: there is no handshake of ours to repeat
    const QString words = explainTlsFailure(m_profile, m.captured(1));
    return words.isEmpty()
               ? phrased
               : QStringLiteral("TLS handshake failed at %1: %2").arg(m.captured(1), words);
}

QString phraseSecurityError(int err, const QString &reason)
{
    static const QRegularExpression prefixRe(
        QStringLiteral(R"(^(?:[a-z_]+://)?([^/\s]+)/\S*:\s*)"));
    static const QRegularExpression afterRe(
        QStringLiteral(R"(\s*\(after \d+ms in state .*\)\s*$)"));
    QString text = reason;
    QString target;
    if (auto m = prefixRe.match(text); m.hasMatch()) {
        target = m.captured(1);
        text = text.mid(m.capturedLength());
    }
    text.remove(afterRe);
    text = text.trimmed();
    const QString at = target.isEmpty() ? QString() : QStringLiteral(" at %1").arg(target);
    switch (err) {
    case RD_KAFKA_RESP_ERR__AUTHENTICATION:
    case RD_KAFKA_RESP_ERR_SASL_AUTHENTICATION_FAILED:
        // A listener without SASL answers the handshake with an empty list of mechanisms.
        if (text.contains(QLatin1String("not valid in current SASL state")) ||
            text.endsWith(QLatin1String("supported mechanisms:")))
            return QStringLiteral(
                       "The listener%1 does not speak SASL (a PLAINTEXT or SSL port?): check "
                       "security.protocol — %2")
                .arg(at, text);
        if (text.contains(QLatin1String("Unsupported SASL mechanism"), Qt::CaseInsensitive) ||
            text.contains(QLatin1String("UNSUPPORTED_SASL_MECHANISM")))
            return QStringLiteral("SASL mechanism not enabled on the broker%1 — %2").arg(at, text);
        return QStringLiteral("Authentication failed%1 — %2").arg(at, text);
    case RD_KAFKA_RESP_ERR_UNSUPPORTED_SASL_MECHANISM:
        return QStringLiteral("SASL mechanism not enabled on the broker%1 — %2").arg(at, text);
    case RD_KAFKA_RESP_ERR_ILLEGAL_SASL_STATE:
        return QStringLiteral("SASL handshake refused%1 — %2").arg(at, text);
    case RD_KAFKA_RESP_ERR__SSL:
        // A plaintext listener closes the connection on a TLS hello.
        if (text.contains(QLatin1String("unexpected eof"), Qt::CaseInsensitive) ||
            text.contains(QLatin1String("wrong version number"), Qt::CaseInsensitive))
            return QStringLiteral("TLS handshake failed%1: the port does not speak TLS (a "
                                  "PLAINTEXT or SASL_PLAINTEXT "
                                  "listener?) — %2")
                .arg(at, text);
        return QStringLiteral("TLS handshake failed%1 — %2").arg(at, text);
    case RD_KAFKA_RESP_ERR__TRANSPORT:
        // The broker hung up during the handshake: librdkafka names the likely cause itself.
        if (text.contains(QLatin1String("security.protocol")) ||
            text.contains(QLatin1String("SASL")) || text.contains(QLatin1String("SSL")))
            return QStringLiteral("The connection%1 was closed during the handshake — %2")
                .arg(at, text);
        return {};
    default: return {};
    }
}

static QList<int> toList(const int32_t *v, int n)
{
    QList<int> out;
    out.reserve(n);
    for (int i = 0; i < n; ++i)
        out.append(v[i]);
    return out;
}

Result<ClusterMetadata> KafkaClient::metadata(bool withTopics, int timeoutMs)
{
    if (timeoutMs < 0)
        timeoutMs = m_profile.timeoutMs;
    QElapsedTimer timer;
    timer.start();
    const rd_kafka_metadata_t *md = nullptr;
    // A refused login or a protocol mismatch is known within milliseconds, but librdkafka goes on
    // waiting the whole timeout: before the first answer, ask first with a short wait and stop
    // there when the handshake has already failed. A slow cluster just gets the rest of the time.
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR__TIMED_OUT;
    if (!m_answered && timeoutMs > 2 * kFirstAttemptMs) {
        err = rd_kafka_metadata(m_rk, withTopics ? 1 : 0, nullptr, &md, kFirstAttemptMs);
        poll(0);
        if (err != RD_KAFKA_RESP_ERR_NO_ERROR && !lastSecurityError().isEmpty())
            return makeError(err, KS_ERR("Metadata request failed"));
        // A TLS listener hangs up on a client without TLS in silence (librdkafka logs that only at
        // debug level): ask the port once ourselves rather than wait out the timeout.
        if (err != RD_KAFKA_RESP_ERR_NO_ERROR && speaksPlaintext(m_profile) &&
            rd_kafka_controllerid(m_rk, 0) < 0) {
            const QString first =
                m_profile.bootstrap.split(QLatin1Char(','), Qt::SkipEmptyParts).value(0);
            if (const QString words = explainPlaintextFailure(first); !words.isEmpty()) {
                {
                    QMutexLocker lock(&m_mutex);
                    m_lastSecurityError = words;
                }
                return makeError(err, KS_ERR("Metadata request failed"));
            }
        }
    }
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
        err = rd_kafka_metadata(m_rk, withTopics ? 1 : 0, nullptr, &md,
                                int(qMax<qint64>(1, timeoutMs - timer.elapsed())));
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
        return makeError(err, KS_ERR("Metadata request failed"));
    m_answered = true;

    ClusterMetadata out;
    out.originBrokerId = md->orig_broker_id;
    for (int i = 0; i < md->broker_cnt; ++i)
        out.brokers.append(
            {md->brokers[i].id, QString::fromUtf8(md->brokers[i].host), md->brokers[i].port});
    std::sort(out.brokers.begin(), out.brokers.end(),
              [](const BrokerInfo &a, const BrokerInfo &b) { return a.id < b.id; });
    out.topics.reserve(md->topic_cnt);
    for (int i = 0; i < md->topic_cnt; ++i) {
        const rd_kafka_metadata_topic_t &t = md->topics[i];
        TopicInfo ti;
        ti.name = QString::fromUtf8(t.topic);
        ti.internal = isInternalTopicName(ti.name);
        ti.errorCode = t.err;
        ti.partitions.reserve(t.partition_cnt);
        for (int p = 0; p < t.partition_cnt; ++p) {
            const rd_kafka_metadata_partition_t &mp = t.partitions[p];
            ti.partitions.append({mp.id, mp.leader, toList(mp.replicas, mp.replica_cnt),
                                  toList(mp.isrs, mp.isr_cnt), mp.err});
        }
        std::sort(ti.partitions.begin(), ti.partitions.end(),
                  [](const PartitionInfo &a, const PartitionInfo &b) { return a.id < b.id; });
        out.topics.append(std::move(ti));
    }
    rd_kafka_metadata_destroy(md);
    std::sort(out.topics.begin(), out.topics.end(),
              [](const TopicInfo &a, const TopicInfo &b) { return a.name < b.name; });

    // Both answer from the metadata cache just refreshed, so they cost no extra round trip.
    out.controllerId = rd_kafka_controllerid(m_rk, 0);
    if (char *id = rd_kafka_clusterid(m_rk, 0)) {
        out.clusterId = QString::fromUtf8(id);
        rd_kafka_mem_free(m_rk, id);
    }
    out.fetchedAt = QDateTime::currentDateTime();
    out.latencyMs = timer.elapsed();
    return out;
}

} // namespace kafscope
