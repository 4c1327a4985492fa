#include "protocol/sasl_gssapi.h"

#include "cluster/net_probe.h"
#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QCryptographicHash>

#include <mutex>

#include <gssapi/gssapi.h>
#include <gssapi/gssapi_ext.h>
#include <gssapi/gssapi_krb5.h>
#include <sasl/sasl.h>

namespace kafscope::protocol {

using connprobe::prop;

namespace {

Error authError(const ErrorText &text)
{
    return Error::kafka(RD_KAFKA_RESP_ERR__AUTHENTICATION, text);
}

// GSS-API's own words for a failure: the major status, then the mechanism's (Kerberos) detail,
// which names what is wrong ("Keytab contains no suitable keys for alice@REALM", "Cannot contact
// any KDC for realm ...", "No Kerberos credentials available").
QString gssMessage(OM_uint32 major, OM_uint32 minor)
{
    QStringList parts;
    auto collect = [&parts](OM_uint32 code, int type) {
        OM_uint32 context = 0;
        do {
            OM_uint32 ignored = 0;
            gss_buffer_desc text = GSS_C_EMPTY_BUFFER;
            if (GSS_ERROR(gss_display_status(&ignored, code, type, GSS_C_NO_OID, &context, &text)))
                break;
            const QString s =
                QString::fromUtf8(static_cast<const char *>(text.value), int(text.length));
            gss_release_buffer(&ignored, &text);
            if (!s.isEmpty() && !parts.contains(s))
                parts << s;
        } while (context != 0);
    };
    collect(major, GSS_C_GSS_CODE);
    if (minor != 0)
        collect(minor, GSS_C_MECH_CODE);
    return parts.join(QStringLiteral(": "));
}

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
        if (m_conn)
            sasl_dispose(&m_conn);
        OM_uint32 minor = 0;
        if (m_cred != GSS_C_NO_CREDENTIAL)
            gss_release_cred(&minor, &m_cred);
    }
    QString name() const override { return QStringLiteral("GSSAPI"); }

    Status setUp(const ConnectionProfile &profile, const QString &host)
    {
        const auto &p = profile.properties;
        const QString principal = prop(p, QStringLiteral("sasl.kerberos.principal")).trimmed();
        const QString keytab = prop(p, QStringLiteral("sasl.kerberos.keytab")).trimmed();
        QString service = prop(p, QStringLiteral("sasl.kerberos.service.name")).trimmed();
        if (service.isEmpty())
            service = QStringLiteral("kafka");
        m_target = service + QLatin1Char('/') + host;
        if (auto s = acquire(principal, keytab); !s)
            return s;
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
        if (rc == SASL_OK && m_cred != GSS_C_NO_CREDENTIAL)
            rc = sasl_setprop(m_conn, SASL_GSS_CREDS, m_cred);
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
    Status acquire(const QString &principal, const QString &keytab)
    {
        OM_uint32 minor = 0;
        gss_name_t name = GSS_C_NO_NAME;
        if (!principal.isEmpty()) {
            const QByteArray pn = principal.toUtf8();
            gss_buffer_desc buffer{size_t(pn.size()), const_cast<char *>(pn.constData())};
            const OM_uint32 major =
                gss_import_name(&minor, &buffer, GSS_KRB5_NT_PRINCIPAL_NAME, &name);
            if (GSS_ERROR(major))
                return authError(KS_ERR("Kerberos: the principal \"%1\" is not valid: %2")
                                     .arg(principal, gssMessage(major, minor)));
        } else if (!keytab.isEmpty()) {
            return Error::usage(KS_ERR("Kerberos with a keytab needs the principal to log in as "
                                       "(sasl.kerberos.principal)"));
        }
        gss_OID_set_desc mechs{1, const_cast<gss_OID>(gss_mech_krb5)};
        OM_uint32 major = 0;
        if (!keytab.isEmpty()) {
            // A ticket cache of Kafscope's own, in memory, per principal and keytab: tickets are
            // reused by later connections and renewed from the keytab when they run out.
            const QByteArray cache =
                "MEMORY:kafscope-" +
                QCryptographicHash::hash((principal + QLatin1Char('\n') + keytab).toUtf8(),
                                         QCryptographicHash::Sha256)
                    .toHex()
                    .left(32);
            const QByteArray kt = keytab.toLocal8Bit();
            gss_key_value_element_desc elements[] = {{"client_keytab", kt.constData()},
                                                     {"ccache", cache.constData()}};
            const gss_key_value_set_desc store{2, elements};
            major = gss_acquire_cred_from(&minor, name, GSS_C_INDEFINITE, &mechs, GSS_C_INITIATE,
                                          &store, &m_cred, nullptr, nullptr);
        } else {
            major = gss_acquire_cred(&minor, name, GSS_C_INDEFINITE, &mechs, GSS_C_INITIATE,
                                     &m_cred, nullptr, nullptr);
        }
        OM_uint32 ignored = 0;
        if (name != GSS_C_NO_NAME)
            gss_release_name(&ignored, &name);
        if (!GSS_ERROR(major))
            return Ok{};
        m_cred = GSS_C_NO_CREDENTIAL;
        const QString who = principal.isEmpty() ? KS_TR("the default principal") : principal;
        if (!keytab.isEmpty())
            return authError(KS_ERR("Kerberos: no ticket for %1 from the keytab %2: %3")
                                 .arg(who, keytab, gssMessage(major, minor)));
        return authError(KS_ERR("Kerberos: no ticket for %1 in the ticket cache (run kinit, or "
                                "give a keytab): %2")
                             .arg(who, gssMessage(major, minor)));
    }

    Error saslFailure(int rc) const
    {
        if (rc == SASL_NOMECH)
            return Error::local(KS_ERR("Kerberos (SASL GSSAPI) needs Cyrus SASL's GSSAPI plugin: "
                                       "install libsasl2-modules-gssapi-mit"));
        const QString detail = m_conn ? QString::fromUtf8(sasl_errdetail(m_conn))
                                      : QString::fromUtf8(sasl_errstring(rc, nullptr, nullptr));
        return authError(
            KS_ERR("Kerberos login for the service %1 failed: %2").arg(m_target, detail));
    }

    sasl_conn_t *m_conn = nullptr;
    gss_cred_id_t m_cred = GSS_C_NO_CREDENTIAL;
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
