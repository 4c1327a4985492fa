#include "cluster/connection_check.h"
#include "common/translations.h"

#include "cluster/login_check.h"
#include "cluster/net_probe.h"
#include "cluster/tls_probe.h"

#include <QElapsedTimer>
#include <QJsonArray>

namespace kafscope {

using namespace connprobe;

namespace {

// Runs the steps before librdkafka's: DNS, TCP, then TLS and Kafka (or Kafka in clear). Each step
// ends with finish(); the first that fails skips the rest.
class Checker {
public:
    Checker(const ConnectionProfile &profile, const ConnectionCheckOptions &options);
    ConnectionCheckResult run();

private:
    enum Step { Dns, Tcp, Tls, Kafka };
    void finish(Step step, CheckStep::State state, const QString &detail,
                const QString &problem = {});
    // Fails `step` and skips every later one, librdkafka's two included.
    void fail(Step step, const QString &problem, const QString &detail = {});
    bool dns();
    bool tcp();
    bool tlsAndKafka();
    bool kafkaInClear();
    QString tlsProblem(const TlsOutcome &t, const TlsSettings &s) const;
    QString certificateText(const CertificateInfo &c) const;

    const ConnectionProfile &m_profile;
    const ConnectionCheckOptions &m_options;
    ConnectionCheckResult m_result;
    LoginCheck m_login;
    QElapsedTimer m_stepTimer;
    std::optional<HostPort> m_hp;
    Resolved m_resolved;
    Fd m_fd;
};

const QStringList &stepNames()
{
    static const QStringList names{QStringLiteral("DNS"),  QStringLiteral("TCP"),
                                   QStringLiteral("TLS"),  QStringLiteral("Kafka"),
                                   QStringLiteral("SASL"), QStringLiteral("Metadata")};
    return names;
}

Checker::Checker(const ConnectionProfile &profile, const ConnectionCheckOptions &options)
    : m_profile(profile), m_options(options)
{
    m_login.timeoutMs =
        options.stepTimeoutMs > 0 ? options.stepTimeoutMs : qMax(1000, profile.timeoutMs);
    const QString protocol =
        prop(profile.properties, QStringLiteral("security.protocol")).toUpper();
    m_result.securityProtocol = protocol.isEmpty() ? QStringLiteral("PLAINTEXT") : protocol;
    m_result.verificationDisabled = verificationDisabled(profile);
    m_login.securityProtocol = m_result.securityProtocol;
    m_login.tls = isTlsProtocol(m_result.securityProtocol);
    m_login.sasl = isSaslProtocol(m_result.securityProtocol);
    QString m = prop(profile.properties, QStringLiteral("sasl.mechanisms"));
    if (m.isEmpty())
        m = prop(profile.properties, QStringLiteral("sasl.mechanism"));
    m_login.mechanism = m.isEmpty() ? QStringLiteral("GSSAPI") : m.toUpper();
    m_login.user = prop(profile.properties, QStringLiteral("sasl.username"));
    m_login.principal = prop(profile.properties, QStringLiteral("sasl.kerberos.principal"));
}

void Checker::finish(Step step, CheckStep::State state, const QString &detail,
                     const QString &problem)
{
    CheckStep s{stepNames()[step], state,
                state == CheckStep::State::Skipped ? 0 : m_stepTimer.elapsed(), detail, problem};
    m_result.steps << s;
    if (m_options.onStep)
        m_options.onStep(s);
    m_stepTimer.restart();
}

void Checker::fail(Step step, const QString &problem, const QString &detail)
{
    finish(step, CheckStep::State::Failed, detail, problem);
    const QStringList &names = stepNames();
    for (qsizetype i = m_result.steps.size(); i < names.size(); ++i) {
        CheckStep s{names[i], CheckStep::State::Skipped, 0, KS_TR("not tried"), {}};
        m_result.steps << s;
        if (m_options.onStep)
            m_options.onStep(s);
    }
}

ConnectionCheckResult Checker::run()
{
    m_stepTimer.start();
    if (!dns() || !tcp())
        return m_result;
    if (!(m_login.tls ? tlsAndKafka() : kafkaInClear()))
        return m_result;
    m_fd = Fd();
    checkLogin(m_profile, m_login, m_options, m_result);
    return m_result;
}

bool Checker::dns()
{
    const QString first =
        m_profile.bootstrap.split(QLatin1Char(','), Qt::SkipEmptyParts).value(0).trimmed();
    m_result.bootstrap = first;
    m_hp = parseHostPort(first);
    if (!m_hp) {
        fail(Dns, KS_TR("\"%1\" is not host:port; give the bootstrap servers as "
                        "host:port[,host:port]")
                      .arg(first));
        return false;
    }
    m_resolved = resolve(*m_hp);
    if (m_resolved.addrs.isEmpty()) {
        fail(Dns, KS_TR("the name %1 is unknown (%2): check its spelling, the VPN or the DNS")
                      .arg(m_hp->host, m_resolved.error));
        return false;
    }
    finish(Dns, CheckStep::State::Passed,
           KS_TR("%1 is %2").arg(m_hp->host, m_resolved.text.join(QStringLiteral(", "))));
    return true;
}

bool Checker::tcp()
{
    QString tcpError, address;
    for (int i = 0; i < m_resolved.addrs.size() && m_fd.fd < 0; ++i) {
        m_fd = connectTo(m_resolved.addrs[i], m_login.timeoutMs, tcpError);
        address = m_resolved.text[i];
    }
    if (m_fd.fd < 0) {
        fail(
            Tcp,
            tcpError.contains(QLatin1String("refused"))
                ? KS_TR("nothing listens on %1 (connection refused): check the port and that "
                        "the broker runs")
                      .arg(m_hp->text())
                : KS_TR("cannot reach %1 — %2 (a firewall, a wrong address, or a VPN that is off?)")
                      .arg(m_hp->text(), tcpError));
        return false;
    }
    finish(Tcp, CheckStep::State::Passed,
           KS_TR("connected to %1 port %2").arg(address).arg(m_hp->port));
    return true;
}

QString Checker::certificateText(const CertificateInfo &c) const
{
    if (!c.valid())
        return {};
    return KS_TR("certificate %1, issued by %2, valid %3 to %4%5")
        .arg(c.subject, c.issuer, dateText(c.notBefore), dateText(c.notAfter),
             c.subjectAltNames.isEmpty()
                 ? QString()
                 : QStringLiteral(", for ") + c.subjectAltNames.join(QStringLiteral(", ")));
}

// Why the TLS step failed, in plain words; empty when it passed.
QString Checker::tlsProblem(const TlsOutcome &t, const TlsSettings &s) const
{
    if (!t.setupError.isEmpty())
        return t.setupError;
    if (t.notTls) {
        // Does the port speak Kafka without TLS?
        QString err;
        Fd plain = connectTo(m_resolved.addrs.first(), m_login.timeoutMs, err);
        const ProbeAnswer a = plain.fd < 0 ? ProbeAnswer{} : probeKafkaPlain(plain.fd);
        return a.kafka
                   ? KS_TR("TLS spoken to a plaintext port: %1 is a Kafka listener without TLS; "
                           "use security.protocol %2 (or the cluster's TLS port)")
                         .arg(m_hp->text(), m_login.sasl ? QStringLiteral("SASL_PLAINTEXT")
                                                         : KS_TR("PLAINTEXT or SASL_PLAINTEXT"))
                   : KS_TR("not a Kafka port: %1 does not speak TLS (%2)")
                         .arg(m_hp->text(), t.handshakeError);
    }
    if (!t.handshake && !t.clientCertRefused.isEmpty())
        return t.clientCertRefused;
    if (!t.handshake && s.verifyCertificate && t.verify != X509_V_OK)
        return verifyWords(t.verify, t.cert, *m_hp, s);
    if (!t.handshake)
        return KS_TR("TLS handshake failed: %1").arg(t.handshakeError);
    if (t.verify != X509_V_OK && s.verifyCertificate)
        return verifyWords(t.verify, t.cert, *m_hp, s);
    return {};
}

bool Checker::tlsAndKafka()
{
    const TlsSettings s = TlsSettings::from(m_profile);
    if (const QString own = clientCertProblem(s); !own.isEmpty()) {
        fail(Tls, own);
        return false;
    }
    const TlsOutcome t = tlsProbe(m_fd.fd, *m_hp, s, true);
    m_result.certificate = t.cert;
    const QString certText = certificateText(t.cert);
    if (const QString problem = tlsProblem(t, s); !problem.isEmpty()) {
        fail(Tls, problem, certText);
        return false;
    }
    QString detail = t.protocolVersion + QStringLiteral(", ") + certText;
    if (t.verify != X509_V_OK)
        detail += KS_TR(" — NOT VERIFIED (%1; verification is off)")
                      .arg(verifyWords(t.verify, t.cert, *m_hp, s));
    else if (m_result.verificationDisabled)
        detail += KS_TR(" — hostname verification is off");
    else
        detail += KS_TR(" — verified");
    finish(Tls, CheckStep::State::Passed, detail);
    if (!t.kafka.kafka) {
        fail(Kafka,
             !t.clientCertRefused.isEmpty() ? t.clientCertRefused
             : t.kafka.closed
                 ? KS_TR("the broker closed the TLS connection without answering a Kafka request")
                 : KS_TR("not a Kafka port: after TLS, %1 did not answer a Kafka request%2")
                       .arg(m_hp->text(),
                            t.kafka.firstBytes.isEmpty()
                                ? QString()
                                : KS_TR(" (it said \"%1\")").arg(printable(t.kafka.firstBytes))));
        return false;
    }
    finish(Kafka, CheckStep::State::Passed,
           KS_TR("a Kafka broker answered over TLS (%1 API versions)").arg(t.kafka.apis));
    return true;
}

bool Checker::kafkaInClear()
{
    finish(Tls, CheckStep::State::Skipped,
           KS_TR("security.protocol %1 has no TLS").arg(m_result.securityProtocol));
    const ProbeAnswer a = probeKafkaPlain(m_fd.fd);
    if (a.kafka) {
        finish(Kafka, CheckStep::State::Passed,
               KS_TR("a Kafka broker answered (%1 API versions)").arg(a.apis));
        return true;
    }
    // A TLS listener hangs up on (or alerts at) a Kafka request in clear: try a TLS hello.
    QString err;
    Fd again = connectTo(m_resolved.addrs.first(), m_login.timeoutMs, err);
    TlsSettings loose;
    loose.verifyHostname = false;
    const TlsOutcome t = again.fd < 0 ? TlsOutcome{} : tlsProbe(again.fd, *m_hp, loose, false);
    fail(Kafka,
         (t.handshake || t.cert.valid())
             ? KS_TR("plaintext spoken to a TLS port: %1 speaks TLS (certificate "
                     "%2); use security.protocol %3")
                   .arg(m_hp->text(), t.cert.subject,
                        m_login.sasl ? QStringLiteral("SASL_SSL") : QStringLiteral("SSL"))
             : KS_TR("not a Kafka port: %1 %2")
                   .arg(m_hp->text(),
                        a.firstBytes.isEmpty()
                            ? (a.timedOut ? KS_TR("did not answer a Kafka request")
                                          : KS_TR("closed the connection on a Kafka request"))
                            : KS_TR("answered \"%1\", not Kafka").arg(printable(a.firstBytes))));
    return false;
}

} // namespace

bool ConnectionCheckResult::ok() const
{
    for (const CheckStep &s : steps)
        if (s.state == CheckStep::State::Failed)
            return false;
    return !steps.isEmpty();
}

QString ConnectionCheckResult::firstProblem() const
{
    for (const CheckStep &s : steps)
        if (s.state == CheckStep::State::Failed)
            return QStringLiteral("%1: %2").arg(s.name, s.problem);
    return {};
}

QJsonObject ConnectionCheckResult::toJson() const
{
    QJsonArray arr;
    for (const CheckStep &s : steps) {
        QJsonObject o{{QStringLiteral("step"), s.name},
                      {QStringLiteral("result"),
                       s.state == CheckStep::State::Passed   ? QStringLiteral("passed")
                       : s.state == CheckStep::State::Failed ? QStringLiteral("failed")
                                                             : QStringLiteral("skipped")},
                      {QStringLiteral("ms"), s.ms},
                      {QStringLiteral("detail"), s.detail}};
        if (!s.problem.isEmpty())
            o.insert(QStringLiteral("problem"), s.problem);
        arr.append(o);
    }
    QJsonObject o{{QStringLiteral("bootstrap"), bootstrap},
                  {QStringLiteral("security_protocol"), securityProtocol},
                  {QStringLiteral("ok"), ok()},
                  {QStringLiteral("verification_disabled"), verificationDisabled},
                  {QStringLiteral("steps"), arr}};
    if (!ok())
        o.insert(QStringLiteral("problem"), firstProblem());
    if (certificate.valid())
        o.insert(
            QStringLiteral("certificate"),
            QJsonObject{{QStringLiteral("subject"), certificate.subject},
                        {QStringLiteral("issuer"), certificate.issuer},
                        {QStringLiteral("not_before"), certificate.notBefore.toString(Qt::ISODate)},
                        {QStringLiteral("not_after"), certificate.notAfter.toString(Qt::ISODate)},
                        {QStringLiteral("subject_alt_names"),
                         QJsonArray::fromStringList(certificate.subjectAltNames)}});
    if (!debugLog.isEmpty())
        o.insert(QStringLiteral("debug_log"), debugLog);
    return o;
}

bool verificationDisabled(const QList<QPair<QString, QString>> &properties)
{
    if (!isTlsProtocol(prop(properties, QStringLiteral("security.protocol"))))
        return false;
    return prop(properties, QStringLiteral("enable.ssl.certificate.verification"))
                   .compare(QLatin1String("false"), Qt::CaseInsensitive) == 0 ||
           prop(properties, QStringLiteral("ssl.endpoint.identification.algorithm"))
                   .compare(QLatin1String("none"), Qt::CaseInsensitive) == 0;
}

bool verificationDisabled(const ConnectionProfile &profile)
{
    return verificationDisabled(profile.properties);
}

QString explainTlsFailure(const ConnectionProfile &profile, const QString &hostPort, int timeoutMs)
{
    const auto hp = parseHostPort(hostPort);
    if (!hp)
        return {};
    const Resolved r = resolve(*hp);
    for (const QByteArray &addr : r.addrs) {
        QString err;
        Fd fd = connectTo(addr, timeoutMs, err);
        if (fd.fd < 0)
            continue;
        const TlsSettings s = TlsSettings::from(profile);
        if (const QString own = clientCertProblem(s); !own.isEmpty())
            return own;
        const TlsOutcome t = tlsProbe(fd.fd, *hp, s, true);
        if (!t.setupError.isEmpty())
            return t.setupError;
        if (t.notTls)
            return KS_TR(
                "the port does not speak TLS (a PLAINTEXT or SASL_PLAINTEXT listener?): use "
                "security.protocol PLAINTEXT or SASL_PLAINTEXT for it");
        if (s.verifyCertificate && t.cert.valid())
            if (const QString words = verifyWords(t.verify, t.cert, *hp, s); !words.isEmpty())
                return words;
        return t.clientCertRefused;
    }
    return {};
}

QString explainPlaintextFailure(const QString &hostPort, int timeoutMs)
{
    const auto hp = parseHostPort(hostPort);
    if (!hp)
        return {};
    const Resolved r = resolve(*hp);
    if (r.addrs.isEmpty())
        return {};
    QString err;
    Fd plain = connectTo(r.addrs.first(), timeoutMs, err);
    if (plain.fd < 0)
        return {};
    const ProbeAnswer a = probeKafkaPlain(plain.fd);
    if (a.kafka)
        return {};
    Fd again = connectTo(r.addrs.first(), timeoutMs, err);
    if (again.fd < 0)
        return {};
    TlsSettings loose;
    loose.verifyHostname = false;
    const TlsOutcome t = tlsProbe(again.fd, *hp, loose, false);
    if (!t.handshake && !t.cert.valid())
        return {};
    return KS_TR("Plaintext spoken to a TLS port: %1 speaks TLS (certificate %2); use "
                 "security.protocol SSL or SASL_SSL")
        .arg(hp->text(), t.cert.subject);
}

ConnectionCheckResult checkConnection(const ConnectionProfile &profile,
                                      const ConnectionCheckOptions &options)
{
    return Checker(profile, options).run();
}

} // namespace kafscope
