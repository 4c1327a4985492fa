#include "cluster/connection_check.h"
#include "common/translations.h"

#include "cluster/kafka_client.h"

#include <librdkafka/rdkafka.h>
#include <openssl/err.h>
#include <openssl/pkcs12.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QMutex>
#include <QRegularExpression>
#include <QTimeZone>

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <csignal>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

#include <memory>

namespace kafscope {

namespace {

QString prop(const QList<QPair<QString, QString>> &props, const QString &key)
{
    QString v;
    for (const auto &[k, value] : props)
        if (k == key)
            v = value;
    return v;
}

bool isTlsProtocol(const QString &protocol)
{
    return protocol.compare(QLatin1String("SSL"), Qt::CaseInsensitive) == 0 ||
           protocol.compare(QLatin1String("SASL_SSL"), Qt::CaseInsensitive) == 0;
}

bool isSaslProtocol(const QString &protocol)
{
    return protocol.startsWith(QLatin1String("SASL_"), Qt::CaseInsensitive);
}

struct HostPort {
    QString host;
    int port = 0;
    QString text() const
    {
        return host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2").arg(host).arg(port)
                                               : QStringLiteral("%1:%2").arg(host).arg(port);
    }
};

std::optional<HostPort> parseHostPort(QString server)
{
    server = server.trimmed();
    if (const qsizetype scheme = server.indexOf(QLatin1String("://")); scheme >= 0)
        server = server.mid(scheme + 3);
    HostPort hp;
    qsizetype colon = server.lastIndexOf(QLatin1Char(':'));
    if (server.startsWith(QLatin1Char('['))) {
        const qsizetype close = server.indexOf(QLatin1Char(']'));
        if (close < 0)
            return std::nullopt;
        hp.host = server.mid(1, close - 1);
        colon = server.indexOf(QLatin1Char(':'), close);
    } else {
        hp.host = server.left(colon);
    }
    bool ok = false;
    hp.port = colon < 0 ? 9092 : server.mid(colon + 1).toInt(&ok);
    if (colon < 0) {
        hp.host = server;
        ok = true;
    }
    if (!ok || hp.host.isEmpty() || hp.port <= 0 || hp.port > 65535)
        return std::nullopt;
    return hp;
}

bool isIpAddress(const QString &host)
{
    in6_addr a6;
    in_addr a4;
    const QByteArray h = host.toLatin1();
    return inet_pton(AF_INET, h.constData(), &a4) == 1 ||
           inet_pton(AF_INET6, h.constData(), &a6) == 1;
}

// ---- sockets -------------------------------------------------------------------------------

struct Fd {
    int fd = -1;
    Fd() = default;
    explicit Fd(int f) : fd(f) {}
    Fd(Fd &&o) noexcept : fd(o.fd) { o.fd = -1; }
    Fd &operator=(Fd &&o) noexcept
    {
        std::swap(fd, o.fd);
        return *this;
    }
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

struct Resolved {
    QList<QByteArray> addrs; // sockaddr bytes
    QStringList text;
    QString error;
};

Resolved resolve(const HostPort &hp)
{
    Resolved r;
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *res = nullptr;
    const int rc = ::getaddrinfo(hp.host.toUtf8().constData(),
                                 QByteArray::number(hp.port).constData(), &hints, &res);
    if (rc != 0) {
        r.error = QString::fromLocal8Bit(gai_strerror(rc));
        return r;
    }
    for (addrinfo *ai = res; ai; ai = ai->ai_next) {
        char buf[INET6_ADDRSTRLEN] = {};
        const void *src =
            ai->ai_family == AF_INET
                ? static_cast<const void *>(&reinterpret_cast<sockaddr_in *>(ai->ai_addr)->sin_addr)
                : static_cast<const void *>(
                      &reinterpret_cast<sockaddr_in6 *>(ai->ai_addr)->sin6_addr);
        inet_ntop(ai->ai_family, src, buf, sizeof buf);
        const QString t = QString::fromLatin1(buf);
        if (r.text.contains(t))
            continue;
        r.text << t;
        r.addrs << QByteArray(reinterpret_cast<const char *>(ai->ai_addr), int(ai->ai_addrlen));
    }
    ::freeaddrinfo(res);
    return r;
}

// Connects within timeoutMs; on failure `error` says why ("connection refused", "no answer ...").
Fd connectTo(const QByteArray &addr, int timeoutMs, QString &error)
{
    const auto *sa = reinterpret_cast<const sockaddr *>(addr.constData());
    Fd s(::socket(sa->sa_family, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (s.fd < 0) {
        error = QString::fromLocal8Bit(strerror(errno));
        return Fd();
    }
    const int flags = ::fcntl(s.fd, F_GETFL, 0);
    ::fcntl(s.fd, F_SETFL, flags | O_NONBLOCK);
    if (::connect(s.fd, sa, socklen_t(addr.size())) != 0 && errno != EINPROGRESS) {
        error = QString::fromLocal8Bit(strerror(errno)).toLower();
        return Fd();
    }
    pollfd p{s.fd, POLLOUT, 0};
    const int rc = ::poll(&p, 1, timeoutMs);
    if (rc == 0) {
        error = KS_TR("no answer within %1 ms").arg(timeoutMs);
        return Fd();
    }
    int soErr = 0;
    socklen_t len = sizeof soErr;
    ::getsockopt(s.fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
    if (rc < 0 || soErr != 0) {
        error = QString::fromLocal8Bit(strerror(soErr ? soErr : errno)).toLower();
        return Fd();
    }
    ::fcntl(s.fd, F_SETFL, flags & ~O_NONBLOCK);
    timeval tv{timeoutMs / 1000, (timeoutMs % 1000) * 1000};
    ::setsockopt(s.fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(s.fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    return s;
}

// ---- the Kafka probe ---------------------------------------------------------------------------

constexpr qint32 kCorrelation = 0x4b53;

QByteArray apiVersionsRequest()
{
    const QByteArray clientId("kafscope-connect-test");
    QByteArray body;
    auto be16 = [&body](quint16 v) { body.append(char(v >> 8)).append(char(v & 0xff)); };
    auto be32 = [&body](quint32 v) {
        body.append(char(v >> 24))
            .append(char((v >> 16) & 0xff))
            .append(char((v >> 8) & 0xff))
            .append(char(v & 0xff));
    };
    be16(18); // ApiVersions
    be16(0);
    be32(kCorrelation);
    be16(quint16(clientId.size()));
    body += clientId;
    QByteArray out;
    const quint32 n = quint32(body.size());
    out.append(char(n >> 24))
        .append(char((n >> 16) & 0xff))
        .append(char((n >> 8) & 0xff))
        .append(char(n & 0xff));
    return out + body;
}

qint32 be32At(const QByteArray &b, int at)
{
    return qint32((quint32(quint8(b[at])) << 24) | (quint32(quint8(b[at + 1])) << 16) |
                  (quint32(quint8(b[at + 2])) << 8) | quint32(quint8(b[at + 3])));
}

struct ProbeAnswer {
    bool kafka = false;
    int apis = 0;
    QByteArray firstBytes; // what came back, when it was not Kafka
    bool closed = false;   // the peer closed without a byte
    bool timedOut = false;
    QString ioError;
};

// Sends ApiVersions v0 and reads the answer through `write`/`read` (plain socket or TLS).
template <typename W, typename R> ProbeAnswer probeKafka(W write, R read)
{
    ProbeAnswer a;
    const QByteArray req = apiVersionsRequest();
    if (!write(req)) {
        a.ioError = KS_TR("the request could not be sent");
        return a;
    }
    QByteArray got;
    while (got.size() < 10) {
        char buf[4096];
        const int n = read(buf, int(sizeof buf));
        if (n == 0) {
            a.closed = got.isEmpty();
            break;
        }
        if (n < 0) {
            a.timedOut = n == -2;
            if (n == -1)
                a.ioError = KS_TR("read failed");
            break;
        }
        got.append(buf, n);
    }
    if (got.size() >= 10) {
        const qint32 size = be32At(got, 0);
        if (size >= 6 && size < 1 << 20 && be32At(got, 4) == kCorrelation) {
            a.kafka = true;
            a.apis = got.size() >= 14 ? be32At(got, 10) : 0;
            return a;
        }
    }
    a.firstBytes = got.left(64);
    return a;
}

QString printable(const QByteArray &bytes)
{
    QString out;
    for (char c : bytes)
        out += (c >= 32 && c < 127) ? QLatin1Char(c) : QLatin1Char('.');
    return out.trimmed();
}

// ---- TLS -----------------------------------------------------------------------------------

struct TlsSettings {
    QString caLocation, caPem, certLocation, keyLocation, keyPassword, certPem, keyPem, keystore,
        keystorePassword;
    bool verifyHostname = true;
    bool verifyCertificate = true;
    static TlsSettings from(const ConnectionProfile &p)
    {
        const auto &pr = p.properties;
        TlsSettings s;
        s.caLocation = prop(pr, QStringLiteral("ssl.ca.location"));
        s.caPem = prop(pr, QStringLiteral("ssl.ca.pem"));
        s.certLocation = prop(pr, QStringLiteral("ssl.certificate.location"));
        s.keyLocation = prop(pr, QStringLiteral("ssl.key.location"));
        s.keyPassword = prop(pr, QStringLiteral("ssl.key.password"));
        s.certPem = prop(pr, QStringLiteral("ssl.certificate.pem"));
        s.keyPem = prop(pr, QStringLiteral("ssl.key.pem"));
        s.keystore = prop(pr, QStringLiteral("ssl.keystore.location"));
        s.keystorePassword = prop(pr, QStringLiteral("ssl.keystore.password"));
        s.verifyHostname = prop(pr, QStringLiteral("ssl.endpoint.identification.algorithm"))
                               .compare(QLatin1String("none"), Qt::CaseInsensitive) != 0;
        s.verifyCertificate = prop(pr, QStringLiteral("enable.ssl.certificate.verification"))
                                  .compare(QLatin1String("false"), Qt::CaseInsensitive) != 0;
        return s;
    }
    bool hasClientCert() const
    {
        return !certLocation.isEmpty() || !certPem.isEmpty() || !keystore.isEmpty();
    }
};

QString opensslErrors()
{
    QStringList out;
    while (unsigned long e = ERR_get_error()) {
        char buf[256];
        ERR_error_string_n(e, buf, sizeof buf);
        out << QString::fromLatin1(buf);
    }
    return out.join(QStringLiteral("; "));
}

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

int passwordCallback(char *buf, int size, int, void *userdata)
{
    const QByteArray *pw = static_cast<const QByteArray *>(userdata);
    const int n = qMin(size, int(pw->size()));
    memcpy(buf, pw->constData(), size_t(n));
    return n;
}

// Loads the CA and the client certificate as librdkafka would; false with `error` when a file is
// wrong.
bool setUpContext(SSL_CTX *ctx, const TlsSettings &s, QByteArray &keyPassword, QString &error)
{
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    if (!s.caPem.isEmpty()) {
        std::unique_ptr<BIO, decltype(&BIO_free)> bio(
            BIO_new_mem_buf(s.caPem.toUtf8().constData(), -1), BIO_free);
        X509_STORE *store = SSL_CTX_get_cert_store(ctx);
        int added = 0;
        while (X509 *x = PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr)) {
            added += X509_STORE_add_cert(store, x);
            X509_free(x);
        }
        ERR_clear_error();
        if (!added) {
            error = KS_TR("ssl.ca.pem holds no certificate");
            return false;
        }
    } else if (!s.caLocation.isEmpty() && s.caLocation != QLatin1String("probe")) {
        const QFileInfo fi(s.caLocation);
        if (!fi.exists()) {
            error = KS_TR("ssl.ca.location %1 does not exist").arg(s.caLocation);
            return false;
        }
        const QByteArray path = QFile::encodeName(s.caLocation);
        if (SSL_CTX_load_verify_locations(ctx, fi.isDir() ? nullptr : path.constData(),
                                          fi.isDir() ? path.constData() : nullptr) != 1) {
            error = KS_TR("ssl.ca.location %1 is not a PEM CA file: %2")
                        .arg(s.caLocation, opensslErrors());
            return false;
        }
    } else {
        SSL_CTX_set_default_verify_paths(ctx);
    }
    keyPassword = s.keyPassword.toUtf8();
    SSL_CTX_set_default_passwd_cb(ctx, passwordCallback);
    SSL_CTX_set_default_passwd_cb_userdata(ctx, &keyPassword);
    if (!s.keystore.isEmpty()) {
        QFile f(s.keystore);
        if (!f.open(QIODevice::ReadOnly)) {
            error = KS_TR("Cannot read ssl.keystore.location %1").arg(s.keystore);
            return false;
        }
        const QByteArray der = f.readAll();
        const unsigned char *p = reinterpret_cast<const unsigned char *>(der.constData());
        PKCS12 *p12 = d2i_PKCS12(nullptr, &p, long(der.size()));
        EVP_PKEY *key = nullptr;
        X509 *cert = nullptr;
        STACK_OF(X509) *chain = nullptr;
        const bool parsed = p12 && PKCS12_parse(p12, s.keystorePassword.toUtf8().constData(), &key,
                                                &cert, &chain) == 1;
        if (p12)
            PKCS12_free(p12);
        if (!parsed) {
            error = KS_TR("ssl.keystore.location %1 is not a PKCS#12 file this password opens")
                        .arg(s.keystore);
            ERR_clear_error();
            return false;
        }
        SSL_CTX_use_certificate(ctx, cert);
        SSL_CTX_use_PrivateKey(ctx, key);
        for (int i = 0; chain && i < sk_X509_num(chain); ++i)
            SSL_CTX_add1_chain_cert(ctx, sk_X509_value(chain, i));
        X509_free(cert);
        EVP_PKEY_free(key);
        sk_X509_pop_free(chain, X509_free);
    } else if (!s.certLocation.isEmpty() || !s.certPem.isEmpty()) {
        bool ok = true;
        if (!s.certLocation.isEmpty())
            ok = SSL_CTX_use_certificate_chain_file(
                     ctx, QFile::encodeName(s.certLocation).constData()) == 1;
        else {
            std::unique_ptr<BIO, decltype(&BIO_free)> bio(
                BIO_new_mem_buf(s.certPem.toUtf8().constData(), -1), BIO_free);
            X509 *x = PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr);
            ok = x && SSL_CTX_use_certificate(ctx, x) == 1;
            X509_free(x);
        }
        if (!ok) {
            error = KS_TR("The client certificate cannot be read: %1").arg(opensslErrors());
            return false;
        }
        if (!s.keyLocation.isEmpty())
            ok = SSL_CTX_use_PrivateKey_file(ctx, QFile::encodeName(s.keyLocation).constData(),
                                             SSL_FILETYPE_PEM) == 1;
        else if (!s.keyPem.isEmpty()) {
            std::unique_ptr<BIO, decltype(&BIO_free)> bio(
                BIO_new_mem_buf(s.keyPem.toUtf8().constData(), -1), BIO_free);
            EVP_PKEY *k =
                PEM_read_bio_PrivateKey(bio.get(), nullptr, passwordCallback, &keyPassword);
            ok = k && SSL_CTX_use_PrivateKey(ctx, k) == 1;
            EVP_PKEY_free(k);
        }
        if (!ok || SSL_CTX_check_private_key(ctx) != 1) {
            error = KS_TR("The client key cannot be read or does not match the certificate (check "
                          "ssl.key.location and ssl.key.password): %1")
                        .arg(opensslErrors());
            return false;
        }
    }
    return true;
}

QString alertWords(const QString &err, bool hasClientCert)
{
    const QString e = err.toLower();
    if (e.contains(QLatin1String("certificate required")) ||
        (!hasClientCert && (e.contains(QLatin1String("bad certificate")) ||
                            e.contains(QLatin1String("handshake failure")))))
        return KS_TR(
            "the listener requires a client certificate (mutual TLS): set ssl.certificate.location "
            "and ssl.key.location, or ssl.keystore.location");
    if (e.contains(QLatin1String("certificate expired")))
        return KS_TR("the broker refused the client certificate: it has expired");
    if (e.contains(QLatin1String("unknown ca")) || e.contains(QLatin1String("bad certificate")) ||
        e.contains(QLatin1String("certificate unknown")) ||
        e.contains(QLatin1String("handshake failure")))
        return KS_TR("the broker refused the client certificate: it is not signed by a CA "
                     "the broker trusts, "
                     "or has expired (%1)")
            .arg(err);
    return {};
}

// OpenSSL writes to the socket with write(): a peer that already hung up would kill the process
// with SIGPIPE. Blocked on this thread for the probe; one that arrived meanwhile is consumed.
class SigpipeGuard {
public:
    SigpipeGuard()
    {
        sigemptyset(&m_pipe);
        sigaddset(&m_pipe, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &m_pipe, &m_old);
    }
    ~SigpipeGuard()
    {
        sigset_t pending;
        sigpending(&pending);
        if (sigismember(&pending, SIGPIPE)) {
            const timespec zero{0, 0};
            sigtimedwait(&m_pipe, nullptr, &zero);
        }
        pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
    }

private:
    sigset_t m_pipe, m_old;
};

TlsOutcome tlsProbe(int fd, const HostPort &hp, const TlsSettings &s, bool askKafka)
{
    const SigpipeGuard noSigpipe;
    TlsOutcome out;
    std::unique_ptr<SSL_CTX, decltype(&SSL_CTX_free)> ctx(SSL_CTX_new(TLS_client_method()),
                                                          SSL_CTX_free);
    QByteArray keyPassword;
    if (!setUpContext(ctx.get(), s, keyPassword, out.setupError))
        return out;
    SSL_CTX_set_verify(ctx.get(), SSL_VERIFY_NONE,
                       nullptr); // finish the handshake, read the result after
    std::unique_ptr<SSL, decltype(&SSL_free)> ssl(SSL_new(ctx.get()), SSL_free);
    SSL_set_fd(ssl.get(), fd);
    const QByteArray host = hp.host.toUtf8();
    if (!isIpAddress(hp.host))
        SSL_set_tlsext_host_name(ssl.get(), host.constData());
    if (s.verifyHostname) {
        X509_VERIFY_PARAM *param = SSL_get0_param(ssl.get());
        if (isIpAddress(hp.host))
            X509_VERIFY_PARAM_set1_ip_asc(param, host.constData());
        else
            X509_VERIFY_PARAM_set1_host(param, host.constData(), 0);
    }
    ERR_clear_error();
    const int rc = SSL_connect(ssl.get());
    if (X509 *peer = SSL_get1_peer_certificate(ssl.get())) {
        out.cert = certInfo(peer);
        X509_free(peer);
    }
    if (rc != 1) {
        const int e = SSL_get_error(ssl.get(), rc);
        QString text = opensslErrors();
        if (text.isEmpty())
            text = e == SSL_ERROR_SYSCALL ? KS_TR("the connection was closed during the handshake")
                                          : KS_TR("handshake error %1").arg(e);
        out.handshakeError = text;
        const QString lower = text.toLower();
        out.notTls =
            !out.cert.valid() && (lower.contains(QLatin1String("wrong version number")) ||
                                  lower.contains(QLatin1String("packet length too long")) ||
                                  lower.contains(QLatin1String("record layer failure")) ||
                                  lower.contains(QLatin1String("unexpected eof")) ||
                                  lower.contains(QLatin1String("closed during the handshake")) ||
                                  lower.contains(QLatin1String("http request")));
        out.clientCertRefused = alertWords(text, s.hasClientCert());
        out.verify = SSL_get_verify_result(ssl.get());
        return out;
    }
    out.handshake = true;
    out.protocolVersion = QString::fromLatin1(SSL_get_version(ssl.get()));
    out.verify = SSL_get_verify_result(ssl.get());
    if (askKafka) {
        // With TLS 1.3 a refused client certificate shows only now, as an alert instead of the
        // answer.
        SSL *raw = ssl.get();
        out.kafka = probeKafka(
            [raw](const QByteArray &b) {
                return SSL_write(raw, b.constData(), int(b.size())) == b.size();
            },
            [raw](char *buf, int size) {
                ERR_clear_error();
                const int n = SSL_read(raw, buf, size);
                if (n > 0)
                    return n;
                const int e = SSL_get_error(raw, n);
                if (e == SSL_ERROR_ZERO_RETURN)
                    return 0;
                if (e == SSL_ERROR_SYSCALL && (errno == EAGAIN || errno == EWOULDBLOCK))
                    return -2;
                return -1;
            });
        if (!out.kafka.kafka) {
            const QString text = opensslErrors();
            if (!text.isEmpty()) {
                out.kafka.ioError = text;
                out.clientCertRefused = alertWords(text, s.hasClientCert());
            }
        }
    }
    SSL_shutdown(ssl.get());
    return out;
}

// Plain words for a failed certificate verification.
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

// The local client certificate's own dates, before any connection.
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

// ---- librdkafka ------------------------------------------------------------------------------

struct RdState {
    QMutex mutex;
    QElapsedTimer clock;
    QStringList log;
    bool keepLog = false;
    qint64 authenticatedAt = -1;
    QString principal;
    QString securityError;
    QString transportError;
    QString oidcError;
};

QString saslWords(const QString &phrased, const QString &mechanism, const QString &user)
{
    if (phrased.startsWith(QLatin1String("Authentication failed"))) {
        if (mechanism.compare(QLatin1String("OAUTHBEARER"), Qt::CaseInsensitive) == 0)
            return KS_TR("the broker refused the token (its signature, audience, or expiry) — %1")
                .arg(phrased);
        return KS_TR("wrong user or password: the broker refused %1 logging in with %2 — %3")
            .arg(user.isEmpty() ? KS_TR("the user") : user, mechanism, phrased);
    }
    return phrased;
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
    const int raw = plain.fd;
    const ProbeAnswer a = probeKafka(
        [raw](const QByteArray &b) {
            return ::send(raw, b.constData(), size_t(b.size()), MSG_NOSIGNAL) == b.size();
        },
        [raw](char *buf, int size) {
            const ssize_t n = ::recv(raw, buf, size_t(size), 0);
            return n < 0 ? ((errno == EAGAIN || errno == EWOULDBLOCK) ? -2 : -1) : int(n);
        });
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
    ConnectionCheckResult result;
    const int timeoutMs =
        options.stepTimeoutMs > 0 ? options.stepTimeoutMs : qMax(1000, profile.timeoutMs);
    const QString protocol =
        prop(profile.properties, QStringLiteral("security.protocol")).toUpper();
    result.securityProtocol = protocol.isEmpty() ? QStringLiteral("PLAINTEXT") : protocol;
    result.verificationDisabled = verificationDisabled(profile);
    const bool tls = isTlsProtocol(result.securityProtocol);
    const bool sasl = isSaslProtocol(result.securityProtocol);
    const QString mechanism = [&] {
        QString m = prop(profile.properties, QStringLiteral("sasl.mechanisms"));
        if (m.isEmpty())
            m = prop(profile.properties, QStringLiteral("sasl.mechanism"));
        return m.isEmpty() ? QStringLiteral("GSSAPI") : m.toUpper();
    }();
    const QString user = prop(profile.properties, QStringLiteral("sasl.username"));
    const QStringList names{QStringLiteral("DNS"),  QStringLiteral("TCP"),
                            QStringLiteral("TLS"),  QStringLiteral("Kafka"),
                            QStringLiteral("SASL"), QStringLiteral("Metadata")};
    QElapsedTimer stepTimer;
    auto finish = [&](const QString &name, CheckStep::State state, const QString &detail,
                      const QString &problem = {}) {
        CheckStep s{name, state, state == CheckStep::State::Skipped ? 0 : stepTimer.elapsed(),
                    detail, problem};
        result.steps << s;
        if (options.onStep)
            options.onStep(s);
        stepTimer.restart();
    };
    auto skipRest = [&](const QString &why) {
        for (qsizetype i = result.steps.size(); i < names.size(); ++i)
            finish(names[i], CheckStep::State::Skipped, why);
    };
    stepTimer.start();

    const QString first =
        profile.bootstrap.split(QLatin1Char(','), Qt::SkipEmptyParts).value(0).trimmed();
    result.bootstrap = first;
    const auto hp = parseHostPort(first);
    if (!hp) {
        finish(names[0], CheckStep::State::Failed, {},
               QStringLiteral(
                   "\"%1\" is not host:port; give the bootstrap servers as host:port[,host:port]")
                   .arg(first));
        skipRest(KS_TR("not tried"));
        return result;
    }
    // 1. DNS
    const Resolved resolved = resolve(*hp);
    if (resolved.addrs.isEmpty()) {
        finish(names[0], CheckStep::State::Failed, {},
               KS_TR("the name %1 is unknown (%2): check its spelling, the VPN or the DNS")
                   .arg(hp->host, resolved.error));
        skipRest(KS_TR("not tried"));
        return result;
    }
    finish(names[0], CheckStep::State::Passed,
           QStringLiteral("%1 is %2").arg(hp->host, resolved.text.join(QStringLiteral(", "))));

    // 2. TCP
    Fd fd;
    QString tcpError, address;
    for (int i = 0; i < resolved.addrs.size() && fd.fd < 0; ++i) {
        fd = connectTo(resolved.addrs[i], timeoutMs, tcpError);
        address = resolved.text[i];
    }
    if (fd.fd < 0) {
        const QString why =
            tcpError.contains(QLatin1String("refused"))
                ? KS_TR("nothing listens on %1 (connection refused): check the port and that "
                        "the broker runs")
                      .arg(hp->text())
                : KS_TR("cannot reach %1 — %2 (a firewall, a wrong address, or a VPN that is off?)")
                      .arg(hp->text(), tcpError);
        finish(names[1], CheckStep::State::Failed, {}, why);
        skipRest(KS_TR("not tried"));
        return result;
    }
    finish(names[1], CheckStep::State::Passed,
           KS_TR("connected to %1 port %2").arg(address).arg(hp->port));

    // 3. TLS and 4. Kafka
    const TlsSettings tlsSettings = TlsSettings::from(profile);
    if (tls) {
        if (const QString own = clientCertProblem(tlsSettings); !own.isEmpty()) {
            finish(names[2], CheckStep::State::Failed, {}, own);
            skipRest(KS_TR("not tried"));
            return result;
        }
        const TlsOutcome t = tlsProbe(fd.fd, *hp, tlsSettings, true);
        result.certificate = t.cert;
        QString certText;
        if (t.cert.valid())
            certText = KS_TR("certificate %1, issued by %2, valid %3 to %4%5")
                           .arg(t.cert.subject, t.cert.issuer, dateText(t.cert.notBefore),
                                dateText(t.cert.notAfter),
                                t.cert.subjectAltNames.isEmpty()
                                    ? QString()
                                    : QStringLiteral(", for ") +
                                          t.cert.subjectAltNames.join(QStringLiteral(", ")));
        QString problem;
        if (!t.setupError.isEmpty())
            problem = t.setupError;
        else if (t.notTls) {
            // Does the port speak Kafka without TLS?
            QString err;
            Fd plain = connectTo(resolved.addrs.first(), timeoutMs, err);
            const ProbeAnswer a =
                plain.fd < 0
                    ? ProbeAnswer{}
                    : probeKafka(
                          [&plain](const QByteArray &b) {
                              return ::send(plain.fd, b.constData(), size_t(b.size()),
                                            MSG_NOSIGNAL) == b.size();
                          },
                          [&plain](char *buf, int size) {
                              const ssize_t n = ::recv(plain.fd, buf, size_t(size), 0);
                              return n < 0 ? ((errno == EAGAIN || errno == EWOULDBLOCK) ? -2 : -1)
                                           : int(n);
                          });
            problem =
                a.kafka
                    ? KS_TR(
                          "TLS spoken to a plaintext port: %1 is a Kafka listener without TLS; use "
                          "security.protocol %2 (or the cluster's TLS port)")
                          .arg(hp->text(), sasl ? QStringLiteral("SASL_PLAINTEXT")
                                                : KS_TR("PLAINTEXT or SASL_PLAINTEXT"))
                    : KS_TR("not a Kafka port: %1 does not speak TLS (%2)")
                          .arg(hp->text(), t.handshakeError);
        } else if (!t.handshake && !t.clientCertRefused.isEmpty())
            problem = t.clientCertRefused;
        else if (!t.handshake && tlsSettings.verifyCertificate && t.verify != X509_V_OK)
            problem = verifyWords(t.verify, t.cert, *hp, tlsSettings);
        else if (!t.handshake)
            problem = KS_TR("TLS handshake failed: %1").arg(t.handshakeError);
        else if (t.verify != X509_V_OK && tlsSettings.verifyCertificate)
            problem = verifyWords(t.verify, t.cert, *hp, tlsSettings);
        if (!problem.isEmpty()) {
            finish(names[2], CheckStep::State::Failed, certText, problem);
            skipRest(KS_TR("not tried"));
            return result;
        }
        QString detail = t.protocolVersion + QStringLiteral(", ") + certText;
        if (t.verify != X509_V_OK)
            detail += QStringLiteral(" — NOT VERIFIED (%1; verification is off)")
                          .arg(verifyWords(t.verify, t.cert, *hp, tlsSettings));
        else if (result.verificationDisabled)
            detail += QStringLiteral(" — hostname verification is off");
        else
            detail += QStringLiteral(" — verified");
        finish(names[2], CheckStep::State::Passed, detail);
        if (!t.kafka.kafka) {
            finish(
                names[3], CheckStep::State::Failed, {},
                !t.clientCertRefused.isEmpty() ? t.clientCertRefused
                : t.kafka.closed
                    ? KS_TR(
                          "the broker closed the TLS connection without answering a Kafka request")
                    : KS_TR("not a Kafka port: after TLS, %1 did not answer a Kafka request%2")
                          .arg(hp->text(), t.kafka.firstBytes.isEmpty()
                                               ? QString()
                                               : QStringLiteral(" (it said \"%1\")")
                                                     .arg(printable(t.kafka.firstBytes))));
            skipRest(KS_TR("not tried"));
            return result;
        }
        finish(names[3], CheckStep::State::Passed,
               KS_TR("a Kafka broker answered over TLS (%1 API versions)").arg(t.kafka.apis));
    } else {
        finish(names[2], CheckStep::State::Skipped,
               KS_TR("security.protocol %1 has no TLS").arg(result.securityProtocol));
        const int raw = fd.fd;
        const ProbeAnswer a = probeKafka(
            [raw](const QByteArray &b) {
                return ::send(raw, b.constData(), size_t(b.size()), MSG_NOSIGNAL) == b.size();
            },
            [raw](char *buf, int size) {
                const ssize_t n = ::recv(raw, buf, size_t(size), 0);
                return n < 0 ? ((errno == EAGAIN || errno == EWOULDBLOCK) ? -2 : -1) : int(n);
            });
        if (!a.kafka) {
            // A TLS listener hangs up on (or alerts at) a Kafka request in clear: try a TLS hello.
            QString err;
            Fd again = connectTo(resolved.addrs.first(), timeoutMs, err);
            TlsSettings loose;
            loose.verifyHostname = false;
            const TlsOutcome t =
                again.fd < 0 ? TlsOutcome{} : tlsProbe(again.fd, *hp, loose, false);
            const QString problem =
                (t.handshake || t.cert.valid())
                    ? KS_TR("plaintext spoken to a TLS port: %1 speaks TLS (certificate "
                            "%2); use security.protocol %3")
                          .arg(hp->text(), t.cert.subject,
                               sasl ? QStringLiteral("SASL_SSL") : QStringLiteral("SSL"))
                    : KS_TR("not a Kafka port: %1 %2")
                          .arg(hp->text(),
                               a.firstBytes.isEmpty()
                                   ? (a.timedOut
                                          ? KS_TR("did not answer a Kafka request")
                                          : KS_TR("closed the connection on a Kafka request"))
                                   : KS_TR("answered \"%1\", not Kafka")
                                         .arg(printable(a.firstBytes)));
            finish(names[3], CheckStep::State::Failed, {}, problem);
            skipRest(KS_TR("not tried"));
            return result;
        }
        finish(names[3], CheckStep::State::Passed,
               KS_TR("a Kafka broker answered (%1 API versions)").arg(a.apis));
    }
    fd = Fd();

    // 5. SASL and 6. Metadata, through librdkafka as every command connects.
    RdState state;
    state.keepLog = options.debugLog;
    ConnectionProfile p = profile;
    p.properties << qMakePair(QStringLiteral("debug"), options.debugLog
                                                           ? QStringLiteral("security,broker")
                                                           : QStringLiteral("security"));
    auto conf = buildKafkaConf(p, QStringLiteral("connect-test"));
    if (!conf) {
        finish(names[4], CheckStep::State::Failed, {}, conf.error().message());
        skipRest(KS_TR("not tried"));
        return result;
    }
    rd_kafka_conf_set_opaque(*conf, &state);
    rd_kafka_conf_set_log_cb(
        *conf, [](const rd_kafka_t *rk, int, const char *fac, const char *buf) {
            auto *st = static_cast<RdState *>(rd_kafka_opaque(rk));
            const QString line = QString::fromUtf8(buf);
            QMutexLocker lock(&st->mutex);
            if (st->keepLog)
                st->log << QStringLiteral("+%1ms %2 %3")
                               .arg(st->clock.elapsed())
                               .arg(QString::fromUtf8(fac), line);
            static const QRegularExpression authRe(
                QStringLiteral("Authenticated as (.+?) using (\\S+)"));
            static const QRegularExpression oauthRe(
                QStringLiteral("OAUTHBEARER authentication successful \\(principal=([^)]*)\\)"));
            if (st->authenticatedAt < 0) {
                if (auto m = authRe.match(line); m.hasMatch()) {
                    st->authenticatedAt = st->clock.elapsed();
                    st->principal = m.captured(1);
                } else if (auto m2 = oauthRe.match(line); m2.hasMatch()) {
                    st->authenticatedAt = st->clock.elapsed();
                    st->principal = m2.captured(1);
                }
            }
        });
    rd_kafka_conf_set_error_cb(*conf, [](rd_kafka_t *rk, int err, const char *reason, void *) {
        auto *st = static_cast<RdState *>(rd_kafka_opaque(rk));
        const QString text = QString::fromUtf8(reason);
        QMutexLocker lock(&st->mutex);
        if (text.contains(QLatin1String("OAUTHBEARER"), Qt::CaseInsensitive) &&
            text.contains(QLatin1String("token"), Qt::CaseInsensitive) &&
            !text.contains(QLatin1String("SASL authentication error")))
            st->oidcError = text;
        else if (const QString s = phraseSecurityError(err, text); !s.isEmpty())
            st->securityError = s;
        else if (const QString t = phraseTransportError(text); !t.isEmpty())
            st->transportError = t;
        if (st->keepLog)
            st->log << QStringLiteral("+%1ms ERROR %2").arg(st->clock.elapsed()).arg(text);
    });
    char errstr[512];
    state.clock.start();
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, *conf, errstr, sizeof errstr);
    if (!rk) {
        rd_kafka_conf_destroy(*conf);
        finish(names[4], CheckStep::State::Failed, {},
               KS_TR("Cannot create the Kafka client: %1").arg(QString::fromUtf8(errstr)));
        skipRest(KS_TR("not tried"));
        return result;
    }
    const rd_kafka_metadata_t *md = nullptr;
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR__TIMED_OUT;
    // Short attempts, so a refused login ends the test at once instead of after the whole timeout.
    while (state.clock.elapsed() < timeoutMs) {
        err = rd_kafka_metadata(
            rk, 0, nullptr, &md,
            int(qMin<qint64>(500, qMax<qint64>(1, timeoutMs - state.clock.elapsed()))));
        rd_kafka_poll(rk, 0);
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR)
            break;
        QMutexLocker lock(&state.mutex);
        if (!state.securityError.isEmpty() || !state.oidcError.isEmpty())
            break;
    }
    const qint64 total = state.clock.elapsed();
    QString securityError, transportError, oidcError, principal;
    qint64 authAt = -1;
    {
        QMutexLocker lock(&state.mutex);
        securityError = state.securityError;
        transportError = state.transportError;
        oidcError = state.oidcError;
        principal = state.principal;
        authAt = state.authenticatedAt;
        result.debugLog = state.log.join(QLatin1Char('\n'));
    }
    const bool isOauth = mechanism == QLatin1String("OAUTHBEARER");
    const QString who = isOauth ? KS_TR("a token") : (user.isEmpty() ? QStringLiteral("?") : user);
    auto push = [&](const QString &name, CheckStep::State st, qint64 ms, const QString &detail,
                    const QString &problem = {}) {
        CheckStep s{name, st, ms, detail, problem};
        result.steps << s;
        if (options.onStep)
            options.onStep(s);
    };
    if (sasl) {
        if (authAt >= 0)
            push(names[4], CheckStep::State::Passed, authAt,
                 KS_TR("logged in with %1 as %2")
                     .arg(mechanism, principal.isEmpty() ? who : principal));
        else if (!oidcError.isEmpty())
            push(names[4], CheckStep::State::Failed, total, {},
                 KS_TR("no token from the OIDC token endpoint "
                       "(sasl.oauthbearer.token.endpoint.url) — %1")
                     .arg(oidcError));
        else if (!securityError.isEmpty())
            push(names[4], CheckStep::State::Failed, total, {},
                 saslWords(securityError, mechanism, user));
        else if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
            push(names[4], CheckStep::State::Failed, total, {},
                 transportError.isEmpty() ? KS_TR("no login answer within %1 ms").arg(timeoutMs)
                                          : transportError);
        else
            push(names[4], CheckStep::State::Passed, total,
                 KS_TR("logged in with %1").arg(mechanism));
    } else {
        push(names[4], CheckStep::State::Skipped, 0,
             KS_TR("security.protocol %1 has no SASL").arg(result.securityProtocol));
    }
    const bool saslFailed = result.steps.last().state == CheckStep::State::Failed;
    const qint64 mdMs = authAt >= 0 ? total - authAt : total;
    if (saslFailed) {
        push(names[5], CheckStep::State::Skipped, 0, KS_TR("not tried"));
    } else if (err == RD_KAFKA_RESP_ERR_NO_ERROR) {
        QString cluster;
        if (char *id = rd_kafka_clusterid(rk, 0)) {
            cluster = QString::fromUtf8(id);
            rd_kafka_mem_free(rk, id);
        }
        QStringList brokers;
        for (int i = 0; i < md->broker_cnt; ++i)
            brokers << QStringLiteral("%1 (%2:%3)")
                           .arg(md->brokers[i].id)
                           .arg(QString::fromUtf8(md->brokers[i].host))
                           .arg(md->brokers[i].port);
        push(names[5], CheckStep::State::Passed, mdMs,
             KS_TR("cluster %1, %2 broker(s): %3")
                 .arg(cluster)
                 .arg(md->broker_cnt)
                 .arg(brokers.join(QStringLiteral(", "))));
        rd_kafka_metadata_destroy(md);
    } else {
        QString problem =
            !securityError.isEmpty()    ? securityError
            : !transportError.isEmpty() ? transportError
            : (!sasl && err == RD_KAFKA_RESP_ERR__TRANSPORT)
                ? KS_TR("the broker closed the connection without answering; the listener "
                        "may need SASL (check security.protocol)")
                : KS_TR("no metadata within %1 ms (%2)")
                      .arg(timeoutMs)
                      .arg(QString::fromUtf8(rd_kafka_err2str(err)));
        if (!sasl && securityError.isEmpty() && transportError.isEmpty() &&
            err != RD_KAFKA_RESP_ERR_NO_ERROR)
            problem = KS_TR("the broker answered Kafka's first request but not the "
                            "metadata request; the listener "
                            "probably needs SASL (use security.protocol %1)")
                          .arg(tls ? QStringLiteral("SASL_SSL") : QStringLiteral("SASL_PLAINTEXT"));
        push(names[5], CheckStep::State::Failed, mdMs, {}, problem);
    }
    rd_kafka_destroy(rk);
    return result;
}

} // namespace kafscope
