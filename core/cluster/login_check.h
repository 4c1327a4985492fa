#pragma once

// The connection test's last two steps, SASL and Metadata, through librdkafka exactly as every
// other command connects. Used by connection_check.cpp only.

#include "cluster/connection_check.h"

namespace kafscope::connprobe {

struct LoginCheck {
    QString securityProtocol; // upper case
    bool tls = false;
    bool sasl = false;
    QString mechanism; // upper case; GSSAPI when the profile names none
    QString user;      // sasl.username
    QString principal; // sasl.kerberos.principal (GSSAPI)
    int timeoutMs = 0;
};

// Logs in and asks for metadata; appends the SASL and Metadata steps to `result` (and its debug
// log when options.debugLog) and calls options.onStep for each.
void checkLogin(const ConnectionProfile &profile, const LoginCheck &check,
                const ConnectionCheckOptions &options, ConnectionCheckResult &result);

} // namespace kafscope::connprobe
