#pragma once

#include "cluster/connection_profile.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace kafscope {

// One step of a connection test: DNS, TCP, TLS, Kafka (does the port answer like a broker),
// SASL and Metadata.
struct CheckStep {
    enum class State { Passed, Failed, Skipped };
    QString name;
    State state = State::Skipped;
    qint64 ms = 0;
    QString detail;  // what was found: addresses, certificate, principal, brokers
    QString problem; // on failure: what went wrong, in plain words, and what to check
};

// The broker certificate as the TLS step saw it.
struct CertificateInfo {
    QString subject;
    QString issuer;
    QDateTime notBefore;
    QDateTime notAfter;
    QStringList subjectAltNames;
    bool valid() const { return !subject.isEmpty(); }
};

struct ConnectionCheckResult {
    QString bootstrap; // the server tested (the first of the bootstrap list)
    QString securityProtocol;
    bool verificationDisabled = false;
    QList<CheckStep> steps;
    CertificateInfo certificate;
    QString debugLog; // librdkafka's security and broker debug lines, when asked for
    bool ok() const;
    QString firstProblem() const;
    QJsonObject toJson() const;
};

struct ConnectionCheckOptions {
    bool debugLog = false; // capture librdkafka's debug log (security,broker)
    int stepTimeoutMs = 0; // 0: the profile's timeout
    std::function<void(const CheckStep &)>
        onStep; // called (on the calling thread) as each step ends
};

// Tests the way to a cluster step by step. Blocks for up to a few timeouts: call it from a worker
// thread or the CLI. DNS, TCP and TLS (with OpenSSL directly, to read the certificate and the exact
// verification error) and a Kafka ApiVersions probe come first; then librdkafka logs in and asks
// for metadata exactly as every other command does.
ConnectionCheckResult checkConnection(const ConnectionProfile &profile,
                                      const ConnectionCheckOptions &options = {});

// The profile turns certificate verification off (enable.ssl.certificate.verification=false) or
// hostname verification off (ssl.endpoint.identification.algorithm=none) on a TLS connection.
bool verificationDisabled(const QList<QPair<QString, QString>> &properties);
bool verificationDisabled(const ConnectionProfile &profile);

// When librdkafka reports a TLS handshake failure ("certificate verify failed"), names the reason
// in plain words by repeating the handshake with OpenSSL against `hostPort`: "the broker's
// certificate has expired (on ...)", "... is not trusted (issued by ...)", "... was issued for
// other host names (...)". Empty when the handshake now succeeds or the reason stays unknown.
QString explainTlsFailure(const ConnectionProfile &profile, const QString &hostPort,
                          int timeoutMs = 3000);

// When a client without TLS got no answer from `hostPort`: asks it a Kafka request in clear and,
// if that goes unanswered, says whether the port speaks TLS ("Plaintext spoken to a TLS port:
// ..."). Empty when the port answers Kafka in clear or the reason stays unknown.
QString explainPlaintextFailure(const QString &hostPort, int timeoutMs = 2000);

} // namespace kafscope
