#include "protocol/sasl_gssapi.h"

#include "cluster/kerberos_credential.h"
#include "cluster/net_probe.h"
#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <mutex>

#include <sasl/sasl.h>

namespace kafscope::protocol {

using connprobe::prop;

namespace {

// libsasl2's client side is set up once per process (librdkafka does the same; the library counts).
Status initSasl()
{
    static std::once_flag once;
    static int rc = SASL_OK;
    std::call_once(once, [] { rc = sasl_client_init(nullptr); });
    if (rc != SASL_OK)
        return Error::local(KS_ERR("Cyrus SASL could not be initialised: %1")
                                .arg(QString::fromUtf8(sasl_errstring(rc, nullptr, nullptr))));
    return Ok{};
}

// libsasl2's log goes nowhere: its messages come back through sasl_errdetail() when they matter.
int quietLog(void *, int, const char *)
{
    return SASL_OK;
}

class Gssapi : public SaslMechanism {
public:
    ~Gssapi() override
    {
        if (m_conn) // before the credential it was given
            sasl_dispose(&m_conn);
    }
    QString name() const override { return QStringLiteral("GSSAPI"); }

    Status setUp(const ConnectionProfile &profile, const QString &host)
    {
        const auto &p = profile.properties;
        QString service = prop(p, QStringLiteral("sasl.kerberos.service.name")).trimmed();
        if (service.isEmpty())
            service = QStringLiteral("kafka");
        m_target = service + QLatin1Char('/') + host;
        auto credential = KerberosCredential::acquire(profile);
        if (!credential)
            return credential.error();
        m_credential = std::move(credential).value();
        if (auto s = initSasl(); !s)
            return s;
        using Proc = int (*)(void); // libsasl2's generic callback type; SASL_CB_LOG is sasl_log_t
        m_callbacks[0] = {SASL_CB_LOG, reinterpret_cast<Proc>(reinterpret_cast<void *>(&quietLog)),
                          nullptr};
        m_callbacks[1] = {SASL_CB_LIST_END, nullptr, nullptr};
        const QByteArray s = service.toUtf8(), h = host.toUtf8();
        int rc = sasl_client_new(s.constData(), h.constData(), nullptr, nullptr, m_callbacks, 0,
                                 &m_conn);
        if (rc != SASL_OK)
            return saslFailure(rc);
        // Kafka never wraps its traffic in a SASL security layer: accept none.
        sasl_security_properties_t secprops{};
        secprops.max_ssf = 0;
        secprops.maxbufsize = 0;
        rc = sasl_setprop(m_conn, SASL_SEC_PROPS, &secprops);
        if (rc == SASL_OK)
            rc = sasl_setprop(m_conn, SASL_GSS_CREDS, m_credential->handle());
        if (rc != SASL_OK)
            return saslFailure(rc);
        return Ok{};
    }

    Result<QByteArray> next(const QByteArray &challenge) override
    {
        const char *out = nullptr;
        unsigned outLength = 0;
        int rc = SASL_INTERACT;
        // The plugin may ask once for an authorization id; none is given (librdkafka's way too).
        for (int i = 0; i < 4 && rc == SASL_INTERACT; ++i) {
            sasl_interact_t *interact = nullptr;
            if (!m_started) {
                const char *chosen = nullptr;
                rc = sasl_client_start(m_conn, "GSSAPI", &interact, &out, &outLength, &chosen);
            } else {
                rc = sasl_client_step(m_conn, challenge.isEmpty() ? nullptr : challenge.constData(),
                                      unsigned(challenge.size()), &interact, &out, &outLength);
            }
        }
        m_started = true;
        if (rc == SASL_OK)
            m_complete = true;
        else if (rc != SASL_CONTINUE)
            return saslFailure(rc);
        return QByteArray(out, int(outLength));
    }

    // Done once libsasl2 has given its last message and the broker has taken it.
    Result<bool> finished(const QByteArray &) override { return m_complete; }

private:
    Error saslFailure(int rc) const
    {
        if (rc == SASL_NOMECH)
            return Error::local(KS_ERR("Kerberos (SASL GSSAPI) needs Cyrus SASL's GSSAPI plugin: "
                                       "install libsasl2-modules-gssapi-mit"));
        const QString detail = m_conn ? QString::fromUtf8(sasl_errdetail(m_conn))
                                      : QString::fromUtf8(sasl_errstring(rc, nullptr, nullptr));
        return saslAuthError(
            KS_ERR("Kerberos login for the service %1 failed: %2").arg(m_target, detail));
    }

    sasl_conn_t *m_conn = nullptr;
    std::unique_ptr<KerberosCredential> m_credential;
    sasl_callback_t m_callbacks[2]{};
    QString m_target;
    bool m_started = false;
    bool m_complete = false;
};

} // namespace

Result<std::unique_ptr<SaslMechanism>> createGssapi(const ConnectionProfile &profile,
                                                    const QString &host)
{
    auto mechanism = std::make_unique<Gssapi>();
    if (auto s = mechanism->setUp(profile, host); !s)
        return s.error();
    return std::unique_ptr<SaslMechanism>(std::move(mechanism));
}

} // namespace kafscope::protocol
