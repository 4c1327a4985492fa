#include "cluster/login_check.h"
#include "common/translations.h"

#include "cluster/kafka_client.h"
#include "cluster/kerberos_credential.h"

#include <librdkafka/rdkafka.h>

#include <QElapsedTimer>
#include <QMutex>
#include <QRegularExpression>

namespace kafscope::connprobe {

namespace {

const QString kSasl = QStringLiteral("SASL");
const QString kMetadata = QStringLiteral("Metadata");

struct RdState {
    QMutex mutex;
    QElapsedTimer clock;
    QStringList log;
    bool keepLog = false;
    qint64 authenticatedAt = -1;
    QString principal;
    QString securityError;
    QString transportError;
    QString oidcError;
};

QString saslWords(const QString &phrased, const LoginCheck &check)
{
    const QString &mechanism = check.mechanism;
    const QString &user = check.user;
    if (mechanism == QLatin1String("GSSAPI"))
        return KS_TR("the Kerberos (GSSAPI) login as %1 failed — %2")
            .arg(check.principal.isEmpty() ? KS_TR("the ticket cache's principal")
                                           : check.principal,
                 phrased);
    if (phrased.startsWith(QLatin1String("Authentication failed"))) {
        if (mechanism.compare(QLatin1String("OAUTHBEARER"), Qt::CaseInsensitive) == 0)
            return KS_TR("the broker refused the token (its signature, audience, or expiry) — %1")
                .arg(phrased);
        return KS_TR("wrong user or password: the broker refused %1 logging in with %2 — %3")
            .arg(user.isEmpty() ? KS_TR("the user") : user, mechanism, phrased);
    }
    return phrased;
}

// The callbacks record into the RdState set as the conf's opaque: the principal a login shows in
// the security debug log, and the errors in plain words.
void installCallbacks(rd_kafka_conf_t *conf, RdState *state)
{
    rd_kafka_conf_set_opaque(conf, state);
    rd_kafka_conf_set_log_cb(conf, [](const rd_kafka_t *rk, int, const char *fac, const char *buf) {
        auto *st = static_cast<RdState *>(rd_kafka_opaque(rk));
        const QString line = QString::fromUtf8(buf);
        QMutexLocker lock(&st->mutex);
        if (st->keepLog)
            st->log << QStringLiteral("+%1ms %2 %3")
                           .arg(st->clock.elapsed())
                           .arg(QString::fromUtf8(fac), line);
        static const QRegularExpression authRe(
            QStringLiteral("Authenticated as (.+?) using (\\S+)"));
        static const QRegularExpression oauthRe(
            QStringLiteral("OAUTHBEARER authentication successful \\(principal=([^)]*)\\)"));
        if (st->authenticatedAt < 0) {
            if (auto m = authRe.match(line); m.hasMatch()) {
                st->authenticatedAt = st->clock.elapsed();
                st->principal = m.captured(1);
            } else if (auto m2 = oauthRe.match(line); m2.hasMatch()) {
                st->authenticatedAt = st->clock.elapsed();
                st->principal = m2.captured(1);
            }
        }
    });
    rd_kafka_conf_set_error_cb(conf, [](rd_kafka_t *rk, int err, const char *reason, void *) {
        auto *st = static_cast<RdState *>(rd_kafka_opaque(rk));
        const QString text = QString::fromUtf8(reason);
        QMutexLocker lock(&st->mutex);
        if (text.contains(QLatin1String("OAUTHBEARER"), Qt::CaseInsensitive) &&
            text.contains(QLatin1String("token"), Qt::CaseInsensitive) &&
            !text.contains(QLatin1String("SASL authentication error")))
            st->oidcError = text;
        else if (const QString s = phraseSecurityError(err, text); !s.isEmpty())
            st->securityError = s;
        else if (const QString t = phraseTransportError(text); !t.isEmpty())
            st->transportError = t;
        if (st->keepLog)
            st->log << QStringLiteral("+%1ms ERROR %2").arg(st->clock.elapsed()).arg(text);
    });
}

// What the attempts ended with.
struct Outcome {
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR__TIMED_OUT;
    const rd_kafka_metadata_t *md = nullptr;
    qint64 totalMs = 0;
    qint64 authAt = -1;
    QString securityError, transportError, oidcError, principal, debugLog;
};

// Asks for metadata in short attempts, so a refused login ends the test at once instead of after
// the whole timeout.
Outcome askMetadata(rd_kafka_t *rk, RdState &state, int timeoutMs)
{
    Outcome o;
    while (state.clock.elapsed() < timeoutMs) {
        o.err = rd_kafka_metadata(
            rk, 0, nullptr, &o.md,
            int(qMin<qint64>(500, qMax<qint64>(1, timeoutMs - state.clock.elapsed()))));
        rd_kafka_poll(rk, 0);
        if (o.err == RD_KAFKA_RESP_ERR_NO_ERROR)
            break;
        QMutexLocker lock(&state.mutex);
        if (!state.securityError.isEmpty() || !state.oidcError.isEmpty())
            break;
    }
    o.totalMs = state.clock.elapsed();
    QMutexLocker lock(&state.mutex);
    o.securityError = state.securityError;
    o.transportError = state.transportError;
    o.oidcError = state.oidcError;
    o.principal = state.principal;
    o.authAt = state.authenticatedAt;
    o.debugLog = state.log.join(QLatin1Char('\n'));
    return o;
}

CheckStep saslStep(const LoginCheck &check, const Outcome &o)
{
    using S = CheckStep::State;
    if (!check.sasl)
        return {kSasl,
                S::Skipped,
                0,
                KS_TR("security.protocol %1 has no SASL").arg(check.securityProtocol),
                {}};
    const bool isOauth = check.mechanism == QLatin1String("OAUTHBEARER");
    const QString who =
        isOauth ? KS_TR("a token") : (check.user.isEmpty() ? QStringLiteral("?") : check.user);
    if (o.authAt >= 0)
        return {kSasl,
                S::Passed,
                o.authAt,
                KS_TR("logged in with %1 as %2")
                    .arg(check.mechanism, o.principal.isEmpty() ? who : o.principal),
                {}};
    if (!o.oidcError.isEmpty())
        return {kSasl,
                S::Failed,
                o.totalMs,
                {},
                KS_TR("no token from the OIDC token endpoint "
                      "(sasl.oauthbearer.token.endpoint.url) — %1")
                    .arg(o.oidcError)};
    if (!o.securityError.isEmpty())
        return {kSasl, S::Failed, o.totalMs, {}, saslWords(o.securityError, check)};
    if (o.err != RD_KAFKA_RESP_ERR_NO_ERROR)
        return {kSasl,
                S::Failed,
                o.totalMs,
                {},
                o.transportError.isEmpty()
                    ? KS_TR("no login answer within %1 ms").arg(check.timeoutMs)
                    : o.transportError};
    return {kSasl, S::Passed, o.totalMs, KS_TR("logged in with %1").arg(check.mechanism), {}};
}

CheckStep metadataStep(const LoginCheck &check, const Outcome &o, rd_kafka_t *rk)
{
    const qint64 mdMs = o.authAt >= 0 ? o.totalMs - o.authAt : o.totalMs;
    if (o.err == RD_KAFKA_RESP_ERR_NO_ERROR) {
        QString cluster;
        if (char *id = rd_kafka_clusterid(rk, 0)) {
            cluster = QString::fromUtf8(id);
            rd_kafka_mem_free(rk, id);
        }
        QStringList brokers;
        for (int i = 0; i < o.md->broker_cnt; ++i)
            brokers << QStringLiteral("%1 (%2:%3)")
                           .arg(o.md->brokers[i].id)
                           .arg(QString::fromUtf8(o.md->brokers[i].host))
                           .arg(o.md->brokers[i].port);
        return {kMetadata,
                CheckStep::State::Passed,
                mdMs,
                KS_TR("cluster %1, %2 broker(s): %3")
                    .arg(cluster)
                    .arg(o.md->broker_cnt)
                    .arg(brokers.join(QStringLiteral(", "))),
                {}};
    }
    QString problem;
    if (!o.securityError.isEmpty())
        problem = o.securityError;
    else if (!o.transportError.isEmpty())
        problem = o.transportError;
    else if (!check.sasl)
        problem =
            KS_TR("the broker answered Kafka's first request but not the "
                  "metadata request; the listener "
                  "probably needs SASL (use security.protocol %1)")
                .arg(check.tls ? QStringLiteral("SASL_SSL") : QStringLiteral("SASL_PLAINTEXT"));
    else
        problem = KS_TR("no metadata within %1 ms (%2)")
                      .arg(check.timeoutMs)
                      .arg(QString::fromUtf8(rd_kafka_err2str(o.err)));
    return {kMetadata, CheckStep::State::Failed, mdMs, {}, problem};
}

} // namespace

void checkLogin(const ConnectionProfile &profile, const LoginCheck &check,
                const ConnectionCheckOptions &options, ConnectionCheckResult &result)
{
    QElapsedTimer stepTimer;
    stepTimer.start();
    auto push = [&](const CheckStep &s) {
        result.steps << s;
        if (options.onStep)
            options.onStep(s);
    };
    auto failBeforeLogin = [&](const QString &problem) {
        push({kSasl, CheckStep::State::Failed, stepTimer.elapsed(), {}, problem});
        push({kMetadata, CheckStep::State::Skipped, 0, KS_TR("not tried"), {}});
    };
    // Kerberos: the ticket first, as Kafscope's own connection gets it, so a wrong keytab or
    // principal or an unreachable KDC is said in Kerberos' words (librdkafka's kinit only prints
    // them on its standard error).
    QString kerberosPrincipal;
    if (check.sasl && check.mechanism == QLatin1String("GSSAPI")) {
        auto credential = KerberosCredential::acquire(profile);
        if (!credential) {
            failBeforeLogin(credential.error().message());
            return;
        }
        kerberosPrincipal = (*credential)->principal();
    }
    RdState state;
    state.keepLog = options.debugLog;
    ConnectionProfile p = profile;
    p.properties << qMakePair(QStringLiteral("debug"), options.debugLog
                                                           ? QStringLiteral("security,broker")
                                                           : QStringLiteral("security"));
    auto conf = buildKafkaConf(p, QStringLiteral("connect-test"));
    if (!conf) {
        failBeforeLogin(conf.error().message());
        return;
    }
    installCallbacks(*conf, &state);
    char errstr[512];
    state.clock.start();
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, *conf, errstr, sizeof errstr);
    if (!rk) {
        rd_kafka_conf_destroy(*conf);
        failBeforeLogin(KS_TR("Cannot create the Kafka client: %1").arg(QString::fromUtf8(errstr)));
        return;
    }
    Outcome o = askMetadata(rk, state, check.timeoutMs);
    // librdkafka names the profile's principal (or its default, "kafkaclient"), not the ticket's.
    if (!kerberosPrincipal.isEmpty())
        o.principal = kerberosPrincipal;
    result.debugLog = o.debugLog;
    push(saslStep(check, o));
    if (result.steps.last().state == CheckStep::State::Failed)
        push({kMetadata, CheckStep::State::Skipped, 0, KS_TR("not tried"), {}});
    else
        push(metadataStep(check, o, rk));
    if (o.md)
        rd_kafka_metadata_destroy(o.md);
    rd_kafka_destroy(rk);
}

} // namespace kafscope::connprobe
