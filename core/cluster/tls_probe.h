#pragma once

// The connection test's TLS step, with OpenSSL directly, so it can read the broker's certificate
// and name the exact verification error in plain words. Used by connection_check.cpp only.

#include "cluster/connection_check.h"
#include "cluster/net_probe.h"

#include <openssl/ssl.h>
#include <openssl/x509.h>

#include <csignal>

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

// Loads the CA and the client certificate into `ctx` as librdkafka would; false with `error` when
// a file or PEM is wrong. `keyPassword` must outlive the context's use (the key's password
// callback reads it).
bool setUpContext(SSL_CTX *ctx, const TlsSettings &s, QByteArray &keyPassword, QString &error);

// OpenSSL writes to the socket with write(): a peer that already hung up would kill the process
// with SIGPIPE. Blocked on this thread while it lives; one that arrived meanwhile is consumed.
class SigpipeGuard {
public:
    SigpipeGuard();
    ~SigpipeGuard();
    SigpipeGuard(const SigpipeGuard &) = delete;
    SigpipeGuard &operator=(const SigpipeGuard &) = delete;

private:
    sigset_t m_pipe, m_old;
};

// ---- certificates (tls_certificate.cpp) --------------------------------------------------------

CertificateInfo certInfo(X509 *cert);
QString dateText(const QDateTime &t);

// Plain words for a failed certificate verification.
QString verifyWords(long verify, const CertificateInfo &cert, const HostPort &hp,
                    const TlsSettings &s);

// The local client certificate's own dates, before any connection.
QString clientCertProblem(const TlsSettings &s);

} // namespace kafscope::connprobe
