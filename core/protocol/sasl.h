#pragma once

// The SASL mechanisms of Kafscope's own broker connection (protocol/connection.h), from the
// profile's librdkafka properties: PLAIN, SCRAM-SHA-256 and SCRAM-SHA-512 (RFC 5802, the server's
// signature checked), and OAUTHBEARER (RFC 7628) with a token from the profile's OIDC token
// endpoint (client credentials) or librdkafka's unsecured JWT, and GSSAPI (Kerberos, through
// Cyrus libsasl2: protocol/sasl_gssapi.h).

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace kafscope::protocol {

struct ConnectionOptions;

class SaslMechanism {
public:
    // `host`: the broker's host name (GSSAPI's service principal is service/host).
    static Result<std::unique_ptr<SaslMechanism>>
    create(const ConnectionProfile &profile, const QString &host, const ConnectionOptions &options);
    virtual ~SaslMechanism() = default;
    virtual QString name() const = 0;
    // The next message to the broker, given its last answer (empty at first).
    virtual Result<QByteArray> next(const QByteArray &challenge) = 0;
    // Whether the exchange is over after the broker's answer `answer` (an error if that answer
    // proves the server wrong, as a SCRAM server signature that does not match).
    virtual Result<bool> finished(const QByteArray &answer) = 0;
};

// SCRAM's pieces, for the unit test (RFC 7677's example).
QByteArray scramSaltedPassword(const QByteArray &password, const QByteArray &salt, int iterations,
                               bool sha512);
QByteArray scramHmac(const QByteArray &key, const QByteArray &data, bool sha512);
QByteArray scramHash(const QByteArray &data, bool sha512);
// An authentication failure, as every mechanism reports it.
Error saslAuthError(const ErrorText &text);

} // namespace kafscope::protocol
