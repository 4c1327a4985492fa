#pragma once

// SASL GSSAPI (Kerberos) for Kafscope's own broker connection, through Cyrus libsasl2's GSSAPI
// plugin (Debian's libsasl2-modules-gssapi-mit), as librdkafka does it, handed the credential of
// cluster/kerberos_credential.h (a keytab's ticket in a cache in memory, or the user's ticket
// cache). The service principal is sasl.kerberos.service.name (default "kafka") at the broker's
// host name. Every failure is a typed authentication error in plain words.

#include "protocol/sasl.h"

namespace kafscope::protocol {

Result<std::unique_ptr<SaslMechanism>> createGssapi(const ConnectionProfile &profile,
                                                    const QString &host);

} // namespace kafscope::protocol
