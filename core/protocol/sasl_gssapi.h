#pragma once

// SASL GSSAPI (Kerberos) for Kafscope's own broker connection, through Cyrus libsasl2's GSSAPI
// plugin (Debian's libsasl2-modules-gssapi-mit), as librdkafka does it. Credentials as librdkafka
// gets them, without its kinit: with a keytab (sasl.kerberos.keytab) the principal
// (sasl.kerberos.principal) gets its ticket from the keytab into a ticket cache in this process's
// memory, one per principal and keytab, never the user's default cache; without a keytab the
// user's own ticket cache is used (kinit first). The service principal is
// sasl.kerberos.service.name (default "kafka") at the broker's host name. The realm and its KDC
// come from krb5.conf (KRB5_CONFIG). Every failure is a typed authentication error in plain words.

#include "protocol/sasl.h"

namespace kafscope::protocol {

Result<std::unique_ptr<SaslMechanism>> createGssapi(const ConnectionProfile &profile,
                                                    const QString &host);

} // namespace kafscope::protocol
