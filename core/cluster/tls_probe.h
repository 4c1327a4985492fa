#pragma once

// The connection test's TLS step, with OpenSSL directly, so it can read the broker's certificate
// and name the exact verification error in plain words. Used by connection_check.cpp only.

#include "cluster/connection_check.h"
#include "cluster/net_probe.h"

#include <openssl/x509.h>

namespace kafscope::connprobe {

// The TLS settings of a profile, as librdkafka reads them.
struct TlsSettings {
    QString caLocation, caPem, certLocation, keyLocation, keyPassword, certPem, keyPem, keystore,
        keystorePassword;
    bool verifyHostname = true;
    bool verifyCertificate = true;
    static TlsSettings from(const ConnectionProfile &p);
    bool hasClientCert() const
    {
        return !certLocation.isEmpty() || !certPem.isEmpty() || !keystore.isEmpty();
    }
};

struct TlsOutcome {
    bool handshake = false;
    bool notTls = false;    // the peer did not answer with TLS at all
    QString handshakeError; // OpenSSL's words
    QString
        clientCertRefused; // plain words, when the broker rejected (or wanted) a client certificate
    long verify = X509_V_OK;
    QString protocolVersion;
    CertificateInfo cert;
    ProbeAnswer kafka;
    QString setupError; // our own settings could not be loaded (a CA or key file)
};

// Shakes hands over the connected socket `fd` (verification is read after, never refused during)
// and, with `askKafka`, sends a Kafka request over TLS.
TlsOutcome tlsProbe(int fd, const HostPort &hp, const TlsSettings &s, bool askKafka);

// OpenSSL's queued errors, joined (and cleared).
QString opensslErrors();

// ---- certificates (tls_certificate.cpp) --------------------------------------------------------

CertificateInfo certInfo(X509 *cert);
QString dateText(const QDateTime &t);

// Plain words for a failed certificate verification.
QString verifyWords(long verify, const CertificateInfo &cert, const HostPort &hp,
                    const TlsSettings &s);

// The local client certificate's own dates, before any connection.
QString clientCertProblem(const TlsSettings &s);

} // namespace kafscope::connprobe
