#include "cluster/kerberos_credential.h"

#include "cluster/net_probe.h"
#include "common/translations.h"

#include <librdkafka/rdkafka.h>

#include <QCryptographicHash>
#include <QStringList>

#include <gssapi/gssapi.h>
#include <gssapi/gssapi_ext.h>
#include <gssapi/gssapi_krb5.h>
#include <krb5/krb5.h>

namespace kafscope {

using connprobe::prop;

QString KerberosCredential::statusText(unsigned major, unsigned minor)
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

KerberosCredential::~KerberosCredential()
{
    OM_uint32 minor = 0;
    auto cred = static_cast<gss_cred_id_t>(m_handle);
    if (cred != GSS_C_NO_CREDENTIAL)
        gss_release_cred(&minor, &cred);
}

namespace {

// Why `keytab` cannot log `principal` in, when the keytab itself is the reason (no such file, no
// key for that principal); empty when it holds a key. GSS-API only says it found no ticket.
QString keytabProblem(const QString &principal, const QString &keytab)
{
    krb5_context context = nullptr;
    if (krb5_init_context(&context) != 0)
        return {};
    krb5_keytab kt = nullptr;
    krb5_principal client = nullptr;
    krb5_error_code rc = krb5_kt_resolve(context, keytab.toLocal8Bit().constData(), &kt);
    if (rc == 0)
        rc = krb5_parse_name(context, principal.toUtf8().constData(), &client);
    if (rc == 0) {
        krb5_keytab_entry entry{};
        rc = krb5_kt_get_entry(context, kt, client, 0, 0, &entry);
        if (rc == 0)
            krb5_free_keytab_entry_contents(context, &entry);
    }
    QString problem;
    if (rc != 0) {
        const char *message = krb5_get_error_message(context, rc);
        problem = QString::fromUtf8(message);
        krb5_free_error_message(context, message);
    }
    if (client)
        krb5_free_principal(context, client);
    if (kt)
        krb5_kt_close(context, kt);
    krb5_free_context(context);
    return problem;
}

} // namespace

Result<std::unique_ptr<KerberosCredential>>
KerberosCredential::acquire(const ConnectionProfile &profile)
{
    const QString principal = prop(profile.properties, QStringLiteral("sasl.kerberos.principal"));
    const QString keytab = prop(profile.properties, QStringLiteral("sasl.kerberos.keytab"));
    const auto fail = [](const ErrorText &text) {
        return Error::kafka(RD_KAFKA_RESP_ERR__AUTHENTICATION, text);
    };
    OM_uint32 minor = 0;
    gss_name_t name = GSS_C_NO_NAME;
    if (!principal.trimmed().isEmpty()) {
        const QByteArray pn = principal.trimmed().toUtf8();
        gss_buffer_desc buffer{size_t(pn.size()), const_cast<char *>(pn.constData())};
        const OM_uint32 major = gss_import_name(&minor, &buffer, GSS_KRB5_NT_PRINCIPAL_NAME, &name);
        if (GSS_ERROR(major))
            return fail(KS_ERR("Kerberos: the principal \"%1\" is not valid: %2")
                            .arg(principal, statusText(major, minor)));
    } else if (!keytab.trimmed().isEmpty()) {
        return Error::usage(KS_ERR("Kerberos with a keytab needs the principal to log in as "
                                   "(sasl.kerberos.principal)"));
    }
    gss_OID_set_desc mechs{1, const_cast<gss_OID>(gss_mech_krb5)};
    gss_cred_id_t cred = GSS_C_NO_CREDENTIAL;
    OM_uint32 major = 0;
    if (!keytab.trimmed().isEmpty()) {
        // Named after the principal and keytab, so later connections reuse its ticket.
        const QByteArray cache =
            "MEMORY:kafscope-" +
            QCryptographicHash::hash((principal.trimmed() + QLatin1Char('\n') + keytab).toUtf8(),
                                     QCryptographicHash::Sha256)
                .toHex()
                .left(32);
        const QByteArray kt = keytab.trimmed().toLocal8Bit();
        gss_key_value_element_desc elements[] = {{"client_keytab", kt.constData()},
                                                 {"ccache", cache.constData()}};
        const gss_key_value_set_desc store{2, elements};
        major = gss_acquire_cred_from(&minor, name, GSS_C_INDEFINITE, &mechs, GSS_C_INITIATE,
                                      &store, &cred, nullptr, nullptr);
    } else {
        major = gss_acquire_cred(&minor, name, GSS_C_INDEFINITE, &mechs, GSS_C_INITIATE, &cred,
                                 nullptr, nullptr);
    }
    OM_uint32 ignored = 0;
    if (name != GSS_C_NO_NAME)
        gss_release_name(&ignored, &name);
    if (GSS_ERROR(major)) {
        const QString who =
            principal.trimmed().isEmpty() ? KS_TR("the default principal") : principal.trimmed();
        if (const QString problem = keytab.trimmed().isEmpty()
                                        ? QString()
                                        : keytabProblem(principal.trimmed(), keytab.trimmed());
            !problem.isEmpty())
            return fail(KS_ERR("Kerberos: the keytab %1 cannot log %2 in: %3")
                            .arg(keytab.trimmed(), who, problem));
        if (!keytab.trimmed().isEmpty())
            return fail(KS_ERR("Kerberos: no ticket for %1 from the keytab %2: %3")
                            .arg(who, keytab.trimmed(), statusText(major, minor)));
        return fail(KS_ERR("Kerberos: no ticket for %1 in the ticket cache (run kinit, or give "
                           "a keytab): %2")
                        .arg(who, statusText(major, minor)));
    }
    std::unique_ptr<KerberosCredential> c(new KerberosCredential);
    c->m_handle = cred;
    c->m_principal = principal.trimmed();
    gss_name_t held = GSS_C_NO_NAME;
    if (!GSS_ERROR(gss_inquire_cred(&minor, cred, &held, nullptr, nullptr, nullptr))) {
        gss_buffer_desc text = GSS_C_EMPTY_BUFFER;
        if (!GSS_ERROR(gss_display_name(&minor, held, &text, nullptr)))
            c->m_principal =
                QString::fromUtf8(static_cast<const char *>(text.value), int(text.length));
        gss_release_buffer(&ignored, &text);
        gss_release_name(&ignored, &held);
    }
    return c;
}

} // namespace kafscope
