#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <memory>

namespace kafscope {

// A Kerberos credential for a GSSAPI profile, got the way librdkafka's kinit gets one but without
// a command or the user's default cache: with a keytab (sasl.kerberos.keytab) its principal
// (sasl.kerberos.principal) gets a ticket from the keytab into a ticket cache in this process's
// memory, one per principal and keytab, reused and renewed from the keytab; without a keytab, the
// user's own ticket cache (after kinit), for the principal when one is named. The realm and its
// KDC come from krb5.conf (KRB5_CONFIG). Blocking (it may ask the KDC; libkrb5 bounds the wait).
// Every failure is a typed authentication error in GSS-API's words ("Keytab contains no suitable
// keys for ...", "Cannot contact any KDC for realm ...", "No Kerberos credentials available").
class KerberosCredential {
public:
    static Result<std::unique_ptr<KerberosCredential>> acquire(const ConnectionProfile &profile);
    ~KerberosCredential();
    KerberosCredential(const KerberosCredential &) = delete;
    KerberosCredential &operator=(const KerberosCredential &) = delete;

    void *handle() const { return m_handle; } // a gss_cred_id_t, owned by this object
    // The principal the credential is for: the profile's, or the one in the user's ticket cache.
    QString principal() const { return m_principal; }

    // GSS-API's own text for a major and minor status.
    static QString statusText(unsigned major, unsigned minor);

private:
    KerberosCredential() = default;
    void *m_handle = nullptr;
    QString m_principal;
};

} // namespace kafscope
