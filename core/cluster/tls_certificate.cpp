#include "cluster/tls_probe.h"

#include <openssl/pem.h>
#include <openssl/x509v3.h>

#include <QFile>
#include <QTimeZone>

#include <arpa/inet.h>
#include <memory>
#include <netinet/in.h>
#include <sys/socket.h>

namespace kafscope::connprobe {

namespace {

QString nameText(X509_NAME *name)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
    X509_NAME_print_ex(bio.get(), name, 0, XN_FLAG_RFC2253);
    char *data = nullptr;
    const long n = BIO_get_mem_data(bio.get(), &data);
    return QString::fromUtf8(data, int(n));
}

QDateTime asn1Time(const ASN1_TIME *t)
{
    tm parts{};
    if (!t || ASN1_TIME_to_tm(t, &parts) != 1)
        return {};
    return QDateTime(QDate(parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday),
                     QTime(parts.tm_hour, parts.tm_min, parts.tm_sec), Qt::UTC);
}

} // namespace

CertificateInfo certInfo(X509 *cert)
{
    CertificateInfo c;
    if (!cert)
        return c;
    c.subject = nameText(X509_get_subject_name(cert));
    c.issuer = nameText(X509_get_issuer_name(cert));
    c.notBefore = asn1Time(X509_get0_notBefore(cert));
    c.notAfter = asn1Time(X509_get0_notAfter(cert));
    if (auto *names = static_cast<GENERAL_NAMES *>(
            X509_get_ext_d2i(cert, NID_subject_alt_name, nullptr, nullptr))) {
        for (int i = 0; i < sk_GENERAL_NAME_num(names); ++i) {
            const GENERAL_NAME *n = sk_GENERAL_NAME_value(names, i);
            if (n->type == GEN_DNS) {
                c.subjectAltNames << QStringLiteral("DNS:") +
                                         QString::fromLatin1(
                                             reinterpret_cast<const char *>(
                                                 ASN1_STRING_get0_data(n->d.dNSName)),
                                             ASN1_STRING_length(n->d.dNSName));
            } else if (n->type == GEN_IPADD) {
                const int len = ASN1_STRING_length(n->d.iPAddress);
                char buf[INET6_ADDRSTRLEN] = {};
                inet_ntop(len == 16 ? AF_INET6 : AF_INET, ASN1_STRING_get0_data(n->d.iPAddress),
                          buf, sizeof buf);
                c.subjectAltNames << QStringLiteral("IP:") + QString::fromLatin1(buf);
            }
        }
        GENERAL_NAMES_free(names);
    }
    return c;
}

QString dateText(const QDateTime &t)
{
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

QString verifyWords(long verify, const CertificateInfo &cert, const HostPort &hp,
                    const TlsSettings &s)
{
    const QString ca = !s.caPem.isEmpty() ? KS_TR("the CA in ssl.ca.pem")
                       : !s.caLocation.isEmpty()
                           ? KS_TR("the CA in %1 (ssl.ca.location)").arg(s.caLocation)
                           : KS_TR("the system's CA certificates");
    switch (verify) {
    case X509_V_OK: return {};
    case X509_V_ERR_CERT_HAS_EXPIRED:
        return KS_TR("certificate expired: the broker's certificate (%1) expired on %2")
            .arg(cert.subject, dateText(cert.notAfter));
    case X509_V_ERR_CERT_NOT_YET_VALID:
        return KS_TR("certificate not yet valid: the broker's certificate (%1) is valid "
                     "from %2 (check this "
                     "machine's clock)")
            .arg(cert.subject, dateText(cert.notBefore));
    case X509_V_ERR_HOSTNAME_MISMATCH:
    case X509_V_ERR_IP_ADDRESS_MISMATCH:
        return KS_TR(
                   "hostname mismatch: the broker's certificate is for %1, not %2; connect by one "
                   "of those "
                   "names (turning ssl.endpoint.identification.algorithm off is for tests only)")
            .arg(cert.subjectAltNames.isEmpty() ? cert.subject
                                                : cert.subjectAltNames.join(QStringLiteral(", ")),
                 hp.host);
    case X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT:
    case X509_V_ERR_SELF_SIGNED_CERT_IN_CHAIN:
    case X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT:
    case X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
    case X509_V_ERR_UNABLE_TO_VERIFY_LEAF_SIGNATURE:
    case X509_V_ERR_CERT_UNTRUSTED:
    case X509_V_ERR_CERT_SIGNATURE_FAILURE:
        return KS_TR("certificate not trusted: the broker's certificate (%1) was issued "
                     "by %2, which %3 does "
                     "not vouch for; set ssl.ca.location to the cluster's CA certificate")
            .arg(cert.subject, cert.issuer, ca);
    default:
        return KS_TR("the broker's certificate (%1) did not verify: %2")
            .arg(cert.subject, QString::fromLatin1(X509_verify_cert_error_string(verify)));
    }
}

QString clientCertProblem(const TlsSettings &s)
{
    X509 *x = nullptr;
    if (!s.certLocation.isEmpty()) {
        QFile f(s.certLocation);
        if (!f.open(QIODevice::ReadOnly))
            return KS_TR("Cannot read ssl.certificate.location %1").arg(s.certLocation);
        const QByteArray pem = f.readAll();
        std::unique_ptr<BIO, decltype(&BIO_free)> bio(
            BIO_new_mem_buf(pem.constData(), int(pem.size())), BIO_free);
        x = PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr);
    }
    if (!x)
        return {};
    const CertificateInfo c = certInfo(x);
    X509_free(x);
    if (c.notAfter.isValid() && c.notAfter < QDateTime::currentDateTimeUtc())
        return KS_TR("certificate expired: your client certificate (%1, "
                     "ssl.certificate.location) expired on %2")
            .arg(c.subject, dateText(c.notAfter));
    return {};
}

} // namespace kafscope::connprobe
